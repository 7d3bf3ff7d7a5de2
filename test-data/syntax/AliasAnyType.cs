// C# 12: using aliases for any type: tuples, arrays, pointers, nullable value types.
using Point = (int X, int Y);
using Numbers = int[];
using unsafe IntPointer = int*;
using MaybeInt = int?;
using Pairs = System.Collections.Generic.List<(string Key, int Value)>;
global using Grid = int[,];

namespace Features.AliasAnyType;

public static class Aliases
{
    public static Point Origin() => (0, 0);

    public static Numbers Some() => new[] { 1, 2 };

    public static unsafe int Read(IntPointer p) => *p;

    public static MaybeInt Nothing() => null;

    public static Pairs Empty() => new();
}
