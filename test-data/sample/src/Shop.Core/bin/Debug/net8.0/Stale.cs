// A stale copy left in the output folder: it must never be compiled (it would clash with
// Shop.Core.Orders.Order).
namespace Shop.Core.Orders;

public class Order
{
}
