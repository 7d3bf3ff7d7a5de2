// Core library model: the primitive value types (Boolean, Char, integer, floating-point and decimal types, Half, IntPtr, UIntPtr).
using System.Diagnostics.CodeAnalysis;
using System.Globalization;

namespace System
{
    [CLSCompliant(false)]
    public readonly struct SByte : IComparable, IComparable<sbyte>, IEquatable<sbyte>, ISpanFormattable, IFormattable
    {
        public const sbyte MaxValue = 127;
        public const sbyte MinValue = -128;
        public static sbyte Abs(sbyte value) => throw null;
        public static sbyte Clamp(sbyte value, sbyte min, sbyte max) => throw null;
        public int CompareTo(sbyte value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static sbyte CopySign(sbyte value, sbyte sign) => throw null;
        public static (sbyte Quotient, sbyte Remainder) DivRem(sbyte left, sbyte right) => throw null;
        public bool Equals(sbyte obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool IsEvenInteger(sbyte value) => throw null;
        public static bool IsNegative(sbyte value) => throw null;
        public static bool IsOddInteger(sbyte value) => throw null;
        public static bool IsPositive(sbyte value) => throw null;
        public static bool IsPow2(sbyte value) => throw null;
        public static sbyte LeadingZeroCount(sbyte value) => throw null;
        public static sbyte Log2(sbyte value) => throw null;
        public static sbyte Max(sbyte x, sbyte y) => throw null;
        public static sbyte MaxMagnitude(sbyte x, sbyte y) => throw null;
        public static sbyte Min(sbyte x, sbyte y) => throw null;
        public static sbyte MinMagnitude(sbyte x, sbyte y) => throw null;
        public static sbyte Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static sbyte Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) => throw null;
        public static sbyte Parse(string s) => throw null;
        public static sbyte Parse(string s, IFormatProvider? provider) => throw null;
        public static sbyte Parse(string s, NumberStyles style) => throw null;
        public static sbyte Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static sbyte PopCount(sbyte value) => throw null;
        public static sbyte RotateLeft(sbyte value, int rotateAmount) => throw null;
        public static sbyte RotateRight(sbyte value, int rotateAmount) => throw null;
        public static int Sign(sbyte value) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static sbyte TrailingZeroCount(sbyte value) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out sbyte result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out sbyte result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out sbyte result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out sbyte result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out sbyte result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out sbyte result) => throw null;
    }

    public readonly struct Byte : IComparable, IComparable<byte>, IEquatable<byte>, ISpanFormattable, IFormattable
    {
        public const byte MaxValue = 255;
        public const byte MinValue = 0;
        public static byte Clamp(byte value, byte min, byte max) => throw null;
        public int CompareTo(byte value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static (byte Quotient, byte Remainder) DivRem(byte left, byte right) => throw null;
        public bool Equals(byte obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool IsEvenInteger(byte value) => throw null;
        public static bool IsOddInteger(byte value) => throw null;
        public static bool IsPow2(byte value) => throw null;
        public static byte LeadingZeroCount(byte value) => throw null;
        public static byte Log2(byte value) => throw null;
        public static byte Max(byte x, byte y) => throw null;
        public static byte Min(byte x, byte y) => throw null;
        public static byte Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static byte Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) => throw null;
        public static byte Parse(string s) => throw null;
        public static byte Parse(string s, IFormatProvider? provider) => throw null;
        public static byte Parse(string s, NumberStyles style) => throw null;
        public static byte Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static byte PopCount(byte value) => throw null;
        public static byte RotateLeft(byte value, int rotateAmount) => throw null;
        public static byte RotateRight(byte value, int rotateAmount) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static byte TrailingZeroCount(byte value) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out byte result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out byte result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out byte result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out byte result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out byte result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out byte result) => throw null;
    }

    public readonly struct Int16 : IComparable, IComparable<short>, IEquatable<short>, ISpanFormattable, IFormattable
    {
        public const short MaxValue = 32767;
        public const short MinValue = -32768;
        public static short Abs(short value) => throw null;
        public static short Clamp(short value, short min, short max) => throw null;
        public int CompareTo(short value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static short CopySign(short value, short sign) => throw null;
        public static (short Quotient, short Remainder) DivRem(short left, short right) => throw null;
        public bool Equals(short obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool IsEvenInteger(short value) => throw null;
        public static bool IsNegative(short value) => throw null;
        public static bool IsOddInteger(short value) => throw null;
        public static bool IsPositive(short value) => throw null;
        public static bool IsPow2(short value) => throw null;
        public static short LeadingZeroCount(short value) => throw null;
        public static short Log2(short value) => throw null;
        public static short Max(short x, short y) => throw null;
        public static short MaxMagnitude(short x, short y) => throw null;
        public static short Min(short x, short y) => throw null;
        public static short MinMagnitude(short x, short y) => throw null;
        public static short Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static short Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) => throw null;
        public static short Parse(string s) => throw null;
        public static short Parse(string s, IFormatProvider? provider) => throw null;
        public static short Parse(string s, NumberStyles style) => throw null;
        public static short Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static short PopCount(short value) => throw null;
        public static short RotateLeft(short value, int rotateAmount) => throw null;
        public static short RotateRight(short value, int rotateAmount) => throw null;
        public static int Sign(short value) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static short TrailingZeroCount(short value) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out short result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out short result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out short result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out short result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out short result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out short result) => throw null;
    }

    [CLSCompliant(false)]
    public readonly struct UInt16 : IComparable, IComparable<ushort>, IEquatable<ushort>, ISpanFormattable, IFormattable
    {
        public const ushort MaxValue = 65535;
        public const ushort MinValue = 0;
        public static ushort Clamp(ushort value, ushort min, ushort max) => throw null;
        public int CompareTo(ushort value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static (ushort Quotient, ushort Remainder) DivRem(ushort left, ushort right) => throw null;
        public bool Equals(ushort obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool IsEvenInteger(ushort value) => throw null;
        public static bool IsOddInteger(ushort value) => throw null;
        public static bool IsPow2(ushort value) => throw null;
        public static ushort LeadingZeroCount(ushort value) => throw null;
        public static ushort Log2(ushort value) => throw null;
        public static ushort Max(ushort x, ushort y) => throw null;
        public static ushort Min(ushort x, ushort y) => throw null;
        public static ushort Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static ushort Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) => throw null;
        public static ushort Parse(string s) => throw null;
        public static ushort Parse(string s, IFormatProvider? provider) => throw null;
        public static ushort Parse(string s, NumberStyles style) => throw null;
        public static ushort Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static ushort PopCount(ushort value) => throw null;
        public static ushort RotateLeft(ushort value, int rotateAmount) => throw null;
        public static ushort RotateRight(ushort value, int rotateAmount) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static ushort TrailingZeroCount(ushort value) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out ushort result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out ushort result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out ushort result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out ushort result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out ushort result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out ushort result) => throw null;
    }

    public readonly struct Int32 : IComparable, IComparable<int>, IEquatable<int>, ISpanFormattable, IFormattable
    {
        public const int MaxValue = 2147483647;
        public const int MinValue = -2147483648;
        public static int Abs(int value) => throw null;
        public static int Clamp(int value, int min, int max) => throw null;
        public int CompareTo(int value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static int CopySign(int value, int sign) => throw null;
        public static (int Quotient, int Remainder) DivRem(int left, int right) => throw null;
        public bool Equals(int obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool IsEvenInteger(int value) => throw null;
        public static bool IsNegative(int value) => throw null;
        public static bool IsOddInteger(int value) => throw null;
        public static bool IsPositive(int value) => throw null;
        public static bool IsPow2(int value) => throw null;
        public static int LeadingZeroCount(int value) => throw null;
        public static int Log2(int value) => throw null;
        public static int Max(int x, int y) => throw null;
        public static int MaxMagnitude(int x, int y) => throw null;
        public static int Min(int x, int y) => throw null;
        public static int MinMagnitude(int x, int y) => throw null;
        public static int Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static int Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) => throw null;
        public static int Parse(string s) => throw null;
        public static int Parse(string s, IFormatProvider? provider) => throw null;
        public static int Parse(string s, NumberStyles style) => throw null;
        public static int Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static int PopCount(int value) => throw null;
        public static int RotateLeft(int value, int rotateAmount) => throw null;
        public static int RotateRight(int value, int rotateAmount) => throw null;
        public static int Sign(int value) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static int TrailingZeroCount(int value) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out int result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out int result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out int result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out int result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out int result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out int result) => throw null;
    }

    [CLSCompliant(false)]
    public readonly struct UInt32 : IComparable, IComparable<uint>, IEquatable<uint>, ISpanFormattable, IFormattable
    {
        public const uint MaxValue = 4294967295U;
        public const uint MinValue = 0U;
        public static uint Clamp(uint value, uint min, uint max) => throw null;
        public int CompareTo(uint value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static (uint Quotient, uint Remainder) DivRem(uint left, uint right) => throw null;
        public bool Equals(uint obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool IsEvenInteger(uint value) => throw null;
        public static bool IsOddInteger(uint value) => throw null;
        public static bool IsPow2(uint value) => throw null;
        public static uint LeadingZeroCount(uint value) => throw null;
        public static uint Log2(uint value) => throw null;
        public static uint Max(uint x, uint y) => throw null;
        public static uint Min(uint x, uint y) => throw null;
        public static uint Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static uint Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) => throw null;
        public static uint Parse(string s) => throw null;
        public static uint Parse(string s, IFormatProvider? provider) => throw null;
        public static uint Parse(string s, NumberStyles style) => throw null;
        public static uint Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static uint PopCount(uint value) => throw null;
        public static uint RotateLeft(uint value, int rotateAmount) => throw null;
        public static uint RotateRight(uint value, int rotateAmount) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static uint TrailingZeroCount(uint value) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out uint result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out uint result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out uint result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out uint result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out uint result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out uint result) => throw null;
    }

    public readonly struct Int64 : IComparable, IComparable<long>, IEquatable<long>, ISpanFormattable, IFormattable
    {
        public const long MaxValue = 9223372036854775807L;
        public const long MinValue = -9223372036854775808L;
        public static long Abs(long value) => throw null;
        public static long Clamp(long value, long min, long max) => throw null;
        public int CompareTo(long value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static long CopySign(long value, long sign) => throw null;
        public static (long Quotient, long Remainder) DivRem(long left, long right) => throw null;
        public bool Equals(long obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool IsEvenInteger(long value) => throw null;
        public static bool IsNegative(long value) => throw null;
        public static bool IsOddInteger(long value) => throw null;
        public static bool IsPositive(long value) => throw null;
        public static bool IsPow2(long value) => throw null;
        public static long LeadingZeroCount(long value) => throw null;
        public static long Log2(long value) => throw null;
        public static long Max(long x, long y) => throw null;
        public static long MaxMagnitude(long x, long y) => throw null;
        public static long Min(long x, long y) => throw null;
        public static long MinMagnitude(long x, long y) => throw null;
        public static long Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static long Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) => throw null;
        public static long Parse(string s) => throw null;
        public static long Parse(string s, IFormatProvider? provider) => throw null;
        public static long Parse(string s, NumberStyles style) => throw null;
        public static long Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static long PopCount(long value) => throw null;
        public static long RotateLeft(long value, int rotateAmount) => throw null;
        public static long RotateRight(long value, int rotateAmount) => throw null;
        public static int Sign(long value) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static long TrailingZeroCount(long value) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out long result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out long result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out long result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out long result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out long result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out long result) => throw null;
    }

    [CLSCompliant(false)]
    public readonly struct UInt64 : IComparable, IComparable<ulong>, IEquatable<ulong>, ISpanFormattable, IFormattable
    {
        public const ulong MaxValue = 18446744073709551615UL;
        public const ulong MinValue = 0UL;
        public static ulong Clamp(ulong value, ulong min, ulong max) => throw null;
        public int CompareTo(ulong value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static (ulong Quotient, ulong Remainder) DivRem(ulong left, ulong right) => throw null;
        public bool Equals(ulong obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool IsEvenInteger(ulong value) => throw null;
        public static bool IsOddInteger(ulong value) => throw null;
        public static bool IsPow2(ulong value) => throw null;
        public static ulong LeadingZeroCount(ulong value) => throw null;
        public static ulong Log2(ulong value) => throw null;
        public static ulong Max(ulong x, ulong y) => throw null;
        public static ulong Min(ulong x, ulong y) => throw null;
        public static ulong Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static ulong Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) => throw null;
        public static ulong Parse(string s) => throw null;
        public static ulong Parse(string s, IFormatProvider? provider) => throw null;
        public static ulong Parse(string s, NumberStyles style) => throw null;
        public static ulong Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static ulong PopCount(ulong value) => throw null;
        public static ulong RotateLeft(ulong value, int rotateAmount) => throw null;
        public static ulong RotateRight(ulong value, int rotateAmount) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static ulong TrailingZeroCount(ulong value) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out ulong result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out ulong result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out ulong result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out ulong result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out ulong result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out ulong result) => throw null;
    }

    public readonly struct Single : IComparable, IComparable<float>, IEquatable<float>, ISpanFormattable, IFormattable
    {
        public const float MaxValue = 3.40282347E+38f;
        public const float MinValue = -3.40282347E+38f;
        public const float Epsilon = 1.401298E-45f;
        public const float NaN = 0.0f / 0.0f;
        public const float NegativeInfinity = -1.0f / 0.0f;
        public const float PositiveInfinity = 1.0f / 0.0f;
        public const float NegativeZero = -0.0f;
        public const float E = 2.71828183f;
        public const float Pi = 3.14159274f;
        public const float Tau = 6.28318548f;
        public static float Abs(float value) => throw null;
        public static float Acos(float x) => throw null;
        public static float Acosh(float x) => throw null;
        public static float Asin(float x) => throw null;
        public static float Asinh(float x) => throw null;
        public static float Atan(float x) => throw null;
        public static float Atan2(float y, float x) => throw null;
        public static float Atanh(float x) => throw null;
        public static float BitDecrement(float x) => throw null;
        public static float BitIncrement(float x) => throw null;
        public static float Cbrt(float x) => throw null;
        public static float Ceiling(float x) => throw null;
        public static float Clamp(float value, float min, float max) => throw null;
        public int CompareTo(float value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static float CopySign(float value, float sign) => throw null;
        public static float Cos(float x) => throw null;
        public static float Cosh(float x) => throw null;
        public static float DegreesToRadians(float degrees) => throw null;
        public bool Equals(float obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public static float Exp(float x) => throw null;
        public static float Floor(float x) => throw null;
        public static float FusedMultiplyAdd(float left, float right, float addend) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static float Hypot(float x, float y) => throw null;
        public static float Ieee754Remainder(float left, float right) => throw null;
        public static int ILogB(float x) => throw null;
        public static bool IsEvenInteger(float value) => throw null;
        public static bool IsFinite(float f) => throw null;
        public static bool IsInfinity(float f) => throw null;
        public static bool IsInteger(float value) => throw null;
        public static bool IsNaN(float f) => throw null;
        public static bool IsNegative(float f) => throw null;
        public static bool IsNegativeInfinity(float f) => throw null;
        public static bool IsNormal(float f) => throw null;
        public static bool IsOddInteger(float value) => throw null;
        public static bool IsPositive(float value) => throw null;
        public static bool IsPositiveInfinity(float f) => throw null;
        public static bool IsPow2(float value) => throw null;
        public static bool IsRealNumber(float value) => throw null;
        public static bool IsSubnormal(float f) => throw null;
        public static float Lerp(float value1, float value2, float amount) => throw null;
        public static float Log(float x) => throw null;
        public static float Log(float x, float newBase) => throw null;
        public static float Log10(float x) => throw null;
        public static float Log2(float value) => throw null;
        public static float Max(float x, float y) => throw null;
        public static float MaxMagnitude(float x, float y) => throw null;
        public static float MaxNumber(float x, float y) => throw null;
        public static float Min(float x, float y) => throw null;
        public static float MinMagnitude(float x, float y) => throw null;
        public static float MinNumber(float x, float y) => throw null;
        public static bool operator ==(float left, float right) => throw null;
        public static bool operator !=(float left, float right) => throw null;
        public static bool operator <(float left, float right) => throw null;
        public static bool operator >(float left, float right) => throw null;
        public static bool operator <=(float left, float right) => throw null;
        public static bool operator >=(float left, float right) => throw null;
        public static float Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static float Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Float | NumberStyles.AllowThousands, IFormatProvider? provider = null) => throw null;
        public static float Parse(string s) => throw null;
        public static float Parse(string s, IFormatProvider? provider) => throw null;
        public static float Parse(string s, NumberStyles style) => throw null;
        public static float Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static float Pow(float x, float y) => throw null;
        public static float RadiansToDegrees(float radians) => throw null;
        public static float ReciprocalEstimate(float x) => throw null;
        public static float Round(float x) => throw null;
        public static float Round(float x, int digits) => throw null;
        public static float Round(float x, int digits, MidpointRounding mode) => throw null;
        public static float Round(float x, MidpointRounding mode) => throw null;
        public static float ScaleB(float x, int n) => throw null;
        public static int Sign(float value) => throw null;
        public static float Sin(float x) => throw null;
        public static (float Sin, float Cos) SinCos(float x) => throw null;
        public static float Sinh(float x) => throw null;
        public static float Sqrt(float x) => throw null;
        public static float Tan(float x) => throw null;
        public static float Tanh(float x) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static float Truncate(float x) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out float result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out float result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out float result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out float result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out float result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out float result) => throw null;
    }

    public readonly struct Double : IComparable, IComparable<double>, IEquatable<double>, ISpanFormattable, IFormattable
    {
        public const double MaxValue = 1.7976931348623157E+308;
        public const double MinValue = -1.7976931348623157E+308;
        public const double Epsilon = 4.9406564584124654E-324;
        public const double NaN = 0.0 / 0.0;
        public const double NegativeInfinity = -1.0 / 0.0;
        public const double PositiveInfinity = 1.0 / 0.0;
        public const double NegativeZero = -0.0;
        public const double E = 2.718281828459045;
        public const double Pi = 3.141592653589793;
        public const double Tau = 6.283185307179586;
        public static double Abs(double value) => throw null;
        public static double Acos(double x) => throw null;
        public static double Acosh(double x) => throw null;
        public static double Asin(double x) => throw null;
        public static double Asinh(double x) => throw null;
        public static double Atan(double x) => throw null;
        public static double Atan2(double y, double x) => throw null;
        public static double Atanh(double x) => throw null;
        public static double BitDecrement(double x) => throw null;
        public static double BitIncrement(double x) => throw null;
        public static double Cbrt(double x) => throw null;
        public static double Ceiling(double x) => throw null;
        public static double Clamp(double value, double min, double max) => throw null;
        public int CompareTo(double value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static double CopySign(double value, double sign) => throw null;
        public static double Cos(double x) => throw null;
        public static double Cosh(double x) => throw null;
        public static double DegreesToRadians(double degrees) => throw null;
        public bool Equals(double obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public static double Exp(double x) => throw null;
        public static double Floor(double x) => throw null;
        public static double FusedMultiplyAdd(double left, double right, double addend) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static double Hypot(double x, double y) => throw null;
        public static double Ieee754Remainder(double left, double right) => throw null;
        public static int ILogB(double x) => throw null;
        public static bool IsEvenInteger(double value) => throw null;
        public static bool IsFinite(double d) => throw null;
        public static bool IsInfinity(double d) => throw null;
        public static bool IsInteger(double value) => throw null;
        public static bool IsNaN(double d) => throw null;
        public static bool IsNegative(double d) => throw null;
        public static bool IsNegativeInfinity(double d) => throw null;
        public static bool IsNormal(double d) => throw null;
        public static bool IsOddInteger(double value) => throw null;
        public static bool IsPositive(double value) => throw null;
        public static bool IsPositiveInfinity(double d) => throw null;
        public static bool IsPow2(double value) => throw null;
        public static bool IsRealNumber(double value) => throw null;
        public static bool IsSubnormal(double d) => throw null;
        public static double Lerp(double value1, double value2, double amount) => throw null;
        public static double Log(double x) => throw null;
        public static double Log(double x, double newBase) => throw null;
        public static double Log10(double x) => throw null;
        public static double Log2(double value) => throw null;
        public static double Max(double x, double y) => throw null;
        public static double MaxMagnitude(double x, double y) => throw null;
        public static double MaxNumber(double x, double y) => throw null;
        public static double Min(double x, double y) => throw null;
        public static double MinMagnitude(double x, double y) => throw null;
        public static double MinNumber(double x, double y) => throw null;
        public static bool operator ==(double left, double right) => throw null;
        public static bool operator !=(double left, double right) => throw null;
        public static bool operator <(double left, double right) => throw null;
        public static bool operator >(double left, double right) => throw null;
        public static bool operator <=(double left, double right) => throw null;
        public static bool operator >=(double left, double right) => throw null;
        public static double Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static double Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Float | NumberStyles.AllowThousands, IFormatProvider? provider = null) => throw null;
        public static double Parse(string s) => throw null;
        public static double Parse(string s, IFormatProvider? provider) => throw null;
        public static double Parse(string s, NumberStyles style) => throw null;
        public static double Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static double Pow(double x, double y) => throw null;
        public static double RadiansToDegrees(double radians) => throw null;
        public static double ReciprocalEstimate(double x) => throw null;
        public static double Round(double x) => throw null;
        public static double Round(double x, int digits) => throw null;
        public static double Round(double x, int digits, MidpointRounding mode) => throw null;
        public static double Round(double x, MidpointRounding mode) => throw null;
        public static double ScaleB(double x, int n) => throw null;
        public static int Sign(double value) => throw null;
        public static double Sin(double x) => throw null;
        public static (double Sin, double Cos) SinCos(double x) => throw null;
        public static double Sinh(double x) => throw null;
        public static double Sqrt(double x) => throw null;
        public static double Tan(double x) => throw null;
        public static double Tanh(double x) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static double Truncate(double x) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out double result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out double result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out double result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out double result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out double result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out double result) => throw null;
    }

    public readonly struct Boolean : IComparable, IComparable<bool>, IEquatable<bool>
    {
        public static readonly string FalseString;
        public static readonly string TrueString;
        public int CompareTo(bool value) => throw null;
        public int CompareTo(object? obj) => throw null;
        public bool Equals(bool obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool Parse(ReadOnlySpan<char> value) => throw null;
        public static bool Parse(string value) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten) => throw null;
        public static bool TryParse(ReadOnlySpan<char> value, out bool result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? value, out bool result) => throw null;
    }

    public readonly struct Char : IComparable, IComparable<char>, IEquatable<char>, ISpanFormattable, IFormattable
    {
        public const char MaxValue = '\uffff';
        public const char MinValue = '\0';
        public int CompareTo(char value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static string ConvertFromUtf32(int utf32) => throw null;
        public static int ConvertToUtf32(char highSurrogate, char lowSurrogate) => throw null;
        public static int ConvertToUtf32(string s, int index) => throw null;
        public bool Equals(char obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static double GetNumericValue(char c) => throw null;
        public static double GetNumericValue(string s, int index) => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static UnicodeCategory GetUnicodeCategory(char c) => throw null;
        public static UnicodeCategory GetUnicodeCategory(string s, int index) => throw null;
        public static bool IsAscii(char c) => throw null;
        public static bool IsAsciiDigit(char c) => throw null;
        public static bool IsAsciiHexDigit(char c) => throw null;
        public static bool IsAsciiHexDigitLower(char c) => throw null;
        public static bool IsAsciiHexDigitUpper(char c) => throw null;
        public static bool IsAsciiLetter(char c) => throw null;
        public static bool IsAsciiLetterLower(char c) => throw null;
        public static bool IsAsciiLetterOrDigit(char c) => throw null;
        public static bool IsAsciiLetterUpper(char c) => throw null;
        public static bool IsBetween(char c, char minInclusive, char maxInclusive) => throw null;
        public static bool IsControl(char c) => throw null;
        public static bool IsControl(string s, int index) => throw null;
        public static bool IsDigit(char c) => throw null;
        public static bool IsDigit(string s, int index) => throw null;
        public static bool IsHighSurrogate(char c) => throw null;
        public static bool IsHighSurrogate(string s, int index) => throw null;
        public static bool IsLetter(char c) => throw null;
        public static bool IsLetter(string s, int index) => throw null;
        public static bool IsLetterOrDigit(char c) => throw null;
        public static bool IsLetterOrDigit(string s, int index) => throw null;
        public static bool IsLower(char c) => throw null;
        public static bool IsLower(string s, int index) => throw null;
        public static bool IsLowSurrogate(char c) => throw null;
        public static bool IsLowSurrogate(string s, int index) => throw null;
        public static bool IsNumber(char c) => throw null;
        public static bool IsNumber(string s, int index) => throw null;
        public static bool IsPunctuation(char c) => throw null;
        public static bool IsPunctuation(string s, int index) => throw null;
        public static bool IsSeparator(char c) => throw null;
        public static bool IsSeparator(string s, int index) => throw null;
        public static bool IsSurrogate(char c) => throw null;
        public static bool IsSurrogate(string s, int index) => throw null;
        public static bool IsSurrogatePair(char highSurrogate, char lowSurrogate) => throw null;
        public static bool IsSurrogatePair(string s, int index) => throw null;
        public static bool IsSymbol(char c) => throw null;
        public static bool IsSymbol(string s, int index) => throw null;
        public static bool IsUpper(char c) => throw null;
        public static bool IsUpper(string s, int index) => throw null;
        public static bool IsWhiteSpace(char c) => throw null;
        public static bool IsWhiteSpace(string s, int index) => throw null;
        public static char Parse(string s) => throw null;
        string IFormattable.ToString(string? format, IFormatProvider? formatProvider) => throw null;
        bool ISpanFormattable.TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format, IFormatProvider? provider) => throw null;
        public static char ToLower(char c) => throw null;
        public static char ToLower(char c, CultureInfo culture) => throw null;
        public static char ToLowerInvariant(char c) => throw null;
        public override string ToString() => throw null;
        public static string ToString(char c) => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public static char ToUpper(char c) => throw null;
        public static char ToUpper(char c, CultureInfo culture) => throw null;
        public static char ToUpperInvariant(char c) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out char result) => throw null;
    }

    public readonly struct Decimal : IComparable, IComparable<decimal>, IEquatable<decimal>, ISpanFormattable, IFormattable
    {
        public const decimal MaxValue = 79228162514264337593543950335m;
        public const decimal MinValue = -79228162514264337593543950335m;
        public const decimal MinusOne = -1m;
        public const decimal One = 1m;
        public const decimal Zero = 0m;
        public Decimal(double value) { }
        public Decimal(int value) { }
        public Decimal(int lo, int mid, int hi, bool isNegative, byte scale) { }
        public Decimal(int[] bits) { }
        public Decimal(long value) { }
        public Decimal(ReadOnlySpan<int> bits) { }
        public Decimal(float value) { }
        [CLSCompliant(false)]
        public Decimal(uint value) { }
        [CLSCompliant(false)]
        public Decimal(ulong value) { }
        public byte Scale { get => throw null; }
        public static decimal Abs(decimal value) => throw null;
        public static decimal Add(decimal d1, decimal d2) => throw null;
        public static decimal Ceiling(decimal d) => throw null;
        public static decimal Clamp(decimal value, decimal min, decimal max) => throw null;
        public static int Compare(decimal d1, decimal d2) => throw null;
        public int CompareTo(decimal value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static decimal CopySign(decimal value, decimal sign) => throw null;
        public static decimal Divide(decimal d1, decimal d2) => throw null;
        public bool Equals(decimal value) => throw null;
        public static bool Equals(decimal d1, decimal d2) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public static decimal Floor(decimal d) => throw null;
        public static decimal FromOACurrency(long cy) => throw null;
        public static int[] GetBits(decimal d) => throw null;
        public static int GetBits(decimal d, Span<int> destination) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static bool IsCanonical(decimal value) => throw null;
        public static bool IsEvenInteger(decimal value) => throw null;
        public static bool IsInteger(decimal value) => throw null;
        public static bool IsNegative(decimal value) => throw null;
        public static bool IsOddInteger(decimal value) => throw null;
        public static bool IsPositive(decimal value) => throw null;
        public static decimal Max(decimal x, decimal y) => throw null;
        public static decimal MaxMagnitude(decimal x, decimal y) => throw null;
        public static decimal Min(decimal x, decimal y) => throw null;
        public static decimal MinMagnitude(decimal x, decimal y) => throw null;
        public static decimal Multiply(decimal d1, decimal d2) => throw null;
        public static decimal Negate(decimal d) => throw null;
        public static decimal operator +(decimal d1, decimal d2) => throw null;
        public static decimal operator --(decimal d) => throw null;
        public static decimal operator /(decimal d1, decimal d2) => throw null;
        public static bool operator ==(decimal d1, decimal d2) => throw null;
        public static explicit operator byte(decimal value) => throw null;
        public static explicit operator char(decimal value) => throw null;
        public static explicit operator double(decimal value) => throw null;
        public static explicit operator short(decimal value) => throw null;
        public static explicit operator int(decimal value) => throw null;
        public static explicit operator long(decimal value) => throw null;
        [CLSCompliant(false)]
        public static explicit operator sbyte(decimal value) => throw null;
        public static explicit operator float(decimal value) => throw null;
        [CLSCompliant(false)]
        public static explicit operator ushort(decimal value) => throw null;
        [CLSCompliant(false)]
        public static explicit operator uint(decimal value) => throw null;
        [CLSCompliant(false)]
        public static explicit operator ulong(decimal value) => throw null;
        public static explicit operator decimal(double value) => throw null;
        public static explicit operator decimal(float value) => throw null;
        public static bool operator >(decimal d1, decimal d2) => throw null;
        public static bool operator >=(decimal d1, decimal d2) => throw null;
        public static implicit operator decimal(byte value) => throw null;
        public static implicit operator decimal(char value) => throw null;
        public static implicit operator decimal(short value) => throw null;
        public static implicit operator decimal(int value) => throw null;
        public static implicit operator decimal(long value) => throw null;
        [CLSCompliant(false)]
        public static implicit operator decimal(sbyte value) => throw null;
        [CLSCompliant(false)]
        public static implicit operator decimal(ushort value) => throw null;
        [CLSCompliant(false)]
        public static implicit operator decimal(uint value) => throw null;
        [CLSCompliant(false)]
        public static implicit operator decimal(ulong value) => throw null;
        public static decimal operator ++(decimal d) => throw null;
        public static bool operator !=(decimal d1, decimal d2) => throw null;
        public static bool operator <(decimal d1, decimal d2) => throw null;
        public static bool operator <=(decimal d1, decimal d2) => throw null;
        public static decimal operator %(decimal d1, decimal d2) => throw null;
        public static decimal operator *(decimal d1, decimal d2) => throw null;
        public static decimal operator -(decimal d1, decimal d2) => throw null;
        public static decimal operator -(decimal d) => throw null;
        public static decimal operator +(decimal d) => throw null;
        public static decimal Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static decimal Parse(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Number, IFormatProvider? provider = null) => throw null;
        public static decimal Parse(string s) => throw null;
        public static decimal Parse(string s, IFormatProvider? provider) => throw null;
        public static decimal Parse(string s, NumberStyles style) => throw null;
        public static decimal Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static decimal Remainder(decimal d1, decimal d2) => throw null;
        public static decimal Round(decimal d) => throw null;
        public static decimal Round(decimal d, int decimals) => throw null;
        public static decimal Round(decimal d, int decimals, MidpointRounding mode) => throw null;
        public static decimal Round(decimal d, MidpointRounding mode) => throw null;
        public static int Sign(decimal d) => throw null;
        public static decimal Subtract(decimal d1, decimal d2) => throw null;
        public static byte ToByte(decimal value) => throw null;
        public static double ToDouble(decimal d) => throw null;
        public static short ToInt16(decimal value) => throw null;
        public static int ToInt32(decimal d) => throw null;
        public static long ToInt64(decimal d) => throw null;
        public static long ToOACurrency(decimal value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(decimal value) => throw null;
        public static float ToSingle(decimal d) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(decimal value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(decimal d) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(decimal d) => throw null;
        public static decimal Truncate(decimal d) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static bool TryGetBits(decimal d, Span<int> destination, out int valuesWritten) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out decimal result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out decimal result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out decimal result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out decimal result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out decimal result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out decimal result) => throw null;
    }

    public readonly struct Half : IComparable, IComparable<Half>, IEquatable<Half>, ISpanFormattable, IFormattable
    {
        public static Half E { get => throw null; }
        public static Half Epsilon { get => throw null; }
        public static Half MaxValue { get => throw null; }
        public static Half MinValue { get => throw null; }
        public static Half NaN { get => throw null; }
        public static Half NegativeInfinity { get => throw null; }
        public static Half NegativeOne { get => throw null; }
        public static Half NegativeZero { get => throw null; }
        public static Half One { get => throw null; }
        public static Half Pi { get => throw null; }
        public static Half PositiveInfinity { get => throw null; }
        public static Half Tau { get => throw null; }
        public static Half Zero { get => throw null; }
        public static Half Abs(Half value) => throw null;
        public int CompareTo(Half other) => throw null;
        public int CompareTo(object? obj) => throw null;
        public bool Equals(Half other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool IsFinite(Half value) => throw null;
        public static bool IsInfinity(Half value) => throw null;
        public static bool IsNaN(Half value) => throw null;
        public static bool IsNegative(Half value) => throw null;
        public static bool IsNegativeInfinity(Half value) => throw null;
        public static bool IsNormal(Half value) => throw null;
        public static bool IsPositiveInfinity(Half value) => throw null;
        public static bool IsSubnormal(Half value) => throw null;
        public static Half Max(Half x, Half y) => throw null;
        public static Half Min(Half x, Half y) => throw null;
        public static bool operator ==(Half left, Half right) => throw null;
        public static bool operator !=(Half left, Half right) => throw null;
        public static bool operator <(Half left, Half right) => throw null;
        public static bool operator <=(Half left, Half right) => throw null;
        public static bool operator >(Half left, Half right) => throw null;
        public static bool operator >=(Half left, Half right) => throw null;
        public static Half operator +(Half left, Half right) => throw null;
        public static Half operator -(Half left, Half right) => throw null;
        public static Half operator *(Half left, Half right) => throw null;
        public static Half operator /(Half left, Half right) => throw null;
        public static Half operator -(Half value) => throw null;
        public static explicit operator double(Half value) => throw null;
        public static explicit operator float(Half value) => throw null;
        public static explicit operator Half(double value) => throw null;
        public static explicit operator Half(float value) => throw null;
        public static explicit operator int(Half value) => throw null;
        public static explicit operator Half(int value) => throw null;
        public static implicit operator Half(byte value) => throw null;
        public static Half Parse(string s) => throw null;
        public static Half Parse(string s, IFormatProvider? provider) => throw null;
        public static Half Parse(string s, NumberStyles style = NumberStyles.Float | NumberStyles.AllowThousands, IFormatProvider? provider = null) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out Half result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out Half result) => throw null;
    }

    public readonly struct IntPtr : IComparable, IComparable<nint>, IEquatable<nint>, ISpanFormattable, IFormattable
    {
        public static readonly nint Zero;
        public IntPtr(int value) { }
        public IntPtr(long value) { }
        [CLSCompliant(false)]
        public unsafe IntPtr(void* value) { }
        public static nint MaxValue { get => throw null; }
        public static nint MinValue { get => throw null; }
        public static int Size { get => throw null; }
        public static nint Abs(nint value) => throw null;
        public static nint Add(nint pointer, int offset) => throw null;
        public static nint Clamp(nint value, nint min, nint max) => throw null;
        public int CompareTo(nint value) => throw null;
        public int CompareTo(object? value) => throw null;
        public bool Equals(nint other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static nint Max(nint x, nint y) => throw null;
        public static nint Min(nint x, nint y) => throw null;
        public static nint operator +(nint pointer, int offset) => throw null;
        public static bool operator ==(nint value1, nint value2) => throw null;
        public static explicit operator nint(int value) => throw null;
        public static explicit operator nint(long value) => throw null;
        public static explicit operator int(nint value) => throw null;
        public static explicit operator long(nint value) => throw null;
        [CLSCompliant(false)]
        public static unsafe explicit operator void*(nint value) => throw null;
        [CLSCompliant(false)]
        public static unsafe explicit operator nint(void* value) => throw null;
        public static bool operator !=(nint value1, nint value2) => throw null;
        public static nint operator -(nint pointer, int offset) => throw null;
        public static nint Parse(string s) => throw null;
        public static nint Parse(string s, IFormatProvider? provider) => throw null;
        public static nint Parse(string s, NumberStyles style) => throw null;
        public static nint Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static nint Subtract(nint pointer, int offset) => throw null;
        public int ToInt32() => throw null;
        public long ToInt64() => throw null;
        [CLSCompliant(false)]
        public unsafe void* ToPointer() => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out nint result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out nint result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out nint result) => throw null;
    }

    [CLSCompliant(false)]
    public readonly struct UIntPtr : IComparable, IComparable<nuint>, IEquatable<nuint>, ISpanFormattable, IFormattable
    {
        public static readonly nuint Zero;
        public UIntPtr(uint value) { }
        public UIntPtr(ulong value) { }
        public unsafe UIntPtr(void* value) { }
        public static nuint MaxValue { get => throw null; }
        public static nuint MinValue { get => throw null; }
        public static int Size { get => throw null; }
        public static nuint Add(nuint pointer, int offset) => throw null;
        public static nuint Clamp(nuint value, nuint min, nuint max) => throw null;
        public int CompareTo(nuint value) => throw null;
        public int CompareTo(object? value) => throw null;
        public bool Equals(nuint other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static nuint Max(nuint x, nuint y) => throw null;
        public static nuint Min(nuint x, nuint y) => throw null;
        public static nuint operator +(nuint pointer, int offset) => throw null;
        public static bool operator ==(nuint value1, nuint value2) => throw null;
        public static explicit operator nuint(uint value) => throw null;
        public static explicit operator nuint(ulong value) => throw null;
        public static explicit operator uint(nuint value) => throw null;
        public static explicit operator ulong(nuint value) => throw null;
        public static unsafe explicit operator void*(nuint value) => throw null;
        public static unsafe explicit operator nuint(void* value) => throw null;
        public static bool operator !=(nuint value1, nuint value2) => throw null;
        public static nuint operator -(nuint pointer, int offset) => throw null;
        public static nuint Parse(string s) => throw null;
        public static nuint Parse(string s, IFormatProvider? provider) => throw null;
        public static nuint Parse(string s, NumberStyles style) => throw null;
        public static nuint Parse(string s, NumberStyles style, IFormatProvider? provider) => throw null;
        public static nuint Subtract(nuint pointer, int offset) => throw null;
        public unsafe void* ToPointer() => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public uint ToUInt32() => throw null;
        public ulong ToUInt64() => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out nuint result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out nuint result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, NumberStyles style, IFormatProvider? provider, out nuint result) => throw null;
    }
}
