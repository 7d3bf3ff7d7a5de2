using Shop.Core.Catalog;
using Shop.Core.Orders;

namespace Shop.Core.Pricing;

public interface IDiscountPolicy
{
    Money DiscountFor(Order order);
}
