namespace Core.Greeting;

// An interface with two implementations; calls through the interface and through the classes
// are in App/Program.cs. rel markers: see README.md.
public interface IGreeter
{
    string /*def:IGreeter.Greet*//*rel:EnglishGreeter.Greet*/Greet(string name);
}

public sealed class EnglishGreeter : IGreeter
{
    public string /*def:EnglishGreeter.Greet*//*rel:IGreeter.Greet*/Greet(string name) => "Hello, " + name;
}

// A class with a primary constructor whose parameter is captured by two methods.
public sealed class PrefixGreeter(string /*def:PrefixGreeter.prefix*/prefix) : IGreeter
{
    public string /*def:PrefixGreeter.Greet*//*rel:IGreeter.Greet*/Greet(string name) => /*ref:PrefixGreeter.prefix:read*/prefix + " " + name;

    public string Shout(string name)
    {
        return /*ref:PrefixGreeter.Greet:invocation*//*rel:IGreeter.Greet*/Greet(name).ToUpperInvariant() + " (" + /*ref:PrefixGreeter.prefix:read*/prefix.Length + ")";
    }
}
