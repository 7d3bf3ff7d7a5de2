// Core library model: System.Collections.ObjectModel (Collection, ReadOnlyCollection, ObservableCollection, ReadOnlyObservableCollection, ReadOnlyDictionary, KeyedCollection).
using System.Collections.Generic;
using System.Collections.Specialized;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;

namespace System.Collections.ObjectModel
{
    public class Collection<T> : IList<T>, ICollection<T>, IEnumerable<T>, IEnumerable, IList, ICollection, IReadOnlyList<T>, IReadOnlyCollection<T>
    {
        public Collection() { }
        public Collection(IList<T> list) { }
        public int Count { get => throw null; }
        protected IList<T> Items { get => throw null; }
        public T this[int index] { get => throw null; set { } }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IList.IsFixedSize { get => throw null; }
        bool IList.IsReadOnly { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public void Add(T item) { }
        public void Clear() { }
        protected virtual void ClearItems() { }
        public bool Contains(T item) => throw null;
        public void CopyTo(T[] array, int index) { }
        public IEnumerator<T> GetEnumerator() => throw null;
        public int IndexOf(T item) => throw null;
        public void Insert(int index, T item) { }
        protected virtual void InsertItem(int index, T item) { }
        public bool Remove(T item) => throw null;
        public void RemoveAt(int index) { }
        protected virtual void RemoveItem(int index) { }
        protected virtual void SetItem(int index, T item) { }
        void ICollection.CopyTo(Array array, int index) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        int IList.Add(object? value) => throw null;
        bool IList.Contains(object? value) => throw null;
        int IList.IndexOf(object? value) => throw null;
        void IList.Insert(int index, object? value) { }
        void IList.Remove(object? value) { }
    }

    public class ReadOnlyCollection<T> : IList<T>, ICollection<T>, IEnumerable<T>, IEnumerable, IList, ICollection, IReadOnlyList<T>, IReadOnlyCollection<T>
    {
        public ReadOnlyCollection(IList<T> list) { }
        public int Count { get => throw null; }
        public static ReadOnlyCollection<T> Empty { get => throw null; }
        protected IList<T> Items { get => throw null; }
        public T this[int index] { get => throw null; }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        T IList<T>.this[int index] { get => throw null; set { } }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IList.IsFixedSize { get => throw null; }
        bool IList.IsReadOnly { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public bool Contains(T value) => throw null;
        public void CopyTo(T[] array, int index) { }
        public IEnumerator<T> GetEnumerator() => throw null;
        public int IndexOf(T value) => throw null;
        void ICollection<T>.Add(T value) { }
        void ICollection<T>.Clear() { }
        bool ICollection<T>.Remove(T value) => throw null;
        void IList<T>.Insert(int index, T value) { }
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
    }

    public class ObservableCollection<T> : Collection<T>, INotifyCollectionChanged, INotifyPropertyChanged
    {
        public ObservableCollection() { }
        public ObservableCollection(IEnumerable<T> collection) { }
        public ObservableCollection(List<T> list) { }
        public virtual event NotifyCollectionChangedEventHandler? CollectionChanged;
        protected virtual event PropertyChangedEventHandler? PropertyChanged;
        event PropertyChangedEventHandler? INotifyPropertyChanged.PropertyChanged { add { } remove { } }
        protected IDisposable BlockReentrancy() => throw null;
        protected void CheckReentrancy() { }
        protected override void ClearItems() { }
        protected override void InsertItem(int index, T item) { }
        public void Move(int oldIndex, int newIndex) { }
        protected virtual void MoveItem(int oldIndex, int newIndex) { }
        protected virtual void OnCollectionChanged(NotifyCollectionChangedEventArgs e) { }
        protected virtual void OnPropertyChanged(PropertyChangedEventArgs e) { }
        protected override void RemoveItem(int index) { }
        protected override void SetItem(int index, T item) { }
    }

    public class ReadOnlyObservableCollection<T> : ReadOnlyCollection<T>, INotifyCollectionChanged, INotifyPropertyChanged
    {
        public ReadOnlyObservableCollection(ObservableCollection<T> list) : base(list) { }
        public static new ReadOnlyObservableCollection<T> Empty { get => throw null; }
        protected virtual event NotifyCollectionChangedEventHandler? CollectionChanged;
        protected virtual event PropertyChangedEventHandler? PropertyChanged;
        event NotifyCollectionChangedEventHandler? INotifyCollectionChanged.CollectionChanged { add { } remove { } }
        event PropertyChangedEventHandler? INotifyPropertyChanged.PropertyChanged { add { } remove { } }
        protected virtual void OnCollectionChanged(NotifyCollectionChangedEventArgs args) { }
        protected virtual void OnPropertyChanged(PropertyChangedEventArgs args) { }
    }

    public class ReadOnlyDictionary<TKey, TValue> : IDictionary<TKey, TValue>, ICollection<KeyValuePair<TKey, TValue>>, IEnumerable<KeyValuePair<TKey, TValue>>, IEnumerable, IDictionary, ICollection, IReadOnlyDictionary<TKey, TValue>, IReadOnlyCollection<KeyValuePair<TKey, TValue>> where TKey : notnull
    {
        public ReadOnlyDictionary(IDictionary<TKey, TValue> dictionary) { }
        public int Count { get => throw null; }
        protected IDictionary<TKey, TValue> Dictionary { get => throw null; }
        public static ReadOnlyDictionary<TKey, TValue> Empty { get => throw null; }
        public TValue this[TKey key] { get => throw null; }
        public ReadOnlyDictionary<TKey, TValue>.KeyCollection Keys { get => throw null; }
        public ReadOnlyDictionary<TKey, TValue>.ValueCollection Values { get => throw null; }
        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get => throw null; }
        TValue IDictionary<TKey, TValue>.this[TKey key] { get => throw null; set { } }
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
        public bool ContainsKey(TKey key) => throw null;
        public IEnumerator<KeyValuePair<TKey, TValue>> GetEnumerator() => throw null;
        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> item) { }
        void ICollection<KeyValuePair<TKey, TValue>>.Clear() { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> item) => throw null;
        void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int arrayIndex) { }
        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> item) => throw null;
        void IDictionary<TKey, TValue>.Add(TKey key, TValue value) { }
        bool IDictionary<TKey, TValue>.Remove(TKey key) => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        void IDictionary.Add(object key, object? value) { }
        void IDictionary.Clear() { }
        bool IDictionary.Contains(object key) => throw null;
        IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
        void IDictionary.Remove(object key) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;

        public sealed class KeyCollection : ICollection<TKey>, IEnumerable<TKey>, IEnumerable, ICollection, IReadOnlyCollection<TKey>
        {
            internal KeyCollection() { }
            public int Count { get => throw null; }
            bool ICollection<TKey>.IsReadOnly { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            public void CopyTo(TKey[] array, int arrayIndex) { }
            public IEnumerator<TKey> GetEnumerator() => throw null;
            void ICollection<TKey>.Add(TKey item) { }
            void ICollection<TKey>.Clear() { }
            bool ICollection<TKey>.Contains(TKey item) => throw null;
            bool ICollection<TKey>.Remove(TKey item) => throw null;
            void ICollection.CopyTo(Array array, int index) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;
        }

        public sealed class ValueCollection : ICollection<TValue>, IEnumerable<TValue>, IEnumerable, ICollection, IReadOnlyCollection<TValue>
        {
            internal ValueCollection() { }
            public int Count { get => throw null; }
            bool ICollection<TValue>.IsReadOnly { get => throw null; }
            bool ICollection.IsSynchronized { get => throw null; }
            object ICollection.SyncRoot { get => throw null; }
            public void CopyTo(TValue[] array, int arrayIndex) { }
            public IEnumerator<TValue> GetEnumerator() => throw null;
            void ICollection<TValue>.Add(TValue item) { }
            void ICollection<TValue>.Clear() { }
            bool ICollection<TValue>.Contains(TValue item) => throw null;
            bool ICollection<TValue>.Remove(TValue item) => throw null;
            void ICollection.CopyTo(Array array, int index) { }
            IEnumerator IEnumerable.GetEnumerator() => throw null;
        }
    }

    public abstract class KeyedCollection<TKey, TItem> : Collection<TItem> where TKey : notnull
    {
        protected KeyedCollection() { }
        protected KeyedCollection(IEqualityComparer<TKey>? comparer) { }
        protected KeyedCollection(IEqualityComparer<TKey>? comparer, int dictionaryCreationThreshold) { }
        public IEqualityComparer<TKey> Comparer { get => throw null; }
        protected IDictionary<TKey, TItem>? Dictionary { get => throw null; }
        public TItem this[TKey key] { get => throw null; }
        protected void ChangeItemKey(TItem item, TKey newKey) { }
        protected override void ClearItems() { }
        public bool Contains(TKey key) => throw null;
        protected abstract TKey GetKeyForItem(TItem item);
        protected override void InsertItem(int index, TItem item) { }
        public bool Remove(TKey key) => throw null;
        protected override void RemoveItem(int index) { }
        protected override void SetItem(int index, TItem item) { }
        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TItem item) => throw null;
    }
}
