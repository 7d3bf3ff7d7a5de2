namespace Classic;

public static class Legacy
{
#if NETFRAMEWORK && NET472_OR_GREATER
    public const bool HasModernTls = true;
#else
    public const bool HasModernTls = false;
#endif
}
