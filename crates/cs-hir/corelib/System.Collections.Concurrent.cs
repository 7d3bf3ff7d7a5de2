// Core library model: thread-safe collections in System.Collections.Concurrent (ConcurrentDictionary, ConcurrentQueue, ConcurrentStack, ConcurrentBag, BlockingCollection).
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Threading;

namespace System.Collections.Concurrent
{
    public interface IProducerConsumerCollection<T> : IEnumerable<T>, IEnumerable, ICollection
    {
        void CopyTo(T[] array, int index);
        T[] ToArray();
        bool TryAdd(T item);
        bool TryTake([MaybeNullWhen(false)] out T item);
    }

    public class ConcurrentDictionary<TKey, TValue> : IDictionary<TKey, TValue>, ICollection<KeyValuePair<TKey, TValue>>, IEnumerable<KeyValuePair<TKey, TValue>>, IEnumerable, IDictionary, ICollection, IReadOnlyDictionary<TKey, TValue>, IReadOnlyCollection<KeyValuePair<TKey, TValue>> where TKey : notnull
    {
        public ConcurrentDictionary() { }
        public ConcurrentDictionary(IEnumerable<KeyValuePair<TKey, TValue>> collection) { }
        public ConcurrentDictionary(IEnumerable<KeyValuePair<TKey, TValue>> collection, IEqualityComparer<TKey>? comparer) { }
        public ConcurrentDictionary(IEqualityComparer<TKey>? comparer) { }
        public ConcurrentDictionary(int concurrencyLevel, IEnumerable<KeyValuePair<TKey, TValue>> collection, IEqualityComparer<TKey>? comparer) { }
        public ConcurrentDictionary(int concurrencyLevel, int capacity) { }
        public ConcurrentDictionary(int concurrencyLevel, int capacity, IEqualityComparer<TKey>? comparer) { }
        public IEqualityComparer<TKey> Comparer { get => throw null; }
        public int Count { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public TValue this[TKey key] { get => throw null; set { } }
        public ICollection<TKey> Keys { get => throw null; }
        public ICollection<TValue> Values { get => throw null; }
        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get => throw null; }
        IEnumerable<TKey> IReadOnlyDictionary<TKey, TValue>.Keys { get => throw null; }
        IEnumerable<TValue> IReadOnlyDictionary<TKey, TValue>.Values { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IDictionary.IsFixedSize { get => throw null; }
        bool IDictionary.IsReadOnly { get => throw null; }
        object? IDictionary.this[object key] { get => throw null; set { } }
        ICollection IDictionary.Keys { get => throw null; }
        ICollection IDictionary.Values { get => throw null; }
        public TValue AddOrUpdate(TKey key, Func<TKey, TValue> addValueFactory, Func<TKey, TValue, TValue> updateValueFactory) => throw null;
        public TValue AddOrUpdate(TKey key, TValue addValue, Func<TKey, TValue, TValue> updateValueFactory) => throw null;
        public TValue AddOrUpdate<TArg>(TKey key, Func<TKey, TArg, TValue> addValueFactory, Func<TKey, TValue, TArg, TValue> updateValueFactory, TArg factoryArgument) => throw null;
        public void Clear() { }
        public bool ContainsKey(TKey key) => throw null;
        public IEnumerator<KeyValuePair<TKey, TValue>> GetEnumerator() => throw null;
        public TValue GetOrAdd(TKey key, Func<TKey, TValue> valueFactory) => throw null;
        public TValue GetOrAdd(TKey key, TValue value) => throw null;
        public TValue GetOrAdd<TArg>(TKey key, Func<TKey, TArg, TValue> valueFactory, TArg factoryArgument) => throw null;
        public KeyValuePair<TKey, TValue>[] ToArray() => throw null;
        public bool TryAdd(TKey key, TValue value) => throw null;
        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        public bool TryRemove(KeyValuePair<TKey, TValue> item) => throw null;
        public bool TryRemove(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        public bool TryUpdate(TKey key, TValue newValue, TValue comparisonValue) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> keyValuePair) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> keyValuePair) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int index) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> keyValuePair) => throw null;
        void IDictionary<TKey, TValue>.Add(TKey key, TValue value) { }
        bool IDictionary<TKey, TValue>.Remove(TKey key) => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        void IDictionary.Add(object key, object? value) { }
        bool IDictionary.Contains(object key) => throw null;
        IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
        void IDictionary.Remove(object key) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public class ConcurrentQueue<T> : IProducerConsumerCollection<T>, IEnumerable<T>, IEnumerable, ICollection, IReadOnlyCollection<T>
    {
        public ConcurrentQueue() { }
        public ConcurrentQueue(IEnumerable<T> collection) { }
        public int Count { get => throw null; }
        public bool IsEmpty { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public void Clear() { }
        public void CopyTo(T[] array, int index) { }
        public void Enqueue(T item) { }
        public IEnumerator<T> GetEnumerator() => throw null;
        public T[] ToArray() => throw null;
        public bool TryDequeue([MaybeNullWhen(false)] out T result) => throw null;
        public bool TryPeek([MaybeNullWhen(false)] out T result) => throw null;
        bool IProducerConsumerCollection<T>.TryAdd(T item) => throw null;
        bool IProducerConsumerCollection<T>.TryTake([MaybeNullWhen(false)] out T item) => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public class ConcurrentStack<T> : IProducerConsumerCollection<T>, IEnumerable<T>, IEnumerable, ICollection, IReadOnlyCollection<T>
    {
        public ConcurrentStack() { }
        public ConcurrentStack(IEnumerable<T> collection) { }
        public int Count { get => throw null; }
        public bool IsEmpty { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public void Clear() { }
        public void CopyTo(T[] array, int index) { }
        public IEnumerator<T> GetEnumerator() => throw null;
        public void Push(T item) { }
        public void PushRange(T[] items) { }
        public void PushRange(T[] items, int startIndex, int count) { }
        public T[] ToArray() => throw null;
        public bool TryPeek([MaybeNullWhen(false)] out T result) => throw null;
        public bool TryPop([MaybeNullWhen(false)] out T result) => throw null;
        public int TryPopRange(T[] items) => throw null;
        public int TryPopRange(T[] items, int startIndex, int count) => throw null;
        bool IProducerConsumerCollection<T>.TryAdd(T item) => throw null;
        bool IProducerConsumerCollection<T>.TryTake([MaybeNullWhen(false)] out T item) => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public class ConcurrentBag<T> : IProducerConsumerCollection<T>, IEnumerable<T>, IEnumerable, ICollection, IReadOnlyCollection<T>
    {
        public ConcurrentBag() { }
        public ConcurrentBag(IEnumerable<T> collection) { }
        public int Count { get => throw null; }
        public bool IsEmpty { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public void Add(T item) { }
        public void Clear() { }
        public void CopyTo(T[] array, int index) { }
        public IEnumerator<T> GetEnumerator() => throw null;
        public T[] ToArray() => throw null;
        public bool TryPeek([MaybeNullWhen(false)] out T result) => throw null;
        public bool TryTake([MaybeNullWhen(false)] out T result) => throw null;
        bool IProducerConsumerCollection<T>.TryAdd(T item) => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public class BlockingCollection<T> : IEnumerable<T>, IEnumerable, IReadOnlyCollection<T>, ICollection, IDisposable
    {
        public BlockingCollection() { }
        public BlockingCollection(int boundedCapacity) { }
        public BlockingCollection(IProducerConsumerCollection<T> collection) { }
        public BlockingCollection(IProducerConsumerCollection<T> collection, int boundedCapacity) { }
        public int BoundedCapacity { get => throw null; }
        public int Count { get => throw null; }
        public bool IsAddingCompleted { get => throw null; }
        public bool IsCompleted { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public void Add(T item) { }
        public void Add(T item, CancellationToken cancellationToken) { }
        public static int AddToAny(BlockingCollection<T>[] collections, T item) => throw null;
        public static int AddToAny(BlockingCollection<T>[] collections, T item, CancellationToken cancellationToken) => throw null;
        public void CompleteAdding() { }
        public void CopyTo(T[] array, int index) { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public IEnumerable<T> GetConsumingEnumerable() => throw null;
        public IEnumerable<T> GetConsumingEnumerable(CancellationToken cancellationToken) => throw null;
        public T Take() => throw null;
        public T Take(CancellationToken cancellationToken) => throw null;
        public static int TakeFromAny(BlockingCollection<T>[] collections, out T? item) => throw null;
        public static int TakeFromAny(BlockingCollection<T>[] collections, out T? item, CancellationToken cancellationToken) => throw null;
        public T[] ToArray() => throw null;
        public bool TryAdd(T item) => throw null;
        public bool TryAdd(T item, int millisecondsTimeout) => throw null;
        public bool TryAdd(T item, int millisecondsTimeout, CancellationToken cancellationToken) => throw null;
        public bool TryAdd(T item, TimeSpan timeout) => throw null;
        public bool TryTake([MaybeNullWhen(false)] out T item) => throw null;
        public bool TryTake([MaybeNullWhen(false)] out T item, int millisecondsTimeout) => throw null;
        public bool TryTake([MaybeNullWhen(false)] out T item, int millisecondsTimeout, CancellationToken cancellationToken) => throw null;
        public bool TryTake([MaybeNullWhen(false)] out T item, TimeSpan timeout) => throw null;
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public abstract class Partitioner<TSource>
    {
        protected Partitioner() { }
        public virtual bool SupportsDynamicPartitions { get => throw null; }
        public virtual IEnumerable<TSource> GetDynamicPartitions() => throw null;
        public abstract IList<IEnumerator<TSource>> GetPartitions(int partitionCount);
    }
}
