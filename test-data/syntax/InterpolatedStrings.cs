// Interpolated strings: empty ones, escaped quotes and braces right next to holes, raw ones.
namespace Features.InterpolatedStrings;

public class Strings
{
    public string Name { get; set; } = "";

    public string Describe(string image, double value)
    {
        var empty = $"";
        var emptyVerbatim = $@"";
        var quoted = $@"Name = ""{Name}"", Image = ""{image}""";
        var quotedFirst = @$"""{Name}""";
        var braces = $"{{{Name}}}";
        var bracesVerbatim = $@"{{{Name}}} and {{literal}}";
        var literalHole = $"{{{"text"}}}";
        var format = $"{{{value:F2}}} {value,8:N1}";
        var nested = $"{{{$"{{{"inner"}}}"}}}";
        var raw = $$"""{"name": "{{Name}}"}""";
        var multi = $"""
            Name: {Name}
            """;
        return empty + emptyVerbatim + quoted + quotedFirst + braces + bracesVerbatim + literalHole + format + nested + raw + multi;
    }
}
