namespace Shop.Core.Orders;

public interface IOrderRepository
{
    Order? Find(int id);

    void Save(Order order);

    IEnumerable<Order> All();
}
