//! Declaration diagnostics about members and names: abstract members left unimplemented,
//! overrides, interface lists, unbound type names, correct code, incremental recomputation and
//! instance members of static classes.

use super::*;

#[test]
fn unimplemented_abstract_members() {
    let text = "abstract class B<T>
{
    public abstract void M(T x);
    public abstract int P { get; set; }
    public abstract event System.EventHandler E;
    public abstract int this[T i] { get; }
}
class C : B<int> { }
abstract class Mid : B<string> { public override void M(string x) {} }
class D : Mid { public override int P { get => 0; set {} } public override event System.EventHandler E; public override int this[string i] => 0; }
class F : Mid { public override void M(string y) {} }
";
    assert_eq!(
        messages(text),
        vec![
            "CS0534 main.cs:8:7 'C' 'C' does not implement inherited abstract member 'B<int>.M(int)'",
            "CS0534 main.cs:8:7 'C' 'C' does not implement inherited abstract member 'B<int>.P.get'",
            "CS0534 main.cs:8:7 'C' 'C' does not implement inherited abstract member 'B<int>.P.set'",
            "CS0534 main.cs:8:7 'C' 'C' does not implement inherited abstract member 'B<int>.E.add'",
            "CS0534 main.cs:8:7 'C' 'C' does not implement inherited abstract member 'B<int>.E.remove'",
            "CS0534 main.cs:8:7 'C' 'C' does not implement inherited abstract member 'B<int>.this[int].get'",
            "CS0534 main.cs:11:7 'F' 'F' does not implement inherited abstract member 'B<string>.P.get'",
            "CS0534 main.cs:11:7 'F' 'F' does not implement inherited abstract member 'B<string>.P.set'",
            "CS0534 main.cs:11:7 'F' 'F' does not implement inherited abstract member 'B<string>.E.add'",
            "CS0534 main.cs:11:7 'F' 'F' does not implement inherited abstract member 'B<string>.E.remove'",
            "CS0534 main.cs:11:7 'F' 'F' does not implement inherited abstract member 'B<string>.this[string].get'",
        ]
    );
}

#[test]
fn abstract_members_implemented_through_generic_bases() {
    assert_clean(
        "abstract class B<T> { public abstract T M(T x, int y); public abstract void N<U>(U u, T t); }
abstract class Mid<V> : B<V[]> { public override V[] M(V[] x, int y) => x; }
class C : Mid<string> { public override void N<W>(W w, string[] t) {} }
abstract class Re : C { public abstract override string ToString(); }
class Again : Re { public override string ToString() => \"\"; }
abstract class Still : B<int> { }
class Inherits : System.Exception { }
",
    );
    // A base from the core library (other than object) may have abstract members we do not see.
    assert_clean("abstract class K : System.Type { }\nclass T : K { }\n");
}

// CS0115 / CS0506 ------------------------------------------------------------------------

#[test]
fn override_without_a_member_to_override() {
    let text =
        "class B { public virtual void M(int x) {} public void N() {} private void Hidden() {} }
class C : B
{
    public override void M(string s) {}
    public override void N() {}
    public override int P => 0;
    protected override void Hidden() {}
    public override string ToString() => null;
    public override bool Equals(object o) => false;
    public override System.Type GetType() => null;
}
struct S { public override int GetHashCode() => 0; public override void Nothing() {} }
";
    assert_eq!(
        messages(text),
        vec![
            "CS0115 main.cs:4:26 'M' 'C.M(string)': no suitable method found to override",
            "CS0506 main.cs:5:26 'N' 'C.N()': cannot override inherited member 'B.N()' because it is not marked virtual, abstract, or override",
            "CS0115 main.cs:6:25 'P' 'C.P': no suitable method found to override",
            "CS0506 main.cs:10:33 'GetType' 'C.GetType()': cannot override inherited member 'object.GetType()' because it is not marked virtual, abstract, or override",
            "CS0115 main.cs:12:73 'Nothing' 'S.Nothing()': no suitable method found to override",
        ]
    );
}

#[test]
fn overrides_that_are_fine_or_uncertain() {
    assert_clean_but_unbound(
        "abstract class B<T> { public abstract void M(T x); protected virtual int P { get; } public virtual event System.EventHandler E; public virtual int this[T i] => 0; }
class C : B<(int a, string b)> { public override void M((int, string) x) {} protected override int P => 1; public override event System.EventHandler E; public override int this[(int x, string y) i] => 1; }
class D : C { public override void M((int c, string d) x) {} }
class Ex : System.Exception { public override string Message => \"\"; public override void Anything() {} }
class Unbound : MissingBase { public override void M() {} }
class Param : C { public override void Q(Missing m) {} }
record R(int X) { public override string ToString() => \"\"; protected virtual bool PrintMembers(System.Text.StringBuilder b) => true; }
class Field { public int M; }
class Other : Field { public override void M() {} }
",
    );
}

// CS0527 / CS1721 / CS1722 ---------------------------------------------------------------

#[test]
fn non_interfaces_in_interface_lists() {
    let text = "namespace N
{
    class A {} class B {} interface I {} struct S {} enum E {}
    struct T : A {}
    interface J : S {}
    class C : I, A {}
    class D : A, B {}
    class F : E {}
    partial class P : I {}
    partial class P : A {}
}
";
    assert_eq!(
        messages(text),
        vec![
            "CS0527 main.cs:4:16 'A' Type 'N.A' in interface list is not an interface",
            "CS0527 main.cs:5:19 'S' Type 'N.S' in interface list is not an interface",
            "CS1722 main.cs:6:18 'A' Base class 'N.A' must come before any interfaces",
            "CS1721 main.cs:7:18 'B' Class 'N.D' cannot have multiple base classes: 'N.A' and 'N.B'",
            "CS0527 main.cs:8:15 'E' Type 'N.E' in interface list is not an interface",
        ]
    );
}

// CS0246 / CS0234 ------------------------------------------------------------------------

#[test]
fn type_names_that_bind_to_nothing() {
    let text = "namespace N.Inner { class Known {} }
namespace N
{
    class B : MissingBase { }
    class C
    {
        Missing field;
        Gen<int> Method(Inner.Absent a, System.Collections.Generic.List<Nope> list, params Other[] rest) => null;
        N.Inner.Known Fine(Known k) => null;
        delegate Ret D(Arg a);
    }
}
";
    assert_eq!(
        messages(text),
        vec![
            "CS0246 main.cs:4:15 'MissingBase' The type or namespace name 'MissingBase' could not be found (are you missing a using directive or an assembly reference?)",
            "CS0246 main.cs:7:9 'Missing' The type or namespace name 'Missing' could not be found (are you missing a using directive or an assembly reference?)",
            "CS0246 main.cs:8:9 'Gen<int>' The type or namespace name 'Gen<>' could not be found (are you missing a using directive or an assembly reference?)",
            "CS0234 main.cs:8:31 'Absent' The type or namespace name 'Absent' does not exist in the namespace 'N.Inner' (are you missing an assembly reference?)",
            "CS0246 main.cs:8:73 'Nope' The type or namespace name 'Nope' could not be found (are you missing a using directive or an assembly reference?)",
            "CS0246 main.cs:8:92 'Other' The type or namespace name 'Other' could not be found (are you missing a using directive or an assembly reference?)",
            "CS0246 main.cs:9:28 'Known' The type or namespace name 'Known' could not be found (are you missing a using directive or an assembly reference?)",
            "CS0246 main.cs:10:18 'Ret' The type or namespace name 'Ret' could not be found (are you missing a using directive or an assembly reference?)",
            "CS0246 main.cs:10:24 'Arg' The type or namespace name 'Arg' could not be found (are you missing a using directive or an assembly reference?)",
        ]
    );
}

#[test]
fn type_names_that_may_exist_elsewhere() {
    // Framework namespaces are never complete; nor is a project with references we cannot see.
    assert_clean("using System; class C { Missing M() => null; }");
    assert_clean("//- project Lib open\nclass C { Missing M() => null; }");
    assert_clean(
        "class C { System.Missing M() => null; System.Collections.Generic.Nope N() => null; }",
    );
    // Nested types inherited through the containing type's base class, type parameters and
    // keywords in context.
    assert_clean(
        "class Base { public class Inner {} }
class Outer : Base { class Nested : Inner { Inner Get<T>(T t, dynamic d, nint n) => null; } }
interface IA { class Shape {} }
interface IB : IA { Shape Make(); }
class G<T> : System.Collections.Generic.List<T> where T : struct { T? Value; (T a, int b) Pair; }
",
    );
}

// Clean code -----------------------------------------------------------------------------

#[test]
fn correct_code_has_no_declaration_diagnostics() {
    assert_clean(
        "//- Shapes.cs
namespace Shapes
{
    public interface IShape { double Area(); string Name { get; } }
    public interface IVisitor<T> { T Visit(Circle c); T Visit(Square s); }
    public abstract class Shape : IShape
    {
        public abstract double Area();
        public virtual string Name => GetType().ToString();
        public override string ToString() => Name;
        public abstract T Accept<T>(IVisitor<T> visitor);
    }
    public sealed partial class Circle : Shape, System.IEquatable<Circle>
    {
        public double R { get; init; }
        public override double Area() => 3.14 * R * R;
        public override T Accept<T>(IVisitor<T> v) => v.Visit(this);
    }
    public class Square : Shape
    {
        public double Side;
        public Square() {}
        public Square(double side) { Side = side; }
        public override double Area() => Side * Side;
        public override string Name => \"square\";
        public override T Accept<T>(IVisitor<T> v) => v.Visit(this);
        public static Square operator *(Square s, double k) => new Square(s.Side * k);
        public static explicit operator double(Square s) => s.Side;
        public double this[int i] => Side;
        public double this[string s] => Side;
    }
    public record Point(double X, double Y) : IShape
    {
        public double Area() => 0;
        public string Name => nameof(Point);
    }
    public readonly record struct Size(int W, int H);
    public enum Kind { Circle, Square }
    public delegate void Changed(Shape shape, Kind kind);
}
//- Circle.Equality.cs
namespace Shapes
{
    public sealed partial class Circle
    {
        public bool Equals(Circle other) => other is not null && other.R == R;
        public override bool Equals(object obj) => Equals(obj as Circle);
        public override int GetHashCode() => R.GetHashCode();
    }
    public struct Pair<T> : System.IEquatable<Pair<T>> where T : struct
    {
        public T First;
        public bool Equals(Pair<T> other) => true;
        public override string ToString() => \"\";
        public override bool Equals(object obj) => false;
        public override int GetHashCode() => 0;
    }
}
//- Program.cs
using Shapes;
var circle = new Circle { R = 1 };
System.Console.WriteLine(circle.Area());
static void Local() {}
",
    );
}

#[test]
fn correct_code_over_the_real_core_library() {
    let core: String = cs_hir::core_library_sources()
        .iter()
        .map(|(_, text)| *text)
        .collect::<Vec<_>>()
        .join("\n");
    if core.is_empty() {
        return;
    }
    let f = fixture_with(
        RootDatabase::default(),
        "using System;
using System.Collections.Generic;
namespace App
{
    public sealed class Widget : IDisposable, IEquatable<Widget>
    {
        private readonly List<string> _names = new();
        public void Dispose() {}
        public bool Equals(Widget other) => ReferenceEquals(this, other);
        public override bool Equals(object obj) => Equals(obj as Widget);
        public override int GetHashCode() => 0;
        public override string ToString() => string.Join(\",\", _names);
    }
    public class AppException : Exception
    {
        public AppException(string message) : base(message) {}
        public override string Message => base.Message;
    }
}
",
        &core,
    );
    let found = f.diagnostics();
    assert!(found.is_empty(), "{found:#?}");
}

// Incrementality -------------------------------------------------------------------------

#[test]
fn body_edits_do_not_recompute_the_project_stage() {
    let log = Arc::new(Mutex::new(Vec::<String>::new()));
    let sink = log.clone();
    let db = RootDatabase::with_execution_log(move |e| sink.lock().unwrap().push(e));
    let mut f = fixture_with(
        db,
        "//- a.cs\nclass A { void M() { } void M() { } }\n//- b.cs\nclass B { }\n",
        MINI_CORE,
    );
    assert_eq!(f.codes(), vec!["CS0111 a.cs:1:29 'M'"]);
    log.lock().unwrap().clear();
    let a = f.projects[0].documents(&f.db)[0];
    a.source(&f.db)
        .set_text(&mut f.db)
        .to("class A { void M() { int x = 1; } void M() { } }\n".into());
    assert_eq!(f.codes(), vec!["CS0111 a.cs:1:40 'M'"]);
    let executed = log.lock().unwrap().clone();
    assert!(
        !executed
            .iter()
            .any(|e| e.starts_with("declaration_problems")),
        "the project stage is reused after a body edit: {executed:?}"
    );
    assert!(
        executed
            .iter()
            .any(|e| e.starts_with("document_diagnostics"))
    );
}

#[test]
fn instance_members_of_a_static_class() {
    let text = "static class Tools
{
    public const int Max = 3;
    static int count;
    int total, other;
    public static void Ok() { }
    public int Twice(int x) => x * 2;
    public string Name { get; set; }
    public event System.EventHandler Changed;
    public static int Count => count;
    class Nested { int fine; }
}
class Plain { int x; }
";
    assert_eq!(
        messages(text),
        vec![
            "CS0708 main.cs:5:9 'total' 'Tools.total': cannot declare instance members in a static class",
            "CS0708 main.cs:5:16 'other' 'Tools.other': cannot declare instance members in a static class",
            "CS0708 main.cs:7:16 'Twice' 'Tools.Twice(int)': cannot declare instance members in a static class",
            "CS0708 main.cs:8:19 'Name' 'Tools.Name': cannot declare instance members in a static class",
            "CS0708 main.cs:9:38 'Changed' 'Tools.Changed': cannot declare instance members in a static class",
        ]
    );
}
