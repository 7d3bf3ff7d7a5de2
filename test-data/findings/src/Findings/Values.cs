namespace Findings;

public static class Values
{
    static int Compute() => 4;

    public static int Overwritten()
    {
        int first = Compute();
        first = 2;
        return first;
    }

    public static int EveryPathReads(bool c)
    {
        int v = Compute();
        if (c) v = 1;
        return v;
    }

    public static int ReadInCatch()
    {
        int r = Compute();
        try { r = Compute(); } catch (System.Exception) { return r; }
        return r;
    }

    public static int ReadInFinally()
    {
        int f = Compute();
        try { f = Compute(); } finally { System.Console.WriteLine(f); }
        return 0;
    }

    public static bool OutVarUsedLater(string s)
    {
        var ok = int.TryParse(s, out var parsed);
        return ok && parsed > 0;
    }

    public static int Discarded()
    {
        _ = Compute();
        int _1 = Compute();
        return 0;
    }

    static int Run(System.Func<int> f) => f();

    public static int Captured()
    {
        int z = Compute();
        int seen = Run(() => z);
        z = 3;
        return z + seen;
    }
}
