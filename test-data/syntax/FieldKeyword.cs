// C# 14: `field` in property accessors refers to the compiler-generated backing field.
namespace Features.FieldKeyword;

public class Settings
{
    public string Name
    {
        get;
        set => field = value?.Trim() ?? "";
    } = "";

    public int Count
    {
        get => field;
        set
        {
            if (value < 0) throw new System.ArgumentOutOfRangeException(nameof(value));
            field = value;
        }
    }

    public string Lazy => field ??= Compute();

    [field: System.NonSerialized]
    public object? Cache { get; set; }

    private static string Compute() => "computed";
}
