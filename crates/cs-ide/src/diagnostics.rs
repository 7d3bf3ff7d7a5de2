//! Diagnostics of a document as a project compiles it: syntax diagnostics, declaration
//! diagnostics (`decl_diagnostics`) and body diagnostics (`cs_bind`), merged in position order
//! and filtered by severity and ID.

use cs_db::{DiagnosticSeverity, Document, DocumentDiagnostic, Project, RootDatabase};

use crate::{Analysis, Cancellable};

/// Which diagnostics a caller wants.
#[derive(Debug, Clone, Default)]
pub struct DiagnosticFilter {
    pub minimum_severity: Option<DiagnosticSeverity>,
    /// When non-empty, only these IDs (compared case-insensitively).
    pub ids: Vec<String>,
}

impl DiagnosticFilter {
    /// Hidden diagnostics (CS8019) come only when asked for: `minimum_severity: Hidden`, or
    /// their ID named in `ids`.
    fn wants_hidden(&self) -> bool {
        self.minimum_severity == Some(DiagnosticSeverity::Hidden) || !self.ids.is_empty()
    }

    /// Whether a diagnostic passes the filter.
    pub fn accepts(&self, diagnostic: &DocumentDiagnostic) -> bool {
        let minimum = self.minimum_severity.unwrap_or(if self.ids.is_empty() {
            DiagnosticSeverity::Info
        } else {
            DiagnosticSeverity::Hidden
        });
        diagnostic.severity >= minimum
            && (self.ids.is_empty()
                || self
                    .ids
                    .iter()
                    .any(|id| id.eq_ignore_ascii_case(&diagnostic.id)))
    }
}

impl Analysis {
    /// Diagnostics of one document as `project` compiles it, in position order.
    pub fn diagnostics(
        &self,
        project: Project,
        document: Document,
        filter: &DiagnosticFilter,
    ) -> Cancellable<Vec<DocumentDiagnostic>> {
        self.with_db(|db| {
            let syntax = cs_db::syntax_diagnostics(db, document);
            let declarations =
                crate::decl_diagnostics::declaration_diagnostics(db, project, document);
            let hidden = if filter.wants_hidden() {
                crate::unnecessary_usings::unnecessary_usings(db, project, document)
            } else {
                Vec::new()
            };
            let repeated = crate::unnecessary_usings::repeated_using_diagnostics(db, document);
            // Bodies are judged only in files that parse: a syntax error leaves trees the
            // binder would read wrongly. Missing `;`s alone leave every statement whole.
            let body: Vec<DocumentDiagnostic> = if syntax
                .iter()
                .any(|d| d.severity == DiagnosticSeverity::Error)
                && !only_missing_semicolons(cs_db::parse(db, document))
            {
                Vec::new()
            } else {
                // Binding's certain diagnostics, then definite assignment and reachability
                // from each body's control-flow graph.
                let flow = cs_flow::flow_diagnostics(db, project, document);
                let mut body: Vec<&cs_bind::BodyDiagnostic> =
                    cs_bind::document_bindings(db, project, document)
                        .diagnostics
                        .iter()
                        .chain(flow.iter())
                        .collect();
                body.sort_by_key(|d| (d.range.start(), d.id));
                body.into_iter()
                    .map(|d| DocumentDiagnostic {
                        id: d.id.to_string(),
                        severity: d.severity,
                        message: d.message.clone(),
                        range: d.range,
                    })
                    .collect()
            };
            let mut all: Vec<DocumentDiagnostic> = syntax
                .iter()
                .chain(declarations.iter())
                .chain(body.iter())
                .chain(repeated.iter())
                .chain(hidden.iter())
                .filter(|d| filter.accepts(d))
                .cloned()
                .collect();
            // Both lists are sorted; a stable sort keeps syntax errors first at equal positions.
            all.sort_by_key(|d| (d.range.start(), d.range.end()));
            all
        })
    }
}

/// Diagnostics of documents, each with its index in a batch.
type IndexedDiagnostics = Vec<(usize, Vec<DocumentDiagnostic>)>;

/// A last step over one document's diagnostics (given its index in the input): the host adds
/// analyzer findings and applies severity configuration here.
pub type PostProcess<'a> =
    dyn Fn(&RootDatabase, usize, Vec<DocumentDiagnostic>) -> Vec<DocumentDiagnostic> + Sync + 'a;

impl Analysis {
    /// Diagnostics of many documents (each with the project compiling it), in input order, computed on every available core.
    /// Documents are processed in batches and the work stops after the batch in which at
    /// least `enough` diagnostics were found, so the result covers a prefix of `documents`.
    /// `stop` is asked before each batch; `Ok(None)` means the caller stopped the work.
    pub fn diagnostics_of_many(
        &self,
        documents: &[(Project, Document)],
        filter: &DiagnosticFilter,
        enough: usize,
        stop: &dyn Fn() -> bool,
    ) -> Cancellable<Option<Vec<Vec<DocumentDiagnostic>>>> {
        self.diagnostics_of_many_with(documents, filter, enough, stop, &|_, _, d| d)
    }

    /// As [`Self::diagnostics_of_many`], with `post` applied to each document's diagnostics
    /// on the worker that computed them (`enough` counts what `post` returns).
    pub fn diagnostics_of_many_with(
        &self,
        documents: &[(Project, Document)],
        filter: &DiagnosticFilter,
        enough: usize,
        stop: &dyn Fn() -> bool,
        post: &PostProcess<'_>,
    ) -> Cancellable<Option<Vec<Vec<DocumentDiagnostic>>>> {
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(8);
        let batch = threads * 32;
        let mut results: Vec<Vec<DocumentDiagnostic>> = Vec::with_capacity(documents.len());
        let mut found = 0;
        let mut warmed: Vec<Project> = Vec::new();
        for chunk in documents.chunks(batch) {
            if found >= enough && !results.is_empty() {
                break;
            }
            if stop() {
                return Ok(None);
            }
            // Declaration diagnostics need every declaration of a project: lower the files of
            // the projects this batch touches on every core first, rather than inside one
            // project query on one thread.
            let mut projects: Vec<Project> = Vec::new();
            for (project, _) in chunk {
                if !warmed.contains(project) && !projects.contains(project) {
                    projects.push(*project);
                }
            }
            self.warm_summaries(&projects)?;
            warmed.extend(projects);
            let offset = results.len();
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
                                let (project, document) = chunk[index];
                                let found = analysis.diagnostics(project, document, filter)?;
                                let step =
                                    std::panic::AssertUnwindSafe(move |db: &RootDatabase| {
                                        post(db, offset + index, found)
                                    });
                                let found = analysis.with_db(move |db| {
                                    let step = step;
                                    (step.0)(db)
                                })?;
                                out.push((index, found));
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

/// Whether the only syntax errors of a parse are `;`s missing where a statement could end: no
/// `ERROR` node, and every missing token a `;`.
fn only_missing_semicolons(parse: &cs_syntax::Parse) -> bool {
    let semicolon = cs_syntax::kind_from_name(";", false);
    parse.errors().iter().all(|e| e.id == "CS1002")
        && parse.missing().iter().all(|m| Some(m.kind) == semicolon)
        && !parse
            .syntax()
            .descendants()
            .any(|n| n.kind() == cs_syntax::ERROR)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use cs_db::{DocumentStatus, ProjectSettings, RootDatabase, SourceFile, SymbolSet};

    use super::*;
    use crate::AnalysisHost;

    fn document(db: &RootDatabase, path: &str, text: &str) -> Document {
        let source = SourceFile::new(db, path.into(), text.into());
        let symbols = SymbolSet::new(db, Arc::from(Vec::<String>::new()));
        Document::new(db, source, symbols, DocumentStatus::Live)
    }

    fn project(db: &RootDatabase, documents: Vec<Document>) -> Project {
        let settings = ProjectSettings {
            name: "P".into(),
            ..ProjectSettings::default()
        };
        Project::new(db, Arc::new(settings), documents, Vec::new())
    }

    #[test]
    fn filter_by_severity_and_id() {
        let host = AnalysisHost::new(RootDatabase::default());
        let doc = document(host.db(), "a.cs", "class A { int x }");
        let clean = document(host.db(), "b.cs", "class B {}");
        let p = project(host.db(), vec![doc, clean]);
        let analysis = host.analysis();
        let all = analysis
            .diagnostics(p, doc, &DiagnosticFilter::default())
            .unwrap();
        assert_eq!(all.len(), 1);
        let id = all[0].id.clone();
        let by_id = DiagnosticFilter {
            ids: vec![id.to_lowercase()],
            ..Default::default()
        };
        assert_eq!(analysis.diagnostics(p, doc, &by_id).unwrap().len(), 1);
        let other = DiagnosticFilter {
            ids: vec!["CS9999".into()],
            ..Default::default()
        };
        assert!(analysis.diagnostics(p, doc, &other).unwrap().is_empty());
        let many = analysis
            .diagnostics_of_many(
                &[(p, clean), (p, doc), (p, clean)],
                &DiagnosticFilter::default(),
                usize::MAX,
                &|| false,
            )
            .unwrap()
            .unwrap();
        assert_eq!(many.iter().map(Vec::len).collect::<Vec<_>>(), vec![0, 1, 0]);
        let stopped = analysis
            .diagnostics_of_many(
                &[(p, clean), (p, doc)],
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
        assert_eq!(analysis.diagnostics(p, doc, &warnings_up).unwrap().len(), 1);
    }

    #[test]
    fn syntax_and_declaration_diagnostics_merge_in_position_order() {
        let host = AnalysisHost::new(RootDatabase::default());
        let doc = document(
            host.db(),
            "a.cs",
            "namespace N { class A { int x } class A {} }",
        );
        let p = project(host.db(), vec![doc]);
        let all = host
            .analysis()
            .diagnostics(p, doc, &DiagnosticFilter::default())
            .unwrap();
        let ids: Vec<&str> = all.iter().map(|d| d.id.as_str()).collect();
        assert_eq!(ids, vec!["CS1002", "CS0101"], "{all:?}");
        assert!(all[0].range.start() < all[1].range.start());
        // A document outside the project has its syntax diagnostics only.
        let other = project(host.db(), Vec::new());
        let alone = host
            .analysis()
            .diagnostics(other, doc, &DiagnosticFilter::default())
            .unwrap();
        assert_eq!(alone.len(), 1);
    }

    /// After a missing `;` the parse recovers at the next statement, which still binds and
    /// gets its own errors.
    #[test]
    fn statements_after_a_missing_semicolon_still_bind() {
        let host = AnalysisHost::new(RootDatabase::default());
        let text =
            "class A\n{\n    void M()\n    {\n        int a = 1\n        a = Missing;\n    }\n}\n";
        let doc = document(host.db(), "a.cs", text);
        let p = project(host.db(), vec![doc]);
        let all = host
            .analysis()
            .diagnostics(p, doc, &DiagnosticFilter::default())
            .unwrap();
        let found: Vec<(&str, &str)> = all
            .iter()
            .map(|d| (d.id.as_str(), &text[d.range]))
            .collect();
        assert_eq!(found, [("CS1002", ""), ("CS0103", "Missing")], "{all:?}");
    }
}
