using Shop.Core.Catalog;
using Shop.Core.Orders;

namespace Shop.Core.Pricing;

public class PercentageDiscount : DiscountPolicy
{
    public PercentageDiscount(decimal percent)
    {
        if (percent is < 0m or > 100m)
        {
            throw new ArgumentOutOfRangeException(nameof(percent));
        }
        Percent = percent;
    }

    public decimal Percent { get; }

    protected override Money Compute(Money subtotal) => subtotal.Percent(Percent);
}

/// <summary>A percentage discount for orders of at least a number of items.</summary>
public sealed class BulkDiscount : PercentageDiscount
{
    public BulkDiscount(int minimumItems, decimal percent)
        : base(percent)
    {
        MinimumItems = minimumItems;
    }

    public int MinimumItems { get; }

    protected override bool Applies(Order order) =>
        base.Applies(order) && order.Lines.Sum(line => line.Quantity) >= MinimumItems;
}
