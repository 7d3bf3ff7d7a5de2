// An order and its lines: auto-properties written in constructors, a computed property that
// sums over a List<T> with foreach, string.Format.
using System;
using System.Collections.Generic;

namespace Legacy.Models
{
    /// <summary>An order with its lines.</summary>
    public class Order
    {
        public Order(int id, string customer)
        {
            /*ref:Order.Id:write*/Id = id;
            /*ref:Order.Customer:write*/Customer = customer;
            /*ref:Order.Placed:write*/Placed = DateTime.Now;
        }

        public int /*def:Order.Id*/Id { get; private set; }

        public string /*def:Order.Customer*/Customer { get; private set; }

        public DateTime /*def:Order.Placed*/Placed { get; set; }

        public List<OrderLine> /*def:Order.Lines*/Lines { get; } = new List<OrderLine>();

        public decimal /*def:Order.Total*/Total
        {
            get
            {
                decimal total = 0m;
                foreach (var line in /*ref:Order.Lines:read*/Lines)
                {
                    total += line./*ref:OrderLine.Amount:read*/Amount;
                }
                return total;
            }
        }

        public override string ToString()
        {
            return string.Format("{0} {1} {2:C}", /*ref:Order.Id:read*/Id, /*ref:Order.Customer:read*/Customer, /*ref:Order.Total:read*/Total);
        }
    }
}
