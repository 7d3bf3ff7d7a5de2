namespace Core.Stock;

// A partial class (the other part is Inventory.Queries.cs): a field shadowed by a local, the
// field read and written through `this.`, a field-like event raised with ?.Invoke, a nested type.
[/*ref:AuditedAttribute:attribute*/Audited]
public partial class Inventory
{
    private readonly List</*ref:Inventory.Entry:typeArgument*/Entry> entries = new();
    private int /*def:Inventory.count*/count;

    public event EventHandler? /*def:Inventory.Changed*/Changed;

    public int Count => /*ref:Inventory.count:read*/count;

    public /*ref:Inventory.Entry:typeUse*/Entry Add(string name, int quantity)
    {
        var existing = /*ref:Inventory.Find:invocation*/Find(name);
        if (existing is not null)
        {
            existing./*ref:Entry.Quantity:readWrite*/Quantity += quantity;
            /*ref:Inventory.Changed:read*/Changed?.Invoke(this, EventArgs.Empty);
            return existing;
        }

        var entry = new /*ref:Inventory.Entry:objectCreation*/Entry(name) { /*ref:Entry.Quantity:write*/Quantity = quantity };
        entries.Add(entry);
        this./*ref:Inventory.count:write*/count = entries.Count;
        /*ref:Inventory.Changed:read*/Changed?.Invoke(this, EventArgs.Empty);
        return entry;
    }

    public int Reset()
    {
        int /*def:Reset.count*/count = this./*ref:Inventory.count:read*/count;
        this./*ref:Inventory.count:write*/count = 0;
        entries.Clear();
        return /*ref:Reset.count:read*/count;
    }

    public sealed class /*def:Inventory.Entry*/Entry
    {
        public Entry(string name)
        {
            Name = name;
        }

        public string Name { get; }

        public int /*def:Entry.Quantity*/Quantity { get; set; }
    }
}
