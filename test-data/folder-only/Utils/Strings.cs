namespace Scripts.Utils;

public static class Strings
{
    public static string Greeting(string name) => $"Hello, {name}!";
}
