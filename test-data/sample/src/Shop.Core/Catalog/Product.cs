namespace Shop.Core.Catalog;

/// <summary>A product that can be ordered.</summary>
public record Product(string Sku, string Name, Money Price);
