//! The analyzers' share of whole-solution diagnostics: the same documents diagnosed cold in two
//! fresh workspaces, once by `cs-ide` alone and once with every analyzer and the severity
//! configuration (what `get-diagnostics` does), and the findings the analyzers report there.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use cs_ide::DiagnosticFilter;
use workbench_host::WorkspaceRegistry;

use crate::bench::Row;
use crate::measure::{CountingSystem, fmt_duration, timed};

/// At most this much is added to whole-solution diagnostics by the analyzers (issue 18).
pub const OVERHEAD_GOAL: f64 = 0.30;

pub struct AnalyzerCost {
    pub rows: Vec<Row>,
    pub overhead: f64,
}

pub fn analyzer_cost(system: &Arc<CountingSystem>, sln: &Path) -> Result<AnalyzerCost, String> {
    let path = sln.display().to_string();
    let filter = DiagnosticFilter::default();
    // Without analyzers: cs-ide's diagnostics of every document.
    let mut registry = WorkspaceRegistry::new(system.clone());
    let index = registry.open(&path, None).map_err(|e| e.to_string())?.index;
    let workspace = registry.get(index);
    let documents: Vec<usize> = workspace.live_documents().collect();
    let inputs: Vec<_> = documents
        .iter()
        .map(|&d| {
            let doc = &workspace.documents[d];
            (workspace.projects[doc.project].input, doc.input)
        })
        .collect();
    let (base, without) = timed(|| {
        workspace
            .analysis()
            .diagnostics_of_many(&inputs, &filter, usize::MAX, &|| false)
    });
    base.map_err(|_| "cancelled".to_string())?;
    drop(registry);
    // With analyzers and configuration.
    let mut registry = WorkspaceRegistry::new(system.clone());
    let index = registry.open(&path, None).map_err(|e| e.to_string())?.index;
    let workspace = registry.get(index);
    let (all, with) =
        timed(|| workspace.configured_diagnostics(&documents, &filter, usize::MAX, &|| false));
    all.map_err(|_| "cancelled".to_string())?;
    let mut enabled_findings = BTreeMap::new();
    let mut disabled = 0usize;
    for &d in &documents {
        for f in workspace.document_findings(d).map_err(|_| "cancelled")? {
            if f.effective.severity.is_some() {
                *enabled_findings
                    .entry(f.finding.rule.id.to_string())
                    .or_insert(0) += 1;
            } else {
                disabled += 1;
            }
        }
    }
    let overhead = with.as_secs_f64() / without.as_secs_f64().max(1e-9) - 1.0;
    let listed = if enabled_findings.is_empty() {
        "none".to_string()
    } else {
        enabled_findings
            .iter()
            .map(|(id, n)| format!("{id} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let rows = vec![
        Row::new(
            "diagnostics without analyzers, cold (cs-ide)",
            fmt_duration(without),
            format!("{} documents", documents.len()),
        ),
        Row::new(
            "diagnostics with analyzers, cold (get-diagnostics path)",
            fmt_duration(with),
            format!(
                "{:+.0}% (goal <= +{:.0}%)",
                overhead * 100.0,
                OVERHEAD_GOAL * 100.0
            ),
        ),
        Row::new(
            "analyzer findings that are diagnostics",
            enabled_findings.values().sum::<usize>().to_string(),
            format!("{listed}; {disabled} more from rules that are off"),
        ),
    ];
    Ok(AnalyzerCost { rows, overhead })
}
