// symbols: NET NET8_0 NETCOREAPP NET5_0_OR_GREATER NET6_0_OR_GREATER NET7_0_OR_GREATER NET8_0_OR_GREATER DEBUG TRACE
// Escaped braces right before an interpolation hole that holds a string literal: label sets,
// JSON fragments and format templates written with `{{{` and `}}}`.
#nullable enable
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace Shapes.Formatting;

public sealed class MetricLine
{
    private readonly string name;
    private readonly double value;
    private readonly IReadOnlyDictionary<string, string> labels;

    public MetricLine(string name, double value, IReadOnlyDictionary<string, string> labels)
    {
        this.name = name;
        this.value = value;
        this.labels = labels;
    }

    // Label sets: `name{a="1",b="2"} 3.5`.
    public override string ToString()
    {
        string labelText = labels.Count == 0
            ? string.Empty
            : $"{{{string.Join(",", labels.Select(pair => $"{pair.Key}=\"{Escape(pair.Value)}\""))}}}";
        return $"{name}{labelText} {value.ToString("G17", CultureInfo.InvariantCulture)}";
    }

    public string ToJson() =>
        $"{{{"\"name\""}: \"{name}\", \"value\": {value.ToString("F2", CultureInfo.InvariantCulture)}}}";

    public string Summary(int width) =>
        $"{{{name.PadRight(width, ' ')}}} = {{{value.ToString("0.###", CultureInfo.InvariantCulture),10}}}";

    // Verbatim and nested interpolated strings, and escaped braces tree-sitter reads well.
    public string Template(bool brief)
    {
        var header = $"{{{name}}}";
        var body = $@"{{{(brief ? "..." : string.Join(", ", labels.Keys))}}}
{{{@"multi-line"}}}";
        var nested = @$"{{{$"{{{"inner"}}}"}}}";
        return header + body + nested;
    }

#if DEBUG
    public string Debug() => $"{{{"debug"}}} {{{'x'}}} {{{nameof(value)}}}";
#endif

    private static string Escape(string text) => text.Replace("\"", "\\\"");
}
