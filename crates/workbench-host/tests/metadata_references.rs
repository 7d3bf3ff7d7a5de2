//! Real reference assemblies in the model: `test-data/metadata` (a net48 solution) opened with
//! `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR` pointing at Mono's 4.5 folder (mscorlib, System,
//! System.Core and the rest of the implicit framework references, fetched by
//! `bash scripts/fetch-reference-assemblies.sh`). The projects use one shared metadata project
//! instead of the embedded core library, the framework is complete (so missing members are
//! errors), nothing in correct code is an error, and the labelled references through
//! framework types bind exactly.

use std::path::PathBuf;
use std::sync::{Arc, Once};
use std::time::Instant;

use cs_ide::{DiagnosticFilter, DiagnosticSeverity};
use cs_metadata::discovery::{Origin, StepKind};
use workbench_host::{RealSystem, WorkspaceRegistry};

fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Points discovery at the fetched Mono folder (once per process, before any workspace
/// opens).
fn use_fetched_mono() {
    static SET: Once = Once::new();
    SET.call_once(|| {
        let root = std::env::var_os("CS_WORKBENCH_REFERENCE_ASSEMBLIES")
            .map(PathBuf::from)
            .unwrap_or_else(|| repository().join("target/reference-assemblies"));
        let mono = root.join("mono/usr/lib/mono/4.5");
        assert!(
            mono.join("mscorlib.dll").is_file(),
            "{} is missing: run `bash scripts/fetch-reference-assemblies.sh`",
            mono.display()
        );
        // SAFETY: set once, before any thread of this test binary reads the environment
        // (every test waits on this `Once` first).
        unsafe { std::env::set_var("CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR", &mono) };
    });
}

fn open() -> (WorkspaceRegistry, usize) {
    use_fetched_mono();
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let path = repository().join("test-data/metadata/Legacy.sln");
    let index = registry
        .open(&path.to_string_lossy(), None)
        .expect("test-data/metadata opens")
        .index;
    (registry, index)
}

#[test]
fn the_projects_share_one_metadata_project_instead_of_the_embedded_core_library() {
    let started = Instant::now();
    let (registry, index) = open();
    let opened = started.elapsed();
    let workspace = registry.get(index);
    assert_eq!(workspace.projects.len(), 2);
    let first = &workspace.projects[0];
    for project in &workspace.projects {
        let report = &project.metadata_references;
        assert!(
            !report.uses_embedded_core_library,
            "{}: {report:#?}",
            project.name
        );
        assert_eq!(report.target_framework.as_deref(), Some("net48"));
        let names: Vec<&str> = report.assemblies.iter().map(|a| a.name.as_str()).collect();
        // The assemblies an SDK-style .NET Framework project references implicitly, in file
        // name order.
        assert_eq!(
            names,
            [
                "System.Core",
                "System.Data",
                "System.Drawing",
                "System.IO.Compression.FileSystem",
                "System.Numerics",
                "System.Runtime.Serialization",
                "System.Xml.Linq",
                "System.Xml",
                "System",
                "mscorlib"
            ],
            "{report:#?}"
        );
        assert!(report.assemblies.iter().all(|a| a.error.is_none()
            && a.types > 0
            && a.version.as_deref() == Some("4.0.0.0")
            && matches!(a.origin, Origin::Directory { .. })));
        let step = report.steps.last().expect("steps");
        assert_eq!(
            (step.kind, step.found),
            (StepKind::Directory, 10),
            "{step:?}"
        );
        assert_eq!(project.core_libraries.len(), 1);
        // Every implicit reference was read: nothing unseen, the framework complete.
        let db = registry.get(index).analysis();
        let settings = project.input.settings(db.db()).clone();
        assert!(!settings.has_unseen_references, "{}", project.name);
        assert!(
            project.core_libraries[0]
                .settings(db.db())
                .is_complete_metadata
        );
        assert_eq!(
            project.core_libraries, first.core_libraries,
            "one metadata project per assembly set"
        );
    }
    let analysis = workspace.analysis();
    let db = analysis.db();
    let core = first.core_libraries[0];
    assert!(core.settings(db).is_core_library);
    let paths: Vec<String> = core
        .documents(db)
        .iter()
        .map(|d| d.source(db).path(db).to_string())
        .collect();
    assert!(paths.contains(&"<metadata>/mscorlib.dll/System.Collections.Generic.cs".to_string()));
    assert!(paths.contains(&"<metadata>/System.Core.dll/System.Linq.cs".to_string()));
    eprintln!(
        "opened with metadata in {:.0} ms ({} rendered documents)",
        opened.as_secs_f64() * 1e3,
        paths.len()
    );
}

#[test]
fn the_solution_has_no_errors_and_its_labelled_references_are_exact() {
    let (registry, index) = open();
    let workspace = registry.get(index);
    assert!(
        workspace
            .load_diagnostics
            .iter()
            .all(|d| d.severity != cs_project::Severity::Error),
        "{:?}",
        workspace.load_diagnostics
    );
    let analysis = workspace.analysis();
    let started = Instant::now();
    let inputs: Vec<_> = workspace
        .documents
        .iter()
        .map(|d| (workspace.projects[d.project].input, d.input))
        .collect();
    let filter = DiagnosticFilter {
        minimum_severity: Some(DiagnosticSeverity::Warning),
        ids: Vec::new(),
    };
    let diagnostics = analysis
        .diagnostics_of_many(&inputs, &filter, usize::MAX, &|| false)
        .expect("not cancelled")
        .expect("not stopped");
    let diagnosed = started.elapsed();
    let mut errors = Vec::new();
    for (document, found) in workspace.documents.iter().zip(&diagnostics) {
        for d in found {
            if d.severity == DiagnosticSeverity::Error {
                errors.push(format!("{}: {} {}", document.path, d.id, d.message));
            }
        }
    }
    assert!(errors.is_empty(), "{errors:#?}");

    let db = analysis.db();
    let docs: Vec<_> = workspace
        .documents
        .iter()
        .map(|d| (workspace.projects[d.project].input, d.input, d.path.clone()))
        .collect();
    let report = cs_bind::label_check::check_labels(db, &docs);
    assert!(report.mismatches.is_empty(), "{:#?}", report.mismatches);
    assert_eq!(report.labels, 18);
    assert_eq!(report.expected_refs, 51);
    // Every name whose dependencies are visible binds (four stay "external", exactly as many
    // as with the embedded core library).
    for (project, document, path) in &docs {
        let bindings = cs_bind::document_bindings(db, *project, *document);
        let unbound: Vec<&str> = bindings.unbound.iter().map(|u| u.name.as_str()).collect();
        assert!(unbound.is_empty(), "{path}: {unbound:?}");
    }
    eprintln!(
        "diagnostics (parse + lower + bind, metadata included) in {:.0} ms; {} labels, {} references exact",
        diagnosed.as_secs_f64() * 1e3,
        report.labels,
        report.expected_refs
    );
}

#[test]
fn framework_members_bind_into_the_metadata_project() {
    let (registry, index) = open();
    let workspace = registry.get(index);
    let analysis = workspace.analysis();
    let db = analysis.db();
    let program = workspace
        .documents
        .iter()
        .find(|d| d.path.ends_with("Program.cs"))
        .expect("Program.cs");
    let project = workspace.projects[program.project].input;
    let bindings = cs_bind::document_bindings(db, project, program.input);
    let text = program.input.source(db).text(db).clone();
    let core = workspace.projects[program.project].core_libraries[0];
    // The project of the symbol bound at the name after the first occurrence of `needle`
    // (`.First(` → `First`).
    let bound_in = |needle: &str| {
        let offset = text.find(needle).unwrap_or_else(|| panic!("{needle}")) as u32 + 1;
        bindings
            .references
            .iter()
            .filter(|r| u32::from(r.range.start()) == offset)
            .find_map(|r| match &r.symbol {
                cs_bind::BoundSymbol::Symbol(cs_hir::Symbol::Member(m)) => Some(m.ty.project),
                cs_bind::BoundSymbol::Symbol(cs_hir::Symbol::Type(t)) => Some(t.project),
                _ => None,
            })
    };
    // `Where`, `First` and `ToDictionary` are System.Core's extension methods, `Append`
    // mscorlib's StringBuilder: each binds into the metadata project.
    for needle in [
        ".Where(o",
        ".First()",
        ".ToDictionary(",
        ".Append(line",
        " StringBuilder()",
    ] {
        assert_eq!(bound_in(needle), Some(core), "{needle}");
    }
}

/// A project in a temporary directory with one `<Reference>` whose hint path is `dll`.
fn project_with_hint_path(target_framework: &str, dll: &[u8]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let project = dir.path().join("Lib.csproj");
    std::fs::write(
        &project,
        format!(
            r#"<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><TargetFramework>{target_framework}</TargetFramework></PropertyGroup>
  <ItemGroup><Reference Include="Vendor"><HintPath>lib\Vendor.dll</HintPath></Reference></ItemGroup>
</Project>
"#
        ),
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("lib")).unwrap();
    std::fs::write(dir.path().join("lib/Vendor.dll"), dll).unwrap();
    std::fs::write(
        dir.path().join("Class1.cs"),
        "namespace Lib { public class Class1 { public string Name { get; set; } } }\n",
    )
    .unwrap();
    (dir, project)
}

#[test]
fn a_broken_assembly_is_a_load_warning_and_the_embedded_core_library_serves() {
    use_fetched_mono();
    let (_dir, project) = project_with_hint_path("uap10.0", b"MZ not really an assembly");
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let index = registry
        .open(&project.to_string_lossy(), None)
        .expect("the workspace opens anyway")
        .index;
    let workspace = registry.get(index);
    let warning = workspace
        .load_diagnostics
        .iter()
        .find(|d| d.id == "CSW1201")
        .expect("a load diagnostic names the broken file");
    assert_eq!(warning.severity, cs_project::Severity::Warning);
    assert!(
        warning.message.contains("Vendor.dll"),
        "{}",
        warning.message
    );
    let info = &workspace.projects[0];
    let report = &info.metadata_references;
    assert!(report.uses_embedded_core_library);
    assert_eq!(report.assemblies.len(), 1);
    assert!(report.assemblies[0].error.is_some());
    assert_eq!(info.core_libraries.len(), 1);
    let analysis = workspace.analysis();
    let db = analysis.db();
    assert_eq!(
        info.core_libraries[0].settings(db).name,
        cs_hir::CORE_LIBRARY_NAME
    );
}

#[test]
fn package_assemblies_without_the_framework_come_before_the_embedded_core_library() {
    use_fetched_mono();
    let root = std::env::var_os("CS_WORKBENCH_REFERENCE_ASSEMBLIES")
        .map(PathBuf::from)
        .unwrap_or_else(|| repository().join("target/reference-assemblies"));
    // System.Core stands in for a package: it defines types but not System.Object.
    let dll = std::fs::read(root.join("mono/usr/lib/mono/4.5/System.Core.dll")).unwrap();
    let (_dir, project) = project_with_hint_path("uap10.0", &dll);
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let index = registry
        .open(&project.to_string_lossy(), None)
        .unwrap()
        .index;
    let workspace = registry.get(index);
    let info = &workspace.projects[0];
    let report = &info.metadata_references;
    assert!(report.uses_embedded_core_library, "{report:#?}");
    assert_eq!(report.assemblies[0].name, "System.Core");
    assert!(report.assemblies[0].types > 100);
    assert_eq!(
        info.core_libraries.len(),
        2,
        "the package, then the embedded core"
    );
    let analysis = workspace.analysis();
    let db = analysis.db();
    assert!(
        info.core_libraries
            .iter()
            .all(|p| p.settings(db).is_core_library)
    );
    assert_eq!(
        info.core_libraries[1].settings(db).name,
        cs_hir::CORE_LIBRARY_NAME
    );
}

/// A classic (non-SDK) .NET Framework project in a temporary directory that references exactly
/// the assemblies Mono's folder has, with one file.
fn classic_project(code: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let project = dir.path().join("Classic.csproj");
    std::fs::write(
        &project,
        r#"<?xml version="1.0" encoding="utf-8"?>
<Project ToolsVersion="15.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <PropertyGroup>
    <OutputType>Library</OutputType>
    <AssemblyName>Classic</AssemblyName>
    <TargetFrameworkVersion>v4.8</TargetFrameworkVersion>
  </PropertyGroup>
  <ItemGroup>
    <Reference Include="System" />
    <Reference Include="System.Core" />
  </ItemGroup>
  <ItemGroup>
    <Compile Include="Orders.cs" />
  </ItemGroup>
  <Import Project="$(MSBuildToolsPath)\Microsoft.CSharp.targets" />
</Project>
"#,
    )
    .unwrap();
    std::fs::write(dir.path().join("Orders.cs"), code).unwrap();
    (dir, project)
}

/// `ID line:column` of the error diagnostics of the project's one document.
fn errors_of(project: &std::path::Path) -> Vec<String> {
    use_fetched_mono();
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let index = registry
        .open(&project.to_string_lossy(), None)
        .expect("the project opens")
        .index;
    let workspace = registry.get(index);
    let report = &workspace.projects[0].metadata_references;
    assert!(!report.uses_embedded_core_library, "{report:#?}");
    let analysis = workspace.analysis();
    let document = &workspace.documents[0];
    let found = errors_in(&analysis, workspace.projects[0].input, document.input);
    let text = std::fs::read_to_string(&document.abs_path).unwrap();
    found
        .iter()
        .map(|d| {
            let before = &text[..usize::from(d.range.start())];
            let line = before.matches('\n').count() + 1;
            let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
            format!("{} {line}:{column}", d.id)
        })
        .collect()
}

const CLASSIC_ORDERS: &str = "using System;\nusing System.Collections.Generic;\nusing System.Linq;\n\nnamespace Classic\n{\n    public class Orders\n    {\n        public int Total(List<int> xs)\n        {\n            var large = xs.Where(x => x > 1).OrderBy(x => x).First();\n            string name = \"order\";\n            Console.WriteLine(name.Length + xs.Count + large);\n            return xs.Sum();\n        }\n    }\n\n    public delegate int Op(int x);\n\n    public class Shapes\n    {\n        event EventHandler Changed;\n\n        public int Use(List<(int a, string b)> xs, Op op, int? maybe, dynamic d, object o, int[] arr)\n        {\n            var t = (count: 1, name: \"x\");\n            (int p, int q) pair = (1, 2);\n            var anon = new { Name = \"n\", Age = 3 };\n            Changed?.Invoke(this, EventArgs.Empty);\n            d.Anything();\n            Func<int, int> f = y => y;\n            return t.count + t.name.Length + xs.First().a + pair.p + anon.Name.Length + op.Invoke(1)\n                + maybe.GetValueOrDefault() + o.GetHashCode() + arr.Length + f.Invoke(2);\n        }\n    }\n}\n";

#[test]
fn with_every_reference_read_the_framework_is_complete_and_correct_code_has_no_errors() {
    let (_dir, project) = classic_project(CLASSIC_ORDERS);
    assert_eq!(errors_of(&project), Vec::<String>::new());
}

#[test]
fn with_every_reference_read_members_the_framework_lacks_are_errors() {
    // What an agent's typo or invented API looks like: a member no type in the chain declares
    // and no extension method in scope supplies.
    let code = CLASSIC_ORDERS
        .replace("xs.Where(", "xs.Wher(")
        .replace("name.Length", "name.Lenght")
        .replace("Console.WriteLine(", "Console.WriteLin(");
    assert_eq!(
        errors_of(&project_for(&code)),
        ["CS1061 11:28", "CS0117 13:21", "CS1061 13:35"]
    );
}

#[test]
fn with_every_reference_read_unknown_type_names_are_cs0246_at_every_occurrence() {
    // The real framework's namespaces are closed: `System` and `System.Text` declare no
    // `Widget`, so each use of it is an error of its own (signature and body alike).
    let code = "using System;\nusing System.Text;\n\nnamespace Classic\n{\n    public class Orders\n    {\n        public Widget Make(object o)\n        {\n            Widget first = new Widget();\n            var text = new StringBuilder();\n            return (Widget)o;\n        }\n    }\n}\n";
    assert_eq!(
        errors_of(&project_for(code)),
        [
            "CS0246 8:16",
            "CS0246 10:13",
            "CS0246 10:32",
            "CS0246 12:21"
        ]
    );
}

fn project_for(code: &str) -> PathBuf {
    let (dir, project) = classic_project(code);
    // Kept for the life of the test process: the workspace reads it after this returns.
    std::mem::forget(dir);
    project
}

/// `A` (net46) references `B` (built for net8.0, net45 and netstandard2.0) and `C`
/// (netstandard2.0 only, whose framework is not found: the embedded core library serves it).
#[test]
fn references_take_the_nearest_build_and_framework_types_from_another_framework_are_ours() {
    use_fetched_mono();
    let dir = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write(
        "B/B.csproj",
        r#"<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFrameworks>net8.0;net45;netstandard2.0</TargetFrameworks></PropertyGroup></Project>"#,
    );
    write(
        "B/Lib.cs",
        "namespace B { public class Lib { public string Name() => \"b\"; public bool Flag { get; set; } } }\n",
    );
    write(
        "C/C.csproj",
        r#"<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>netstandard2.0</TargetFramework></PropertyGroup></Project>"#,
    );
    write(
        "C/Other.cs",
        "namespace C { public class Other { public string Name() => \"c\"; public void Take(string s, int n) { } } }\n",
    );
    write(
        "A/A.csproj",
        r#"<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net46</TargetFramework></PropertyGroup>
<ItemGroup><ProjectReference Include="../B/B.csproj" /><ProjectReference Include="../C/C.csproj" /></ItemGroup></Project>"#,
    );
    write(
        "A/Use.cs",
        "namespace A\n{\n    class Use\n    {\n        void M()\n        {\n            var b = new B.Lib();\n            string name = b.Name();\n            bool flag = b.Flag;\n            b.Flag = true;\n            var c = new C.Other();\n            string other = c.Name();\n            c.Take(name + other, 1);\n        }\n    }\n}\n",
    );
    write(
        "All.slnx",
        r#"<Solution><Project Path="A/A.csproj" /><Project Path="B/B.csproj" /><Project Path="C/C.csproj" /></Solution>"#,
    );
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let index = registry
        .open(&dir.path().join("All.slnx").to_string_lossy(), None)
        .expect("the projects open")
        .index;
    let workspace = registry.get(index);
    let analysis = workspace.analysis();
    let db = analysis.db();
    let a = workspace
        .projects
        .iter()
        .find(|p| p.name == "A")
        .expect("project A");
    let b_build = workspace
        .projects
        .iter()
        .find(|p| a.input.references(db).contains(&p.input) && p.name == "B")
        .unwrap_or_else(|| {
            let names: Vec<(&str, &str, Option<&str>)> = workspace
                .projects
                .iter()
                .map(|p| {
                    (
                        p.name.as_str(),
                        p.id.as_str(),
                        p.model.target_framework.as_deref(),
                    )
                })
                .collect();
            panic!("A references no build of B: {names:?}")
        });
    assert_eq!(b_build.model.target_framework.as_deref(), Some("net45"));
    let use_cs = workspace
        .documents
        .iter()
        .find(|d| d.path.ends_with("Use.cs"))
        .unwrap();
    let found = errors_in(&analysis, a.input, use_cs.input);
    assert!(found.is_empty(), "{found:#?}");
}

/// The error diagnostics of one document.
fn errors_in(
    analysis: &cs_ide::Analysis,
    project: cs_db::Project,
    document: cs_db::Document,
) -> Vec<cs_db::DocumentDiagnostic> {
    let filter = DiagnosticFilter {
        minimum_severity: Some(DiagnosticSeverity::Error),
        ids: Vec::new(),
    };
    analysis
        .diagnostics_of_many(&[(project, document)], &filter, usize::MAX, &|| false)
        .expect("not cancelled")
        .expect("not stopped")
        .remove(0)
}

#[test]
fn a_changed_reference_assembly_or_restore_asks_for_a_reload() {
    use_fetched_mono();
    let mscorlib = std::fs::read(
        repository().join("target/reference-assemblies/mono/usr/lib/mono/4.5/mscorlib.dll"),
    )
    .unwrap();
    // A net48 project whose hint path names a real assembly (a copy of mscorlib).
    let (dir, project) = project_with_hint_path("net48", &mscorlib);
    std::fs::create_dir_all(dir.path().join("obj")).unwrap();
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let index = registry
        .open(&project.to_string_lossy(), None)
        .expect("the project opens")
        .index;
    registry.refresh(index);
    assert!(!registry.get(index).reload_required());
    // A restore writes the assets file; a package update rewrites an assembly.
    std::fs::write(dir.path().join("obj/project.assets.json"), "{}").unwrap();
    let mut changed = mscorlib.clone();
    changed.extend_from_slice(&[0; 16]);
    std::fs::write(dir.path().join("lib/Vendor.dll"), &changed).unwrap();
    registry.refresh(index);
    let reasons: Vec<String> = registry
        .get(index)
        .reload_reasons
        .iter()
        .map(|r| r.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert!(
        reasons.contains(&"project.assets.json".to_string())
            && reasons.contains(&"Vendor.dll".to_string()),
        "{reasons:?}"
    );
}
