namespace Pinned;

public static class Pin
{
    public const int Value = 1;
}
