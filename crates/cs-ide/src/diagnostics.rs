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

/// Diagnostics of documents, each with its index in a batch.
type IndexedDiagnostics = Vec<(usize, Vec<DocumentDiagnostic>)>;

impl Analysis {
    /// Diagnostics of many documents, in input order, computed on every available core.
    /// Documents are processed in batches and the work stops after the batch in which at
    /// least `enough` diagnostics were found, so the result covers a prefix of `documents`.
    /// `stop` is asked before each batch; `Ok(None)` means the caller stopped the work.
    pub fn diagnostics_of_many(
        &self,
        documents: &[Document],
        filter: &DiagnosticFilter,
        enough: usize,
        stop: &dyn Fn() -> bool,
    ) -> Cancellable<Option<Vec<Vec<DocumentDiagnostic>>>> {
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(8);
        let batch = threads * 32;
        let mut results: Vec<Vec<DocumentDiagnostic>> = Vec::with_capacity(documents.len());
        let mut found = 0;
        for chunk in documents.chunks(batch) {
            if found >= enough && !results.is_empty() {
                break;
            }
            if stop() {
                return Ok(None);
            }
            let per_thread: Vec<Cancellable<IndexedDiagnostics>> = std::thread::scope(|scope| {
                let workers: Vec<_> = (0..threads.min(chunk.len()))
                    .map(|worker| {
                        let analysis = Analysis {
                            db: self.db.clone(),
                        };
                        scope.spawn(move || {
                            // Interleaved, so large neighbouring files spread over threads.
                            let mut out = Vec::new();
                            for index in (worker..chunk.len()).step_by(threads) {
                                out.push((index, analysis.diagnostics(chunk[index], filter)?));
                            }
                            Ok(out)
                        })
                    })
                    .collect();
                workers
                    .into_iter()
                    .map(|w| {
                        w.join()
                            .unwrap_or_else(|payload| std::panic::resume_unwind(payload))
                    })
                    .collect()
            });
            let mut ordered: Vec<Vec<DocumentDiagnostic>> = vec![Vec::new(); chunk.len()];
            for worker in per_thread {
                for (index, diagnostics) in worker? {
                    ordered[index] = diagnostics;
                }
            }
            found += ordered.iter().map(Vec::len).sum::<usize>();
            results.extend(ordered);
        }
        Ok(Some(results))
    }
}

#[cfg(test)]
mod tests {
    use cs_db::{DocumentStatus, RootDatabase, SourceFile, SymbolSet};

    use super::*;
    use crate::AnalysisHost;

    fn document(db: &RootDatabase, path: &str, text: &str) -> Document {
        let source = SourceFile::new(db, path.into(), text.into());
        let symbols = SymbolSet::new(db, std::sync::Arc::from(Vec::<String>::new()));
        Document::new(db, source, symbols, DocumentStatus::Live)
    }

    #[test]
    fn filter_by_severity_and_id() {
        let host = AnalysisHost::new(RootDatabase::default());
        let doc = document(host.db(), "a.cs", "class A { int x }");
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
        let clean = document(host.db(), "b.cs", "class B {}");
        let many = analysis
            .diagnostics_of_many(
                &[clean, doc, clean],
                &DiagnosticFilter::default(),
                usize::MAX,
                &|| false,
            )
            .unwrap()
            .unwrap();
        assert_eq!(many.iter().map(Vec::len).collect::<Vec<_>>(), vec![0, 1, 0]);
        let stopped = analysis
            .diagnostics_of_many(
                &[clean, doc],
                &DiagnosticFilter::default(),
                usize::MAX,
                &|| true,
            )
            .unwrap();
        assert!(stopped.is_none(), "a stopped computation says so");
        let warnings_up = DiagnosticFilter {
            minimum_severity: Some(DiagnosticSeverity::Warning),
            ..Default::default()
        };
        assert_eq!(analysis.diagnostics(doc, &warnings_up).unwrap().len(), 1);
    }
}
