namespace Shop.Orders;

/// <summary>Places and finds orders.</summary>
public interface IOrderService
{
    void Place(Order order);
    Order? Find(int id);
}
