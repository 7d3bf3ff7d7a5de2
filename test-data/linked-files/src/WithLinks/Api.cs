using Shared;

namespace WithLinks;

public static class Api
{
    public static string Echo(string? text) => Guard.NotNull(text, nameof(text));
}
