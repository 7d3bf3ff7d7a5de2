//! The result envelope every tool returns: success with data and snapshot, a handled failure
//! with a continuation, or an unhandled failure with a correlation id.

use serde_json::{Value, json};
use uuid::Uuid;
use workbench_host::{Continuation, HostError, Snapshot};

use crate::contract::{SnapshotDto, WarningDto};
use crate::options::ErrorReportingConsent;

pub fn success(data: Value, snapshot: Option<Snapshot>, warnings: &[WarningDto]) -> Value {
    let mut envelope = json!({"ok": true, "data": data});
    if let Some(snapshot) = snapshot {
        envelope["snapshot"] = json!(SnapshotDto::from(snapshot));
    }
    if !warnings.is_empty() {
        envelope["warnings"] = json!(warnings);
    }
    envelope
}

pub fn failure(error: &HostError) -> Value {
    let mut envelope = json!({
        "ok": false,
        "error": {"code": error.code.as_str(), "message": error.message},
    });
    if let Some(continuation) = &error.continuation {
        envelope["continuation"] = continuation_json(continuation);
    }
    if !error.diagnostics.is_empty() {
        let diagnostics: Vec<Value> = error
            .diagnostics
            .iter()
            .map(|d| {
                let mut item = json!({"id": d.id, "message": d.message});
                for (name, value) in &d.fields {
                    item[name] = json!(value);
                }
                item
            })
            .collect();
        envelope["diagnostics"] = Value::Array(diagnostics);
    }
    envelope
}

fn continuation_json(continuation: &Continuation) -> Value {
    match continuation {
        Continuation::CallTool { tool, instruction } => {
            json!({"kind": "CallTool", "tool": tool, "instruction": instruction})
        }
        Continuation::ChooseTool { tools, instruction } => {
            json!({"kind": "ChooseTool", "tools": tools, "instruction": instruction})
        }
        Continuation::RetryRequest { instruction } => {
            json!({"kind": "RetryRequest", "instruction": instruction})
        }
        Continuation::ReviseRequest { instruction } => {
            json!({"kind": "ReviseRequest", "instruction": instruction})
        }
        Continuation::ResolveExternally { instruction } => {
            json!({"kind": "ResolveExternally", "instruction": instruction})
        }
    }
}

/// The envelope of a bug: details stay local behind `get-error-details`; `reporting` says
/// whether an external report can be prepared (and sent) from this client.
pub fn unhandled(
    correlation_id: Uuid,
    consent: ErrorReportingConsent,
    client_can_elicit: bool,
) -> Value {
    let (state, can_prepare) = match consent {
        ErrorReportingConsent::Never => ("DisabledByConfiguration", false),
        ErrorReportingConsent::Always => ("AlwaysApproved", true),
        ErrorReportingConsent::Prompt if client_can_elicit => ("Available", true),
        // Consent cannot be asked, so a report could never be sent: do not offer one.
        ErrorReportingConsent::Prompt => ("ApprovalUnavailable", false),
    };
    let prepare_tool = can_prepare.then_some(crate::tools::error_reports::PREPARE_TOOL);
    json!({
        "ok": false,
        "error": {"code": "UnhandledException", "message": "Tool execution failed.", "correlationId": correlation_id},
        "diagnostics": {"detailsAvailable": true, "detailsTool": "get-error-details"},
        "reporting": {"state": state, "canPrepare": can_prepare, "prepareTool": prepare_tool}
    })
}
