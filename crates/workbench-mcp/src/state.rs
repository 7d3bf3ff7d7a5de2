//! The server's mutable state shared by all tool calls: open workspaces, captured errors
//! and the startup options.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use workbench_host::error_capture::{ErrorStore, PluginAttribution};
use workbench_host::plugins::PluginHost;

use workbench_host::{LoadProgress, WorkspaceRegistry};

use crate::options::ServerOptions;
use crate::tools::error_reports::{ReportApproval, ReportStore};

pub struct State {
    pub registry: WorkspaceRegistry,
    pub errors: ErrorStore,
    pub options: ServerOptions,
    /// Names of the published tools, in order (fixed at startup).
    pub published: Vec<&'static str>,
    /// Warnings noticed at startup (e.g. a `--workspace` that failed to open).
    pub startup_warnings: Vec<String>,
    /// Where the running call reports progress, when its client asked for it.
    pub progress: Option<ProgressSink>,
    /// Set when the client cancels the running call; long work checks it between steps.
    pub cancelled: Arc<AtomicBool>,
    /// Listed and prepared Code Actions by id.
    pub code_actions: crate::tools::code_actions::ActionStore,
    /// The configured plugins and their published tools (fixed at startup).
    pub plugins: Arc<PluginHost>,
    /// Set by a plugin tool whose plugin failed unexpectedly, with the failure's message:
    /// the dispatcher records it with the `UnhandledException`.
    pub pending_failure: Option<(PluginAttribution, String)>,
    /// Error reports prepared in this process.
    pub reports: ReportStore,
    /// The user's answer to the consent question of the running submit-error-report.
    pub approval: Option<ReportApproval>,
    /// Whether the running call's client can ask its user (MCP elicitation).
    pub client_can_elicit: bool,
}

/// What a call brings besides its arguments: where to report progress and how it learns
/// that the client cancelled it.
#[derive(Default)]
pub struct CallContext {
    pub progress: Option<ProgressSink>,
    pub cancelled: Arc<AtomicBool>,
    /// For submit-error-report under consent `prompt`: what the user answered.
    pub approval: Option<ReportApproval>,
    /// Whether the client declared MCP elicitation.
    pub client_can_elicit: bool,
}

impl State {
    /// Whether the client cancelled the running call.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }
}

/// Receives progress of the running call (step, total steps, message).
pub type ProgressSink = Box<dyn Fn(LoadProgress) + Send>;

/// A callback for loading steps that forwards to the sink, if the client asked for progress.
pub fn reporter(sink: &Option<ProgressSink>) -> impl FnMut(LoadProgress) + '_ {
    move |step| {
        if let Some(sink) = sink {
            sink(step);
        }
    }
}
