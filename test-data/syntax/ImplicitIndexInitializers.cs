// C# 13: the implicit "from the end" index operator in object initializers.
namespace Features.ImplicitIndexInitializers;

public class Buffer
{
    public int[] Values { get; } = new int[5];

    public static Buffer Create() => new Buffer
    {
        Values =
        {
            [^1] = 9,
            [^2] = 8,
            [0] = 1,
        },
    };
}
