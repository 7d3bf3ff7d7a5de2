//! Name binding in signatures: every lookup rule of C#, and when a missing name is certain.

use super::fixture;

#[test]
fn usings_aliases_static_and_global_usings() {
    let f = fixture(
        r#"
//- a.cs
global using System.Collections.Generic;
global using Dict = System.Collections.Generic.Dictionary<string, int>;
//- b.cs
using System;
using L = System.Collections.Generic.List<int>;
using static Outer.Holder;
namespace App
{
    public class C
    {
        public L Aliased;
        public Dict GlobalAlias;
        public List<string> FromGlobalUsing;
        public Exception FromUsing;
        public Inner FromUsingStatic;
        public global::System.String Qualified;
        public System.Collections.Generic.List<int>.Enumerator NestedOfGeneric;
    }
}
namespace Outer { public static class Holder { public class Inner {} } }
"#,
    );
    insta::assert_snapshot!(f.bound_member_types("C"), @r"
    Aliased: L -> System.Collections.Generic.List{System.Int32}
    GlobalAlias: Dict -> System.Collections.Generic.Dictionary{System.String,System.Int32}
    FromGlobalUsing: List<string> -> System.Collections.Generic.List{System.String}
    FromUsing: Exception -> System.Exception
    FromUsingStatic: Inner -> Outer.Holder.Inner
    Qualified: global::System.String -> System.String
    NestedOfGeneric: System.Collections.Generic.List<int>.Enumerator -> System.Collections.Generic.List{System.Int32}.Enumerator
    ");
}

#[test]
fn enclosing_namespaces_nested_inherited_types_and_arity() {
    let f = fixture(
        r#"
namespace A.B
{
    public class Base { public class Nested {} }
    public class Gen {} public class Gen<T> {} public class Gen<T, U> {}
}
namespace A
{
    public class Sibling {}
}
namespace A.B.C
{
    public class Derived : Base
    {
        public Nested Inherited;
        public Sibling FromOuterNamespace;
        public Gen Zero;
        public Gen<int> One;
        public Gen<int, Derived> Two;
        public Missing NotThere;
    }
}
"#,
    );
    insta::assert_snapshot!(f.bound_member_types("Derived"), @r"
    Inherited: Nested -> A.B.Base.Nested
    FromOuterNamespace: Sibling -> A.Sibling
    Zero: Gen -> A.B.Gen
    One: Gen<int> -> A.B.Gen{System.Int32}
    Two: Gen<int, Derived> -> A.B.Gen{System.Int32,A.B.C.Derived}
    NotThere: Missing -> unresolved Missing (certain)
    ");
}

#[test]
fn file_scoped_namespace_and_type_parameters_shadow() {
    let f = fixture(
        r#"
namespace N;
public class T {}
public class Box<T>
{
    public T Value;
    public U Get<U>() => default;
}
"#,
    );
    insta::assert_snapshot!(f.bound_member_types("Box"), @r"
    Value: T -> `0
    Get: U -> ``0
    ");
}

#[test]
fn a_missing_name_is_uncertain_when_framework_namespaces_or_packages_could_supply_it() {
    let f = fixture(
        r#"
using System;
namespace N { public class C { public Widget W; } }
"#,
    );
    insta::assert_snapshot!(f.bound_member_types("C"), @"W: Widget -> unresolved Widget");
    let open = fixture(
        r#"
//- project Lib open
namespace N { public class C { public Widget W; public Other.Thing T; } }
"#,
    );
    insta::assert_snapshot!(open.bound_member_types("C"), @r"
    W: Widget -> unresolved Widget
    T: Other.Thing -> unresolved Other
    ");
}

#[test]
fn referenced_projects_supply_types_and_bases_bind() {
    let f = fixture(
        r#"
//- project Core
namespace Core { public interface IRepo<T> {} public abstract class Entity {} }
//- project App
using Core;
namespace App
{
    public class Order : Entity, IRepo<Order>, System.IDisposable {}
    public struct S : System.IEquatable<S> {}
    public enum E { A }
    public interface IX : IRepo<int> {}
}
"#,
    );
    assert_eq!(
        f.bases("Order"),
        "base Core.Entity, interface Core.IRepo{App.Order}, interface System.IDisposable"
    );
    assert_eq!(
        f.bases("S"),
        "base System.ValueType, interface System.IEquatable{App.S}"
    );
    assert_eq!(f.bases("E"), "base System.Enum");
    assert_eq!(f.bases("IX"), "interface Core.IRepo{System.Int32}");
}

#[test]
fn partial_types_merge_across_files_and_keep_every_part() {
    let f = fixture(
        r#"
//- a.cs
namespace N { public partial class P { public void A() {} } }
//- b.cs
namespace N { public partial class P { public void B() {} } public class Q {} }
"#,
    );
    let p = f.type_named("P");
    assert_eq!(p.data(&f.db).parts.len(), 2);
    insta::assert_snapshot!(f.doc_ids(), @"
    T:N.P
      M:N.P.A
      M:N.P.B
      M:N.P.#ctor
    T:N.Q
      M:N.Q.#ctor
    ");
}

#[test]
fn usings_inside_a_namespace_are_relative_to_it() {
    let f = fixture(
        r#"
//- lib.cs
namespace Company.Results { public class Outcome {} }
namespace Company.Internal { public class Helper {} }
//- use.cs
namespace Company.Tests;
using Results;
using H = Internal.Helper;
public class C { public Outcome O; public H Aliased; }
"#,
    );
    insta::assert_snapshot!(f.bound_member_types("C"), @r"
    O: Outcome -> Company.Results.Outcome
    Aliased: H -> Company.Internal.Helper
    ");
}

#[test]
fn each_part_of_a_partial_class_may_name_the_base_class() {
    let f = fixture(
        r#"
//- a.cs
namespace N { public interface I {} public class B {} public partial class P : I {} }
//- b.cs
namespace N { public partial class P : B, I {} }
"#,
    );
    assert_eq!(f.bases("P"), "base N.B, interface N.I");
}
