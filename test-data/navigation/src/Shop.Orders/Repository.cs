using System.Collections.Generic;

namespace Shop.Orders;

public class Repository<T> where T : class
{
    private readonly Dictionary<int, T> _items = new();

    public void Store(int id, T item) => _items[id] = item;
    public T? Get(int id) => _items.TryGetValue(id, out var item) ? item : null;

    public sealed class Page
    {
        public List<T> Items { get; init; } = new();
    }
}

internal sealed class Ledger { }
