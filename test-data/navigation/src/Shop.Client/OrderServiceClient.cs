using System;
using Shop.Orders;

namespace Shop.Client;

/// <summary>Talks to the remote order service.</summary>
public class OrderServiceClient : OrderServiceBase, IDisposable
{
    public override void Place(Order order) { }
    public override Order? Find(int id) => base.Find(id);
    protected override string Name => "remote";
    public void Dispose() { }
}

public sealed class CachedOrderServiceClient : OrderServiceClient
{
    public override Order? Find(int id) => base.Find(id);
}
