namespace Core.Stock;

// Used as [Audited] on Inventory.
[AttributeUsage(AttributeTargets.Class)]
public sealed class /*def:AuditedAttribute*/AuditedAttribute : Attribute
{
}
