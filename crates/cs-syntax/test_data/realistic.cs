// Copyright header comment
#nullable enable
using System;
using System.Collections.Generic;
using System.Linq;
using static System.Math;
using Alias = System.Collections.Generic.Dictionary<string, int>;

[assembly: System.Reflection.AssemblyVersion("1.0.0.0")]

namespace Demo.App;

/// <summary>Documentation comment.</summary>
public record Person(string Name, int Age)
{
    public string Display => $"{Name} ({Age})";
}

public readonly record struct Point(double X, double Y);

[Serializable]
public sealed class Repository<T> : IDisposable where T : class, new()
{
    private readonly List<T> _items = new();
    private static int s_count;

    #region Queries
    public IEnumerable<TResult> Select<TResult>(Func<T, TResult> map) => _items.Select(map);

    public int Count
    {
        get => _items.Count;
    }
    #endregion

    public void Dispose()
    {
#if DEBUG
        Console.WriteLine("disposing");
#else
        s_count--;
#endif
        _items.Clear();
    }

    public static string Describe(object o) => o switch
    {
        int i when i > 10 => "big",
        int => "int",
        string { Length: > 0 } s => $"string {s}",
        null => "null",
        _ => "other",
    };

    public async System.Threading.Tasks.Task<int> RunAsync(int[] numbers)
    {
        var query =
            from n in numbers
            where n % 2 == 0
            orderby n descending
            select n * 2;
        Func<int, int, int> add = (a, b) => a + b;
        var raw = """
            Raw "string" with {braces}
            """;
        var verbatim = @"C:\temp\file.txt";
        if (numbers is [var first, .., var last])
        {
            Console.WriteLine($"{first}..{last}: {raw.Length,5:N0}");
        }
        await System.Threading.Tasks.Task.Yield();
        try
        {
            return query.Sum() + add(1, 2) + (int)Max(1.0, 2.0);
        }
        catch (InvalidOperationException e) when (e.Message.Length > 0)
        {
            throw;
        }
        finally
        {
            s_count++;
        }
    }
}

public interface IShape
{
    double Area { get; }
    static abstract IShape Create();
}

public enum Color : byte { Red = 1, Green, Blue }

internal static class Extensions
{
    public static T? FirstOrNull<T>(this IEnumerable<T> source) where T : struct
        => source.Any() ? source.First() : null;

    public static void Locals()
    {
        int Local(int x) => x * 2;
        var tuple = (a: 1, b: "two");
        var (left, right) = tuple;
        char c = '\n';
        ReadOnlySpan<byte> utf8 = "abc"u8;
        Span<int> span = stackalloc int[4];
        var dict = new Dictionary<string, int> { ["a"] = 1 };
        int[] arr = [1, 2, 3];
        object? maybe = null;
        maybe ??= Local(left);
        _ = right?.Length ?? 0;
        checked { c++; }
        lock (dict) { }
        using var stream = new System.IO.MemoryStream();
        foreach (var (k, v) in dict) { }
    }
}
