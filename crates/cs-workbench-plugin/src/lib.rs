//! The cs-workbench plugin SDK: the plugin protocol (JSON-RPC 2.0, one message per line over
//! the plugin's stdin/stdout) shared by the host and plugins, and a small runtime for
//! writing plugins in Rust: typed handlers with `schemars` input schemas, bounded
//! collections, selectors, mutation candidates and the client for the host's read-only
//! services. See `docs/plugins.md` for the author's guide.

pub mod protocol;
pub mod runtime;
pub mod types;

pub use protocol::{PLUGIN_API_VERSION, ToolKind};
pub use runtime::{Context, HostCallError, Plugin, ToolError, ToolInfo};
pub use types::{
    AddedDocument, Bounded, DocumentEdit, DocumentSelector, MutationCandidate, MutationOutcome,
    ProjectSelector, Range, Snapshot, TextEdit, Warning, WorkspaceRef,
};
