// C# 14: partial instance constructors and partial events.
using System;

namespace Features.PartialConstructorsEvents;

public partial class Widget
{
    public partial Widget(string name);

    public partial event EventHandler? Clicked;
}

public partial class Widget
{
    private readonly string _name;
    private EventHandler? _clicked;

    public partial Widget(string name)
    {
        _name = name;
    }

    public partial event EventHandler? Clicked
    {
        add => _clicked += value;
        remove => _clicked -= value;
    }
}
