namespace Store.Core;

public sealed record Order(int Id, decimal Total);
