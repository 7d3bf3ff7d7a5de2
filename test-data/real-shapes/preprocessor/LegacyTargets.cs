// symbols: NET8_0 NETCOREAPP HAVE_ASYNC HAVE_OFFSETS HAVE_BIG_NUMBERS HAVE_XML_TYPES
// Old-framework exclusions with negated groups, and conditional else branches, case labels and
// enum members.
#if HAVE_BIG_NUMBERS
using System.Numerics;
#endif
using System;
using System.Diagnostics;
#if !(LEGACY20 || LEGACY35)
using System.Linq;
#else
using Shapes.Preprocessor.LinqBridge;
#endif

namespace Shapes.Preprocessor
{
    internal enum ReadMode
    {
        Read,
        ReadAsText,
#if HAVE_OFFSETS
        ReadAsOffset,
#endif
        ReadAsNumber
    }

    public abstract partial class Reader
#if HAVE_ASYNC
        : IAsyncDisposable
#endif
    {
        #region Conversion
        internal static long Ticks(object value)
        {
            long ticks;
            if (value is DateTime dateTime)
            {
                ticks = dateTime.Ticks;
            }
#if HAVE_OFFSETS
            else if (value is DateTimeOffset offset)
            {
                ticks = offset.UtcTicks;
            }
#endif
            else
            {
                throw new ArgumentException("Unexpected value.", nameof(value));
            }

            return ticks;
        }

        internal static string Describe(TypeCode code)
        {
            switch (code)
            {
                case TypeCode.Int32:
                    return "int";
#if !(LEGACY20 || LEGACY35 || PORTABLE) || NETSTANDARD2_0 || NET6_0_OR_GREATER
                case TypeCode.DBNull:
                    return "null";
#endif
                default:
                    return "other";
            }
        }
        #endregion

#if HAVE_BIG_NUMBERS
        internal static object Parse(string text) => BigInteger.Parse(text);
#else
        internal static object Parse(string text) => long.Parse(text);
#endif

#if DEBUG
        [Conditional("DEBUG")]
        internal static void Check(bool condition) => Debug.Assert(condition);
#endif

#if HAVE_ASYNC
        public ValueTask DisposeAsync() => default;
#endif
    }

#if LEGACY20 || LEGACY35
    internal static class LinqBridge
    {
        public static T[] ToArray<T>(this IEnumerable<T> items) => new List<T>(items).ToArray()
    }
#endif
}
