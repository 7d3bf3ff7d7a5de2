//! Declaration diagnostics over fixtures: files separated by `//- path` lines, `//- project
//! Name` starting a project that references the earlier ones (`//- project Name open` for one
//! with references we cannot see), over a small test core library.

use std::sync::{Arc, Mutex};

use cs_db::{
    Document, DocumentStatus, Project, ProjectSettings, RootDatabase, Setter, SourceFile,
    SymbolSet, Workspace,
};

use super::declaration_diagnostics;

/// Enough of `System` for declarations: special types, `Object`'s virtual members, a core
/// interface and a core base class.
pub(crate) const MINI_CORE: &str = r#"
namespace System {
    public class Object {
        public virtual bool Equals(object obj) => throw null;
        public virtual int GetHashCode() => throw null;
        public virtual string ToString() => throw null;
        public Type GetType() => throw null;
        protected object MemberwiseClone() => throw null;
        ~Object() {}
    }
    public abstract class Type {}
    public abstract class ValueType {
        public override bool Equals(object obj) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
    }
    public abstract class Enum : ValueType {}
    public abstract class Delegate {}
    public abstract class MulticastDelegate : Delegate {}
    public abstract class Attribute {}
    public struct Void {}
    public struct Boolean {} public struct Char {} public struct Int32 {} public struct Int64 {}
    public struct Double {} public struct IntPtr {} public struct UIntPtr {}
    public sealed class String {}
    public struct Nullable<T> where T : struct {}
    public struct ValueTuple<T1, T2> {}
    public interface IDisposable { void Dispose(); }
    public class EventArgs {}
    public delegate void EventHandler(object sender, EventArgs e);
    public class Exception { public virtual string Message => null; }
}
namespace System.Collections.Generic {
    public interface IEnumerable<out T> {}
    public class List<T> : IEnumerable<T> {}
}
"#;

pub(crate) struct Fixture {
    pub db: RootDatabase,
    pub projects: Vec<Project>,
    pub workspace: Workspace,
}

pub(crate) fn fixture(text: &str) -> Fixture {
    fixture_with(RootDatabase::default(), text, MINI_CORE)
}

pub(crate) fn fixture_with(db: RootDatabase, text: &str, core_text: &str) -> Fixture {
    let symbols = SymbolSet::new(&db, Arc::from(Vec::<String>::new()));
    let core_doc = Document::new(
        &db,
        SourceFile::new(&db, "<core>/System.cs".into(), core_text.into()),
        symbols,
        DocumentStatus::Live,
    );
    let core = core_project(&db, vec![core_doc]);
    // (project name, has unseen references, files as (path, text))
    type Group = (String, bool, Vec<(String, String)>);
    let mut groups: Vec<Group> = vec![("App".into(), false, Vec::new())];
    let mut current: Option<(String, String)> = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("//- ") {
            if let Some(file) = current.take() {
                groups.last_mut().unwrap().2.push(file);
            }
            if let Some(name) = rest.strip_prefix("project ") {
                let open = name.ends_with(" open");
                let name = name.trim_end_matches(" open").to_string();
                if groups.last().unwrap().2.is_empty() {
                    groups.pop();
                }
                groups.push((name, open, Vec::new()));
            } else {
                current = Some((rest.trim().to_string(), String::new()));
            }
            continue;
        }
        let file = current.get_or_insert_with(|| ("main.cs".into(), String::new()));
        file.1.push_str(line);
        file.1.push('\n');
    }
    if let Some(file) = current.take() {
        groups.last_mut().unwrap().2.push(file);
    }
    let mut projects: Vec<Project> = Vec::new();
    for (name, open, files) in groups {
        let documents = files
            .into_iter()
            .map(|(path, text)| {
                Document::new(
                    &db,
                    SourceFile::new(&db, path.into(), text.into()),
                    symbols,
                    DocumentStatus::Live,
                )
            })
            .collect();
        let mut references = projects.clone();
        references.push(core);
        projects.push(Project::new(
            &db,
            Arc::new(ProjectSettings {
                name,
                has_unseen_references: open,
                ..Default::default()
            }),
            documents,
            references,
        ));
    }
    let workspace = Workspace::new(&db, projects.clone());
    Fixture {
        db,
        projects,
        workspace,
    }
}

fn core_project(db: &RootDatabase, documents: Vec<Document>) -> Project {
    Project::new(
        db,
        Arc::new(ProjectSettings {
            name: "core".into(),
            is_core_library: true,
            ..Default::default()
        }),
        documents,
        Vec::new(),
    )
}

impl Fixture {
    /// Every declaration diagnostic of every project: `ID path:line:col 'text' message`.
    pub fn diagnostics(&self) -> Vec<String> {
        let mut result = Vec::new();
        for &project in &self.projects {
            for &document in project.documents(&self.db) {
                let text = document.source(&self.db).text(&self.db).clone();
                let path = document.source(&self.db).path(&self.db).clone();
                for d in declaration_diagnostics(&self.db, project, document) {
                    let start = usize::from(d.range.start());
                    let end = usize::from(d.range.end());
                    let line = text[..start].matches('\n').count() + 1;
                    let column = start - text[..start].rfind('\n').map_or(0, |i| i + 1) + 1;
                    result.push(format!(
                        "{} {path}:{line}:{column} '{}' {}",
                        d.id,
                        &text[start..end],
                        d.message
                    ));
                }
            }
        }
        result
    }

    /// Like [`Fixture::diagnostics`] without messages.
    pub fn codes(&self) -> Vec<String> {
        self.diagnostics()
            .into_iter()
            .map(|d| {
                let quote_end = d.match_indices('\'').nth(1).map_or(d.len(), |(i, _)| i + 1);
                d[..quote_end].to_string()
            })
            .collect()
    }
}

fn codes(text: &str) -> Vec<String> {
    fixture(text).codes()
}

fn messages(text: &str) -> Vec<String> {
    fixture(text).diagnostics()
}

fn assert_clean(text: &str) {
    let found = fixture(text).diagnostics();
    assert!(found.is_empty(), "expected no diagnostics, got {found:#?}");
}

/// No diagnostics but those about the names the text leaves unbound on purpose.
fn assert_clean_but_unbound(text: &str) {
    let found: Vec<String> = fixture(text)
        .diagnostics()
        .into_iter()
        .filter(|d| !d.starts_with("CS0246"))
        .collect();
    assert!(found.is_empty(), "expected no diagnostics, got {found:#?}");
}

// CS0101 ---------------------------------------------------------------------------------

#[test]
fn duplicate_types_in_a_namespace() {
    assert_eq!(
        messages(
            "namespace N {\n    class C {}\n    class C {}\n    class G<T> {}\n    struct S {}\n    class S {}\n}\nclass Top {}\nclass Top {}\n"
        ),
        vec![
            "CS0101 main.cs:3:11 'C' The namespace 'N' already contains a definition for 'C'",
            "CS0101 main.cs:6:11 'S' The namespace 'N' already contains a definition for 'S'",
            "CS0101 main.cs:9:7 'Top' The namespace '<global namespace>' already contains a definition for 'Top'",
        ]
    );
}

#[test]
fn duplicate_types_across_files_and_partial_types() {
    assert_eq!(
        codes(
            "//- a.cs\nnamespace N { class C {} partial class P {} }\n//- b.cs\nnamespace N { class C {} partial class P {} }\n"
        ),
        vec!["CS0101 b.cs:1:21 'C'"]
    );
    // partial with non-partial (CS0260) and partial class with partial struct (CS0261) are
    // other errors; different arities are different types.
    assert_clean(
        "partial class A {} class A {} partial class B {} partial struct B {} class G {} class G<T> {} class G<T, U> {}",
    );
    // Types in different projects do not clash.
    assert_clean("//- a.cs\nclass C {}\n//- project Other\n//- b.cs\nclass C {}\n");
}

#[test]
fn duplicate_nested_types() {
    assert_eq!(
        messages("class Outer<T> {\n    class In {}\n    struct In {}\n    interface In {}\n}\n"),
        vec![
            "CS0102 main.cs:3:12 'In' The type 'Outer<T>' already contains a definition for 'In'",
            "CS0102 main.cs:4:15 'In' The type 'Outer<T>' already contains a definition for 'In'",
        ]
    );
    // Members of duplicated types are not checked (the compiler merges the declarations).
    assert_eq!(
        codes("class D { int x; int x; }\nclass D { }\n"),
        vec!["CS0101 main.cs:2:7 'D'"]
    );
}

// CS0102 ---------------------------------------------------------------------------------

#[test]
fn duplicate_member_names() {
    let text = "class C<T>
{
    int a;
    int a;
    void b() {}
    int b;
    class Inner {}
    void Inner() {}
    int P { get; }
    void P(int x) {}
    int T;
    event System.EventHandler E, E;
}
enum Color { Red, Green, Red }
";
    assert_eq!(
        messages(text),
        vec![
            "CS0102 main.cs:4:9 'a' The type 'C<T>' already contains a definition for 'a'",
            "CS0102 main.cs:6:9 'b' The type 'C<T>' already contains a definition for 'b'",
            "CS0102 main.cs:8:10 'Inner' The type 'C<T>' already contains a definition for 'Inner'",
            "CS0102 main.cs:10:10 'P' The type 'C<T>' already contains a definition for 'P'",
            "CS0102 main.cs:11:9 'T' The type 'C<T>' already contains a definition for 'T'",
            "CS0102 main.cs:12:34 'E' The type 'C<T>' already contains a definition for 'E'",
            "CS0102 main.cs:14:26 'Red' The type 'Color' already contains a definition for 'Red'",
        ]
    );
}

#[test]
fn indexers_are_named_item() {
    assert_eq!(
        messages(
            "class C { int Item; int this[int i] => 0; }\nclass D { int Item; [System.Runtime.CompilerServices.IndexerName(\"At\")] int this[int i] => 0; }\n"
        ),
        vec!["CS0102 main.cs:1:25 'this' The type 'C' already contains a definition for 'Item'"]
    );
}

#[test]
fn members_that_do_not_clash() {
    assert_clean(
        "//- a.cs
partial class C
{
    void M() {}
    void M(int x) {}
    int M<T>() => 0;
    partial void Q();
    public partial int P { get; }
    public static C operator +(C a, C b) => a;
    public static C operator -(C a, C b) => a;
    public static C operator -(C a) => a;
    public static implicit operator int(C c) => 0;
    public static implicit operator long(C c) => 0;
    int this[int i] => 0;
    int this[string s] => 0;
    C() {}
    static C() {}
    C(int x) {}
    ~C() {}
}
//- b.cs
partial class C
{
    void M(string s) {}
    partial void Q() {}
    public partial int P { get => 1; }
    void M(ref int x) {}
}
",
    );
}

// CS0111 ---------------------------------------------------------------------------------

#[test]
fn duplicate_signatures() {
    let text = "namespace N
{
    class C<T>
    {
        void M(int x) {}
        int M(int y) => 0;
        static void M(int z) {}
        void G<U>(U u, T t) {}
        void G<V>(V v, T t) {}
        C(string s) {}
        C(string t) {}
        int this[int i] => 0;
        string this[int j] => null;
        void P(params int[] a) {}
        void P(int[] b) {}
        void R(dynamic d, (int a, int b) t) {}
        void R(object o, (int, int) u) {}
        ~C() {}
        ~C() {}
    }
}
";
    assert_eq!(
        messages(text),
        vec![
            "CS0111 main.cs:6:13 'M' Type 'N.C<T>' already defines a member called 'M' with the same parameter types",
            "CS0111 main.cs:7:21 'M' Type 'N.C<T>' already defines a member called 'M' with the same parameter types",
            "CS0111 main.cs:9:14 'G' Type 'N.C<T>' already defines a member called 'G' with the same parameter types",
            "CS0111 main.cs:11:9 'C' Type 'N.C<T>' already defines a member called 'C' with the same parameter types",
            "CS0111 main.cs:13:16 'this' Type 'N.C<T>' already defines a member called 'this' with the same parameter types",
            "CS0111 main.cs:15:14 'P' Type 'N.C<T>' already defines a member called 'P' with the same parameter types",
            "CS0111 main.cs:17:14 'R' Type 'N.C<T>' already defines a member called 'R' with the same parameter types",
            "CS0111 main.cs:19:10 'C' Type 'N.C<T>' already defines a member called '~C' with the same parameter types",
        ]
    );
}

#[test]
fn signatures_that_are_not_duplicates() {
    assert_clean_but_unbound(
        "interface I { void M(); } interface J { void M(); }
class C : I, J
{
    void I.M() {}
    void J.M() {}
    public void M() {}
    void R(ref int x) {}
    void R(int x) {}
    void O(out int x) { x = 0; }
    void O(ref int x) {}
    void U(Missing a) {}
    void U(Other b) {}
    partial class Nested {}
    void G<T>(T t) {}
    void G<T, U>(T t) {}
}
",
    );
}

#[test]
fn primary_constructor_duplicates() {
    assert_eq!(
        codes("class C(int a) { public C(int b) : this(b) {} public C(string s) : this(0) {} }\n"),
        vec!["CS0111 main.cs:1:25 'C'"]
    );
}

// CS0535 ---------------------------------------------------------------------------------

#[test]
fn unimplemented_interface_members() {
    let text = "namespace N
{
    interface I { void M(int x); int P { get; } event System.EventHandler E; int this[int i] { get; } }
    class C : I { }
    interface IG<T> { T Get(T x); void Put(T x); }
    class G : IG<int> { public int Get(int x) => x; public void Put(string s) {} }
    interface IBase { void B(); }
    interface IDerived : IBase { }
    abstract class D : IDerived { }
}
";
    assert_eq!(
        messages(text),
        vec![
            "CS0535 main.cs:4:15 'I' 'N.C' does not implement interface member 'N.I.M(int)'",
            "CS0535 main.cs:4:15 'I' 'N.C' does not implement interface member 'N.I.P'",
            "CS0535 main.cs:4:15 'I' 'N.C' does not implement interface member 'N.I.E'",
            "CS0535 main.cs:4:15 'I' 'N.C' does not implement interface member 'N.I.this[int]'",
            "CS0535 main.cs:6:15 'IG<int>' 'N.G' does not implement interface member 'N.IG<int>.Put(int)'",
            "CS0535 main.cs:9:24 'IDerived' 'N.D' does not implement interface member 'N.IBase.B()'",
        ]
    );
}

#[test]
fn implemented_interface_members() {
    assert_clean_but_unbound(
        "interface I { void M(int x); int P { get; } }
interface IG<T> { T Get(T x); void Put(ref T x); U Map<U>(T t, U u); }
interface IDefault { void D() {} static void S() {} int Q => 1; }
interface IRe : IDefault { }
interface IWithDefault { void W(); }
interface IProvides : IWithDefault { void IWithDefault.W() {} }
class Explicit : I { void I.M(int x) {} int I.P => 0; }
class Base { public void M(int x) {} }
class FromBase : Base, I { public int P { get; set; } }
class Generic : IG<int>, IG<string>
{
    public int Get(int x) => x;
    public string Get(string x) => x;
    public void Put(ref int x) {}
    void IG<string>.Put(ref string x) {}
    public U Map<U>(int t, U u) => u;
    public V Map<V>(string t, V v) => v;
}
class Open<T> : IG<T> { public T Get(T x) => x; public void Put(ref T x) {} public W Map<W>(T t, W w) => w; }
class Defaults : IRe { }
class Provided : IProvides { }
struct S : I { public void M(int x) {} public int P => 0; }
abstract class A : I { public abstract void M(int x); public abstract int P { get; } }
class Derived : A { public override void M(int x) {} public override int P => 1; }
class Core : System.IDisposable { }
class Unknown : I, IMissing { }
record R(int P) : I { public void M(int x) {} }
",
    );
}

#[test]
fn interface_checks_stay_silent_when_unsure() {
    // A partial type in a project with references we cannot see may get members from a
    // generator; a base we cannot see into may implement anything.
    assert_clean(
        "//- project Lib open
interface I { void M(); }
partial class C : I { }
class E : System.Exception, I { }
",
    );
    // A parameter type that does not bind.
    assert_clean_but_unbound("interface I { void M(Missing m); } class C : I { }");
}

#[test]
fn messages_write_types_as_the_compiler_does() {
    let text = "namespace N
{
    interface I<T> { void M<U>(ref T x, out U y, params int[] rest, (int a, string b) t, int? n, string? s, System.Collections.Generic.List<T>[] l, long[,][] m); }
    class C : I<string> { }
}
";
    assert_eq!(
        messages(text),
        vec![
            "CS0535 main.cs:4:15 'I<string>' 'N.C' does not implement interface member 'N.I<string>.M<U>(ref string, out U, params int[], (int a, string b), int?, string?, System.Collections.Generic.List<string>[], long[,][])'",
        ]
    );
}

// CS0534 ---------------------------------------------------------------------------------

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
