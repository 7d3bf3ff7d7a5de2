using Scripts.Utils;

namespace Scripts;

public static class Hello
{
    public static void Main() => System.Console.WriteLine(Strings.Greeting("world"));
}
