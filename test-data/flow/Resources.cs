namespace Flow;

public class Resources
{
    readonly object gate = new();

    public int Read(List<int> items)
    {
        int sum = 0;
        foreach (var item in items)
            sum += item;
        using (var stream = new MemoryStream())
        {
            sum += (int)stream.Length;
        }
        lock (gate)
        {
            sum++;
        }
        return sum;
    }
}
