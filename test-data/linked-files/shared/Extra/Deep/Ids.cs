namespace Shared.Extra.Deep;

public static class Ids
{
    public static Guid New() => Guid.NewGuid();
}
