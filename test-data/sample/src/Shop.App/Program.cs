using Shop.App.Storage;
using Shop.Core.Catalog;
using Shop.Core.Orders;
using Shop.Core.Pricing;

namespace Shop.App;

public static class Program
{
    public static int Main(string[] args)
    {
        var currency = args.Length > 0 ? args[0] : "EUR";
        var service = new OrderService(
            new InMemoryOrderRepository(),
            new BulkDiscount(minimumItems: 3, percent: 10m));

        var order = service.Create(currency);
        order.Add(new Product("TEA-01", "Green tea", new Money(4.50m, currency)), 2);
        order.Add(new Product("MUG-02", "Mug", new Money(8.00m, currency)), 1);

        var total = service.Checkout(order.Id);
        Console.WriteLine($"Order {order.Id} is {order.Status}: {order.Subtotal()} less discount = {total}");
        return 0;
    }
}
