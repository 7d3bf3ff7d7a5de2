//! The protocol-independent dispatcher: runs one tool call against the shared state, wraps
//! the answer in the envelope, and turns a panic into a captured `UnhandledException`.

use std::collections::HashSet;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use chrono::Utc;
use serde_json::{Map, Value};
use uuid::Uuid;
use workbench_host::error_capture::{
    ErrorRecord, PanicCapture, PluginAttribution, RECORD_LIFETIME, WorkspaceContext,
    take_last_panic,
};
use workbench_host::plugins::PluginHost;
use workbench_host::{ErrorCode, System, WorkspaceRegistry};

use crate::catalog::{ToolEntry, all_tools, published_tools};
use crate::contract::WorkspaceSelectorDto;
use crate::envelope;
use crate::options::ServerOptions;
use crate::state::{CallContext, State};

/// The outcome of one call: the envelope and whether it reports a failure.
#[derive(Debug, Clone)]
pub struct CallOutcome {
    pub envelope: Value,
    pub is_error: bool,
}

/// Owns the state and the published catalogue. Cheap to clone (shared).
#[derive(Clone)]
pub struct Workbench {
    state: Arc<Mutex<State>>,
    tools: Arc<Vec<ToolEntry>>,
}

impl Workbench {
    pub fn new(options: ServerOptions, system: Arc<dyn System>) -> Workbench {
        let plugins = Arc::new(start_plugins(&options));
        let mut tools = published_tools(options.mode);
        if options.error_reporting_consent == crate::options::ErrorReportingConsent::Never {
            // Hidden, yet still reserved against plugin names.
            tools.retain(|t| !RESERVED_NAMES.contains(&t.meta.name));
        }
        tools.extend(crate::plugin_tools::entries(&plugins, options.mode));
        // inspection-only never writes: no journal, so no recovery and no commit either.
        let mut registry = if options.mode == crate::options::Mode::InspectionOnly {
            WorkspaceRegistry::with_state_dir(system, None)
        } else {
            let state_dir = options
                .state_dir
                .as_ref()
                .map(std::path::PathBuf::from)
                .or_else(workbench_host::transaction::journal::default_state_dir);
            WorkspaceRegistry::with_state_dir(system, state_dir)
        };
        // Commits an earlier process left unfinished are completed or undone first.
        for record in registry.recover_all() {
            tracing::warn!(transaction = %record.transaction, action = record.action.as_str(), root = %record.root.display(), "recovered an unfinished commit");
        }
        let state = State {
            registry,
            errors: Default::default(),
            published: tools.iter().map(|t| t.meta.name).collect(),
            startup_warnings: Vec::new(),
            progress: None,
            cancelled: Default::default(),
            code_actions: Default::default(),
            plugins,
            pending_failure: None,
            reports: Default::default(),
            approval: None,
            client_can_elicit: false,
            options,
        };
        Workbench {
            state: Arc::new(Mutex::new(state)),
            tools: Arc::new(tools),
        }
    }

    pub fn tools(&self) -> &[ToolEntry] {
        &self.tools
    }

    pub fn options(&self) -> ServerOptions {
        self.lock().options.clone()
    }

    /// Opens the `--workspace` paths; failures become startup warnings, not exits.
    pub fn open_startup_workspaces(&self) {
        let paths = self.lock().options.workspaces.clone();
        for path in paths {
            let mut state = self.lock();
            if let Err(error) = state.registry.open(&path, None) {
                tracing::warn!(%path, %error, "startup workspace failed to open");
                state
                    .startup_warnings
                    .push(format!("--workspace {path}: {error}"));
            }
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic is caught before the guard is dropped, so poisoning only follows a panic
        // outside a handler; the state is still the best we have.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Whether submit-error-report with these arguments would send a report that needs the
    /// user's consent first (consent `prompt`, a known unsent handle, a provider), and the
    /// preview to show them.
    pub fn report_consent_question(
        &self,
        arguments: &Option<Map<String, Value>>,
    ) -> Option<String> {
        let state = self.lock();
        if state.options.error_reporting_consent != crate::options::ErrorReportingConsent::Prompt
            || state.options.error_report_provider.is_none()
        {
            return None;
        }
        let handle = arguments
            .as_ref()?
            .get("handle")?
            .as_str()?
            .parse::<Uuid>()
            .ok()?;
        state.reports.preview_of_unsent(handle)
    }

    /// Runs one call on the current thread (blocking).
    pub fn call(&self, name: &str, arguments: Option<Map<String, Value>>) -> Option<CallOutcome> {
        self.call_in(name, arguments, CallContext::default())
    }

    /// Runs one call with its context: progress goes to `context.progress`, and long work
    /// stops early once `context.cancelled` is set.
    pub fn call_in(
        &self,
        name: &str,
        arguments: Option<Map<String, Value>>,
        context: CallContext,
    ) -> Option<CallOutcome> {
        let tool = self.tools.iter().find(|t| t.meta.name == name)?.clone();
        let started = Instant::now();
        // Kept to name the workspace of the failing call in an error record.
        let arguments_copy = arguments.as_ref().and_then(|a| a.get("workspace").cloned());
        let mut state = self.lock();
        state.progress = context.progress;
        state.cancelled = context.cancelled;
        state.approval = context.approval;
        state.client_can_elicit = context.client_can_elicit;
        let panic_requested = state.options.panic_tool.as_deref() == Some(name);
        let result = catch_unwind(AssertUnwindSafe(|| {
            if panic_requested {
                panic!("fault injected into '{name}' by CS_WORKBENCH_TEST_PANIC_TOOL");
            }
            (tool.handler)(&mut state, arguments)
        }));
        state.progress = None;
        Some(match result {
            Ok(Ok(reply)) => CallOutcome {
                envelope: envelope::success(reply.data, reply.snapshot, &reply.warnings),
                is_error: false,
            },
            Ok(Err(error)) if error.code == ErrorCode::UnhandledException => {
                // A plugin failed unexpectedly: recorded like a panic, attributed to it.
                let (plugin, message) = state.pending_failure.take().unzip();
                let capture = PanicCapture {
                    message: message.unwrap_or(error.message),
                    location: None,
                    frames: Vec::new(),
                };
                let correlation_id =
                    record_failure(&mut state, name, started, &arguments_copy, capture, plugin);
                CallOutcome {
                    envelope: envelope::unhandled(
                        correlation_id,
                        state.options.error_reporting_consent,
                        state.client_can_elicit,
                    ),
                    is_error: true,
                }
            }
            Ok(Err(error)) => CallOutcome {
                envelope: envelope::failure(&error),
                is_error: true,
            },
            Err(payload) => {
                let panic = take_last_panic().unwrap_or_else(|| PanicCapture {
                    message: payload
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_else(|| "panic".to_string()),
                    location: None,
                    frames: Vec::new(),
                });
                let correlation_id =
                    record_failure(&mut state, name, started, &arguments_copy, panic, None);
                CallOutcome {
                    envelope: envelope::unhandled(
                        correlation_id,
                        state.options.error_reporting_consent,
                        state.client_can_elicit,
                    ),
                    is_error: true,
                }
            }
        })
    }
}

/// Starts the configured plugins; their tools may not take a built-in or reserved name.
fn start_plugins(options: &ServerOptions) -> PluginHost {
    if options.plugins.is_empty() {
        return PluginHost::default();
    }
    let reserved: HashSet<String> = all_tools()
        .iter()
        .map(|t| t.meta.name.to_string())
        .chain(RESERVED_NAMES.iter().map(|n| n.to_string()))
        .collect();
    let specs: Vec<_> = options.plugins.iter().map(|p| p.spec()).collect();
    PluginHost::start(&specs, &reserved)
}

/// Names no plugin may take even when their tools are not published (consent `never`).
pub const RESERVED_NAMES: [&str; 2] = ["prepare-error-report", "submit-error-report"];

/// Keeps the local record of an unexpected failure and returns its correlation id.
fn record_failure(
    state: &mut State,
    name: &str,
    started: Instant,
    arguments_copy: &Option<Value>,
    capture: PanicCapture,
    plugin: Option<PluginAttribution>,
) -> Uuid {
    let correlation_id = Uuid::new_v4();
    tracing::error!(%correlation_id, tool = name, message = %capture.message, plugin = ?plugin.as_ref().map(|p| &p.plugin_id), "tool call failed unexpectedly");
    let now = Utc::now();
    let workspace = failure_workspace(state, arguments_copy).map(|w| WorkspaceContext {
        workspace_id: w.id,
        workspace_epoch: w.epoch,
        lifecycle_state: if w.reload_required() {
            "ReloadRequired"
        } else {
            "Loaded"
        }
        .to_string(),
        project_count: w.projects.len(),
        document_count: w.live_document_count(),
        transaction_revision: w.transaction.as_ref().map(|t| t.revision),
    });
    state.errors.insert(ErrorRecord {
        correlation_id,
        failure_time: now,
        expires_at: now + chrono::Duration::from_std(RECORD_LIFETIME).unwrap_or_default(),
        tool_name: name.to_string(),
        execution_family: if plugin.is_some() { "Plugin" } else { "Server" }.to_string(),
        duration: started.elapsed(),
        cancellation_requested: false,
        panic: capture,
        workspace,
        // Crash and timeout messages are the host's own words; protocol and contract
        // violations quote what the plugin wrote.
        message_safe: plugin.as_ref().is_some_and(|p| {
            ["PluginCrashed", "PluginTimedOut"].contains(&p.failure_kind.as_str())
        }),
        plugin,
    });
    correlation_id
}

/// The workspace a failed call was about: the one its `workspace` argument names, or the
/// only open one.
fn failure_workspace<'a>(
    state: &'a State,
    workspace: &Option<Value>,
) -> Option<&'a workbench_host::LoadedWorkspace> {
    let selector = workspace
        .clone()
        .and_then(|w| serde_json::from_value::<WorkspaceSelectorDto>(w).ok())
        .map(workbench_host::WorkspaceSelector::from);
    let index = state.registry.select(selector.as_ref()).ok()?;
    Some(state.registry.get(index))
}
