// Core library model: System.Collections.Specialized (collection change notification, NameValueCollection, StringCollection).
using System.Collections.Generic;

namespace System.Collections.Specialized
{
    public interface INotifyCollectionChanged
    {
        event NotifyCollectionChangedEventHandler? CollectionChanged;
    }

    public enum NotifyCollectionChangedAction
    {
        Add = 0,
        Remove = 1,
        Replace = 2,
        Move = 3,
        Reset = 4,
    }

    public class NotifyCollectionChangedEventArgs : EventArgs
    {
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, IList? changedItems) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, IList newItems, IList oldItems) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, IList newItems, IList oldItems, int startingIndex) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, IList? changedItems, int startingIndex) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, IList? changedItems, int index, int oldIndex) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, object? changedItem) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, object? changedItem, int index) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, object? changedItem, int index, int oldIndex) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, object? newItem, object? oldItem) { }
        public NotifyCollectionChangedEventArgs(NotifyCollectionChangedAction action, object? newItem, object? oldItem, int index) { }
        public NotifyCollectionChangedAction Action { get => throw null; }
        public IList? NewItems { get => throw null; }
        public int NewStartingIndex { get => throw null; }
        public IList? OldItems { get => throw null; }
        public int OldStartingIndex { get => throw null; }
    }

    public delegate void NotifyCollectionChangedEventHandler(object? sender, NotifyCollectionChangedEventArgs e);

    public class NameValueCollection : NameObjectCollectionBase
    {
        public NameValueCollection() { }
        public NameValueCollection(IEqualityComparer? equalityComparer) { }
        public NameValueCollection(int capacity) { }
        public NameValueCollection(NameValueCollection col) { }
        public virtual string?[] AllKeys { get => throw null; }
        public string? this[int index] { get => throw null; }
        public string? this[string? name] { get => throw null; set { } }
        public void Add(NameValueCollection c) { }
        public virtual void Add(string? name, string? value) { }
        public virtual void Clear() { }
        public void CopyTo(Array dest, int index) { }
        public virtual string? Get(int index) => throw null;
        public virtual string? Get(string? name) => throw null;
        public virtual string? GetKey(int index) => throw null;
        public virtual string[]? GetValues(int index) => throw null;
        public virtual string[]? GetValues(string? name) => throw null;
        public bool HasKeys() => throw null;
        public virtual void Remove(string? name) { }
        public virtual void Set(string? name, string? value) { }
    }

    public abstract class NameObjectCollectionBase : ICollection, IEnumerable
    {
        protected NameObjectCollectionBase() { }
        public virtual int Count { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public virtual IEnumerator GetEnumerator() => throw null;
        void ICollection.CopyTo(Array array, int index) { }
    }

    public class StringCollection : IList, ICollection, IEnumerable
    {
        public StringCollection() { }
        public int Count { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public bool IsSynchronized { get => throw null; }
        public string? this[int index] { get => throw null; set { } }
        public object SyncRoot { get => throw null; }
        bool IList.IsFixedSize { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public int Add(string? value) => throw null;
        public void AddRange(string[] value) { }
        public void Clear() { }
        public bool Contains(string? value) => throw null;
        public void CopyTo(string[] array, int index) { }
        public StringEnumerator GetEnumerator() => throw null;
        public int IndexOf(string? value) => throw null;
        public void Insert(int index, string? value) { }
        public void Remove(string? value) { }
        public void RemoveAt(int index) { }
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        int IList.Add(object? value) => throw null;
        bool IList.Contains(object? value) => throw null;
        int IList.IndexOf(object? value) => throw null;
        void IList.Insert(int index, object? value) { }
        void IList.Remove(object? value) { }
    }

    public class StringEnumerator
    {
        internal StringEnumerator() { }
        public string? Current { get => throw null; }
        public bool MoveNext() => throw null;
        public void Reset() { }
    }
}
