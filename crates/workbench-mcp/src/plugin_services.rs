//! The read-only host services a plugin may call back into during a tool call, all bound
//! to the call's workspace and snapshot: document text, location resolution, and the
//! built-in queries (symbol info, references, type hierarchy, diagnostics, documents),
//! answered exactly as the built-in tools answer them.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::OnceLock;

use cs_workbench_plugin::protocol::{error_codes, methods};
use serde_json::{Map, Value, json};
use workbench_host::HostError;

use crate::catalog::{ToolEntry, all_tools};
use crate::contract::{DocumentSelectorDto, LocationSelectorDto, SnapshotDto};
use crate::state::State;
use crate::tools::{document_ref, location};

/// Which built-in tool answers each query callback.
const QUERY_CALLBACKS: &[(&str, &str)] = &[
    (methods::LIST_DOCUMENTS, "list-documents"),
    (methods::SYMBOL_INFO, "get-symbol-info"),
    (methods::FIND_REFERENCES, "find-references"),
    (methods::TYPE_HIERARCHY, "get-type-hierarchy"),
    (methods::DIAGNOSTICS, "get-diagnostics"),
];

fn builtin(name: &str) -> Option<&'static ToolEntry> {
    static TOOLS: OnceLock<Vec<ToolEntry>> = OnceLock::new();
    TOOLS
        .get_or_init(all_tools)
        .iter()
        .find(|t| t.meta.name == name)
}

/// Answers one plugin request; the error is a JSON-RPC error object whose `data.code` is
/// the contract's error code.
pub fn answer(
    state: &mut State,
    workspace: usize,
    snapshot: SnapshotDto,
    method: &str,
    params: Value,
) -> Result<Value, Value> {
    // A bug in a service must not leave the plugin waiting for an answer.
    catch_unwind(AssertUnwindSafe(|| {
        dispatch(state, workspace, snapshot, method, params)
    }))
    .unwrap_or_else(|_| {
        Err(json!({"code": error_codes::HOST_SERVICE_ERROR, "message": "the host service failed unexpectedly", "data": {"code": "UnhandledException"}}))
    })
}

fn dispatch(
    state: &mut State,
    workspace: usize,
    snapshot: SnapshotDto,
    method: &str,
    params: Value,
) -> Result<Value, Value> {
    match method {
        methods::DOCUMENT_TEXT => {
            let document: DocumentSelectorDto = field(&params, "document")?;
            let loaded = state.registry.get(workspace);
            let index = loaded
                .resolve_document(&document.into(), "document")
                .map_err(service_error)?;
            Ok(json!({
                "document": document_ref(loaded, index),
                "text": &*loaded.document_text(index),
            }))
        }
        methods::RESOLVE_LOCATION => {
            let selector: LocationSelectorDto = field(&params, "location")?;
            let loaded = state.registry.get(workspace);
            let selector = selector.into_selector("location").map_err(service_error)?;
            let resolved = loaded
                .resolve_location(&selector, "location")
                .map_err(service_error)?;
            Ok(json!(location(loaded, resolved.document, resolved.range)))
        }
        _ => {
            let Some((_, tool)) = QUERY_CALLBACKS.iter().find(|(m, _)| *m == method) else {
                return Err(
                    json!({"code": error_codes::METHOD_NOT_FOUND, "message": format!("the host offers no service {method}")}),
                );
            };
            let Value::Object(mut arguments) = (match params {
                Value::Null => Value::Object(Map::new()),
                other => other,
            }) else {
                return Err(invalid_params("the parameters must be an object"));
            };
            // Bound to the call's snapshot, whatever the plugin sent.
            let identity = state.registry.get(workspace).id;
            arguments.insert("workspace".into(), json!({"workspaceId": identity}));
            arguments.insert("expectedSnapshot".into(), json!(snapshot));
            let entry = builtin(tool).expect("callback tools are built in");
            (entry.handler)(state, Some(arguments))
                .map(|reply| reply.data)
                .map_err(service_error)
        }
    }
}

fn field<T: serde::de::DeserializeOwned>(params: &Value, name: &str) -> Result<T, Value> {
    serde_json::from_value(params.get(name).cloned().unwrap_or(Value::Null))
        .map_err(|e| invalid_params(&format!("`{name}`: {e}")))
}

fn invalid_params(message: &str) -> Value {
    json!({"code": error_codes::INVALID_PARAMS, "message": message, "data": {"code": "InvalidArgument"}})
}

fn service_error(error: HostError) -> Value {
    json!({"code": error_codes::HOST_SERVICE_ERROR, "message": error.message, "data": {"code": error.code.as_str()}})
}
