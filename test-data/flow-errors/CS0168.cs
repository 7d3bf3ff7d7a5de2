namespace FlowErrors;

public class UnusedLocal
{
    public static void Declare()
    {
        int unused;
    }
}
