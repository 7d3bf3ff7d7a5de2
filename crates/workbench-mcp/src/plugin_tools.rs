//! The MCP face of plugin tools: a catalogue entry per published plugin tool (its schema
//! with the host's `workspace` and `expectedSnapshot`), and the handler that validates the
//! arguments, binds the call to a snapshot, runs it in the plugin and wraps the answer —
//! a query's data, or a mutation's candidate staged in the active transaction.

use std::sync::Arc;

use cs_workbench_plugin::protocol::ToolCallParams;
use cs_workbench_plugin::{MutationCandidate, ToolKind};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use uuid::Uuid;
use workbench_host::error_capture::PluginAttribution;
use workbench_host::plugins::{CallFailure, PluginHost, PluginTool};
use workbench_host::transaction::TextEditInput;
use workbench_host::{DocumentSelector, ErrorCode, HostError, HostResult, ProjectSelector};

use crate::catalog::{Reply, ToolEntry, ToolMeta};
use crate::contract::{DocumentRefDto, SnapshotDto, WarningDto, WorkspaceSelectorDto};
use crate::options::Mode;
use crate::schema::{data_schema, input_schema};
use crate::state::State;
use crate::tools::{document_ref, prepare};

/// The properties the host adds to every plugin tool.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
struct HostArguments {
    workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    expected_snapshot: Option<SnapshotDto>,
}

/// What a plugin mutation answers once its candidate is staged.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PluginMutationData {
    pub transaction_id: Uuid,
    /// The transaction's revision after staging (unchanged when the candidate was empty).
    pub revision: u64,
    /// The plugin's one-line account of the change.
    pub summary: String,
    /// Documents edited, added or removed, in that order.
    pub documents: Vec<DocumentRefDto>,
}

/// Catalogue entries of the published plugin tools (mutations left out in inspection-only
/// mode; their names stay reserved).
pub fn entries(host: &Arc<PluginHost>, mode: Mode) -> Vec<ToolEntry> {
    host.tools()
        .iter()
        .filter(|t| mode != Mode::InspectionOnly || t.kind == ToolKind::Query)
        .map(|tool| entry(host, tool))
        .collect()
}

fn leak(text: String) -> &'static str {
    // Plugin tools are published once per process and live as long as it does.
    Box::leak(text.into_boxed_str())
}

fn entry(host: &Arc<PluginHost>, tool: &PluginTool) -> ToolEntry {
    let (plugin_id, _) = host.owner(tool);
    let description = format!(
        "{} (Plugin {plugin_id}; takes `workspace` and `expectedSnapshot` like every workspace-bound tool.)",
        tool.description.trim_end()
    );
    let title = tool.title.clone().unwrap_or_else(|| tool.name.clone());
    let mut meta = match tool.kind {
        ToolKind::Query => ToolMeta::query(leak(tool.name.clone()), leak(title), leak(description)),
        ToolKind::Mutation => ToolMeta::mutation(
            leak(tool.name.clone()),
            leak(title),
            leak(description),
            tool.annotations.destructive_hint.unwrap_or(false),
        ),
    };
    if let Some(idempotent) = tool.annotations.idempotent_hint {
        meta.idempotent = idempotent;
    }
    if let Some(open_world) = tool.annotations.open_world_hint {
        meta.open_world = open_world;
    }
    let data_schema = match tool.kind {
        ToolKind::Query => tool
            .output_schema
            .clone()
            .unwrap_or_else(|| json!({"type": "object"})),
        ToolKind::Mutation => data_schema::<PluginMutationData>(),
    };
    let name = tool.name.clone();
    let handler_host = host.clone();
    ToolEntry {
        meta,
        input_schema: Arc::new(published_schema(tool)),
        // A plugin's schema is its own: published as it came, in both forms.
        brief_input_schema: Arc::new(published_schema(tool)),
        data_schema,
        handler: Arc::new(move |state, arguments| {
            let tool = handler_host.tool(&name).expect("published tools stay");
            run(&handler_host, tool, state, arguments)
        }),
    }
}

/// The plugin's input schema with the host's properties added.
fn published_schema(tool: &PluginTool) -> Map<String, Value> {
    let mut schema = tool.input_schema.clone();
    let host = input_schema::<HostArguments>();
    let properties = schema
        .entry("properties")
        .or_insert_with(|| json!({}))
        .as_object_mut()
        .map(std::mem::take)
        .unwrap_or_default();
    let mut merged = host["properties"].as_object().cloned().unwrap_or_default();
    merged.extend(properties);
    schema.insert("properties".into(), Value::Object(merged));
    let mut required = vec![json!("expectedSnapshot")];
    if let Some(Value::Array(own)) = schema.get("required") {
        required.extend(own.iter().cloned());
    }
    schema.insert("required".into(), Value::Array(required));
    schema
}

fn run(
    host: &PluginHost,
    tool: &PluginTool,
    state: &mut State,
    arguments: Option<Map<String, Value>>,
) -> HostResult<Reply<Value>> {
    let mut arguments = arguments.unwrap_or_default();
    let host_arguments = HostArguments {
        workspace: take_field(&mut arguments, "workspace")?,
        expected_snapshot: take_field(&mut arguments, "expectedSnapshot")?,
    };
    let plain = Value::Object(arguments);
    if let Err(problems) = host.check_arguments(tool, &plain) {
        return Err(HostError::new(
            ErrorCode::InvalidArgument,
            format!(
                "The arguments do not match the input schema of {}: {}",
                tool.name,
                problems.join("; ")
            ),
        )
        .revise("Correct the named arguments against the tool's inputSchema and call again."));
    }
    let Value::Object(arguments) = plain else {
        unreachable!("built from a map")
    };
    let index = prepare(
        state,
        host_arguments.workspace,
        host_arguments.expected_snapshot,
    )?;
    if tool.kind == ToolKind::Mutation {
        state.registry.get(index).active_transaction()?;
    }
    let loaded = state.registry.get(index);
    let snapshot = SnapshotDto::from(loaded.snapshot());
    let params = ToolCallParams {
        tool: tool.name.clone(),
        arguments,
        snapshot: serde_json::from_value(json!(snapshot)).expect("same shape"),
        workspace: cs_workbench_plugin::WorkspaceRef {
            workspace_id: loaded.id.to_string(),
            alias: loaded.alias.clone(),
        },
    };
    let params = serde_json::to_value(params).expect("call params serialise");
    let answer = host.call(tool, params, &mut |method, params| {
        crate::plugin_services::answer(state, index, snapshot, method, params)
    });
    let answer = match answer {
        Ok(answer) => answer,
        Err(failure) => return Err(call_failure(host, tool, state, failure)),
    };
    let warnings: Vec<WarningDto> = answer
        .warnings
        .iter()
        .map(|w| WarningDto {
            code: w.code.clone(),
            message: w.message.clone(),
        })
        .collect();
    let mut reply = match tool.kind {
        ToolKind::Query => Reply::new(
            answer.data.unwrap_or(Value::Null),
            Some(state.registry.get(index).snapshot()),
        ),
        ToolKind::Mutation => {
            let candidate = answer.candidate.unwrap_or_default();
            let documents = stage(state, index, candidate)?;
            let loaded = state.registry.get(index);
            let transaction = loaded.active_transaction()?;
            let data = PluginMutationData {
                transaction_id: transaction.id,
                revision: transaction.revision,
                summary: answer.summary.unwrap_or_default(),
                documents,
            };
            Reply::new(
                serde_json::to_value(data).expect("mutation data serialises"),
                Some(loaded.snapshot()),
            )
        }
    };
    reply.warnings = warnings;
    Ok(reply)
}

fn take_field<T: serde::de::DeserializeOwned>(
    arguments: &mut Map<String, Value>,
    name: &str,
) -> HostResult<Option<T>> {
    match arguments.remove(name) {
        None | Some(Value::Null) => Ok(None),
        Some(value) => serde_json::from_value(value)
            .map(Some)
            .map_err(|e| HostError::invalid_argument(name, e.to_string())),
    }
}

/// A refusal with a contract code becomes a handled failure; a disabled plugin a
/// `PluginUnavailable`; anything else an `UnhandledException` attributed to the plugin.
fn call_failure(
    host: &PluginHost,
    tool: &PluginTool,
    state: &mut State,
    failure: CallFailure,
) -> HostError {
    let (plugin_id, plugin_version) = host.owner(tool);
    match &failure {
        CallFailure::Unavailable(reason) => {
            return HostError::new(
                ErrorCode::PluginUnavailable,
                format!("The plugin {plugin_id} that publishes {} is unavailable: {reason}.", tool.name),
            )
            .resolve_externally(
                "The plugin stays disabled for the life of this server process; have the user fix or remove it and restart the server (server-status detail=Full shows its load result and errors).",
            );
        }
        CallFailure::Refused { code, message } => {
            if let Some(code) =
                ErrorCode::from_name(code).filter(|c| *c != ErrorCode::UnhandledException)
            {
                let error = HostError::new(code, message.clone());
                return if code == ErrorCode::InvalidArgument {
                    error.revise("Correct the arguments the message names and call again.")
                } else {
                    error
                };
            }
        }
        _ => {}
    }
    state.pending_failure = Some((
        PluginAttribution {
            plugin_id,
            plugin_version,
            failure_kind: failure.kind().to_string(),
        },
        failure.message(),
    ));
    HostError::new(ErrorCode::UnhandledException, failure.message())
}

/// Stages a candidate: every document is resolved first, so a candidate naming an unknown
/// document stages nothing.
fn stage(
    state: &mut State,
    index: usize,
    candidate: MutationCandidate,
) -> HostResult<Vec<DocumentRefDto>> {
    let loaded = state.registry.get(index);
    let selector = |s: cs_workbench_plugin::DocumentSelector| DocumentSelector {
        path: s.path,
        document_id: s.document_id,
        project: s.project.map(project_selector),
    };
    let mut edits = Vec::new();
    for (i, edit) in candidate.edits.into_iter().enumerate() {
        let document = loaded.resolve_document(
            &selector(edit.document),
            &format!("candidate.edits[{i}].document"),
        )?;
        let inputs: Vec<TextEditInput> = edit
            .edits
            .into_iter()
            .map(|e| TextEditInput {
                start: e.range.start,
                length: e.range.length,
                new_text: e.new_text,
            })
            .collect();
        edits.push((document, inputs));
    }
    let mut removed = Vec::new();
    for (i, document) in candidate.removed.into_iter().enumerate() {
        removed.push(
            loaded.resolve_document(&selector(document), &format!("candidate.removed[{i}]"))?,
        );
    }
    let mut added = Vec::new();
    for (i, document) in candidate.added.into_iter().enumerate() {
        let project = match document.project {
            Some(project) => loaded.resolve_project(
                &project_selector(project),
                &format!("candidate.added[{i}].project"),
            )?,
            None if loaded.projects.len() == 1 => 0,
            None => {
                return Err(HostError::invalid_argument(
                    &format!("candidate.added[{i}].project"),
                    "the plugin must name the project when the workspace has several",
                ));
            }
        };
        added.push((document.path, project, document.text));
    }
    let system = state.registry.system_arc();
    let workspace = state.registry.get_mut(index);
    let mut touched = Vec::new();
    for (document, inputs) in edits {
        if !inputs.is_empty() {
            workspace.stage_edit(&*system, document, &inputs)?;
            touched.push(document);
        }
    }
    for (path, project, text) in added {
        touched.push(workspace.stage_create(&*system, &path, project, text)?);
    }
    let mut refs: Vec<DocumentRefDto> = touched
        .iter()
        .map(|d| document_ref(workspace, *d))
        .collect();
    for document in removed {
        refs.push(document_ref(workspace, document));
        workspace.stage_delete(&*system, document)?;
    }
    Ok(refs)
}

fn project_selector(s: cs_workbench_plugin::ProjectSelector) -> ProjectSelector {
    ProjectSelector {
        project_id: s.project_id,
        name: s.name,
        path: s.path,
        target_framework: s.target_framework,
    }
}
