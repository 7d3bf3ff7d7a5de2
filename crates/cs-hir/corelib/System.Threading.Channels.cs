// Core library model: System.Threading.Channels (Channel factories, Channel<T>, Channel<TWrite, TRead>, ChannelReader<T>, ChannelWriter<T>, the channel options and ChannelClosedException).
using System.Collections.Generic;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.Serialization;
using System.Threading.Tasks;

namespace System.Threading.Channels
{
    public enum BoundedChannelFullMode
    {
        Wait = 0,
        DropNewest = 1,
        DropOldest = 2,
        DropWrite = 3,
    }

    public abstract class ChannelOptions
    {
        protected ChannelOptions() { }
        public bool AllowSynchronousContinuations { get => throw null; set { } }
        public bool SingleReader { get => throw null; set { } }
        public bool SingleWriter { get => throw null; set { } }
    }

    public sealed class BoundedChannelOptions : ChannelOptions
    {
        public BoundedChannelOptions(int capacity) { }
        public int Capacity { get => throw null; set { } }
        public BoundedChannelFullMode FullMode { get => throw null; set { } }
    }

    public sealed class UnboundedChannelOptions : ChannelOptions
    {
        public UnboundedChannelOptions() { }
    }

    public static class Channel
    {
        public static Channel<T> CreateBounded<T>(int capacity) => throw null;
        public static Channel<T> CreateBounded<T>(BoundedChannelOptions options) => throw null;
        public static Channel<T> CreateBounded<T>(BoundedChannelOptions options, Action<T>? itemDropped) => throw null;
        public static Channel<T> CreateUnbounded<T>() => throw null;
        public static Channel<T> CreateUnbounded<T>(UnboundedChannelOptions options) => throw null;
    }

    public abstract class Channel<T> : Channel<T, T>
    {
        protected Channel() { }
    }

    public abstract class Channel<TWrite, TRead>
    {
        protected Channel() { }
        public ChannelReader<TRead> Reader { get => throw null; protected set { } }
        public ChannelWriter<TWrite> Writer { get => throw null; protected set { } }
        public static implicit operator ChannelReader<TRead>(Channel<TWrite, TRead> channel) => throw null;
        public static implicit operator ChannelWriter<TWrite>(Channel<TWrite, TRead> channel) => throw null;
    }

    public abstract class ChannelReader<T>
    {
        protected ChannelReader() { }
        public virtual bool CanCount { get => throw null; }
        public virtual bool CanPeek { get => throw null; }
        public virtual Task Completion { get => throw null; }
        public virtual int Count { get => throw null; }
        public virtual IAsyncEnumerable<T> ReadAllAsync(CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public virtual ValueTask<T> ReadAsync(CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public virtual bool TryPeek([MaybeNullWhen(false)] out T item) => throw null;
        public abstract bool TryRead([MaybeNullWhen(false)] out T item);
        public abstract ValueTask<bool> WaitToReadAsync(CancellationToken cancellationToken = default(CancellationToken));
    }

    public abstract class ChannelWriter<T>
    {
        protected ChannelWriter() { }
        public void Complete(Exception? error = null) { }
        public virtual bool TryComplete(Exception? error = null) => throw null;
        public abstract bool TryWrite(T item);
        public abstract ValueTask<bool> WaitToWriteAsync(CancellationToken cancellationToken = default(CancellationToken));
        public virtual ValueTask WriteAsync(T item, CancellationToken cancellationToken = default(CancellationToken)) => throw null;
    }

    public class ChannelClosedException : InvalidOperationException
    {
        public ChannelClosedException() { }
        public ChannelClosedException(Exception? innerException) { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected ChannelClosedException(SerializationInfo info, StreamingContext context) { }
        public ChannelClosedException(string? message) { }
        public ChannelClosedException(string? message, Exception? innerException) { }
    }
}
