namespace Flow;

public class Switches
{
    public static int Classify(int n)
    {
        int r;
        switch (n)
        {
            case 1:
            case 2:
                r = 10;
                break;
            case 3 when n > 0:
                goto default;
            default:
                throw new ArgumentOutOfRangeException(nameof(n));
        }
        return r;
    }

    public static string Name(object o) => o switch
    {
        int i when i > 0 => "positive",
        int => "number",
        string s => s,
        _ => "other",
    };
}
