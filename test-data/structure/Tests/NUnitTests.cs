using NUnit.Framework;
using Shop.Domain.Pricing;
using Shop.Domain.Shapes;

namespace Shop.Tests
{
    [TestFixture]
    public class NUnitTests
    {
        public static object[] Cases = { 1, 2 };

        [Test]
        public void DiscountHalves()
        {
            IDiscount discount = new HolidayDiscount();
            discount.Apply(10);
        }

        [TestCase(2)]
        public void SquareArea(int side)
        {
            Shape shape = new Square { Side = side };
            shape.Area();
        }

        [TestCaseSource(nameof(Cases))]
        public void CubeVolume(int side)
        {
            new Cube { Side = side }.Volume();
        }

        [System.Obsolete]
        public void NotATest()
        {
        }
    }
}
