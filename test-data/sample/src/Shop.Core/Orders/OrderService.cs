using Shop.Core.Catalog;
using Shop.Core.Pricing;

namespace Shop.Core.Orders;

public class OrderService
{
    private readonly IOrderRepository _repository;
    private readonly IDiscountPolicy _discounts;
    private int _nextId = 1;

    public OrderService(IOrderRepository repository, IDiscountPolicy discounts)
    {
        _repository = repository;
        _discounts = discounts;
    }

    public Order Create(string currency)
    {
        var order = new Order(_nextId++, currency);
        _repository.Save(order);
        return order;
    }

    /// <summary>Places the order and returns what the customer pays.</summary>
    public Money Checkout(int orderId)
    {
        var order = _repository.Find(orderId)
            ?? throw new KeyNotFoundException($"Order {orderId} does not exist.");
        order.Place();
        _repository.Save(order);
        return order.Total(_discounts);
    }
}
