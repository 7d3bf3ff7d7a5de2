namespace App;

public static class Greeter
{
    public static string Greet(string name) => $"Hello, {name}";
}
