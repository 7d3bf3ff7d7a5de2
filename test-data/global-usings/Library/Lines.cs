namespace Library;

public static class Lines
{
    public static List<string> NonEmpty(IEnumerable<string> lines) =>
        lines.Where(line => line.Length > 0).ToList();
}
