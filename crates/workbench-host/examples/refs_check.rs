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
    let (mut seen, mut unbound, mut external) = (0u64, 0u64, 0u64);
    let mut reasons: std::collections::BTreeMap<(&str, String), (u32, String)> =
        std::collections::BTreeMap::new();
    for (project, document, path) in &docs {
        let b = cs_bind::document_bindings(db, *project, *document);
        seen += u64::from(b.names_seen);
        unbound += u64::from(b.names_unbound);
        external += u64::from(b.names_external);
        let text = document.source(db).text(db);
        for u in &b.unbound {
            let line = text[..usize::from(u.range.start())].matches('\n').count() + 1;
            let entry = reasons
                .entry((u.reason, u.name.clone()))
                .or_insert((0, format!("{path}:{line}")));
            entry.0 += 1;
        }
    }
    for m in &report.mismatches {
        println!("{m}");
    }
    let mut top: Vec<_> = reasons.into_iter().collect();
    top.sort_by_key(|entry| std::cmp::Reverse(entry.1.0));
    for ((reason, name), (count, at)) in top.iter().take(40) {
        println!("  {count:6}  {name:30} {reason} (e.g. {at})");
    }
    let known = seen - external;
    println!(
        "{} labels, {} expected references, {} mismatches; names: {seen} seen, {external} external (unavailable types), {} of {known} others bound ({:.2}%); {:.2}s",
        report.labels,
        report.expected_refs,
        report.mismatches.len(),
        known - unbound,
        100.0 * (known - unbound) as f64 / known.max(1) as f64,
        started.elapsed().as_secs_f64()
    );
}
