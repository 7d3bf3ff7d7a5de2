// C# 14: unbound generic types in `nameof`.
using System.Collections.Generic;

namespace Features.NameofUnboundGenerics;

public static class Names
{
    public const string ListName = nameof(List<>);
    public const string DictionaryName = nameof(Dictionary<,>);
    public const string NestedName = nameof(Outer<>.Inner);
    public static string Method() => nameof(System.Tuple<,,>);
}

public class Outer<T>
{
    public class Inner { }
}
