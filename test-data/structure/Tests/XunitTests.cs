using Shop.Domain.Metrics;
using Shop.Domain.Orders;
using Shop.Services;
using Xunit;
using XFact = Xunit.FactAttribute;

namespace Shop.Tests
{
    public class SlowFactAttribute : FactAttribute { }

    public class XunitTests
    {
        [Fact]
        public void PlacesOrder()
        {
            var service = new OrderService();
            service.PlaceOrder(new Order(new OrderLine[0]));
        }

        [Theory]
        [InlineData(3)]
        public void SumsNumbers(int n)
        {
            new Samples().SumTo(n);
        }

        [XFact]
        public void AliasedFact()
        {
            Quote();
        }

        [SlowFact]
        public void InheritedFact()
        {
            new Samples().Nothing();
        }

        private void Quote()
        {
            new OrderService().Quote(new Order(new OrderLine[0]));
        }
    }
}
