//! The plugin protocol, version 1: JSON-RPC 2.0 messages, one per line (UTF-8, `\n`
//! terminated), over the plugin's stdin (host → plugin) and stdout (plugin → host). The
//! plugin's stderr is its log. The host sends `initialize` once, then `tool/call`s one at a
//! time; while it answers a call the plugin may send `host/*` requests back, which the host
//! answers from the call's snapshot. End of stdin means shut down.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::types::{MutationCandidate, Snapshot, Warning, WorkspaceRef};

/// The plugin API version this SDK speaks; the host requires an exact match.
pub const PLUGIN_API_VERSION: &str = "1";

/// Method names.
pub mod methods {
    /// host → plugin: handshake; params [`super::InitializeParams`], result [`super::InitializeResult`].
    pub const INITIALIZE: &str = "initialize";
    /// host → plugin: run a tool; params [`super::ToolCallParams`], result [`super::ToolCallResult`].
    pub const TOOL_CALL: &str = "tool/call";
    /// plugin → host: `{document}` → `{document: {documentId, path, projectId}, text}`.
    pub const DOCUMENT_TEXT: &str = "host/documentText";
    /// plugin → host: the arguments of `list-documents` → its `data`.
    pub const LIST_DOCUMENTS: &str = "host/listDocuments";
    /// plugin → host: `{location}` (any location selector) → a resolved location.
    pub const RESOLVE_LOCATION: &str = "host/resolveLocation";
    /// plugin → host: the arguments of `get-symbol-info` → its `data`.
    pub const SYMBOL_INFO: &str = "host/symbolInfo";
    /// plugin → host: the arguments of `find-references` → its `data`.
    pub const FIND_REFERENCES: &str = "host/findReferences";
    /// plugin → host: the arguments of `get-type-hierarchy` → its `data`.
    pub const TYPE_HIERARCHY: &str = "host/typeHierarchy";
    /// plugin → host: the arguments of `get-diagnostics` → its `data`.
    pub const DIAGNOSTICS: &str = "host/diagnostics";
}

/// JSON-RPC error codes used by the protocol.
pub mod error_codes {
    pub const PARSE_ERROR: i64 = -32700;
    pub const INVALID_REQUEST: i64 = -32600;
    pub const METHOD_NOT_FOUND: i64 = -32601;
    pub const INVALID_PARAMS: i64 = -32602;
    /// A host service refused the request; `data.code` is the contract's error code
    /// (`DocumentNotFound`, `SymbolAmbiguous`, …).
    pub const HOST_SERVICE_ERROR: i64 = -32000;
    /// The tool refused the request; `data.code` is a contract error code the host passes on
    /// as a handled failure (`InvalidArgument`, `DocumentNotFound`, …).
    pub const TOOL_ERROR: i64 = -32001;
}

/// Whether a tool only reads (query) or proposes changes (mutation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ToolKind {
    Query,
    Mutation,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitializeParams {
    pub api_version: String,
    pub host_name: String,
    pub host_version: String,
}

/// MCP behaviour hints; unset hints take the kind's defaults.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Annotations {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub destructive_hint: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub idempotent_hint: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub open_world_hint: Option<bool>,
}

/// One tool as the plugin publishes it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolDescriptor {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    pub description: String,
    pub kind: ToolKind,
    #[serde(default)]
    pub annotations: Annotations,
    /// An object schema of the tool's own arguments; the host adds `workspace` and
    /// `expectedSnapshot`.
    pub input_schema: Value,
    /// Required for queries: an object schema of `data`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_schema: Option<Value>,
}

/// The plugin's answer to `initialize`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitializeResult {
    /// Stable reverse-DNS identifier, e.g. `com.example.todo`.
    pub id: String,
    /// Must equal [`PLUGIN_API_VERSION`].
    pub api_version: String,
    /// The plugin's own SemVer 2.0 version.
    pub version: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub tools: Vec<ToolDescriptor>,
}

/// `tool/call` parameters: the validated arguments (without `workspace` and
/// `expectedSnapshot`) and the snapshot the call is bound to.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolCallParams {
    pub tool: String,
    pub arguments: Map<String, Value>,
    pub snapshot: Snapshot,
    pub workspace: WorkspaceRef,
}

/// `tool/call` result: `data` for a query; `candidate` and `summary` for a mutation.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolCallResult {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub candidate: Option<MutationCandidate>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<Warning>,
}

/// A JSON-RPC request frame.
pub fn request(id: u64, method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

/// A JSON-RPC success response frame.
pub fn response(id: Value, result: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "result": result})
}

/// A JSON-RPC error response frame; `code` in `data` is the contract's error code.
pub fn error_response(id: Value, rpc_code: i64, message: &str, code: Option<&str>) -> Value {
    let mut error = json!({"code": rpc_code, "message": message});
    if let Some(code) = code {
        error["data"] = json!({"code": code});
    }
    json!({"jsonrpc": "2.0", "id": id, "error": error})
}
