namespace Encodings;

// Plain UTF-8 without a byte-order mark: café, 日本, 😀.
public static class Utf8
{
    public const string Text = "café 日本 😀";
}
