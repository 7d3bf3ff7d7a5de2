namespace Fidelity.Errors;

public class Unknowns
{
    public object Make(object input)
    {
        Widget first = new Widget(); // error: CS0246 CS0246
        var many = new System.Collections.Generic.List<Widget>(); // error: CS0246
        return (Widget)input; // error: CS0246
    }
}
