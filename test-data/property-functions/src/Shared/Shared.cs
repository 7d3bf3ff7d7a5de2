namespace Library;

internal static class Shared
{
}
