//! `prepare-error-report` and `submit-error-report`: a redacted external report of an
//! `UnhandledException`, prepared locally under a new immutable handle, and its delivery
//! through the configured provider with the user's consent (MCP elicitation under
//! `prompt`), once per handle.

use std::collections::VecDeque;

use chrono::Utc;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;
use workbench_host::error_report::{ReportProvider, preview, redact};
use workbench_host::{ErrorCode, HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolKind, ToolMeta, tool};
use crate::options::ErrorReportingConsent;
use crate::server::SERVER_VERSION;
use crate::state::State;

pub const PREPARE_TOOL: &str = "prepare-error-report";
pub const SUBMIT_TOOL: &str = "submit-error-report";
/// Prepared reports kept at most (oldest dropped first).
const MAX_REPORTS: usize = 64;

/// The user's answer to the consent question, obtained by the MCP layer before the call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportApproval {
    Granted,
    Declined,
    /// The client cannot ask (no elicitation capability) or the question failed.
    Unavailable,
}

/// One prepared report and, once sent, its receipt.
pub struct PreparedReport {
    pub handle: Uuid,
    pub report: Value,
    pub receipt: Option<SubmitData>,
}

/// Prepared reports of this process.
#[derive(Default)]
pub struct ReportStore {
    reports: VecDeque<PreparedReport>,
}

impl ReportStore {
    fn insert(&mut self, report: PreparedReport) {
        if self.reports.len() == MAX_REPORTS {
            self.reports.pop_front();
        }
        self.reports.push_back(report);
    }

    fn get_mut(&mut self, handle: Uuid) -> Option<&mut PreparedReport> {
        self.reports.iter_mut().find(|r| r.handle == handle)
    }

    /// The preview of a report not sent yet (submitting it must ask for consent).
    pub fn preview_of_unsent(&self, handle: Uuid) -> Option<String> {
        self.reports
            .iter()
            .find(|r| r.handle == handle && r.receipt.is_none())
            .map(|r| preview(&r.report))
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PrepareRequest {
    pub correlation_id: Uuid,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PrepareData {
    /// Pass it to submit-error-report; each preparation makes a new one.
    pub handle: Uuid,
    pub correlation_id: Uuid,
    /// `Redacted`: no paths, user identifiers or source text; no exception message unless
    /// the host wrote it.
    pub sensitivity: String,
    pub safe_for_external_submission: bool,
    /// What a submission sends, exactly.
    pub report: Value,
    /// The report in one paragraph, as the user is asked about it.
    pub preview: String,
    pub submit_tool: String,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SubmitRequest {
    pub handle: Uuid,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmitData {
    pub handle: Uuid,
    /// True when this handle had been submitted before: nothing was sent again.
    pub already_submitted: bool,
    pub submitted_at: String,
    /// file, command or http.
    pub provider: String,
    /// The provider's acknowledgement (file name, the command's first output line, HTTP status).
    pub reference: String,
}

const PREPARE: ToolMeta = ToolMeta::query(
    PREPARE_TOOL,
    "Prepare Error Report",
    "Builds the redacted report of an UnhandledException (no paths or source) under a new \
handle, offline, for submit-error-report.",
);

const SUBMIT: ToolMeta = ToolMeta {
    name: SUBMIT_TOOL,
    title: "Submit Error Report",
    description: "Sends a prepared report to the configured --error-report-provider, asking the \
user first under consent prompt; idempotent.",
    kind: ToolKind::Lifecycle,
    read_only: false,
    destructive: false,
    idempotent: true,
    open_world: true,
    transactional: false,
};

pub fn tools() -> Vec<ToolEntry> {
    vec![tool(PREPARE, prepare), tool(SUBMIT, submit)]
}

fn disabled() -> HostError {
    HostError::new(
        ErrorCode::ReportingDisabled,
        "Error reporting is disabled by configuration (--error-reporting-consent never).",
    )
    .resolve_externally(
        "Do not report this failure; the user may restart the server with --error-reporting-consent prompt to allow reports.",
    )
}

fn prepare(state: &mut State, request: PrepareRequest) -> HostResult<Reply<PrepareData>> {
    if state.options.error_reporting_consent == ErrorReportingConsent::Never {
        return Err(disabled());
    }
    let handle = Uuid::new_v4();
    let Some(record) = state.errors.get(request.correlation_id) else {
        return Err(HostError::new(
            ErrorCode::ReportNotFound,
            format!(
                "No failure with correlationId {} is retained (records expire after one hour and do not survive a restart).",
                request.correlation_id
            ),
        )
        .resolve_externally(
            "Nothing can be reported for it; repeat the failing call to capture a new record if the failure matters.",
        ));
    };
    let report = redact(record, handle, SERVER_VERSION);
    let data = PrepareData {
        handle,
        correlation_id: request.correlation_id,
        sensitivity: "Redacted".into(),
        safe_for_external_submission: true,
        preview: preview(&report),
        report: report.clone(),
        submit_tool: SUBMIT_TOOL.into(),
    };
    state.reports.insert(PreparedReport {
        handle,
        report,
        receipt: None,
    });
    Ok(Reply::new(data, None))
}

fn submit(state: &mut State, request: SubmitRequest) -> HostResult<Reply<SubmitData>> {
    let consent = state.options.error_reporting_consent;
    if consent == ErrorReportingConsent::Never {
        return Err(disabled());
    }
    let provider = state.options.error_report_provider.clone();
    let approval = state.approval.take();
    let Some(prepared) = state.reports.get_mut(request.handle) else {
        return Err(HostError::new(
            ErrorCode::ReportNotFound,
            format!("No prepared report has handle {}.", request.handle),
        )
        .call_tool(
            PREPARE_TOOL,
            "Prepare the report again with the failure's correlationId and submit the new handle.",
        ));
    };
    if let Some(receipt) = &prepared.receipt {
        let mut receipt = receipt.clone();
        receipt.already_submitted = true;
        return Ok(Reply::new(receipt, None));
    }
    let Some(provider) = provider else {
        return Err(HostError::new(
            ErrorCode::ReportingDisabled,
            "No error-report provider is configured, so the report cannot be sent.",
        )
        .resolve_externally(
            "Ask the user to configure a destination and restart the server: --error-report-provider file:DIR, command:PROGRAM or an http(s) URL (also CS_WORKBENCH_ERROR_REPORT_PROVIDER or `error-report-provider` in the config file).",
        ));
    };
    let provider: ReportProvider = provider.parse().map_err(|message: String| {
        HostError::new(ErrorCode::ReportingDisabled, message).resolve_externally(
            "Ask the user to correct --error-report-provider and restart the server.",
        )
    })?;
    if consent == ErrorReportingConsent::Prompt {
        match approval {
            Some(ReportApproval::Granted) => {}
            Some(ReportApproval::Declined) => {
                return Err(HostError::new(
                    ErrorCode::ReportDeclined,
                    "The user declined to send this error report; nothing was sent.",
                )
                .resolve_externally(
                    "Respect the user's decision: do not submit this report again.",
                ));
            }
            Some(ReportApproval::Unavailable) | None => {
                return Err(HostError::new(
                    ErrorCode::ApprovalUnavailable,
                    "Sending needs the user's consent, and this client cannot ask for it (no MCP elicitation).",
                )
                .resolve_externally(
                    "Show the user the preview from prepare-error-report; they can send it themselves, or restart the server with --error-reporting-consent always.",
                ));
            }
        }
    }
    let delivery = provider
        .deliver(prepared.handle, &prepared.report)
        .map_err(|message| {
            HostError::new(ErrorCode::ReportSubmissionFailed, message)
                .retry("Call submit-error-report again with the same handle; nothing was recorded as sent.")
        })?;
    let receipt = SubmitData {
        handle: prepared.handle,
        already_submitted: false,
        submitted_at: Utc::now().to_rfc3339(),
        provider: delivery.provider.to_string(),
        reference: delivery.reference,
    };
    prepared.receipt = Some(receipt.clone());
    Ok(Reply::new(receipt, None))
}
