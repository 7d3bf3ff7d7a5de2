namespace Shop.Orders;

/// <summary>A catalogue item and its unit price.</summary>
/// <param name="Sku">The stock-keeping unit.</param>
public record Item(string Sku, decimal Price);
