namespace Shop.Core.Orders;

public enum OrderStatus
{
    Draft,
    Placed,
    Shipped,
    Cancelled,
}
