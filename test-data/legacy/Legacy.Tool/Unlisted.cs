// Not listed in Legacy.Tool.csproj: a non-SDK project compiles only its explicit items.
namespace Legacy.Tool
{
    internal class Unlisted
    {
    }
}
