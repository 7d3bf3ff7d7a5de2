// Core library model: non-generic collections in System.Collections (IEnumerable, ICollection, IList, IDictionary, ArrayList, Hashtable and friends).
using System.Diagnostics.CodeAnalysis;

namespace System.Collections
{
    public interface IEnumerable
    {
        IEnumerator GetEnumerator();
    }

    public interface IEnumerator
    {
        object Current { get; }
        bool MoveNext();
        void Reset();
    }

    public interface ICollection : IEnumerable
    {
        int Count { get; }
        bool IsSynchronized { get; }
        object SyncRoot { get; }
        void CopyTo(Array array, int index);
    }

    public interface IList : ICollection, IEnumerable
    {
        bool IsFixedSize { get; }
        bool IsReadOnly { get; }
        object? this[int index] { get; set; }
        int Add(object? value);
        void Clear();
        bool Contains(object? value);
        int IndexOf(object? value);
        void Insert(int index, object? value);
        void Remove(object? value);
        void RemoveAt(int index);
    }

    public interface IDictionary : ICollection, IEnumerable
    {
        bool IsFixedSize { get; }
        bool IsReadOnly { get; }
        object? this[object key] { get; set; }
        ICollection Keys { get; }
        ICollection Values { get; }
        void Add(object key, object? value);
        void Clear();
        bool Contains(object key);
        new IDictionaryEnumerator GetEnumerator();
        void Remove(object key);
    }

    public interface IDictionaryEnumerator : IEnumerator
    {
        DictionaryEntry Entry { get; }
        object Key { get; }
        object? Value { get; }
    }

    public struct DictionaryEntry
    {
        public DictionaryEntry(object key, object? value) { }
        public object Key { get => throw null; set { } }
        public object? Value { get => throw null; set { } }
        public void Deconstruct(out object key, out object? value) => throw null;
    }

    public interface IComparer
    {
        int Compare(object? x, object? y);
    }

    public interface IEqualityComparer
    {
        bool Equals(object? x, object? y);
        int GetHashCode(object obj);
    }

    public interface IStructuralComparable
    {
        int CompareTo(object? other, IComparer comparer);
    }

    public interface IStructuralEquatable
    {
        bool Equals(object? other, IEqualityComparer comparer);
        int GetHashCode(IEqualityComparer comparer);
    }

    public sealed class Comparer : IComparer
    {
        public static readonly Comparer Default;
        public static readonly Comparer DefaultInvariant;
        public Comparer(Globalization.CultureInfo culture) { }
        public int Compare(object? a, object? b) => throw null;
    }

    public class ArrayList : IList, ICollection, IEnumerable, ICloneable
    {
        public ArrayList() { }
        public ArrayList(ICollection c) { }
        public ArrayList(int capacity) { }
        public virtual int Capacity { get => throw null; set { } }
        public virtual int Count { get => throw null; }
        public virtual bool IsFixedSize { get => throw null; }
        public virtual bool IsReadOnly { get => throw null; }
        public virtual bool IsSynchronized { get => throw null; }
        public virtual object? this[int index] { get => throw null; set { } }
        public virtual object SyncRoot { get => throw null; }
        public static ArrayList Adapter(IList list) => throw null;
        public virtual int Add(object? value) => throw null;
        public virtual void AddRange(ICollection c) { }
        public virtual int BinarySearch(int index, int count, object? value, IComparer? comparer) => throw null;
        public virtual int BinarySearch(object? value) => throw null;
        public virtual int BinarySearch(object? value, IComparer? comparer) => throw null;
        public virtual void Clear() { }
        public virtual object Clone() => throw null;
        public virtual bool Contains(object? item) => throw null;
        public virtual void CopyTo(Array array) { }
        public virtual void CopyTo(Array array, int arrayIndex) { }
        public virtual void CopyTo(int index, Array array, int arrayIndex, int count) { }
        public static ArrayList FixedSize(ArrayList list) => throw null;
        public static IList FixedSize(IList list) => throw null;
        public virtual IEnumerator GetEnumerator() => throw null;
        public virtual IEnumerator GetEnumerator(int index, int count) => throw null;
        public virtual ArrayList GetRange(int index, int count) => throw null;
        public virtual int IndexOf(object? value) => throw null;
        public virtual int IndexOf(object? value, int startIndex) => throw null;
        public virtual int IndexOf(object? value, int startIndex, int count) => throw null;
        public virtual void Insert(int index, object? value) { }
        public virtual void InsertRange(int index, ICollection c) { }
        public virtual int LastIndexOf(object? value) => throw null;
        public virtual int LastIndexOf(object? value, int startIndex) => throw null;
        public virtual int LastIndexOf(object? value, int startIndex, int count) => throw null;
        public static ArrayList ReadOnly(ArrayList list) => throw null;
        public static IList ReadOnly(IList list) => throw null;
        public virtual void Remove(object? obj) { }
        public virtual void RemoveAt(int index) { }
        public virtual void RemoveRange(int index, int count) { }
        public static ArrayList Repeat(object? value, int count) => throw null;
        public virtual void Reverse() { }
        public virtual void Reverse(int index, int count) { }
        public virtual void SetRange(int index, ICollection c) { }
        public virtual void Sort() { }
        public virtual void Sort(IComparer? comparer) { }
        public virtual void Sort(int index, int count, IComparer? comparer) { }
        public static ArrayList Synchronized(ArrayList list) => throw null;
        public static IList Synchronized(IList list) => throw null;
        public virtual object?[] ToArray() => throw null;
        public virtual Array ToArray(Type type) => throw null;
        public virtual void TrimToSize() { }
    }

    public class Hashtable : IDictionary, ICollection, IEnumerable, ICloneable
    {
        public Hashtable() { }
        public Hashtable(IDictionary d) { }
        public Hashtable(IDictionary d, IEqualityComparer? equalityComparer) { }
        public Hashtable(IDictionary d, float loadFactor) { }
        public Hashtable(IEqualityComparer? equalityComparer) { }
        public Hashtable(int capacity) { }
        public Hashtable(int capacity, IEqualityComparer? equalityComparer) { }
        public Hashtable(int capacity, float loadFactor) { }
        public virtual int Count { get => throw null; }
        protected IEqualityComparer? EqualityComparer { get => throw null; }
        public virtual bool IsFixedSize { get => throw null; }
        public virtual bool IsReadOnly { get => throw null; }
        public virtual bool IsSynchronized { get => throw null; }
        public virtual object? this[object key] { get => throw null; set { } }
        public virtual ICollection Keys { get => throw null; }
        public virtual object SyncRoot { get => throw null; }
        public virtual ICollection Values { get => throw null; }
        public virtual void Add(object key, object? value) { }
        public virtual void Clear() { }
        public virtual object Clone() => throw null;
        public virtual bool Contains(object key) => throw null;
        public virtual bool ContainsKey(object key) => throw null;
        public virtual bool ContainsValue(object? value) => throw null;
        public virtual void CopyTo(Array array, int arrayIndex) { }
        public virtual IDictionaryEnumerator GetEnumerator() => throw null;
        protected virtual int GetHash(object key) => throw null;
        protected virtual bool KeyEquals(object? item, object key) => throw null;
        public virtual void Remove(object key) { }
        public static Hashtable Synchronized(Hashtable table) => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public class Queue : ICollection, IEnumerable, ICloneable
    {
        public Queue() { }
        public Queue(ICollection col) { }
        public Queue(int capacity) { }
        public Queue(int capacity, float growFactor) { }
        public virtual int Count { get => throw null; }
        public virtual bool IsSynchronized { get => throw null; }
        public virtual object SyncRoot { get => throw null; }
        public virtual void Clear() { }
        public virtual object Clone() => throw null;
        public virtual bool Contains(object? obj) => throw null;
        public virtual void CopyTo(Array array, int index) { }
        public virtual object? Dequeue() => throw null;
        public virtual void Enqueue(object? obj) { }
        public virtual IEnumerator GetEnumerator() => throw null;
        public virtual object? Peek() => throw null;
        public static Queue Synchronized(Queue queue) => throw null;
        public virtual object?[] ToArray() => throw null;
        public virtual void TrimToSize() { }
    }

    public class Stack : ICollection, IEnumerable, ICloneable
    {
        public Stack() { }
        public Stack(ICollection col) { }
        public Stack(int initialCapacity) { }
        public virtual int Count { get => throw null; }
        public virtual bool IsSynchronized { get => throw null; }
        public virtual object SyncRoot { get => throw null; }
        public virtual void Clear() { }
        public virtual object Clone() => throw null;
        public virtual bool Contains(object? obj) => throw null;
        public virtual void CopyTo(Array array, int index) { }
        public virtual IEnumerator GetEnumerator() => throw null;
        public virtual object? Peek() => throw null;
        public virtual object? Pop() => throw null;
        public virtual void Push(object? obj) { }
        public static Stack Synchronized(Stack stack) => throw null;
        public virtual object?[] ToArray() => throw null;
    }

    public sealed class BitArray : ICollection, IEnumerable, ICloneable
    {
        public BitArray(BitArray bits) { }
        public BitArray(bool[] values) { }
        public BitArray(byte[] bytes) { }
        public BitArray(int length) { }
        public BitArray(int length, bool defaultValue) { }
        public BitArray(int[] values) { }
        public int Count { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public bool IsSynchronized { get => throw null; }
        public bool this[int index] { get => throw null; set { } }
        public int Length { get => throw null; set { } }
        public object SyncRoot { get => throw null; }
        public BitArray And(BitArray value) => throw null;
        public object Clone() => throw null;
        public void CopyTo(Array array, int index) { }
        public bool Get(int index) => throw null;
        public IEnumerator GetEnumerator() => throw null;
        public bool HasAllSet() => throw null;
        public bool HasAnySet() => throw null;
        public BitArray LeftShift(int count) => throw null;
        public BitArray Not() => throw null;
        public BitArray Or(BitArray value) => throw null;
        public BitArray RightShift(int count) => throw null;
        public void Set(int index, bool value) { }
        public void SetAll(bool value) { }
        public BitArray Xor(BitArray value) => throw null;
    }

    public static class StructuralComparisons
    {
        public static IComparer StructuralComparer { get => throw null; }
        public static IEqualityComparer StructuralEqualityComparer { get => throw null; }
    }
}
