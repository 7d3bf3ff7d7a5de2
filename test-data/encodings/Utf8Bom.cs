namespace Encodings;

// UTF-8 with a byte-order mark: naïve.
public static class Utf8Bom
{
    public const string Text = "naïve";
}
