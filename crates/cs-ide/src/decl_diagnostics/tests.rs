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

mod members;
