//! What reading real reference assemblies costs the first time: opening a workspace
//! (discovery, memory-mapping), then building the declaration summaries of the framework
//! from metadata and binding every document (the first diagnostics), with resident memory after
//! each phase. Run it twice, with and without metadata, to compare with the embedded core
//! library:
//!
//! ```sh
//! CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR=target/reference-assemblies/mono/usr/lib/mono/4.5 \
//!   cargo run --release -p workbench-host --example metadata_cost -- test-data/metadata/Legacy.sln
//! CS_WORKBENCH_METADATA_REFERENCES=off \
//!   cargo run --release -p workbench-host --example metadata_cost -- test-data/metadata/Legacy.sln
//! ```

use std::sync::Arc;
use std::time::Instant;

use cs_ide::{DiagnosticFilter, DiagnosticSeverity};
use workbench_host::{RealSystem, WorkspaceRegistry};

/// A `kB` field of `/proc/self/status` in MiB (0 where there is no procfs).
fn status_mib(field: &str) -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: metadata_cost PATH.sln [--lazy]");
    // `--lazy`: no explicit warm-up; the first diagnostics lower the core library themselves.
    let lazy = std::env::args().any(|a| a == "--lazy");
    let begin = Instant::now();
    let started = Instant::now();
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let index = registry.open(&path, None).expect("workspace opens").index;
    let opened = started.elapsed();
    let workspace = registry.get(index);
    let analysis = workspace.analysis();
    for project in &workspace.projects {
        let report = &project.metadata_references;
        let assemblies: Vec<String> = report
            .assemblies
            .iter()
            .map(|a| format!("{} ({} types)", a.name, a.types))
            .collect();
        println!(
            "{}: {}",
            project.name,
            if report.uses_embedded_core_library {
                "embedded core library".to_string()
            } else {
                assemblies.join(", ")
            }
        );
    }
    let core_documents: Vec<_> = {
        let db = analysis.db();
        let core = workspace.projects[0].core_libraries[0];
        core.documents(db).to_vec()
    };
    // Reading the documents' text would render them: only count them.
    println!(
        "open (discovery + load): {:.0} ms, {} core documents, RSS {:.0} MiB",
        opened.as_secs_f64() * 1e3,
        core_documents.len(),
        status_mib("VmRSS:")
    );
    if !lazy {
        let started = Instant::now();
        let core = workspace.projects[0].core_libraries.clone();
        analysis
            .warm_summaries(&core)
            .expect("parse and lower the core library");
        println!(
            "declaration summaries of the core library (every core): {:.0} ms, RSS {:.0} MiB",
            started.elapsed().as_secs_f64() * 1e3,
            status_mib("VmRSS:")
        );
    }
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
    let count: usize = diagnostics.iter().map(Vec::len).sum();
    println!(
        "first diagnostics of {} documents (symbol tables + binding): {:.0} ms, {count} diagnostics",
        inputs.len(),
        started.elapsed().as_secs_f64() * 1e3
    );
    println!(
        "total {:.0} ms; RSS {:.0} MiB, peak {:.0} MiB",
        begin.elapsed().as_secs_f64() * 1e3,
        status_mib("VmRSS:"),
        status_mib("VmHWM:")
    );
}
