namespace Fidelity.Web;

public class User
{
    public string Name { get; set; } = "";
}
