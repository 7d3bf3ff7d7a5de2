// Core library model: System.Collections.Immutable (the IImmutable* interfaces, ImmutableArray, ImmutableList, ImmutableDictionary, ImmutableHashSet, ImmutableSortedDictionary with their builders and factory/extension classes, ImmutableInterlocked).
using System.Collections.Generic;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace System.Collections.Immutable
{
    public interface IImmutableDictionary<TKey, TValue> : IEnumerable<KeyValuePair<TKey, TValue>>, IReadOnlyCollection<KeyValuePair<TKey, TValue>>, IReadOnlyDictionary<TKey, TValue>, IEnumerable
    {
        IImmutableDictionary<TKey, TValue> Add(TKey key, TValue value);
        IImmutableDictionary<TKey, TValue> AddRange(IEnumerable<KeyValuePair<TKey, TValue>> pairs);
        IImmutableDictionary<TKey, TValue> Clear();
        bool Contains(KeyValuePair<TKey, TValue> pair);
        IImmutableDictionary<TKey, TValue> Remove(TKey key);
        IImmutableDictionary<TKey, TValue> RemoveRange(IEnumerable<TKey> keys);
        IImmutableDictionary<TKey, TValue> SetItem(TKey key, TValue value);
        IImmutableDictionary<TKey, TValue> SetItems(IEnumerable<KeyValuePair<TKey, TValue>> items);
        bool TryGetKey(TKey equalKey, out TKey actualKey);
    }

    public interface IImmutableList<T> : IEnumerable<T>, IReadOnlyCollection<T>, IReadOnlyList<T>, IEnumerable
    {
        IImmutableList<T> Add(T value);
        IImmutableList<T> AddRange(IEnumerable<T> items);
        IImmutableList<T> Clear();
        int IndexOf(T item, int index, int count, IEqualityComparer<T>? equalityComparer);
        IImmutableList<T> Insert(int index, T element);
        IImmutableList<T> InsertRange(int index, IEnumerable<T> items);
        int LastIndexOf(T item, int index, int count, IEqualityComparer<T>? equalityComparer);
        IImmutableList<T> Remove(T value, IEqualityComparer<T>? equalityComparer);
        IImmutableList<T> RemoveAll(Predicate<T> match);
        IImmutableList<T> RemoveAt(int index);
        IImmutableList<T> RemoveRange(IEnumerable<T> items, IEqualityComparer<T>? equalityComparer);
        IImmutableList<T> RemoveRange(int index, int count);
        IImmutableList<T> Replace(T oldValue, T newValue, IEqualityComparer<T>? equalityComparer);
        IImmutableList<T> SetItem(int index, T value);
    }

    public interface IImmutableQueue<T> : IEnumerable<T>, IEnumerable
    {
        bool IsEmpty { get; }
        IImmutableQueue<T> Clear();
        IImmutableQueue<T> Dequeue();
        IImmutableQueue<T> Enqueue(T value);
        T Peek();
    }

    public interface IImmutableSet<T> : IEnumerable<T>, IReadOnlyCollection<T>, IEnumerable
    {
        IImmutableSet<T> Add(T value);
        IImmutableSet<T> Clear();
        bool Contains(T value);
        IImmutableSet<T> Except(IEnumerable<T> other);
        IImmutableSet<T> Intersect(IEnumerable<T> other);
        bool IsProperSubsetOf(IEnumerable<T> other);
        bool IsProperSupersetOf(IEnumerable<T> other);
        bool IsSubsetOf(IEnumerable<T> other);
        bool IsSupersetOf(IEnumerable<T> other);
        bool Overlaps(IEnumerable<T> other);
        IImmutableSet<T> Remove(T value);
        bool SetEquals(IEnumerable<T> other);
        IImmutableSet<T> SymmetricExcept(IEnumerable<T> other);
        bool TryGetValue(T equalValue, out T actualValue);
        IImmutableSet<T> Union(IEnumerable<T> other);
    }

    public interface IImmutableStack<T> : IEnumerable<T>, IEnumerable
    {
        bool IsEmpty { get; }
        IImmutableStack<T> Clear();
        T Peek();
        IImmutableStack<T> Pop();
        IImmutableStack<T> Push(T value);
    }

    public static class ImmutableArray
    {
        public static int BinarySearch<T>(this ImmutableArray<T> array, int index, int length, T value) => throw null;
        public static int BinarySearch<T>(this ImmutableArray<T> array, int index, int length, T value, IComparer<T>? comparer) => throw null;
        public static int BinarySearch<T>(this ImmutableArray<T> array, T value) => throw null;
        public static int BinarySearch<T>(this ImmutableArray<T> array, T value, IComparer<T>? comparer) => throw null;
        public static ImmutableArray<T>.Builder CreateBuilder<T>() => throw null;
        public static ImmutableArray<T>.Builder CreateBuilder<T>(int initialCapacity) => throw null;
        public static ImmutableArray<T> CreateRange<T>(IEnumerable<T> items) => throw null;
        public static ImmutableArray<TResult> CreateRange<TSource, TResult>(ImmutableArray<TSource> items, Func<TSource, TResult> selector) => throw null;
        public static ImmutableArray<TResult> CreateRange<TSource, TResult>(ImmutableArray<TSource> items, int start, int length, Func<TSource, TResult> selector) => throw null;
        public static ImmutableArray<TResult> CreateRange<TSource, TArg, TResult>(ImmutableArray<TSource> items, Func<TSource, TArg, TResult> selector, TArg arg) => throw null;
        public static ImmutableArray<TResult> CreateRange<TSource, TArg, TResult>(ImmutableArray<TSource> items, int start, int length, Func<TSource, TArg, TResult> selector, TArg arg) => throw null;
        public static ImmutableArray<T> Create<T>() => throw null;
        public static ImmutableArray<T> Create<T>(ImmutableArray<T> items, int start, int length) => throw null;
        public static ImmutableArray<T> Create<T>(T item) => throw null;
        public static ImmutableArray<T> Create<T>(T item1, T item2) => throw null;
        public static ImmutableArray<T> Create<T>(T item1, T item2, T item3) => throw null;
        public static ImmutableArray<T> Create<T>(T item1, T item2, T item3, T item4) => throw null;
        public static ImmutableArray<T> Create<T>(params T[]? items) => throw null;
        public static ImmutableArray<T> Create<T>(T[] items, int start, int length) => throw null;
        public static ImmutableArray<T> Create<T>(ReadOnlySpan<T> items) => throw null;
        public static ImmutableArray<T> Create<T>(Span<T> items) => throw null;
        public static ImmutableArray<TSource> ToImmutableArray<TSource>(this IEnumerable<TSource> items) => throw null;
        public static ImmutableArray<TSource> ToImmutableArray<TSource>(this ImmutableArray<TSource>.Builder builder) => throw null;
        public static ImmutableArray<T> ToImmutableArray<T>(this ReadOnlySpan<T> items) => throw null;
        public static ImmutableArray<T> ToImmutableArray<T>(this Span<T> items) => throw null;
    }

    [CollectionBuilder(typeof(ImmutableArray), "Create")]
    public readonly struct ImmutableArray<T> : IEnumerable<T>, IEnumerable, ICollection<T>, IList<T>, IReadOnlyCollection<T>, IReadOnlyList<T>, IImmutableList<T>, ICollection, IList, IEquatable<ImmutableArray<T>>, IStructuralComparable, IStructuralEquatable
    {
        public static readonly ImmutableArray<T> Empty;
        public bool IsDefault { get => throw null; }
        public bool IsDefaultOrEmpty { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public T this[int index] { get => throw null; }
        public int Length { get => throw null; }
        int ICollection<T>.Count { get => throw null; }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        T IList<T>.this[int index] { get => throw null; set { } }
        int IReadOnlyCollection<T>.Count { get => throw null; }
        T IReadOnlyList<T>.this[int index] { get => throw null; }
        int ICollection.Count { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IList.IsFixedSize { get => throw null; }
        bool IList.IsReadOnly { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public ImmutableArray<T> Add(T item) => throw null;
        public ImmutableArray<T> AddRange(IEnumerable<T> items) => throw null;
        public ImmutableArray<T> AddRange(ImmutableArray<T> items) => throw null;
        public ImmutableArray<T> AddRange(ImmutableArray<T> items, int length) => throw null;
        public ImmutableArray<T> AddRange(ReadOnlySpan<T> items) => throw null;
        public ImmutableArray<T> AddRange(params T[] items) => throw null;
        public ImmutableArray<T> AddRange(T[] items, int length) => throw null;
        public ImmutableArray<T> AddRange<TDerived>(ImmutableArray<TDerived> items) where TDerived : T => throw null;
        public ImmutableArray<T> AddRange<TDerived>(TDerived[] items) where TDerived : T => throw null;
        public ReadOnlyMemory<T> AsMemory() => throw null;
        public ReadOnlySpan<T> AsSpan() => throw null;
        public ReadOnlySpan<T> AsSpan(int start, int length) => throw null;
        public ReadOnlySpan<T> AsSpan(Range range) => throw null;
        public ImmutableArray<TOther> As<TOther>() where TOther : class? => throw null;
        public ImmutableArray<TOther> CastArray<TOther>() where TOther : class? => throw null;
        public static ImmutableArray<T> CastUp<TDerived>(ImmutableArray<TDerived> items) where TDerived : class?, T => throw null;
        public ImmutableArray<T> Clear() => throw null;
        public bool Contains(T item) => throw null;
        public bool Contains(T item, IEqualityComparer<T>? equalityComparer) => throw null;
        public void CopyTo(int sourceIndex, T[] destination, int destinationIndex, int length) { }
        public void CopyTo(Span<T> destination) { }
        public void CopyTo(T[] destination) { }
        public void CopyTo(T[] destination, int destinationIndex) { }
        public bool Equals(ImmutableArray<T> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public Enumerator GetEnumerator() => throw null;
        public override int GetHashCode() => throw null;
        public int IndexOf(T item) => throw null;
        public int IndexOf(T item, int startIndex) => throw null;
        public int IndexOf(T item, int startIndex, IEqualityComparer<T>? equalityComparer) => throw null;
        public int IndexOf(T item, int startIndex, int count) => throw null;
        public int IndexOf(T item, int startIndex, int count, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableArray<T> Insert(int index, T item) => throw null;
        public ImmutableArray<T> InsertRange(int index, IEnumerable<T> items) => throw null;
        public ImmutableArray<T> InsertRange(int index, ImmutableArray<T> items) => throw null;
        public ImmutableArray<T> InsertRange(int index, ReadOnlySpan<T> items) => throw null;
        public ImmutableArray<T> InsertRange(int index, T[] items) => throw null;
        public ref readonly T ItemRef(int index) => throw null;
        public int LastIndexOf(T item) => throw null;
        public int LastIndexOf(T item, int startIndex) => throw null;
        public int LastIndexOf(T item, int startIndex, int count) => throw null;
        public int LastIndexOf(T item, int startIndex, int count, IEqualityComparer<T>? equalityComparer) => throw null;
        public IEnumerable<TResult> OfType<TResult>() => throw null;
        public static bool operator ==(ImmutableArray<T> left, ImmutableArray<T> right) => throw null;
        public static bool operator ==(ImmutableArray<T>? left, ImmutableArray<T>? right) => throw null;
        public static bool operator !=(ImmutableArray<T> left, ImmutableArray<T> right) => throw null;
        public static bool operator !=(ImmutableArray<T>? left, ImmutableArray<T>? right) => throw null;
        public ImmutableArray<T> Remove(T item) => throw null;
        public ImmutableArray<T> Remove(T item, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableArray<T> RemoveAll(Predicate<T> match) => throw null;
        public ImmutableArray<T> RemoveAt(int index) => throw null;
        public ImmutableArray<T> RemoveRange(IEnumerable<T> items) => throw null;
        public ImmutableArray<T> RemoveRange(IEnumerable<T> items, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableArray<T> RemoveRange(ImmutableArray<T> items) => throw null;
        public ImmutableArray<T> RemoveRange(ImmutableArray<T> items, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableArray<T> RemoveRange(int index, int length) => throw null;
        public ImmutableArray<T> RemoveRange(ReadOnlySpan<T> items, IEqualityComparer<T>? equalityComparer = null) => throw null;
        public ImmutableArray<T> RemoveRange(T[] items, IEqualityComparer<T>? equalityComparer = null) => throw null;
        public ImmutableArray<T> Replace(T oldValue, T newValue) => throw null;
        public ImmutableArray<T> Replace(T oldValue, T newValue, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableArray<T> SetItem(int index, T item) => throw null;
        public ImmutableArray<T> Slice(int start, int length) => throw null;
        public ImmutableArray<T> Sort() => throw null;
        public ImmutableArray<T> Sort(IComparer<T>? comparer) => throw null;
        public ImmutableArray<T> Sort(Comparison<T> comparison) => throw null;
        public ImmutableArray<T> Sort(int index, int count, IComparer<T>? comparer) => throw null;
        void ICollection<T>.Add(T item) { }
        void ICollection<T>.Clear() { }
        bool ICollection<T>.Remove(T item) => throw null;
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        void IList<T>.Insert(int index, T item) { }
        void IList<T>.RemoveAt(int index) { }
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        int IList.Add(object? value) => throw null;
        void IList.Clear() { }
        bool IList.Contains(object? value) => throw null;
        int IList.IndexOf(object? value) => throw null;
        void IList.Insert(int index, object? value) { }
        void IList.Remove(object? value) { }
        void IList.RemoveAt(int index) { }
        IImmutableList<T> IImmutableList<T>.Add(T value) => throw null;
        IImmutableList<T> IImmutableList<T>.AddRange(IEnumerable<T> items) => throw null;
        IImmutableList<T> IImmutableList<T>.Clear() => throw null;
        IImmutableList<T> IImmutableList<T>.Insert(int index, T element) => throw null;
        IImmutableList<T> IImmutableList<T>.InsertRange(int index, IEnumerable<T> items) => throw null;
        IImmutableList<T> IImmutableList<T>.Remove(T value, IEqualityComparer<T>? equalityComparer) => throw null;
        IImmutableList<T> IImmutableList<T>.RemoveAll(Predicate<T> match) => throw null;
        IImmutableList<T> IImmutableList<T>.RemoveAt(int index) => throw null;
        IImmutableList<T> IImmutableList<T>.RemoveRange(IEnumerable<T> items, IEqualityComparer<T>? equalityComparer) => throw null;
        IImmutableList<T> IImmutableList<T>.RemoveRange(int index, int count) => throw null;
        IImmutableList<T> IImmutableList<T>.Replace(T oldValue, T newValue, IEqualityComparer<T>? equalityComparer) => throw null;
        IImmutableList<T> IImmutableList<T>.SetItem(int index, T value) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        public Builder ToBuilder() => throw null;

        public sealed class Builder : ICollection<T>, IEnumerable<T>, IList<T>, IReadOnlyCollection<T>, IReadOnlyList<T>, IEnumerable
        {
            internal Builder() { }
            public int Capacity { get => throw null; set { } }
            public int Count { get => throw null; set { } }
            public T this[int index] { get => throw null; set { } }
            bool ICollection<T>.IsReadOnly { get => throw null; }
            public void Add(T item) { }
            public void AddRange(IEnumerable<T> items) { }
            public void AddRange(ImmutableArray<T> items) { }
            public void AddRange(ImmutableArray<T> items, int length) { }
            public void AddRange(ImmutableArray<T>.Builder items) { }
            public void AddRange(ReadOnlySpan<T> items) { }
            public void AddRange(params T[] items) { }
            public void AddRange(T[] items, int length) { }
            public void AddRange<TDerived>(ImmutableArray<TDerived> items) where TDerived : T { }
            public void AddRange<TDerived>(ImmutableArray<TDerived>.Builder items) where TDerived : T { }
            public void AddRange<TDerived>(ReadOnlySpan<TDerived> items) where TDerived : T { }
            public void AddRange<TDerived>(TDerived[] items) where TDerived : T { }
            public void Clear() { }
            public bool Contains(T item) => throw null;
            public void CopyTo(int sourceIndex, T[] destination, int destinationIndex, int length) { }
            public void CopyTo(Span<T> destination) { }
            public void CopyTo(T[] destination) { }
            public void CopyTo(T[] array, int index) { }
            public ImmutableArray<T> DrainToImmutable() => throw null;
            public IEnumerator<T> GetEnumerator() => throw null;
            public int IndexOf(T item) => throw null;
            public int IndexOf(T item, int startIndex) => throw null;
            public int IndexOf(T item, int startIndex, int count) => throw null;
            public int IndexOf(T item, int startIndex, int count, IEqualityComparer<T>? equalityComparer) => throw null;
            public void Insert(int index, T item) { }
            public void InsertRange(int index, IEnumerable<T> items) { }
            public void InsertRange(int index, ImmutableArray<T> items) { }
            public ref readonly T ItemRef(int index) => throw null;
            public int LastIndexOf(T item) => throw null;
            public int LastIndexOf(T item, int startIndex) => throw null;
            public int LastIndexOf(T item, int startIndex, int count) => throw null;
            public int LastIndexOf(T item, int startIndex, int count, IEqualityComparer<T>? equalityComparer) => throw null;
            public ImmutableArray<T> MoveToImmutable() => throw null;
            public bool Remove(T element) => throw null;
            public bool Remove(T element, IEqualityComparer<T>? equalityComparer) => throw null;
            public void RemoveAll(Predicate<T> match) { }
            public void RemoveAt(int index) { }
            public void RemoveRange(IEnumerable<T> items) { }
            public void RemoveRange(IEnumerable<T> items, IEqualityComparer<T>? equalityComparer) { }
            public void RemoveRange(int index, int length) { }
            public void Replace(T oldValue, T newValue) { }
            public void Replace(T oldValue, T newValue, IEqualityComparer<T>? equalityComparer) { }
            public void Reverse() { }
            public void Sort() { }
            public void Sort(IComparer<T>? comparer) { }
            public void Sort(Comparison<T> comparison) { }
            public void Sort(int index, int count, IComparer<T>? comparer) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;
            public T[] ToArray() => throw null;
            public ImmutableArray<T> ToImmutable() => throw null;
        }

        public struct Enumerator
        {
            public T Current { get => throw null; }
            public bool MoveNext() => throw null;
        }
    }

    public static class ImmutableDictionary
    {
        public static bool Contains<TKey, TValue>(this IImmutableDictionary<TKey, TValue> map, TKey key, TValue value) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue>.Builder CreateBuilder<TKey, TValue>() where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue>.Builder CreateBuilder<TKey, TValue>(IEqualityComparer<TKey>? keyComparer) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue>.Builder CreateBuilder<TKey, TValue>(IEqualityComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> CreateRange<TKey, TValue>(IEnumerable<KeyValuePair<TKey, TValue>> items) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> CreateRange<TKey, TValue>(IEqualityComparer<TKey>? keyComparer, IEnumerable<KeyValuePair<TKey, TValue>> items) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> CreateRange<TKey, TValue>(IEqualityComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer, IEnumerable<KeyValuePair<TKey, TValue>> items) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> Create<TKey, TValue>() where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> Create<TKey, TValue>(IEqualityComparer<TKey>? keyComparer) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> Create<TKey, TValue>(IEqualityComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) where TKey : notnull => throw null;
        [return: MaybeNull]
        public static TValue GetValueOrDefault<TKey, TValue>(this IImmutableDictionary<TKey, TValue> dictionary, TKey key) where TKey : notnull => throw null;
        public static TValue GetValueOrDefault<TKey, TValue>(this IImmutableDictionary<TKey, TValue> dictionary, TKey key, TValue defaultValue) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> ToImmutableDictionary<TKey, TValue>(this IEnumerable<KeyValuePair<TKey, TValue>> source) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> ToImmutableDictionary<TKey, TValue>(this IEnumerable<KeyValuePair<TKey, TValue>> source, IEqualityComparer<TKey>? keyComparer) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> ToImmutableDictionary<TKey, TValue>(this IEnumerable<KeyValuePair<TKey, TValue>> source, IEqualityComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TSource> ToImmutableDictionary<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TSource> ToImmutableDictionary<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey>? keyComparer) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> ToImmutableDictionary<TKey, TValue>(this ImmutableDictionary<TKey, TValue>.Builder builder) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> ToImmutableDictionary<TSource, TKey, TValue>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TValue> elementSelector) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> ToImmutableDictionary<TSource, TKey, TValue>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TValue> elementSelector, IEqualityComparer<TKey>? keyComparer) where TKey : notnull => throw null;
        public static ImmutableDictionary<TKey, TValue> ToImmutableDictionary<TSource, TKey, TValue>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TValue> elementSelector, IEqualityComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) where TKey : notnull => throw null;
    }

    public sealed class ImmutableDictionary<TKey, TValue> : ICollection<KeyValuePair<TKey, TValue>>, IDictionary<TKey, TValue>, IEnumerable<KeyValuePair<TKey, TValue>>, IReadOnlyCollection<KeyValuePair<TKey, TValue>>, IReadOnlyDictionary<TKey, TValue>, ICollection, IDictionary, IEnumerable, IImmutableDictionary<TKey, TValue> where TKey : notnull
    {
        internal ImmutableDictionary() { }
        public static readonly ImmutableDictionary<TKey, TValue> Empty;
        public int Count { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public TValue this[TKey key] { get => throw null; }
        public IEqualityComparer<TKey> KeyComparer { get => throw null; }
        public IEnumerable<TKey> Keys { get => throw null; }
        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get => throw null; }
        TValue IDictionary<TKey, TValue>.this[TKey key] { get => throw null; set { } }
        ICollection<TKey> IDictionary<TKey, TValue>.Keys { get => throw null; }
        ICollection<TValue> IDictionary<TKey, TValue>.Values { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IDictionary.IsFixedSize { get => throw null; }
        bool IDictionary.IsReadOnly { get => throw null; }
        object? IDictionary.this[object key] { get => throw null; set { } }
        ICollection IDictionary.Keys { get => throw null; }
        ICollection IDictionary.Values { get => throw null; }
        public IEqualityComparer<TValue> ValueComparer { get => throw null; }
        public IEnumerable<TValue> Values { get => throw null; }
        public ImmutableDictionary<TKey, TValue> Add(TKey key, TValue value) => throw null;
        public ImmutableDictionary<TKey, TValue> AddRange(IEnumerable<KeyValuePair<TKey, TValue>> pairs) => throw null;
        public ImmutableDictionary<TKey, TValue> Clear() => throw null;
        public bool Contains(KeyValuePair<TKey, TValue> pair) => throw null;
        public bool ContainsKey(TKey key) => throw null;
        public bool ContainsValue(TValue value) => throw null;
        public Enumerator GetEnumerator() => throw null;
        public ImmutableDictionary<TKey, TValue> Remove(TKey key) => throw null;
        public ImmutableDictionary<TKey, TValue> RemoveRange(IEnumerable<TKey> keys) => throw null;
        public ImmutableDictionary<TKey, TValue> SetItem(TKey key, TValue value) => throw null;
        public ImmutableDictionary<TKey, TValue> SetItems(IEnumerable<KeyValuePair<TKey, TValue>> items) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> item) { }
        void ICollection<KeyValuePair<TKey, TValue>>.Clear() { }
        void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int arrayIndex) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> item) => throw null;
        void IDictionary<TKey, TValue>.Add(TKey key, TValue value) { }
        bool IDictionary<TKey, TValue>.Remove(TKey key) => throw null;
        IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int arrayIndex) { }
        void IDictionary.Add(object key, object? value) { }
        void IDictionary.Clear() { }
        bool IDictionary.Contains(object key) => throw null;
        IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
        void IDictionary.Remove(object key) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.Add(TKey key, TValue value) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.AddRange(IEnumerable<KeyValuePair<TKey, TValue>> pairs) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.Clear() => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.Remove(TKey key) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.RemoveRange(IEnumerable<TKey> keys) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.SetItem(TKey key, TValue value) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.SetItems(IEnumerable<KeyValuePair<TKey, TValue>> items) => throw null;
        public Builder ToBuilder() => throw null;
        public bool TryGetKey(TKey equalKey, out TKey actualKey) => throw null;
        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        public ImmutableDictionary<TKey, TValue> WithComparers(IEqualityComparer<TKey>? keyComparer) => throw null;
        public ImmutableDictionary<TKey, TValue> WithComparers(IEqualityComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) => throw null;

        public sealed class Builder : ICollection<KeyValuePair<TKey, TValue>>, IDictionary<TKey, TValue>, IEnumerable<KeyValuePair<TKey, TValue>>, IReadOnlyCollection<KeyValuePair<TKey, TValue>>, IReadOnlyDictionary<TKey, TValue>, ICollection, IDictionary, IEnumerable
        {
            internal Builder() { }
            public int Count { get => throw null; }
            public TValue this[TKey key] { get => throw null; set { } }
            public IEqualityComparer<TKey> KeyComparer { get => throw null; set { } }
            public IEnumerable<TKey> Keys { get => throw null; }
            bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get => throw null; }
            ICollection<TKey> IDictionary<TKey, TValue>.Keys { get => throw null; }
            ICollection<TValue> IDictionary<TKey, TValue>.Values { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            bool IDictionary.IsFixedSize { get => throw null; }
            bool IDictionary.IsReadOnly { get => throw null; }
            object? IDictionary.this[object key] { get => throw null; set { } }
            ICollection IDictionary.Keys { get => throw null; }
            ICollection IDictionary.Values { get => throw null; }
            public IEqualityComparer<TValue> ValueComparer { get => throw null; set { } }
            public IEnumerable<TValue> Values { get => throw null; }
            public void Add(KeyValuePair<TKey, TValue> item) { }
            public void Add(TKey key, TValue value) { }
            public void AddRange(IEnumerable<KeyValuePair<TKey, TValue>> items) { }
            public void Clear() { }
            public bool Contains(KeyValuePair<TKey, TValue> item) => throw null;
            public bool ContainsKey(TKey key) => throw null;
            public bool ContainsValue(TValue value) => throw null;
            public Enumerator GetEnumerator() => throw null;
            [return: MaybeNull]
            public TValue GetValueOrDefault(TKey key) => throw null;
            public TValue GetValueOrDefault(TKey key, TValue defaultValue) => throw null;
            public bool Remove(KeyValuePair<TKey, TValue> item) => throw null;
            public bool Remove(TKey key) => throw null;
            public void RemoveRange(IEnumerable<TKey> keys) { }
            void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int arrayIndex) { }
            IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() => throw null;
            void ICollection.CopyTo(Array array, int arrayIndex) { }
            void IDictionary.Add(object key, object? value) { }
            bool IDictionary.Contains(object key) => throw null;
            IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
            void IDictionary.Remove(object key) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;
            public ImmutableDictionary<TKey, TValue> ToImmutable() => throw null;
            public bool TryGetKey(TKey equalKey, out TKey actualKey) => throw null;
            public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        }

        public struct Enumerator : IEnumerator<KeyValuePair<TKey, TValue>>, IEnumerator, IDisposable
        {
            public KeyValuePair<TKey, TValue> Current { get => throw null; }
            object IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            public void Reset() { }
        }
    }

    public static class ImmutableHashSet
    {
        public static ImmutableHashSet<T>.Builder CreateBuilder<T>() => throw null;
        public static ImmutableHashSet<T>.Builder CreateBuilder<T>(IEqualityComparer<T>? equalityComparer) => throw null;
        public static ImmutableHashSet<T> CreateRange<T>(IEnumerable<T> items) => throw null;
        public static ImmutableHashSet<T> CreateRange<T>(IEqualityComparer<T>? equalityComparer, IEnumerable<T> items) => throw null;
        public static ImmutableHashSet<T> Create<T>() => throw null;
        public static ImmutableHashSet<T> Create<T>(IEqualityComparer<T>? equalityComparer) => throw null;
        public static ImmutableHashSet<T> Create<T>(IEqualityComparer<T>? equalityComparer, T item) => throw null;
        public static ImmutableHashSet<T> Create<T>(IEqualityComparer<T>? equalityComparer, params T[] items) => throw null;
        public static ImmutableHashSet<T> Create<T>(IEqualityComparer<T>? equalityComparer, ReadOnlySpan<T> items) => throw null;
        public static ImmutableHashSet<T> Create<T>(T item) => throw null;
        public static ImmutableHashSet<T> Create<T>(params T[] items) => throw null;
        public static ImmutableHashSet<T> Create<T>(ReadOnlySpan<T> items) => throw null;
        public static ImmutableHashSet<TSource> ToImmutableHashSet<TSource>(this IEnumerable<TSource> source) => throw null;
        public static ImmutableHashSet<TSource> ToImmutableHashSet<TSource>(this IEnumerable<TSource> source, IEqualityComparer<TSource>? equalityComparer) => throw null;
        public static ImmutableHashSet<TSource> ToImmutableHashSet<TSource>(this ImmutableHashSet<TSource>.Builder builder) => throw null;
    }

    [CollectionBuilder(typeof(ImmutableHashSet), "Create")]
    public sealed class ImmutableHashSet<T> : ICollection<T>, IEnumerable<T>, IReadOnlyCollection<T>, ISet<T>, IReadOnlySet<T>, ICollection, IEnumerable, IImmutableSet<T>
    {
        internal ImmutableHashSet() { }
        public static readonly ImmutableHashSet<T> Empty;
        public int Count { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public IEqualityComparer<T> KeyComparer { get => throw null; }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public ImmutableHashSet<T> Add(T item) => throw null;
        public ImmutableHashSet<T> Clear() => throw null;
        public bool Contains(T item) => throw null;
        public ImmutableHashSet<T> Except(IEnumerable<T> other) => throw null;
        public Enumerator GetEnumerator() => throw null;
        public ImmutableHashSet<T> Intersect(IEnumerable<T> other) => throw null;
        public bool IsProperSubsetOf(IEnumerable<T> other) => throw null;
        public bool IsProperSupersetOf(IEnumerable<T> other) => throw null;
        public bool IsSubsetOf(IEnumerable<T> other) => throw null;
        public bool IsSupersetOf(IEnumerable<T> other) => throw null;
        public bool Overlaps(IEnumerable<T> other) => throw null;
        public ImmutableHashSet<T> Remove(T item) => throw null;
        public bool SetEquals(IEnumerable<T> other) => throw null;
        public ImmutableHashSet<T> SymmetricExcept(IEnumerable<T> other) => throw null;
        void ICollection<T>.Add(T item) { }
        void ICollection<T>.Clear() { }
        void ICollection<T>.CopyTo(T[] array, int arrayIndex) { }
        bool ICollection<T>.Remove(T item) => throw null;
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        bool ISet<T>.Add(T item) => throw null;
        void ISet<T>.ExceptWith(IEnumerable<T> other) { }
        void ISet<T>.IntersectWith(IEnumerable<T> other) { }
        void ISet<T>.SymmetricExceptWith(IEnumerable<T> other) { }
        void ISet<T>.UnionWith(IEnumerable<T> other) { }
        void ICollection.CopyTo(Array array, int arrayIndex) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        IImmutableSet<T> IImmutableSet<T>.Add(T item) => throw null;
        IImmutableSet<T> IImmutableSet<T>.Clear() => throw null;
        IImmutableSet<T> IImmutableSet<T>.Except(IEnumerable<T> other) => throw null;
        IImmutableSet<T> IImmutableSet<T>.Intersect(IEnumerable<T> other) => throw null;
        IImmutableSet<T> IImmutableSet<T>.Remove(T item) => throw null;
        IImmutableSet<T> IImmutableSet<T>.SymmetricExcept(IEnumerable<T> other) => throw null;
        IImmutableSet<T> IImmutableSet<T>.Union(IEnumerable<T> other) => throw null;
        public Builder ToBuilder() => throw null;
        public bool TryGetValue(T equalValue, out T actualValue) => throw null;
        public ImmutableHashSet<T> Union(IEnumerable<T> other) => throw null;
        public ImmutableHashSet<T> WithComparer(IEqualityComparer<T>? equalityComparer) => throw null;

        public sealed class Builder : ICollection<T>, IEnumerable<T>, IReadOnlyCollection<T>, ISet<T>, IEnumerable
        {
            internal Builder() { }
            public int Count { get => throw null; }
            public IEqualityComparer<T> KeyComparer { get => throw null; set { } }
            bool ICollection<T>.IsReadOnly { get => throw null; }
            public bool Add(T item) => throw null;
            public void Clear() { }
            public bool Contains(T item) => throw null;
            public void ExceptWith(IEnumerable<T> other) { }
            public Enumerator GetEnumerator() => throw null;
            public void IntersectWith(IEnumerable<T> other) { }
            public bool IsProperSubsetOf(IEnumerable<T> other) => throw null;
            public bool IsProperSupersetOf(IEnumerable<T> other) => throw null;
            public bool IsSubsetOf(IEnumerable<T> other) => throw null;
            public bool IsSupersetOf(IEnumerable<T> other) => throw null;
            public bool Overlaps(IEnumerable<T> other) => throw null;
            public bool Remove(T item) => throw null;
            public bool SetEquals(IEnumerable<T> other) => throw null;
            public void SymmetricExceptWith(IEnumerable<T> other) { }
            public bool TryGetValue(T equalValue, out T actualValue) => throw null;
            void ICollection<T>.Add(T item) { }
            void ICollection<T>.CopyTo(T[] array, int arrayIndex) { }
            IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
            IEnumerator IEnumerable.GetEnumerator() => throw null;
            public ImmutableHashSet<T> ToImmutable() => throw null;
            public void UnionWith(IEnumerable<T> other) { }
        }

        public struct Enumerator : IEnumerator<T>, IEnumerator, IDisposable
        {
            public T Current { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            public void Reset() { }
        }
    }

    public static class ImmutableInterlocked
    {
        public static TValue AddOrUpdate<TKey, TValue>(ref ImmutableDictionary<TKey, TValue> location, TKey key, Func<TKey, TValue> addValueFactory, Func<TKey, TValue, TValue> updateValueFactory) where TKey : notnull => throw null;
        public static TValue AddOrUpdate<TKey, TValue>(ref ImmutableDictionary<TKey, TValue> location, TKey key, TValue addValue, Func<TKey, TValue, TValue> updateValueFactory) where TKey : notnull => throw null;
        public static TValue GetOrAdd<TKey, TValue>(ref ImmutableDictionary<TKey, TValue> location, TKey key, Func<TKey, TValue> valueFactory) where TKey : notnull => throw null;
        public static TValue GetOrAdd<TKey, TValue>(ref ImmutableDictionary<TKey, TValue> location, TKey key, TValue value) where TKey : notnull => throw null;
        public static TValue GetOrAdd<TKey, TValue, TArg>(ref ImmutableDictionary<TKey, TValue> location, TKey key, Func<TKey, TArg, TValue> valueFactory, TArg factoryArgument) where TKey : notnull => throw null;
        public static ImmutableArray<T> InterlockedCompareExchange<T>(ref ImmutableArray<T> location, ImmutableArray<T> value, ImmutableArray<T> comparand) => throw null;
        public static ImmutableArray<T> InterlockedExchange<T>(ref ImmutableArray<T> location, ImmutableArray<T> value) => throw null;
        public static bool InterlockedInitialize<T>(ref ImmutableArray<T> location, ImmutableArray<T> value) => throw null;
        public static bool TryAdd<TKey, TValue>(ref ImmutableDictionary<TKey, TValue> location, TKey key, TValue value) where TKey : notnull => throw null;
        public static bool TryRemove<TKey, TValue>(ref ImmutableDictionary<TKey, TValue> location, TKey key, [MaybeNullWhen(false)] out TValue value) where TKey : notnull => throw null;
        public static bool TryUpdate<TKey, TValue>(ref ImmutableDictionary<TKey, TValue> location, TKey key, TValue newValue, TValue comparisonValue) where TKey : notnull => throw null;
        public static bool Update<T>(ref T location, Func<T, T> transformer) where T : class? => throw null;
        public static bool Update<T, TArg>(ref T location, Func<T, TArg, T> transformer, TArg transformerArgument) where T : class? => throw null;
        public static bool Update<T>(ref ImmutableArray<T> location, Func<ImmutableArray<T>, ImmutableArray<T>> transformer) => throw null;
        public static bool Update<T, TArg>(ref ImmutableArray<T> location, Func<ImmutableArray<T>, TArg, ImmutableArray<T>> transformer, TArg transformerArgument) => throw null;
    }

    public static class ImmutableList
    {
        public static ImmutableList<T>.Builder CreateBuilder<T>() => throw null;
        public static ImmutableList<T> CreateRange<T>(IEnumerable<T> items) => throw null;
        public static ImmutableList<T> Create<T>() => throw null;
        public static ImmutableList<T> Create<T>(T item) => throw null;
        public static ImmutableList<T> Create<T>(params T[] items) => throw null;
        public static ImmutableList<T> Create<T>(ReadOnlySpan<T> items) => throw null;
        public static int IndexOf<T>(this IImmutableList<T> list, T item) => throw null;
        public static int IndexOf<T>(this IImmutableList<T> list, T item, IEqualityComparer<T>? equalityComparer) => throw null;
        public static int IndexOf<T>(this IImmutableList<T> list, T item, int startIndex) => throw null;
        public static int IndexOf<T>(this IImmutableList<T> list, T item, int startIndex, int count) => throw null;
        public static int LastIndexOf<T>(this IImmutableList<T> list, T item) => throw null;
        public static int LastIndexOf<T>(this IImmutableList<T> list, T item, IEqualityComparer<T>? equalityComparer) => throw null;
        public static int LastIndexOf<T>(this IImmutableList<T> list, T item, int startIndex) => throw null;
        public static int LastIndexOf<T>(this IImmutableList<T> list, T item, int startIndex, int count) => throw null;
        public static IImmutableList<T> RemoveRange<T>(this IImmutableList<T> list, IEnumerable<T> items) => throw null;
        public static IImmutableList<T> Remove<T>(this IImmutableList<T> list, T value) => throw null;
        public static IImmutableList<T> Replace<T>(this IImmutableList<T> list, T oldValue, T newValue) => throw null;
        public static ImmutableList<TSource> ToImmutableList<TSource>(this IEnumerable<TSource> source) => throw null;
        public static ImmutableList<TSource> ToImmutableList<TSource>(this ImmutableList<TSource>.Builder builder) => throw null;
    }

    [CollectionBuilder(typeof(ImmutableList), "Create")]
    public sealed class ImmutableList<T> : ICollection<T>, IEnumerable<T>, IList<T>, IReadOnlyCollection<T>, IReadOnlyList<T>, ICollection, IEnumerable, IList, IImmutableList<T>
    {
        internal ImmutableList() { }
        public static readonly ImmutableList<T> Empty;
        public int Count { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public T this[int index] { get => throw null; }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        T IList<T>.this[int index] { get => throw null; set { } }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IList.IsFixedSize { get => throw null; }
        bool IList.IsReadOnly { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public ImmutableList<T> Add(T value) => throw null;
        public ImmutableList<T> AddRange(IEnumerable<T> items) => throw null;
        public int BinarySearch(int index, int count, T item, IComparer<T>? comparer) => throw null;
        public int BinarySearch(T item) => throw null;
        public int BinarySearch(T item, IComparer<T>? comparer) => throw null;
        public ImmutableList<T> Clear() => throw null;
        public bool Contains(T value) => throw null;
        public ImmutableList<TOutput> ConvertAll<TOutput>(Func<T, TOutput> converter) => throw null;
        public void CopyTo(int index, T[] array, int arrayIndex, int count) { }
        public void CopyTo(T[] array) { }
        public void CopyTo(T[] array, int arrayIndex) { }
        public bool Exists(Predicate<T> match) => throw null;
        public T? Find(Predicate<T> match) => throw null;
        public ImmutableList<T> FindAll(Predicate<T> match) => throw null;
        public int FindIndex(int startIndex, int count, Predicate<T> match) => throw null;
        public int FindIndex(int startIndex, Predicate<T> match) => throw null;
        public int FindIndex(Predicate<T> match) => throw null;
        public T? FindLast(Predicate<T> match) => throw null;
        public int FindLastIndex(int startIndex, int count, Predicate<T> match) => throw null;
        public int FindLastIndex(int startIndex, Predicate<T> match) => throw null;
        public int FindLastIndex(Predicate<T> match) => throw null;
        public void ForEach(Action<T> action) { }
        public Enumerator GetEnumerator() => throw null;
        public ImmutableList<T> GetRange(int index, int count) => throw null;
        public int IndexOf(T value) => throw null;
        public int IndexOf(T item, int index, int count, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableList<T> Insert(int index, T item) => throw null;
        public ImmutableList<T> InsertRange(int index, IEnumerable<T> items) => throw null;
        public ref readonly T ItemRef(int index) => throw null;
        public int LastIndexOf(T item, int index, int count, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableList<T> Remove(T value) => throw null;
        public ImmutableList<T> Remove(T value, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableList<T> RemoveAll(Predicate<T> match) => throw null;
        public ImmutableList<T> RemoveAt(int index) => throw null;
        public ImmutableList<T> RemoveRange(IEnumerable<T> items) => throw null;
        public ImmutableList<T> RemoveRange(IEnumerable<T> items, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableList<T> RemoveRange(int index, int count) => throw null;
        public ImmutableList<T> Replace(T oldValue, T newValue) => throw null;
        public ImmutableList<T> Replace(T oldValue, T newValue, IEqualityComparer<T>? equalityComparer) => throw null;
        public ImmutableList<T> Reverse() => throw null;
        public ImmutableList<T> Reverse(int index, int count) => throw null;
        public ImmutableList<T> SetItem(int index, T value) => throw null;
        public ImmutableList<T> Sort() => throw null;
        public ImmutableList<T> Sort(IComparer<T>? comparer) => throw null;
        public ImmutableList<T> Sort(Comparison<T> comparison) => throw null;
        public ImmutableList<T> Sort(int index, int count, IComparer<T>? comparer) => throw null;
        void ICollection<T>.Add(T item) { }
        void ICollection<T>.Clear() { }
        bool ICollection<T>.Remove(T item) => throw null;
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        void IList<T>.Insert(int index, T item) { }
        void IList<T>.RemoveAt(int index) { }
        void ICollection.CopyTo(Array array, int arrayIndex) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        int IList.Add(object? value) => throw null;
        void IList.Clear() { }
        bool IList.Contains(object? value) => throw null;
        int IList.IndexOf(object? value) => throw null;
        void IList.Insert(int index, object? value) { }
        void IList.Remove(object? value) { }
        void IList.RemoveAt(int index) { }
        IImmutableList<T> IImmutableList<T>.Add(T value) => throw null;
        IImmutableList<T> IImmutableList<T>.AddRange(IEnumerable<T> items) => throw null;
        IImmutableList<T> IImmutableList<T>.Clear() => throw null;
        IImmutableList<T> IImmutableList<T>.Insert(int index, T item) => throw null;
        IImmutableList<T> IImmutableList<T>.InsertRange(int index, IEnumerable<T> items) => throw null;
        IImmutableList<T> IImmutableList<T>.Remove(T value, IEqualityComparer<T>? equalityComparer) => throw null;
        IImmutableList<T> IImmutableList<T>.RemoveAll(Predicate<T> match) => throw null;
        IImmutableList<T> IImmutableList<T>.RemoveAt(int index) => throw null;
        IImmutableList<T> IImmutableList<T>.RemoveRange(IEnumerable<T> items, IEqualityComparer<T>? equalityComparer) => throw null;
        IImmutableList<T> IImmutableList<T>.RemoveRange(int index, int count) => throw null;
        IImmutableList<T> IImmutableList<T>.Replace(T oldValue, T newValue, IEqualityComparer<T>? equalityComparer) => throw null;
        IImmutableList<T> IImmutableList<T>.SetItem(int index, T value) => throw null;
        public Builder ToBuilder() => throw null;
        public bool TrueForAll(Predicate<T> match) => throw null;

        public sealed class Builder : ICollection<T>, IEnumerable<T>, IList<T>, IReadOnlyCollection<T>, IReadOnlyList<T>, ICollection, IEnumerable, IList
        {
            internal Builder() { }
            public int Count { get => throw null; }
            public T this[int index] { get => throw null; set { } }
            bool ICollection<T>.IsReadOnly { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            bool IList.IsFixedSize { get => throw null; }
            bool IList.IsReadOnly { get => throw null; }
            object? IList.this[int index] { get => throw null; set { } }
            public void Add(T item) { }
            public void AddRange(IEnumerable<T> items) { }
            public int BinarySearch(int index, int count, T item, IComparer<T>? comparer) => throw null;
            public int BinarySearch(T item) => throw null;
            public int BinarySearch(T item, IComparer<T>? comparer) => throw null;
            public void Clear() { }
            public bool Contains(T item) => throw null;
            public ImmutableList<TOutput> ConvertAll<TOutput>(Func<T, TOutput> converter) => throw null;
            public void CopyTo(int index, T[] array, int arrayIndex, int count) { }
            public void CopyTo(T[] array) { }
            public void CopyTo(T[] array, int arrayIndex) { }
            public bool Exists(Predicate<T> match) => throw null;
            public T? Find(Predicate<T> match) => throw null;
            public ImmutableList<T> FindAll(Predicate<T> match) => throw null;
            public int FindIndex(int startIndex, int count, Predicate<T> match) => throw null;
            public int FindIndex(int startIndex, Predicate<T> match) => throw null;
            public int FindIndex(Predicate<T> match) => throw null;
            public T? FindLast(Predicate<T> match) => throw null;
            public int FindLastIndex(int startIndex, int count, Predicate<T> match) => throw null;
            public int FindLastIndex(int startIndex, Predicate<T> match) => throw null;
            public int FindLastIndex(Predicate<T> match) => throw null;
            public void ForEach(Action<T> action) { }
            public Enumerator GetEnumerator() => throw null;
            public ImmutableList<T> GetRange(int index, int count) => throw null;
            public int IndexOf(T item) => throw null;
            public int IndexOf(T item, int index) => throw null;
            public int IndexOf(T item, int index, int count) => throw null;
            public int IndexOf(T item, int index, int count, IEqualityComparer<T>? equalityComparer) => throw null;
            public void Insert(int index, T item) { }
            public void InsertRange(int index, IEnumerable<T> items) { }
            public ref readonly T ItemRef(int index) => throw null;
            public int LastIndexOf(T item) => throw null;
            public int LastIndexOf(T item, int startIndex) => throw null;
            public int LastIndexOf(T item, int startIndex, int count) => throw null;
            public int LastIndexOf(T item, int startIndex, int count, IEqualityComparer<T>? equalityComparer) => throw null;
            public bool Remove(T item) => throw null;
            public bool Remove(T item, IEqualityComparer<T>? equalityComparer) => throw null;
            public int RemoveAll(Predicate<T> match) => throw null;
            public void RemoveAt(int index) { }
            public void RemoveRange(IEnumerable<T> items) { }
            public void RemoveRange(IEnumerable<T> items, IEqualityComparer<T>? equalityComparer) { }
            public void RemoveRange(int index, int count) { }
            public void Replace(T oldValue, T newValue) { }
            public void Replace(T oldValue, T newValue, IEqualityComparer<T>? equalityComparer) { }
            public void Reverse() { }
            public void Reverse(int index, int count) { }
            public void Sort() { }
            public void Sort(IComparer<T>? comparer) { }
            public void Sort(Comparison<T> comparison) { }
            public void Sort(int index, int count, IComparer<T>? comparer) { }
            IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
            void ICollection.CopyTo(Array array, int arrayIndex) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;
            int IList.Add(object? value) => throw null;
            void IList.Clear() { }
            bool IList.Contains(object? value) => throw null;
            int IList.IndexOf(object? value) => throw null;
            void IList.Insert(int index, object? value) { }
            void IList.Remove(object? value) { }
            public ImmutableList<T> ToImmutable() => throw null;
            public bool TrueForAll(Predicate<T> match) => throw null;
        }

        [EditorBrowsable(EditorBrowsableState.Advanced)]
        public struct Enumerator : IEnumerator<T>, IEnumerator, IDisposable
        {
            public T Current { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            public void Reset() { }
        }
    }

    public static class ImmutableSortedDictionary
    {
        public static ImmutableSortedDictionary<TKey, TValue>.Builder CreateBuilder<TKey, TValue>() where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue>.Builder CreateBuilder<TKey, TValue>(IComparer<TKey>? keyComparer) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue>.Builder CreateBuilder<TKey, TValue>(IComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> CreateRange<TKey, TValue>(IComparer<TKey>? keyComparer, IEnumerable<KeyValuePair<TKey, TValue>> items) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> CreateRange<TKey, TValue>(IComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer, IEnumerable<KeyValuePair<TKey, TValue>> items) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> CreateRange<TKey, TValue>(IEnumerable<KeyValuePair<TKey, TValue>> items) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> Create<TKey, TValue>() where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> Create<TKey, TValue>(IComparer<TKey>? keyComparer) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> Create<TKey, TValue>(IComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> ToImmutableSortedDictionary<TKey, TValue>(this IEnumerable<KeyValuePair<TKey, TValue>> source) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> ToImmutableSortedDictionary<TKey, TValue>(this IEnumerable<KeyValuePair<TKey, TValue>> source, IComparer<TKey>? keyComparer) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> ToImmutableSortedDictionary<TKey, TValue>(this IEnumerable<KeyValuePair<TKey, TValue>> source, IComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> ToImmutableSortedDictionary<TKey, TValue>(this ImmutableSortedDictionary<TKey, TValue>.Builder builder) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> ToImmutableSortedDictionary<TSource, TKey, TValue>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TValue> elementSelector) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> ToImmutableSortedDictionary<TSource, TKey, TValue>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TValue> elementSelector, IComparer<TKey>? keyComparer) where TKey : notnull => throw null;
        public static ImmutableSortedDictionary<TKey, TValue> ToImmutableSortedDictionary<TSource, TKey, TValue>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TValue> elementSelector, IComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) where TKey : notnull => throw null;
    }

    public sealed class ImmutableSortedDictionary<TKey, TValue> : ICollection<KeyValuePair<TKey, TValue>>, IDictionary<TKey, TValue>, IEnumerable<KeyValuePair<TKey, TValue>>, IReadOnlyCollection<KeyValuePair<TKey, TValue>>, IReadOnlyDictionary<TKey, TValue>, ICollection, IDictionary, IEnumerable, IImmutableDictionary<TKey, TValue> where TKey : notnull
    {
        internal ImmutableSortedDictionary() { }
        public static readonly ImmutableSortedDictionary<TKey, TValue> Empty;
        public int Count { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public TValue this[TKey key] { get => throw null; }
        public IComparer<TKey> KeyComparer { get => throw null; }
        public IEnumerable<TKey> Keys { get => throw null; }
        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get => throw null; }
        TValue IDictionary<TKey, TValue>.this[TKey key] { get => throw null; set { } }
        ICollection<TKey> IDictionary<TKey, TValue>.Keys { get => throw null; }
        ICollection<TValue> IDictionary<TKey, TValue>.Values { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IDictionary.IsFixedSize { get => throw null; }
        bool IDictionary.IsReadOnly { get => throw null; }
        object? IDictionary.this[object key] { get => throw null; set { } }
        ICollection IDictionary.Keys { get => throw null; }
        ICollection IDictionary.Values { get => throw null; }
        public IEqualityComparer<TValue> ValueComparer { get => throw null; }
        public IEnumerable<TValue> Values { get => throw null; }
        public ImmutableSortedDictionary<TKey, TValue> Add(TKey key, TValue value) => throw null;
        public ImmutableSortedDictionary<TKey, TValue> AddRange(IEnumerable<KeyValuePair<TKey, TValue>> items) => throw null;
        public ImmutableSortedDictionary<TKey, TValue> Clear() => throw null;
        public bool Contains(KeyValuePair<TKey, TValue> pair) => throw null;
        public bool ContainsKey(TKey key) => throw null;
        public bool ContainsValue(TValue value) => throw null;
        public Enumerator GetEnumerator() => throw null;
        public ImmutableSortedDictionary<TKey, TValue> Remove(TKey value) => throw null;
        public ImmutableSortedDictionary<TKey, TValue> RemoveRange(IEnumerable<TKey> keys) => throw null;
        public ImmutableSortedDictionary<TKey, TValue> SetItem(TKey key, TValue value) => throw null;
        public ImmutableSortedDictionary<TKey, TValue> SetItems(IEnumerable<KeyValuePair<TKey, TValue>> items) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> item) { }
        void ICollection<KeyValuePair<TKey, TValue>>.Clear() { }
        void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int arrayIndex) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> item) => throw null;
        void IDictionary<TKey, TValue>.Add(TKey key, TValue value) { }
        bool IDictionary<TKey, TValue>.Remove(TKey key) => throw null;
        IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        void IDictionary.Add(object key, object? value) { }
        void IDictionary.Clear() { }
        bool IDictionary.Contains(object key) => throw null;
        IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
        void IDictionary.Remove(object key) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.Add(TKey key, TValue value) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.AddRange(IEnumerable<KeyValuePair<TKey, TValue>> pairs) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.Clear() => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.Remove(TKey key) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.RemoveRange(IEnumerable<TKey> keys) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.SetItem(TKey key, TValue value) => throw null;
        IImmutableDictionary<TKey, TValue> IImmutableDictionary<TKey, TValue>.SetItems(IEnumerable<KeyValuePair<TKey, TValue>> items) => throw null;
        public Builder ToBuilder() => throw null;
        public bool TryGetKey(TKey equalKey, out TKey actualKey) => throw null;
        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        public ref readonly TValue ValueRef(TKey key) => throw null;
        public ImmutableSortedDictionary<TKey, TValue> WithComparers(IComparer<TKey>? keyComparer) => throw null;
        public ImmutableSortedDictionary<TKey, TValue> WithComparers(IComparer<TKey>? keyComparer, IEqualityComparer<TValue>? valueComparer) => throw null;

        public sealed class Builder : ICollection<KeyValuePair<TKey, TValue>>, IDictionary<TKey, TValue>, IEnumerable<KeyValuePair<TKey, TValue>>, IReadOnlyCollection<KeyValuePair<TKey, TValue>>, IReadOnlyDictionary<TKey, TValue>, ICollection, IDictionary, IEnumerable
        {
            internal Builder() { }
            public int Count { get => throw null; }
            public TValue this[TKey key] { get => throw null; set { } }
            public IComparer<TKey> KeyComparer { get => throw null; set { } }
            public IEnumerable<TKey> Keys { get => throw null; }
            bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get => throw null; }
            ICollection<TKey> IDictionary<TKey, TValue>.Keys { get => throw null; }
            ICollection<TValue> IDictionary<TKey, TValue>.Values { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            bool IDictionary.IsFixedSize { get => throw null; }
            bool IDictionary.IsReadOnly { get => throw null; }
            object? IDictionary.this[object key] { get => throw null; set { } }
            ICollection IDictionary.Keys { get => throw null; }
            ICollection IDictionary.Values { get => throw null; }
            public IEqualityComparer<TValue> ValueComparer { get => throw null; set { } }
            public IEnumerable<TValue> Values { get => throw null; }
            public void Add(KeyValuePair<TKey, TValue> item) { }
            public void Add(TKey key, TValue value) { }
            public void AddRange(IEnumerable<KeyValuePair<TKey, TValue>> items) { }
            public void Clear() { }
            public bool Contains(KeyValuePair<TKey, TValue> item) => throw null;
            public bool ContainsKey(TKey key) => throw null;
            public bool ContainsValue(TValue value) => throw null;
            public Enumerator GetEnumerator() => throw null;
            [return: MaybeNull]
            public TValue GetValueOrDefault(TKey key) => throw null;
            public TValue GetValueOrDefault(TKey key, TValue defaultValue) => throw null;
            public bool Remove(KeyValuePair<TKey, TValue> item) => throw null;
            public bool Remove(TKey key) => throw null;
            public void RemoveRange(IEnumerable<TKey> keys) { }
            void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int arrayIndex) { }
            IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() => throw null;
            void ICollection.CopyTo(Array array, int index) { }
            void IDictionary.Add(object key, object? value) { }
            bool IDictionary.Contains(object key) => throw null;
            IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
            void IDictionary.Remove(object key) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;
            public ImmutableSortedDictionary<TKey, TValue> ToImmutable() => throw null;
            public bool TryGetKey(TKey equalKey, out TKey actualKey) => throw null;
            public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
            public ref readonly TValue ValueRef(TKey key) => throw null;
        }

        [EditorBrowsable(EditorBrowsableState.Advanced)]
        public struct Enumerator : IEnumerator<KeyValuePair<TKey, TValue>>, IEnumerator, IDisposable
        {
            public KeyValuePair<TKey, TValue> Current { get => throw null; }
            object IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            public void Reset() { }
        }
    }
}
