namespace Shapes.Modern;

public static class RefStructs
{
    // C# 13: the anti-constraint `allows ref struct`, alone or after other constraints.
    public static void Consume<T>(T value)
        where T : allows ref struct
    {
    }

    public static int Measure<T, TState>(T value, TState state)
        where T : IEquatable<T>, allows ref struct
        where TState : struct
        => 0;
}

public interface IVisitor<in T>
    where T : allows ref struct
{
    void Visit(T value);
}
