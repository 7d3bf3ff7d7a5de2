using Shop.Core.Catalog;
using Shop.Core.Pricing;

namespace Shop.Core.Orders;

/// <summary>A customer order: lines are added while it is a draft, then it is placed.</summary>
public class Order
{
    private readonly List<OrderLine> _lines = new();

    public Order(int id, string currency)
    {
        Id = id;
        Currency = currency;
    }

    public int Id { get; }

    public string Currency { get; }

    public OrderStatus Status { get; private set; } = OrderStatus.Draft;

    public IReadOnlyList<OrderLine> Lines => _lines;

    public void Add(Product product, int quantity)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity), "Quantity must be positive.");
        }
        EnsureDraft();
        _lines.Add(new OrderLine(product, quantity));
    }

    public Money Subtotal() =>
        _lines.Aggregate(Money.Zero(Currency), (sum, line) => sum + line.Total);

    public Money Total(IDiscountPolicy discounts) => Subtotal() - discounts.DiscountFor(this);

    public void Place()
    {
        EnsureDraft();
        if (_lines.Count == 0)
        {
            throw new InvalidOperationException("An empty order cannot be placed.");
        }
        Status = OrderStatus.Placed;
    }

    public void Cancel()
    {
        if (Status == OrderStatus.Shipped)
        {
            throw new InvalidOperationException("A shipped order cannot be cancelled.");
        }
        Status = OrderStatus.Cancelled;
    }

    private void EnsureDraft()
    {
        if (Status != OrderStatus.Draft)
        {
            throw new InvalidOperationException($"Order {Id} is {Status}, not a draft.");
        }
    }
}
