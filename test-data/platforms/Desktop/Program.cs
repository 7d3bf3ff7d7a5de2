namespace Desktop;

internal static class Program
{
#if WINDOWS10_0_19041_0_OR_GREATER && DESKTOP
    internal const string Shell = "modern";
#else
    internal const string Shell = "classic";
#endif

    private static void Main() => System.Console.WriteLine(Shell);
}
