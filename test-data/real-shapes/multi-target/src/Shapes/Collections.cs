namespace Shapes;

public sealed class Registry
{
    private readonly Dictionary<Type, string> _names = new();

    // `type`, `method`, `field`, `param`, `property` and `typevar` name attribute targets
    // (`[type: Obsolete]`) but are ordinary identifiers everywhere else.
    public Registry(Type type, string method)
    {
        _names = new Dictionary<Type, string>(_names) { [type] = method };
        Types = [type];
        Methods = [method, method.ToUpperInvariant()];
        Lengths = [method.Length, type.Name.Length];
    }

    public Type[] Types { get; }

    public string[] Methods { get; }

    public int[] Lengths { get; }

    public object[] Describe(object property, object field) => [property, field, this];

    [Obsolete("kept for callers")]
    public string this[Type type] => _names[type];
}
