// C# 12: collection expressions, with spread elements and an empty collection.
using System;
using System.Collections.Generic;

namespace Features.CollectionExpressions;

public static class Collections
{
    public static int[] Empty() => [];

    public static List<int> Joined(int[] first, IEnumerable<int> second)
    {
        int[] single = [1];
        List<int> all = [.. first, .. second, 4, 5];
        IEnumerable<string> words = ["a", "b", .. new[] { "c" }];
        Span<int> span = [1, 2, 3];
        return [.. all, .. single, first.Length];
    }

    public static void Nested()
    {
        int[][] jagged = [[1, 2], [3], []];
        Dictionary<string, int[]> map = new() { ["x"] = [1, 2] };
        Consume([0, .. map["x"]]);
    }

    static void Consume(List<int> items) { }
}
