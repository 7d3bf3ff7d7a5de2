// C# 13: the `\e` escape sequence (U+001B, ESCAPE) in strings and characters.
namespace Features.EscapeCharacter;

public static class Terminal
{
    public const char Escape = '\e';
    public const string Red = "\e[31m";
    public static string Colored(string text) => $"\e[32m{text}\e[0m";
}
