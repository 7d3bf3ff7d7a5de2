// C# 11: list patterns, slices with and without subpatterns, before a conditional operator.
namespace Features.ListPatterns;

public static class Lists
{
    public static int[] Reverse(int[] x) => x is [..] ? [.. x] : [];

    public static string Shape(int[] values) => values is [] ? "empty" : values is [_] ? "one" : "many";

    public static int First(int[] values) => values switch
    {
        [] => 0,
        [var first, ..] => first,
    };

    public static bool Middle(string text) => text is ['"', .. var inner, '"'] && inner.Length > 0;

    public static int Tail(int[] values) => values is [_, .. int[] rest] ? rest.Length : 0;
}
