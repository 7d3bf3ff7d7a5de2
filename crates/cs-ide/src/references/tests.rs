//! Fixture tests: projects over the embedded core library, written as `//- project Name` and
//! `//- path` sections with a `$0` cursor; answers rendered as `path:line:column kind`.

use std::sync::Arc;

use cs_db::{DocumentStatus, ProjectSettings, SourceFile, SymbolSet};
use cs_hir::Symbol;

use super::*;
use crate::AnalysisHost;

struct Fixture {
    host: AnalysisHost,
    workspace: Workspace,
    cursor: (Project, Document, TextSize),
}

/// Each `//- project Name` starts a project that references the ones before it, or only
/// those listed after a colon (`//- project App: Lib`); a path in several projects is one
/// source file (as the host loads linked files and multi-targeting projects).
fn fixture(text: &str) -> Fixture {
    let host = AnalysisHost::default();
    let db = host.db();
    let symbols = SymbolSet::new(db, Arc::from(Vec::<String>::new()));
    let core_docs = cs_hir::core_library_sources()
        .iter()
        .map(|(name, text)| {
            let source = SourceFile::new(db, format!("<core>/{name}").into(), (*text).into());
            Document::new(db, source, symbols, DocumentStatus::Live)
        })
        .collect();
    let core_settings = ProjectSettings {
        name: "core".into(),
        is_core_library: true,
        ..Default::default()
    };
    let core = Project::new(db, Arc::new(core_settings), core_docs, Vec::new());
    type Group = (String, Option<Vec<String>>, Vec<(String, String)>);
    let mut groups: Vec<Group> = vec![("App".into(), None, Vec::new())];
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("//- ") {
            match rest.strip_prefix("project ") {
                Some(header) => {
                    if groups.last().is_some_and(|g| g.2.is_empty()) {
                        groups.pop();
                    }
                    let (name, listed) = match header.split_once(':') {
                        Some((name, list)) => (
                            name,
                            Some(list.split(',').map(|r| r.trim().to_string()).collect()),
                        ),
                        None => (header, None),
                    };
                    groups.push((name.trim().to_string(), listed, Vec::new()));
                }
                None => groups
                    .last_mut()
                    .unwrap()
                    .2
                    .push((rest.trim().to_string(), String::new())),
            }
            continue;
        }
        let files = &mut groups.last_mut().unwrap().2;
        if files.is_empty() {
            files.push(("main.cs".into(), String::new()));
        }
        let file = files.last_mut().unwrap();
        file.1.push_str(line);
        file.1.push('\n');
    }
    let mut projects: Vec<Project> = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut sources: std::collections::HashMap<String, SourceFile> = Default::default();
    let mut cursor = None;
    for (name, listed, files) in groups {
        let mut documents = Vec::new();
        let mut cursor_doc = None;
        for (path, text) in files {
            let (text, offset) = match text.find("$0") {
                Some(i) => (text.replacen("$0", "", 1), Some(TextSize::from(i as u32))),
                None => (text, None),
            };
            let source = *sources
                .entry(path.clone())
                .or_insert_with(|| SourceFile::new(db, path.into(), text.into()));
            let document = Document::new(db, source, symbols, DocumentStatus::Live);
            if let Some(offset) = offset {
                cursor_doc = Some((document, offset));
            }
            documents.push(document);
        }
        let mut references: Vec<Project> = match &listed {
            Some(listed) => projects
                .iter()
                .zip(&names)
                .filter(|(_, n)| listed.contains(n))
                .map(|(p, _)| *p)
                .collect(),
            None => projects.clone(),
        };
        references.push(core);
        names.push(name.clone());
        let settings = ProjectSettings {
            name,
            ..Default::default()
        };
        let project = Project::new(db, Arc::new(settings), documents, references);
        if let Some((document, offset)) = cursor_doc {
            cursor = Some((project, document, offset));
        }
        projects.push(project);
    }
    let workspace = Workspace::new(db, projects);
    Fixture {
        host,
        workspace,
        cursor: cursor.expect("fixture has a $0 cursor"),
    }
}

impl Fixture {
    fn analysis(&self) -> Analysis {
        self.host.analysis()
    }

    fn at_cursor(&self) -> BoundSymbol {
        let (project, document, offset) = self.cursor;
        self.analysis()
            .bound_symbol_at(project, document, offset)
            .unwrap()
            .expect("a symbol at the cursor")
    }

    /// `path:line:column` of a range (one-based).
    fn place(&self, document: Document, range: TextRange) -> String {
        let db = self.host.db();
        let text = document.source(db).text(db);
        let start = usize::from(range.start());
        let line = text[..start].matches('\n').count() + 1;
        let column = start - text[..start].rfind('\n').map_or(0, |i| i + 1) + 1;
        format!("{}:{line}:{column}", document.source(db).path(db))
    }

    fn references(&self, options: ReferenceOptions) -> Vec<String> {
        let symbol = self.at_cursor();
        self.analysis()
            .find_references(self.workspace, &symbol, &options)
            .unwrap()
            .into_iter()
            .map(|r| {
                let related = if r.related { " (related)" } else { "" };
                format!(
                    "{} {}{related}",
                    self.place(r.document, r.range),
                    r.kind.as_str()
                )
            })
            .collect()
    }

    fn id(&self, symbol: &Symbol) -> String {
        crate::symbols::symbol_info(self.host.db(), symbol)
            .map(|i| i.symbol_id)
            .unwrap_or_default()
    }
}

fn exact() -> ReferenceOptions {
    ReferenceOptions::default()
}

#[test]
fn references_to_a_method_across_files_with_their_kinds() {
    let f = fixture(
        "//- lib.cs
namespace N { public class C { public static int M$0(int x) => x; public static int M(string s) => 0; } }
//- use.cs
namespace N
{
    class U
    {
        void F()
        {
            C.M(1);
            C.M(\"a\");
            System.Func<int, int> f = C.M;
            var n = nameof(C.M);
        }
    }
}
",
    );
    assert_eq!(
        f.references(exact()),
        [
            "use.cs:7:15 invocation",
            "use.cs:9:41 read",
            "use.cs:10:30 nameof"
        ]
    );
}

const OVERLOADS: &str = "//- lib.cs
namespace N { public class C { public static int M(int x) => x; public static int M(string s) => 0; } }
//- use.cs
namespace N
{
    class U
    {
        void F()
        {
            C.M(1);
            C.M(\"a\");
        }
    }
}
";

#[test]
fn overloads_are_separate_symbols() {
    let f = fixture(&OVERLOADS.replace("int M(string", "int M$0(string"));
    assert_eq!(f.references(exact()), ["use.cs:8:15 invocation"]);
}

#[test]
fn declarations_are_included_when_asked() {
    let f = fixture(&OVERLOADS.replace("int M(int", "int M$0(int"));
    let options = ReferenceOptions {
        include_declarations: true,
        ..Default::default()
    };
    assert_eq!(
        f.references(options),
        ["lib.cs:1:50 declaration", "use.cs:7:15 invocation"]
    );
}

#[test]
fn declarations_of_a_partial_type_are_every_part() {
    let f = fixture(
        "//- a.cs
partial class P$0 { }
//- b.cs
partial class P { void M() { P p = new P(); } }
",
    );
    let options = ReferenceOptions {
        include_declarations: true,
        ..Default::default()
    };
    assert_eq!(
        f.references(options),
        [
            "a.cs:1:15 declaration",
            "b.cs:1:15 declaration",
            "b.cs:1:30 typeUse",
            "b.cs:1:40 objectCreation"
        ]
    );
}

const HIERARCHY: &str = "//- types.cs
interface IRunner { void Run(); }
class Base : IRunner { public virtual void Run() { } }
class Derived : Base { public override void Run() { } }
class Other : IRunner { public void Run() { } }
//- use.cs
class User
{
    void F(IRunner i, Base b, Derived d, Other o)
    {
        i.Run();
        b.Run();
        d.Run();
        o.Run();
    }
}
";

#[test]
fn related_references_follow_interfaces_and_overrides_downwards() {
    let f = fixture(&HIERARCHY.replace("void Run(); }", "void R$0un(); }"));
    assert_eq!(f.references(exact()), ["use.cs:5:11 invocation"]);
    let related = ReferenceOptions {
        include_related: true,
        ..Default::default()
    };
    assert_eq!(
        f.references(related),
        [
            "types.cs:2:44 declaration (related)",
            "types.cs:3:45 declaration (related)",
            "types.cs:4:37 declaration (related)",
            "use.cs:5:11 invocation",
            "use.cs:6:11 invocation (related)",
            "use.cs:7:11 invocation (related)",
            "use.cs:8:11 invocation (related)"
        ]
    );
}

#[test]
fn related_references_of_an_override_go_up_to_what_it_overrides_and_implements() {
    let f = fixture(&HIERARCHY.replace("override void Run()", "override void R$0un()"));
    let related = ReferenceOptions {
        include_related: true,
        ..Default::default()
    };
    // Up: Base.Run and IRunner.Run; not down again to the sibling Other.Run.
    assert_eq!(
        f.references(related),
        [
            "types.cs:1:26 declaration (related)",
            "types.cs:2:44 declaration (related)",
            "use.cs:5:11 invocation (related)",
            "use.cs:6:11 invocation (related)",
            "use.cs:7:11 invocation"
        ]
    );
}

#[test]
fn a_type_cascades_to_its_constructors() {
    let f = fixture(
        "class Sh$0ape { public Shape(int size) { } public Shape() : this(1) { } }
class User { Shape Make() => new Shape(2); }
",
    );
    assert_eq!(
        f.references(exact()),
        ["main.cs:2:14 typeUse", "main.cs:2:34 objectCreation"]
    );
    let related = ReferenceOptions {
        include_related: true,
        ..Default::default()
    };
    assert_eq!(
        f.references(related),
        [
            "main.cs:1:22 declaration (related)",
            "main.cs:1:49 declaration (related)",
            "main.cs:1:59 invocation (related)",
            "main.cs:2:14 typeUse",
            "main.cs:2:34 objectCreation"
        ]
    );
}

#[test]
fn a_local_is_found_in_its_body_with_reads_and_writes() {
    let f = fixture(
        "class C
{
    int F(int count)
    {
        var tot$0al = 0;
        for (var i = 0; i < count; i++) { total += i; }
        total = total * 2;
        return total;
    }
    int G() { var total = 1; return total; }
}
",
    );
    assert!(matches!(f.at_cursor(), BoundSymbol::Local(_)));
    assert_eq!(
        f.references(exact()),
        [
            "main.cs:6:43 readWrite",
            "main.cs:7:9 write",
            "main.cs:7:17 read",
            "main.cs:8:16 read"
        ]
    );
}

#[test]
fn a_parameter_is_found_in_its_body_and_in_named_arguments_elsewhere() {
    let f = fixture(
        "//- lib.cs
public static class Geometry
{
    public static int Scale(int value, int fac$0tor = 2) => value * factor;
}
//- use.cs
class User { int F() => Geometry.Scale(1, factor: 3) + Geometry.Scale(value: 2); }
",
    );
    assert!(matches!(
        f.at_cursor(),
        BoundSymbol::Parameter { index: 1, .. }
    ));
    assert_eq!(
        f.references(exact()),
        ["lib.cs:3:67 read", "use.cs:1:43 namedArgument"]
    );
}

#[test]
fn a_parameter_named_by_a_contextual_keyword_is_found_like_any_other() {
    let f = fixture(
        "//- lib.cs
public static class Paths
{
    public static string Join(string fi$0le, string type) => file + type;
}
//- use.cs
class User { string F() => Paths.Join(file: \"a\", type: \"b\"); }
",
    );
    assert!(matches!(
        f.at_cursor(),
        BoundSymbol::Parameter { index: 0, .. }
    ));
    assert_eq!(
        f.references(exact()),
        ["lib.cs:3:60 read", "use.cs:1:39 namedArgument"]
    );
}

#[test]
fn a_symbol_of_a_referenced_project_is_found_in_the_projects_that_see_it() {
    let f = fixture(
        "//- project Lib
//- lib.cs
namespace Lib { public class Api { public static void Ca$0ll() { } } }
//- project App
//- app.cs
class Program { static void Main() { Lib.Api.Call(); } }
//- project Unrelated
//- other.cs
class Api { static void Call() { } void F() { Call(); } }
",
    );
    assert_eq!(f.references(exact()), ["app.cs:1:46 invocation"]);
}

#[test]
fn a_file_compiled_by_two_projects_is_searched_in_both_and_reported_once() {
    let lib = "namespace Lib { public class Api { public static void Call() { } void F() { Call(); } } }\n";
    let f = fixture(&format!(
        "//- project Lib(net8.0)
//- lib.cs
{}//- project Lib(net6.0):
//- lib.cs
{lib}//- project App: Lib(net6.0)
//- app.cs
class Program {{ static void Main() {{ Lib.Api.Call(); }} }}
",
        lib.replace("void Call", "void Ca$0ll")
    ));
    assert_eq!(
        f.references(exact()),
        ["app.cs:1:46 invocation", "lib.cs:1:77 invocation"]
    );
}

#[test]
fn the_scope_narrows_the_search() {
    let f = fixture(
        "//- project Lib
//- lib.cs
namespace Lib { public class Api { public static void Ca$0ll() { } void F() { Call(); } } }
//- project App
//- app.cs
class Program { static void Main() { Lib.Api.Call(); } }
",
    );
    let (lib, lib_doc, _) = f.cursor;
    let in_project = ReferenceOptions {
        scope: ReferenceScope::Project(lib),
        ..Default::default()
    };
    assert_eq!(f.references(in_project), ["lib.cs:1:77 invocation"]);
    let in_document = ReferenceOptions {
        scope: ReferenceScope::Document(lib_doc),
        ..Default::default()
    };
    assert_eq!(f.references(in_document), ["lib.cs:1:77 invocation"]);
}

#[test]
fn definitions_of_a_use_a_local_and_a_core_library_member() {
    let f = fixture(
        "//- a.cs
partial class Shape { public int Size; }
//- b.cs
partial class Shape
{
    int F()
    {
        var area = Size * 2;
        System.Console.WriteLine(area);
        return area;
    }
}
//- c.cs
class User { Sha$0pe s; }
",
    );
    let analysis = f.analysis();
    let (project, document, offset) = f.cursor;
    let definitions = analysis.definitions(project, document, offset).unwrap();
    assert_eq!(definitions.len(), 1);
    let places: Vec<String> = definitions[0]
        .declarations
        .iter()
        .map(|d| f.place(d.document, d.range))
        .collect();
    assert_eq!(places, ["a.cs:1:15", "b.cs:1:15"]);

    let db = f.host.db();
    let b = project_documents_of(&f, "b.cs");
    let text = b.source(db).text(db).clone();
    let at = |needle: &str, nth: usize| {
        let start = text.match_indices(needle).nth(nth).unwrap().0;
        TextSize::from(start as u32 + 1)
    };
    let local = analysis.definitions(project, b, at("area", 2)).unwrap();
    assert!(matches!(local[0].symbol, BoundSymbol::Local(_)));
    let places: Vec<String> = local[0]
        .declarations
        .iter()
        .map(|d| f.place(d.document, d.range))
        .collect();
    assert_eq!(places, ["b.cs:5:13"]);

    let field = analysis.definitions(project, b, at("Size", 0)).unwrap();
    assert_eq!(
        field[0]
            .declarations
            .iter()
            .map(|d| f.place(d.document, d.range))
            .collect::<Vec<_>>(),
        ["a.cs:1:34"]
    );

    let core = analysis
        .definitions(project, b, at("WriteLine", 0))
        .unwrap();
    assert!(core[0].from_core_library);
    assert!(core[0].declarations.is_empty());
    let BoundSymbol::Symbol(symbol) = &core[0].symbol else {
        panic!("a member")
    };
    assert_eq!(f.id(symbol), "M:System.Console.WriteLine(System.Int32)");
}

fn project_documents_of(f: &Fixture, path: &str) -> Document {
    let db = f.host.db();
    let (project, _, _) = f.cursor;
    *cs_hir::project_documents(db, project)
        .iter()
        .find(|d| &**d.source(db).path(db) == path)
        .unwrap()
}

const CALLS: &str = "class Service
{
    public int Count { get; set; }
    public void Run() { Step(); Step(); Count = Count + 1; Helper.Log(\"run\"); }
    void Step() { Run(); System.Console.WriteLine(Count); }
}
static class Helper { public static void Log(string text) { System.Console.WriteLine(text); } }
class User { void F(Service s) { s.Run(); } void G(Service s) { s.Run(); s.Run(); } }
";

#[test]
fn callers_group_call_sites_by_calling_member() {
    let f = fixture(&CALLS.replace("void Run()", "void R$0un()"));
    let analysis = f.analysis();
    let symbol = f.at_cursor();
    let callers = analysis.callers(f.workspace, &symbol).unwrap();
    let rendered: Vec<String> = callers
        .iter()
        .map(|c| {
            let sites: Vec<String> = c
                .sites
                .iter()
                .map(|s| f.place(s.document, s.range))
                .collect();
            format!("{} at {}", f.id(&c.caller), sites.join(", "))
        })
        .collect();
    assert_eq!(
        rendered,
        [
            "M:Service.Step at main.cs:5:19",
            "M:User.F(Service) at main.cs:8:36",
            "M:User.G(Service) at main.cs:8:67, main.cs:8:76"
        ]
    );
}

#[test]
fn callees_form_a_breadth_first_tree_that_stops_at_recursion() {
    let f = fixture(&CALLS.replace("void Run()", "void R$0un()"));
    let analysis = f.analysis();
    let BoundSymbol::Symbol(symbol) = f.at_cursor() else {
        panic!("a member")
    };
    let tree = analysis.callees(f.workspace, &symbol, 3, 100).unwrap();
    let rendered: Vec<String> = tree
        .nodes
        .iter()
        .map(|n| {
            format!(
                "{} {}{} x{}{}",
                n.depth,
                n.parent.map(|p| format!("<{p} ")).unwrap_or_default(),
                f.id(&n.callee),
                n.sites.len(),
                if n.recursive { " recursive" } else { "" }
            )
        })
        .collect();
    assert_eq!(
        rendered,
        [
            "1 M:Service.Step x2",
            "1 P:Service.Count x2",
            "1 M:Helper.Log(System.String) x1",
            "2 <0 M:Service.Run x1 recursive",
            "2 <0 M:System.Console.WriteLine(System.Int32) x1",
            "2 <0 P:Service.Count x1",
            "2 <2 M:System.Console.WriteLine(System.String) x1"
        ]
    );
    assert!(!tree.truncated);
    let cut = analysis.callees(f.workspace, &symbol, 3, 2).unwrap();
    assert_eq!(cut.nodes.len(), 2);
    assert!(cut.truncated);
    let shallow = analysis.callees(f.workspace, &symbol, 1, 100).unwrap();
    assert_eq!(shallow.nodes.len(), 3);
}

#[test]
fn code_context_names_the_enclosing_member_and_type_and_the_references_in_the_window() {
    let f = fixture(&CALLS.replace("Step(); Step();", "Step(); St$0ep();"));
    let analysis = f.analysis();
    let (project, document, offset) = f.cursor;
    let db = f.host.db();
    let window = TextRange::new(offset - TextSize::from(20), offset + TextSize::from(30));
    let context = analysis
        .code_context(project, document, offset, window)
        .unwrap();
    assert_eq!(f.id(context.member.as_ref().unwrap()), "M:Service.Run");
    assert_eq!(f.id(context.ty.as_ref().unwrap()), "T:Service");
    let names: Vec<String> = context
        .references
        .iter()
        .map(|r| {
            let text = document.source(db).text(db);
            format!("{} {}", &text[r.range], r.kind.as_str())
        })
        .collect();
    assert_eq!(
        names,
        [
            "Run declaration",
            "Step invocation",
            "Step invocation",
            "Count write",
            "Count read"
        ]
    );
}

#[test]
fn the_symbol_at_a_position_prefers_the_type_and_the_record_property() {
    let id_at = |text: &str| {
        let f = fixture(text);
        match f.at_cursor() {
            BoundSymbol::Symbol(s) => f.id(&s),
            other => format!("{other:?}"),
        }
    };
    assert_eq!(
        id_at("class Foo { public Foo(int x) { } } class U { object M() => new Fo$0o(1); }"),
        "T:Foo"
    );
    assert_eq!(id_at("record Point(double X$0, double Y);"), "P:Point.X");
    // Outside any name: the declaration whose header holds the position.
    assert_eq!(
        id_at("class C { public int M(int a) $0{ return a; } }"),
        "M:C.M(System.Int32)"
    );
}
