namespace Core.Palette;

public enum /*def:Color*/Color
{
    /*def:Color.Red*/Red,
    Green,
    Blue,
}

// Color Color: a property named like its type. In `Color == Color.Red` the first Color is the
// property and the second is the type, because Red is a static member.
public class /*def:Brush*/Brush
{
    public /*ref:Color:typeUse*/Color /*def:Brush.Color*/Color { get; set; }

    public double Width { get; init; } = 1;

    public bool IsWarm() => /*ref:Brush.Color:read*/Color == /*ref:Color:typeUse*/Color./*ref:Color.Red:read*/Red;

    public /*ref:Brush:typeUse*/Brush Recolor(/*ref:Color:typeUse*/Color color)
    {
        /*ref:Brush.Color:write*/Color = color;
        return this;
    }
}
