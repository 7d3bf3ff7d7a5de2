// symbols: NETSTANDARD NETSTANDARD2_0 NETSTANDARD1_0_OR_GREATER NETSTANDARD1_1_OR_GREATER NETSTANDARD1_2_OR_GREATER NETSTANDARD1_3_OR_GREATER NETSTANDARD1_4_OR_GREATER NETSTANDARD1_5_OR_GREATER NETSTANDARD1_6_OR_GREATER NETSTANDARD2_0_OR_GREATER DEBUG TRACE
// Indirections through casts to pointer types and through parentheses, as in hashing and
// buffer code that has no Unsafe/BinaryPrimitives on old targets.
using System;
using System.Runtime.CompilerServices;
#if NET
using System.Runtime.Intrinsics;
#endif

namespace Shapes.Hashing;

internal static unsafe class RawMemory
{
    public static void WriteHash(Span<byte> destination, ulong high, ulong low)
    {
#if NET
        Unsafe.WriteUnaligned(ref destination[0], high);
        Unsafe.WriteUnaligned(ref destination[8], low);
#else
        fixed (byte* dest = destination)
        {
            *(ulong*)(void*)dest = high;
            *((ulong*)(void*)dest + 1) = low;
        }
#endif
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ReadUInt64(byte* source) => *(ulong*)source;

    public static uint ReadUInt32(byte* source, int offset) => *(uint*)(source + offset);

    public static ulong Mix(byte* source, uint length)
    {
        ulong lo = (ulong)*(uint*)source;
        ulong hi = (ulong) * (uint*)(source + length - 4);
        ulong folded = lo + (hi << 32) ^ *(ulong*)(source + 8) * 0x9E3779B185EBCA87UL;
        return folded - *(ulong*)source;
    }

    public static void Accumulate(ulong* accumulators, byte* stripe, int count)
    {
        for (int i = 0; i < count; i++)
        {
            *(accumulators + i) += *(ulong*)(stripe + 8 * i);
            *(ulong*)(stripe + 8 * i) ^= *(accumulators + i);
        }

        if (count > 0) *(byte*)stripe = 0;
        else *(int*)stripe = -1;
    }

    public static T Read<T>(void* pointer) where T : unmanaged => *(T*)pointer;

    public static ref int At(void* pointer, int index) => ref *((int*)pointer + index);

    public static void Clear(void* pointer)
    {
        *(long*)pointer = *(long*)((byte*)pointer + 8) = 0;
        *(int*)pointer += 1;
        var reader = () => *(short*)pointer;
        switch (reader())
        {
            case 0:
                *(short*)pointer = 1;
                break;
        }
    }

    public static void Store(byte* destination, Pair<byte> value) => *(Pair<byte>*)destination = value;

#if NET
    public static void Store(byte* destination, Vector128<byte> value) => *(Vector128<byte>*)destination = value;
#endif
}

internal struct Pair<T> where T : unmanaged
{
    public T First;
    public T Second;
}
