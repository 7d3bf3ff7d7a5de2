namespace Core.Geometry;

// An override of an abstract property and of a virtual method (calling base.Describe()),
// a constructor parameter used in nameof.
public sealed class /*def:Circle*/Circle : /*ref:Shape:baseType*/Shape
{
    public /*def:Circle.ctor*/Circle(double /*def:Circle.ctor.radius*/radius) : /*ref:Shape.ctor:invocation*/base("circle")
    {
        if (/*ref:Circle.ctor.radius:read*/radius < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(/*ref:Circle.ctor.radius:nameof*/radius));
        }

        /*ref:Circle.Radius:write*/Radius = /*ref:Circle.ctor.radius:read*/radius;
    }

    public double /*def:Circle.Radius*/Radius { get; }

    public override double /*def:Circle.Area*//*rel:Shape.Area*/Area => Math.PI * /*ref:Circle.Radius:read*/Radius * /*ref:Circle.Radius:read*/Radius;

    public override string Describe()
    {
        return base./*ref:Shape.Describe:invocation*/Describe() + ", radius " + /*ref:Circle.Radius:read*/Radius;
    }
}
