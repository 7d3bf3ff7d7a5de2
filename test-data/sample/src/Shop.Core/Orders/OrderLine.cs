using Shop.Core.Catalog;

namespace Shop.Core.Orders;

public sealed record OrderLine(Product Product, int Quantity)
{
    public Money Total => Product.Price * Quantity;
}
