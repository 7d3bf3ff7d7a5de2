// Core library model: System.Collections.Generic (collection interfaces, List, Dictionary, HashSet, Queue, Stack, LinkedList, sorted collections, PriorityQueue, comparers).
using System.Collections.ObjectModel;
using System.Diagnostics.CodeAnalysis;
using System.Threading;
using System.Threading.Tasks;

namespace System.Collections.Generic
{
    public interface IEnumerable<out T> : IEnumerable
    {
        new IEnumerator<T> GetEnumerator();
    }

    public interface IEnumerator<out T> : IDisposable, IEnumerator
    {
        new T Current { get; }
    }

    public interface ICollection<T> : IEnumerable<T>, IEnumerable
    {
        int Count { get; }
        bool IsReadOnly { get; }
        void Add(T item);
        void Clear();
        bool Contains(T item);
        void CopyTo(T[] array, int arrayIndex);
        bool Remove(T item);
    }

    public interface IList<T> : ICollection<T>, IEnumerable<T>, IEnumerable
    {
        T this[int index] { get; set; }
        int IndexOf(T item);
        void Insert(int index, T item);
        void RemoveAt(int index);
    }

    public interface IReadOnlyCollection<out T> : IEnumerable<T>, IEnumerable
    {
        int Count { get; }
    }

    public interface IReadOnlyList<out T> : IReadOnlyCollection<T>, IEnumerable<T>, IEnumerable
    {
        T this[int index] { get; }
    }

    public interface IDictionary<TKey, TValue> : ICollection<KeyValuePair<TKey, TValue>>, IEnumerable<KeyValuePair<TKey, TValue>>, IEnumerable
    {
        TValue this[TKey key] { get; set; }
        ICollection<TKey> Keys { get; }
        ICollection<TValue> Values { get; }
        void Add(TKey key, TValue value);
        bool ContainsKey(TKey key);
        bool Remove(TKey key);
        bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value);
    }

    public interface IReadOnlyDictionary<TKey, TValue> : IReadOnlyCollection<KeyValuePair<TKey, TValue>>, IEnumerable<KeyValuePair<TKey, TValue>>, IEnumerable
    {
        TValue this[TKey key] { get; }
        IEnumerable<TKey> Keys { get; }
        IEnumerable<TValue> Values { get; }
        bool ContainsKey(TKey key);
        bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value);
    }

    public interface ISet<T> : ICollection<T>, IEnumerable<T>, IEnumerable
    {
        new bool Add(T item);
        void ExceptWith(IEnumerable<T> other);
        void IntersectWith(IEnumerable<T> other);
        bool IsProperSubsetOf(IEnumerable<T> other);
        bool IsProperSupersetOf(IEnumerable<T> other);
        bool IsSubsetOf(IEnumerable<T> other);
        bool IsSupersetOf(IEnumerable<T> other);
        bool Overlaps(IEnumerable<T> other);
        bool SetEquals(IEnumerable<T> other);
        void SymmetricExceptWith(IEnumerable<T> other);
        void UnionWith(IEnumerable<T> other);
    }

    public interface IReadOnlySet<T> : IReadOnlyCollection<T>, IEnumerable<T>, IEnumerable
    {
        bool Contains(T item);
        bool IsProperSubsetOf(IEnumerable<T> other);
        bool IsProperSupersetOf(IEnumerable<T> other);
        bool IsSubsetOf(IEnumerable<T> other);
        bool IsSupersetOf(IEnumerable<T> other);
        bool Overlaps(IEnumerable<T> other);
        bool SetEquals(IEnumerable<T> other);
    }

    public interface IComparer<in T>
    {
        int Compare(T? x, T? y);
    }

    public interface IEqualityComparer<in T>
    {
        bool Equals(T? x, T? y);
        int GetHashCode([DisallowNull] T obj);
    }

    public interface IAsyncEnumerable<out T>
    {
        IAsyncEnumerator<T> GetAsyncEnumerator(CancellationToken cancellationToken = default);
    }

    public interface IAsyncEnumerator<out T> : IAsyncDisposable
    {
        T Current { get; }
        ValueTask<bool> MoveNextAsync();
    }

    public readonly struct KeyValuePair<TKey, TValue>
    {
        public KeyValuePair(TKey key, TValue value) { }
        public TKey Key { get => throw null; }
        public TValue Value { get => throw null; }
        public void Deconstruct(out TKey key, out TValue value) => throw null;
        public override string ToString() => throw null;
    }

    public static class KeyValuePair
    {
        public static KeyValuePair<TKey, TValue> Create<TKey, TValue>(TKey key, TValue value) => throw null;
    }

    public abstract class Comparer<T> : IComparer, IComparer<T>
    {
        protected Comparer() { }
        public static Comparer<T> Default { get => throw null; }
        public abstract int Compare(T? x, T? y);
        public static Comparer<T> Create(Comparison<T> comparison) => throw null;
        int IComparer.Compare(object? x, object? y) => throw null;
    }

    public abstract class EqualityComparer<T> : IEqualityComparer, IEqualityComparer<T>
    {
        protected EqualityComparer() { }
        public static EqualityComparer<T> Default { get => throw null; }
        public static EqualityComparer<T> Create(Func<T?, T?, bool> equals, Func<T, int>? getHashCode = null) => throw null;
        public abstract bool Equals(T? x, T? y);
        public abstract int GetHashCode([DisallowNull] T obj);
        bool IEqualityComparer.Equals(object? x, object? y) => throw null;
        int IEqualityComparer.GetHashCode(object obj) => throw null;
    }

    public sealed class ReferenceEqualityComparer : IEqualityComparer<object?>, IEqualityComparer
    {
        internal ReferenceEqualityComparer() { }
        public static ReferenceEqualityComparer Instance { get => throw null; }
        public new bool Equals(object? x, object? y) => throw null;
        public int GetHashCode(object? obj) => throw null;
    }

    public static class CollectionExtensions
    {
        public static void AddRange<T>(this List<T> list, ReadOnlySpan<T> source) { }
        public static ReadOnlyCollection<T> AsReadOnly<T>(this IList<T> list) => throw null;
        public static ReadOnlyDictionary<TKey, TValue> AsReadOnly<TKey, TValue>(this IDictionary<TKey, TValue> dictionary) where TKey : notnull => throw null;
        public static void CopyTo<T>(this List<T> list, Span<T> destination) { }
        public static TValue? GetValueOrDefault<TKey, TValue>(this IReadOnlyDictionary<TKey, TValue> dictionary, TKey key) => throw null;
        public static TValue GetValueOrDefault<TKey, TValue>(this IReadOnlyDictionary<TKey, TValue> dictionary, TKey key, TValue defaultValue) => throw null;
        public static void InsertRange<T>(this List<T> list, int index, ReadOnlySpan<T> source) { }
        public static bool Remove<TKey, TValue>(this IDictionary<TKey, TValue> dictionary, TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        public static bool TryAdd<TKey, TValue>(this IDictionary<TKey, TValue> dictionary, TKey key, TValue value) => throw null;
    }

    public class KeyNotFoundException : SystemException
    {
        public KeyNotFoundException() { }
        public KeyNotFoundException(string? message) { }
        public KeyNotFoundException(string? message, Exception? innerException) { }
    }

    /// <summary>A strongly typed list of objects that can be accessed by index.</summary>
    public class List<T> : IList<T>, ICollection<T>, IEnumerable<T>, IEnumerable, IList, ICollection, IReadOnlyList<T>, IReadOnlyCollection<T>
    {
        public List() { }
        public List(IEnumerable<T> collection) { }
        public List(int capacity) { }
        public int Capacity { get => throw null; set { } }
        public int Count { get => throw null; }
        public T this[int index] { get => throw null; set { } }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IList.IsFixedSize { get => throw null; }
        bool IList.IsReadOnly { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public void Add(T item) { }
        public void AddRange(IEnumerable<T> collection) { }
        public ReadOnlyCollection<T> AsReadOnly() => throw null;
        public int BinarySearch(int index, int count, T item, IComparer<T>? comparer) => throw null;
        public int BinarySearch(T item) => throw null;
        public int BinarySearch(T item, IComparer<T>? comparer) => throw null;
        public void Clear() { }
        public bool Contains(T item) => throw null;
        public List<TOutput> ConvertAll<TOutput>(Converter<T, TOutput> converter) => throw null;
        public void CopyTo(int index, T[] array, int arrayIndex, int count) { }
        public void CopyTo(T[] array) { }
        public void CopyTo(T[] array, int arrayIndex) { }
        public int EnsureCapacity(int capacity) => throw null;
        public bool Exists(Predicate<T> match) => throw null;
        public T? Find(Predicate<T> match) => throw null;
        public List<T> FindAll(Predicate<T> match) => throw null;
        public int FindIndex(int startIndex, int count, Predicate<T> match) => throw null;
        public int FindIndex(int startIndex, Predicate<T> match) => throw null;
        public int FindIndex(Predicate<T> match) => throw null;
        public T? FindLast(Predicate<T> match) => throw null;
        public int FindLastIndex(int startIndex, int count, Predicate<T> match) => throw null;
        public int FindLastIndex(int startIndex, Predicate<T> match) => throw null;
        public int FindLastIndex(Predicate<T> match) => throw null;
        public void ForEach(Action<T> action) { }
        public List<T>.Enumerator GetEnumerator() => throw null;
        public List<T> GetRange(int index, int count) => throw null;
        public int IndexOf(T item) => throw null;
        public int IndexOf(T item, int index) => throw null;
        public int IndexOf(T item, int index, int count) => throw null;
        public void Insert(int index, T item) { }
        public void InsertRange(int index, IEnumerable<T> collection) { }
        public int LastIndexOf(T item) => throw null;
        public int LastIndexOf(T item, int index) => throw null;
        public int LastIndexOf(T item, int index, int count) => throw null;
        public bool Remove(T item) => throw null;
        public int RemoveAll(Predicate<T> match) => throw null;
        public void RemoveAt(int index) { }
        public void RemoveRange(int index, int count) { }
        public void Reverse() { }
        public void Reverse(int index, int count) { }
        public List<T> Slice(int start, int length) => throw null;
        public void Sort() { }
        public void Sort(Comparison<T> comparison) { }
        public void Sort(IComparer<T>? comparer) { }
        public void Sort(int index, int count, IComparer<T>? comparer) { }
        public T[] ToArray() => throw null;
        public void TrimExcess() { }
        public bool TrueForAll(Predicate<T> match) => throw null;
        void ICollection.CopyTo(Array array, int arrayIndex) { }
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        int IList.Add(object? item) => throw null;
        bool IList.Contains(object? item) => throw null;
        int IList.IndexOf(object? item) => throw null;
        void IList.Insert(int index, object? item) { }
        void IList.Remove(object? item) { }

        public struct Enumerator : IEnumerator<T>, IDisposable, IEnumerator
        {
            public T Current { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }
    }

    /// <summary>A collection of keys and values.</summary>
    public class Dictionary<TKey, TValue> : IDictionary<TKey, TValue>, ICollection<KeyValuePair<TKey, TValue>>, IEnumerable<KeyValuePair<TKey, TValue>>, IEnumerable, IDictionary, ICollection, IReadOnlyDictionary<TKey, TValue>, IReadOnlyCollection<KeyValuePair<TKey, TValue>> where TKey : notnull
    {
        public Dictionary() { }
        public Dictionary(IDictionary<TKey, TValue> dictionary) { }
        public Dictionary(IDictionary<TKey, TValue> dictionary, IEqualityComparer<TKey>? comparer) { }
        public Dictionary(IEnumerable<KeyValuePair<TKey, TValue>> collection) { }
        public Dictionary(IEnumerable<KeyValuePair<TKey, TValue>> collection, IEqualityComparer<TKey>? comparer) { }
        public Dictionary(IEqualityComparer<TKey>? comparer) { }
        public Dictionary(int capacity) { }
        public Dictionary(int capacity, IEqualityComparer<TKey>? comparer) { }
        public IEqualityComparer<TKey> Comparer { get => throw null; }
        public int Count { get => throw null; }
        public TValue this[TKey key] { get => throw null; set { } }
        public Dictionary<TKey, TValue>.KeyCollection Keys { get => throw null; }
        public Dictionary<TKey, TValue>.ValueCollection Values { get => throw null; }
        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get => throw null; }
        ICollection<TKey> IDictionary<TKey, TValue>.Keys { get => throw null; }
        ICollection<TValue> IDictionary<TKey, TValue>.Values { get => throw null; }
        IEnumerable<TKey> IReadOnlyDictionary<TKey, TValue>.Keys { get => throw null; }
        IEnumerable<TValue> IReadOnlyDictionary<TKey, TValue>.Values { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IDictionary.IsFixedSize { get => throw null; }
        bool IDictionary.IsReadOnly { get => throw null; }
        object? IDictionary.this[object key] { get => throw null; set { } }
        ICollection IDictionary.Keys { get => throw null; }
        ICollection IDictionary.Values { get => throw null; }
        public void Add(TKey key, TValue value) { }
        public void Clear() { }
        public bool ContainsKey(TKey key) => throw null;
        public bool ContainsValue(TValue value) => throw null;
        public int EnsureCapacity(int capacity) => throw null;
        public Dictionary<TKey, TValue>.Enumerator GetEnumerator() => throw null;
        public bool Remove(TKey key) => throw null;
        public bool Remove(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        public void TrimExcess() { }
        public void TrimExcess(int capacity) { }
        public bool TryAdd(TKey key, TValue value) => throw null;
        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> keyValuePair) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> keyValuePair) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int index) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> keyValuePair) => throw null;
        IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        void IDictionary.Add(object key, object? value) { }
        bool IDictionary.Contains(object key) => throw null;
        IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
        void IDictionary.Remove(object key) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;

        public struct Enumerator : IEnumerator<KeyValuePair<TKey, TValue>>, IDisposable, IEnumerator, IDictionaryEnumerator
        {
            public KeyValuePair<TKey, TValue> Current { get => throw null; }
            DictionaryEntry IDictionaryEnumerator.Entry { get => throw null; }
            object IDictionaryEnumerator.Key { get => throw null; }
            object? IDictionaryEnumerator.Value { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }

        public sealed class KeyCollection : ICollection<TKey>, IEnumerable<TKey>, IEnumerable, ICollection, IReadOnlyCollection<TKey>
        {
            public KeyCollection(Dictionary<TKey, TValue> dictionary) { }
            public int Count { get => throw null; }
            bool ICollection<TKey>.IsReadOnly { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            public void CopyTo(TKey[] array, int index) { }
            public Dictionary<TKey, TValue>.KeyCollection.Enumerator GetEnumerator() => throw null;
            void ICollection<TKey>.Add(TKey item) { }
            void ICollection<TKey>.Clear() { }
            bool ICollection<TKey>.Contains(TKey item) => throw null;
            bool ICollection<TKey>.Remove(TKey item) => throw null;
            IEnumerator<TKey> IEnumerable<TKey>.GetEnumerator() => throw null;
            void ICollection.CopyTo(Array array, int index) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;

            public struct Enumerator : IEnumerator<TKey>, IDisposable, IEnumerator
            {
                public TKey Current { get => throw null; }
                object? IEnumerator.Current { get => throw null; }
                public void Dispose() { }
                public bool MoveNext() => throw null;
                void IEnumerator.Reset() { }
            }
        }

        public sealed class ValueCollection : ICollection<TValue>, IEnumerable<TValue>, IEnumerable, ICollection, IReadOnlyCollection<TValue>
        {
            public ValueCollection(Dictionary<TKey, TValue> dictionary) { }
            public int Count { get => throw null; }
            bool ICollection<TValue>.IsReadOnly { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            public void CopyTo(TValue[] array, int index) { }
            public Dictionary<TKey, TValue>.ValueCollection.Enumerator GetEnumerator() => throw null;
            void ICollection<TValue>.Add(TValue item) { }
            void ICollection<TValue>.Clear() { }
            bool ICollection<TValue>.Contains(TValue item) => throw null;
            bool ICollection<TValue>.Remove(TValue item) => throw null;
            IEnumerator<TValue> IEnumerable<TValue>.GetEnumerator() => throw null;
            void ICollection.CopyTo(Array array, int index) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;

            public struct Enumerator : IEnumerator<TValue>, IDisposable, IEnumerator
            {
                public TValue Current { get => throw null; }
                object? IEnumerator.Current { get => throw null; }
                public void Dispose() { }
                public bool MoveNext() => throw null;
                void IEnumerator.Reset() { }
            }
        }
    }

    public class HashSet<T> : ICollection<T>, IEnumerable<T>, IEnumerable, IReadOnlyCollection<T>, ISet<T>, IReadOnlySet<T>
    {
        public HashSet() { }
        public HashSet(IEnumerable<T> collection) { }
        public HashSet(IEnumerable<T> collection, IEqualityComparer<T>? comparer) { }
        public HashSet(IEqualityComparer<T>? comparer) { }
        public HashSet(int capacity) { }
        public HashSet(int capacity, IEqualityComparer<T>? comparer) { }
        public IEqualityComparer<T> Comparer { get => throw null; }
        public int Count { get => throw null; }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        public bool Add(T item) => throw null;
        public void Clear() { }
        public bool Contains(T item) => throw null;
        public void CopyTo(T[] array) { }
        public void CopyTo(T[] array, int arrayIndex) { }
        public void CopyTo(T[] array, int arrayIndex, int count) { }
        public static IEqualityComparer<HashSet<T>> CreateSetComparer() => throw null;
        public int EnsureCapacity(int capacity) => throw null;
        public void ExceptWith(IEnumerable<T> other) { }
        public HashSet<T>.Enumerator GetEnumerator() => throw null;
        public void IntersectWith(IEnumerable<T> other) { }
        public bool IsProperSubsetOf(IEnumerable<T> other) => throw null;
        public bool IsProperSupersetOf(IEnumerable<T> other) => throw null;
        public bool IsSubsetOf(IEnumerable<T> other) => throw null;
        public bool IsSupersetOf(IEnumerable<T> other) => throw null;
        public bool Overlaps(IEnumerable<T> other) => throw null;
        public bool Remove(T item) => throw null;
        public int RemoveWhere(Predicate<T> match) => throw null;
        public bool SetEquals(IEnumerable<T> other) => throw null;
        public void SymmetricExceptWith(IEnumerable<T> other) { }
        public void TrimExcess() { }
        public bool TryGetValue(T equalValue, [MaybeNullWhen(false)] out T actualValue) => throw null;
        public void UnionWith(IEnumerable<T> other) { }
        void ICollection<T>.Add(T item) { }
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;

        public struct Enumerator : IEnumerator<T>, IDisposable, IEnumerator
        {
            public T Current { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }
    }

    public class Queue<T> : IEnumerable<T>, IEnumerable, ICollection, IReadOnlyCollection<T>
    {
        public Queue() { }
        public Queue(IEnumerable<T> collection) { }
        public Queue(int capacity) { }
        public int Count { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public void Clear() { }
        public bool Contains(T item) => throw null;
        public void CopyTo(T[] array, int arrayIndex) { }
        public T Dequeue() => throw null;
        public void Enqueue(T item) { }
        public int EnsureCapacity(int capacity) => throw null;
        public Queue<T>.Enumerator GetEnumerator() => throw null;
        public T Peek() => throw null;
        public T[] ToArray() => throw null;
        public void TrimExcess() { }
        public bool TryDequeue([MaybeNullWhen(false)] out T result) => throw null;
        public bool TryPeek([MaybeNullWhen(false)] out T result) => throw null;
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;

        public struct Enumerator : IEnumerator<T>, IDisposable, IEnumerator
        {
            public T Current { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }
    }

    public class Stack<T> : IEnumerable<T>, IEnumerable, ICollection, IReadOnlyCollection<T>
    {
        public Stack() { }
        public Stack(IEnumerable<T> collection) { }
        public Stack(int capacity) { }
        public int Count { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public void Clear() { }
        public bool Contains(T item) => throw null;
        public void CopyTo(T[] array, int arrayIndex) { }
        public int EnsureCapacity(int capacity) => throw null;
        public Stack<T>.Enumerator GetEnumerator() => throw null;
        public T Peek() => throw null;
        public T Pop() => throw null;
        public void Push(T item) { }
        public T[] ToArray() => throw null;
        public void TrimExcess() { }
        public bool TryPeek([MaybeNullWhen(false)] out T result) => throw null;
        public bool TryPop([MaybeNullWhen(false)] out T result) => throw null;
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int arrayIndex) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;

        public struct Enumerator : IEnumerator<T>, IDisposable, IEnumerator
        {
            public T Current { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }
    }

    public class LinkedList<T> : ICollection<T>, IEnumerable<T>, IEnumerable, ICollection, IReadOnlyCollection<T>
    {
        public LinkedList() { }
        public LinkedList(IEnumerable<T> collection) { }
        public int Count { get => throw null; }
        public LinkedListNode<T>? First { get => throw null; }
        public LinkedListNode<T>? Last { get => throw null; }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public void AddAfter(LinkedListNode<T> node, LinkedListNode<T> newNode) { }
        public LinkedListNode<T> AddAfter(LinkedListNode<T> node, T value) => throw null;
        public void AddBefore(LinkedListNode<T> node, LinkedListNode<T> newNode) { }
        public LinkedListNode<T> AddBefore(LinkedListNode<T> node, T value) => throw null;
        public void AddFirst(LinkedListNode<T> node) { }
        public LinkedListNode<T> AddFirst(T value) => throw null;
        public void AddLast(LinkedListNode<T> node) { }
        public LinkedListNode<T> AddLast(T value) => throw null;
        public void Clear() { }
        public bool Contains(T value) => throw null;
        public void CopyTo(T[] array, int index) { }
        public LinkedListNode<T>? Find(T value) => throw null;
        public LinkedListNode<T>? FindLast(T value) => throw null;
        public LinkedList<T>.Enumerator GetEnumerator() => throw null;
        public void Remove(LinkedListNode<T> node) { }
        public bool Remove(T value) => throw null;
        public void RemoveFirst() { }
        public void RemoveLast() { }
        void ICollection<T>.Add(T value) { }
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;

        public struct Enumerator : IEnumerator<T>, IDisposable, IEnumerator
        {
            public T Current { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }
    }

    public sealed class LinkedListNode<T>
    {
        public LinkedListNode(T value) { }
        public LinkedList<T>? List { get => throw null; }
        public LinkedListNode<T>? Next { get => throw null; }
        public LinkedListNode<T>? Previous { get => throw null; }
        public T Value { get => throw null; set { } }
        public ref T ValueRef { get => throw null; }
    }

    public class SortedDictionary<TKey, TValue> : IDictionary<TKey, TValue>, ICollection<KeyValuePair<TKey, TValue>>, IEnumerable<KeyValuePair<TKey, TValue>>, IEnumerable, IDictionary, ICollection, IReadOnlyDictionary<TKey, TValue>, IReadOnlyCollection<KeyValuePair<TKey, TValue>> where TKey : notnull
    {
        public SortedDictionary() { }
        public SortedDictionary(IComparer<TKey>? comparer) { }
        public SortedDictionary(IDictionary<TKey, TValue> dictionary) { }
        public SortedDictionary(IDictionary<TKey, TValue> dictionary, IComparer<TKey>? comparer) { }
        public IComparer<TKey> Comparer { get => throw null; }
        public int Count { get => throw null; }
        public TValue this[TKey key] { get => throw null; set { } }
        public SortedDictionary<TKey, TValue>.KeyCollection Keys { get => throw null; }
        public SortedDictionary<TKey, TValue>.ValueCollection Values { get => throw null; }
        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get => throw null; }
        ICollection<TKey> IDictionary<TKey, TValue>.Keys { get => throw null; }
        ICollection<TValue> IDictionary<TKey, TValue>.Values { get => throw null; }
        IEnumerable<TKey> IReadOnlyDictionary<TKey, TValue>.Keys { get => throw null; }
        IEnumerable<TValue> IReadOnlyDictionary<TKey, TValue>.Values { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IDictionary.IsFixedSize { get => throw null; }
        bool IDictionary.IsReadOnly { get => throw null; }
        object? IDictionary.this[object key] { get => throw null; set { } }
        ICollection IDictionary.Keys { get => throw null; }
        ICollection IDictionary.Values { get => throw null; }
        public void Add(TKey key, TValue value) { }
        public void Clear() { }
        public bool ContainsKey(TKey key) => throw null;
        public bool ContainsValue(TValue value) => throw null;
        public void CopyTo(KeyValuePair<TKey, TValue>[] array, int index) { }
        public SortedDictionary<TKey, TValue>.Enumerator GetEnumerator() => throw null;
        public bool Remove(TKey key) => throw null;
        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> keyValuePair) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> keyValuePair) => throw null;
        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> keyValuePair) => throw null;
        IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        void IDictionary.Add(object key, object? value) { }
        bool IDictionary.Contains(object key) => throw null;
        IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
        void IDictionary.Remove(object key) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;

        public struct Enumerator : IEnumerator<KeyValuePair<TKey, TValue>>, IDisposable, IEnumerator, IDictionaryEnumerator
        {
            public KeyValuePair<TKey, TValue> Current { get => throw null; }
            DictionaryEntry IDictionaryEnumerator.Entry { get => throw null; }
            object IDictionaryEnumerator.Key { get => throw null; }
            object? IDictionaryEnumerator.Value { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }

        public sealed class KeyCollection : ICollection<TKey>, IEnumerable<TKey>, IEnumerable, ICollection, IReadOnlyCollection<TKey>
        {
            public KeyCollection(SortedDictionary<TKey, TValue> dictionary) { }
            public int Count { get => throw null; }
            bool ICollection<TKey>.IsReadOnly { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            public void CopyTo(TKey[] array, int index) { }
            public SortedDictionary<TKey, TValue>.KeyCollection.Enumerator GetEnumerator() => throw null;
            void ICollection<TKey>.Add(TKey item) { }
            void ICollection<TKey>.Clear() { }
            bool ICollection<TKey>.Contains(TKey item) => throw null;
            bool ICollection<TKey>.Remove(TKey item) => throw null;
            IEnumerator<TKey> IEnumerable<TKey>.GetEnumerator() => throw null;
            void ICollection.CopyTo(Array array, int index) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;

            public struct Enumerator : IEnumerator<TKey>, IDisposable, IEnumerator
            {
                public TKey Current { get => throw null; }
                object? IEnumerator.Current { get => throw null; }
                public void Dispose() { }
                public bool MoveNext() => throw null;
                void IEnumerator.Reset() { }
            }
        }

        public sealed class ValueCollection : ICollection<TValue>, IEnumerable<TValue>, IEnumerable, ICollection, IReadOnlyCollection<TValue>
        {
            public ValueCollection(SortedDictionary<TKey, TValue> dictionary) { }
            public int Count { get => throw null; }
            bool ICollection<TValue>.IsReadOnly { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            public void CopyTo(TValue[] array, int index) { }
            public SortedDictionary<TKey, TValue>.ValueCollection.Enumerator GetEnumerator() => throw null;
            void ICollection<TValue>.Add(TValue item) { }
            void ICollection<TValue>.Clear() { }
            bool ICollection<TValue>.Contains(TValue item) => throw null;
            bool ICollection<TValue>.Remove(TValue item) => throw null;
            IEnumerator<TValue> IEnumerable<TValue>.GetEnumerator() => throw null;
            void ICollection.CopyTo(Array array, int index) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;

            public struct Enumerator : IEnumerator<TValue>, IDisposable, IEnumerator
            {
                public TValue Current { get => throw null; }
                object? IEnumerator.Current { get => throw null; }
                public void Dispose() { }
                public bool MoveNext() => throw null;
                void IEnumerator.Reset() { }
            }
        }
    }

    public class SortedList<TKey, TValue> : IDictionary<TKey, TValue>, ICollection<KeyValuePair<TKey, TValue>>, IEnumerable<KeyValuePair<TKey, TValue>>, IEnumerable, IDictionary, ICollection, IReadOnlyDictionary<TKey, TValue>, IReadOnlyCollection<KeyValuePair<TKey, TValue>> where TKey : notnull
    {
        public SortedList() { }
        public SortedList(IComparer<TKey>? comparer) { }
        public SortedList(IDictionary<TKey, TValue> dictionary) { }
        public SortedList(IDictionary<TKey, TValue> dictionary, IComparer<TKey>? comparer) { }
        public SortedList(int capacity) { }
        public SortedList(int capacity, IComparer<TKey>? comparer) { }
        public int Capacity { get => throw null; set { } }
        public IComparer<TKey> Comparer { get => throw null; }
        public int Count { get => throw null; }
        public TValue this[TKey key] { get => throw null; set { } }
        public IList<TKey> Keys { get => throw null; }
        public IList<TValue> Values { get => throw null; }
        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get => throw null; }
        ICollection<TKey> IDictionary<TKey, TValue>.Keys { get => throw null; }
        ICollection<TValue> IDictionary<TKey, TValue>.Values { get => throw null; }
        IEnumerable<TKey> IReadOnlyDictionary<TKey, TValue>.Keys { get => throw null; }
        IEnumerable<TValue> IReadOnlyDictionary<TKey, TValue>.Values { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IDictionary.IsFixedSize { get => throw null; }
        bool IDictionary.IsReadOnly { get => throw null; }
        object? IDictionary.this[object key] { get => throw null; set { } }
        ICollection IDictionary.Keys { get => throw null; }
        ICollection IDictionary.Values { get => throw null; }
        public void Add(TKey key, TValue value) { }
        public void Clear() { }
        public bool ContainsKey(TKey key) => throw null;
        public bool ContainsValue(TValue value) => throw null;
        public IEnumerator<KeyValuePair<TKey, TValue>> GetEnumerator() => throw null;
        public TKey GetKeyAtIndex(int index) => throw null;
        public TValue GetValueAtIndex(int index) => throw null;
        public int IndexOfKey(TKey key) => throw null;
        public int IndexOfValue(TValue value) => throw null;
        public bool Remove(TKey key) => throw null;
        public void RemoveAt(int index) { }
        public void SetValueAtIndex(int index, TValue value) { }
        public void TrimExcess() { }
        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> keyValuePair) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> keyValuePair) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int arrayIndex) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> keyValuePair) => throw null;
        IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int arrayIndex) { }
        void IDictionary.Add(object key, object? value) { }
        bool IDictionary.Contains(object key) => throw null;
        IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
        void IDictionary.Remove(object key) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public class SortedSet<T> : ISet<T>, ICollection<T>, IEnumerable<T>, IEnumerable, ICollection, IReadOnlyCollection<T>, IReadOnlySet<T>
    {
        public SortedSet() { }
        public SortedSet(IComparer<T>? comparer) { }
        public SortedSet(IEnumerable<T> collection) { }
        public SortedSet(IEnumerable<T> collection, IComparer<T>? comparer) { }
        public IComparer<T> Comparer { get => throw null; }
        public int Count { get => throw null; }
        public T? Max { get => throw null; }
        public T? Min { get => throw null; }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public bool Add(T item) => throw null;
        public virtual void Clear() { }
        public virtual bool Contains(T item) => throw null;
        public void CopyTo(T[] array) { }
        public void CopyTo(T[] array, int index) { }
        public void CopyTo(T[] array, int index, int count) { }
        public static IEqualityComparer<SortedSet<T>> CreateSetComparer() => throw null;
        public static IEqualityComparer<SortedSet<T>> CreateSetComparer(IEqualityComparer<T>? memberEqualityComparer) => throw null;
        public void ExceptWith(IEnumerable<T> other) { }
        public SortedSet<T>.Enumerator GetEnumerator() => throw null;
        public virtual SortedSet<T> GetViewBetween(T? lowerValue, T? upperValue) => throw null;
        public virtual void IntersectWith(IEnumerable<T> other) { }
        public bool IsProperSubsetOf(IEnumerable<T> other) => throw null;
        public bool IsProperSupersetOf(IEnumerable<T> other) => throw null;
        public bool IsSubsetOf(IEnumerable<T> other) => throw null;
        public bool IsSupersetOf(IEnumerable<T> other) => throw null;
        public bool Overlaps(IEnumerable<T> other) => throw null;
        public bool Remove(T item) => throw null;
        public int RemoveWhere(Predicate<T> match) => throw null;
        public IEnumerable<T> Reverse() => throw null;
        public bool SetEquals(IEnumerable<T> other) => throw null;
        public void SymmetricExceptWith(IEnumerable<T> other) { }
        public bool TryGetValue(T equalValue, [MaybeNullWhen(false)] out T actualValue) => throw null;
        public void UnionWith(IEnumerable<T> other) { }
        void ICollection<T>.Add(T item) { }
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;

        public struct Enumerator : IEnumerator<T>, IDisposable, IEnumerator
        {
            public T Current { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }
    }

    public class PriorityQueue<TElement, TPriority>
    {
        public PriorityQueue() { }
        public PriorityQueue(IComparer<TPriority>? comparer) { }
        public PriorityQueue(IEnumerable<(TElement Element, TPriority Priority)> items) { }
        public PriorityQueue(IEnumerable<(TElement Element, TPriority Priority)> items, IComparer<TPriority>? comparer) { }
        public PriorityQueue(int initialCapacity) { }
        public PriorityQueue(int initialCapacity, IComparer<TPriority>? comparer) { }
        public IComparer<TPriority> Comparer { get => throw null; }
        public int Count { get => throw null; }
        public PriorityQueue<TElement, TPriority>.UnorderedItemsCollection UnorderedItems { get => throw null; }
        public void Clear() { }
        public TElement Dequeue() => throw null;
        public TElement DequeueEnqueue(TElement element, TPriority priority) => throw null;
        public void Enqueue(TElement element, TPriority priority) { }
        public TElement EnqueueDequeue(TElement element, TPriority priority) => throw null;
        public void EnqueueRange(IEnumerable<(TElement Element, TPriority Priority)> items) { }
        public void EnqueueRange(IEnumerable<TElement> elements, TPriority priority) { }
        public int EnsureCapacity(int capacity) => throw null;
        public TElement Peek() => throw null;
        public void TrimExcess() { }
        public bool TryDequeue([MaybeNullWhen(false)] out TElement element, [MaybeNullWhen(false)] out TPriority priority) => throw null;
        public bool TryPeek([MaybeNullWhen(false)] out TElement element, [MaybeNullWhen(false)] out TPriority priority) => throw null;

        public sealed class UnorderedItemsCollection : IReadOnlyCollection<(TElement Element, TPriority Priority)>, IEnumerable<(TElement Element, TPriority Priority)>, IEnumerable, ICollection
        {
            internal UnorderedItemsCollection() { }
            public int Count { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            public PriorityQueue<TElement, TPriority>.UnorderedItemsCollection.Enumerator GetEnumerator() => throw null;
            IEnumerator<(TElement Element, TPriority Priority)> IEnumerable<(TElement Element, TPriority Priority)>.GetEnumerator() => throw null;
            void ICollection.CopyTo(Array array, int index) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;

            public struct Enumerator : IEnumerator<(TElement Element, TPriority Priority)>, IDisposable, IEnumerator
            {
                public (TElement Element, TPriority Priority) Current { get => throw null; }
                object IEnumerator.Current { get => throw null; }
                public void Dispose() { }
                public bool MoveNext() => throw null;
                void IEnumerator.Reset() { }
            }
        }
    }
}
