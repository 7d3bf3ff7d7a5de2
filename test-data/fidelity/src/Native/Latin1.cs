namespace Fidelity.Native;

// Saved by an old editor in Latin-1: café, naïve, © 2019, € (code page 1252).
public static class Greetings
{
    public const string Café = "Café crème";

    public static int Length => Café.Length;
}
