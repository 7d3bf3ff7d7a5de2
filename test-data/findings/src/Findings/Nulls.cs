namespace Findings;

public class Nulls
{
    private string _name = "";
    private string? _nickname;

    public string Name { get; set; } = null;

    public string Describe(string prefix)
    {
        string label = null;
        label = prefix;
        return label + _name + _nickname;
    }

    public string Find(int id) => id > 0 ? Name : "";

    public string Missing() { return null; }

    public void Rename() { _name = null!; _nickname = null; Set(null); }

    private void Set(string value) => _name = value;

    public int Measure(string? text, string? other)
    {
        if (text != null && other is not null)
        {
            return text.Length + other.Length;
        }
        return text.Length + other!.Length;
    }

    public void Forward(string? text) => Set(text);

    public int NicknameLength() => _nickname.Length;

    public int CheckedNickname() => _nickname is { } n ? n.Length + _nickname.Length : 0;

#nullable disable
    public string Legacy() => null;
#nullable restore
}
