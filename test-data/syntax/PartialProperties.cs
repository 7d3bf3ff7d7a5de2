// C# 13: partial properties and indexers: a declaration and an implementation.
namespace Features.PartialProperties;

public partial class Model
{
    public partial string Name { get; set; }

    public partial int this[int index] { get; }

    public partial bool IsValid { get; }
}

public partial class Model
{
    private string _name = "";
    private readonly int[] _values = new int[4];

    public partial string Name
    {
        get => _name;
        set => _name = value ?? "";
    }

    public partial int this[int index] => _values[index];

    public partial bool IsValid => _name.Length > 0;
}
