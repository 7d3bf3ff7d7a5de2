namespace App.Tests;

public class GreeterTests
{
    [Fact]
    public void Greets() => Assert.Equal("Hello, Ada", App.Greeter.Greet("Ada"));
}
