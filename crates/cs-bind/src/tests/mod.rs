//! Fixture tests: C# snippets over the embedded core library with `/*def:L*/` and
//! `/*ref:L*/` labels (see `label_check`), each asserting the exact reference set.

mod constructs;
mod diagnostics;
mod substitution_and_lookup;

use std::sync::Arc;

use cs_db::{
    Document, DocumentStatus, Project, ProjectSettings, RootDatabase, SourceFile, SymbolSet,
};

use crate::label_check::check_labels;

pub(crate) struct Fixture {
    pub db: RootDatabase,
    pub project: Project,
    pub documents: Vec<(Document, String)>,
}

/// One project over the core library; `//- path` starts a file.
pub(crate) fn fixture(text: &str) -> Fixture {
    let db = RootDatabase::default();
    let symbols = SymbolSet::new(&db, Arc::from(Vec::<String>::new()));
    let core_docs = cs_hir::core_library_sources()
        .iter()
        .map(|(name, text)| {
            let source = SourceFile::new(&db, format!("<core>/{name}").into(), (*text).into());
            Document::new(&db, source, symbols, DocumentStatus::Live)
        })
        .collect();
    let core_settings = ProjectSettings {
        name: "core".into(),
        is_core_library: true,
        ..Default::default()
    };
    let core = Project::new(&db, Arc::new(core_settings), core_docs, Vec::new());
    let mut files: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if let Some(path) = line.strip_prefix("//- ") {
            files.push((path.trim().to_string(), String::new()));
            continue;
        }
        if files.is_empty() {
            files.push(("main.cs".into(), String::new()));
        }
        let file = files.last_mut().expect("a file");
        file.1.push_str(line);
        file.1.push('\n');
    }
    let mut documents = Vec::new();
    for (path, text) in files {
        let source = SourceFile::new(&db, path.clone().into(), text.into());
        documents.push((
            Document::new(&db, source, symbols, DocumentStatus::Live),
            path,
        ));
    }
    let settings = ProjectSettings {
        name: "App".into(),
        ..Default::default()
    };
    let project = Project::new(
        &db,
        Arc::new(settings),
        documents.iter().map(|(d, _)| *d).collect(),
        vec![core],
    );
    Fixture {
        db,
        project,
        documents,
    }
}

/// Asserts that every labelled symbol's references are exactly the labelled ones.
#[track_caller]
pub(crate) fn check(text: &str) {
    let f = fixture(text);
    let docs: Vec<_> = f
        .documents
        .iter()
        .map(|(d, p)| (f.project, *d, p.clone()))
        .collect();
    let report = check_labels(&f.db, &docs);
    assert!(report.labels > 0, "the fixture has no labels");
    assert!(
        report.mismatches.is_empty(),
        "{}",
        report.mismatches.join("\n")
    );
}
