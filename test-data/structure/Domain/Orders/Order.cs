using Shop.Domain.Pricing;

namespace Shop.Domain.Orders
{
    public class Order
    {
        public Order(OrderLine[] lines)
        {
            Lines = lines;
        }

        public OrderLine[] Lines { get; }

        public decimal Total()
        {
            return new PriceCalculator().Total(this);
        }
    }

    public class OrderLine
    {
        public decimal Price { get; set; }
        public int Quantity { get; set; }
    }
}
