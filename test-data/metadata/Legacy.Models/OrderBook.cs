// A Dictionary<int, Order> behind an IDisposable class, an EventHandler<T> event raised with
// ?.Invoke, an out parameter passed through TryGetValue, and Task<T>.
using System;
using System.Collections.Generic;
using System.Threading.Tasks;

namespace Legacy.Models
{
    public class OrderEventArgs : EventArgs
    {
        public OrderEventArgs(Order order)
        {
            /*ref:OrderEventArgs.Order:write*/Order = order;
        }

        public Order /*def:OrderEventArgs.Order*/Order { get; }
    }

    public sealed class OrderBook : IDisposable
    {
        private readonly Dictionary<int, Order> /*def:OrderBook.orders*/orders = new Dictionary<int, Order>();
        private bool disposed;

        public event EventHandler<OrderEventArgs> /*def:OrderBook.Added*/Added;

        public int Count
        {
            get { return /*ref:OrderBook.orders:read*/orders.Count; }
        }

        public IEnumerable<Order> /*def:OrderBook.All*/All
        {
            get { return /*ref:OrderBook.orders:read*/orders.Values; }
        }

        public void /*def:OrderBook.Add*/Add(Order order)
        {
            if (disposed)
            {
                throw new ObjectDisposedException(nameof(OrderBook));
            }
            /*ref:OrderBook.orders:read*/orders[order./*ref:Order.Id:read*/Id] = order;
            /*ref:OrderBook.Added:read*/Added?.Invoke(this, new OrderEventArgs(order));
        }

        public bool /*def:OrderBook.TryFind*/TryFind(int id, out Order order)
        {
            return /*ref:OrderBook.orders:read*/orders.TryGetValue(id, out order);
        }

        public Task<Order> /*def:OrderBook.FindAsync*/FindAsync(int id)
        {
            Order found;
            /*ref:OrderBook.TryFind:invocation*/TryFind(id, out found);
            return Task.FromResult(found);
        }

        public void Dispose()
        {
            disposed = true;
            /*ref:OrderBook.orders:read*/orders.Clear();
        }
    }
}
