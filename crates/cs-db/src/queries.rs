//! Derived per-document queries: the syntax tree, the line index and syntax diagnostics.

use std::sync::Arc;

use cs_syntax::{LineIndex, Parse, TextRange};

use crate::{Db, Document};

/// Severity of an analysis diagnostic, in the compiler's terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DiagnosticSeverity {
    Hidden,
    Info,
    Warning,
    Error,
}

/// A diagnostic inside one document, with a UTF-8 byte range into its text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DocumentDiagnostic {
    pub id: String,
    pub severity: DiagnosticSeverity,
    pub message: String,
    pub range: TextRange,
}

/// Parses a document. The result is compared with the previous one, so an edit that
/// reproduces the same tree does not invalidate dependants.
#[salsa::tracked(returns(ref))]
pub fn parse(db: &dyn Db, document: Document) -> Parse {
    cs_syntax::parse(document.text(db))
}

#[salsa::tracked(returns(ref))]
pub fn line_index(db: &dyn Db, document: Document) -> Arc<LineIndex> {
    Arc::new(LineIndex::new(document.text(db)))
}

/// Syntax errors of a document as diagnostics, sorted by position.
#[salsa::tracked(returns(ref))]
pub fn syntax_diagnostics(db: &dyn Db, document: Document) -> Vec<DocumentDiagnostic> {
    let mut diagnostics: Vec<DocumentDiagnostic> = parse(db, document)
        .errors()
        .iter()
        .map(|error| DocumentDiagnostic {
            id: error.id.clone(),
            severity: DiagnosticSeverity::Error,
            message: error.message.clone(),
            range: error.range,
        })
        .collect();
    diagnostics.sort_by_key(|d| (d.range.start(), d.range.end()));
    diagnostics
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use salsa::Setter;

    use crate::{Document, DocumentStatus, RootDatabase};

    use super::*;

    #[test]
    fn editing_one_document_reparses_only_that_document() {
        let log = Arc::new(Mutex::new(Vec::<String>::new()));
        let sink = log.clone();
        let mut db = RootDatabase::with_execution_log(move |e| sink.lock().unwrap().push(e));
        let a = Document::new(
            &db,
            "a.cs".into(),
            "class A {}".into(),
            DocumentStatus::Live,
        );
        let b = Document::new(
            &db,
            "b.cs".into(),
            "class B {}".into(),
            DocumentStatus::Live,
        );
        assert!(syntax_diagnostics(&db, a).is_empty());
        assert!(syntax_diagnostics(&db, b).is_empty());
        log.lock().unwrap().clear();

        a.set_text(&mut db).to("class A { int x }".into());
        let diagnostics = syntax_diagnostics(&db, a).clone();
        assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
        assert!(syntax_diagnostics(&db, b).is_empty());
        let executed = log.lock().unwrap().clone();
        assert!(
            executed.iter().all(|e| !e.contains("Id(1)")),
            "b re-ran: {executed:?}"
        );
        assert!(
            executed.iter().any(|e| e.starts_with("parse")),
            "{executed:?}"
        );
    }
}
