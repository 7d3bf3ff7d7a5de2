// LINQ over framework types (lambda parameters typed by Where<T>, Select, OrderBy and
// ToDictionary; `var` from First(); query syntax with a group), await on Task<T>, `using` on an
// IDisposable, an EventHandler<T> event subscribed with a method group and a lambda,
// Dictionary/KeyValuePair and StringBuilder. C# 7.3, as a net48 project compiles by default.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using Legacy.Models;

namespace Legacy.App
{
    internal static class Program
    {
        private static int /*def:Program.added*/added;

        private static async Task<int> Main(string[] args)
        {
            using (var book = new OrderBook())
            {
                book./*ref:OrderBook.Added*/Added += /*ref:Program.OnAdded*/OnAdded;
                book./*ref:OrderBook.Added*/Added += (sender, e) => Console.WriteLine(e./*ref:OrderEventArgs.Order:read*/Order./*ref:Order.Customer:read*/Customer);

                var first = new Order(1, "Ada");
                first./*ref:Order.Lines:read*/Lines.Add(new OrderLine("tea", 2, 3.5m));
                first./*ref:Order.Lines:read*/Lines.Add(new OrderLine("cake", 1, 4m));
                book./*ref:OrderBook.Add:invocation*/Add(first);
                var second = new Order(2, "Grace") { /*ref:Order.Placed:write*/Placed = DateTime.Today };
                book./*ref:OrderBook.Add:invocation*/Add(second);

                List<Order> orders = book./*ref:OrderBook.All:read*/All.ToList();

                // Method syntax: each lambda parameter is typed by the generic method.
                var large = orders.Where(o => o./*ref:Order.Total:read*/Total > 5m).OrderBy(o => o./*ref:Order.Placed:read*/Placed).ToList();
                var names = orders.Select(o => o./*ref:Order.Customer:read*/Customer.ToUpperInvariant());
                var newest = orders.OrderByDescending(o => o./*ref:Order.Id:read*/Id).First();
                Console.WriteLine(newest./*ref:Order.Customer:read*/Customer + " " + large.Count + " " + string.Join(", ", names));

                // Query syntax with a group.
                var byCustomer =
                    from o in orders
                    where o./*ref:Order.Lines:read*/Lines.Count > 0
                    group o by o./*ref:Order.Customer:read*/Customer into g
                    select new { Name = g.Key, Sum = g.Sum(x => x./*ref:Order.Total:read*/Total) };
                foreach (var entry in byCustomer)
                {
                    Console.WriteLine(entry.Name + ": " + entry.Sum);
                }

                // Dictionary and KeyValuePair.
                Dictionary<string, int> quantities = first./*ref:Order.Lines:read*/Lines.ToDictionary(l => l./*ref:OrderLine.Product:read*/Product, l => l./*ref:OrderLine.Quantity:read*/Quantity);
                foreach (KeyValuePair<string, int> pair in quantities)
                {
                    Console.WriteLine(pair.Key + " x" + pair.Value);
                }

                // await on Task<T>.
                var found = await book./*ref:OrderBook.FindAsync:invocation*/FindAsync(2);
                Console.WriteLine(found./*ref:Order.Total:read*/Total);

                var text = new StringBuilder();
                foreach (var line in first./*ref:Order.Lines:read*/Lines)
                {
                    text.Append(line./*ref:OrderLine.Product:read*/Product).Append(' ').AppendLine(line./*ref:OrderLine.Amount:read*/Amount.ToString("0.00"));
                }
                Console.Write(text.ToString());
                return /*ref:Program.added:read*/added;
            }
        }

        private static void /*def:Program.OnAdded*/OnAdded(object sender, OrderEventArgs e)
        {
            /*ref:Program.added:readWrite*/added++;
        }
    }
}
