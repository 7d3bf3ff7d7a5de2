//! The tool catalogue: each tool's published metadata, schemas and typed handler, assembled
//! once at startup. Which tools are published depends only on the startup options.

use std::sync::Arc;

use schemars::JsonSchema;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use workbench_host::{HostResult, Snapshot};

use crate::args::parse_args;
use crate::contract::WarningDto;
use crate::options::Mode;
use crate::schema::{brief_input_schema, data_schema, input_schema};
use crate::state::State;

/// How a tool relates to files and server state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToolKind {
    /// Reads only.
    Query,
    /// Stages changes (not published in inspection-only mode).
    Mutation,
    /// Changes server state (open/close/reload), never files: published in every mode.
    Lifecycle,
}

/// Published metadata of one tool.
#[derive(Debug, Clone)]
pub struct ToolMeta {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub kind: ToolKind,
    pub read_only: bool,
    pub destructive: bool,
    pub idempotent: bool,
    pub open_world: bool,
    /// Part of the transaction family: not published in inspection-only mode, even when
    /// read-only (transaction-status, transaction-diff).
    pub transactional: bool,
}

impl ToolMeta {
    pub const fn query(
        name: &'static str,
        title: &'static str,
        description: &'static str,
    ) -> ToolMeta {
        ToolMeta {
            name,
            title,
            description,
            kind: ToolKind::Query,
            read_only: true,
            destructive: false,
            idempotent: true,
            open_world: false,
            transactional: false,
        }
    }

    /// A read-only tool about the active transaction (hidden in inspection-only mode).
    pub const fn transaction_query(
        name: &'static str,
        title: &'static str,
        description: &'static str,
    ) -> ToolMeta {
        ToolMeta {
            transactional: true,
            ..ToolMeta::query(name, title, description)
        }
    }

    /// A tool that stages changes or ends a transaction (hidden in inspection-only mode).
    pub const fn mutation(
        name: &'static str,
        title: &'static str,
        description: &'static str,
        destructive: bool,
    ) -> ToolMeta {
        ToolMeta {
            name,
            title,
            description,
            kind: ToolKind::Mutation,
            read_only: false,
            destructive,
            idempotent: false,
            open_world: false,
            transactional: true,
        }
    }

    pub const fn lifecycle(
        name: &'static str,
        title: &'static str,
        description: &'static str,
        idempotent: bool,
    ) -> ToolMeta {
        ToolMeta {
            name,
            title,
            description,
            kind: ToolKind::Lifecycle,
            read_only: false,
            destructive: false,
            idempotent,
            open_world: false,
            transactional: false,
        }
    }
}

/// A successful answer before it is wrapped in the envelope.
pub struct Reply<T> {
    pub data: T,
    pub snapshot: Option<Snapshot>,
    pub warnings: Vec<WarningDto>,
}

impl<T> Reply<T> {
    pub fn new(data: T, snapshot: Option<Snapshot>) -> Reply<T> {
        Reply {
            data,
            snapshot,
            warnings: Vec::new(),
        }
    }
}

type Handler =
    dyn Fn(&mut State, Option<Map<String, Value>>) -> HostResult<Reply<Value>> + Send + Sync;

/// One tool: metadata, schemas and handler.
#[derive(Clone)]
pub struct ToolEntry {
    pub meta: ToolMeta,
    /// The full input schema: published with `--tool-output-schema-mode Full`, and what every
    /// request is checked against in the tests.
    pub input_schema: Arc<Map<String, Value>>,
    /// The input schema published by default: shared selectors as plain objects, which the
    /// server's instructions define once.
    pub brief_input_schema: Arc<Map<String, Value>>,
    /// Schema of `data` in a success envelope.
    pub data_schema: Value,
    pub handler: Arc<Handler>,
}

/// Builds a catalogue entry from a typed handler.
pub fn tool<I, O>(meta: ToolMeta, handler: fn(&mut State, I) -> HostResult<Reply<O>>) -> ToolEntry
where
    I: DeserializeOwned + JsonSchema + 'static,
    O: Serialize + JsonSchema + 'static,
{
    let input_schema = input_schema::<I>();
    // Tools exempt from the snapshot precondition accept an echoed `expectedSnapshot` (agents
    // echo it everywhere) and ignore it.
    let takes_snapshot = input_schema
        .get("properties")
        .and_then(Value::as_object)
        .is_some_and(|p| p.contains_key("expectedSnapshot"));
    ToolEntry {
        meta,
        input_schema: Arc::new(input_schema),
        brief_input_schema: Arc::new(brief_input_schema::<I>()),
        data_schema: data_schema::<O>(),
        handler: Arc::new(move |state, mut arguments| {
            if !takes_snapshot && let Some(arguments) = arguments.as_mut() {
                arguments.remove("expectedSnapshot");
            }
            let request: I = parse_args(arguments)?;
            let outcome = handler(state, request);
            // Choices selectors made for the caller become warnings (dropped on failure).
            let notes: Vec<WarningDto> = state
                .registry
                .workspaces()
                .iter()
                .flat_map(|w| w.take_selector_notes())
                .map(|(code, message)| WarningDto { code, message })
                .collect();
            let reply = outcome?;
            let data = serde_json::to_value(&reply.data).expect("tool data serialises to JSON");
            let mut warnings = reply.warnings;
            warnings.extend(notes);
            Ok(Reply {
                data,
                snapshot: reply.snapshot,
                warnings,
            })
        }),
    }
}

/// Every tool this build knows, in catalogue order.
pub fn all_tools() -> Vec<ToolEntry> {
    let mut tools = Vec::new();
    tools.extend(crate::tools::server_status::tools());
    tools.extend(crate::tools::error_details::tools());
    tools.extend(crate::tools::error_reports::tools());
    tools.extend(crate::tools::workspace_lifecycle::tools());
    tools.extend(crate::tools::project_listing::tools());
    tools.extend(crate::tools::metadata::tools());
    tools.extend(crate::tools::diagnostics::tools());
    tools.extend(crate::tools::findings::tools());
    tools.extend(crate::tools::symbols::tools());
    tools.extend(crate::tools::hierarchy::tools());
    tools.extend(crate::tools::members::tools());
    tools.extend(crate::tools::references::tools());
    tools.extend(crate::tools::calls::tools());
    tools.extend(crate::tools::code_context::tools());
    tools.extend(crate::tools::flow::tools());
    tools.extend(crate::tools::dependencies::tools());
    tools.extend(crate::tools::tests_impact::tools());
    tools.extend(crate::tools::code_metrics::tools());
    tools.extend(crate::tools::transactions::tools());
    tools.extend(crate::tools::mutations::tools());
    tools.extend(crate::tools::code_actions::tools());
    tools
}

/// The tools published under a mode: mutations and the transaction family are left out in
/// inspection-only mode.
pub fn published_tools(mode: Mode) -> Vec<ToolEntry> {
    all_tools()
        .into_iter()
        .filter(|t| {
            mode != Mode::InspectionOnly
                || (t.meta.kind != ToolKind::Mutation && !t.meta.transactional)
        })
        .collect()
}
