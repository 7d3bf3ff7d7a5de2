namespace Polyfill.Modern;

public static class SpanText
{
    public static int CountSpaces(System.ReadOnlySpan<char> text)
    {
        var count = 0;
        foreach (var c in text)
        {
            if (c == ' ')
            {
                count++;
            }
        }
        return count;
    }
}
