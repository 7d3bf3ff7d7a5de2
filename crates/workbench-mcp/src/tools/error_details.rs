//! `get-error-details`: the locally retained record of an unexpected failure.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use uuid::Uuid;
use workbench_host::{ErrorCode, HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::server::SERVER_VERSION;
use crate::state::State;

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ErrorDetailsRequest {
    pub correlation_id: Uuid,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StackFrame {
    /// CsWorkbench, Dependency, RustStd or Unknown.
    pub component: String,
    #[serde(rename = "crate")]
    pub krate: Option<String>,
    pub function: Option<String>,
    pub file: Option<String>,
    /// One-based line.
    pub line: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CapturedException {
    pub component: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub message: String,
    /// `file:line` where the panic was raised.
    pub location: Option<String>,
    pub stack_frames: Vec<StackFrame>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkspaceAtFailure {
    pub workspace_id: Uuid,
    pub workspace_epoch: u64,
    pub lifecycle_state: String,
    pub project_count: usize,
    pub document_count: usize,
    pub transaction_revision: Option<u64>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorRecordDto {
    pub correlation_id: Uuid,
    pub failure_time: String,
    pub expires_at: String,
    pub tool_name: String,
    pub execution_family: String,
    /// `NotPlugin`, or `ThirdParty` for a plugin-backed tool.
    pub plugin_classification: String,
    /// The failing plugin's id, for a plugin-backed tool.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plugin_id: Option<String>,
    /// The failing plugin's SemVer version, for a plugin-backed tool.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plugin_version: Option<String>,
    pub duration_milliseconds: u64,
    pub cancellation_requested: bool,
    pub exceptions: Vec<CapturedException>,
    pub workspace: Option<WorkspaceAtFailure>,
    pub server_version: String,
    /// Version of the C# grammar the parser uses.
    pub parser_version: String,
    pub operating_system: String,
    pub processor_architecture: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorDetailsData {
    /// `LocalOnly`: may contain paths and identifiers from the user's code.
    pub sensitivity: String,
    pub safe_for_external_submission: bool,
    pub error: ErrorRecordDto,
}

const META: ToolMeta = ToolMeta::query(
    "get-error-details",
    "Get Error Details",
    "Local details of an UnhandledException (correlationId): message, stack, context. Kept one \
hour; may hold local paths: never send them outside.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![tool(META, run)]
}

fn run(state: &mut State, request: ErrorDetailsRequest) -> HostResult<Reply<ErrorDetailsData>> {
    let Some(record) = state.errors.get(request.correlation_id) else {
        return Err(HostError::new(
            ErrorCode::ReportNotFound,
            format!(
                "No failure with correlationId {} is retained (records expire after one hour and do not survive a restart).",
                request.correlation_id
            ),
        )
        .resolve_externally(
            "The details are gone; if the failure matters, repeat the failing call to capture a new record and call get-error-details with its correlationId.",
        ));
    };
    let frames = record
        .panic
        .frames
        .iter()
        .map(|f| StackFrame {
            component: f.component.as_str().to_string(),
            krate: f.krate.clone(),
            function: f.function.clone(),
            file: f.file.clone(),
            line: f.line,
        })
        .collect();
    let origin = match &record.plugin {
        Some(_) => workbench_host::error_capture::Component::Plugin.as_str(),
        None => workbench_host::error_capture::origin(&record.panic.frames).as_str(),
    };
    let plugin = record.plugin.as_ref();
    let data = ErrorDetailsData {
        sensitivity: "LocalOnly".into(),
        safe_for_external_submission: false,
        error: ErrorRecordDto {
            correlation_id: record.correlation_id,
            failure_time: record.failure_time.to_rfc3339(),
            expires_at: record.expires_at.to_rfc3339(),
            tool_name: record.tool_name.clone(),
            execution_family: record.execution_family.clone(),
            plugin_classification: if plugin.is_some() {
                "ThirdParty"
            } else {
                "NotPlugin"
            }
            .into(),
            plugin_id: plugin.map(|p| p.plugin_id.clone()),
            plugin_version: plugin.map(|p| p.plugin_version.clone()),
            duration_milliseconds: record.duration.as_millis() as u64,
            cancellation_requested: record.cancellation_requested,
            exceptions: vec![CapturedException {
                component: origin.to_string(),
                kind: plugin.map_or("panic", |p| p.failure_kind.as_str()).into(),
                message: record.panic.message.clone(),
                location: record.panic.location.clone(),
                stack_frames: frames,
            }],
            workspace: record.workspace.as_ref().map(|w| WorkspaceAtFailure {
                workspace_id: w.workspace_id,
                workspace_epoch: w.workspace_epoch,
                lifecycle_state: w.lifecycle_state.clone(),
                project_count: w.project_count,
                document_count: w.document_count,
                transaction_revision: w.transaction_revision,
            }),
            server_version: SERVER_VERSION.to_string(),
            parser_version: "tree-sitter-c-sharp 0.23".into(),
            operating_system: std::env::consts::OS.to_string(),
            processor_architecture: std::env::consts::ARCH.to_string(),
        },
    };
    Ok(Reply::new(data, None))
}
