namespace Store.Core.Tests;

public class OrderTests
{
    [Xunit.Fact]
    public void TotalIsKept()
    {
        Xunit.Assert.Equal(3m, new Order(1, 3m).Total);
    }
}
