namespace Fidelity.Native;

public class TimeProvider { }

public class SutProvider<TSut>
{
    public SutProvider<TSut> SetDependency<T>(T dependency) => this;

    public SutProvider<R> Select<R>(System.Func<TSut, R> map) => new SutProvider<R>();

    public U Pick<U>(TSut first, U second) => second;
}

public static class SutProviderExtensions
{
    private static readonly object Clock = new TimeProvider();

    // The type's TSut := T (this method's T) and SetDependency's T := TimeProvider are two
    // different parameters: the result is SutProvider<T>.
    public static SutProvider<T> WithClock<T>(this SutProvider<T> provider) =>
        provider.SetDependency((TimeProvider)Clock);

    public static SutProvider<string> Names<T>(this SutProvider<T> provider, T sample) =>
        provider.Select(value => value.ToString() ?? "");

    public static string First<T>(SutProvider<T> provider, T sample, string name)
    {
        string picked = provider.Pick(sample, name);
        return picked;
    }
}
