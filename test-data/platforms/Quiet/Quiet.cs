namespace Quiet;

public static class Switches
{
#if QUIET && !NETSTANDARD && !TRACE
    public const bool Silent = true;
#else
    public const bool Silent = false;
#endif
}
