using System;
using System.Collections.Generic;

namespace Shop.Orders;

/// <summary>
/// An order: <see cref="T:Shop.Orders.Item"/> lines and their quantities.
/// </summary>
[Serializable]
public partial class Order
{
    private readonly List<Line> _lines = new();

    /// <summary>Adds one unit of an item.</summary>
    public void Add(Item item) => Add(item, 1);

    /// <summary>Adds <paramref name="quantity"/> units of an item.</summary>
    public void Add(Item item, int quantity)
    {
        _lines.Add(new Line(item, quantity));
        OnChanged();
    }

    [Obsolete("Use Add(Item, int).")]
    public void Add(string sku, int quantity) => Add(new Item(sku, 0m), quantity);

    partial void OnChanged();

    /// <summary>One line of an order.</summary>
    public sealed class Line
    {
        public Line(Item item, int quantity)
        {
            Item = item;
            Quantity = quantity;
        }

        public Item Item { get; }
        public int Quantity { get; }
    }
}
