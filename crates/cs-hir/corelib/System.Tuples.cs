// Core library model: System.Tuple and System.ValueTuple families (reference tuples and value tuples of arity 0..8).
using System.Collections;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace System
{
    public static class Tuple
    {
        public static Tuple<T1> Create<T1>(T1 item1) => throw null;
        public static Tuple<T1, T2> Create<T1, T2>(T1 item1, T2 item2) => throw null;
        public static Tuple<T1, T2, T3> Create<T1, T2, T3>(T1 item1, T2 item2, T3 item3) => throw null;
        public static Tuple<T1, T2, T3, T4> Create<T1, T2, T3, T4>(T1 item1, T2 item2, T3 item3, T4 item4) => throw null;
        public static Tuple<T1, T2, T3, T4, T5> Create<T1, T2, T3, T4, T5>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5) => throw null;
        public static Tuple<T1, T2, T3, T4, T5, T6> Create<T1, T2, T3, T4, T5, T6>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6) => throw null;
        public static Tuple<T1, T2, T3, T4, T5, T6, T7> Create<T1, T2, T3, T4, T5, T6, T7>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7) => throw null;
        public static Tuple<T1, T2, T3, T4, T5, T6, T7, Tuple<T8>> Create<T1, T2, T3, T4, T5, T6, T7, T8>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, T8 item8) => throw null;
    }

    public class Tuple<T1> : IStructuralComparable, IStructuralEquatable, IComparable, ITuple
    {
        public Tuple(T1 item1) { }
        public T1 Item1 { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public class Tuple<T1, T2> : IStructuralComparable, IStructuralEquatable, IComparable, ITuple
    {
        public Tuple(T1 item1, T2 item2) { }
        public T1 Item1 { get => throw null; }
        public T2 Item2 { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public class Tuple<T1, T2, T3> : IStructuralComparable, IStructuralEquatable, IComparable, ITuple
    {
        public Tuple(T1 item1, T2 item2, T3 item3) { }
        public T1 Item1 { get => throw null; }
        public T2 Item2 { get => throw null; }
        public T3 Item3 { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public class Tuple<T1, T2, T3, T4> : IStructuralComparable, IStructuralEquatable, IComparable, ITuple
    {
        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4) { }
        public T1 Item1 { get => throw null; }
        public T2 Item2 { get => throw null; }
        public T3 Item3 { get => throw null; }
        public T4 Item4 { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public class Tuple<T1, T2, T3, T4, T5> : IStructuralComparable, IStructuralEquatable, IComparable, ITuple
    {
        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5) { }
        public T1 Item1 { get => throw null; }
        public T2 Item2 { get => throw null; }
        public T3 Item3 { get => throw null; }
        public T4 Item4 { get => throw null; }
        public T5 Item5 { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public class Tuple<T1, T2, T3, T4, T5, T6> : IStructuralComparable, IStructuralEquatable, IComparable, ITuple
    {
        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6) { }
        public T1 Item1 { get => throw null; }
        public T2 Item2 { get => throw null; }
        public T3 Item3 { get => throw null; }
        public T4 Item4 { get => throw null; }
        public T5 Item5 { get => throw null; }
        public T6 Item6 { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public class Tuple<T1, T2, T3, T4, T5, T6, T7> : IStructuralComparable, IStructuralEquatable, IComparable, ITuple
    {
        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7) { }
        public T1 Item1 { get => throw null; }
        public T2 Item2 { get => throw null; }
        public T3 Item3 { get => throw null; }
        public T4 Item4 { get => throw null; }
        public T5 Item5 { get => throw null; }
        public T6 Item6 { get => throw null; }
        public T7 Item7 { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public class Tuple<T1, T2, T3, T4, T5, T6, T7, TRest> : IStructuralComparable, IStructuralEquatable, IComparable, ITuple where TRest : notnull
    {
        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, TRest rest) { }
        public T1 Item1 { get => throw null; }
        public T2 Item2 { get => throw null; }
        public T3 Item3 { get => throw null; }
        public T4 Item4 { get => throw null; }
        public T5 Item5 { get => throw null; }
        public T6 Item6 { get => throw null; }
        public T7 Item7 { get => throw null; }
        public TRest Rest { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public struct ValueTuple : IEquatable<ValueTuple>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple>, ITuple
    {
        public int CompareTo(ValueTuple other) => throw null;
        public static ValueTuple Create() => throw null;
        public static ValueTuple<T1> Create<T1>(T1 item1) => throw null;
        public static ValueTuple<T1, T2> Create<T1, T2>(T1 item1, T2 item2) => throw null;
        public static ValueTuple<T1, T2, T3> Create<T1, T2, T3>(T1 item1, T2 item2, T3 item3) => throw null;
        public static ValueTuple<T1, T2, T3, T4> Create<T1, T2, T3, T4>(T1 item1, T2 item2, T3 item3, T4 item4) => throw null;
        public static ValueTuple<T1, T2, T3, T4, T5> Create<T1, T2, T3, T4, T5>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5) => throw null;
        public static ValueTuple<T1, T2, T3, T4, T5, T6> Create<T1, T2, T3, T4, T5, T6>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6) => throw null;
        public static ValueTuple<T1, T2, T3, T4, T5, T6, T7> Create<T1, T2, T3, T4, T5, T6, T7>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7) => throw null;
        public static ValueTuple<T1, T2, T3, T4, T5, T6, T7, ValueTuple<T8>> Create<T1, T2, T3, T4, T5, T6, T7, T8>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, T8 item8) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTuple other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public struct ValueTuple<T1> : IEquatable<ValueTuple<T1>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1>>, ITuple
    {
        public T1 Item1;
        public ValueTuple(T1 item1) { }
        public int CompareTo(ValueTuple<T1> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTuple<T1> other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public struct ValueTuple<T1, T2> : IEquatable<ValueTuple<T1, T2>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public ValueTuple(T1 item1, T2 item2) { }
        public int CompareTo(ValueTuple<T1, T2> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTuple<T1, T2> other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public struct ValueTuple<T1, T2, T3> : IEquatable<ValueTuple<T1, T2, T3>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public ValueTuple(T1 item1, T2 item2, T3 item3) { }
        public int CompareTo(ValueTuple<T1, T2, T3> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTuple<T1, T2, T3> other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public struct ValueTuple<T1, T2, T3, T4> : IEquatable<ValueTuple<T1, T2, T3, T4>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3, T4>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4) { }
        public int CompareTo(ValueTuple<T1, T2, T3, T4> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTuple<T1, T2, T3, T4> other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public struct ValueTuple<T1, T2, T3, T4, T5> : IEquatable<ValueTuple<T1, T2, T3, T4, T5>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3, T4, T5>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;
        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5) { }
        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTuple<T1, T2, T3, T4, T5> other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public struct ValueTuple<T1, T2, T3, T4, T5, T6> : IEquatable<ValueTuple<T1, T2, T3, T4, T5, T6>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3, T4, T5, T6>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;
        public T6 Item6;
        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6) { }
        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5, T6> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6> other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public struct ValueTuple<T1, T2, T3, T4, T5, T6, T7> : IEquatable<ValueTuple<T1, T2, T3, T4, T5, T6, T7>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3, T4, T5, T6, T7>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;
        public T6 Item6;
        public T7 Item7;
        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7) { }
        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5, T6, T7> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6, T7> other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }

    public struct ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> : IEquatable<ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>>, ITuple where TRest : struct
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;
        public T6 Item6;
        public T7 Item7;
        public TRest Rest;
        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, TRest rest) { }
        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        int IStructuralComparable.CompareTo(object? other, IComparer comparer) => throw null;
        bool IStructuralEquatable.Equals(object? other, IEqualityComparer comparer) => throw null;
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) => throw null;
        int ITuple.Length { get => throw null; }
        object? ITuple.this[int index] { get => throw null; }
    }
}
