// Core library model: System.Text (StringBuilder, Encoding and the UTF-8/Unicode/ASCII encodings, NormalizationForm, CompositeFormat).
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace System.Text
{
    /// <summary>A mutable string of characters.</summary>
    public sealed class StringBuilder
    {
        public StringBuilder() { }
        public StringBuilder(int capacity) { }
        public StringBuilder(int capacity, int maxCapacity) { }
        public StringBuilder(string? value) { }
        public StringBuilder(string? value, int capacity) { }
        public StringBuilder(string? value, int startIndex, int length, int capacity) { }
        public int Capacity { get => throw null; set { } }
        [IndexerName("Chars")]
        public char this[int index] { get => throw null; set { } }
        public int Length { get => throw null; set { } }
        public int MaxCapacity { get => throw null; }
        public StringBuilder Append(bool value) => throw null;
        public StringBuilder Append(byte value) => throw null;
        public StringBuilder Append(char value) => throw null;
        [CLSCompliant(false)]
        public unsafe StringBuilder Append(char* value, int valueCount) => throw null;
        public StringBuilder Append(char value, int repeatCount) => throw null;
        public StringBuilder Append(char[]? value) => throw null;
        public StringBuilder Append(char[]? value, int startIndex, int charCount) => throw null;
        public StringBuilder Append(decimal value) => throw null;
        public StringBuilder Append(double value) => throw null;
        public StringBuilder Append(IFormatProvider? provider, [InterpolatedStringHandlerArgument("", "provider")] ref StringBuilder.AppendInterpolatedStringHandler handler) => throw null;
        public StringBuilder Append(short value) => throw null;
        public StringBuilder Append(int value) => throw null;
        public StringBuilder Append(long value) => throw null;
        public StringBuilder Append(object? value) => throw null;
        public StringBuilder Append(ReadOnlyMemory<char> value) => throw null;
        public StringBuilder Append(ReadOnlySpan<char> value) => throw null;
        [CLSCompliant(false)]
        public StringBuilder Append(sbyte value) => throw null;
        public StringBuilder Append(float value) => throw null;
        public StringBuilder Append(string? value) => throw null;
        public StringBuilder Append(string? value, int startIndex, int count) => throw null;
        public StringBuilder Append(StringBuilder? value) => throw null;
        public StringBuilder Append(StringBuilder? value, int startIndex, int count) => throw null;
        public StringBuilder Append([InterpolatedStringHandlerArgument("")] ref StringBuilder.AppendInterpolatedStringHandler handler) => throw null;
        [CLSCompliant(false)]
        public StringBuilder Append(ushort value) => throw null;
        [CLSCompliant(false)]
        public StringBuilder Append(uint value) => throw null;
        [CLSCompliant(false)]
        public StringBuilder Append(ulong value) => throw null;
        public StringBuilder AppendFormat(IFormatProvider? provider, string format, object? arg0) => throw null;
        public StringBuilder AppendFormat(IFormatProvider? provider, string format, object? arg0, object? arg1) => throw null;
        public StringBuilder AppendFormat(IFormatProvider? provider, string format, object? arg0, object? arg1, object? arg2) => throw null;
        public StringBuilder AppendFormat(IFormatProvider? provider, string format, params object?[] args) => throw null;
        public StringBuilder AppendFormat(string format, object? arg0) => throw null;
        public StringBuilder AppendFormat(string format, object? arg0, object? arg1) => throw null;
        public StringBuilder AppendFormat(string format, object? arg0, object? arg1, object? arg2) => throw null;
        public StringBuilder AppendFormat(string format, params object?[] args) => throw null;
        public StringBuilder AppendJoin(char separator, params object?[] values) => throw null;
        public StringBuilder AppendJoin(char separator, params string?[] values) => throw null;
        public StringBuilder AppendJoin(string? separator, params object?[] values) => throw null;
        public StringBuilder AppendJoin(string? separator, params string?[] values) => throw null;
        public StringBuilder AppendJoin<T>(char separator, IEnumerable<T> values) => throw null;
        public StringBuilder AppendJoin<T>(string? separator, IEnumerable<T> values) => throw null;
        public StringBuilder AppendLine() => throw null;
        public StringBuilder AppendLine(IFormatProvider? provider, [InterpolatedStringHandlerArgument("", "provider")] ref StringBuilder.AppendInterpolatedStringHandler handler) => throw null;
        public StringBuilder AppendLine(string? value) => throw null;
        public StringBuilder AppendLine([InterpolatedStringHandlerArgument("")] ref StringBuilder.AppendInterpolatedStringHandler handler) => throw null;
        public StringBuilder Clear() => throw null;
        public void CopyTo(int sourceIndex, char[] destination, int destinationIndex, int count) { }
        public void CopyTo(int sourceIndex, Span<char> destination, int count) { }
        public int EnsureCapacity(int capacity) => throw null;
        public bool Equals(ReadOnlySpan<char> span) => throw null;
        public bool Equals([NotNullWhen(true)] StringBuilder? sb) => throw null;
        public StringBuilder Insert(int index, bool value) => throw null;
        public StringBuilder Insert(int index, byte value) => throw null;
        public StringBuilder Insert(int index, char value) => throw null;
        public StringBuilder Insert(int index, char[]? value) => throw null;
        public StringBuilder Insert(int index, char[]? value, int startIndex, int charCount) => throw null;
        public StringBuilder Insert(int index, decimal value) => throw null;
        public StringBuilder Insert(int index, double value) => throw null;
        public StringBuilder Insert(int index, short value) => throw null;
        public StringBuilder Insert(int index, int value) => throw null;
        public StringBuilder Insert(int index, long value) => throw null;
        public StringBuilder Insert(int index, object? value) => throw null;
        public StringBuilder Insert(int index, ReadOnlySpan<char> value) => throw null;
        [CLSCompliant(false)]
        public StringBuilder Insert(int index, sbyte value) => throw null;
        public StringBuilder Insert(int index, float value) => throw null;
        public StringBuilder Insert(int index, string? value) => throw null;
        public StringBuilder Insert(int index, string? value, int count) => throw null;
        [CLSCompliant(false)]
        public StringBuilder Insert(int index, ushort value) => throw null;
        [CLSCompliant(false)]
        public StringBuilder Insert(int index, uint value) => throw null;
        [CLSCompliant(false)]
        public StringBuilder Insert(int index, ulong value) => throw null;
        public StringBuilder Remove(int startIndex, int length) => throw null;
        public StringBuilder Replace(char oldChar, char newChar) => throw null;
        public StringBuilder Replace(char oldChar, char newChar, int startIndex, int count) => throw null;
        public StringBuilder Replace(string oldValue, string? newValue) => throw null;
        public StringBuilder Replace(string oldValue, string? newValue, int startIndex, int count) => throw null;
        public override string ToString() => throw null;
        public string ToString(int startIndex, int length) => throw null;

        [InterpolatedStringHandler]
        public struct AppendInterpolatedStringHandler
        {
            public AppendInterpolatedStringHandler(int literalLength, int formattedCount, StringBuilder stringBuilder) { }
            public AppendInterpolatedStringHandler(int literalLength, int formattedCount, StringBuilder stringBuilder, IFormatProvider? provider) { }
            public void AppendFormatted(object? value, int alignment = 0, string? format = null) { }
            public void AppendFormatted(ReadOnlySpan<char> value) { }
            public void AppendFormatted(ReadOnlySpan<char> value, int alignment = 0, string? format = null) { }
            public void AppendFormatted(string? value) { }
            public void AppendFormatted(string? value, int alignment = 0, string? format = null) { }
            public void AppendFormatted<T>(T value) { }
            public void AppendFormatted<T>(T value, int alignment) { }
            public void AppendFormatted<T>(T value, int alignment, string? format) { }
            public void AppendFormatted<T>(T value, string? format) { }
            public void AppendLiteral(string value) { }
        }
    }

    public enum NormalizationForm
    {
        FormC = 1,
        FormD = 2,
        FormKC = 5,
        FormKD = 6,
    }

    public sealed class CompositeFormat
    {
        internal CompositeFormat() { }
        public string Format { get => throw null; }
        public int MinimumArgumentCount { get => throw null; }
        public static CompositeFormat Parse(string format) => throw null;
    }

    /// <summary>Represents a character encoding.</summary>
    public abstract class Encoding : ICloneable
    {
        protected Encoding() { }
        protected Encoding(int codePage) { }
        public static Encoding ASCII { get => throw null; }
        public static Encoding BigEndianUnicode { get => throw null; }
        public virtual string BodyName { get => throw null; }
        public virtual int CodePage { get => throw null; }
        public static Encoding Default { get => throw null; }
        public virtual string EncodingName { get => throw null; }
        public virtual string HeaderName { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public virtual bool IsSingleByte { get => throw null; }
        public static Encoding Latin1 { get => throw null; }
        public virtual ReadOnlySpan<byte> Preamble { get => throw null; }
        public static Encoding Unicode { get => throw null; }
        public static Encoding UTF32 { get => throw null; }
        [Obsolete("The UTF-7 encoding is insecure and should not be used. Consider using UTF-8 instead.")]
        public static Encoding UTF7 { get => throw null; }
        public static Encoding UTF8 { get => throw null; }
        public virtual string WebName { get => throw null; }
        public virtual int WindowsCodePage { get => throw null; }
        public virtual object Clone() => throw null;
        public static byte[] Convert(Encoding srcEncoding, Encoding dstEncoding, byte[] bytes) => throw null;
        public static byte[] Convert(Encoding srcEncoding, Encoding dstEncoding, byte[] bytes, int index, int count) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public virtual int GetByteCount(char[] chars) => throw null;
        public abstract int GetByteCount(char[] chars, int index, int count);
        public virtual int GetByteCount(ReadOnlySpan<char> chars) => throw null;
        public virtual int GetByteCount(string s) => throw null;
        public int GetByteCount(string s, int index, int count) => throw null;
        public virtual byte[] GetBytes(char[] chars) => throw null;
        public virtual byte[] GetBytes(char[] chars, int index, int count) => throw null;
        public abstract int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex);
        public virtual int GetBytes(ReadOnlySpan<char> chars, Span<byte> bytes) => throw null;
        public virtual byte[] GetBytes(string s) => throw null;
        public byte[] GetBytes(string s, int index, int count) => throw null;
        public virtual int GetBytes(string s, int charIndex, int charCount, byte[] bytes, int byteIndex) => throw null;
        public virtual int GetCharCount(byte[] bytes) => throw null;
        public abstract int GetCharCount(byte[] bytes, int index, int count);
        public virtual int GetCharCount(ReadOnlySpan<byte> bytes) => throw null;
        public virtual char[] GetChars(byte[] bytes) => throw null;
        public virtual char[] GetChars(byte[] bytes, int index, int count) => throw null;
        public abstract int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex);
        public virtual int GetChars(ReadOnlySpan<byte> bytes, Span<char> chars) => throw null;
        public static Encoding GetEncoding(int codepage) => throw null;
        public static Encoding GetEncoding(string name) => throw null;
        public override int GetHashCode() => throw null;
        public abstract int GetMaxByteCount(int charCount);
        public abstract int GetMaxCharCount(int byteCount);
        public virtual byte[] GetPreamble() => throw null;
        public virtual string GetString(byte[] bytes) => throw null;
        public virtual string GetString(byte[] bytes, int index, int count) => throw null;
        public string GetString(ReadOnlySpan<byte> bytes) => throw null;
        [CLSCompliant(false)]
        public unsafe string GetString(byte* bytes, int byteCount) => throw null;
        public bool IsAlwaysNormalized() => throw null;
        public virtual bool TryGetBytes(ReadOnlySpan<char> chars, Span<byte> bytes, out int bytesWritten) => throw null;
        public virtual bool TryGetChars(ReadOnlySpan<byte> bytes, Span<char> chars, out int charsWritten) => throw null;
    }

    public class UTF8Encoding : Encoding
    {
        public UTF8Encoding() { }
        public UTF8Encoding(bool encoderShouldEmitUTF8Identifier) { }
        public UTF8Encoding(bool encoderShouldEmitUTF8Identifier, bool throwOnInvalidBytes) { }
        public override ReadOnlySpan<byte> Preamble { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public override int GetByteCount(char[] chars, int index, int count) => throw null;
        public override int GetByteCount(string chars) => throw null;
        public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex) => throw null;
        public override int GetBytes(string s, int charIndex, int charCount, byte[] bytes, int byteIndex) => throw null;
        public override int GetCharCount(byte[] bytes, int index, int count) => throw null;
        public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex) => throw null;
        public override int GetHashCode() => throw null;
        public override int GetMaxByteCount(int charCount) => throw null;
        public override int GetMaxCharCount(int byteCount) => throw null;
        public override byte[] GetPreamble() => throw null;
        public override string GetString(byte[] bytes, int index, int count) => throw null;
    }

    public class UnicodeEncoding : Encoding
    {
        public const int CharSize = 2;
        public UnicodeEncoding() { }
        public UnicodeEncoding(bool bigEndian, bool byteOrderMark) { }
        public UnicodeEncoding(bool bigEndian, bool byteOrderMark, bool throwOnInvalidBytes) { }
        public override ReadOnlySpan<byte> Preamble { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public override int GetByteCount(char[] chars, int index, int count) => throw null;
        public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex) => throw null;
        public override int GetCharCount(byte[] bytes, int index, int count) => throw null;
        public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex) => throw null;
        public override int GetHashCode() => throw null;
        public override int GetMaxByteCount(int charCount) => throw null;
        public override int GetMaxCharCount(int byteCount) => throw null;
        public override byte[] GetPreamble() => throw null;
    }

    public class ASCIIEncoding : Encoding
    {
        public ASCIIEncoding() { }
        public override bool IsSingleByte { get => throw null; }
        public override int GetByteCount(char[] chars, int index, int count) => throw null;
        public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex) => throw null;
        public override int GetCharCount(byte[] bytes, int index, int count) => throw null;
        public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex) => throw null;
        public override int GetMaxByteCount(int charCount) => throw null;
        public override int GetMaxCharCount(int byteCount) => throw null;
        public override string GetString(byte[] bytes, int byteIndex, int byteCount) => throw null;
    }
}
