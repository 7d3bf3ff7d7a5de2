namespace Core.Geometry;

// Static members, used through the type name and through `using static` (App/Reports).
public static class ShapeMath
{
    public const double /*def:Epsilon*/Epsilon = 1e-9;

    public static double /*def:Hypot*/Hypot(double a, double b) => Math.Sqrt(a * a + b * b);

    // A generic method; every call in the solution leaves T to inference.
    public static /*ref:Pick.T:typeUse*/T /*def:Pick*/Pick</*def:Pick.T*/T>(/*ref:Pick.T:typeUse*/T first, /*ref:Pick.T:typeUse*/T second, bool takeFirst) =>
        takeFirst ? first : second;
}
