namespace FlowErrors;

public class ReadOut
{
    public static void Copy(out int value)
    {
        int copy = value;
        value = copy;
    }
}
