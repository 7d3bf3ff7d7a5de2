namespace Flow;

public class Lambdas
{
    public static int Capture(int seed)
    {
        int offset = seed + 1;
        Func<int, int> add = value => value + offset;
        int result = add(2);
        return Twice() + result;

        int Twice() => offset * 2;
    }

    public static bool TryRead(string text, out int value)
    {
        if (int.TryParse(text, out var parsed))
        {
            value = parsed;
            return true;
        }
        value = 0;
        return false;
    }
}
