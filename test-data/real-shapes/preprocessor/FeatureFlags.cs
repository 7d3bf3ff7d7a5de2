// symbols: NET NET8_0 NET8_0_OR_GREATER FEATURE_ASYNC_DISPOSE FEATURE_SPAN FEATURE_DEFAULT_MEMBERS TRACE
// Feature symbols from DefineConstants that add interfaces, members and parameter types.
using System;
#if FEATURE_ASYNC_DISPOSE
using System.Threading.Tasks;
#endif

namespace Shapes.Preprocessor;

public interface IEventTarget
{
    void Accept(string message);

#if FEATURE_DEFAULT_MEMBERS
    void Accept(string message, Exception? error) => Accept(message + error);
#else
    void Accept(string message, Exception? error);
#endif
}

public sealed class Pipeline : IEventTarget, IDisposable
#if FEATURE_ASYNC_DISPOSE
    , IAsyncDisposable
#endif
{
    readonly Action? _dispose;
#if FEATURE_ASYNC_DISPOSE
    readonly Func<ValueTask>? _disposeAsync;
#endif

    public Pipeline(Action? dispose
#if FEATURE_ASYNC_DISPOSE
        , Func<ValueTask>? disposeAsync = null
#endif
        )
    {
        _dispose = dispose;
#if FEATURE_ASYNC_DISPOSE
        _disposeAsync = disposeAsync;
#endif
    }

    public void Accept(string message) { }

#if !FEATURE_DEFAULT_MEMBERS
    public void Accept(string message, Exception? error) { }
#endif

    public int Measure(
#if FEATURE_SPAN
        ReadOnlySpan<char> name,
#else
        string name,
#endif
        out int length)
    {
        length = name.Length;
        return length;
    }

#if FEATURE_SPAN
    public string[] Split(string text, ReadOnlySpan<char> separators)
#else
    public string[] Split(string text, char[] separators)
#endif
    {
        return text.Split(separators.ToArray());
    }

    public void Dispose() => _dispose?.Invoke();

#if FEATURE_ASYNC_DISPOSE
    public ValueTask DisposeAsync() => _disposeAsync?.Invoke() ?? default;
#endif
}
