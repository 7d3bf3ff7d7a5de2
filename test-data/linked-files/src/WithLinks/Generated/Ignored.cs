// Excluded by the project's DefaultItemExcludes.
namespace WithLinks.Generated;

public class Ignored
{
}
