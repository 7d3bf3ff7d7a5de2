namespace FlowErrors;

public class Unreachable
{
    static void Log() { }

    public static int Stop(int n)
    {
        return n;
        Log();
    }
}
