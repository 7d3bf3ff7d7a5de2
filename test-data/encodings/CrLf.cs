namespace Encodings;

// Windows line endings (CR LF) throughout.
public static class CrLf
{
    public const int Lines = 7;
}
