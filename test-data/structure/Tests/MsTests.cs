using Microsoft.VisualStudio.TestTools.UnitTesting;
using Shop.Domain.Metrics;

namespace Shop.Tests
{
    [TestClass]
    public class MsTests
    {
        [TestMethod]
        public void Signs()
        {
            new Samples().Sign(-4);
        }

        [DataTestMethod]
        [DataRow("abc")]
        public void Lengths(string text)
        {
            new Samples().Length(text);
        }
    }
}
