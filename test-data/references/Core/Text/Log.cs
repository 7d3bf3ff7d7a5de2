namespace Core.Text;

// Overloads: which one a call binds to depends on the argument's type (see App/Program.cs).
public static class Log
{
    public static string /*def:Write.int*/Write(int value) => "int " + value;

    public static string /*def:Write.long*/Write(long value) => "long " + value;

    public static string /*def:Write.string*/Write(string /*def:Write.string.value*/value) => "string " + /*ref:Write.string.value:read*/value;

    public static string /*def:Write.object*/Write(object value) => "object " + value;
}

// Optional and params parameters.
public static class Format
{
    public static string /*def:Line*/Line(string text, int indent = 0, char /*def:Line.fill*/fill = ' ')
    {
        return new string(/*ref:Line.fill:read*/fill, indent) + text;
    }

    public static string /*def:Join*/Join(string separator, params string[] parts)
    {
        return string.Join(separator, parts);
    }
}
