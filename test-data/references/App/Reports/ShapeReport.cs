using Core.Geometry;
using static Core.Geometry.ShapeMath;
using Geo = Core.Geometry;

namespace App.Reports;

// LINQ in method and query syntax, switch and is patterns, a cast, typeof, members imported with
// `using static`, types named through the namespace alias Geo.
public static class ShapeReport
{
    public static List<string> LargeNames(IEnumerable</*ref:Shape:typeArgument*/Shape> shapes, double /*def:LargeNames.minimum*/minimum)
    {
        return shapes
            .Where(/*def:big*/big => /*ref:big:read*/big./*ref:Shape.Area:read*/Area >= /*ref:LargeNames.minimum:read*/minimum)
            .OrderBy(named => named./*ref:Shape.Name:read*/Name)
            .Select(named => named./*ref:Shape.Name:read*/Name)
            .ToList();
    }

    public static IEnumerable<string> Lines(IEnumerable</*ref:Shape:typeArgument*/Shape> shapes)
    {
        return from /*def:q*/q in shapes
               where /*ref:q:read*/q./*ref:Shape.Area:read*/Area > /*ref:Epsilon:read*/Epsilon
               let /*def:rounded*/rounded = Math.Round(/*ref:q:read*/q./*ref:Shape.Area:read*/Area)
               orderby /*ref:rounded:read*/rounded descending
               select /*ref:q:read*/q./*ref:Shape.Name:read*/Name + ": " + /*ref:rounded:read*/rounded;
    }

    public static double TotalArea(IEnumerable<Geo./*ref:Shape:typeArgument*/Shape> shapes)
    {
        return shapes.Sum(/*def:each*/each => /*ref:each:read*/each./*ref:Shape.Area:read*/Area);
    }

    public static string Classify(/*ref:Shape:typeUse*/Shape shape)
    {
        return shape switch
        {
            /*ref:Circle:typeUse*/Circle { /*ref:Circle.Radius*/Radius: > 10.0 } => "large circle",
            /*ref:Circle:typeUse*/Circle /*def:small*/small => "circle of radius " + /*ref:small:read*/small./*ref:Circle.Radius:read*/Radius,
            Square { Side: var /*def:side*/side } when /*ref:side:read*/side > 10.0 => "large square",
            _ => shape./*ref:Shape.Describe:invocation*/Describe(),
        };
    }

    public static double RadiusOf(object item)
    {
        if (item is /*ref:Circle:typeUse*/Circle { /*ref:Circle.Radius*/Radius: > 0.0 } /*def:round*/round)
        {
            return /*ref:round:read*/round./*ref:Circle.Radius:read*/Radius;
        }

        return item is /*ref:Shape:typeUse*/Shape /*def:other*/other ? /*ref:Pick:invocation*/Pick(/*ref:other:read*/other./*ref:Shape.Area:read*/Area, 0.0, false) : 0.0;
    }

    public static string KindOf(/*ref:Shape:typeUse*/Shape shape)
    {
        if (shape.GetType() == typeof(/*ref:Circle:typeUse*/Circle))
        {
            return "circle of radius " + ((/*ref:Circle:typeUse*/Circle)shape)./*ref:Circle.Radius:read*/Radius;
        }

        return shape.GetType().Name;
    }

    public static bool IsRound(Geo./*ref:Shape:typeUse*/Shape shape) => shape is Geo./*ref:Circle:typeUse*/Circle;

    public static double Diagonal(Square square) => /*ref:Hypot:invocation*/Hypot(square.Side, square.Side);
}
