//! `server-status`: version, mode, published tools and open workspaces; `Full` adds the
//! effective configuration, components and startup warnings.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::HostResult;

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{SnapshotDto, WorkspaceIdentityDto};
use crate::options::ServerOptions;
use crate::server::{SERVER_NAME, SERVER_VERSION};
use crate::state::State;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
pub enum Detail {
    #[default]
    Summary,
    Full,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ServerStatusRequest {
    #[schemars(extend("default" = "Summary"))]
    pub detail: Option<Detail>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkspaceSummary {
    #[serde(flatten)]
    pub identity: WorkspaceIdentityDto,
    /// `Loaded`, or `ReloadRequired` when project inputs changed on disk.
    pub state: String,
    pub snapshot: SnapshotDto,
    pub project_count: usize,
    pub document_count: usize,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Component {
    pub name: String,
    pub status: String,
    pub detail: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FullStatus {
    pub configuration: ServerOptions,
    /// Every configured plugin's load result, in configuration order.
    pub plugins: Vec<PluginStatusDto>,
    pub components: Vec<Component>,
    pub code_actions: CodeActionAvailability,
    pub startup_warnings: Vec<String>,
    /// Commits an earlier process left unfinished, and what journal recovery did with them
    /// (at startup and when a workspace is opened), oldest first.
    pub recovery: Vec<RecoveryDto>,
    pub published_tools: Vec<String>,
}

/// One plugin's load result.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PluginStatusDto {
    /// The command line that starts it.
    pub command: String,
    /// Its reverse-DNS id, once its initialize answer could be read.
    pub id: Option<String>,
    pub version: Option<String>,
    /// Loaded (tools published), Disabled (validation errors, or repeated failures at run
    /// time) or Failed (could not be started).
    pub state: String,
    /// Why a loaded plugin was disabled at run time.
    pub disabled_reason: Option<String>,
    /// Errors by category (Identity, Version, Schema, Collision, Contract, Startup); any
    /// error disables the whole plugin.
    pub errors: Vec<PluginIssueDto>,
    /// Warnings by category; the tools are published anyway.
    pub warnings: Vec<PluginIssueDto>,
    /// The tool names it declared (published only when Loaded).
    pub tools: Vec<String>,
    /// How often the process was restarted after a failure.
    pub restart_count: u32,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PluginIssueDto {
    pub category: String,
    /// The tool concerned, if any.
    pub tool: Option<String>,
    pub message: String,
}

fn plugin_statuses(state: &State) -> Vec<PluginStatusDto> {
    let issues = |list: &[workbench_host::plugins::Issue]| {
        list.iter()
            .map(|i| PluginIssueDto {
                category: i.category.as_str().to_string(),
                tool: i.tool.clone(),
                message: i.message.clone(),
            })
            .collect()
    };
    state
        .plugins
        .statuses()
        .into_iter()
        .map(|p| PluginStatusDto {
            command: p.command,
            id: p.id,
            version: p.version,
            state: p.state.to_string(),
            disabled_reason: p.disabled_reason,
            errors: issues(&p.errors),
            warnings: issues(&p.warnings),
            tools: p.tools,
            restart_count: p.restart_count,
        })
        .collect()
}

/// One unfinished commit found in the journal directory.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryDto {
    pub transaction_id: uuid::Uuid,
    /// Absolute root of the workspace the commit wrote to.
    pub workspace_root: String,
    /// Undone (nothing had been replaced), RolledForward (the commit was completed), RolledBack (originals restored) or Failed (journal kept).
    pub action: String,
    /// Absolute paths of the commit's files.
    pub files: Vec<String>,
    pub error: Option<String>,
    /// The journal file.
    pub journal: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeActionAvailability {
    pub available: bool,
    pub provider_count: usize,
    /// Providers per kind (`CodeFix`, `Refactoring`).
    pub providers_by_kind: std::collections::BTreeMap<String, usize>,
    /// The diagnostic IDs some code fix answers, sorted.
    pub fixable_diagnostic_ids: Vec<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServerStatusData {
    pub name: String,
    pub version: String,
    pub mode: String,
    pub tool_count: usize,
    pub workspaces: Vec<WorkspaceSummary>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub full: Option<FullStatus>,
}

const META: ToolMeta = ToolMeta::query(
    "server-status",
    "Server Status",
    "Server version, mode, tool count and open workspaces with snapshots; detail=Full adds \
configuration, components and warnings.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![tool(META, run)]
}

fn code_action_availability() -> CodeActionAvailability {
    let registry = crate::tools::code_actions::registry();
    let providers = registry.providers();
    let mut providers_by_kind = std::collections::BTreeMap::new();
    for kind in [
        cs_actions::ActionKind::CodeFix,
        cs_actions::ActionKind::Refactoring,
    ] {
        providers_by_kind.insert(
            kind.as_str().to_string(),
            providers.iter().filter(|p| p.kind == kind).count(),
        );
    }
    CodeActionAvailability {
        available: true,
        provider_count: providers.len(),
        providers_by_kind,
        fixable_diagnostic_ids: registry
            .fixable_ids()
            .into_iter()
            .map(str::to_string)
            .collect(),
    }
}

/// Internal Code Actions as a component (not a plugin).
fn code_actions_component() -> Component {
    let availability = code_action_availability();
    Component {
        name: "code-actions".into(),
        status: "Available".into(),
        detail: format!(
            "cs-actions {}: {} code fix and {} refactoring providers; fixes for {}",
            env!("CARGO_PKG_VERSION"),
            availability.providers_by_kind["CodeFix"],
            availability.providers_by_kind["Refactoring"],
            availability.fixable_diagnostic_ids.join(", ")
        ),
    }
}

fn run(state: &mut State, request: ServerStatusRequest) -> HostResult<Reply<ServerStatusData>> {
    let workspaces: Vec<WorkspaceSummary> = state
        .registry
        .workspaces()
        .iter()
        .map(|w| WorkspaceSummary {
            identity: w.into(),
            state: if w.reload_required() {
                "ReloadRequired"
            } else {
                "Loaded"
            }
            .to_string(),
            snapshot: w.snapshot().into(),
            project_count: w.projects.len(),
            document_count: w.live_document_count(),
        })
        .collect();
    let full = (request.detail.unwrap_or_default() == Detail::Full).then(|| FullStatus {
        configuration: state.options.clone(),
        plugins: plugin_statuses(state),
        components: vec![
            Component {
                name: "parser".into(),
                status: "Available".into(),
                detail: "tree-sitter-c-sharp 0.23".into(),
            },
            code_actions_component(),
        ],
        code_actions: code_action_availability(),
        startup_warnings: state.startup_warnings.clone(),
        recovery: state
            .registry
            .recoveries()
            .iter()
            .map(|r| RecoveryDto {
                transaction_id: r.transaction,
                workspace_root: r.root.display().to_string(),
                action: r.action.as_str().to_string(),
                files: r.files.iter().map(|f| f.display().to_string()).collect(),
                error: r.error.clone(),
                journal: r.journal.display().to_string(),
            })
            .collect(),
        published_tools: state.published.iter().map(|s| s.to_string()).collect(),
    });
    let snapshot = match state.registry.workspaces() {
        [only] => Some(only.snapshot()),
        _ => None,
    };
    Ok(Reply::new(
        ServerStatusData {
            name: SERVER_NAME.to_string(),
            version: SERVER_VERSION.to_string(),
            mode: state.options.mode.as_str().to_string(),
            tool_count: state.published.len(),
            workspaces,
            full,
        },
        snapshot,
    ))
}
