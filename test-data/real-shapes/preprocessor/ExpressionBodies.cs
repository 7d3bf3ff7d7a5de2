// symbols: NET NET8_0 NETCOREAPP NET5_0_OR_GREATER NET6_0_OR_GREATER NET7_0_OR_GREATER NET8_0_OR_GREATER DEBUG TRACE
// Alternative expression bodies, operands and constraints per target framework.
#nullable enable
using System;
using System.Collections.Generic;

namespace Shapes.Preprocessor;

internal static class Platform
{
#pragma warning disable CA1416 // platform checks are done by the caller
    internal static bool IsVectorized =>
#if NET6_0_OR_GREATER
        OperatingSystem.IsWindows() &&
        Environment.Is64BitProcess;
#elif NETSTANDARD
        Check("System.Runtime.Intrinsics.X86") &&
        Check("System.Runtime.Intrinsics.Arm");
#endif
#pragma warning restore CA1416

    private static IComparer<string> Names =>
#if NET10_0_OR_GREATER
        StringComparer.Create(System.Globalization.CultureInfo.InvariantCulture, NumericOrdering);
#else
        StringComparer.OrdinalIgnoreCase;
#endif

    internal static bool IsHidden(string name, int attributes)
        => name.StartsWith(".", StringComparison.Ordinal)
#if NETSTANDARD2_0
        || (attributes & 2) != 0
        || (attributes & 1024) != 0
#endif
        ;

    internal static bool IsByRefLike(this Type type)
#if NETSTANDARD2_0
        // No IsByRefLike on netstandard2.0.
        => type.IsValueType && type.Name.EndsWith("Span`1");
#else
        => type.IsByRefLike;
#endif

    public static void Keep<T>(T value)
#if NET9_0_OR_GREATER
        where T : allows ref struct
#endif
    { }

#if NETSTANDARD
    private static bool Check(string name) => Type.GetType(name) is not null;
#endif

    internal static string Describe()
    {
        var parts = new List<string>
        {
#if DEBUG
            "debug",
#else
            "release",
#endif
#if NET8_0_OR_GREATER
            "net8+",
#elif NET6_0_OR_GREATER
            "net6+",
#endif
        };
        return string.Join(",", parts);
    }
}
