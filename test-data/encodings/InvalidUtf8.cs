namespace Encodings;

// Invalid UTF-8 follows (a Latin-1 é and a lone continuation byte €): decoders must not fail.
public static class InvalidUtf8
{
    public const string Text = "café";
}
