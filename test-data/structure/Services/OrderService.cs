using Shop.Domain.Orders;
using Shop.Domain.Pricing;

namespace Shop.Services
{
    public class OrderService
    {
        private readonly IDiscount discount = new HolidayDiscount();

        public decimal PlaceOrder(Order order)
        {
            var calculator = new PriceCalculator();
            return discount.Apply(calculator.Total(order));
        }

        public decimal Quote(Order order) => order.Total();
    }
}
