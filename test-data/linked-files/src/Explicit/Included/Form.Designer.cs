// Excluded by Exclude="Included\*.Designer.cs".
namespace Explicit;

public partial class Form
{
}
