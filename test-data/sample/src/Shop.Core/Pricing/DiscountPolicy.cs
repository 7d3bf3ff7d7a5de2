using Shop.Core.Catalog;
using Shop.Core.Orders;

namespace Shop.Core.Pricing;

/// <summary>Base of the discount policies: decides whether a discount applies, then computes it.</summary>
public abstract class DiscountPolicy : IDiscountPolicy
{
    public Money DiscountFor(Order order) =>
        Applies(order) ? Compute(order.Subtotal()) : Money.Zero(order.Currency);

    protected virtual bool Applies(Order order) => order.Lines.Count > 0;

    protected abstract Money Compute(Money subtotal);
}

public sealed class NoDiscount : DiscountPolicy
{
    protected override bool Applies(Order order) => false;

    protected override Money Compute(Money subtotal) => Money.Zero(subtotal.Currency);
}
