using Core.Palette;
using Core.Stock;
using Pen = Core.Palette./*ref:Brush:import*/Brush;

namespace App.Services;

public delegate int /*def:Transform*/Transform(int value);

// An event subscribed and unsubscribed with a method group, await of a Task<T>-returning method,
// ?. and ??, out var, catch, a lambda assigned to Func<,,>, a delegate, a local function, a tuple,
// a type used through the alias Pen, a Color Color initializer.
public sealed class StockService : IDisposable
{
    private readonly Inventory inventory = new();
    private int /*def:StockService.changes*/changes;

    public StockService()
    {
        inventory./*ref:Inventory.Changed*/Changed += /*ref:OnChanged*/OnChanged;
    }

    public int Changes => /*ref:StockService.changes:read*/changes;

    public /*ref:Brush:typeUse*/Pen Marker { get; } = new /*ref:Brush:objectCreation*/Pen { /*ref:Brush.Color:write*/Color = /*ref:Color:typeUse*/Color.Blue, Width = 2 };

    public void Alarm() => Marker.Recolor(/*ref:Color:typeUse*/Color./*ref:Color.Red:read*/Red);

    private void /*def:OnChanged*/OnChanged(object? sender, EventArgs e)
    {
        /*ref:StockService.changes:readWrite*/changes++;
    }

    public async Task<Inventory./*ref:Inventory.Entry:typeArgument*/Entry> /*def:LoadAsync*/LoadAsync(string name)
    {
        await Task.Delay(1);
        return inventory.Add(name, 1);
    }

    public async Task<string> DescribeAsync(string name)
    {
        var /*def:loaded*/loaded = await /*ref:LoadAsync:invocation*/LoadAsync(name);
        return /*ref:loaded:read*/loaded.Name + " x" + /*ref:loaded:read*/loaded./*ref:Entry.Quantity:read*/Quantity;
    }

    public string Lookup(string name) => inventory./*ref:Inventory.Find:invocation*/Find(name)?.Name ?? "none";

    public bool Has(string name) => inventory[name] is not null;

    public int Take(string name)
    {
        if (inventory.TryGet(name, out var /*def:found*/found))
        {
            /*ref:found:read*/found./*ref:Entry.Quantity:readWrite*/Quantity--;
            return /*ref:found:read*/found./*ref:Entry.Quantity:read*/Quantity;
        }

        return 0;
    }

    public int Restock(string name, string quantityText)
    {
        if (int.TryParse(quantityText, out var /*def:parsed*/parsed))
        {
            return inventory.Add(name, /*ref:parsed:read*/parsed)./*ref:Entry.Quantity:read*/Quantity;
        }

        try
        {
            return inventory.Add(name, int.Parse(quantityText.Trim()))./*ref:Entry.Quantity:read*/Quantity;
        }
        catch (FormatException /*def:ex*/ex)
        {
            Console.WriteLine(/*ref:ex:read*/ex.Message);
            return 0;
        }
    }

    public static int Apply(/*ref:Transform:typeUse*/Transform transform, int value) => transform(value);

    public static int Combine(int left, int right)
    {
        Func<int, int, int> /*def:add*/add = (/*def:a*/a, b) => /*ref:a:read*/a + b;
        /*ref:Transform:typeUse*/Transform /*def:twice*/twice = /*def:v*/v => /*ref:v:read*/v * 2;
        return /*ref:add*/add(/*ref:twice*/twice(left), Apply(/*ref:twice:read*/twice, right));
    }

    public (int Total, int Count) Totals(IEnumerable<int> quantities)
    {
        var /*def:Totals.total*/total = 0;
        var count = 0;
        foreach (var /*def:quantity*/quantity in quantities)
        {
            /*ref:Totals.total:write*/total = /*ref:Plus:invocation*/Plus(/*ref:Totals.total:read*/total, /*ref:quantity:read*/quantity);
            count++;
        }

        return (/*ref:Totals.total:read*/total, count);

        static int /*def:Plus*/Plus(int left, int right) => left + right;
    }

    public void Dispose()
    {
        inventory./*ref:Inventory.Changed*/Changed -= /*ref:OnChanged*/OnChanged;
    }
}
