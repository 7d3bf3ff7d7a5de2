// C# 12: primary constructors on classes and structs; the parameters are in scope in the body.
namespace Features.PrimaryConstructors;

public class Service(ILogger logger, int retries = 3) : Base(logger)
{
    private readonly int _retries = retries;

    public void Run() => logger.Log($"running with {_retries} retries");
}

public readonly struct Distance(double dx, double dy)
{
    public double Magnitude => System.Math.Sqrt(dx * dx + dy * dy);
}

public class Base(ILogger logger)
{
    protected ILogger Logger { get; } = logger;
}

public record class Person(string Name)
{
    public Person() : this("anonymous") { }
}

public interface ILogger
{
    void Log(string message);
}
