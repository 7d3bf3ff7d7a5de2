//! The ground truth of a loaded workspace as salsa inputs: the project list, each project's
//! settings and documents, and each document's text.

use std::sync::Arc;

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
}

#[salsa::input(debug)]
pub struct Document {
    /// Workspace-relative path with `/` separators.
    #[returns(ref)]
    pub path: Arc<str>,
    #[returns(ref)]
    pub text: Arc<str>,
    pub status: DocumentStatus,
}
