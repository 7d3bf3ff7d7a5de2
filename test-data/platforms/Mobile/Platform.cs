namespace Mobile;

public static class Platform
{
#if ANDROID
    public const string Name = "Android";
#elif IOS
    public const string Name = "iOS";
#else
    public const string Name = "other";
#endif
}
