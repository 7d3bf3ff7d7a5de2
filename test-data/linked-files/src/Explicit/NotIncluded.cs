// Default Compile items are disabled, and nothing includes this file.
namespace Explicit;

public class NotIncluded
{
}
