using System.Diagnostics.CodeAnalysis;

namespace Core.Stock;

// The second part of the partial class: members of the first part used here, and members of this
// part used there.
public partial class Inventory
{
    public bool IsEmpty => /*ref:Inventory.count:read*/count == 0;

    // An indexer (not labelled).
    public /*ref:Inventory.Entry:typeUse*/Entry? this[string name] => /*ref:Inventory.Find:invocation*/Find(name);

    public /*ref:Inventory.Entry:typeUse*/Entry? /*def:Inventory.Find*/Find(string name)
    {
        foreach (var candidate in entries)
        {
            if (candidate.Name == name)
            {
                return candidate;
            }
        }

        return null;
    }

    public bool TryGet(string name, [NotNullWhen(true)] out /*ref:Inventory.Entry:typeUse*/Entry? entry)
    {
        entry = /*ref:Inventory.Find:invocation*/Find(name);
        return entry is not null;
    }

    public int TotalQuantity()
    {
        var total = 0;
        foreach (var item in entries)
        {
            total += item./*ref:Entry.Quantity:read*/Quantity;
        }

        return total;
    }
}
