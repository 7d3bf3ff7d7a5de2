namespace Core.Geometry;

// A positional record. The def marker on X labels the generated property Point.X (not the
// constructor parameter of the same name, which nothing here names: no named arguments).
public record Point(double /*def:Point.X*/X, double Y)
{
    public static Point operator +(Point left, Point right) =>
        new(left./*ref:Point.X:read*/X + right./*ref:Point.X:read*/X, left.Y + right.Y);
}

// An extension method, called in App both as p.DistanceTo(q) and as PointExtensions.DistanceTo(p, q).
public static class PointExtensions
{
    public static double /*def:DistanceTo*/DistanceTo(this Point start, Point end)
    {
        return ShapeMath./*ref:Hypot:invocation*/Hypot(end./*ref:Point.X:read*/X - start./*ref:Point.X:read*/X, end.Y - start.Y);
    }
}
