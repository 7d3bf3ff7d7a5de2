// C# 12: `ref readonly` parameters, passed with `ref`, `in` or nothing.
namespace Features.RefReadonlyParameters;

public static class Vectors
{
    public static double Length(ref readonly Vector v) => v.X * v.X + v.Y * v.Y;

    public static void Use()
    {
        var v = new Vector(3, 4);
        _ = Length(ref v);
        _ = Length(in v);
        _ = Length(v);
    }

    public static ref readonly Vector Pick(ref readonly Vector a, scoped ref readonly Vector b) => ref a;
}

public readonly record struct Vector(double X, double Y);
