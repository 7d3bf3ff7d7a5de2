//! One loaded workspace: the project model, the database inputs built from it, document and
//! project identities, and the freshness stamps that decide when it is out of date.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use cs_db::{
    Document, DocumentStatus, Durability, GlobalUsingSetting, Project, ProjectSettings, Setter,
    SourceFile, SymbolSet,
};
use cs_ide::{Analysis, AnalysisHost};
use cs_project::{LoadDiagnostic, ProjectModel, Severity, WorkspaceModel};
use cs_syntax::{SourceEncoding, decode_source};
use uuid::Uuid;

use crate::freshness::{Freshness, ReloadReason};
use crate::metadata_references::{MetadataReferences, MetadataResolver};
use crate::paths::relative_to;
use crate::project_facts::{effective_language_version, output_kind};
use crate::snapshot::Snapshot;
use crate::system::System;
use crate::transaction::Transaction;
use cs_metadata::discovery::Framework;

/// A project as the host presents it.
#[derive(Debug)]
pub struct ProjectInfo {
    /// Stable across reloads: the project name, made unique within the workspace.
    pub id: String,
    pub name: String,
    /// Workspace-relative path of the project file.
    pub path: String,
    pub model: ProjectModel,
    pub language_version: String,
    pub output_kind: &'static str,
    pub input: Project,
    /// Indexes into `LoadedWorkspace::documents`, in path order.
    pub documents: Vec<usize>,
    /// The reference assemblies found for the project and what became of them.
    pub metadata_references: MetadataReferences,
    /// What stands for the framework and packages, in lookup order: a metadata project of the
    /// real reference assemblies and/or the embedded core library.
    pub core_libraries: Vec<Project>,
}

/// A document as the host presents it. A file compiled into two projects is two documents.
#[derive(Debug)]
pub struct DocumentInfo {
    /// `projectId:path`, stable across reloads.
    pub id: String,
    /// Workspace-relative path with `/` separators.
    pub path: String,
    pub abs_path: PathBuf,
    pub project: usize,
    pub input: Document,
    pub encoding: SourceEncoding,
    /// True once a transaction deleted it (staged or committed); removed documents are
    /// never selected or listed.
    pub removed: bool,
}

/// A load diagnostic with the file it concerns already made workspace-relative.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostLoadDiagnostic {
    pub id: String,
    pub severity: Severity,
    pub message: String,
    pub path: Option<String>,
    pub line: Option<u32>,
}

pub struct LoadedWorkspace {
    pub id: Uuid,
    pub alias: Option<String>,
    pub loaded_path: PathBuf,
    pub root: PathBuf,
    pub epoch: u64,
    pub snapshot_id: Uuid,
    /// The loaded model; its `projects` are empty: each lives in its `ProjectInfo`.
    pub model: WorkspaceModel,
    pub projects: Vec<ProjectInfo>,
    pub documents: Vec<DocumentInfo>,
    pub load_diagnostics: Vec<HostLoadDiagnostic>,
    /// Accumulated reasons why a reload is required; empty while up to date.
    pub reload_reasons: Vec<ReloadReason>,
    pub(crate) host: AnalysisHost,
    /// The text input of each file, by absolute path.
    pub(crate) sources: HashMap<PathBuf, SourceFile>,
    /// The database's root input: the project list (analysis across projects starts here).
    pub workspace_input: cs_db::Workspace,
    pub(crate) freshness: Freshness,
    /// The active transaction, if any (at most one per workspace).
    pub transaction: Option<Transaction>,
    /// Choices selectors made for the caller (a multi-targeting project's first framework),
    /// as `(code, message)`, taken into the answer's warnings by the protocol layer.
    pub(crate) selector_notes: std::sync::Mutex<Vec<(String, String)>>,
    /// Analyzer severity configuration, read at build.
    pub analyzer_settings: crate::analyzer_settings::AnalyzerSettings,
}

impl LoadedWorkspace {
    /// Builds the database and identities for a model that was just loaded.
    pub fn build(
        system: &dyn System,
        mut model: WorkspaceModel,
        id: Uuid,
        alias: Option<String>,
        epoch: u64,
    ) -> LoadedWorkspace {
        let root = model.root.clone();
        // Each project model moves into its `ProjectInfo`; the workspace model keeps the rest.
        let model_projects = std::mem::take(&mut model.projects);
        let mut host = AnalysisHost::default();
        let core_library = load_core_library(&host);
        let mut load_diagnostics: Vec<HostLoadDiagnostic> = model
            .diagnostics
            .iter()
            .map(|d| host_diagnostic(d, &root))
            .collect();

        // Each file is read and decoded once, however many projects compile it.
        let mut texts: BTreeMap<PathBuf, Option<(Arc<str>, SourceEncoding)>> = BTreeMap::new();
        for project in &model_projects {
            for path in &project.documents {
                texts.entry(path.clone()).or_insert(None);
            }
        }
        for (path, slot) in texts.iter_mut() {
            let rel = relative_to(path, &root);
            match system.read(path) {
                Ok(bytes) => {
                    let decoded = decode_source(&bytes);
                    if decoded.lossy {
                        load_diagnostics.push(HostLoadDiagnostic {
                            id: "CSW1101".into(),
                            severity: Severity::Warning,
                            message: format!(
                                "'{rel}' has bytes that are not valid {:?} text; they were replaced with U+FFFD for analysis",
                                decoded.encoding
                            ),
                            path: Some(rel.clone()),
                            line: None,
                        });
                    }
                    if decoded.encoding == SourceEncoding::Windows1252 {
                        load_diagnostics.push(HostLoadDiagnostic {
                            id: "CSW1103".into(),
                            severity: Severity::Warning,
                            message: format!(
                                "'{rel}' is not valid UTF-8 and has no byte-order mark; it was read as Windows-1252 (as the C# compiler does) and keeps that encoding when edited"
                            ),
                            path: Some(rel),
                            line: None,
                        });
                    }
                    *slot = Some((Arc::from(decoded.text), decoded.encoding));
                }
                Err(error) => load_diagnostics.push(HostLoadDiagnostic {
                    id: "CSW1102".into(),
                    severity: Severity::Warning,
                    message: format!(
                        "Source file '{rel}' could not be read and was left out: {error}"
                    ),
                    path: Some(rel),
                    line: None,
                }),
            }
        }

        // One source input per file and one symbol-set input per distinct set: a file
        // compiled by several projects with the same symbols is parsed once.
        let mut sources: HashMap<PathBuf, SourceFile> = HashMap::new();
        let mut symbol_sets: HashMap<Vec<String>, SymbolSet> = HashMap::new();
        let mut projects = Vec::new();
        let mut documents = Vec::new();
        let mut used_ids: HashMap<String, usize> = HashMap::new();
        let mut project_inputs = Vec::new();
        let source_roots: Vec<PathBuf> = model_projects
            .iter()
            .flat_map(|p| p.source_roots.iter().cloned())
            .collect();
        let mut metadata = MetadataResolver::new(system);
        for model_project in model_projects {
            let id = unique_id(&project_display_name(&model_project), &mut used_ids);
            let target_framework = model_project.target_framework.clone();
            let language_version = effective_language_version(
                model_project.lang_version.as_deref(),
                target_framework.as_deref(),
            );
            let (metadata_references, core_libraries) =
                metadata.resolve(&host, &model_project, core_library);
            let settings = ProjectSettings {
                name: model_project.name.clone(),
                assembly_name: model_project.assembly_name.clone(),
                target_framework,
                language_version: language_version.clone(),
                define_constants: model_project.define_constants.clone(),
                nullable: model_project.nullable.clone(),
                global_usings: model_project
                    .global_usings
                    .iter()
                    .map(|u| GlobalUsingSetting {
                        namespace: u.namespace.clone(),
                        alias: u.alias.clone(),
                        is_static: u.is_static,
                    })
                    .collect(),
                root_namespace: model_project.root_namespace.clone(),
                has_unseen_references: has_unseen_references(&model_project, &metadata_references),
                is_core_library: false,
                is_complete_metadata: false,
                is_framework_index: false,
                has_framework_generators: metadata_references.assemblies.iter().any(|a| {
                    matches!(
                        a.origin,
                        cs_metadata::discovery::Origin::ReferencePack { .. }
                    )
                }),
            };
            let mut symbols = preprocessor_symbols(&model_project);
            symbols.sort();
            symbols.dedup();
            let symbol_set = *symbol_sets.entry(symbols.clone()).or_insert_with(|| {
                SymbolSet::builder(Arc::from(symbols))
                    .durability(Durability::MEDIUM)
                    .new(host.db())
            });
            let project_index = projects.len();
            let mut doc_indexes = Vec::new();
            let mut doc_inputs = Vec::new();
            for path in &model_project.documents {
                let Some(Some((text, encoding))) = texts.get(path) else {
                    continue;
                };
                let rel = relative_to(path, &root);
                let source = *sources.entry(path.clone()).or_insert_with(|| {
                    SourceFile::builder(Arc::from(rel.as_str()), text.clone())
                        .durability(Durability::LOW)
                        .new(host.db())
                });
                let input = Document::builder(source, symbol_set, DocumentStatus::Live)
                    .durability(Durability::MEDIUM)
                    .new(host.db());
                doc_indexes.push(documents.len());
                doc_inputs.push(input);
                documents.push(DocumentInfo {
                    id: format!("{id}:{rel}"),
                    path: rel,
                    abs_path: path.clone(),
                    project: project_index,
                    input,
                    encoding: *encoding,
                    removed: false,
                });
            }
            let input = Project::builder(Arc::new(settings), doc_inputs, Vec::new())
                .durability(Durability::MEDIUM)
                .new(host.db());
            project_inputs.push(input);
            projects.push(ProjectInfo {
                id,
                name: model_project.name.clone(),
                path: relative_to(&model_project.path, &root),
                language_version,
                output_kind: output_kind(&model_project.output_type),
                input,
                documents: doc_indexes,
                model: model_project,
                metadata_references,
                core_libraries,
            });
        }
        load_diagnostics.append(&mut metadata.diagnostics);
        link_project_references(&mut host, &projects);
        let workspace_input = cs_db::Workspace::builder(project_inputs)
            .durability(Durability::MEDIUM)
            .new(host.db());

        let analyzer_settings =
            crate::analyzer_settings::AnalyzerSettings::load(system, &root, &projects, &documents);
        let freshness = Freshness::record(
            system,
            texts.keys().cloned(),
            model
                .inputs
                .iter()
                .cloned()
                .chain(metadata_inputs(&projects))
                .chain(analyzer_settings.files.iter().cloned()),
            source_roots,
        );
        LoadedWorkspace {
            analyzer_settings,
            id,
            alias,
            loaded_path: model.loaded_path.clone(),
            root,
            epoch,
            snapshot_id: Uuid::new_v4(),
            model,
            projects,
            documents,
            load_diagnostics,
            reload_reasons: Vec::new(),
            host,
            workspace_input,
            sources,
            freshness,
            transaction: None,
            selector_notes: Default::default(),
        }
    }

    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            workspace_id: self.id,
            workspace_epoch: self.epoch,
            snapshot_id: self.snapshot_id,
            transaction_revision: self.transaction.as_ref().map(|t| t.revision),
        }
    }

    /// Documents that are not removed.
    pub fn live_documents(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.documents.len()).filter(|&i| !self.documents[i].removed)
    }

    pub fn live_document_count(&self) -> usize {
        self.documents.iter().filter(|d| !d.removed).count()
    }

    pub fn reload_required(&self) -> bool {
        !self.reload_reasons.is_empty()
    }

    pub fn analysis(&self) -> Analysis {
        self.host.analysis()
    }

    pub fn document_text(&self, index: usize) -> Arc<str> {
        let db = self.host.db();
        self.documents[index].input.source(db).text(db).clone()
    }

    /// Notices on-disk changes: edited documents are absorbed (a new snapshot when any text
    /// really changed); structural changes are recorded as reload reasons.
    pub fn refresh(&mut self, system: &dyn System) {
        let report = self.freshness.check(system);
        self.absorb(system, report, &[]);
    }

    /// Applies a freshness report: texts of touched documents (except staged ones, whose
    /// disk changes surface as conflicts at commit) and reload reasons (except those about
    /// `own` paths, which the host itself just wrote).
    pub(crate) fn absorb(
        &mut self,
        system: &dyn System,
        report: crate::freshness::FreshnessReport,
        own: &[PathBuf],
    ) {
        let mut changed = false;
        for path in report.touched_documents {
            if self
                .transaction
                .as_ref()
                .is_some_and(|t| t.files.contains_key(&path))
            {
                continue;
            }
            let (Some(&source), Ok(bytes)) = (self.sources.get(&path), system.read(&path)) else {
                continue;
            };
            let text: Arc<str> = Arc::from(decode_source(&bytes).text);
            if **source.text(self.host.db()) != *text {
                source
                    .set_text(self.host.db_mut())
                    .with_durability(Durability::LOW)
                    .to(text);
                changed = true;
            }
        }
        if changed {
            self.snapshot_id = Uuid::new_v4();
        }
        for reason in report.reload_reasons {
            if own.contains(&reason.path) {
                continue;
            }
            if !self.reload_reasons.contains(&reason) {
                self.reload_reasons.push(reason);
            }
        }
        self.reload_reasons.sort();
    }

    pub fn line_index(&self, index: usize) -> Arc<cs_syntax::LineIndex> {
        cs_db::line_index(self.host.db(), self.documents[index].input).clone()
    }

    pub fn relative(&self, path: &Path) -> String {
        relative_to(path, &self.root)
    }
}

/// The symbols the compiler defines for a project's documents.
fn preprocessor_symbols(project: &ProjectModel) -> Vec<String> {
    project.preprocessor_symbols.clone()
}

/// A multi-targeting project is one project per framework, named like Roslyn names them:
/// `Name(net8.0)`.
fn project_display_name(project: &ProjectModel) -> String {
    match &project.target_framework {
        Some(tfm) if project.target_frameworks.len() > 1 => format!("{}({tfm})", project.name),
        _ => project.name.clone(),
    }
}

fn unique_id(name: &str, used: &mut HashMap<String, usize>) -> String {
    let count = used.entry(name.to_string()).or_insert(0);
    *count += 1;
    if *count == 1 {
        name.to_string()
    } else {
        format!("{name}#{count}")
    }
}

fn host_diagnostic(diagnostic: &LoadDiagnostic, root: &Path) -> HostLoadDiagnostic {
    HostLoadDiagnostic {
        id: diagnostic.id.clone(),
        severity: diagnostic.severity,
        message: diagnostic.message.clone(),
        // The workspace root itself (an ad-hoc folder project) has no path of its own.
        path: diagnostic
            .file
            .as_ref()
            .map(|f| relative_to(f, root))
            .filter(|p| !p.is_empty()),
        line: diagnostic.line,
    }
}

/// The embedded core library as a project every project references (durability HIGH: it
/// never changes while the server runs).
fn load_core_library(host: &AnalysisHost) -> Project {
    let db = host.db();
    let symbols = SymbolSet::builder(Arc::from(Vec::<String>::new()))
        .durability(Durability::HIGH)
        .new(db);
    let documents = cs_hir::core_library_sources()
        .iter()
        .map(|(name, text)| {
            let source = SourceFile::builder(Arc::from(format!("<core>/{name}")), Arc::from(*text))
                .durability(Durability::HIGH)
                .new(db);
            Document::builder(source, symbols, DocumentStatus::Live)
                .durability(Durability::HIGH)
                .new(db)
        })
        .collect();
    let settings = ProjectSettings {
        name: cs_hir::CORE_LIBRARY_NAME.into(),
        assembly_name: "System.Runtime".into(),
        language_version: "latest".into(),
        is_core_library: true,
        ..ProjectSettings::default()
    };
    Project::builder(Arc::new(settings), documents, Vec::new())
        .durability(Durability::HIGH)
        .new(db)
}

/// Sets each project's references: the projects it references (for a multi-targeted
/// reference, the build for the same framework, else the nearest compatible one as NuGet
/// chooses it — `net46` takes `net45` over `netstandard2.0` — else its first) and its core
/// libraries.
fn link_project_references(host: &mut AnalysisHost, projects: &[ProjectInfo]) {
    for project in projects {
        let mut references = Vec::new();
        let mut unloaded_reference = false;
        for reference in &project.model.project_references {
            let candidates: Vec<&ProjectInfo> = projects
                .iter()
                .filter(|p| p.model.path == reference.path)
                .collect();
            // A Visual Basic or F# project, one outside a solution filter or one that did
            // not load: its types are unseen, in any namespace (`Calc.Vb.Arithmetic`).
            unloaded_reference |= candidates.is_empty();
            let chosen = candidates
                .iter()
                .find(|p| p.model.target_framework == project.model.target_framework)
                .or_else(|| nearest_build(project, &candidates))
                .or(candidates.first());
            if let Some(p) = chosen
                && !references.contains(&p.input)
            {
                references.push(p.input);
            }
        }
        references.extend(project.core_libraries.iter().copied());
        let settings = project.input.settings(host.db()).clone();
        if unloaded_reference && !settings.has_unseen_references {
            let mut open = (*settings).clone();
            open.has_unseen_references = true;
            project
                .input
                .set_settings(host.db_mut())
                .with_durability(Durability::MEDIUM)
                .to(Arc::new(open));
        }
        project
            .input
            .set_references(host.db_mut())
            .with_durability(Durability::MEDIUM)
            .to(references);
    }
}

/// What a restore or an SDK update changes: each project's `obj/project.assets.json` (present
/// or not) and every reference assembly read. A change asks for `workspace-reload`, like a
/// project file's.
fn metadata_inputs(projects: &[ProjectInfo]) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = projects
        .iter()
        .flat_map(|p| {
            let assets = p
                .model
                .path
                .parent()
                .map(|dir| dir.join("obj").join("project.assets.json"));
            assets.into_iter().chain(
                p.metadata_references
                    .assemblies
                    .iter()
                    .map(|a| a.path.clone()),
            )
        })
        .collect();
    paths.sort();
    paths.dedup();
    paths
}

/// The build of a multi-targeted reference whose framework serves the project's nearest.
fn nearest_build<'a, 'b>(
    project: &ProjectInfo,
    candidates: &'b [&'a ProjectInfo],
) -> Option<&'b &'a ProjectInfo> {
    let target = Framework::parse(project.model.target_framework.as_deref()?)?;
    let frameworks: Vec<&str> = candidates
        .iter()
        .filter_map(|p| p.model.target_framework.as_deref())
        .collect();
    let nearest = target.nearest(frameworks)?;
    candidates
        .iter()
        .find(|p| p.model.target_framework.as_deref() == Some(nearest))
}

/// True when assemblies or generators we cannot see may add types to the project: packages,
/// framework references, `<Reference>`s, analyzers (source generators), XAML/designer
/// frameworks, legacy projects, SDKs other than the plain one, and `Compile` items whose files
/// a build step has not written yet. `<Reference>`s and legacy
/// projects hide nothing when every reference was read from real assemblies; a .NET
/// Framework project whose real framework lacks an implicitly referenced assembly does.
fn has_unseen_references(project: &ProjectModel, metadata: &MetadataReferences) -> bool {
    let references_read = metadata.resolves_assembly_references(project);
    !metadata.has_implicit_framework_references(project)
        || !project.package_references.is_empty()
        || !project.framework_references.is_empty()
        || (!project.assembly_references.is_empty() && !references_read)
        || !project.analyzers.is_empty()
        || project.uses_ui_framework
        || !project.missing_documents.is_empty()
        || (!project.is_sdk_style && !references_read)
        || project
            .sdk
            .as_deref()
            .is_some_and(|sdk| !sdk.eq_ignore_ascii_case("Microsoft.NET.Sdk"))
}
