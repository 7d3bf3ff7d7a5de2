namespace FlowErrors;

public class MissingReturn
{
    public static int Pick(bool c)
    {
        if (c) return 1;
    }
}
