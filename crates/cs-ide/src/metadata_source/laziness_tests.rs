//! Reference assemblies cost no C# text until navigation asks for it: binding, diagnostics and
//! symbol information over Mono's mscorlib and System.Core (as generated sources, the way the
//! host loads them) render nothing; `metadata_source` renders exactly the one namespace it
//! shows. Needs the assemblies `bash scripts/fetch-reference-assemblies.sh` fetches.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use cs_db::{
    Document, DocumentStatus, GeneratedSource, Project, ProjectSettings, RootDatabase, SourceFile,
    SymbolSet, Workspace,
};
use cs_hir::metadata_source::MetadataNamespace;

use crate::{AnalysisHost, DiagnosticFilter, DiagnosticSeverity};

fn mono_folder() -> PathBuf {
    let root = std::env::var_os("CS_WORKBENCH_REFERENCE_ASSEMBLIES")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/reference-assemblies")
        });
    let folder = root.join("mono/usr/lib/mono/4.5");
    assert!(
        folder.join("mscorlib.dll").is_file(),
        "{} is missing: run `bash scripts/fetch-reference-assemblies.sh`",
        folder.display()
    );
    folder
}

const APP: &str = "using System.Collections.Generic;\nusing System.Linq;\n\nclass App\n{\n    int Run(List<int> xs)\n    {\n        var first = xs.Where(x => x > 1).First();\n        return xs.Count + first + xs.Lenght;\n    }\n}\n";

#[test]
fn only_navigation_renders_reference_assemblies() {
    let executed: Arc<Mutex<Vec<String>>> = Arc::default();
    let log = executed.clone();
    let host = AnalysisHost::new(RootDatabase::with_execution_log(move |e| {
        log.lock().unwrap().push(e)
    }));
    let db = host.db();
    let symbols = SymbolSet::new(db, Arc::from(Vec::<String>::new()));
    let mut library = Vec::new();
    for file in ["mscorlib.dll", "System.Core.dll"] {
        let assembly = Arc::new(cs_metadata::load_file(&mono_folder().join(file)).unwrap());
        for namespace in MetadataNamespace::all(&assembly) {
            let path = format!("<metadata>/{file}/{}.cs", namespace.namespace);
            let source = SourceFile::builder(Arc::from(path), Arc::from(""))
                .generated(Some(GeneratedSource(Arc::new(namespace))))
                .new(db);
            library.push(Document::new(db, source, symbols, DocumentStatus::Live));
        }
    }
    let framework = Project::new(
        db,
        Arc::new(ProjectSettings {
            name: "<metadata 1>".into(),
            assembly_name: "mscorlib".into(),
            is_core_library: true,
            is_complete_metadata: true,
            ..Default::default()
        }),
        library,
        Vec::new(),
    );
    let app_source = SourceFile::new(db, "App.cs".into(), APP.into());
    let app_document = Document::new(db, app_source, symbols, DocumentStatus::Live);
    let app = Project::new(
        db,
        Arc::new(ProjectSettings {
            name: "App".into(),
            ..Default::default()
        }),
        vec![app_document],
        vec![framework],
    );
    let workspace = Workspace::new(db, vec![app]);
    let analysis = host.analysis();
    let rendered = || {
        executed
            .lock()
            .unwrap()
            .iter()
            .filter(|e| e.starts_with("rendered_text"))
            .count()
    };

    // Binding against the framework: LINQ binds, and the misspelt member of a framework type
    // is certain (the framework is read in full).
    let filter = DiagnosticFilter {
        minimum_severity: Some(DiagnosticSeverity::Error),
        ids: Vec::new(),
    };
    let diagnostics = analysis
        .diagnostics_of_many(&[(app, app_document)], &filter, usize::MAX, &|| false)
        .unwrap()
        .unwrap();
    let ids: Vec<&str> = diagnostics[0].iter().map(|d| d.id.as_str()).collect();
    assert_eq!(ids, ["CS1061"], "{:?}", diagnostics[0]);
    // Symbol information on a framework type and member reads symbol tables only.
    for id in [
        "T:System.Collections.Generic.List`1",
        "M:System.Linq.Enumerable.First``1(System.Collections.Generic.IEnumerable{``0})",
    ] {
        let found = analysis.symbols_by_id(workspace, id).unwrap();
        assert_eq!(found.len(), 1, "{id}");
        let info = analysis.symbol_info(&found[0]).unwrap().unwrap();
        assert!(
            info.from_core_library && info.library_declaration.is_some(),
            "{id}"
        );
    }
    assert_eq!(rendered(), 0, "binding or symbol information rendered text");

    // Navigation renders the namespace it shows, once.
    let list = analysis
        .symbols_by_id(workspace, "T:System.Collections.Generic.List`1")
        .unwrap()[0]
        .clone();
    let source = analysis
        .metadata_source(&list, "// mscorlib", 16_000)
        .unwrap()
        .expect("List<T> as source");
    assert!(source.text.contains("class List<T>"), "{}", source.text);
    assert_eq!(rendered(), 1);
}
