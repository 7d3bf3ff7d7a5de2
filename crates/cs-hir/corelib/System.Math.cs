// Core library model: numeric helpers in System (Math, MathF, MidpointRounding, Convert, BitConverter, Buffer, Base64FormattingOptions).
using System.Diagnostics.CodeAnalysis;

namespace System
{
    public enum MidpointRounding
    {
        ToEven = 0,
        AwayFromZero = 1,
        ToZero = 2,
        ToNegativeInfinity = 3,
        ToPositiveInfinity = 4,
    }

    /// <summary>Constants and static methods for trigonometric, logarithmic and other common mathematical functions.</summary>
    public static class Math
    {
        public const double E = 2.718281828459045;
        public const double PI = 3.141592653589793;
        public const double Tau = 6.283185307179586;
        public static decimal Abs(decimal value) => throw null;
        public static double Abs(double value) => throw null;
        public static short Abs(short value) => throw null;
        public static int Abs(int value) => throw null;
        public static long Abs(long value) => throw null;
        public static nint Abs(nint value) => throw null;
        [CLSCompliant(false)]
        public static sbyte Abs(sbyte value) => throw null;
        public static float Abs(float value) => throw null;
        public static double Acos(double d) => throw null;
        public static double Acosh(double d) => throw null;
        public static double Asin(double d) => throw null;
        public static double Asinh(double d) => throw null;
        public static double Atan(double d) => throw null;
        public static double Atan2(double y, double x) => throw null;
        public static double Atanh(double d) => throw null;
        public static long BigMul(int a, int b) => throw null;
        public static long BigMul(long a, long b, out long low) => throw null;
        [CLSCompliant(false)]
        public static ulong BigMul(ulong a, ulong b, out ulong low) => throw null;
        public static double BitDecrement(double x) => throw null;
        public static double BitIncrement(double x) => throw null;
        public static double Cbrt(double d) => throw null;
        public static decimal Ceiling(decimal d) => throw null;
        public static double Ceiling(double a) => throw null;
        public static byte Clamp(byte value, byte min, byte max) => throw null;
        public static decimal Clamp(decimal value, decimal min, decimal max) => throw null;
        public static double Clamp(double value, double min, double max) => throw null;
        public static short Clamp(short value, short min, short max) => throw null;
        public static int Clamp(int value, int min, int max) => throw null;
        public static long Clamp(long value, long min, long max) => throw null;
        public static nint Clamp(nint value, nint min, nint max) => throw null;
        [CLSCompliant(false)]
        public static sbyte Clamp(sbyte value, sbyte min, sbyte max) => throw null;
        public static float Clamp(float value, float min, float max) => throw null;
        [CLSCompliant(false)]
        public static ushort Clamp(ushort value, ushort min, ushort max) => throw null;
        [CLSCompliant(false)]
        public static uint Clamp(uint value, uint min, uint max) => throw null;
        [CLSCompliant(false)]
        public static ulong Clamp(ulong value, ulong min, ulong max) => throw null;
        [CLSCompliant(false)]
        public static nuint Clamp(nuint value, nuint min, nuint max) => throw null;
        public static double CopySign(double x, double y) => throw null;
        public static double Cos(double d) => throw null;
        public static double Cosh(double value) => throw null;
        public static (byte Quotient, byte Remainder) DivRem(byte left, byte right) => throw null;
        public static (short Quotient, short Remainder) DivRem(short left, short right) => throw null;
        public static (int Quotient, int Remainder) DivRem(int left, int right) => throw null;
        public static (long Quotient, long Remainder) DivRem(long left, long right) => throw null;
        public static (nint Quotient, nint Remainder) DivRem(nint left, nint right) => throw null;
        [CLSCompliant(false)]
        public static (sbyte Quotient, sbyte Remainder) DivRem(sbyte left, sbyte right) => throw null;
        [CLSCompliant(false)]
        public static (ushort Quotient, ushort Remainder) DivRem(ushort left, ushort right) => throw null;
        [CLSCompliant(false)]
        public static (uint Quotient, uint Remainder) DivRem(uint left, uint right) => throw null;
        [CLSCompliant(false)]
        public static (ulong Quotient, ulong Remainder) DivRem(ulong left, ulong right) => throw null;
        [CLSCompliant(false)]
        public static (nuint Quotient, nuint Remainder) DivRem(nuint left, nuint right) => throw null;
        public static int DivRem(int a, int b, out int result) => throw null;
        public static long DivRem(long a, long b, out long result) => throw null;
        public static double Exp(double d) => throw null;
        public static decimal Floor(decimal d) => throw null;
        public static double Floor(double d) => throw null;
        public static double FusedMultiplyAdd(double x, double y, double z) => throw null;
        public static double IEEERemainder(double x, double y) => throw null;
        public static int ILogB(double x) => throw null;
        public static double Log(double d) => throw null;
        public static double Log(double a, double newBase) => throw null;
        public static double Log10(double d) => throw null;
        public static double Log2(double x) => throw null;
        public static byte Max(byte val1, byte val2) => throw null;
        public static decimal Max(decimal val1, decimal val2) => throw null;
        public static double Max(double val1, double val2) => throw null;
        public static short Max(short val1, short val2) => throw null;
        public static int Max(int val1, int val2) => throw null;
        public static long Max(long val1, long val2) => throw null;
        public static nint Max(nint val1, nint val2) => throw null;
        [CLSCompliant(false)]
        public static sbyte Max(sbyte val1, sbyte val2) => throw null;
        public static float Max(float val1, float val2) => throw null;
        [CLSCompliant(false)]
        public static ushort Max(ushort val1, ushort val2) => throw null;
        [CLSCompliant(false)]
        public static uint Max(uint val1, uint val2) => throw null;
        [CLSCompliant(false)]
        public static ulong Max(ulong val1, ulong val2) => throw null;
        [CLSCompliant(false)]
        public static nuint Max(nuint val1, nuint val2) => throw null;
        public static double MaxMagnitude(double x, double y) => throw null;
        public static byte Min(byte val1, byte val2) => throw null;
        public static decimal Min(decimal val1, decimal val2) => throw null;
        public static double Min(double val1, double val2) => throw null;
        public static short Min(short val1, short val2) => throw null;
        public static int Min(int val1, int val2) => throw null;
        public static long Min(long val1, long val2) => throw null;
        public static nint Min(nint val1, nint val2) => throw null;
        [CLSCompliant(false)]
        public static sbyte Min(sbyte val1, sbyte val2) => throw null;
        public static float Min(float val1, float val2) => throw null;
        [CLSCompliant(false)]
        public static ushort Min(ushort val1, ushort val2) => throw null;
        [CLSCompliant(false)]
        public static uint Min(uint val1, uint val2) => throw null;
        [CLSCompliant(false)]
        public static ulong Min(ulong val1, ulong val2) => throw null;
        [CLSCompliant(false)]
        public static nuint Min(nuint val1, nuint val2) => throw null;
        public static double MinMagnitude(double x, double y) => throw null;
        public static double Pow(double x, double y) => throw null;
        public static double ReciprocalEstimate(double d) => throw null;
        public static double ReciprocalSqrtEstimate(double d) => throw null;
        public static decimal Round(decimal d) => throw null;
        public static decimal Round(decimal d, int decimals) => throw null;
        public static decimal Round(decimal d, int decimals, MidpointRounding mode) => throw null;
        public static decimal Round(decimal d, MidpointRounding mode) => throw null;
        public static double Round(double a) => throw null;
        public static double Round(double value, int digits) => throw null;
        public static double Round(double value, int digits, MidpointRounding mode) => throw null;
        public static double Round(double value, MidpointRounding mode) => throw null;
        public static double ScaleB(double x, int n) => throw null;
        public static int Sign(decimal value) => throw null;
        public static int Sign(double value) => throw null;
        public static int Sign(short value) => throw null;
        public static int Sign(int value) => throw null;
        public static int Sign(long value) => throw null;
        public static int Sign(nint value) => throw null;
        [CLSCompliant(false)]
        public static int Sign(sbyte value) => throw null;
        public static int Sign(float value) => throw null;
        public static double Sin(double a) => throw null;
        public static (double Sin, double Cos) SinCos(double x) => throw null;
        public static double Sinh(double value) => throw null;
        public static double Sqrt(double d) => throw null;
        public static double Tan(double a) => throw null;
        public static double Tanh(double value) => throw null;
        public static decimal Truncate(decimal d) => throw null;
        public static double Truncate(double d) => throw null;
    }

    public static class MathF
    {
        public const float E = 2.71828183f;
        public const float PI = 3.14159274f;
        public const float Tau = 6.28318548f;
        public static float Abs(float x) => throw null;
        public static float Acos(float x) => throw null;
        public static float Acosh(float x) => throw null;
        public static float Asin(float x) => throw null;
        public static float Asinh(float x) => throw null;
        public static float Atan(float x) => throw null;
        public static float Atanh(float x) => throw null;
        public static float BitDecrement(float x) => throw null;
        public static float BitIncrement(float x) => throw null;
        public static float Cbrt(float x) => throw null;
        public static float Ceiling(float x) => throw null;
        public static float Cos(float x) => throw null;
        public static float Cosh(float x) => throw null;
        public static float Exp(float x) => throw null;
        public static float Floor(float x) => throw null;
        public static float Log(float x) => throw null;
        public static float Log10(float x) => throw null;
        public static float Log2(float x) => throw null;
        public static float ReciprocalEstimate(float x) => throw null;
        public static float ReciprocalSqrtEstimate(float x) => throw null;
        public static float Round(float x) => throw null;
        public static float Sin(float x) => throw null;
        public static float Sinh(float x) => throw null;
        public static float Sqrt(float x) => throw null;
        public static float Tan(float x) => throw null;
        public static float Tanh(float x) => throw null;
        public static float Truncate(float x) => throw null;
        public static float Atan2(float y, float x) => throw null;
        public static float CopySign(float x, float y) => throw null;
        public static float FusedMultiplyAdd(float x, float y, float z) => throw null;
        public static float IEEERemainder(float x, float y) => throw null;
        public static int ILogB(float x) => throw null;
        public static float Log(float x, float y) => throw null;
        public static float Max(float x, float y) => throw null;
        public static float MaxMagnitude(float x, float y) => throw null;
        public static float Min(float x, float y) => throw null;
        public static float MinMagnitude(float x, float y) => throw null;
        public static float Pow(float x, float y) => throw null;
        public static float Round(float x, int digits) => throw null;
        public static float Round(float x, int digits, MidpointRounding mode) => throw null;
        public static float Round(float x, MidpointRounding mode) => throw null;
        public static float ScaleB(float x, int n) => throw null;
        public static int Sign(float x) => throw null;
        public static (float Sin, float Cos) SinCos(float x) => throw null;
    }

    [Flags]
    public enum Base64FormattingOptions
    {
        None = 0,
        InsertLineBreaks = 1,
    }

    public static class Convert
    {
        public static readonly object DBNull;
        public static object? ChangeType(object? value, Type conversionType) => throw null;
        public static object? ChangeType(object? value, Type conversionType, IFormatProvider? provider) => throw null;
        public static object? ChangeType(object? value, TypeCode typeCode) => throw null;
        public static object? ChangeType(object? value, TypeCode typeCode, IFormatProvider? provider) => throw null;
        public static byte[] FromBase64CharArray(char[] inArray, int offset, int length) => throw null;
        public static byte[] FromBase64String(string s) => throw null;
        public static byte[] FromHexString(ReadOnlySpan<char> chars) => throw null;
        public static byte[] FromHexString(string s) => throw null;
        public static TypeCode GetTypeCode(object? value) => throw null;
        public static bool IsDBNull([NotNullWhen(true)] object? value) => throw null;
        public static string ToBase64String(byte[] inArray) => throw null;
        public static string ToBase64String(byte[] inArray, Base64FormattingOptions options) => throw null;
        public static string ToBase64String(byte[] inArray, int offset, int length) => throw null;
        public static string ToBase64String(byte[] inArray, int offset, int length, Base64FormattingOptions options) => throw null;
        public static string ToBase64String(ReadOnlySpan<byte> bytes, Base64FormattingOptions options = Base64FormattingOptions.None) => throw null;
        public static string ToHexString(byte[] inArray) => throw null;
        public static string ToHexString(byte[] inArray, int offset, int length) => throw null;
        public static string ToHexString(ReadOnlySpan<byte> bytes) => throw null;
        public static bool TryFromBase64String(string s, Span<byte> bytes, out int bytesWritten) => throw null;
        public static bool TryToBase64Chars(ReadOnlySpan<byte> bytes, Span<char> chars, out int charsWritten, Base64FormattingOptions options = Base64FormattingOptions.None) => throw null;
        public static bool ToBoolean(bool value) => throw null;
        public static bool ToBoolean(byte value) => throw null;
        public static bool ToBoolean(char value) => throw null;
        public static bool ToBoolean(DateTime value) => throw null;
        public static bool ToBoolean(decimal value) => throw null;
        public static bool ToBoolean(double value) => throw null;
        public static bool ToBoolean(short value) => throw null;
        public static bool ToBoolean(int value) => throw null;
        public static bool ToBoolean(long value) => throw null;
        [CLSCompliant(false)]
        public static bool ToBoolean(sbyte value) => throw null;
        public static bool ToBoolean(float value) => throw null;
        [CLSCompliant(false)]
        public static bool ToBoolean(ushort value) => throw null;
        [CLSCompliant(false)]
        public static bool ToBoolean(uint value) => throw null;
        [CLSCompliant(false)]
        public static bool ToBoolean(ulong value) => throw null;
        public static bool ToBoolean(object? value) => throw null;
        public static bool ToBoolean(object? value, IFormatProvider? provider) => throw null;
        public static bool ToBoolean(string? value) => throw null;
        public static bool ToBoolean(string? value, IFormatProvider? provider) => throw null;
        public static byte ToByte(bool value) => throw null;
        public static byte ToByte(byte value) => throw null;
        public static byte ToByte(char value) => throw null;
        public static byte ToByte(DateTime value) => throw null;
        public static byte ToByte(decimal value) => throw null;
        public static byte ToByte(double value) => throw null;
        public static byte ToByte(short value) => throw null;
        public static byte ToByte(int value) => throw null;
        public static byte ToByte(long value) => throw null;
        [CLSCompliant(false)]
        public static byte ToByte(sbyte value) => throw null;
        public static byte ToByte(float value) => throw null;
        [CLSCompliant(false)]
        public static byte ToByte(ushort value) => throw null;
        [CLSCompliant(false)]
        public static byte ToByte(uint value) => throw null;
        [CLSCompliant(false)]
        public static byte ToByte(ulong value) => throw null;
        public static byte ToByte(object? value) => throw null;
        public static byte ToByte(object? value, IFormatProvider? provider) => throw null;
        public static byte ToByte(string? value) => throw null;
        public static byte ToByte(string? value, IFormatProvider? provider) => throw null;
        public static byte ToByte(string? value, int fromBase) => throw null;
        public static char ToChar(bool value) => throw null;
        public static char ToChar(byte value) => throw null;
        public static char ToChar(char value) => throw null;
        public static char ToChar(DateTime value) => throw null;
        public static char ToChar(decimal value) => throw null;
        public static char ToChar(double value) => throw null;
        public static char ToChar(short value) => throw null;
        public static char ToChar(int value) => throw null;
        public static char ToChar(long value) => throw null;
        [CLSCompliant(false)]
        public static char ToChar(sbyte value) => throw null;
        public static char ToChar(float value) => throw null;
        [CLSCompliant(false)]
        public static char ToChar(ushort value) => throw null;
        [CLSCompliant(false)]
        public static char ToChar(uint value) => throw null;
        [CLSCompliant(false)]
        public static char ToChar(ulong value) => throw null;
        public static char ToChar(object? value) => throw null;
        public static char ToChar(object? value, IFormatProvider? provider) => throw null;
        public static char ToChar(string? value) => throw null;
        public static char ToChar(string? value, IFormatProvider? provider) => throw null;
        public static DateTime ToDateTime(bool value) => throw null;
        public static DateTime ToDateTime(byte value) => throw null;
        public static DateTime ToDateTime(char value) => throw null;
        public static DateTime ToDateTime(DateTime value) => throw null;
        public static DateTime ToDateTime(decimal value) => throw null;
        public static DateTime ToDateTime(double value) => throw null;
        public static DateTime ToDateTime(short value) => throw null;
        public static DateTime ToDateTime(int value) => throw null;
        public static DateTime ToDateTime(long value) => throw null;
        [CLSCompliant(false)]
        public static DateTime ToDateTime(sbyte value) => throw null;
        public static DateTime ToDateTime(float value) => throw null;
        [CLSCompliant(false)]
        public static DateTime ToDateTime(ushort value) => throw null;
        [CLSCompliant(false)]
        public static DateTime ToDateTime(uint value) => throw null;
        [CLSCompliant(false)]
        public static DateTime ToDateTime(ulong value) => throw null;
        public static DateTime ToDateTime(object? value) => throw null;
        public static DateTime ToDateTime(object? value, IFormatProvider? provider) => throw null;
        public static DateTime ToDateTime(string? value) => throw null;
        public static DateTime ToDateTime(string? value, IFormatProvider? provider) => throw null;
        public static decimal ToDecimal(bool value) => throw null;
        public static decimal ToDecimal(byte value) => throw null;
        public static decimal ToDecimal(char value) => throw null;
        public static decimal ToDecimal(DateTime value) => throw null;
        public static decimal ToDecimal(decimal value) => throw null;
        public static decimal ToDecimal(double value) => throw null;
        public static decimal ToDecimal(short value) => throw null;
        public static decimal ToDecimal(int value) => throw null;
        public static decimal ToDecimal(long value) => throw null;
        [CLSCompliant(false)]
        public static decimal ToDecimal(sbyte value) => throw null;
        public static decimal ToDecimal(float value) => throw null;
        [CLSCompliant(false)]
        public static decimal ToDecimal(ushort value) => throw null;
        [CLSCompliant(false)]
        public static decimal ToDecimal(uint value) => throw null;
        [CLSCompliant(false)]
        public static decimal ToDecimal(ulong value) => throw null;
        public static decimal ToDecimal(object? value) => throw null;
        public static decimal ToDecimal(object? value, IFormatProvider? provider) => throw null;
        public static decimal ToDecimal(string? value) => throw null;
        public static decimal ToDecimal(string? value, IFormatProvider? provider) => throw null;
        public static double ToDouble(bool value) => throw null;
        public static double ToDouble(byte value) => throw null;
        public static double ToDouble(char value) => throw null;
        public static double ToDouble(DateTime value) => throw null;
        public static double ToDouble(decimal value) => throw null;
        public static double ToDouble(double value) => throw null;
        public static double ToDouble(short value) => throw null;
        public static double ToDouble(int value) => throw null;
        public static double ToDouble(long value) => throw null;
        [CLSCompliant(false)]
        public static double ToDouble(sbyte value) => throw null;
        public static double ToDouble(float value) => throw null;
        [CLSCompliant(false)]
        public static double ToDouble(ushort value) => throw null;
        [CLSCompliant(false)]
        public static double ToDouble(uint value) => throw null;
        [CLSCompliant(false)]
        public static double ToDouble(ulong value) => throw null;
        public static double ToDouble(object? value) => throw null;
        public static double ToDouble(object? value, IFormatProvider? provider) => throw null;
        public static double ToDouble(string? value) => throw null;
        public static double ToDouble(string? value, IFormatProvider? provider) => throw null;
        public static short ToInt16(bool value) => throw null;
        public static short ToInt16(byte value) => throw null;
        public static short ToInt16(char value) => throw null;
        public static short ToInt16(DateTime value) => throw null;
        public static short ToInt16(decimal value) => throw null;
        public static short ToInt16(double value) => throw null;
        public static short ToInt16(short value) => throw null;
        public static short ToInt16(int value) => throw null;
        public static short ToInt16(long value) => throw null;
        [CLSCompliant(false)]
        public static short ToInt16(sbyte value) => throw null;
        public static short ToInt16(float value) => throw null;
        [CLSCompliant(false)]
        public static short ToInt16(ushort value) => throw null;
        [CLSCompliant(false)]
        public static short ToInt16(uint value) => throw null;
        [CLSCompliant(false)]
        public static short ToInt16(ulong value) => throw null;
        public static short ToInt16(object? value) => throw null;
        public static short ToInt16(object? value, IFormatProvider? provider) => throw null;
        public static short ToInt16(string? value) => throw null;
        public static short ToInt16(string? value, IFormatProvider? provider) => throw null;
        public static short ToInt16(string? value, int fromBase) => throw null;
        public static int ToInt32(bool value) => throw null;
        public static int ToInt32(byte value) => throw null;
        public static int ToInt32(char value) => throw null;
        public static int ToInt32(DateTime value) => throw null;
        public static int ToInt32(decimal value) => throw null;
        public static int ToInt32(double value) => throw null;
        public static int ToInt32(short value) => throw null;
        public static int ToInt32(int value) => throw null;
        public static int ToInt32(long value) => throw null;
        [CLSCompliant(false)]
        public static int ToInt32(sbyte value) => throw null;
        public static int ToInt32(float value) => throw null;
        [CLSCompliant(false)]
        public static int ToInt32(ushort value) => throw null;
        [CLSCompliant(false)]
        public static int ToInt32(uint value) => throw null;
        [CLSCompliant(false)]
        public static int ToInt32(ulong value) => throw null;
        public static int ToInt32(object? value) => throw null;
        public static int ToInt32(object? value, IFormatProvider? provider) => throw null;
        public static int ToInt32(string? value) => throw null;
        public static int ToInt32(string? value, IFormatProvider? provider) => throw null;
        public static int ToInt32(string? value, int fromBase) => throw null;
        public static long ToInt64(bool value) => throw null;
        public static long ToInt64(byte value) => throw null;
        public static long ToInt64(char value) => throw null;
        public static long ToInt64(DateTime value) => throw null;
        public static long ToInt64(decimal value) => throw null;
        public static long ToInt64(double value) => throw null;
        public static long ToInt64(short value) => throw null;
        public static long ToInt64(int value) => throw null;
        public static long ToInt64(long value) => throw null;
        [CLSCompliant(false)]
        public static long ToInt64(sbyte value) => throw null;
        public static long ToInt64(float value) => throw null;
        [CLSCompliant(false)]
        public static long ToInt64(ushort value) => throw null;
        [CLSCompliant(false)]
        public static long ToInt64(uint value) => throw null;
        [CLSCompliant(false)]
        public static long ToInt64(ulong value) => throw null;
        public static long ToInt64(object? value) => throw null;
        public static long ToInt64(object? value, IFormatProvider? provider) => throw null;
        public static long ToInt64(string? value) => throw null;
        public static long ToInt64(string? value, IFormatProvider? provider) => throw null;
        public static long ToInt64(string? value, int fromBase) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(bool value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(byte value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(char value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(DateTime value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(decimal value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(double value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(short value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(int value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(long value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(sbyte value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(float value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(ushort value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(uint value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(ulong value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(object? value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(object? value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(string? value) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(string? value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(string? value, int fromBase) => throw null;
        public static float ToSingle(bool value) => throw null;
        public static float ToSingle(byte value) => throw null;
        public static float ToSingle(char value) => throw null;
        public static float ToSingle(DateTime value) => throw null;
        public static float ToSingle(decimal value) => throw null;
        public static float ToSingle(double value) => throw null;
        public static float ToSingle(short value) => throw null;
        public static float ToSingle(int value) => throw null;
        public static float ToSingle(long value) => throw null;
        [CLSCompliant(false)]
        public static float ToSingle(sbyte value) => throw null;
        public static float ToSingle(float value) => throw null;
        [CLSCompliant(false)]
        public static float ToSingle(ushort value) => throw null;
        [CLSCompliant(false)]
        public static float ToSingle(uint value) => throw null;
        [CLSCompliant(false)]
        public static float ToSingle(ulong value) => throw null;
        public static float ToSingle(object? value) => throw null;
        public static float ToSingle(object? value, IFormatProvider? provider) => throw null;
        public static float ToSingle(string? value) => throw null;
        public static float ToSingle(string? value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(bool value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(byte value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(char value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(DateTime value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(decimal value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(double value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(short value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(int value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(long value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(sbyte value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(float value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(ushort value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(uint value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(ulong value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(object? value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(object? value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(string? value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(string? value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(string? value, int fromBase) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(bool value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(byte value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(char value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(DateTime value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(decimal value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(double value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(short value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(int value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(long value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(sbyte value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(float value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(ushort value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(uint value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(ulong value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(object? value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(object? value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(string? value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(string? value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(string? value, int fromBase) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(bool value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(byte value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(char value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(DateTime value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(decimal value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(double value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(short value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(int value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(long value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(sbyte value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(float value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(ushort value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(uint value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(ulong value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(object? value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(object? value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(string? value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(string? value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(string? value, int fromBase) => throw null;
        public static string ToString(bool value) => throw null;
        public static string ToString(bool value, IFormatProvider? provider) => throw null;
        public static string ToString(byte value) => throw null;
        public static string ToString(byte value, IFormatProvider? provider) => throw null;
        public static string ToString(char value) => throw null;
        public static string ToString(char value, IFormatProvider? provider) => throw null;
        public static string ToString(DateTime value) => throw null;
        public static string ToString(DateTime value, IFormatProvider? provider) => throw null;
        public static string ToString(decimal value) => throw null;
        public static string ToString(decimal value, IFormatProvider? provider) => throw null;
        public static string ToString(double value) => throw null;
        public static string ToString(double value, IFormatProvider? provider) => throw null;
        public static string ToString(short value) => throw null;
        public static string ToString(short value, IFormatProvider? provider) => throw null;
        public static string ToString(int value) => throw null;
        public static string ToString(int value, IFormatProvider? provider) => throw null;
        public static string ToString(long value) => throw null;
        public static string ToString(long value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static string ToString(sbyte value) => throw null;
        [CLSCompliant(false)]
        public static string ToString(sbyte value, IFormatProvider? provider) => throw null;
        public static string ToString(float value) => throw null;
        public static string ToString(float value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static string ToString(ushort value) => throw null;
        [CLSCompliant(false)]
        public static string ToString(ushort value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static string ToString(uint value) => throw null;
        [CLSCompliant(false)]
        public static string ToString(uint value, IFormatProvider? provider) => throw null;
        [CLSCompliant(false)]
        public static string ToString(ulong value) => throw null;
        [CLSCompliant(false)]
        public static string ToString(ulong value, IFormatProvider? provider) => throw null;
        public static string ToString(byte value, int toBase) => throw null;
        public static string ToString(short value, int toBase) => throw null;
        public static string ToString(int value, int toBase) => throw null;
        public static string ToString(long value, int toBase) => throw null;
        public static string? ToString(object? value) => throw null;
        public static string? ToString(object? value, IFormatProvider? provider) => throw null;
        public static string? ToString(string? value) => throw null;
        public static string? ToString(string? value, IFormatProvider? provider) => throw null;
    }

    public static class BitConverter
    {
        public static readonly bool IsLittleEndian;
        public static long DoubleToInt64Bits(double value) => throw null;
        [CLSCompliant(false)]
        public static ulong DoubleToUInt64Bits(double value) => throw null;
        public static byte[] GetBytes(bool value) => throw null;
        public static byte[] GetBytes(char value) => throw null;
        public static byte[] GetBytes(double value) => throw null;
        public static byte[] GetBytes(Half value) => throw null;
        public static byte[] GetBytes(short value) => throw null;
        public static byte[] GetBytes(int value) => throw null;
        public static byte[] GetBytes(long value) => throw null;
        public static byte[] GetBytes(float value) => throw null;
        [CLSCompliant(false)]
        public static byte[] GetBytes(ushort value) => throw null;
        [CLSCompliant(false)]
        public static byte[] GetBytes(uint value) => throw null;
        [CLSCompliant(false)]
        public static byte[] GetBytes(ulong value) => throw null;
        public static short HalfToInt16Bits(Half value) => throw null;
        public static Half Int16BitsToHalf(short value) => throw null;
        public static float Int32BitsToSingle(int value) => throw null;
        public static double Int64BitsToDouble(long value) => throw null;
        public static int SingleToInt32Bits(float value) => throw null;
        [CLSCompliant(false)]
        public static uint SingleToUInt32Bits(float value) => throw null;
        public static bool ToBoolean(byte[] value, int startIndex) => throw null;
        public static bool ToBoolean(ReadOnlySpan<byte> value) => throw null;
        public static char ToChar(byte[] value, int startIndex) => throw null;
        public static char ToChar(ReadOnlySpan<byte> value) => throw null;
        public static double ToDouble(byte[] value, int startIndex) => throw null;
        public static double ToDouble(ReadOnlySpan<byte> value) => throw null;
        public static Half ToHalf(byte[] value, int startIndex) => throw null;
        public static Half ToHalf(ReadOnlySpan<byte> value) => throw null;
        public static short ToInt16(byte[] value, int startIndex) => throw null;
        public static short ToInt16(ReadOnlySpan<byte> value) => throw null;
        public static int ToInt32(byte[] value, int startIndex) => throw null;
        public static int ToInt32(ReadOnlySpan<byte> value) => throw null;
        public static long ToInt64(byte[] value, int startIndex) => throw null;
        public static long ToInt64(ReadOnlySpan<byte> value) => throw null;
        public static float ToSingle(byte[] value, int startIndex) => throw null;
        public static float ToSingle(ReadOnlySpan<byte> value) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(byte[] value, int startIndex) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(ReadOnlySpan<byte> value) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(byte[] value, int startIndex) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(ReadOnlySpan<byte> value) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(byte[] value, int startIndex) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(ReadOnlySpan<byte> value) => throw null;
        public static string ToString(byte[] value) => throw null;
        public static string ToString(byte[] value, int startIndex) => throw null;
        public static string ToString(byte[] value, int startIndex, int length) => throw null;
        public static bool TryWriteBytes(Span<byte> destination, bool value) => throw null;
        public static bool TryWriteBytes(Span<byte> destination, char value) => throw null;
        public static bool TryWriteBytes(Span<byte> destination, double value) => throw null;
        public static bool TryWriteBytes(Span<byte> destination, Half value) => throw null;
        public static bool TryWriteBytes(Span<byte> destination, short value) => throw null;
        public static bool TryWriteBytes(Span<byte> destination, int value) => throw null;
        public static bool TryWriteBytes(Span<byte> destination, long value) => throw null;
        public static bool TryWriteBytes(Span<byte> destination, float value) => throw null;
        [CLSCompliant(false)]
        public static bool TryWriteBytes(Span<byte> destination, ushort value) => throw null;
        [CLSCompliant(false)]
        public static bool TryWriteBytes(Span<byte> destination, uint value) => throw null;
        [CLSCompliant(false)]
        public static bool TryWriteBytes(Span<byte> destination, ulong value) => throw null;
        [CLSCompliant(false)]
        public static double UInt64BitsToDouble(ulong value) => throw null;
        [CLSCompliant(false)]
        public static float UInt32BitsToSingle(uint value) => throw null;
    }

    public static class Buffer
    {
        public static void BlockCopy(Array src, int srcOffset, Array dst, int dstOffset, int count) { }
        public static int ByteLength(Array array) => throw null;
        public static byte GetByte(Array array, int index) => throw null;
        [CLSCompliant(false)]
        public static unsafe void MemoryCopy(void* source, void* destination, long destinationSizeInBytes, long sourceBytesToCopy) { }
        public static void SetByte(Array array, int index, byte value) { }
    }
}
