// A product in an argument multiplies: only `out` may declare a variable in an argument list
// (the compiler's rule); a tuple's elements may declare for a deconstruction.
namespace Features.ProductArguments;

public record Money(int Amount)
{
    public static Money Times(Money money, int quantity) => new(money.Amount * quantity);

    public static Money Twice(Money money, int quantity)
    {
        var doubled = new Money(money.Amount * quantity * 2);
        Check(money.Amount * quantity, out var checkedAmount);
        (int amount, var name) = (checkedAmount, "x");
        return doubled with { Amount = amount + name.Length };
    }

    static void Check(int value, out int result) => result = value;
}
