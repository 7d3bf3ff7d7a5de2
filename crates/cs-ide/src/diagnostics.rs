//! Diagnostics of a document: today the syntax diagnostics, filtered by severity and ID.

use cs_db::{DiagnosticSeverity, Document, DocumentDiagnostic};

use crate::{Analysis, Cancellable};

/// Which diagnostics a caller wants.
#[derive(Debug, Clone, Default)]
pub struct DiagnosticFilter {
    pub minimum_severity: Option<DiagnosticSeverity>,
    /// When non-empty, only these IDs (compared case-insensitively).
    pub ids: Vec<String>,
}

impl DiagnosticFilter {
    fn accepts(&self, diagnostic: &DocumentDiagnostic) -> bool {
        self.minimum_severity
            .is_none_or(|min| diagnostic.severity >= min)
            && (self.ids.is_empty()
                || self
                    .ids
                    .iter()
                    .any(|id| id.eq_ignore_ascii_case(&diagnostic.id)))
    }
}

impl Analysis {
    /// Diagnostics of one document, in position order.
    pub fn diagnostics(
        &self,
        document: Document,
        filter: &DiagnosticFilter,
    ) -> Cancellable<Vec<DocumentDiagnostic>> {
        self.with_db(|db| {
            cs_db::syntax_diagnostics(db, document)
                .iter()
                .filter(|d| filter.accepts(d))
                .cloned()
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use cs_db::{DocumentStatus, RootDatabase};

    use super::*;
    use crate::AnalysisHost;

    #[test]
    fn filter_by_severity_and_id() {
        let host = AnalysisHost::new(RootDatabase::default());
        let doc = Document::new(
            host.db(),
            "a.cs".into(),
            "class A { int x }".into(),
            DocumentStatus::Live,
        );
        let analysis = host.analysis();
        let all = analysis
            .diagnostics(doc, &DiagnosticFilter::default())
            .unwrap();
        assert_eq!(all.len(), 1);
        let id = all[0].id.clone();
        let by_id = DiagnosticFilter {
            ids: vec![id.to_lowercase()],
            ..Default::default()
        };
        assert_eq!(analysis.diagnostics(doc, &by_id).unwrap().len(), 1);
        let other = DiagnosticFilter {
            ids: vec!["CS9999".into()],
            ..Default::default()
        };
        assert!(analysis.diagnostics(doc, &other).unwrap().is_empty());
        let warnings_up = DiagnosticFilter {
            minimum_severity: Some(DiagnosticSeverity::Warning),
            ..Default::default()
        };
        assert_eq!(analysis.diagnostics(doc, &warnings_up).unwrap().len(), 1);
    }
}
