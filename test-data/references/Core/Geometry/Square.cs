namespace Core.Geometry;

// Constructor chaining: this(...) to a sibling constructor, base(...) to the base constructor.
public class Square : /*ref:Shape:baseType*/Shape
{
    public /*def:Square.ctor0*/Square() : /*ref:Square.ctor1:invocation*/this(1)
    {
    }

    public /*def:Square.ctor1*/Square(double side) : /*ref:Shape.ctor:invocation*/base("square")
    {
        Side = side;
    }

    public double Side { get; }

    public override double /*rel:Shape.Area*/Area => Side * Side;
}
