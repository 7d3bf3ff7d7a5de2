//! Binds every document of a solution and checks its hand-labelled references (see
//! `test-data/references/README.md`), then prints go-to-definition coverage.
//! `cargo run -p workbench-host --example refs_check -- test-data/references/References.sln`

use std::sync::Arc;

use workbench_host::{RealSystem, WorkspaceRegistry};

fn main() {
    let path = std::env::args().nth(1).expect("usage: refs_check PATH");
    let started = std::time::Instant::now();
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let index = registry.open(&path, None).expect("workspace opens").index;
    let workspace = registry.get(index);
    let host = workspace.analysis();
    let db = host.db();
    let mut docs = Vec::new();
    for project in &workspace.projects {
        for document in cs_hir::project_documents(db, project.input).iter() {
            let path = document.source(db).path(db).to_string();
            docs.push((project.input, *document, path));
        }
    }
    let report = cs_bind::label_check::check_labels(db, &docs);
    let (mut seen, mut unbound) = (0u64, 0u64);
    for (project, document, _) in &docs {
        let b = cs_bind::document_bindings(db, *project, *document);
        seen += u64::from(b.names_seen);
        unbound += u64::from(b.names_unbound);
    }
    for m in &report.mismatches {
        println!("{m}");
    }
    println!(
        "{} labels, {} expected references, {} mismatches; names bound {}/{} ({:.1}%); {:.2}s",
        report.labels,
        report.expected_refs,
        report.mismatches.len(),
        seen - unbound,
        seen,
        100.0 * (seen - unbound) as f64 / seen.max(1) as f64,
        started.elapsed().as_secs_f64()
    );
}
