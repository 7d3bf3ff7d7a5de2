namespace Fidelity.Shared;

public static class Clock
{
    public static int Ticks => 42;
}
