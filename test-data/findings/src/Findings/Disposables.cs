using System;
using System.IO;

namespace Findings;

public class Owner : IDisposable
{
    private readonly MemoryStream _leaked = new MemoryStream();
    private readonly MemoryStream _closed = new MemoryStream();

    public void Dispose()
    {
        _closed.Dispose();
    }
}

public sealed class Tidy : IDisposable
{
    private readonly MemoryStream _stream = new MemoryStream();

    public void Dispose() => _stream.Dispose();
}

public class Pattern : IDisposable
{
    public void Dispose()
    {
        Dispose(true);
        GC.SuppressFinalize(this);
    }

    protected virtual void Dispose(bool disposing) { }
}

public static class Users
{
    public static long Use()
    {
        using var a = new MemoryStream();
        using (var b = new MemoryStream()) { a.WriteByte(1); }
        return a.Length;
    }
}
