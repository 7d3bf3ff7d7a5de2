namespace Fidelity.Native;

internal static partial class NativeMethods
{
    internal const string Library = "fidelity_native";
}

public sealed class Session
{
    private readonly NativeContext context = NativeMethods.create_context(NativeMethods.Library);

    public int Version() => NativeMethods.context_version(context);
}
