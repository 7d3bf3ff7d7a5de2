// C# 13: `params` with span and collection types.
using System;
using System.Collections.Generic;

namespace Features.ParamsCollections;

public static class Sums
{
    public static int Sum(params ReadOnlySpan<int> values)
    {
        var total = 0;
        foreach (var value in values)
        {
            total += value;
        }
        return total;
    }

    public static int Count(params IEnumerable<string> items) => 0;

    public static void Log(string format, params List<object> args) { }

    public static int Use() => Sum(1, 2, 3) + Count("a", "b");
}
