//! Findings under a document's severity configuration, and the configuration applied to the
//! compiler's own diagnostics (so `<NoWarn>`, `#pragma warning`, `[SuppressMessage]` and
//! `.editorconfig` silence or raise CS warnings too, never errors).

use std::sync::Arc;

use cs_db::{Db, DiagnosticSeverity, Document, DocumentDiagnostic, Project};

use crate::analyzer::{Finding, document_findings};
use crate::rule::rule;
use crate::severity::{
    Effective, PragmaWarning, SeverityConfig, SeveritySource, pragma_suppression, pragma_warnings,
};
use crate::suppress_message::{attribute_suppression, document_suppressions};

/// A finding with its effective severity (`None`: off) and where that came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfiguredFinding {
    pub finding: Finding,
    pub effective: Effective,
}

/// The `#pragma warning` lines of a document, in text order.
#[salsa::tracked(returns(ref))]
pub fn document_pragmas(db: &dyn Db, document: Document) -> Arc<Vec<PragmaWarning>> {
    let root = cs_db::parse(db, document).syntax();
    let lines = cs_db::line_index(db, document);
    let directives: Vec<(u32, u32, String)> = root
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| t.kind() == cs_syntax::PREPROCESSOR_DIRECTIVE && t.text().contains("pragma"))
        .map(|t| {
            let start = t.text_range().start();
            (
                u32::from(start),
                lines.line_col(start).line + 1,
                t.text().to_string(),
            )
        })
        .collect();
    Arc::new(pragma_warnings(
        directives.iter().map(|(o, l, t)| (*o, *l, t.as_str())),
    ))
}

fn with_pragma(
    db: &dyn Db,
    project: Project,
    document: Document,
    id: &str,
    offset: u32,
    effective: Effective,
) -> Effective {
    if effective.severity.is_none() {
        return effective;
    }
    if let Some(line) = pragma_suppression(document_pragmas(db, document), id, offset) {
        return Effective {
            severity: None,
            source: SeveritySource::Pragma { line },
        };
    }
    if let Some(line) = attribute_suppression(document_suppressions(db, document), id, offset) {
        return Effective {
            severity: None,
            source: SeveritySource::SuppressMessage { line },
        };
    }
    match crate::global_suppressions::global_suppression(db, project, document, id, offset) {
        Some((holder, line)) => Effective {
            severity: None,
            source: SeveritySource::GlobalSuppressMessage {
                path: holder.source(db).path(db).to_string(),
                line,
            },
        },
        None => effective,
    }
}

/// Every finding of a document with its effective severity.
pub fn configured_findings(
    db: &dyn Db,
    project: Project,
    document: Document,
    config: &SeverityConfig,
) -> Vec<ConfiguredFinding> {
    document_findings(db, project, document)
        .iter()
        .map(|finding| {
            let effective = config.effective(finding.rule);
            let effective = with_pragma(
                db,
                project,
                document,
                finding.rule.id,
                finding.range.start().into(),
                effective,
            );
            ConfiguredFinding {
                finding: finding.clone(),
                effective,
            }
        })
        .collect()
}

/// The compiler's diagnostics of a document under its configuration, plus the findings that
/// are on, in position order. Errors are never changed.
pub fn apply_configuration(
    db: &dyn Db,
    project: Project,
    document: Document,
    config: &SeverityConfig,
    compiler: Vec<DocumentDiagnostic>,
) -> Vec<DocumentDiagnostic> {
    let mut out: Vec<DocumentDiagnostic> = Vec::with_capacity(compiler.len());
    for mut d in compiler {
        if d.severity != DiagnosticSeverity::Error {
            let known = rule(&d.id);
            let effective = config.effective_for(&d.id, known, Some(d.severity));
            let effective = with_pragma(
                db,
                project,
                document,
                &d.id,
                d.range.start().into(),
                effective,
            );
            match effective.severity {
                Some(severity) => d.severity = severity,
                None => continue,
            }
        }
        out.push(d);
    }
    for c in configured_findings(db, project, document, config) {
        if let Some(severity) = c.effective.severity {
            out.push(DocumentDiagnostic {
                id: c.finding.rule.id.to_string(),
                severity,
                message: c.finding.message,
                range: c.finding.range,
            });
        }
    }
    out.sort_by_key(|d| (d.range.start(), d.range.end()));
    out
}
