//! Analyzer severity configuration per document, read when the workspace is built (so an
//! `.editorconfig` edit takes effect at `workspace-reload`), and the diagnostics of documents
//! with analyzer findings added and that configuration applied.

use std::sync::Arc;

use cs_analyzers::{
    ConfigEntry, ConfiguredFinding, EditorConfigSeverities, ProjectWarnings, SeverityConfig,
};
use cs_ide::{Cancellable, DiagnosticFilter, DiagnosticSeverity, DocumentDiagnostic};

use crate::paths::relative_to;
use crate::system::{System, SystemFs};
use crate::workspace::{DocumentInfo, LoadedWorkspace, ProjectInfo};

/// The severity configuration of every document loaded with the workspace.
#[derive(Debug, Default)]
pub struct AnalyzerSettings {
    documents: Vec<Arc<EditorConfigSeverities>>,
    projects: Vec<Arc<ProjectWarnings>>,
    /// The `.editorconfig` files that exist (absolute): tracked as project inputs, so an edit
    /// makes the workspace out of date until `workspace-reload`.
    pub files: Vec<std::path::PathBuf>,
}

fn is_analyzer_key(key: &str) -> bool {
    key.starts_with("dotnet_diagnostic.") || key.starts_with("dotnet_analyzer_diagnostic.")
}

impl AnalyzerSettings {
    pub fn load(
        system: &dyn System,
        root: &std::path::Path,
        projects: &[ProjectInfo],
        documents: &[DocumentInfo],
    ) -> AnalyzerSettings {
        let fs = SystemFs(system);
        let mut cache = cs_project::EditorConfigCache::new();
        // Each project's `.globalconfig` (the nearest at or above its directory): the lowest
        // layer of every one of its documents' entries.
        let mut global_files: Vec<std::path::PathBuf> = Vec::new();
        let globals: Vec<Vec<(String, ConfigEntry)>> = projects
            .iter()
            .map(|p| {
                let project_file = root.join(&p.path);
                let Some(dir) = project_file.parent() else {
                    return Vec::new();
                };
                let Some(path) = cs_project::find_global_config(&fs, dir) else {
                    return Vec::new();
                };
                let Ok(bytes) = cs_project::FileSystem::read(&fs, &path) else {
                    return Vec::new();
                };
                if !global_files.contains(&path) {
                    global_files.push(path.clone());
                }
                let shown = relative_to(&path, root);
                cs_project::parse_global_config(&String::from_utf8_lossy(&bytes))
                    .into_iter()
                    .filter(|e| is_analyzer_key(&e.key))
                    .map(|e| {
                        (
                            e.key,
                            ConfigEntry {
                                value: e.value,
                                path: shown.clone(),
                                line: e.line,
                            },
                        )
                    })
                    .collect()
            })
            .collect();
        let mut per_document: Vec<Arc<EditorConfigSeverities>> =
            Vec::with_capacity(documents.len());
        for document in documents {
            let entries = cs_project::editorconfig_entries(
                &fs,
                &document.abs_path,
                &mut cache,
                &is_analyzer_key,
            );
            let mut merged: std::collections::BTreeMap<String, ConfigEntry> = globals
                .get(document.project)
                .into_iter()
                .flatten()
                .cloned()
                .collect();
            // `.editorconfig` wins over `.globalconfig` for the same key.
            merged.extend(entries.into_iter().map(|(key, e)| {
                let path = relative_to(&e.path, root);
                (
                    key,
                    ConfigEntry {
                        value: e.value,
                        path,
                        line: e.line,
                    },
                )
            }));
            let severities = EditorConfigSeverities {
                entries: merged.into_iter().collect(),
            };
            // Neighbouring documents almost always share their configuration.
            match per_document
                .iter()
                .rev()
                .take(8)
                .find(|s| ***s == severities)
            {
                Some(shared) => per_document.push(shared.clone()),
                None => per_document.push(Arc::new(severities)),
            }
        }
        let projects = projects
            .iter()
            .map(|p| {
                Arc::new(ProjectWarnings {
                    no_warn: p.model.no_warn.clone(),
                    warnings_as_errors: p.model.warnings_as_errors.clone(),
                    treat_warnings_as_errors: p.model.treat_warnings_as_errors,
                    packages: p
                        .model
                        .package_references
                        .iter()
                        .map(|r| r.name.clone())
                        .collect(),
                })
            })
            .collect();
        let mut files: Vec<std::path::PathBuf> = cache
            .into_iter()
            .filter_map(|(path, config)| config.map(|_| path))
            .collect();
        files.extend(global_files);
        files.sort();
        files.dedup();
        AnalyzerSettings {
            documents: per_document,
            projects,
            files,
        }
    }
}

impl LoadedWorkspace {
    /// The severity configuration of a document (one created in a transaction has only its
    /// project's options).
    pub fn severity_config(&self, document: usize) -> SeverityConfig {
        let settings = &self.analyzer_settings;
        let project = self.documents[document].project;
        SeverityConfig {
            editorconfig: settings
                .documents
                .get(document)
                .cloned()
                .unwrap_or_default(),
            project: settings.projects.get(project).cloned().unwrap_or_default(),
        }
    }

    /// Diagnostics of documents (host indexes) with analyzer findings and the severity
    /// configuration applied, filtered; see `cs_ide::Analysis::diagnostics_of_many`.
    pub fn configured_diagnostics(
        &self,
        documents: &[usize],
        filter: &DiagnosticFilter,
        enough: usize,
        stop: &dyn Fn() -> bool,
    ) -> Cancellable<Option<Vec<Vec<DocumentDiagnostic>>>> {
        let inputs: Vec<_> = documents
            .iter()
            .map(|&d| {
                (
                    self.projects[self.documents[d].project].input,
                    self.documents[d].input,
                )
            })
            .collect();
        let configs: Vec<SeverityConfig> =
            documents.iter().map(|&d| self.severity_config(d)).collect();
        // Everything is computed, then configured, then filtered: configuration may raise a
        // hidden diagnostic above the caller's minimum.
        let everything = DiagnosticFilter {
            minimum_severity: Some(DiagnosticSeverity::Hidden),
            ids: Vec::new(),
        };
        let post = |db: &cs_db::RootDatabase, index: usize, found: Vec<DocumentDiagnostic>| {
            let (project, document) = inputs[index];
            let mut all =
                cs_analyzers::apply_configuration(db, project, document, &configs[index], found);
            all.retain(|d| filter.accepts(d) && (d.id != "CS8019" || wants_hidden(filter)));
            all
        };
        self.analysis()
            .diagnostics_of_many_with(&inputs, &everything, enough, stop, &post)
    }

    /// The findings of one document with their effective severities.
    pub fn document_findings(&self, document: usize) -> Cancellable<Vec<ConfiguredFinding>> {
        let info = &self.documents[document];
        let project = self.projects[info.project].input;
        let config = self.severity_config(document);
        let analysis = self.analysis();
        let input = info.input;
        cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| {
            cs_analyzers::configured_findings(analysis.db(), project, input, &config)
        }))
    }
}

/// CS8019 keeps its old contract: only with `minimumSeverity: Hidden` or its ID named.
fn wants_hidden(filter: &DiagnosticFilter) -> bool {
    filter.minimum_severity == Some(DiagnosticSeverity::Hidden) || !filter.ids.is_empty()
}
