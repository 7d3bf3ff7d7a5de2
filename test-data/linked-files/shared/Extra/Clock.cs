namespace Shared.Extra;

public static class Clock
{
    public static DateTimeOffset Now() => DateTimeOffset.UtcNow;
}
