using Shop.Core.Catalog;
using Shop.Core.Orders;
using Shop.Core.Pricing;
using Xunit;

namespace Shop.Tests;

public class OrderTests
{
    private static readonly Product Tea = new("TEA-01", "Green tea", new Money(4.50m, "EUR"));

    [Fact]
    public void Subtotal_adds_every_line()
    {
        var order = new Order(1, "EUR");
        order.Add(Tea, 2);

        Assert.Equal(new Money(9.00m, "EUR"), order.Subtotal());
    }

    [Fact]
    public void Bulk_discount_applies_from_the_minimum_quantity()
    {
        var order = new Order(1, "EUR");
        order.Add(Tea, 4);

        Assert.Equal(new Money(16.20m, "EUR"), order.Total(new BulkDiscount(3, 10m)));
        Assert.Equal(new Money(18.00m, "EUR"), order.Total(new NoDiscount()));
    }

    [Fact]
    public void Placing_an_empty_order_fails()
    {
        var order = new Order(1, "EUR");

        Assert.Throws<InvalidOperationException>(order.Place);
        Assert.Equal(OrderStatus.Draft, order.Status);
    }
}
