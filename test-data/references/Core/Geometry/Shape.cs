namespace Core.Geometry;

// The abstract base of Circle and Square: a protected constructor called through base(...),
// an abstract property overridden in both, a virtual method overridden in Circle.
public abstract class /*def:Shape*/Shape
{
    protected /*def:Shape.ctor*/Shape(string name)
    {
        /*ref:Shape.Name:write*/Name = name;
    }

    public string /*def:Shape.Name*/Name { get; }

    public abstract double /*def:Shape.Area*/Area { get; }

    public virtual string /*def:Shape.Describe*/Describe()
    {
        return /*ref:Shape.Name:read*/Name + " with area " + Math.Round(/*ref:Shape.Area:read*/Area, 2);
    }
}
