namespace FlowErrors;

public class UnassignedOut
{
    public static bool TryGet(bool c, out int value)
    {
        if (c) { value = 1; return true; }
        return false;
    }
}
