//! The server's mutable state shared by all tool calls: open workspaces, captured errors
//! and the startup options.

use workbench_host::WorkspaceRegistry;
use workbench_host::error_capture::ErrorStore;

use crate::options::ServerOptions;

pub struct State {
    pub registry: WorkspaceRegistry,
    pub errors: ErrorStore,
    pub options: ServerOptions,
    /// Names of the published tools, in order (fixed at startup).
    pub published: Vec<&'static str>,
    /// Warnings noticed at startup (e.g. a `--workspace` that failed to open).
    pub startup_warnings: Vec<String>,
}
