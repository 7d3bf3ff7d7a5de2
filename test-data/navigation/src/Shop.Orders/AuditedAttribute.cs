using System;

namespace Shop.Orders;

/// <summary>Marks types whose changes are audited.</summary>
[AttributeUsage(AttributeTargets.Class)]
public sealed class AuditedAttribute : Attribute
{
    public int Level { get; set; }
}
