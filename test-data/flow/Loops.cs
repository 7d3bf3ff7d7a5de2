namespace Flow;

public class Loops
{
    public static int Sum(int[] values)
    {
        int total = 0;
        for (int i = 0; i < values.Length; i++)
        {
            if (values[i] < 0) continue;
            if (values[i] > 100) break;
            total += values[i];
        }
        return total;
    }

    public static int Forever(int n)
    {
        while (true)
        {
            if (n > 10) return n;
            n++;
        }
    }

    public static int Countdown(int n)
    {
        int last;
        do { last = n--; } while (n > 0);
        return last;
    }
}
