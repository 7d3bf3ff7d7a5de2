namespace Explicit;

public partial class Form
{
    public string Title { get; set; } = "";
}
