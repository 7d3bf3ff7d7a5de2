//! The ground truth of a loaded workspace as salsa inputs: the project list, each project's
//! settings and documents, each file's text (shared by every project compiling it) and the
//! preprocessor symbol sets documents are parsed with.

use std::sync::Arc;

use crate::generated::GeneratedSource;

/// Whether a document is part of the workspace. Documents are never deleted from the
/// database; removal flips the status so that queries depending on it re-run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentStatus {
    Live,
    Removed,
}

/// Compilation settings of a project that analysis depends on.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct ProjectSettings {
    pub name: String,
    pub assembly_name: String,
    pub target_framework: Option<String>,
    pub language_version: String,
    pub define_constants: Vec<String>,
    pub nullable: Option<String>,
    /// `global using` directives the project adds without source (implicit usings, `<Using>`).
    pub global_usings: Vec<GlobalUsingSetting>,
    pub root_namespace: String,
    /// True when assemblies we cannot see (packages, framework references, legacy
    /// `<Reference>`s, source generators) may add types: lookups that fail there are
    /// "unresolved", never errors.
    pub has_unseen_references: bool,
    /// The framework was read from a reference pack (.NET 5 and later), which ships source
    /// generators (System.Text.Json, logging, regular expressions, interop): a partial type
    /// may gain members no source declares.
    pub has_framework_generators: bool,
    /// The embedded core library that stands in for the framework, or the framework's and
    /// packages' real reference assemblies read from metadata.
    pub is_core_library: bool,
    /// A core library read from real reference assemblies that declares their whole public
    /// API (every forwarded type found): a lookup that fails in it is certain. False for the
    /// embedded stand-in, which models only part of the framework.
    pub is_complete_metadata: bool,
    /// A core library built from the embedded framework API index (`cs-framework`): its
    /// namespaces list every type and its types every member by name, but signatures are
    /// partly unknown and operators, conversions, optional parameters and `params` are not
    /// recorded, so calls and conversions against its types are never judged.
    pub is_framework_index: bool,
}

impl ProjectSettings {
    /// Whether a generator we cannot see may add members to this project's partial types.
    pub fn may_generate_members(&self) -> bool {
        self.has_unseen_references || self.has_framework_generators
    }
}

/// A `global using` that comes from the project file rather than from source.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GlobalUsingSetting {
    pub namespace: String,
    pub alias: Option<String>,
    pub is_static: bool,
}

#[salsa::input(debug)]
pub struct Workspace {
    #[returns(ref)]
    pub projects: Vec<Project>,
}

#[salsa::input(debug)]
pub struct Project {
    #[returns(ref)]
    pub settings: Arc<ProjectSettings>,
    #[returns(ref)]
    pub documents: Vec<Document>,
    /// Projects whose declarations this one sees: direct project references and the core
    /// library. (Transitive references are followed by the semantic layer.)
    #[returns(ref)]
    pub references: Vec<Project>,
}

/// The text of one file on disk, however many projects compile it.
#[salsa::input(debug)]
pub struct SourceFile {
    /// Workspace-relative path with `/` separators.
    #[returns(ref)]
    pub path: Arc<str>,
    /// The stored text; read it with `SourceFile::text`, which renders generated sources.
    /// Empty for a generated source.
    #[returns(ref)]
    #[get(stored_text)]
    pub text: Arc<str>,
    /// Set for a source the model generates (reference assemblies as C#).
    #[returns(ref)]
    #[default]
    pub generated: Option<GeneratedSource>,
}

/// A distinct set of defined preprocessor symbols. Documents of projects with equal sets
/// share one `SymbolSet`, so a shared file is parsed once per distinct set.
#[salsa::input(debug)]
pub struct SymbolSet {
    /// Sorted, without duplicates.
    #[returns(ref)]
    pub symbols: Arc<[String]>,
}

/// A file as compiled by one project.
#[salsa::input(debug)]
pub struct Document {
    #[returns(copy)]
    pub source: SourceFile,
    #[returns(copy)]
    pub symbols: SymbolSet,
    #[returns(copy)]
    pub status: DocumentStatus,
}
