//! Real reference assemblies in the model. Per project, discovery finds the framework and
//! package assemblies (reference packs, restored packages, hint paths, Mono,
//! `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR`); the ones found are opened once per process and
//! given to the project as a metadata project of generated sources, one per namespace, whose
//! declaration summaries come straight from metadata (their declaration-only C# is rendered
//! only for navigation) (durability HIGH, treated as the core library) instead of the embedded core
//! library. Projects with the same assembly set share one metadata project. When nothing is
//! found the embedded core library serves, as before; `CS_WORKBENCH_METADATA_REFERENCES=off`
//! turns discovery off.

mod cache;

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use cs_db::{
    Document, DocumentStatus, Durability, GeneratedSource, Project, ProjectSettings, SourceFile,
    SymbolSet,
};
use cs_ide::AnalysisHost;
use cs_metadata::MetadataFs;
use cs_metadata::discovery::{
    AssemblyReference, DiscoveryRequest, Environment, FRAMEWORK_IMPLICIT_REFERENCES, Family,
    Framework, PackageReference, Roots, discover,
};
use cs_project::{EntryKind, ProjectModel, Severity};

use crate::framework_index::{self, FrameworkIndexProjects};
use crate::system::System;
use crate::workspace::HostLoadDiagnostic;

use cache::{AssemblyKey, CachedAssembly};

pub use cs_metadata::discovery::{DiscoveryStep, Origin, StepKind};

/// The environment variable that turns discovery off (`off`, `false`, `0`).
pub const DISABLE_VARIABLE: &str = "CS_WORKBENCH_METADATA_REFERENCES";

/// What discovery and loading did for one project, as `list-metadata-references` reports it.
#[derive(Debug, Clone, Default)]
pub struct MetadataReferences {
    pub target_framework: Option<String>,
    /// Every attempt, in search order.
    pub steps: Vec<DiscoveryStep>,
    /// Every assembly found, in discovery order, with what became of it.
    pub assemblies: Vec<ReferencedAssembly>,
    /// True when the embedded core library stands in for the framework (nothing found, the
    /// framework's assemblies were not among those found, or discovery is off).
    pub uses_embedded_core_library: bool,
    /// Why discovery did not run, when it did not.
    pub disabled: Option<String>,
}

/// One assembly found for a project.
#[derive(Debug, Clone)]
pub struct ReferencedAssembly {
    pub path: PathBuf,
    pub origin: Origin,
    /// The assembly's name (its identity; the file name when it could not be read).
    pub name: String,
    pub version: Option<String>,
    /// Top-level types rendered into the model (0 for a facade, whose types are forwarded).
    pub types: usize,
    pub forwarders: usize,
    /// Why it could not be read; it then contributes nothing.
    pub error: Option<String>,
}

/// Resolves the metadata references of every project of one workspace build, sharing one
/// metadata project per distinct assembly set.
pub(crate) struct MetadataResolver<'a> {
    system: &'a dyn System,
    roots: Roots,
    disabled: Option<String>,
    shared: HashMap<Vec<AssemblyKey>, Project>,
    symbols: Option<SymbolSet>,
    /// The embedded framework index's projects (net8.0+ without a framework found).
    index: FrameworkIndexProjects,
    /// Load diagnostics (`CSW1201`), one per unreadable file.
    pub diagnostics: Vec<HostLoadDiagnostic>,
    reported: Vec<PathBuf>,
}

impl<'a> MetadataResolver<'a> {
    pub(crate) fn new(system: &'a dyn System) -> MetadataResolver<'a> {
        let disabled = std::env::var(DISABLE_VARIABLE)
            .ok()
            .filter(|v| ["off", "false", "0"].contains(&v.trim().to_ascii_lowercase().as_str()))
            .map(|v| format!("{DISABLE_VARIABLE}={v}"));
        let roots = if disabled.is_some() {
            Roots::default()
        } else {
            Roots::locate(&SystemMetadataFs(system), &Environment::from_process())
        };
        MetadataResolver {
            system,
            roots,
            disabled,
            shared: HashMap::new(),
            symbols: None,
            index: FrameworkIndexProjects::default(),
            diagnostics: Vec::new(),
            reported: Vec::new(),
        }
    }

    /// Discovers and loads the project's assemblies and returns the report and the projects
    /// that stand for its framework and packages (in lookup order): the metadata project, the
    /// embedded core library, or both (packages found but not the framework); after the
    /// embedded core library, the framework index's projects for net8.0 and later.
    pub(crate) fn resolve(
        &mut self,
        host: &AnalysisHost,
        model: &ProjectModel,
        embedded: Project,
    ) -> (MetadataReferences, Vec<Project>) {
        let (report, mut projects) = self.resolve_assemblies(host, model, embedded);
        if report.uses_embedded_core_library && !framework_index::disabled() {
            let found: Vec<String> = report
                .assemblies
                .iter()
                .filter(|a| a.error.is_none())
                .map(|a| a.name.clone())
                .collect();
            let packages = framework_index::packages_for(model, &found);
            projects.extend(self.index.projects(host, &packages, embedded));
        }
        (report, projects)
    }

    fn resolve_assemblies(
        &mut self,
        host: &AnalysisHost,
        model: &ProjectModel,
        embedded: Project,
    ) -> (MetadataReferences, Vec<Project>) {
        let mut report = MetadataReferences {
            target_framework: model.target_framework.clone(),
            uses_embedded_core_library: true,
            disabled: self.disabled.clone(),
            ..MetadataReferences::default()
        };
        let Some(target_framework) = model.target_framework.clone() else {
            return (report, vec![embedded]);
        };
        if self.disabled.is_some() {
            return (report, vec![embedded]);
        }
        let discovery = discover(
            &SystemMetadataFs(self.system),
            &self.roots,
            &discovery_request(model, target_framework),
        );
        report.steps = discovery.steps;
        let mut loaded: Vec<Arc<CachedAssembly>> = Vec::new();
        for found in discovery.assemblies {
            let file_name = found
                .path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            match cache::load(self.system, &found.path) {
                Ok(cached) => {
                    let identity = cached.assembly.identity();
                    report.assemblies.push(ReferencedAssembly {
                        name: identity.map_or(file_name, |i| i.name.clone()),
                        version: identity.map(|i| i.version.to_string()),
                        path: found.path,
                        origin: found.origin,
                        types: 0,
                        forwarders: cached.assembly.forwarders().len(),
                        error: None,
                    });
                    loaded.push(cached);
                }
                Err(error) => {
                    self.report_unreadable(&found.path, &error);
                    report.assemblies.push(ReferencedAssembly {
                        name: file_name,
                        version: None,
                        path: found.path,
                        origin: found.origin,
                        types: 0,
                        forwarders: 0,
                        error: Some(error),
                    });
                }
            }
        }
        // The report says what each assembly puts in the model.
        let mut used = report.assemblies.iter_mut().filter(|a| a.error.is_none());
        for cached in &loaded {
            if let Some(entry) = used.next() {
                entry.types = cached.type_count();
            }
        }
        loaded.retain(|a| !a.namespaces().is_empty());
        if loaded.is_empty() {
            return (report, vec![embedded]);
        }
        let has_framework = loaded
            .iter()
            .any(|a| a.assembly.find_type("System", "Object", 0).is_some());
        let metadata = self.metadata_project(host, &loaded);
        if has_framework {
            report.uses_embedded_core_library = false;
            (report, vec![metadata])
        } else {
            (report, vec![metadata, embedded])
        }
    }

    fn report_unreadable(&mut self, path: &Path, error: &str) {
        if self.reported.iter().any(|p| p == path) {
            return;
        }
        self.reported.push(path.to_path_buf());
        self.diagnostics.push(HostLoadDiagnostic {
            id: "CSW1201".into(),
            severity: Severity::Warning,
            message: format!(
                "Reference assembly '{}' could not be read and was left out: {error}",
                path.display()
            ),
            path: None,
            line: None,
        });
    }

    /// The metadata project of an assembly set, created on first use in this workspace.
    fn metadata_project(&mut self, host: &AnalysisHost, loaded: &[Arc<CachedAssembly>]) -> Project {
        let mut key: Vec<AssemblyKey> = loaded.iter().map(|a| a.key.clone()).collect();
        key.sort();
        if let Some(project) = self.shared.get(&key) {
            return *project;
        }
        let db = host.db();
        let symbols = *self.symbols.get_or_insert_with(|| {
            SymbolSet::builder(Arc::from(Vec::<String>::new()))
                .durability(Durability::HIGH)
                .new(db)
        });
        let mut documents = Vec::new();
        for cached in loaded {
            for file in cached.namespaces().iter() {
                let source = SourceFile::builder(
                    Arc::from(format!("<metadata>/{}", file.name)),
                    Arc::from(""),
                )
                .generated(Some(GeneratedSource(file.source.clone())))
                .durability(Durability::HIGH)
                .new(db);
                documents.push(
                    Document::builder(source, symbols, DocumentStatus::Live)
                        .durability(Durability::HIGH)
                        .new(db),
                );
            }
        }
        let core_assembly = loaded
            .iter()
            .find(|a| a.assembly.find_type("System", "Object", 0).is_some())
            .unwrap_or(&loaded[0]);
        let settings = ProjectSettings {
            name: format!("<metadata {}>", self.shared.len() + 1),
            is_complete_metadata: is_complete(loaded),
            assembly_name: core_assembly
                .assembly
                .identity()
                .map_or_else(String::new, |i| i.name.clone()),
            language_version: "latest".into(),
            is_core_library: true,
            ..ProjectSettings::default()
        };
        let project = Project::builder(Arc::new(settings), documents, Vec::new())
            .durability(Durability::HIGH)
            .new(db);
        self.shared.insert(key, project);
        project
    }
}

/// True when the set declares a whole framework: it defines `System.Object`, every type one of
/// its assemblies forwards is defined by an assembly of the set (a facade whose target is
/// missing would leave its types out, and lookups there would not be certain), and no assembly
/// declares C# 14 extension blocks.
fn is_complete(loaded: &[Arc<CachedAssembly>]) -> bool {
    let names: Vec<&str> = loaded
        .iter()
        .filter_map(|a| a.assembly.identity().map(|i| i.name.as_str()))
        .collect();
    let has_framework = loaded
        .iter()
        .any(|a| a.assembly.find_type("System", "Object", 0).is_some());
    // C# 14 extension blocks (`extension(T t) { … }`) compile to grouping types with
    // unspeakable names whose members (extension properties, …) the summaries do not model:
    // with such an assembly a missing member is not certainly missing.
    let has_extension_blocks = loaded.iter().any(|a| {
        a.assembly
            .types()
            .iter()
            .any(|t| t.name.starts_with("<G>$") || t.name.starts_with("<>E__"))
    });
    has_framework
        && !has_extension_blocks
        && loaded.iter().all(|a| {
            let references = a.assembly.references();
            a.assembly.forwarders().iter().all(|f| {
                references
                    .get(f.assembly as usize)
                    .is_some_and(|r| names.iter().any(|n| n.eq_ignore_ascii_case(&r.name)))
            })
        })
}

impl MetadataReferences {
    /// True when every `<Reference>` of the project was found among the assemblies read (by
    /// assembly name), so that legacy references hide nothing.
    pub fn resolves_assembly_references(&self, model: &ProjectModel) -> bool {
        !self.uses_embedded_core_library
            && model
                .assembly_references
                .iter()
                .all(|include| self.has_assembly(include.split(',').next().unwrap_or("")))
    }

    /// False when real framework assemblies were read but one the SDK references implicitly
    /// in a .NET Framework project is missing (Mono's `4.5` folder may lack `System.Data`):
    /// its namespaces would look empty.
    pub fn has_implicit_framework_references(&self, model: &ProjectModel) -> bool {
        let net_framework = model
            .target_framework
            .as_deref()
            .and_then(Framework::parse)
            .is_some_and(|f| f.family == Family::NetFramework);
        self.uses_embedded_core_library
            || !model.is_sdk_style
            || !net_framework
            || FRAMEWORK_IMPLICIT_REFERENCES
                .iter()
                .all(|name| self.has_assembly(name))
    }

    fn has_assembly(&self, name: &str) -> bool {
        let name = name.trim();
        self.assemblies
            .iter()
            .any(|a| a.error.is_none() && a.name.eq_ignore_ascii_case(name))
    }
}

/// What discovery needs from the project model.
fn discovery_request(model: &ProjectModel, target_framework: String) -> DiscoveryRequest {
    let mut framework_references = model.framework_references.clone();
    // The Web SDKs reference ASP.NET Core implicitly (as `list-metadata-references` lists it).
    let sdk = model.sdk.as_deref().unwrap_or("").to_ascii_lowercase();
    if (sdk.ends_with(".web") || sdk.contains(".web."))
        && !framework_references
            .iter()
            .any(|r| r.eq_ignore_ascii_case("Microsoft.AspNetCore.App"))
    {
        framework_references.push("Microsoft.AspNetCore.App".into());
    }
    let assembly_references = model
        .assembly_references
        .iter()
        .map(|include| {
            let name = include.split(',').next().unwrap_or("").trim().to_string();
            let hint_path = model
                .reference_hint_paths
                .iter()
                .find(|(i, _)| i == include)
                .map(|(_, path)| path.clone());
            AssemblyReference { name, hint_path }
        })
        .collect();
    DiscoveryRequest {
        project_dir: model
            .path
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default(),
        target_framework,
        framework_references,
        package_references: model
            .package_references
            .iter()
            .map(|p| PackageReference {
                id: p.name.clone(),
                version: p.version.clone(),
            })
            .collect(),
        assembly_references,
        assets_file: None,
    }
}

/// Discovery reads through the host's `System`, like everything else the host reads.
struct SystemMetadataFs<'a>(&'a dyn System);

impl MetadataFs for SystemMetadataFs<'_> {
    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        let mut entries: Vec<PathBuf> = self
            .0
            .read_dir(path)?
            .into_iter()
            .map(|entry| entry.path)
            .collect();
        entries.sort();
        Ok(entries)
    }

    fn exists(&self, path: &Path) -> bool {
        self.0.stamp(path).is_some()
    }

    fn is_dir(&self, path: &Path) -> bool {
        self.0.stamp(path).is_some_and(|s| s.kind == EntryKind::Dir)
    }

    fn read_to_string(&self, path: &Path) -> io::Result<String> {
        String::from_utf8(self.0.read(path)?)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
    }

    fn canonicalize(&self, path: &Path) -> Option<PathBuf> {
        self.0.canonicalize(path).ok()
    }
}
