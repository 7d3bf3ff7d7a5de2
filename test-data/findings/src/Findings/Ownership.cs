using System;
using System.Collections.Generic;

namespace Findings;

public sealed class Connection : IDisposable
{
    public bool IsOpen { get; private set; }
    public void Open() => IsOpen = true;
    public void Dispose() => IsOpen = false;
}

public sealed class Channel : IDisposable
{
    private readonly Connection _connection;
    public Channel(Connection connection) { _connection = connection; }
    public void Dispose() => _connection.Dispose();
}

public class Ownership
{
    private readonly List<Connection> _pool = new List<Connection>();
    private Connection? _current;

    public Connection? Current => _current;
    public int PoolSize => _pool.Count;

    public static bool Leaks()
    {
        var connection = new Connection();
        connection.Open();
        return connection.IsOpen;
    }

    public static Connection Returned()
    {
        var c = new Connection();
        c.Open();
        return c;
    }

    public void StoredInField()
    {
        var c = new Connection();
        _current = c;
    }

    public void StoredInCollection()
    {
        var c = new Connection();
        _pool.Add(c);
    }

    public static Channel PassedToConstructor()
    {
        var c = new Connection();
        return new Channel(c);
    }

    public static bool UsingDeclaration()
    {
        using var c = new Connection();
        c.Open();
        return c.IsOpen;
    }

    public static void DisposedInFinally()
    {
        var c = new Connection();
        try { c.Open(); } finally { c.Dispose(); }
    }
}
