namespace FlowErrors;

public class UnassignedLocal
{
    public static int Read(bool c)
    {
        int x;
        if (c) x = 1;
        return x;
    }
}
