// C# 13: the `allows ref struct` anti-constraint, and ref structs implementing interfaces.
using System;

namespace Features.AllowsRefStruct;

public interface IReader<T> where T : allows ref struct
{
    T Read();
}

public static class Generic
{
    public static void Use<T>(T value) where T : allows ref struct { }

    public static void Both<T, U>(T t, U u)
        where T : IDisposable, allows ref struct
        where U : new()
    { }
}

public ref struct Buffer : IDisposable
{
    public void Dispose() { }
}
