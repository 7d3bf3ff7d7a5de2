//! The members the compiler declares for records and record structs: their documentation IDs,
//! their declared shape (accessibility, `virtual`/`override`/`sealed`, `readonly`), the user's
//! members replacing them, and lookup by ID.

use super::{Fixture, fixture};
use crate::{MemberOrigin, TypeId, def_map, display, member, member_doc_id, type_members};

/// Every member of a type: `ID | signature`, synthesized record members marked `*`.
fn members(f: &Fixture, type_name: &str) -> String {
    members_of(f, f.type_named(type_name))
}

fn members_of(f: &Fixture, ty: TypeId) -> String {
    let db = &f.db;
    let name = &ty.data(db).name;
    type_members(db, ty)
        .iter()
        .map(|m| {
            let mark = if matches!(m.id.origin, MemberOrigin::RecordMember { .. }) {
                "*"
            } else {
                " "
            };
            format!(
                "{mark} {} | {}",
                member_doc_id(db, m),
                display::member_signature(&m.decl, name, false)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn positional_record_class() {
    let f = fixture(
        r#"
namespace N
{
    public record R(int X, string Y);
}
"#,
    );
    insta::assert_snapshot!(members(&f, "R"), @r"
      M:N.R.#ctor(System.Int32,System.String) | public R(int X, string Y)
      P:N.R.X | public int X { get; init; }
      P:N.R.Y | public string Y { get; init; }
    * M:N.R.Deconstruct(System.Int32@,System.String@) | public void Deconstruct(out int X, out string Y)
    * M:N.R.#ctor(N.R) | protected R(R original)
    * M:N.R.<Clone>$ | public virtual R <Clone>$()
    * P:N.R.EqualityContract | protected virtual global::System.Type EqualityContract { get; }
    * M:N.R.Equals(N.R) | public virtual bool Equals(R? other)
    * M:N.R.Equals(System.Object) | public override bool Equals(object? obj)
    * M:N.R.GetHashCode | public override int GetHashCode()
    * M:N.R.op_Equality(N.R,N.R) | public static bool operator ==(R? left, R? right)
    * M:N.R.op_Inequality(N.R,N.R) | public static bool operator !=(R? left, R? right)
    * M:N.R.PrintMembers(System.Text.StringBuilder) | protected virtual bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.R.ToString | public override string ToString()
    ");
}

#[test]
fn record_struct_and_readonly_record_struct() {
    let f = fixture(
        r#"
namespace N
{
    public record struct S(int X, string Y);
    public readonly record struct P(double Lat);
    public record struct Plain { public int Field; }
}
"#,
    );
    insta::assert_snapshot!(members(&f, "S"), @r"
      M:N.S.#ctor(System.Int32,System.String) | public S(int X, string Y)
      P:N.S.X | public int X { get; set; }
      P:N.S.Y | public string Y { get; set; }
      M:N.S.#ctor | public S()
    * M:N.S.Deconstruct(System.Int32@,System.String@) | public readonly void Deconstruct(out int X, out string Y)
    * M:N.S.Equals(N.S) | public readonly bool Equals(S other)
    * M:N.S.Equals(System.Object) | public override readonly bool Equals(object obj)
    * M:N.S.GetHashCode | public override readonly int GetHashCode()
    * M:N.S.op_Equality(N.S,N.S) | public static bool operator ==(S left, S right)
    * M:N.S.op_Inequality(N.S,N.S) | public static bool operator !=(S left, S right)
    * M:N.S.PrintMembers(System.Text.StringBuilder) | private readonly bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.S.ToString | public override readonly string ToString()
    ");
    insta::assert_snapshot!(members(&f, "P"), @r"
      M:N.P.#ctor(System.Double) | public P(double Lat)
      P:N.P.Lat | public double Lat { get; init; }
      M:N.P.#ctor | public P()
    * M:N.P.Deconstruct(System.Double@) | public readonly void Deconstruct(out double Lat)
    * M:N.P.Equals(N.P) | public readonly bool Equals(P other)
    * M:N.P.Equals(System.Object) | public override readonly bool Equals(object obj)
    * M:N.P.GetHashCode | public override readonly int GetHashCode()
    * M:N.P.op_Equality(N.P,N.P) | public static bool operator ==(P left, P right)
    * M:N.P.op_Inequality(N.P,N.P) | public static bool operator !=(P left, P right)
    * M:N.P.PrintMembers(System.Text.StringBuilder) | private readonly bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.P.ToString | public override readonly string ToString()
    ");
    // Not positional: no Deconstruct.
    insta::assert_snapshot!(members(&f, "Plain"), @r"
      F:N.Plain.Field | public int Field
      M:N.Plain.#ctor | public Plain()
    * M:N.Plain.Equals(N.Plain) | public readonly bool Equals(Plain other)
    * M:N.Plain.Equals(System.Object) | public override readonly bool Equals(object obj)
    * M:N.Plain.GetHashCode | public override readonly int GetHashCode()
    * M:N.Plain.op_Equality(N.Plain,N.Plain) | public static bool operator ==(Plain left, Plain right)
    * M:N.Plain.op_Inequality(N.Plain,N.Plain) | public static bool operator !=(Plain left, Plain right)
    * M:N.Plain.PrintMembers(System.Text.StringBuilder) | private readonly bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.Plain.ToString | public override readonly string ToString()
    ");
}

#[test]
fn sealed_and_abstract_records() {
    let f = fixture(
        r#"
namespace N
{
    public sealed record Sealed(int X);
    public abstract record Shape;
}
"#,
    );
    insta::assert_snapshot!(members(&f, "Sealed"), @r"
      M:N.Sealed.#ctor(System.Int32) | public Sealed(int X)
      P:N.Sealed.X | public int X { get; init; }
    * M:N.Sealed.Deconstruct(System.Int32@) | public void Deconstruct(out int X)
    * M:N.Sealed.#ctor(N.Sealed) | private Sealed(Sealed original)
    * M:N.Sealed.<Clone>$ | public Sealed <Clone>$()
    * P:N.Sealed.EqualityContract | private global::System.Type EqualityContract { get; }
    * M:N.Sealed.Equals(N.Sealed) | public bool Equals(Sealed? other)
    * M:N.Sealed.Equals(System.Object) | public override bool Equals(object? obj)
    * M:N.Sealed.GetHashCode | public override int GetHashCode()
    * M:N.Sealed.op_Equality(N.Sealed,N.Sealed) | public static bool operator ==(Sealed? left, Sealed? right)
    * M:N.Sealed.op_Inequality(N.Sealed,N.Sealed) | public static bool operator !=(Sealed? left, Sealed? right)
    * M:N.Sealed.PrintMembers(System.Text.StringBuilder) | private bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.Sealed.ToString | public override string ToString()
    ");
    insta::assert_snapshot!(members(&f, "Shape"), @r"
      M:N.Shape.#ctor | protected Shape()
    * M:N.Shape.#ctor(N.Shape) | protected Shape(Shape original)
    * M:N.Shape.<Clone>$ | public abstract Shape <Clone>$()
    * P:N.Shape.EqualityContract | protected virtual global::System.Type EqualityContract { get; }
    * M:N.Shape.Equals(N.Shape) | public virtual bool Equals(Shape? other)
    * M:N.Shape.Equals(System.Object) | public override bool Equals(object? obj)
    * M:N.Shape.GetHashCode | public override int GetHashCode()
    * M:N.Shape.op_Equality(N.Shape,N.Shape) | public static bool operator ==(Shape? left, Shape? right)
    * M:N.Shape.op_Inequality(N.Shape,N.Shape) | public static bool operator !=(Shape? left, Shape? right)
    * M:N.Shape.PrintMembers(System.Text.StringBuilder) | protected virtual bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.Shape.ToString | public override string ToString()
    ");
}

#[test]
fn derived_records_override_the_base_record_members() {
    let f = fixture(
        r#"
namespace N
{
    public record A(int X);
    public record B(int X, string Y) : A(X);
    public sealed record C : B { public C() : base(1, "") {} }
    namespace Inner { public record G<T>(T Value) : A(0); }
}
"#,
    );
    insta::assert_snapshot!(members(&f, "B"), @r"
      M:N.B.#ctor(System.Int32,System.String) | public B(int X, string Y)
      P:N.B.X | public int X { get; init; }
      P:N.B.Y | public string Y { get; init; }
    * M:N.B.Deconstruct(System.Int32@,System.String@) | public void Deconstruct(out int X, out string Y)
    * M:N.B.#ctor(N.B) | protected B(B original)
    * M:N.B.<Clone>$ | public override B <Clone>$()
    * P:N.B.EqualityContract | protected override global::System.Type EqualityContract { get; }
    * M:N.B.Equals(N.B) | public virtual bool Equals(B? other)
    * M:N.B.Equals(N.A) | public override sealed bool Equals(A? other)
    * M:N.B.Equals(System.Object) | public override bool Equals(object? obj)
    * M:N.B.GetHashCode | public override int GetHashCode()
    * M:N.B.op_Equality(N.B,N.B) | public static bool operator ==(B? left, B? right)
    * M:N.B.op_Inequality(N.B,N.B) | public static bool operator !=(B? left, B? right)
    * M:N.B.PrintMembers(System.Text.StringBuilder) | protected override bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.B.ToString | public override string ToString()
    ");
    // Sealed and derived: the overrides stay protected; only the direct base's Equals.
    insta::assert_snapshot!(members(&f, "C"), @r"
      M:N.C.#ctor | public C()
    * M:N.C.#ctor(N.C) | private C(C original)
    * M:N.C.<Clone>$ | public override C <Clone>$()
    * P:N.C.EqualityContract | protected override global::System.Type EqualityContract { get; }
    * M:N.C.Equals(N.C) | public bool Equals(C? other)
    * M:N.C.Equals(N.B) | public override sealed bool Equals(B? other)
    * M:N.C.Equals(System.Object) | public override bool Equals(object? obj)
    * M:N.C.GetHashCode | public override int GetHashCode()
    * M:N.C.op_Equality(N.C,N.C) | public static bool operator ==(C? left, C? right)
    * M:N.C.op_Inequality(N.C,N.C) | public static bool operator !=(C? left, C? right)
    * M:N.C.PrintMembers(System.Text.StringBuilder) | protected override bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.C.ToString | public override string ToString()
    ");
    insta::assert_snapshot!(members(&f, "G"), @r"
      M:N.Inner.G`1.#ctor(`0) | public G(T Value)
      P:N.Inner.G`1.Value | public T Value { get; init; }
    * M:N.Inner.G`1.Deconstruct(`0@) | public void Deconstruct(out T Value)
    * M:N.Inner.G`1.#ctor(N.Inner.G{`0}) | protected G(G<T> original)
    * M:N.Inner.G`1.<Clone>$ | public override G<T> <Clone>$()
    * P:N.Inner.G`1.EqualityContract | protected override global::System.Type EqualityContract { get; }
    * M:N.Inner.G`1.Equals(N.Inner.G{`0}) | public virtual bool Equals(G<T>? other)
    * M:N.Inner.G`1.Equals(N.A) | public override sealed bool Equals(A? other)
    * M:N.Inner.G`1.Equals(System.Object) | public override bool Equals(object? obj)
    * M:N.Inner.G`1.GetHashCode | public override int GetHashCode()
    * M:N.Inner.G`1.op_Equality(N.Inner.G{`0},N.Inner.G{`0}) | public static bool operator ==(G<T>? left, G<T>? right)
    * M:N.Inner.G`1.op_Inequality(N.Inner.G{`0},N.Inner.G{`0}) | public static bool operator !=(G<T>? left, G<T>? right)
    * M:N.Inner.G`1.PrintMembers(System.Text.StringBuilder) | protected override bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.Inner.G`1.ToString | public override string ToString()
    ");
}

#[test]
fn declared_members_replace_the_synthesized_ones() {
    let f = fixture(
        r#"
using System;
using System.Text;
namespace N
{
    public record R(int X, string Y)
    {
        public override string ToString() => "R";
        protected virtual bool PrintMembers(StringBuilder sb) => false;
        public virtual bool Equals(R? other) => true;
        public override int GetHashCode() => 0;
        protected R(R other) {}
        public void Deconstruct(out int x, out string y) { x = 0; y = ""; }
        protected virtual Type EqualityContract => typeof(R);
        // Other signatures: the synthesized members stay.
        public string ToString(int format) => "";
        public void Deconstruct(out int x) { x = 0; }
        public bool Equals(int other) => false;
    }
}
"#,
    );
    insta::assert_snapshot!(members(&f, "R"), @r"
      M:N.R.#ctor(System.Int32,System.String) | public R(int X, string Y)
      P:N.R.X | public int X { get; init; }
      P:N.R.Y | public string Y { get; init; }
      M:N.R.ToString | public override string ToString()
      M:N.R.PrintMembers(System.Text.StringBuilder) | protected virtual bool PrintMembers(StringBuilder sb)
      M:N.R.Equals(N.R) | public virtual bool Equals(R? other)
      M:N.R.GetHashCode | public override int GetHashCode()
      M:N.R.#ctor(N.R) | protected R(R other)
      M:N.R.Deconstruct(System.Int32@,System.String@) | public void Deconstruct(out int x, out string y)
      P:N.R.EqualityContract | protected virtual Type EqualityContract { get; }
      M:N.R.ToString(System.Int32) | public string ToString(int format)
      M:N.R.Deconstruct(System.Int32@) | public void Deconstruct(out int x)
      M:N.R.Equals(System.Int32) | public bool Equals(int other)
    * M:N.R.<Clone>$ | public virtual R <Clone>$()
    * M:N.R.Equals(System.Object) | public override bool Equals(object? obj)
    * M:N.R.op_Equality(N.R,N.R) | public static bool operator ==(R? left, R? right)
    * M:N.R.op_Inequality(N.R,N.R) | public static bool operator !=(R? left, R? right)
    ");
}

#[test]
fn record_members_round_trip_by_id_and_point_at_the_record() {
    let f = fixture(
        r#"
namespace N
{
    public partial record R;
    public partial record R(int X);
}
"#,
    );
    let db = &f.db;
    let ty = f.type_named("R");
    let all = type_members(db, ty);
    let synthesized: Vec<_> = all
        .iter()
        .filter(|m| matches!(m.id.origin, MemberOrigin::RecordMember { .. }))
        .collect();
    assert_eq!(synthesized.len(), 11);
    let parts = &ty.data(db).parts;
    for m in synthesized {
        assert!(m.synthesized);
        assert_eq!(member(db, m.id).as_ref(), Some(m));
        // On the part with the parameter list, located at its name.
        let MemberOrigin::RecordMember { part, .. } = m.id.origin else {
            unreachable!()
        };
        assert_eq!(part, 1);
        let documents = crate::project_documents(db, ty.project);
        let decls = crate::file_decls(db, documents[m.doc as usize]);
        assert_eq!(decls.types[parts[1].ty as usize].decl, m.decl.decl);
    }
}

#[test]
fn records_nested_in_generic_types_and_shadowed_names() {
    let f = fixture(
        r#"
namespace N
{
    public class Outer<T> { public record R(T X); }
    public record A { public class Shadow {} }
    public record Shadow : A;
}
"#,
    );
    insta::assert_snapshot!(members(&f, "R"), @r"
      M:N.Outer`1.R.#ctor(`0) | public R(T X)
      P:N.Outer`1.R.X | public T X { get; init; }
    * M:N.Outer`1.R.Deconstruct(`0@) | public void Deconstruct(out T X)
    * M:N.Outer`1.R.#ctor(N.Outer{`0}.R) | protected R(R original)
    * M:N.Outer`1.R.<Clone>$ | public virtual R <Clone>$()
    * P:N.Outer`1.R.EqualityContract | protected virtual global::System.Type EqualityContract { get; }
    * M:N.Outer`1.R.Equals(N.Outer{`0}.R) | public virtual bool Equals(R? other)
    * M:N.Outer`1.R.Equals(System.Object) | public override bool Equals(object? obj)
    * M:N.Outer`1.R.GetHashCode | public override int GetHashCode()
    * M:N.Outer`1.R.op_Equality(N.Outer{`0}.R,N.Outer{`0}.R) | public static bool operator ==(R? left, R? right)
    * M:N.Outer`1.R.op_Inequality(N.Outer{`0}.R,N.Outer{`0}.R) | public static bool operator !=(R? left, R? right)
    * M:N.Outer`1.R.PrintMembers(System.Text.StringBuilder) | protected virtual bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.Outer`1.R.ToString | public override string ToString()
    ");
    // `Shadow` inside the record is the base's nested class: the record is written from
    // `global::`.
    let project = f.project();
    let index = def_map(&f.db, project)
        .types
        .iter()
        .position(|t| &*t.name == "Shadow" && t.parent.is_none())
        .unwrap();
    let shadow = TypeId {
        project,
        index: index as u32,
    };
    insta::assert_snapshot!(members_of(&f, shadow), @r"
      M:N.Shadow.#ctor | public Shadow()
    * M:N.Shadow.#ctor(N.Shadow) | protected Shadow(global::N.Shadow original)
    * M:N.Shadow.<Clone>$ | public override global::N.Shadow <Clone>$()
    * P:N.Shadow.EqualityContract | protected override global::System.Type EqualityContract { get; }
    * M:N.Shadow.Equals(N.Shadow) | public virtual bool Equals(global::N.Shadow? other)
    * M:N.Shadow.Equals(N.A) | public override sealed bool Equals(A? other)
    * M:N.Shadow.Equals(System.Object) | public override bool Equals(object? obj)
    * M:N.Shadow.GetHashCode | public override int GetHashCode()
    * M:N.Shadow.op_Equality(N.Shadow,N.Shadow) | public static bool operator ==(global::N.Shadow? left, global::N.Shadow? right)
    * M:N.Shadow.op_Inequality(N.Shadow,N.Shadow) | public static bool operator !=(global::N.Shadow? left, global::N.Shadow? right)
    * M:N.Shadow.PrintMembers(System.Text.StringBuilder) | protected override bool PrintMembers(global::System.Text.StringBuilder builder)
    * M:N.Shadow.ToString | public override string ToString()
    ");
}
