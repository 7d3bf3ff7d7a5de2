// Core library model: the fundamental System types (Object, String, Array, Delegate, Type, Enum, attributes, core interfaces and runtime services).
using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace System
{
    /// <summary>The root of the type hierarchy.</summary>
    public class Object
    {
        public Object() { }
        ~Object() { }
        public virtual bool Equals(object? obj) => throw null;
        public static bool Equals(object? objA, object? objB) => throw null;
        public virtual int GetHashCode() => throw null;
        public Type GetType() => throw null;
        protected object MemberwiseClone() => throw null;
        public static bool ReferenceEquals(object? objA, object? objB) => throw null;
        public virtual string? ToString() => throw null;
    }

    public abstract class ValueType
    {
        protected ValueType() { }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string? ToString() => throw null;
    }

    public struct Void
    {
    }

    public abstract class MarshalByRefObject
    {
        protected MarshalByRefObject() { }
        protected MarshalByRefObject MemberwiseClone(bool cloneIdentity) => throw null;
    }

    public enum TypeCode
    {
        Empty = 0,
        Object = 1,
        DBNull = 2,
        Boolean = 3,
        Char = 4,
        SByte = 5,
        Byte = 6,
        Int16 = 7,
        UInt16 = 8,
        Int32 = 9,
        UInt32 = 10,
        Int64 = 11,
        UInt64 = 12,
        Single = 13,
        Double = 14,
        Decimal = 15,
        DateTime = 16,
        String = 18,
    }

    public abstract class Enum : ValueType, IComparable, IFormattable
    {
        protected Enum() { }
        public int CompareTo(object? target) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public static string Format(Type enumType, object value, string format) => throw null;
        public override int GetHashCode() => throw null;
        public static string? GetName<TEnum>(TEnum value) where TEnum : struct, Enum => throw null;
        public static string? GetName(Type enumType, object value) => throw null;
        public static string[] GetNames<TEnum>() where TEnum : struct, Enum => throw null;
        public static string[] GetNames(Type enumType) => throw null;
        public TypeCode GetTypeCode() => throw null;
        public static Type GetUnderlyingType(Type enumType) => throw null;
        public static TEnum[] GetValues<TEnum>() where TEnum : struct, Enum => throw null;
        public static Array GetValues(Type enumType) => throw null;
        public static Array GetValuesAsUnderlyingType<TEnum>() where TEnum : struct, Enum => throw null;
        public static Array GetValuesAsUnderlyingType(Type enumType) => throw null;
        public bool HasFlag(Enum flag) => throw null;
        public static bool IsDefined<TEnum>(TEnum value) where TEnum : struct, Enum => throw null;
        public static bool IsDefined(Type enumType, object value) => throw null;
        public static object Parse(Type enumType, ReadOnlySpan<char> value) => throw null;
        public static object Parse(Type enumType, ReadOnlySpan<char> value, bool ignoreCase) => throw null;
        public static object Parse(Type enumType, string value) => throw null;
        public static object Parse(Type enumType, string value, bool ignoreCase) => throw null;
        public static TEnum Parse<TEnum>(ReadOnlySpan<char> value) where TEnum : struct => throw null;
        public static TEnum Parse<TEnum>(ReadOnlySpan<char> value, bool ignoreCase) where TEnum : struct => throw null;
        public static TEnum Parse<TEnum>(string value) where TEnum : struct => throw null;
        public static TEnum Parse<TEnum>(string value, bool ignoreCase) where TEnum : struct => throw null;
        public static object ToObject(Type enumType, byte value) => throw null;
        public static object ToObject(Type enumType, short value) => throw null;
        public static object ToObject(Type enumType, int value) => throw null;
        public static object ToObject(Type enumType, long value) => throw null;
        public static object ToObject(Type enumType, object value) => throw null;
        public static object ToObject(Type enumType, sbyte value) => throw null;
        public static object ToObject(Type enumType, ushort value) => throw null;
        public static object ToObject(Type enumType, uint value) => throw null;
        public static object ToObject(Type enumType, ulong value) => throw null;
        public override string ToString() => throw null;
        [Obsolete("The provider argument is not used. Use ToString() instead.")]
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        [Obsolete("The provider argument is not used. Use ToString(String) instead.")]
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public static bool TryParse(Type enumType, ReadOnlySpan<char> value, bool ignoreCase, out object? result) => throw null;
        public static bool TryParse(Type enumType, ReadOnlySpan<char> value, out object? result) => throw null;
        public static bool TryParse(Type enumType, string? value, bool ignoreCase, out object? result) => throw null;
        public static bool TryParse(Type enumType, string? value, out object? result) => throw null;
        public static bool TryParse<TEnum>(ReadOnlySpan<char> value, bool ignoreCase, out TEnum result) where TEnum : struct => throw null;
        public static bool TryParse<TEnum>(ReadOnlySpan<char> value, out TEnum result) where TEnum : struct => throw null;
        public static bool TryParse<TEnum>([NotNullWhen(true)] string? value, bool ignoreCase, out TEnum result) where TEnum : struct => throw null;
        public static bool TryParse<TEnum>([NotNullWhen(true)] string? value, out TEnum result) where TEnum : struct => throw null;
    }

    /// <summary>Represents text as a sequence of UTF-16 code units.</summary>
    public sealed class String : IComparable, IComparable<string?>, IEquatable<string?>, IEnumerable<char>, IEnumerable, ICloneable
    {
        public static readonly string Empty;
        public String(char[]? value) { }
        public String(char[] value, int startIndex, int length) { }
        public String(char c, int count) { }
        public String(ReadOnlySpan<char> value) { }
        public unsafe String(char* value) { }
        public unsafe String(char* value, int startIndex, int length) { }
        public unsafe String(sbyte* value) { }
        public unsafe String(sbyte* value, int startIndex, int length) { }
        public unsafe String(sbyte* value, int startIndex, int length, Encoding enc) { }
        [IndexerName("Chars")]
        public char this[int index] { get => throw null; }
        public int Length { get => throw null; }
        public object Clone() => throw null;
        public static int Compare(string? strA, int indexA, string? strB, int indexB, int length) => throw null;
        public static int Compare(string? strA, int indexA, string? strB, int indexB, int length, bool ignoreCase) => throw null;
        public static int Compare(string? strA, int indexA, string? strB, int indexB, int length, bool ignoreCase, CultureInfo? culture) => throw null;
        public static int Compare(string? strA, int indexA, string? strB, int indexB, int length, CultureInfo? culture, CompareOptions options) => throw null;
        public static int Compare(string? strA, int indexA, string? strB, int indexB, int length, StringComparison comparisonType) => throw null;
        public static int Compare(string? strA, string? strB) => throw null;
        public static int Compare(string? strA, string? strB, bool ignoreCase) => throw null;
        public static int Compare(string? strA, string? strB, bool ignoreCase, CultureInfo? culture) => throw null;
        public static int Compare(string? strA, string? strB, CultureInfo? culture, CompareOptions options) => throw null;
        public static int Compare(string? strA, string? strB, StringComparison comparisonType) => throw null;
        public static int CompareOrdinal(string? strA, int indexA, string? strB, int indexB, int length) => throw null;
        public static int CompareOrdinal(string? strA, string? strB) => throw null;
        public int CompareTo(object? value) => throw null;
        public int CompareTo(string? strB) => throw null;
        public static string Concat(IEnumerable<string?> values) => throw null;
        public static string Concat(object? arg0) => throw null;
        public static string Concat(object? arg0, object? arg1) => throw null;
        public static string Concat(object? arg0, object? arg1, object? arg2) => throw null;
        public static string Concat(params object?[] args) => throw null;
        public static string Concat(ReadOnlySpan<char> str0, ReadOnlySpan<char> str1) => throw null;
        public static string Concat(ReadOnlySpan<char> str0, ReadOnlySpan<char> str1, ReadOnlySpan<char> str2) => throw null;
        public static string Concat(ReadOnlySpan<char> str0, ReadOnlySpan<char> str1, ReadOnlySpan<char> str2, ReadOnlySpan<char> str3) => throw null;
        public static string Concat(string? str0, string? str1) => throw null;
        public static string Concat(string? str0, string? str1, string? str2) => throw null;
        public static string Concat(string? str0, string? str1, string? str2, string? str3) => throw null;
        public static string Concat(params string?[] values) => throw null;
        public static string Concat<T>(IEnumerable<T> values) => throw null;
        public bool Contains(char value) => throw null;
        public bool Contains(char value, StringComparison comparisonType) => throw null;
        public bool Contains(string value) => throw null;
        public bool Contains(string value, StringComparison comparisonType) => throw null;
        [Obsolete("This API should not be used to create mutable strings. See https://go.microsoft.com/fwlink/?linkid=2084035 for alternatives.")]
        public static string Copy(string str) => throw null;
        public void CopyTo(int sourceIndex, char[] destination, int destinationIndex, int count) { }
        public void CopyTo(Span<char> destination) { }
        public static string Create(IFormatProvider? provider, [InterpolatedStringHandlerArgument("provider")] ref DefaultInterpolatedStringHandler handler) => throw null;
        public static string Create(IFormatProvider? provider, Span<char> initialBuffer, [InterpolatedStringHandlerArgument("provider", "initialBuffer")] ref DefaultInterpolatedStringHandler handler) => throw null;
        public static string Create<TState>(int length, TState state, Buffers.SpanAction<char, TState> action) => throw null;
        public bool EndsWith(char value) => throw null;
        public bool EndsWith(string value) => throw null;
        public bool EndsWith(string value, bool ignoreCase, CultureInfo? culture) => throw null;
        public bool EndsWith(string value, StringComparison comparisonType) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals([NotNullWhen(true)] string? value) => throw null;
        public bool Equals([NotNullWhen(true)] string? value, StringComparison comparisonType) => throw null;
        public static bool Equals(string? a, string? b) => throw null;
        public static bool Equals(string? a, string? b, StringComparison comparisonType) => throw null;
        public static string Format(IFormatProvider? provider, string format, object? arg0) => throw null;
        public static string Format(IFormatProvider? provider, string format, object? arg0, object? arg1) => throw null;
        public static string Format(IFormatProvider? provider, string format, object? arg0, object? arg1, object? arg2) => throw null;
        public static string Format(IFormatProvider? provider, string format, params object?[] args) => throw null;
        public static string Format(string format, object? arg0) => throw null;
        public static string Format(string format, object? arg0, object? arg1) => throw null;
        public static string Format(string format, object? arg0, object? arg1, object? arg2) => throw null;
        public static string Format(string format, params object?[] args) => throw null;
        public CharEnumerator GetEnumerator() => throw null;
        public override int GetHashCode() => throw null;
        public static int GetHashCode(ReadOnlySpan<char> value) => throw null;
        public static int GetHashCode(ReadOnlySpan<char> value, StringComparison comparisonType) => throw null;
        public int GetHashCode(StringComparison comparisonType) => throw null;
        public ref readonly char GetPinnableReference() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public int IndexOf(char value) => throw null;
        public int IndexOf(char value, int startIndex) => throw null;
        public int IndexOf(char value, int startIndex, int count) => throw null;
        public int IndexOf(char value, StringComparison comparisonType) => throw null;
        public int IndexOf(string value) => throw null;
        public int IndexOf(string value, int startIndex) => throw null;
        public int IndexOf(string value, int startIndex, int count) => throw null;
        public int IndexOf(string value, int startIndex, int count, StringComparison comparisonType) => throw null;
        public int IndexOf(string value, int startIndex, StringComparison comparisonType) => throw null;
        public int IndexOf(string value, StringComparison comparisonType) => throw null;
        public int IndexOfAny(char[] anyOf) => throw null;
        public int IndexOfAny(char[] anyOf, int startIndex) => throw null;
        public int IndexOfAny(char[] anyOf, int startIndex, int count) => throw null;
        public string Insert(int startIndex, string value) => throw null;
        public static string Intern(string str) => throw null;
        public static string? IsInterned(string str) => throw null;
        public bool IsNormalized() => throw null;
        public bool IsNormalized(NormalizationForm normalizationForm) => throw null;
        public static bool IsNullOrEmpty([NotNullWhen(false)] string? value) => throw null;
        public static bool IsNullOrWhiteSpace([NotNullWhen(false)] string? value) => throw null;
        public static string Join(char separator, params object?[] values) => throw null;
        public static string Join(char separator, params string?[] value) => throw null;
        public static string Join(char separator, string?[] value, int startIndex, int count) => throw null;
        public static string Join(string? separator, IEnumerable<string?> values) => throw null;
        public static string Join(string? separator, params object?[] values) => throw null;
        public static string Join(string? separator, params string?[] value) => throw null;
        public static string Join(string? separator, string?[] value, int startIndex, int count) => throw null;
        public static string Join<T>(char separator, IEnumerable<T> values) => throw null;
        public static string Join<T>(string? separator, IEnumerable<T> values) => throw null;
        public int LastIndexOf(char value) => throw null;
        public int LastIndexOf(char value, int startIndex) => throw null;
        public int LastIndexOf(char value, int startIndex, int count) => throw null;
        public int LastIndexOf(string value) => throw null;
        public int LastIndexOf(string value, int startIndex) => throw null;
        public int LastIndexOf(string value, int startIndex, int count) => throw null;
        public int LastIndexOf(string value, int startIndex, int count, StringComparison comparisonType) => throw null;
        public int LastIndexOf(string value, int startIndex, StringComparison comparisonType) => throw null;
        public int LastIndexOf(string value, StringComparison comparisonType) => throw null;
        public int LastIndexOfAny(char[] anyOf) => throw null;
        public int LastIndexOfAny(char[] anyOf, int startIndex) => throw null;
        public int LastIndexOfAny(char[] anyOf, int startIndex, int count) => throw null;
        public string Normalize() => throw null;
        public string Normalize(NormalizationForm normalizationForm) => throw null;
        public static bool operator ==(string? a, string? b) => throw null;
        public static bool operator !=(string? a, string? b) => throw null;
        public static implicit operator ReadOnlySpan<char>(string? value) => throw null;
        public string PadLeft(int totalWidth) => throw null;
        public string PadLeft(int totalWidth, char paddingChar) => throw null;
        public string PadRight(int totalWidth) => throw null;
        public string PadRight(int totalWidth, char paddingChar) => throw null;
        public string Remove(int startIndex) => throw null;
        public string Remove(int startIndex, int count) => throw null;
        public string Replace(char oldChar, char newChar) => throw null;
        public string Replace(string oldValue, string? newValue) => throw null;
        public string Replace(string oldValue, string? newValue, bool ignoreCase, CultureInfo? culture) => throw null;
        public string Replace(string oldValue, string? newValue, StringComparison comparisonType) => throw null;
        public string ReplaceLineEndings() => throw null;
        public string ReplaceLineEndings(string replacementText) => throw null;
        public string[] Split(char separator, int count, StringSplitOptions options = StringSplitOptions.None) => throw null;
        public string[] Split(char separator, StringSplitOptions options = StringSplitOptions.None) => throw null;
        public string[] Split(params char[]? separator) => throw null;
        public string[] Split(char[]? separator, int count) => throw null;
        public string[] Split(char[]? separator, int count, StringSplitOptions options) => throw null;
        public string[] Split(char[]? separator, StringSplitOptions options) => throw null;
        public string[] Split(string? separator, int count, StringSplitOptions options = StringSplitOptions.None) => throw null;
        public string[] Split(string? separator, StringSplitOptions options = StringSplitOptions.None) => throw null;
        public string[] Split(string[]? separator, int count, StringSplitOptions options) => throw null;
        public string[] Split(string[]? separator, StringSplitOptions options) => throw null;
        public bool StartsWith(char value) => throw null;
        public bool StartsWith(string value) => throw null;
        public bool StartsWith(string value, bool ignoreCase, CultureInfo? culture) => throw null;
        public bool StartsWith(string value, StringComparison comparisonType) => throw null;
        public string Substring(int startIndex) => throw null;
        public string Substring(int startIndex, int length) => throw null;
        IEnumerator<char> IEnumerable<char>.GetEnumerator() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        public char[] ToCharArray() => throw null;
        public char[] ToCharArray(int startIndex, int length) => throw null;
        public string ToLower() => throw null;
        public string ToLower(CultureInfo? culture) => throw null;
        public string ToLowerInvariant() => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToUpper() => throw null;
        public string ToUpper(CultureInfo? culture) => throw null;
        public string ToUpperInvariant() => throw null;
        public string Trim() => throw null;
        public string Trim(char trimChar) => throw null;
        public string Trim(params char[]? trimChars) => throw null;
        public string TrimEnd() => throw null;
        public string TrimEnd(char trimChar) => throw null;
        public string TrimEnd(params char[]? trimChars) => throw null;
        public string TrimStart() => throw null;
        public string TrimStart(char trimChar) => throw null;
        public string TrimStart(params char[]? trimChars) => throw null;
        public bool TryCopyTo(Span<char> destination) => throw null;
    }

    public sealed class CharEnumerator : IEnumerator<char>, IEnumerator, IDisposable, ICloneable
    {
        internal CharEnumerator() { }
        public char Current { get => throw null; }
        object? IEnumerator.Current { get => throw null; }
        public object Clone() => throw null;
        public void Dispose() { }
        public bool MoveNext() => throw null;
        public void Reset() { }
    }

    public enum StringComparison
    {
        CurrentCulture = 0,
        CurrentCultureIgnoreCase = 1,
        InvariantCulture = 2,
        InvariantCultureIgnoreCase = 3,
        Ordinal = 4,
        OrdinalIgnoreCase = 5,
    }

    [Flags]
    public enum StringSplitOptions
    {
        None = 0,
        RemoveEmptyEntries = 1,
        TrimEntries = 2,
    }

    public abstract class StringComparer : IComparer, IEqualityComparer, IComparer<string?>, IEqualityComparer<string?>
    {
        protected StringComparer() { }
        public static StringComparer CurrentCulture { get => throw null; }
        public static StringComparer CurrentCultureIgnoreCase { get => throw null; }
        public static StringComparer InvariantCulture { get => throw null; }
        public static StringComparer InvariantCultureIgnoreCase { get => throw null; }
        public static StringComparer Ordinal { get => throw null; }
        public static StringComparer OrdinalIgnoreCase { get => throw null; }
        public int Compare(object? x, object? y) => throw null;
        public abstract int Compare(string? x, string? y);
        public static StringComparer Create(CultureInfo culture, bool ignoreCase) => throw null;
        public static StringComparer Create(CultureInfo culture, CompareOptions options) => throw null;
        public new bool Equals(object? x, object? y) => throw null;
        public abstract bool Equals(string? x, string? y);
        public static StringComparer FromComparison(StringComparison comparisonType) => throw null;
        public int GetHashCode(object obj) => throw null;
        public abstract int GetHashCode(string obj);
        public static bool IsWellKnownCultureAwareComparer(IEqualityComparer<string?>? comparer, [NotNullWhen(true)] out CompareInfo? compareInfo, out CompareOptions compareOptions) => throw null;
        public static bool IsWellKnownOrdinalComparer(IEqualityComparer<string?>? comparer, out bool ignoreCase) => throw null;
    }

    /// <summary>The base class of all arrays.</summary>
    public abstract class Array : ICloneable, IList, ICollection, IEnumerable, IStructuralComparable, IStructuralEquatable
    {
        internal Array() { }
        public bool IsFixedSize { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public bool IsSynchronized { get => throw null; }
        public int Length { get => throw null; }
        public long LongLength { get => throw null; }
        public static int MaxLength { get => throw null; }
        public int Rank { get => throw null; }
        public object SyncRoot { get => throw null; }
        int ICollection.Count { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public static ReadOnlyCollection<T> AsReadOnly<T>(T[] array) => throw null;
        public static int BinarySearch(Array array, int index, int length, object? value) => throw null;
        public static int BinarySearch(Array array, int index, int length, object? value, IComparer? comparer) => throw null;
        public static int BinarySearch(Array array, object? value) => throw null;
        public static int BinarySearch(Array array, object? value, IComparer? comparer) => throw null;
        public static int BinarySearch<T>(T[] array, int index, int length, T value) => throw null;
        public static int BinarySearch<T>(T[] array, int index, int length, T value, IComparer<T>? comparer) => throw null;
        public static int BinarySearch<T>(T[] array, T value) => throw null;
        public static int BinarySearch<T>(T[] array, T value, IComparer<T>? comparer) => throw null;
        public static void Clear(Array array) { }
        public static void Clear(Array array, int index, int length) { }
        public object Clone() => throw null;
        public static void ConstrainedCopy(Array sourceArray, int sourceIndex, Array destinationArray, int destinationIndex, int length) { }
        public static TOutput[] ConvertAll<TInput, TOutput>(TInput[] array, Converter<TInput, TOutput> converter) => throw null;
        public static void Copy(Array sourceArray, Array destinationArray, int length) { }
        public static void Copy(Array sourceArray, Array destinationArray, long length) { }
        public static void Copy(Array sourceArray, int sourceIndex, Array destinationArray, int destinationIndex, int length) { }
        public static void Copy(Array sourceArray, long sourceIndex, Array destinationArray, long destinationIndex, long length) { }
        public void CopyTo(Array array, int index) { }
        public void CopyTo(Array array, long index) { }
        public static Array CreateInstance(Type elementType, int length) => throw null;
        public static Array CreateInstance(Type elementType, int length1, int length2) => throw null;
        public static Array CreateInstance(Type elementType, int length1, int length2, int length3) => throw null;
        public static Array CreateInstance(Type elementType, params int[] lengths) => throw null;
        public static Array CreateInstance(Type elementType, int[] lengths, int[] lowerBounds) => throw null;
        public static Array CreateInstance(Type elementType, params long[] lengths) => throw null;
        public static T[] Empty<T>() => throw null;
        public static bool Exists<T>(T[] array, Predicate<T> match) => throw null;
        public static void Fill<T>(T[] array, T value) { }
        public static void Fill<T>(T[] array, T value, int startIndex, int count) { }
        public static T? Find<T>(T[] array, Predicate<T> match) => throw null;
        public static T[] FindAll<T>(T[] array, Predicate<T> match) => throw null;
        public static int FindIndex<T>(T[] array, int startIndex, int count, Predicate<T> match) => throw null;
        public static int FindIndex<T>(T[] array, int startIndex, Predicate<T> match) => throw null;
        public static int FindIndex<T>(T[] array, Predicate<T> match) => throw null;
        public static T? FindLast<T>(T[] array, Predicate<T> match) => throw null;
        public static int FindLastIndex<T>(T[] array, int startIndex, int count, Predicate<T> match) => throw null;
        public static int FindLastIndex<T>(T[] array, int startIndex, Predicate<T> match) => throw null;
        public static int FindLastIndex<T>(T[] array, Predicate<T> match) => throw null;
        public static void ForEach<T>(T[] array, Action<T> action) { }
        public IEnumerator GetEnumerator() => throw null;
        public int GetLength(int dimension) => throw null;
        public long GetLongLength(int dimension) => throw null;
        public int GetLowerBound(int dimension) => throw null;
        public int GetUpperBound(int dimension) => throw null;
        public object? GetValue(int index) => throw null;
        public object? GetValue(int index1, int index2) => throw null;
        public object? GetValue(int index1, int index2, int index3) => throw null;
        public object? GetValue(params int[] indices) => throw null;
        public object? GetValue(long index) => throw null;
        public object? GetValue(long index1, long index2) => throw null;
        public object? GetValue(long index1, long index2, long index3) => throw null;
        public object? GetValue(params long[] indices) => throw null;
        public static int IndexOf(Array array, object? value) => throw null;
        public static int IndexOf(Array array, object? value, int startIndex) => throw null;
        public static int IndexOf(Array array, object? value, int startIndex, int count) => throw null;
        public static int IndexOf<T>(T[] array, T value) => throw null;
        public static int IndexOf<T>(T[] array, T value, int startIndex) => throw null;
        public static int IndexOf<T>(T[] array, T value, int startIndex, int count) => throw null;
        public void Initialize() { }
        public static int LastIndexOf(Array array, object? value) => throw null;
        public static int LastIndexOf(Array array, object? value, int startIndex) => throw null;
        public static int LastIndexOf(Array array, object? value, int startIndex, int count) => throw null;
        public static int LastIndexOf<T>(T[] array, T value) => throw null;
        public static int LastIndexOf<T>(T[] array, T value, int startIndex) => throw null;
        public static int LastIndexOf<T>(T[] array, T value, int startIndex, int count) => throw null;
        public static void Resize<T>([NotNull] ref T[]? array, int newSize) { }
        public static void Reverse(Array array) { }
        public static void Reverse(Array array, int index, int length) { }
        public static void Reverse<T>(T[] array) { }
        public static void Reverse<T>(T[] array, int index, int length) { }
        public void SetValue(object? value, int index) { }
        public void SetValue(object? value, int index1, int index2) { }
        public void SetValue(object? value, int index1, int index2, int index3) { }
        public void SetValue(object? value, params int[] indices) { }
        public void SetValue(object? value, long index) { }
        public void SetValue(object? value, long index1, long index2) { }
        public void SetValue(object? value, long index1, long index2, long index3) { }
        public void SetValue(object? value, params long[] indices) { }
        public static void Sort(Array array) { }
        public static void Sort(Array keys, Array? items) { }
        public static void Sort(Array keys, Array? items, IComparer? comparer) { }
        public static void Sort(Array keys, Array? items, int index, int length) { }
        public static void Sort(Array keys, Array? items, int index, int length, IComparer? comparer) { }
        public static void Sort(Array array, IComparer? comparer) { }
        public static void Sort(Array array, int index, int length) { }
        public static void Sort(Array array, int index, int length, IComparer? comparer) { }
        public static void Sort<T>(T[] array) { }
        public static void Sort<T>(T[] array, IComparer<T>? comparer) { }
        public static void Sort<T>(T[] array, Comparison<T> comparison) { }
        public static void Sort<T>(T[] array, int index, int length) { }
        public static void Sort<T>(T[] array, int index, int length, IComparer<T>? comparer) { }
        public static void Sort<TKey, TValue>(TKey[] keys, TValue[]? items) { }
        public static void Sort<TKey, TValue>(TKey[] keys, TValue[]? items, IComparer<TKey>? comparer) { }
        public static void Sort<TKey, TValue>(TKey[] keys, TValue[]? items, int index, int length) { }
        public static void Sort<TKey, TValue>(TKey[] keys, TValue[]? items, int index, int length, IComparer<TKey>? comparer) { }
        public static bool TrueForAll<T>(T[] array, Predicate<T> match) => throw null;
        int IList.Add(object? value) => throw null;
        void IList.Clear() { }
        bool IList.Contains(object? value) => throw null;
        int IList.IndexOf(object? value) => throw null;
        void IList.Insert(int index, object? value) { }
        void IList.Remove(object? value) { }
        void IList.RemoveAt(int index) { }
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
    }

    public readonly struct ArraySegment<T> : IList<T>, ICollection<T>, IEnumerable<T>, IEnumerable, IReadOnlyList<T>, IReadOnlyCollection<T>
    {
        public ArraySegment(T[] array) { }
        public ArraySegment(T[] array, int offset, int count) { }
        public T[]? Array { get => throw null; }
        public int Count { get => throw null; }
        public static ArraySegment<T> Empty { get => throw null; }
        public T this[int index] { get => throw null; set { } }
        public int Offset { get => throw null; }
        bool ICollection<T>.IsReadOnly { get => throw null; }
        T IReadOnlyList<T>.this[int index] { get => throw null; }
        public void CopyTo(ArraySegment<T> destination) { }
        public void CopyTo(T[] destination) { }
        public void CopyTo(T[] destination, int destinationIndex) { }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ArraySegment<T> obj) => throw null;
        public ArraySegment<T>.Enumerator GetEnumerator() => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(ArraySegment<T> a, ArraySegment<T> b) => throw null;
        public static bool operator !=(ArraySegment<T> a, ArraySegment<T> b) => throw null;
        public static implicit operator ArraySegment<T>(T[] array) => throw null;
        public ArraySegment<T> Slice(int index) => throw null;
        public ArraySegment<T> Slice(int index, int count) => throw null;
        public T[] ToArray() => throw null;
        void ICollection<T>.Add(T item) { }
        void ICollection<T>.Clear() { }
        bool ICollection<T>.Contains(T item) => throw null;
        bool ICollection<T>.Remove(T item) => throw null;
        IEnumerator<T> IEnumerable<T>.GetEnumerator() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        int IList<T>.IndexOf(T item) => throw null;
        void IList<T>.Insert(int index, T item) { }
        void IList<T>.RemoveAt(int index) { }

        public struct Enumerator : IEnumerator<T>, IEnumerator, IDisposable
        {
            public T Current { get => throw null; }
            object? IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }
    }

    public abstract class Delegate : ICloneable
    {
        protected Delegate(object target, string method) { }
        protected Delegate(Type target, string method) { }
        public MethodInfo Method { get => throw null; }
        public object? Target { get => throw null; }
        public virtual object Clone() => throw null;
        public static Delegate? Combine(Delegate? a, Delegate? b) => throw null;
        public static Delegate? Combine(params Delegate?[]? delegates) => throw null;
        protected virtual Delegate CombineImpl(Delegate? d) => throw null;
        public static Delegate? CreateDelegate(Type type, object? firstArgument, MethodInfo method, bool throwOnBindFailure) => throw null;
        public static Delegate CreateDelegate(Type type, object? firstArgument, MethodInfo method) => throw null;
        public static Delegate CreateDelegate(Type type, object target, string method) => throw null;
        public static Delegate CreateDelegate(Type type, object target, string method, bool ignoreCase) => throw null;
        public static Delegate CreateDelegate(Type type, MethodInfo method) => throw null;
        public static Delegate? CreateDelegate(Type type, MethodInfo method, bool throwOnBindFailure) => throw null;
        public static Delegate CreateDelegate(Type type, Type target, string method) => throw null;
        public object? DynamicInvoke(params object?[]? args) => throw null;
        protected virtual object? DynamicInvokeImpl(object?[]? args) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public virtual Delegate[] GetInvocationList() => throw null;
        protected virtual MethodInfo GetMethodImpl() => throw null;
        public static bool operator ==(Delegate? d1, Delegate? d2) => throw null;
        public static bool operator !=(Delegate? d1, Delegate? d2) => throw null;
        public static Delegate? Remove(Delegate? source, Delegate? value) => throw null;
        public static Delegate? RemoveAll(Delegate? source, Delegate? value) => throw null;
        protected virtual Delegate? RemoveImpl(Delegate d) => throw null;
    }

    public abstract class MulticastDelegate : Delegate
    {
        protected MulticastDelegate(object target, string method) : base(target, method) { }
        protected MulticastDelegate(Type target, string method) : base(target, method) { }
        protected sealed override Delegate CombineImpl(Delegate? follow) => throw null;
        public sealed override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public sealed override int GetHashCode() => throw null;
        public sealed override Delegate[] GetInvocationList() => throw null;
        protected override MethodInfo GetMethodImpl() => throw null;
        public static bool operator ==(MulticastDelegate? d1, MulticastDelegate? d2) => throw null;
        public static bool operator !=(MulticastDelegate? d1, MulticastDelegate? d2) => throw null;
        protected sealed override Delegate? RemoveImpl(Delegate value) => throw null;
    }

    /// <summary>Represents type declarations.</summary>
    public abstract class Type : MemberInfo
    {
        public static readonly char Delimiter;
        public static readonly Type[] EmptyTypes;
        public static readonly object Missing;
        protected Type() { }
        public abstract Assembly Assembly { get; }
        public abstract string? AssemblyQualifiedName { get; }
        public TypeAttributes Attributes { get => throw null; }
        public abstract Type? BaseType { get; }
        public virtual bool ContainsGenericParameters { get => throw null; }
        public virtual MethodBase? DeclaringMethod { get => throw null; }
        public override Type? DeclaringType { get => throw null; }
        public static Binder DefaultBinder { get => throw null; }
        public abstract string? FullName { get; }
        public virtual int GenericParameterPosition { get => throw null; }
        public virtual Type[] GenericTypeArguments { get => throw null; }
        public abstract Guid GUID { get; }
        public bool HasElementType { get => throw null; }
        public bool IsAbstract { get => throw null; }
        public bool IsArray { get => throw null; }
        public bool IsByRef { get => throw null; }
        public virtual bool IsByRefLike { get => throw null; }
        public bool IsClass { get => throw null; }
        public virtual bool IsConstructedGenericType { get => throw null; }
        public virtual bool IsEnum { get => throw null; }
        public virtual bool IsGenericMethodParameter { get => throw null; }
        public virtual bool IsGenericParameter { get => throw null; }
        public virtual bool IsGenericType { get => throw null; }
        public virtual bool IsGenericTypeDefinition { get => throw null; }
        public virtual bool IsGenericTypeParameter { get => throw null; }
        public bool IsInterface { get => throw null; }
        public bool IsNested { get => throw null; }
        public bool IsNestedAssembly { get => throw null; }
        public bool IsNestedPrivate { get => throw null; }
        public bool IsNestedPublic { get => throw null; }
        public bool IsNotPublic { get => throw null; }
        public bool IsPointer { get => throw null; }
        public bool IsPrimitive { get => throw null; }
        public bool IsPublic { get => throw null; }
        public bool IsSealed { get => throw null; }
        public virtual bool IsSerializable { get => throw null; }
        public virtual bool IsSZArray { get => throw null; }
        public bool IsValueType { get => throw null; }
        public virtual bool IsVariableBoundArray { get => throw null; }
        public bool IsVisible { get => throw null; }
        public override MemberTypes MemberType { get => throw null; }
        public abstract new Module Module { get; }
        public abstract string? Namespace { get; }
        public override Type? ReflectedType { get => throw null; }
        public virtual RuntimeTypeHandle TypeHandle { get => throw null; }
        public abstract Type UnderlyingSystemType { get; }
        public override bool Equals(object? o) => throw null;
        public virtual bool Equals(Type? o) => throw null;
        public virtual int GetArrayRank() => throw null;
        public ConstructorInfo? GetConstructor(BindingFlags bindingAttr, Type[] types) => throw null;
        public ConstructorInfo? GetConstructor(Type[] types) => throw null;
        public ConstructorInfo[] GetConstructors() => throw null;
        public abstract ConstructorInfo[] GetConstructors(BindingFlags bindingAttr);
        public virtual MemberInfo[] GetDefaultMembers() => throw null;
        public abstract Type? GetElementType();
        public virtual string? GetEnumName(object value) => throw null;
        public virtual string[] GetEnumNames() => throw null;
        public virtual Type GetEnumUnderlyingType() => throw null;
        public virtual Array GetEnumValues() => throw null;
        public virtual Array GetEnumValuesAsUnderlyingType() => throw null;
        public EventInfo? GetEvent(string name) => throw null;
        public abstract EventInfo? GetEvent(string name, BindingFlags bindingAttr);
        public virtual EventInfo[] GetEvents() => throw null;
        public abstract EventInfo[] GetEvents(BindingFlags bindingAttr);
        public FieldInfo? GetField(string name) => throw null;
        public abstract FieldInfo? GetField(string name, BindingFlags bindingAttr);
        public FieldInfo[] GetFields() => throw null;
        public abstract FieldInfo[] GetFields(BindingFlags bindingAttr);
        public virtual Type[] GetGenericArguments() => throw null;
        public virtual Type[] GetGenericParameterConstraints() => throw null;
        public virtual Type GetGenericTypeDefinition() => throw null;
        public override int GetHashCode() => throw null;
        public Type? GetInterface(string name) => throw null;
        public abstract Type? GetInterface(string name, bool ignoreCase);
        public abstract Type[] GetInterfaces();
        public MemberInfo[] GetMember(string name) => throw null;
        public virtual MemberInfo[] GetMember(string name, BindingFlags bindingAttr) => throw null;
        public MemberInfo[] GetMembers() => throw null;
        public abstract MemberInfo[] GetMembers(BindingFlags bindingAttr);
        public MethodInfo? GetMethod(string name) => throw null;
        public MethodInfo? GetMethod(string name, BindingFlags bindingAttr) => throw null;
        public MethodInfo? GetMethod(string name, BindingFlags bindingAttr, Type[] types) => throw null;
        public MethodInfo? GetMethod(string name, Type[] types) => throw null;
        public MethodInfo? GetMethod(string name, int genericParameterCount, Type[] types) => throw null;
        public MethodInfo[] GetMethods() => throw null;
        public abstract MethodInfo[] GetMethods(BindingFlags bindingAttr);
        public Type? GetNestedType(string name) => throw null;
        public abstract Type? GetNestedType(string name, BindingFlags bindingAttr);
        public Type[] GetNestedTypes() => throw null;
        public abstract Type[] GetNestedTypes(BindingFlags bindingAttr);
        public PropertyInfo[] GetProperties() => throw null;
        public abstract PropertyInfo[] GetProperties(BindingFlags bindingAttr);
        public PropertyInfo? GetProperty(string name) => throw null;
        public PropertyInfo? GetProperty(string name, BindingFlags bindingAttr) => throw null;
        public PropertyInfo? GetProperty(string name, Type? returnType) => throw null;
        public PropertyInfo? GetProperty(string name, Type? returnType, Type[] types) => throw null;
        public PropertyInfo? GetProperty(string name, Type[] types) => throw null;
        public new Type GetType() => throw null;
        public static Type? GetType(string typeName) => throw null;
        public static Type? GetType(string typeName, bool throwOnError) => throw null;
        public static Type? GetType(string typeName, bool throwOnError, bool ignoreCase) => throw null;
        public static Type[] GetTypeArray(object[] args) => throw null;
        public static TypeCode GetTypeCode(Type? type) => throw null;
        public static Type GetTypeFromHandle(RuntimeTypeHandle handle) => throw null;
        public static RuntimeTypeHandle GetTypeHandle(object o) => throw null;
        public virtual bool IsAssignableFrom([NotNullWhen(true)] Type? c) => throw null;
        public bool IsAssignableTo([NotNullWhen(true)] Type? targetType) => throw null;
        public virtual bool IsEnumDefined(object value) => throw null;
        public virtual bool IsEquivalentTo([NotNullWhen(true)] Type? other) => throw null;
        public virtual bool IsInstanceOfType([NotNullWhen(true)] object? o) => throw null;
        public virtual bool IsSubclassOf(Type c) => throw null;
        public virtual Type MakeArrayType() => throw null;
        public virtual Type MakeArrayType(int rank) => throw null;
        public virtual Type MakeByRefType() => throw null;
        public static Type MakeGenericMethodParameter(int position) => throw null;
        public virtual Type MakeGenericType(params Type[] typeArguments) => throw null;
        public virtual Type MakePointerType() => throw null;
        public static bool operator ==(Type? left, Type? right) => throw null;
        public static bool operator !=(Type? left, Type? right) => throw null;
        public override string ToString() => throw null;
    }

    public struct RuntimeTypeHandle : IEquatable<RuntimeTypeHandle>
    {
        public IntPtr Value { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public bool Equals(RuntimeTypeHandle handle) => throw null;
        public static RuntimeTypeHandle FromIntPtr(IntPtr value) => throw null;
        public override int GetHashCode() => throw null;
        public static IntPtr ToIntPtr(RuntimeTypeHandle value) => throw null;
        public static bool operator ==(RuntimeTypeHandle left, RuntimeTypeHandle right) => throw null;
        public static bool operator !=(RuntimeTypeHandle left, RuntimeTypeHandle right) => throw null;
    }

    public struct RuntimeMethodHandle : IEquatable<RuntimeMethodHandle>
    {
        public IntPtr Value { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public bool Equals(RuntimeMethodHandle handle) => throw null;
        public IntPtr GetFunctionPointer() => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(RuntimeMethodHandle left, RuntimeMethodHandle right) => throw null;
        public static bool operator !=(RuntimeMethodHandle left, RuntimeMethodHandle right) => throw null;
    }

    public struct RuntimeFieldHandle : IEquatable<RuntimeFieldHandle>
    {
        public IntPtr Value { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public bool Equals(RuntimeFieldHandle handle) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(RuntimeFieldHandle left, RuntimeFieldHandle right) => throw null;
        public static bool operator !=(RuntimeFieldHandle left, RuntimeFieldHandle right) => throw null;
    }

    public struct Nullable<T> where T : struct
    {
        public Nullable(T value) { }
        public readonly bool HasValue { get => throw null; }
        public readonly T Value { get => throw null; }
        public override bool Equals(object? other) => throw null;
        public override int GetHashCode() => throw null;
        public readonly T GetValueOrDefault() => throw null;
        public readonly T GetValueOrDefault(T defaultValue) => throw null;
        public static explicit operator T(T? value) => throw null;
        public static implicit operator T?(T value) => throw null;
        public override string? ToString() => throw null;
    }

    public static class Nullable
    {
        public static int Compare<T>(T? n1, T? n2) where T : struct => throw null;
        public static bool Equals<T>(T? n1, T? n2) where T : struct => throw null;
        public static Type? GetUnderlyingType(Type nullableType) => throw null;
        public static ref readonly T GetValueRefOrDefaultRef<T>(ref readonly T? nullable) where T : struct => throw null;
    }

    // Attributes

    [AttributeUsage(AttributeTargets.All, Inherited = true, AllowMultiple = false)]
    public abstract class Attribute
    {
        protected Attribute() { }
        public virtual object TypeId { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public static Attribute? GetCustomAttribute(Assembly element, Type attributeType) => throw null;
        public static Attribute? GetCustomAttribute(Assembly element, Type attributeType, bool inherit) => throw null;
        public static Attribute? GetCustomAttribute(MemberInfo element, Type attributeType) => throw null;
        public static Attribute? GetCustomAttribute(MemberInfo element, Type attributeType, bool inherit) => throw null;
        public static Attribute? GetCustomAttribute(Module element, Type attributeType) => throw null;
        public static Attribute? GetCustomAttribute(ParameterInfo element, Type attributeType) => throw null;
        public static Attribute? GetCustomAttribute(ParameterInfo element, Type attributeType, bool inherit) => throw null;
        public static Attribute[] GetCustomAttributes(Assembly element) => throw null;
        public static Attribute[] GetCustomAttributes(Assembly element, Type attributeType) => throw null;
        public static Attribute[] GetCustomAttributes(MemberInfo element) => throw null;
        public static Attribute[] GetCustomAttributes(MemberInfo element, bool inherit) => throw null;
        public static Attribute[] GetCustomAttributes(MemberInfo element, Type attributeType) => throw null;
        public static Attribute[] GetCustomAttributes(MemberInfo element, Type attributeType, bool inherit) => throw null;
        public static Attribute[] GetCustomAttributes(ParameterInfo element) => throw null;
        public static Attribute[] GetCustomAttributes(ParameterInfo element, Type attributeType) => throw null;
        public override int GetHashCode() => throw null;
        public virtual bool IsDefaultAttribute() => throw null;
        public static bool IsDefined(Assembly element, Type attributeType) => throw null;
        public static bool IsDefined(Assembly element, Type attributeType, bool inherit) => throw null;
        public static bool IsDefined(MemberInfo element, Type attributeType) => throw null;
        public static bool IsDefined(MemberInfo element, Type attributeType, bool inherit) => throw null;
        public static bool IsDefined(Module element, Type attributeType) => throw null;
        public static bool IsDefined(ParameterInfo element, Type attributeType) => throw null;
        public static bool IsDefined(ParameterInfo element, Type attributeType, bool inherit) => throw null;
        public virtual bool Match(object? obj) => throw null;
    }

    [Flags]
    public enum AttributeTargets
    {
        Assembly = 1,
        Module = 2,
        Class = 4,
        Struct = 8,
        Enum = 16,
        Constructor = 32,
        Method = 64,
        Property = 128,
        Field = 256,
        Event = 512,
        Interface = 1024,
        Parameter = 2048,
        Delegate = 4096,
        ReturnValue = 8192,
        GenericParameter = 16384,
        All = 32767,
    }

    [AttributeUsage(AttributeTargets.Class, Inherited = true)]
    public sealed class AttributeUsageAttribute : Attribute
    {
        public AttributeUsageAttribute(AttributeTargets validOn) { }
        public bool AllowMultiple { get => throw null; set { } }
        public bool Inherited { get => throw null; set { } }
        public AttributeTargets ValidOn { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Event | AttributeTargets.Interface | AttributeTargets.Delegate, Inherited = false)]
    public sealed class ObsoleteAttribute : Attribute
    {
        public ObsoleteAttribute() { }
        public ObsoleteAttribute(string? message) { }
        public ObsoleteAttribute(string? message, bool error) { }
        public string? DiagnosticId { get => throw null; set { } }
        public bool IsError { get => throw null; }
        public string? Message { get => throw null; }
        public string? UrlFormat { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Delegate, Inherited = false)]
    public sealed class SerializableAttribute : Attribute
    {
        public SerializableAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Field, Inherited = false)]
    public sealed class NonSerializedAttribute : Attribute
    {
        public NonSerializedAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Enum, Inherited = false)]
    public class FlagsAttribute : Attribute
    {
        public FlagsAttribute() { }
    }

    [AttributeUsage(AttributeTargets.All, Inherited = true, AllowMultiple = false)]
    public sealed class CLSCompliantAttribute : Attribute
    {
        public CLSCompliantAttribute(bool isCompliant) { }
        public bool IsCompliant { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = true, AllowMultiple = false)]
    public sealed class ParamArrayAttribute : Attribute
    {
        public ParamArrayAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Field, Inherited = false)]
    public class ThreadStaticAttribute : Attribute
    {
        public ThreadStaticAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class STAThreadAttribute : Attribute
    {
        public STAThreadAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class MTAThreadAttribute : Attribute
    {
        public MTAThreadAttribute() { }
    }

    // Core interfaces

    public interface IDisposable
    {
        void Dispose();
    }

    public interface IAsyncDisposable
    {
        ValueTask DisposeAsync();
    }

    public interface IComparable
    {
        int CompareTo(object? obj);
    }

    public interface IComparable<in T>
    {
        int CompareTo(T? other);
    }

    public interface IEquatable<T>
    {
        bool Equals(T? other);
    }

    public interface IFormattable
    {
        string ToString(string? format, IFormatProvider? formatProvider);
    }

    public interface ISpanFormattable : IFormattable
    {
        bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format, IFormatProvider? provider);
    }

    public interface IFormatProvider
    {
        object? GetFormat(Type? formatType);
    }

    public interface ICustomFormatter
    {
        string Format(string? format, object? arg, IFormatProvider? formatProvider);
    }

    public interface ICloneable
    {
        object Clone();
    }

    public interface IServiceProvider
    {
        object? GetService(Type serviceType);
    }

    public interface IObservable<out T>
    {
        IDisposable Subscribe(IObserver<T> observer);
    }

    public interface IObserver<in T>
    {
        void OnCompleted();
        void OnError(Exception error);
        void OnNext(T value);
    }

    public interface IProgress<in T>
    {
        void Report(T value);
    }

    public class Progress<T> : IProgress<T>
    {
        public Progress() { }
        public Progress(Action<T> handler) { }
        public event EventHandler<T>? ProgressChanged;
        protected virtual void OnReport(T value) { }
        void IProgress<T>.Report(T value) { }
    }

    public interface IAsyncResult
    {
        object? AsyncState { get; }
        WaitHandle AsyncWaitHandle { get; }
        bool CompletedSynchronously { get; }
        bool IsCompleted { get; }
    }

    public class EventArgs
    {
        public static readonly EventArgs Empty;
        public EventArgs() { }
    }

    public class UnhandledExceptionEventArgs : EventArgs
    {
        public UnhandledExceptionEventArgs(object exception, bool isTerminating) { }
        public object ExceptionObject { get => throw null; }
        public bool IsTerminating { get => throw null; }
    }

    public delegate void UnhandledExceptionEventHandler(object sender, UnhandledExceptionEventArgs e);

    public class ResolveEventArgs : EventArgs
    {
        public ResolveEventArgs(string name) { }
        public ResolveEventArgs(string name, Assembly? requestingAssembly) { }
        public string Name { get => throw null; }
        public Assembly? RequestingAssembly { get => throw null; }
    }

    public delegate Assembly? ResolveEventHandler(object? sender, ResolveEventArgs args);

    // Runtime services

    public sealed class Lazy<T>
    {
        public Lazy() { }
        public Lazy(bool isThreadSafe) { }
        public Lazy(Func<T> valueFactory) { }
        public Lazy(Func<T> valueFactory, bool isThreadSafe) { }
        public Lazy(Func<T> valueFactory, LazyThreadSafetyMode mode) { }
        public Lazy(LazyThreadSafetyMode mode) { }
        public Lazy(T value) { }
        public bool IsValueCreated { get => throw null; }
        public T Value { get => throw null; }
        public override string? ToString() => throw null;
    }

    public sealed class WeakReference<T> where T : class?
    {
        public WeakReference(T target) { }
        public WeakReference(T target, bool trackResurrection) { }
        public void SetTarget(T target) { }
        public bool TryGetTarget([MaybeNullWhen(false), NotNullWhen(true)] out T target) => throw null;
    }

    public class WeakReference
    {
        public WeakReference(object? target) { }
        public WeakReference(object? target, bool trackResurrection) { }
        public virtual bool IsAlive { get => throw null; }
        public virtual object? Target { get => throw null; set { } }
        public virtual bool TrackResurrection { get => throw null; }
    }

    public class Random
    {
        public Random() { }
        public Random(int Seed) { }
        public static Random Shared { get => throw null; }
        public T[] GetItems<T>(ReadOnlySpan<T> choices, int length) => throw null;
        public void GetItems<T>(ReadOnlySpan<T> choices, Span<T> destination) { }
        public T[] GetItems<T>(T[] choices, int length) => throw null;
        public virtual int Next() => throw null;
        public virtual int Next(int maxValue) => throw null;
        public virtual int Next(int minValue, int maxValue) => throw null;
        public virtual void NextBytes(byte[] buffer) { }
        public virtual void NextBytes(Span<byte> buffer) { }
        public virtual double NextDouble() => throw null;
        public virtual long NextInt64() => throw null;
        public virtual long NextInt64(long maxValue) => throw null;
        public virtual long NextInt64(long minValue, long maxValue) => throw null;
        public virtual float NextSingle() => throw null;
        protected virtual double Sample() => throw null;
        public void Shuffle<T>(Span<T> values) { }
        public void Shuffle<T>(T[] values) { }
    }

    public static class GC
    {
        public static int MaxGeneration { get => throw null; }
        public static void AddMemoryPressure(long bytesAllocated) { }
        public static T[] AllocateArray<T>(int length, bool pinned = false) => throw null;
        public static T[] AllocateUninitializedArray<T>(int length, bool pinned = false) => throw null;
        public static void Collect() { }
        public static void Collect(int generation) { }
        public static void Collect(int generation, GCCollectionMode mode) { }
        public static void Collect(int generation, GCCollectionMode mode, bool blocking) { }
        public static void Collect(int generation, GCCollectionMode mode, bool blocking, bool compacting) { }
        public static int CollectionCount(int generation) => throw null;
        public static long GetAllocatedBytesForCurrentThread() => throw null;
        public static int GetGeneration(object obj) => throw null;
        public static int GetGeneration(WeakReference wo) => throw null;
        public static long GetTotalAllocatedBytes(bool precise = false) => throw null;
        public static long GetTotalMemory(bool forceFullCollection) => throw null;
        public static void KeepAlive(object? obj) { }
        public static void ReRegisterForFinalize(object obj) { }
        public static void RemoveMemoryPressure(long bytesAllocated) { }
        public static void SuppressFinalize(object obj) { }
        public static void WaitForPendingFinalizers() { }
    }

    public enum GCCollectionMode
    {
        Default = 0,
        Forced = 1,
        Optimized = 2,
        Aggressive = 3,
    }

    public static class Activator
    {
        public static object? CreateInstance(Type type) => throw null;
        public static object? CreateInstance(Type type, bool nonPublic) => throw null;
        public static object? CreateInstance(Type type, params object?[]? args) => throw null;
        public static object? CreateInstance(Type type, object?[]? args, object?[]? activationAttributes) => throw null;
        public static object? CreateInstance(Type type, BindingFlags bindingAttr, Binder? binder, object?[]? args, CultureInfo? culture) => throw null;
        public static T CreateInstance<T>() => throw null;
    }

    public static class Environment
    {
        public static string CommandLine { get => throw null; }
        public static string CurrentDirectory { get => throw null; set { } }
        public static int CurrentManagedThreadId { get => throw null; }
        public static int ExitCode { get => throw null; set { } }
        public static bool HasShutdownStarted { get => throw null; }
        public static bool Is64BitOperatingSystem { get => throw null; }
        public static bool Is64BitProcess { get => throw null; }
        public static bool IsPrivilegedProcess { get => throw null; }
        public static string MachineName { get => throw null; }
        public static string NewLine { get => throw null; }
        public static OperatingSystem OSVersion { get => throw null; }
        public static int ProcessId { get => throw null; }
        public static int ProcessorCount { get => throw null; }
        public static string? ProcessPath { get => throw null; }
        public static string StackTrace { get => throw null; }
        public static string SystemDirectory { get => throw null; }
        public static int SystemPageSize { get => throw null; }
        public static int TickCount { get => throw null; }
        public static long TickCount64 { get => throw null; }
        public static string UserDomainName { get => throw null; }
        public static bool UserInteractive { get => throw null; }
        public static string UserName { get => throw null; }
        public static Version Version { get => throw null; }
        public static long WorkingSet { get => throw null; }
        [DoesNotReturn]
        public static void Exit(int exitCode) => throw null;
        public static string ExpandEnvironmentVariables(string name) => throw null;
        [DoesNotReturn]
        public static void FailFast(string? message) => throw null;
        [DoesNotReturn]
        public static void FailFast(string? message, Exception? exception) => throw null;
        public static string[] GetCommandLineArgs() => throw null;
        public static string? GetEnvironmentVariable(string variable) => throw null;
        public static string? GetEnvironmentVariable(string variable, EnvironmentVariableTarget target) => throw null;
        public static IDictionary GetEnvironmentVariables() => throw null;
        public static IDictionary GetEnvironmentVariables(EnvironmentVariableTarget target) => throw null;
        public static string GetFolderPath(Environment.SpecialFolder folder) => throw null;
        public static string GetFolderPath(Environment.SpecialFolder folder, Environment.SpecialFolderOption option) => throw null;
        public static string[] GetLogicalDrives() => throw null;
        public static void SetEnvironmentVariable(string variable, string? value) { }
        public static void SetEnvironmentVariable(string variable, string? value, EnvironmentVariableTarget target) { }

        public enum SpecialFolder
        {
            Desktop = 0,
            Programs = 2,
            MyDocuments = 5,
            Personal = 5,
            Favorites = 6,
            Startup = 7,
            Recent = 8,
            SendTo = 9,
            StartMenu = 11,
            MyMusic = 13,
            MyVideos = 14,
            DesktopDirectory = 16,
            MyComputer = 17,
            NetworkShortcuts = 19,
            Fonts = 20,
            Templates = 21,
            CommonStartMenu = 22,
            CommonPrograms = 23,
            CommonStartup = 24,
            CommonDesktopDirectory = 25,
            ApplicationData = 26,
            PrinterShortcuts = 27,
            LocalApplicationData = 28,
            InternetCache = 32,
            Cookies = 33,
            History = 34,
            CommonApplicationData = 35,
            Windows = 36,
            System = 37,
            ProgramFiles = 38,
            MyPictures = 39,
            UserProfile = 40,
            SystemX86 = 41,
            ProgramFilesX86 = 42,
            CommonProgramFiles = 43,
            CommonProgramFilesX86 = 44,
            CommonTemplates = 45,
            CommonDocuments = 46,
            CommonAdminTools = 47,
            AdminTools = 48,
            CommonMusic = 53,
            CommonPictures = 54,
            CommonVideos = 55,
            Resources = 56,
            LocalizedResources = 57,
            CommonOemLinks = 58,
            CDBurning = 59,
        }

        public enum SpecialFolderOption
        {
            None = 0,
            DoNotVerify = 16384,
            Create = 32768,
        }
    }

    public enum EnvironmentVariableTarget
    {
        Process = 0,
        User = 1,
        Machine = 2,
    }

    public sealed class OperatingSystem : ICloneable
    {
        public OperatingSystem(PlatformID platform, Version version) { }
        public PlatformID Platform { get => throw null; }
        public string ServicePack { get => throw null; }
        public Version Version { get => throw null; }
        public string VersionString { get => throw null; }
        public object Clone() => throw null;
        public static bool IsAndroid() => throw null;
        public static bool IsBrowser() => throw null;
        public static bool IsFreeBSD() => throw null;
        public static bool IsIOS() => throw null;
        public static bool IsLinux() => throw null;
        public static bool IsMacCatalyst() => throw null;
        public static bool IsMacOS() => throw null;
        public static bool IsOSPlatform(string platform) => throw null;
        public static bool IsOSPlatformVersionAtLeast(string platform, int major, int minor = 0, int build = 0, int revision = 0) => throw null;
        public static bool IsTvOS() => throw null;
        public static bool IsWasi() => throw null;
        public static bool IsWatchOS() => throw null;
        public static bool IsWindows() => throw null;
        public static bool IsWindowsVersionAtLeast(int major, int minor = 0, int build = 0, int revision = 0) => throw null;
        public override string ToString() => throw null;
    }

    public enum PlatformID
    {
        Win32S = 0,
        Win32Windows = 1,
        Win32NT = 2,
        WinCE = 3,
        Unix = 4,
        Xbox = 5,
        MacOSX = 6,
        Other = 7,
    }

    public sealed class AppDomain : MarshalByRefObject
    {
        internal AppDomain() { }
        public string BaseDirectory { get => throw null; }
        public static AppDomain CurrentDomain { get => throw null; }
        public string FriendlyName { get => throw null; }
        public int Id { get => throw null; }
        public string? RelativeSearchPath { get => throw null; }
        public event ResolveEventHandler? AssemblyResolve;
        public event EventHandler? DomainUnload;
        public event EventHandler? ProcessExit;
        public event UnhandledExceptionEventHandler? UnhandledException;
        public Assembly[] GetAssemblies() => throw null;
        public override string ToString() => throw null;
    }

    public static class AppContext
    {
        public static string BaseDirectory { get => throw null; }
        public static string? TargetFrameworkName { get => throw null; }
        public static object? GetData(string name) => throw null;
        public static void SetData(string name, object? data) { }
        public static void SetSwitch(string switchName, bool isEnabled) { }
        public static bool TryGetSwitch(string switchName, out bool isEnabled) => throw null;
    }

    public static class Console
    {
        public static ConsoleColor BackgroundColor { get => throw null; set { } }
        public static int BufferHeight { get => throw null; set { } }
        public static int BufferWidth { get => throw null; set { } }
        public static bool CapsLock { get => throw null; }
        public static int CursorLeft { get => throw null; set { } }
        public static int CursorSize { get => throw null; set { } }
        public static int CursorTop { get => throw null; set { } }
        public static bool CursorVisible { get => throw null; set { } }
        public static IO.TextWriter Error { get => throw null; }
        public static ConsoleColor ForegroundColor { get => throw null; set { } }
        public static IO.TextReader In { get => throw null; }
        public static Encoding InputEncoding { get => throw null; set { } }
        public static bool IsErrorRedirected { get => throw null; }
        public static bool IsInputRedirected { get => throw null; }
        public static bool IsOutputRedirected { get => throw null; }
        public static bool KeyAvailable { get => throw null; }
        public static int LargestWindowHeight { get => throw null; }
        public static int LargestWindowWidth { get => throw null; }
        public static bool NumberLock { get => throw null; }
        public static IO.TextWriter Out { get => throw null; }
        public static Encoding OutputEncoding { get => throw null; set { } }
        public static string Title { get => throw null; set { } }
        public static bool TreatControlCAsInput { get => throw null; set { } }
        public static int WindowHeight { get => throw null; set { } }
        public static int WindowLeft { get => throw null; set { } }
        public static int WindowTop { get => throw null; set { } }
        public static int WindowWidth { get => throw null; set { } }
        public static event ConsoleCancelEventHandler? CancelKeyPress;
        public static void Beep() { }
        public static void Clear() { }
        public static (int Left, int Top) GetCursorPosition() => throw null;
        public static IO.Stream OpenStandardError() => throw null;
        public static IO.Stream OpenStandardInput() => throw null;
        public static IO.Stream OpenStandardOutput() => throw null;
        public static int Read() => throw null;
        public static ConsoleKeyInfo ReadKey() => throw null;
        public static ConsoleKeyInfo ReadKey(bool intercept) => throw null;
        public static string? ReadLine() => throw null;
        public static void ResetColor() { }
        public static void SetCursorPosition(int left, int top) { }
        public static void SetError(IO.TextWriter newError) { }
        public static void SetIn(IO.TextReader newIn) { }
        public static void SetOut(IO.TextWriter newOut) { }
        public static void SetWindowSize(int width, int height) { }
        public static void Write(bool value) { }
        public static void Write(char value) { }
        public static void Write(char[]? buffer) { }
        public static void Write(char[] buffer, int index, int count) { }
        public static void Write(decimal value) { }
        public static void Write(double value) { }
        public static void Write(int value) { }
        public static void Write(long value) { }
        public static void Write(object? value) { }
        public static void Write(float value) { }
        public static void Write(string? value) { }
        public static void Write(string format, object? arg0) { }
        public static void Write(string format, object? arg0, object? arg1) { }
        public static void Write(string format, object? arg0, object? arg1, object? arg2) { }
        public static void Write(string format, params object?[]? arg) { }
        public static void Write(uint value) { }
        public static void Write(ulong value) { }
        public static void WriteLine() { }
        public static void WriteLine(bool value) { }
        public static void WriteLine(char value) { }
        public static void WriteLine(char[]? buffer) { }
        public static void WriteLine(char[] buffer, int index, int count) { }
        public static void WriteLine(decimal value) { }
        public static void WriteLine(double value) { }
        public static void WriteLine(int value) { }
        public static void WriteLine(long value) { }
        public static void WriteLine(object? value) { }
        public static void WriteLine(float value) { }
        public static void WriteLine(string? value) { }
        public static void WriteLine(string format, object? arg0) { }
        public static void WriteLine(string format, object? arg0, object? arg1) { }
        public static void WriteLine(string format, object? arg0, object? arg1, object? arg2) { }
        public static void WriteLine(string format, params object?[]? arg) { }
        public static void WriteLine(uint value) { }
        public static void WriteLine(ulong value) { }
    }

    public enum ConsoleColor
    {
        Black = 0,
        DarkBlue = 1,
        DarkGreen = 2,
        DarkCyan = 3,
        DarkRed = 4,
        DarkMagenta = 5,
        DarkYellow = 6,
        Gray = 7,
        DarkGray = 8,
        Blue = 9,
        Green = 10,
        Cyan = 11,
        Red = 12,
        Magenta = 13,
        Yellow = 14,
        White = 15,
    }

    public readonly struct ConsoleKeyInfo : IEquatable<ConsoleKeyInfo>
    {
        public ConsoleKeyInfo(char keyChar, ConsoleKey key, bool shift, bool alt, bool control) { }
        public ConsoleKey Key { get => throw null; }
        public char KeyChar { get => throw null; }
        public ConsoleModifiers Modifiers { get => throw null; }
        public bool Equals(ConsoleKeyInfo obj) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(ConsoleKeyInfo a, ConsoleKeyInfo b) => throw null;
        public static bool operator !=(ConsoleKeyInfo a, ConsoleKeyInfo b) => throw null;
    }

    [Flags]
    public enum ConsoleModifiers
    {
        None = 0,
        Alt = 1,
        Shift = 2,
        Control = 4,
    }

    public enum ConsoleKey
    {
        Backspace = 8,
        Tab = 9,
        Clear = 12,
        Enter = 13,
        Pause = 19,
        Escape = 27,
        Spacebar = 32,
        PageUp = 33,
        PageDown = 34,
        End = 35,
        Home = 36,
        LeftArrow = 37,
        UpArrow = 38,
        RightArrow = 39,
        DownArrow = 40,
        Select = 41,
        Print = 42,
        Execute = 43,
        PrintScreen = 44,
        Insert = 45,
        Delete = 46,
        Help = 47,
        D0 = 48,
        D1 = 49,
        D2 = 50,
        D3 = 51,
        D4 = 52,
        D5 = 53,
        D6 = 54,
        D7 = 55,
        D8 = 56,
        D9 = 57,
        A = 65,
        B = 66,
        C = 67,
        D = 68,
        E = 69,
        F = 70,
        G = 71,
        H = 72,
        I = 73,
        J = 74,
        K = 75,
        L = 76,
        M = 77,
        N = 78,
        O = 79,
        P = 80,
        Q = 81,
        R = 82,
        S = 83,
        T = 84,
        U = 85,
        V = 86,
        W = 87,
        X = 88,
        Y = 89,
        Z = 90,
        LeftWindows = 91,
        RightWindows = 92,
        Applications = 93,
        Sleep = 95,
        NumPad0 = 96,
        NumPad1 = 97,
        NumPad2 = 98,
        NumPad3 = 99,
        NumPad4 = 100,
        NumPad5 = 101,
        NumPad6 = 102,
        NumPad7 = 103,
        NumPad8 = 104,
        NumPad9 = 105,
        Multiply = 106,
        Add = 107,
        Separator = 108,
        Subtract = 109,
        Decimal = 110,
        Divide = 111,
        F1 = 112,
        F2 = 113,
        F3 = 114,
        F4 = 115,
        F5 = 116,
        F6 = 117,
        F7 = 118,
        F8 = 119,
        F9 = 120,
        F10 = 121,
        F11 = 122,
        F12 = 123,
        F13 = 124,
        F14 = 125,
        F15 = 126,
        F16 = 127,
        F17 = 128,
        F18 = 129,
        F19 = 130,
        F20 = 131,
        F21 = 132,
        F22 = 133,
        F23 = 134,
        F24 = 135,
    }

    public enum ConsoleSpecialKey
    {
        ControlC = 0,
        ControlBreak = 1,
    }

    public sealed class ConsoleCancelEventArgs : EventArgs
    {
        internal ConsoleCancelEventArgs() { }
        public bool Cancel { get => throw null; set { } }
        public ConsoleSpecialKey SpecialKey { get => throw null; }
    }

    public delegate void ConsoleCancelEventHandler(object? sender, ConsoleCancelEventArgs e);

    public readonly struct Guid : IComparable, IComparable<Guid>, IEquatable<Guid>, ISpanFormattable, IFormattable
    {
        public static readonly Guid Empty;
        public Guid(byte[] b) { }
        public Guid(int a, short b, short c, byte d, byte e, byte f, byte g, byte h, byte i, byte j, byte k) { }
        public Guid(int a, short b, short c, byte[] d) { }
        public Guid(ReadOnlySpan<byte> b) { }
        public Guid(ReadOnlySpan<byte> b, bool bigEndian) { }
        public Guid(string g) { }
        public Guid(uint a, ushort b, ushort c, byte d, byte e, byte f, byte g, byte h, byte i, byte j, byte k) { }
        public int CompareTo(Guid value) => throw null;
        public int CompareTo(object? value) => throw null;
        public bool Equals(Guid g) => throw null;
        public override bool Equals([NotNullWhen(true)] object? o) => throw null;
        public override int GetHashCode() => throw null;
        public static Guid NewGuid() => throw null;
        public static bool operator ==(Guid a, Guid b) => throw null;
        public static bool operator !=(Guid a, Guid b) => throw null;
        public static bool operator <(Guid left, Guid right) => throw null;
        public static bool operator <=(Guid left, Guid right) => throw null;
        public static bool operator >(Guid left, Guid right) => throw null;
        public static bool operator >=(Guid left, Guid right) => throw null;
        public static Guid Parse(ReadOnlySpan<char> input) => throw null;
        public static Guid Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static Guid Parse(string input) => throw null;
        public static Guid Parse(string s, IFormatProvider? provider) => throw null;
        public static Guid ParseExact(ReadOnlySpan<char> input, ReadOnlySpan<char> format) => throw null;
        public static Guid ParseExact(string input, string format) => throw null;
        public byte[] ToByteArray() => throw null;
        public byte[] ToByteArray(bool bigEndian) => throw null;
        public override string ToString() => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        bool ISpanFormattable.TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default) => throw null;
        public static bool TryParse(ReadOnlySpan<char> input, out Guid result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out Guid result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, out Guid result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out Guid result) => throw null;
        public static bool TryParseExact(ReadOnlySpan<char> input, ReadOnlySpan<char> format, out Guid result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? input, [NotNullWhen(true)] string? format, out Guid result) => throw null;
        public bool TryWriteBytes(Span<byte> destination) => throw null;
        public bool TryWriteBytes(Span<byte> destination, bool bigEndian, out int bytesWritten) => throw null;
    }

    public struct HashCode
    {
        public void Add<T>(T value) { }
        public void Add<T>(T value, IEqualityComparer<T>? comparer) { }
        public void AddBytes(ReadOnlySpan<byte> value) { }
        public static int Combine<T1>(T1 value1) => throw null;
        public static int Combine<T1, T2>(T1 value1, T2 value2) => throw null;
        public static int Combine<T1, T2, T3>(T1 value1, T2 value2, T3 value3) => throw null;
        public static int Combine<T1, T2, T3, T4>(T1 value1, T2 value2, T3 value3, T4 value4) => throw null;
        public static int Combine<T1, T2, T3, T4, T5>(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5) => throw null;
        public static int Combine<T1, T2, T3, T4, T5, T6>(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5, T6 value6) => throw null;
        public static int Combine<T1, T2, T3, T4, T5, T6, T7>(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5, T6 value6, T7 value7) => throw null;
        public static int Combine<T1, T2, T3, T4, T5, T6, T7, T8>(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5, T6 value6, T7 value7, T8 value8) => throw null;
        [Obsolete("HashCode is a mutable struct and should not be compared with other HashCodes.", true)]
        public override bool Equals(object? obj) => throw null;
        [Obsolete("HashCode is a mutable struct and should not be compared with other HashCodes. Use ToHashCode to retrieve the computed hash code.", true)]
        public override int GetHashCode() => throw null;
        public int ToHashCode() => throw null;
    }

    public class Uri
    {
        public static readonly string SchemeDelimiter;
        public static readonly string UriSchemeFile;
        public static readonly string UriSchemeFtp;
        public static readonly string UriSchemeFtps;
        public static readonly string UriSchemeGopher;
        public static readonly string UriSchemeHttp;
        public static readonly string UriSchemeHttps;
        public static readonly string UriSchemeMailto;
        public static readonly string UriSchemeNetPipe;
        public static readonly string UriSchemeNetTcp;
        public static readonly string UriSchemeNews;
        public static readonly string UriSchemeNntp;
        public static readonly string UriSchemeSftp;
        public static readonly string UriSchemeSsh;
        public static readonly string UriSchemeTelnet;
        public static readonly string UriSchemeWs;
        public static readonly string UriSchemeWss;
        public Uri(string uriString) { }
        public Uri(string uriString, UriKind uriKind) { }
        public Uri(Uri baseUri, string? relativeUri) { }
        public Uri(Uri baseUri, Uri relativeUri) { }
        public string AbsolutePath { get => throw null; }
        public string AbsoluteUri { get => throw null; }
        public string Authority { get => throw null; }
        public string DnsSafeHost { get => throw null; }
        public string Fragment { get => throw null; }
        public string Host { get => throw null; }
        public UriHostNameType HostNameType { get => throw null; }
        public string IdnHost { get => throw null; }
        public bool IsAbsoluteUri { get => throw null; }
        public bool IsDefaultPort { get => throw null; }
        public bool IsFile { get => throw null; }
        public bool IsLoopback { get => throw null; }
        public bool IsUnc { get => throw null; }
        public string LocalPath { get => throw null; }
        public string OriginalString { get => throw null; }
        public string PathAndQuery { get => throw null; }
        public int Port { get => throw null; }
        public string Query { get => throw null; }
        public string Scheme { get => throw null; }
        public string[] Segments { get => throw null; }
        public bool UserEscaped { get => throw null; }
        public string UserInfo { get => throw null; }
        public static UriHostNameType CheckHostName(string? name) => throw null;
        public static bool CheckSchemeName([NotNullWhen(true)] string? schemeName) => throw null;
        public static int Compare(Uri? uri1, Uri? uri2, UriComponents partsToCompare, UriFormat compareFormat, StringComparison comparisonType) => throw null;
        public override bool Equals([NotNullWhen(true)] object? comparand) => throw null;
        public static string EscapeDataString(string stringToEscape) => throw null;
        [Obsolete("Uri.EscapeUriString can corrupt the Uri string in some cases. Consider using Uri.EscapeDataString for query string components instead.")]
        public static string EscapeUriString(string stringToEscape) => throw null;
        public string GetComponents(UriComponents components, UriFormat format) => throw null;
        public override int GetHashCode() => throw null;
        public string GetLeftPart(UriPartial part) => throw null;
        public static bool IsHexDigit(char character) => throw null;
        public bool IsBaseOf(Uri uri) => throw null;
        public bool IsWellFormedOriginalString() => throw null;
        public static bool IsWellFormedUriString([NotNullWhen(true)] string? uriString, UriKind uriKind) => throw null;
        public Uri MakeRelativeUri(Uri uri) => throw null;
        public static bool operator ==(Uri? uri1, Uri? uri2) => throw null;
        public static bool operator !=(Uri? uri1, Uri? uri2) => throw null;
        public override string ToString() => throw null;
        public static bool TryCreate([NotNullWhen(true)] string? uriString, UriKind uriKind, [NotNullWhen(true)] out Uri? result) => throw null;
        public static bool TryCreate(Uri? baseUri, string? relativeUri, [NotNullWhen(true)] out Uri? result) => throw null;
        public static bool TryCreate(Uri? baseUri, Uri? relativeUri, [NotNullWhen(true)] out Uri? result) => throw null;
        public static string UnescapeDataString(string stringToUnescape) => throw null;
    }

    public enum UriKind
    {
        RelativeOrAbsolute = 0,
        Absolute = 1,
        Relative = 2,
    }

    public enum UriPartial
    {
        Scheme = 0,
        Authority = 1,
        Path = 2,
        Query = 3,
    }

    public enum UriHostNameType
    {
        Unknown = 0,
        Basic = 1,
        Dns = 2,
        IPv4 = 3,
        IPv6 = 4,
    }

    public enum UriFormat
    {
        UriEscaped = 1,
        Unescaped = 2,
        SafeUnescaped = 3,
    }

    [Flags]
    public enum UriComponents
    {
        SerializationInfoString = -2147483648,
        Scheme = 1,
        UserInfo = 2,
        Host = 4,
        Port = 8,
        SchemeAndServer = 13,
        Path = 16,
        Query = 32,
        PathAndQuery = 48,
        HttpRequestUrl = 61,
        Fragment = 64,
        AbsoluteUri = 127,
        StrongPort = 128,
        HostAndPort = 132,
        StrongAuthority = 134,
        NormalizedHost = 256,
        KeepDelimiter = 1073741824,
    }

    public class UriBuilder
    {
        public UriBuilder() { }
        public UriBuilder(string uri) { }
        public UriBuilder(string? schemeName, string? hostName) { }
        public UriBuilder(string? scheme, string? host, int portNumber) { }
        public UriBuilder(string? scheme, string? host, int port, string? pathValue) { }
        public UriBuilder(string? scheme, string? host, int port, string? path, string? extraValue) { }
        public UriBuilder(Uri uri) { }
        public string Fragment { get => throw null; set { } }
        public string Host { get => throw null; set { } }
        public string Password { get => throw null; set { } }
        public string Path { get => throw null; set { } }
        public int Port { get => throw null; set { } }
        public string Query { get => throw null; set { } }
        public string Scheme { get => throw null; set { } }
        public Uri Uri { get => throw null; }
        public string UserName { get => throw null; set { } }
        public override bool Equals([NotNullWhen(true)] object? rparam) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
    }

    public sealed class Version : ICloneable, IComparable, IComparable<Version?>, IEquatable<Version?>, ISpanFormattable, IFormattable
    {
        public Version() { }
        public Version(int major, int minor) { }
        public Version(int major, int minor, int build) { }
        public Version(int major, int minor, int build, int revision) { }
        public Version(string version) { }
        public int Build { get => throw null; }
        public int Major { get => throw null; }
        public short MajorRevision { get => throw null; }
        public int Minor { get => throw null; }
        public short MinorRevision { get => throw null; }
        public int Revision { get => throw null; }
        public object Clone() => throw null;
        public int CompareTo(object? version) => throw null;
        public int CompareTo(Version? value) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals([NotNullWhen(true)] Version? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(Version? v1, Version? v2) => throw null;
        public static bool operator !=(Version? v1, Version? v2) => throw null;
        public static bool operator <(Version? v1, Version? v2) => throw null;
        public static bool operator <=(Version? v1, Version? v2) => throw null;
        public static bool operator >(Version? v1, Version? v2) => throw null;
        public static bool operator >=(Version? v1, Version? v2) => throw null;
        public static Version Parse(ReadOnlySpan<char> input) => throw null;
        public static Version Parse(string input) => throw null;
        string IFormattable.ToString(string? format, IFormatProvider? formatProvider) => throw null;
        bool ISpanFormattable.TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format, IFormatProvider? provider) => throw null;
        public override string ToString() => throw null;
        public string ToString(int fieldCount) => throw null;
        public bool TryFormat(Span<char> destination, int fieldCount, out int charsWritten) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten) => throw null;
        public static bool TryParse(ReadOnlySpan<char> input, [NotNullWhen(true)] out Version? result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, [NotNullWhen(true)] out Version? result) => throw null;
    }

    public readonly struct Index : IEquatable<Index>
    {
        public Index(int value, bool fromEnd = false) { }
        public static Index End { get => throw null; }
        public bool IsFromEnd { get => throw null; }
        public static Index Start { get => throw null; }
        public int Value { get => throw null; }
        public bool Equals(Index other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public static Index FromEnd(int value) => throw null;
        public static Index FromStart(int value) => throw null;
        public override int GetHashCode() => throw null;
        public int GetOffset(int length) => throw null;
        public static implicit operator Index(int value) => throw null;
        public override string ToString() => throw null;
    }

    public readonly struct Range : IEquatable<Range>
    {
        public Range(Index start, Index end) { }
        public static Range All { get => throw null; }
        public Index End { get => throw null; }
        public Index Start { get => throw null; }
        public static Range EndAt(Index end) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public bool Equals(Range other) => throw null;
        public override int GetHashCode() => throw null;
        public (int Offset, int Length) GetOffsetAndLength(int length) => throw null;
        public static Range StartAt(Index start) => throw null;
        public override string ToString() => throw null;
    }

    public abstract class FormattableString : IFormattable
    {
        protected FormattableString() { }
        public abstract int ArgumentCount { get; }
        public abstract string Format { get; }
        public static string CurrentCulture(FormattableString formattable) => throw null;
        public abstract object? GetArgument(int index);
        public abstract object?[] GetArguments();
        public static string Invariant(FormattableString formattable) => throw null;
        string IFormattable.ToString(string? ignored, IFormatProvider? formatProvider) => throw null;
        public override string ToString() => throw null;
        public abstract string ToString(IFormatProvider? formatProvider);
    }

    public abstract class TimeProvider
    {
        protected TimeProvider() { }
        public virtual TimeZoneInfo LocalTimeZone { get => throw null; }
        public static TimeProvider System { get => throw null; }
        public virtual long TimestampFrequency { get => throw null; }
        public virtual ITimer CreateTimer(TimerCallback callback, object? state, TimeSpan dueTime, TimeSpan period) => throw null;
        public TimeSpan GetElapsedTime(long startingTimestamp) => throw null;
        public TimeSpan GetElapsedTime(long startingTimestamp, long endingTimestamp) => throw null;
        public DateTimeOffset GetLocalNow() => throw null;
        public virtual long GetTimestamp() => throw null;
        public virtual DateTimeOffset GetUtcNow() => throw null;
    }

    public sealed class TimeZoneInfo : IEquatable<TimeZoneInfo?>
    {
        internal TimeZoneInfo() { }
        public TimeSpan BaseUtcOffset { get => throw null; }
        public string DaylightName { get => throw null; }
        public string DisplayName { get => throw null; }
        public bool HasIanaId { get => throw null; }
        public string Id { get => throw null; }
        public static TimeZoneInfo Local { get => throw null; }
        public string StandardName { get => throw null; }
        public bool SupportsDaylightSavingTime { get => throw null; }
        public static TimeZoneInfo Utc { get => throw null; }
        public static void ClearCachedData() { }
        public static DateTime ConvertTime(DateTime dateTime, TimeZoneInfo destinationTimeZone) => throw null;
        public static DateTime ConvertTime(DateTime dateTime, TimeZoneInfo sourceTimeZone, TimeZoneInfo destinationTimeZone) => throw null;
        public static DateTimeOffset ConvertTime(DateTimeOffset dateTimeOffset, TimeZoneInfo destinationTimeZone) => throw null;
        public static DateTime ConvertTimeBySystemTimeZoneId(DateTime dateTime, string destinationTimeZoneId) => throw null;
        public static DateTime ConvertTimeBySystemTimeZoneId(DateTime dateTime, string sourceTimeZoneId, string destinationTimeZoneId) => throw null;
        public static DateTimeOffset ConvertTimeBySystemTimeZoneId(DateTimeOffset dateTimeOffset, string destinationTimeZoneId) => throw null;
        public static DateTime ConvertTimeFromUtc(DateTime dateTime, TimeZoneInfo destinationTimeZone) => throw null;
        public static DateTime ConvertTimeToUtc(DateTime dateTime) => throw null;
        public static DateTime ConvertTimeToUtc(DateTime dateTime, TimeZoneInfo sourceTimeZone) => throw null;
        public bool Equals([NotNullWhen(true)] TimeZoneInfo? other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public static TimeZoneInfo FindSystemTimeZoneById(string id) => throw null;
        public override int GetHashCode() => throw null;
        public static ReadOnlyCollection<TimeZoneInfo> GetSystemTimeZones() => throw null;
        public TimeSpan GetUtcOffset(DateTime dateTime) => throw null;
        public TimeSpan GetUtcOffset(DateTimeOffset dateTimeOffset) => throw null;
        public bool IsDaylightSavingTime(DateTime dateTime) => throw null;
        public bool IsDaylightSavingTime(DateTimeOffset dateTimeOffset) => throw null;
        public override string ToString() => throw null;
        public static bool TryFindSystemTimeZoneById(string id, [NotNullWhen(true)] out TimeZoneInfo? timeZoneInfo) => throw null;
    }
}
