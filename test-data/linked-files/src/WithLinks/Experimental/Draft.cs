// Removed from compilation by <Compile Remove="Experimental\**" />.
namespace WithLinks.Experimental;

public class Draft
{
}
