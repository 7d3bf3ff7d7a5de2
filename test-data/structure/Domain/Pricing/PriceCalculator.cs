using Shop.Domain.Orders;

namespace Shop.Domain.Pricing
{
    public class PriceCalculator
    {
        public decimal Total(Order order)
        {
            decimal total = 0;
            foreach (var line in order.Lines)
            {
                total += line.Price * line.Quantity;
            }
            return total;
        }
    }

    public interface IDiscount
    {
        decimal Apply(decimal amount);
    }

    public class HolidayDiscount : IDiscount
    {
        public decimal Apply(decimal amount) => amount / 2;
    }
}
