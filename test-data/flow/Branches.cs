namespace Flow;

public class Branches
{
    static void Use(int value) { }

    public static int Assign(bool c)
    {
        int x;
        if (c) x = 1; else x = 2;
        Use(x);
        return x;
    }

    public static int ShortCircuit(bool c, int n, string? s)
    {
        if (c && n > 0 || s == null)
            return 1;
        var length = s?.Length ?? 0;
        return c ? length : -length;
    }

    public static string Constants()
    {
        const int Answer = 40 + 2;
        var greeting = "a" + "b";
        long widened = Answer;
        return greeting + widened;
    }
}
