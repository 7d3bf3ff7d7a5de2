namespace Calc;

public static class Calculator
{
    public static int Add(int a, int b) => Calc.Vb.Arithmetic.Add(a, b);
}
