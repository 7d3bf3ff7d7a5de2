//! Workspace lifecycle tools: `workspace-open`, `workspace-status`, `workspace-reload` and
//! `workspace-close`. They change server state, never files.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{HostResult, LoadedWorkspace};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, LoadDiagnosticDto, WarningDto, WorkspaceIdentityDto, WorkspaceSelectorDto,
};
use crate::state::{State, reporter};
use crate::tools::limit;

const LOAD_DIAGNOSTICS_LIMIT: u32 = 200;

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OpenRequest {
    /// Absolute, or relative to the server's directory.
    pub path: String,
    pub alias: Option<String>,
    /// Maximum number of load diagnostics returned; 0 returns none.
    #[schemars(extend("default" = 200))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoadedData {
    pub workspace: WorkspaceIdentityDto,
    pub project_count: usize,
    pub document_count: usize,
    pub load_diagnostics: Bounded<LoadDiagnosticDto>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SelectRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReloadRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Maximum number of load diagnostics returned; 0 returns none.
    #[schemars(extend("default" = 200))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReloadReasonDto {
    /// ProjectInputChanged, ProjectInputAdded, ProjectInputRemoved, DocumentAdded or DocumentRemoved.
    pub kind: String,
    /// Workspace-relative path of what changed.
    pub path: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusData {
    pub workspace: WorkspaceIdentityDto,
    /// `Loaded`, or `ReloadRequired`.
    pub state: String,
    pub reload_required: bool,
    /// Which inputs changed since the load (empty while up to date).
    pub reload_reasons: Vec<ReloadReasonDto>,
    /// The active transaction, if any.
    pub transaction: Option<TransactionSummaryDto>,
    pub project_count: usize,
    pub document_count: usize,
}

/// Summary of an active transaction.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TransactionSummaryDto {
    pub transaction_id: uuid::Uuid,
    pub base_snapshot: crate::contract::SnapshotDto,
    pub revision: u64,
    pub staged_document_count: usize,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClosedData {
    pub workspace: WorkspaceIdentityDto,
    pub closed: bool,
}

const OPEN: ToolMeta = ToolMeta::lifecycle(
    "workspace-open",
    "Open Workspace",
    "Loads a .sln, .slnx, .slnf, .csproj or folder without MSBuild: identity, counts, load \
diagnostics and the first snapshot.",
    true,
);
const STATUS: ToolMeta = ToolMeta::query(
    "workspace-status",
    "Workspace Status",
    "A workspace's snapshot and whether project changes or added/removed files need \
workspace-reload (edited .cs files need none).",
);
const RELOAD: ToolMeta = ToolMeta::lifecycle(
    "workspace-reload",
    "Reload Workspace",
    "Reloads a workspace after reloadRequired or WorkspaceOutOfDate: same workspaceId, new \
epoch.",
    false,
);
const CLOSE: ToolMeta = ToolMeta::lifecycle(
    "workspace-close",
    "Close Workspace",
    "Closes an open workspace and releases its memory. Files are never touched.",
    false,
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(OPEN, open),
        tool(STATUS, status),
        tool(RELOAD, reload),
        tool(CLOSE, close),
    ]
}

fn loaded_data(workspace: &LoadedWorkspace, limit_value: usize) -> LoadedData {
    LoadedData {
        workspace: workspace.into(),
        project_count: workspace.projects.len(),
        document_count: workspace.live_document_count(),
        load_diagnostics: Bounded::from_all(
            workspace
                .load_diagnostics
                .iter()
                .map(LoadDiagnosticDto::from)
                .collect(),
            limit_value,
        ),
    }
}

fn open(state: &mut State, request: OpenRequest) -> HostResult<Reply<LoadedData>> {
    let State {
        registry, progress, ..
    } = state;
    let mut report = reporter(progress);
    let opened = registry.open_with_progress(&request.path, request.alias, &mut report)?;
    let workspace = state.registry.get(opened.index);
    let mut reply = Reply::new(
        loaded_data(workspace, limit(request.limit, LOAD_DIAGNOSTICS_LIMIT)),
        Some(workspace.snapshot()),
    );
    if opened.already_open {
        reply.warnings.push(WarningDto {
            code: "WorkspaceAlreadyOpen".into(),
            message: "This path was already open; the open workspace is returned unchanged. Use workspace-reload to pick up project changes.".into(),
        });
    }
    Ok(reply)
}

fn status(state: &mut State, request: SelectRequest) -> HostResult<Reply<StatusData>> {
    let index = state
        .registry
        .select(request.workspace.map(Into::into).as_ref())?;
    state.registry.refresh(index);
    let workspace = state.registry.get(index);
    let data = StatusData {
        workspace: workspace.into(),
        state: if workspace.reload_required() {
            "ReloadRequired"
        } else {
            "Loaded"
        }
        .into(),
        reload_required: workspace.reload_required(),
        reload_reasons: workspace
            .reload_reasons
            .iter()
            .map(|r| ReloadReasonDto {
                kind: r.kind.as_str().to_string(),
                path: workspace.relative(&r.path),
            })
            .collect(),
        transaction: workspace
            .transaction
            .as_ref()
            .map(|t| TransactionSummaryDto {
                transaction_id: t.id,
                base_snapshot: t.base.into(),
                revision: t.revision,
                staged_document_count: t.staged_count(),
            }),
        project_count: workspace.projects.len(),
        document_count: workspace.live_document_count(),
    };
    Ok(Reply::new(data, Some(workspace.snapshot())))
}

fn reload(state: &mut State, request: ReloadRequest) -> HostResult<Reply<LoadedData>> {
    let index = state
        .registry
        .select(request.workspace.map(Into::into).as_ref())?;
    let State {
        registry, progress, ..
    } = state;
    let mut report = reporter(progress);
    registry.reload_with_progress(index, &mut report)?;
    let workspace = state.registry.get(index);
    Ok(Reply::new(
        loaded_data(workspace, limit(request.limit, LOAD_DIAGNOSTICS_LIMIT)),
        Some(workspace.snapshot()),
    ))
}

fn close(state: &mut State, request: SelectRequest) -> HostResult<Reply<ClosedData>> {
    let index = state
        .registry
        .select(request.workspace.map(Into::into).as_ref())?;
    let closed = state.registry.close(index);
    Ok(Reply::new(
        ClosedData {
            workspace: (&closed).into(),
            closed: true,
        },
        None,
    ))
}
