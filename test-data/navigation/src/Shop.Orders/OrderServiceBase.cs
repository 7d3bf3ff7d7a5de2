namespace Shop.Orders;

public abstract class OrderServiceBase : IOrderService
{
    internal int Calls;

    public abstract void Place(Order order);
    public virtual Order? Find(int id) => null;
    protected abstract string Name { get; }
}
