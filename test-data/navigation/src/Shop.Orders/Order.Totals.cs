namespace Shop.Orders;

[Audited(Level = 2)]
public partial class Order
{
    public int Count => _lines.Count;

    public decimal Total
    {
        get
        {
            decimal total = 0m;
            foreach (var line in _lines)
            {
                total += line.Item.Price * line.Quantity;
            }
            return total;
        }
    }

    partial void OnChanged() { }
}
