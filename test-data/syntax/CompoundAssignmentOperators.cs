// C# 14: user-defined compound assignment and instance increment/decrement operators.
namespace Features.CompoundAssignmentOperators;

public class Accumulator
{
    public int Total { get; private set; }

    public void operator +=(int value) => Total += value;

    public void operator -=(int value) { Total -= value; }

    public void operator checked *=(int value) => Total = checked(Total * value);

    public void operator *=(int value) => Total *= value;

    public void operator <<=(int bits) => Total <<= bits;

    public void operator >>>=(int bits) => Total >>>= bits;

    public void operator ++() => Total++;

    public void operator checked --() => Total = checked(Total - 1);

    public void operator --() => Total--;

    public static Accumulator operator +(Accumulator a, int value) => a;
}
