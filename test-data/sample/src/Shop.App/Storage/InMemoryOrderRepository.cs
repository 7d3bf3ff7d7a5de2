using Shop.Core.Orders;

namespace Shop.App.Storage;

public sealed class InMemoryOrderRepository : IOrderRepository
{
    private readonly Dictionary<int, Order> _orders = new();

    public Order? Find(int id) => _orders.GetValueOrDefault(id);

    public void Save(Order order) => _orders[order.Id] = order;

    public IEnumerable<Order> All() => _orders.Values.OrderBy(order => order.Id);
}
