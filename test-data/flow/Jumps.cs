namespace Flow;

public class Jumps
{
    public static int Retry(int attempts)
    {
        int tries = 0;
    again:
        tries++;
        if (tries < attempts) goto again;
        return tries;
    }

    public static IEnumerable<int> Numbers(int count)
    {
        for (int i = 0; i < count; i++)
        {
            if (i == 5) yield break;
            yield return i;
        }
    }

    public static async Task<int> Later(Task<int> work)
    {
        var value = await work;
        return value + 1;
    }
}
