// Core library model: span and memory types (Span, ReadOnlySpan, Memory, ReadOnlyMemory, MemoryExtensions) and System.Buffers.
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;

namespace System
{
    /// <summary>A type- and memory-safe representation of a contiguous region of arbitrary memory.</summary>
    public readonly ref struct Span<T>
    {
        [CLSCompliant(false)]
        public unsafe Span(void* pointer, int length) { }
        public Span(ref T reference) { }
        public Span(T[]? array) { }
        public Span(T[]? array, int start, int length) { }
        public static Span<T> Empty { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public ref T this[int index] { get => throw null; }
        public int Length { get => throw null; }
        public void Clear() { }
        public void CopyTo(Span<T> destination) { }
        [Obsolete("Equals() on Span will always throw an exception. Use the equality operator instead.")]
        public override bool Equals(object? obj) => throw null;
        public void Fill(T value) { }
        public Span<T>.Enumerator GetEnumerator() => throw null;
        [Obsolete("GetHashCode() on Span will always throw an exception.")]
        public override int GetHashCode() => throw null;
        public ref T GetPinnableReference() => throw null;
        public static bool operator ==(Span<T> left, Span<T> right) => throw null;
        public static implicit operator Span<T>(ArraySegment<T> segment) => throw null;
        public static implicit operator ReadOnlySpan<T>(Span<T> span) => throw null;
        public static implicit operator Span<T>(T[]? array) => throw null;
        public static bool operator !=(Span<T> left, Span<T> right) => throw null;
        public Span<T> Slice(int start) => throw null;
        public Span<T> Slice(int start, int length) => throw null;
        public T[] ToArray() => throw null;
        public override string ToString() => throw null;
        public bool TryCopyTo(Span<T> destination) => throw null;

        public ref struct Enumerator
        {
            public ref T Current { get => throw null; }
            public bool MoveNext() => throw null;
        }
    }

    /// <summary>A read-only type- and memory-safe representation of a contiguous region of arbitrary memory.</summary>
    public readonly ref struct ReadOnlySpan<T>
    {
        [CLSCompliant(false)]
        public unsafe ReadOnlySpan(void* pointer, int length) { }
        public ReadOnlySpan(ref readonly T reference) { }
        public ReadOnlySpan(T[]? array) { }
        public ReadOnlySpan(T[]? array, int start, int length) { }
        public static ReadOnlySpan<T> Empty { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public ref readonly T this[int index] { get => throw null; }
        public int Length { get => throw null; }
        public void CopyTo(Span<T> destination) { }
        [Obsolete("Equals() on ReadOnlySpan will always throw an exception. Use the equality operator instead.")]
        public override bool Equals(object? obj) => throw null;
        public ReadOnlySpan<T>.Enumerator GetEnumerator() => throw null;
        [Obsolete("GetHashCode() on ReadOnlySpan will always throw an exception.")]
        public override int GetHashCode() => throw null;
        public ref readonly T GetPinnableReference() => throw null;
        public static bool operator ==(ReadOnlySpan<T> left, ReadOnlySpan<T> right) => throw null;
        public static implicit operator ReadOnlySpan<T>(ArraySegment<T> segment) => throw null;
        public static implicit operator ReadOnlySpan<T>(T[]? array) => throw null;
        public static bool operator !=(ReadOnlySpan<T> left, ReadOnlySpan<T> right) => throw null;
        public ReadOnlySpan<T> Slice(int start) => throw null;
        public ReadOnlySpan<T> Slice(int start, int length) => throw null;
        public T[] ToArray() => throw null;
        public override string ToString() => throw null;
        public bool TryCopyTo(Span<T> destination) => throw null;

        public ref struct Enumerator
        {
            public ref readonly T Current { get => throw null; }
            public bool MoveNext() => throw null;
        }
    }

    public readonly struct Memory<T> : IEquatable<Memory<T>>
    {
        public Memory(T[]? array) { }
        public Memory(T[]? array, int start, int length) { }
        public static Memory<T> Empty { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public int Length { get => throw null; }
        public Span<T> Span { get => throw null; }
        public void CopyTo(Memory<T> destination) { }
        public bool Equals(Memory<T> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static implicit operator Memory<T>(ArraySegment<T> segment) => throw null;
        public static implicit operator ReadOnlyMemory<T>(Memory<T> memory) => throw null;
        public static implicit operator Memory<T>(T[]? array) => throw null;
        public MemoryHandle Pin() => throw null;
        public Memory<T> Slice(int start) => throw null;
        public Memory<T> Slice(int start, int length) => throw null;
        public T[] ToArray() => throw null;
        public override string ToString() => throw null;
        public bool TryCopyTo(Memory<T> destination) => throw null;
    }

    public readonly struct ReadOnlyMemory<T> : IEquatable<ReadOnlyMemory<T>>
    {
        public ReadOnlyMemory(T[]? array) { }
        public ReadOnlyMemory(T[]? array, int start, int length) { }
        public static ReadOnlyMemory<T> Empty { get => throw null; }
        public bool IsEmpty { get => throw null; }
        public int Length { get => throw null; }
        public ReadOnlySpan<T> Span { get => throw null; }
        public void CopyTo(Memory<T> destination) { }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ReadOnlyMemory<T> other) => throw null;
        public override int GetHashCode() => throw null;
        public static implicit operator ReadOnlyMemory<T>(ArraySegment<T> segment) => throw null;
        public static implicit operator ReadOnlyMemory<T>(T[]? array) => throw null;
        public MemoryHandle Pin() => throw null;
        public ReadOnlyMemory<T> Slice(int start) => throw null;
        public ReadOnlyMemory<T> Slice(int start, int length) => throw null;
        public T[] ToArray() => throw null;
        public override string ToString() => throw null;
        public bool TryCopyTo(Memory<T> destination) => throw null;
    }

    public static class MemoryExtensions
    {
        public static ReadOnlyMemory<char> AsMemory(this string? text) => throw null;
        public static ReadOnlyMemory<char> AsMemory(this string? text, Index startIndex) => throw null;
        public static ReadOnlyMemory<char> AsMemory(this string? text, int start) => throw null;
        public static ReadOnlyMemory<char> AsMemory(this string? text, int start, int length) => throw null;
        public static ReadOnlyMemory<char> AsMemory(this string? text, Range range) => throw null;
        public static Memory<T> AsMemory<T>(this ArraySegment<T> segment) => throw null;
        public static Memory<T> AsMemory<T>(this ArraySegment<T> segment, int start) => throw null;
        public static Memory<T> AsMemory<T>(this ArraySegment<T> segment, int start, int length) => throw null;
        public static Memory<T> AsMemory<T>(this T[]? array) => throw null;
        public static Memory<T> AsMemory<T>(this T[]? array, Index startIndex) => throw null;
        public static Memory<T> AsMemory<T>(this T[]? array, int start) => throw null;
        public static Memory<T> AsMemory<T>(this T[]? array, int start, int length) => throw null;
        public static Memory<T> AsMemory<T>(this T[]? array, Range range) => throw null;
        public static ReadOnlySpan<char> AsSpan(this string? text) => throw null;
        public static ReadOnlySpan<char> AsSpan(this string? text, Index startIndex) => throw null;
        public static ReadOnlySpan<char> AsSpan(this string? text, int start) => throw null;
        public static ReadOnlySpan<char> AsSpan(this string? text, int start, int length) => throw null;
        public static ReadOnlySpan<char> AsSpan(this string? text, Range range) => throw null;
        public static Span<T> AsSpan<T>(this ArraySegment<T> segment) => throw null;
        public static Span<T> AsSpan<T>(this ArraySegment<T> segment, Index startIndex) => throw null;
        public static Span<T> AsSpan<T>(this ArraySegment<T> segment, int start) => throw null;
        public static Span<T> AsSpan<T>(this ArraySegment<T> segment, int start, int length) => throw null;
        public static Span<T> AsSpan<T>(this ArraySegment<T> segment, Range range) => throw null;
        public static Span<T> AsSpan<T>(this T[]? array) => throw null;
        public static Span<T> AsSpan<T>(this T[]? array, Index startIndex) => throw null;
        public static Span<T> AsSpan<T>(this T[]? array, int start) => throw null;
        public static Span<T> AsSpan<T>(this T[]? array, int start, int length) => throw null;
        public static Span<T> AsSpan<T>(this T[]? array, Range range) => throw null;
        public static int BinarySearch<T>(this ReadOnlySpan<T> span, IComparable<T> comparable) => throw null;
        public static int BinarySearch<T>(this Span<T> span, IComparable<T> comparable) => throw null;
        public static int CommonPrefixLength<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> other) => throw null;
        public static int CommonPrefixLength<T>(this Span<T> span, ReadOnlySpan<T> other) => throw null;
        public static int CompareTo(this ReadOnlySpan<char> span, ReadOnlySpan<char> other, StringComparison comparisonType) => throw null;
        public static bool Contains(this ReadOnlySpan<char> span, ReadOnlySpan<char> value, StringComparison comparisonType) => throw null;
        public static bool Contains<T>(this ReadOnlySpan<T> span, T value) where T : IEquatable<T>? => throw null;
        public static bool Contains<T>(this Span<T> span, T value) where T : IEquatable<T>? => throw null;
        public static bool ContainsAny<T>(this ReadOnlySpan<T> span, T value0, T value1) where T : IEquatable<T>? => throw null;
        public static bool ContainsAny<T>(this ReadOnlySpan<T> span, T value0, T value1, T value2) where T : IEquatable<T>? => throw null;
        public static bool ContainsAny<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> values) where T : IEquatable<T>? => throw null;
        public static bool ContainsAnyExcept<T>(this ReadOnlySpan<T> span, T value) where T : IEquatable<T>? => throw null;
        public static void CopyTo<T>(this T[]? source, Memory<T> destination) { }
        public static void CopyTo<T>(this T[]? source, Span<T> destination) { }
        public static int Count<T>(this ReadOnlySpan<T> span, T value) where T : IEquatable<T>? => throw null;
        public static int Count<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> value) where T : IEquatable<T>? => throw null;
        public static int Count<T>(this Span<T> span, T value) where T : IEquatable<T>? => throw null;
        public static bool EndsWith(this ReadOnlySpan<char> span, ReadOnlySpan<char> value, StringComparison comparisonType) => throw null;
        public static bool EndsWith<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> value) where T : IEquatable<T>? => throw null;
        public static bool EndsWith<T>(this Span<T> span, ReadOnlySpan<T> value) where T : IEquatable<T>? => throw null;
        public static bool Equals(this ReadOnlySpan<char> span, ReadOnlySpan<char> other, StringComparison comparisonType) => throw null;
        public static int IndexOf(this ReadOnlySpan<char> span, ReadOnlySpan<char> value, StringComparison comparisonType) => throw null;
        public static int IndexOf<T>(this ReadOnlySpan<T> span, T value) where T : IEquatable<T>? => throw null;
        public static int IndexOf<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> value) where T : IEquatable<T>? => throw null;
        public static int IndexOf<T>(this Span<T> span, T value) where T : IEquatable<T>? => throw null;
        public static int IndexOf<T>(this Span<T> span, ReadOnlySpan<T> value) where T : IEquatable<T>? => throw null;
        public static int IndexOfAny<T>(this ReadOnlySpan<T> span, T value0, T value1) where T : IEquatable<T>? => throw null;
        public static int IndexOfAny<T>(this ReadOnlySpan<T> span, T value0, T value1, T value2) where T : IEquatable<T>? => throw null;
        public static int IndexOfAny<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> values) where T : IEquatable<T>? => throw null;
        public static int IndexOfAny<T>(this Span<T> span, T value0, T value1) where T : IEquatable<T>? => throw null;
        public static int IndexOfAny<T>(this Span<T> span, ReadOnlySpan<T> values) where T : IEquatable<T>? => throw null;
        public static int IndexOfAnyExcept<T>(this ReadOnlySpan<T> span, T value) where T : IEquatable<T>? => throw null;
        public static int IndexOfAnyExcept<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> values) where T : IEquatable<T>? => throw null;
        public static bool IsWhiteSpace(this ReadOnlySpan<char> span) => throw null;
        public static int LastIndexOf(this ReadOnlySpan<char> span, ReadOnlySpan<char> value, StringComparison comparisonType) => throw null;
        public static int LastIndexOf<T>(this ReadOnlySpan<T> span, T value) where T : IEquatable<T>? => throw null;
        public static int LastIndexOf<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> value) where T : IEquatable<T>? => throw null;
        public static int LastIndexOf<T>(this Span<T> span, T value) where T : IEquatable<T>? => throw null;
        public static int LastIndexOfAny<T>(this ReadOnlySpan<T> span, T value0, T value1) where T : IEquatable<T>? => throw null;
        public static int LastIndexOfAny<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> values) where T : IEquatable<T>? => throw null;
        public static bool Overlaps<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> other) => throw null;
        public static bool Overlaps<T>(this Span<T> span, ReadOnlySpan<T> other) => throw null;
        public static void Replace<T>(this Span<T> span, T oldValue, T newValue) where T : IEquatable<T>? { }
        public static void Replace<T>(this ReadOnlySpan<T> source, Span<T> destination, T oldValue, T newValue) where T : IEquatable<T>? { }
        public static void Reverse<T>(this Span<T> span) { }
        public static int SequenceCompareTo<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> other) where T : IComparable<T>? => throw null;
        public static int SequenceCompareTo<T>(this Span<T> span, ReadOnlySpan<T> other) where T : IComparable<T>? => throw null;
        public static bool SequenceEqual<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> other) where T : IEquatable<T>? => throw null;
        public static bool SequenceEqual<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> other, IEqualityComparer<T>? comparer = null) => throw null;
        public static bool SequenceEqual<T>(this Span<T> span, ReadOnlySpan<T> other) where T : IEquatable<T>? => throw null;
        public static bool SequenceEqual<T>(this Span<T> span, ReadOnlySpan<T> other, IEqualityComparer<T>? comparer = null) => throw null;
        public static void Sort<T>(this Span<T> span) { }
        public static void Sort<T>(this Span<T> span, Comparison<T> comparison) { }
        public static void Sort<TKey, TValue>(this Span<TKey> keys, Span<TValue> items) { }
        public static void Sort<T, TComparer>(this Span<T> span, TComparer comparer) where TComparer : IComparer<T>? { }
        public static int Split(this ReadOnlySpan<char> source, Span<Range> destination, char separator, StringSplitOptions options = StringSplitOptions.None) => throw null;
        public static int Split(this ReadOnlySpan<char> source, Span<Range> destination, ReadOnlySpan<char> separator, StringSplitOptions options = StringSplitOptions.None) => throw null;
        public static int SplitAny(this ReadOnlySpan<char> source, Span<Range> destination, ReadOnlySpan<char> separators, StringSplitOptions options = StringSplitOptions.None) => throw null;
        public static bool StartsWith(this ReadOnlySpan<char> span, ReadOnlySpan<char> value, StringComparison comparisonType) => throw null;
        public static bool StartsWith<T>(this ReadOnlySpan<T> span, ReadOnlySpan<T> value) where T : IEquatable<T>? => throw null;
        public static bool StartsWith<T>(this Span<T> span, ReadOnlySpan<T> value) where T : IEquatable<T>? => throw null;
        public static int ToLower(this ReadOnlySpan<char> source, Span<char> destination, CultureInfo? culture) => throw null;
        public static int ToLowerInvariant(this ReadOnlySpan<char> source, Span<char> destination) => throw null;
        public static int ToUpper(this ReadOnlySpan<char> source, Span<char> destination, CultureInfo? culture) => throw null;
        public static int ToUpperInvariant(this ReadOnlySpan<char> source, Span<char> destination) => throw null;
        public static Memory<char> Trim(this Memory<char> memory) => throw null;
        public static ReadOnlyMemory<char> Trim(this ReadOnlyMemory<char> memory) => throw null;
        public static ReadOnlySpan<char> Trim(this ReadOnlySpan<char> span) => throw null;
        public static ReadOnlySpan<char> Trim(this ReadOnlySpan<char> span, char trimChar) => throw null;
        public static ReadOnlySpan<char> Trim(this ReadOnlySpan<char> span, ReadOnlySpan<char> trimChars) => throw null;
        public static Span<char> Trim(this Span<char> span) => throw null;
        public static ReadOnlySpan<char> TrimEnd(this ReadOnlySpan<char> span) => throw null;
        public static ReadOnlySpan<char> TrimEnd(this ReadOnlySpan<char> span, char trimChar) => throw null;
        public static ReadOnlySpan<char> TrimEnd(this ReadOnlySpan<char> span, ReadOnlySpan<char> trimChars) => throw null;
        public static Span<char> TrimEnd(this Span<char> span) => throw null;
        public static ReadOnlySpan<char> TrimStart(this ReadOnlySpan<char> span) => throw null;
        public static ReadOnlySpan<char> TrimStart(this ReadOnlySpan<char> span, char trimChar) => throw null;
        public static ReadOnlySpan<char> TrimStart(this ReadOnlySpan<char> span, ReadOnlySpan<char> trimChars) => throw null;
        public static Span<char> TrimStart(this Span<char> span) => throw null;
    }
}

namespace System.Buffers
{
    public delegate void SpanAction<T, in TArg>(Span<T> span, TArg arg);

    public delegate void ReadOnlySpanAction<T, in TArg>(ReadOnlySpan<T> span, TArg arg);

    public abstract class ArrayPool<T>
    {
        protected ArrayPool() { }
        public static ArrayPool<T> Shared { get => throw null; }
        public static ArrayPool<T> Create() => throw null;
        public static ArrayPool<T> Create(int maxArrayLength, int maxArraysPerBucket) => throw null;
        public abstract T[] Rent(int minimumLength);
        public abstract void Return(T[] array, bool clearArray = false);
    }

    public interface IBufferWriter<T>
    {
        void Advance(int count);
        Memory<T> GetMemory(int sizeHint = 0);
        Span<T> GetSpan(int sizeHint = 0);
    }

    public sealed class ArrayBufferWriter<T> : IBufferWriter<T>
    {
        public ArrayBufferWriter() { }
        public ArrayBufferWriter(int initialCapacity) { }
        public int Capacity { get => throw null; }
        public int FreeCapacity { get => throw null; }
        public int WrittenCount { get => throw null; }
        public ReadOnlyMemory<T> WrittenMemory { get => throw null; }
        public ReadOnlySpan<T> WrittenSpan { get => throw null; }
        public void Advance(int count) { }
        public void Clear() { }
        public Memory<T> GetMemory(int sizeHint = 0) => throw null;
        public Span<T> GetSpan(int sizeHint = 0) => throw null;
        public void ResetWrittenCount() { }
    }

    public struct MemoryHandle : IDisposable
    {
        [CLSCompliant(false)]
        public unsafe MemoryHandle(void* pointer, System.Runtime.InteropServices.GCHandle handle = default, IPinnable? pinnable = null) { }
        [CLSCompliant(false)]
        public unsafe void* Pointer { get => throw null; }
        public void Dispose() { }
    }

    public interface IPinnable
    {
        MemoryHandle Pin(int elementIndex);
        void Unpin();
    }

    public enum OperationStatus
    {
        Done = 0,
        DestinationTooSmall = 1,
        NeedMoreData = 2,
        InvalidData = 3,
    }
}
