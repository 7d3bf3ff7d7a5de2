// A struct with get-only properties and an expression-bodied property over decimal and int.
namespace Legacy.Models
{
    public struct OrderLine
    {
        public OrderLine(string product, int quantity, decimal price)
        {
            /*ref:OrderLine.Product:write*/Product = product;
            /*ref:OrderLine.Quantity:write*/Quantity = quantity;
            /*ref:OrderLine.Price:write*/Price = price;
        }

        public string /*def:OrderLine.Product*/Product { get; }

        public int /*def:OrderLine.Quantity*/Quantity { get; }

        public decimal /*def:OrderLine.Price*/Price { get; }

        public decimal /*def:OrderLine.Amount*/Amount => /*ref:OrderLine.Price:read*/Price * /*ref:OrderLine.Quantity:read*/Quantity;
    }
}
