//! The stateful heart of cs-workbench, free of any protocol: open workspaces, snapshot
//! identities, freshness checks against the disk, selector resolution and error capture.
//! All file access goes through [`System`].

pub mod analyzer_settings;
pub mod error;
pub mod error_capture;
pub mod error_report;
pub mod framework_index;
pub mod freshness;
pub mod metadata_navigation;
pub mod metadata_references;
pub mod paths;
pub mod plugins;
pub mod project_facts;
pub mod registry;
pub mod selectors;
pub mod snapshot;
pub mod system;
pub mod transaction;
pub mod watcher;
pub mod workspace;

pub use error::{Continuation, ErrorCode, ErrorDiagnostic, HostError, HostResult};
pub use registry::{LoadProgress, WorkspaceRegistry, WorkspaceSelector, snapshot_text};
pub use selectors::{DocumentSelector, LocationSelector, ProjectSelector, ResolvedLocation};
pub use snapshot::Snapshot;
pub use system::{RealSystem, Stamp, System};
pub use transaction::{StagedKind, Transaction};
pub use workspace::{DocumentInfo, HostLoadDiagnostic, LoadedWorkspace, ProjectInfo};
