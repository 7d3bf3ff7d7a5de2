//! Documentation-comment IDs for every declaration shape, as Roslyn writes them.

use super::fixture;

#[test]
fn ids_of_every_declaration_kind() {
    let f = fixture(
        r#"
using System;
using System.Collections.Generic;
namespace Shop.Orders
{
    public class Item {}
    public partial class Order : IDisposable
    {
        public const int Max = 10, Min = 1;
        public static readonly string Name;
        public event EventHandler Changed;
        public event EventHandler Removed { add {} remove {} }
        public int Count { get; init; }
        public required string Code => "";
        public Item this[int index] => null;
        public Item this[string key, params int[] rest] { get => null; set {} }
        public Order() {}
        static Order() {}
        ~Order() {}
        public void Add(Item item, int quantity) {}
        public void Add(ref int a, out long b, in short c, int[] d, int[,] e, int[,][] f, int* g, int? h, string? i) {}
        public T Get<T, U>(List<T> list, Dictionary<T, U> map, U[] values) => default;
        void IDisposable.Dispose() {}
        public static Order operator +(Order a, Order b) => a;
        public static Order operator -(Order a) => a;
        public static bool operator ==(Order a, Order b) => true;
        public static bool operator !=(Order a, Order b) => true;
        public static implicit operator int(Order o) => 0;
        public static explicit operator Order(int o) => null;
        public (int, string) Pair() => default;
        public void Dyn(dynamic d, object o, nint n) {}
        public class Line<TLine> { public void Set(TLine value, Order owner) {} public class Deep<TDeep> { public void M(TLine a, TDeep b) {} } }
    }
    public partial class Order { public void Extra() {} }
    public interface IRepository<T> where T : class { T Find(int id); static abstract int Create(); }
    public enum Color : byte { Red = 1, Green }
    public delegate TResult Handler<in T, out TResult>(T arg);
    public record Point(int X, int Y);
    public record struct Size(int Width, int Height);
    public struct Vector { public Vector(double x) {} }
    public static class Extensions { public static int Twice(this int value) => value * 2; }
}
class Global {}
"#,
    );
    insta::assert_snapshot!(f.doc_ids(), @"
    T:Shop.Orders.Item
      M:Shop.Orders.Item.#ctor
    T:Shop.Orders.Order
      F:Shop.Orders.Order.Max
      F:Shop.Orders.Order.Min
      F:Shop.Orders.Order.Name
      E:Shop.Orders.Order.Changed
      E:Shop.Orders.Order.Removed
      P:Shop.Orders.Order.Count
      P:Shop.Orders.Order.Code
      P:Shop.Orders.Order.Item(System.Int32)
      P:Shop.Orders.Order.Item(System.String,System.Int32[])
      M:Shop.Orders.Order.#ctor
      M:Shop.Orders.Order.#cctor
      M:Shop.Orders.Order.Finalize
      M:Shop.Orders.Order.Add(Shop.Orders.Item,System.Int32)
      M:Shop.Orders.Order.Add(System.Int32@,System.Int64@,System.Int16@,System.Int32[],System.Int32[0:,0:],System.Int32[][0:,0:],System.Int32*,System.Nullable{System.Int32},System.String)
      M:Shop.Orders.Order.Get``2(System.Collections.Generic.List{``0},System.Collections.Generic.Dictionary{``0,``1},``1[])
      M:Shop.Orders.Order.System#IDisposable#Dispose
      M:Shop.Orders.Order.op_Addition(Shop.Orders.Order,Shop.Orders.Order)
      M:Shop.Orders.Order.op_UnaryNegation(Shop.Orders.Order)
      M:Shop.Orders.Order.op_Equality(Shop.Orders.Order,Shop.Orders.Order)
      M:Shop.Orders.Order.op_Inequality(Shop.Orders.Order,Shop.Orders.Order)
      M:Shop.Orders.Order.op_Implicit(Shop.Orders.Order)~System.Int32
      M:Shop.Orders.Order.op_Explicit(System.Int32)~Shop.Orders.Order
      M:Shop.Orders.Order.Pair
      M:Shop.Orders.Order.Dyn(System.Object,System.Object,System.IntPtr)
      M:Shop.Orders.Order.Extra
    T:Shop.Orders.Order.Line`1
      M:Shop.Orders.Order.Line`1.Set(`0,Shop.Orders.Order)
      M:Shop.Orders.Order.Line`1.#ctor
    T:Shop.Orders.Order.Line`1.Deep`1
      M:Shop.Orders.Order.Line`1.Deep`1.M(`0,`1)
      M:Shop.Orders.Order.Line`1.Deep`1.#ctor
    T:Shop.Orders.IRepository`1
      M:Shop.Orders.IRepository`1.Find(System.Int32)
      M:Shop.Orders.IRepository`1.Create
    T:Shop.Orders.Color
      F:Shop.Orders.Color.Red
      F:Shop.Orders.Color.Green
    T:Shop.Orders.Handler`2
    T:Shop.Orders.Point
      M:Shop.Orders.Point.#ctor(System.Int32,System.Int32)
      P:Shop.Orders.Point.X
      P:Shop.Orders.Point.Y
      M:Shop.Orders.Point.Deconstruct(System.Int32@,System.Int32@)
      M:Shop.Orders.Point.#ctor(Shop.Orders.Point)
      M:Shop.Orders.Point.<Clone>$
      P:Shop.Orders.Point.EqualityContract
      M:Shop.Orders.Point.Equals(Shop.Orders.Point)
      M:Shop.Orders.Point.Equals(System.Object)
      M:Shop.Orders.Point.GetHashCode
      M:Shop.Orders.Point.op_Equality(Shop.Orders.Point,Shop.Orders.Point)
      M:Shop.Orders.Point.op_Inequality(Shop.Orders.Point,Shop.Orders.Point)
      M:Shop.Orders.Point.PrintMembers(System.Text.StringBuilder)
      M:Shop.Orders.Point.ToString
    T:Shop.Orders.Size
      M:Shop.Orders.Size.#ctor(System.Int32,System.Int32)
      P:Shop.Orders.Size.Width
      P:Shop.Orders.Size.Height
      M:Shop.Orders.Size.#ctor
      M:Shop.Orders.Size.Deconstruct(System.Int32@,System.Int32@)
      M:Shop.Orders.Size.Equals(Shop.Orders.Size)
      M:Shop.Orders.Size.Equals(System.Object)
      M:Shop.Orders.Size.GetHashCode
      M:Shop.Orders.Size.op_Equality(Shop.Orders.Size,Shop.Orders.Size)
      M:Shop.Orders.Size.op_Inequality(Shop.Orders.Size,Shop.Orders.Size)
      M:Shop.Orders.Size.PrintMembers(System.Text.StringBuilder)
      M:Shop.Orders.Size.ToString
    T:Shop.Orders.Vector
      M:Shop.Orders.Vector.#ctor(System.Double)
      M:Shop.Orders.Vector.#ctor
    T:Shop.Orders.Extensions
      M:Shop.Orders.Extensions.Twice(System.Int32)
    T:Global
      M:Global.#ctor
    ");
}

#[test]
fn ids_of_explicit_generic_interface_implementations_and_top_level_programs() {
    let f = fixture(
        r#"
using System;
System.Console.WriteLine();
namespace N
{
    class C<T> : IEquatable<C<T>>, IEquatable<int>
    {
        bool IEquatable<C<T>>.Equals(C<T> other) => true;
        bool IEquatable<int>.Equals(int other) => true;
    }
}
"#,
    );
    insta::assert_snapshot!(f.doc_ids(), @"
    T:N.C`1
      M:N.C`1.System#IEquatable{N#C{T}}#Equals(N.C{`0})
      M:N.C`1.System#IEquatable{System#Int32}#Equals(System.Int32)
      M:N.C`1.#ctor
    T:Program
      M:Program.<Main>$(System.String[])
    ");
}
