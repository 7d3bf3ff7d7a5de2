using Shop.Orders;

namespace Shop.Client;

public class LocalOrderService : IOrderService
{
    private readonly Repository<Order> _orders = new();

    public void Place(Order order) => _orders.Store(order.Count, order);
    public Order? Find(int id) => _orders.Get(id);
}
