//! The diagnostics delta: error-severity diagnostics of every project a transaction
//! touched, as they were before its first change to that project and as they are now.

use std::collections::HashMap;

use cs_ide::{DiagnosticFilter, DiagnosticSeverity};

use crate::error::{ErrorCode, HostError, HostResult};
use crate::workspace::LoadedWorkspace;

/// An error diagnostic with its place, fixed when it was computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorAt {
    pub document: usize,
    pub id: String,
    pub message: String,
    /// Zero-based UTF-16 start and length in the text it was computed on.
    pub start: u32,
    pub length: u32,
    /// One-based.
    pub line: u32,
    pub column: u32,
}

/// Errors the staged changes add and remove (matched by document, ID and message, so
/// errors that only moved are neither).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DiagnosticsDelta {
    /// At their place in the current (staged) text.
    pub added: Vec<ErrorAt>,
    /// At their place in the base text.
    pub removed: Vec<ErrorAt>,
    /// Projects compared (host indexes).
    pub projects: Vec<usize>,
}

fn cancelled() -> HostError {
    HostError::new(
        ErrorCode::Cancelled,
        "The workspace changed while diagnostics were computed.",
    )
    .retry("Repeat the call.")
}

impl LoadedWorkspace {
    /// Error diagnostics of a project's live documents now.
    pub(crate) fn project_errors(&self, project: usize) -> HostResult<Vec<ErrorAt>> {
        let filter = DiagnosticFilter {
            minimum_severity: Some(DiagnosticSeverity::Error),
            ids: Vec::new(),
        };
        let documents = &self.projects[project].documents;
        // Analyzer findings configured as errors and warnings raised by `<WarningsAsErrors>`
        // count too.
        let per_document = self
            .configured_diagnostics(documents, &filter, usize::MAX, &|| false)
            .map_err(|_| cancelled())?
            .unwrap_or_default();
        let mut out = Vec::new();
        for (&document, diagnostics) in documents.iter().zip(per_document) {
            if diagnostics.is_empty() {
                continue;
            }
            let lines = self.line_index(document);
            for d in diagnostics {
                let start = lines.to_utf16(d.range.start());
                let end = lines.to_utf16(d.range.end());
                let at = lines.line_col(d.range.start());
                out.push(ErrorAt {
                    document,
                    id: d.id,
                    message: d.message,
                    start,
                    length: end - start,
                    line: at.line + 1,
                    column: at.col + 1,
                });
            }
        }
        Ok(out)
    }

    /// The delta of the active transaction (`TransactionRequired` without one).
    pub fn diagnostics_delta(&self) -> HostResult<DiagnosticsDelta> {
        let t = self.active_transaction()?;
        let mut delta = DiagnosticsDelta::default();
        for (&project, base) in &t.base_errors {
            delta.projects.push(project);
            let now = self.project_errors(project)?;
            let key = |e: &ErrorAt| {
                (
                    self.documents[e.document].id.clone(),
                    e.id.clone(),
                    e.message.clone(),
                )
            };
            let mut remaining: HashMap<_, usize> = HashMap::new();
            for e in base {
                *remaining.entry(key(e)).or_default() += 1;
            }
            for e in &now {
                match remaining.get_mut(&key(e)) {
                    Some(n) if *n > 0 => *n -= 1,
                    _ => delta.added.push(e.clone()),
                }
            }
            let mut present: HashMap<_, usize> = HashMap::new();
            for e in &now {
                *present.entry(key(e)).or_default() += 1;
            }
            for e in base {
                match present.get_mut(&key(e)) {
                    Some(n) if *n > 0 => *n -= 1,
                    _ => delta.removed.push(e.clone()),
                }
            }
        }
        Ok(delta)
    }
}
