//! The Code Action workflow's changes: `stage-code-action` computes a listed action's edit (or
//! takes a prepared Fix All's) and stages it into the active transaction, opening one when
//! none is active; `prepare-fix-all` applies one fix at every occurrence of its diagnostic in
//! a document, project or the solution, merged per document, and answers a new action.

use std::collections::HashSet;

use cs_actions::FixAllScope;
use cs_ide::TextEdit;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use uuid::Uuid;
use workbench_host::transaction::{DocumentChanges, StagedChanges, TextEditInput};
use workbench_host::{ErrorCode, HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{Bounded, DocumentRefDto, SnapshotDto, WorkspaceSelectorDto};
use crate::state::State;
use crate::tools::code_actions::{ActionBody, StoredAction, edit_options, registry};
use crate::tools::transactions::{DiagnosticsDeltaDto, delta_dto};
use crate::tools::{document_ref, prepare};

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StageRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response that returned the action.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub action_id: Uuid,
}

#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
pub enum ScopeDto {
    Document,
    Project,
    Solution,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FixAllRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response that returned the action.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// A fix with fixAllScopes.
    pub action_id: Uuid,
    pub scope: ScopeDto,
    /// More fails with FixAllLimitExceeded.
    #[schemars(extend("default" = 50))]
    pub max_changed_documents: Option<u32>,
    #[schemars(extend("default" = 20))]
    pub max_returned_documents: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StageData {
    pub transaction_id: Uuid,
    /// The transaction's revision after this change.
    pub revision: u64,
    pub title: String,
    /// The documents the action changed, then those it added, then those it renamed (by their
    /// new path); empty when it no longer changes anything.
    pub changed_documents: Vec<DocumentRefDto>,
    /// Errors the transaction's staged changes add and remove, this one included.
    pub diagnostics_delta: DiagnosticsDeltaDto,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FixAllData {
    /// The combined change: stage it with stage-code-action.
    pub action_id: Uuid,
    pub title: String,
    pub scope: String,
    /// Diagnostics the fix answers in the scope.
    pub occurrence_count: u64,
    pub changed_document_count: u64,
    pub documents: Bounded<DocumentRefDto>,
}

const STAGE: ToolMeta = ToolMeta::mutation(
    "stage-code-action",
    "Stage Code Action",
    "Computes an action's edit and stages it (beginning a transaction when none is): changed \
documents, diagnostics added and removed.",
    false,
);

const FIX_ALL: ToolMeta = ToolMeta {
    idempotent: false,
    ..ToolMeta::query(
        "prepare-fix-all",
        "Prepare Fix All",
        "Applies a listed fix to every occurrence of its diagnostic in a Document, Project or \
Solution; answers an actionId to stage.",
    )
};

pub fn tools() -> Vec<ToolEntry> {
    vec![tool(FIX_ALL, prepare_fix_all), tool(STAGE, stage)]
}

fn not_found(id: &Uuid) -> HostError {
    HostError::new(
        ErrorCode::ActionNotFound,
        format!("No Code Action has the id {id} (ids come from list-code-actions and prepare-fix-all of this server process)."),
    )
    .call_tool("list-code-actions", "Call list-code-actions for the document and use one of the actionIds it returns.")
}

/// The stored action, checked against the workspace's current snapshot.
fn current_action(
    state: &mut State,
    workspace: Option<WorkspaceSelectorDto>,
    expected: Option<SnapshotDto>,
    id: &Uuid,
) -> HostResult<(usize, StoredAction)> {
    let action = state
        .code_actions
        .get(id)
        .cloned()
        .ok_or_else(|| not_found(id))?;
    let workspace = workspace.or(Some(WorkspaceSelectorDto {
        workspace_id: Some(action.workspace_id),
        alias: None,
        path: None,
    }));
    let index = prepare(state, workspace, expected)?;
    let current = state.registry.get(index).snapshot();
    if current.workspace_id != action.workspace_id {
        return Err(not_found(id));
    }
    if current != action.snapshot {
        return Err(HostError::new(
            ErrorCode::SnapshotMismatch,
            format!(
                "Action {id} was listed at snapshot {} (revision {:?}); the workspace is now at {} (revision {:?}).",
                action.snapshot.snapshot_id,
                action.snapshot.transaction_revision,
                current.snapshot_id,
                current.transaction_revision
            ),
        )
        .call_tool("list-code-actions", "The document changed since the action was listed: call list-code-actions again with the current snapshot and use a new actionId."));
    }
    Ok((index, action))
}

fn stage(state: &mut State, request: StageRequest) -> HostResult<Reply<StageData>> {
    let (index, action) = current_action(
        state,
        request.workspace,
        request.expected_snapshot,
        &request.action_id,
    )?;
    let (title, changes, added, renamed) = match action.body {
        ActionBody::FixAll { title, changes } => (title, changes, Vec::new(), Vec::new()),
        ActionBody::Leaf { document, leaf } => {
            let workspace = state.registry.get(index);
            let info = &workspace.documents[document];
            let options = edit_options(state, workspace, document);
            let computed = registry()
                .changes(
                    &workspace.analysis(),
                    workspace.projects[info.project].input,
                    info.input,
                    &options,
                    &leaf,
                )
                .map_err(crate::tools::cancelled)?;
            // A fix may change another document (a member generated where its type is
            // declared): each goes to the live host document with that input.
            let mut changes = Vec::new();
            for (input, edits) in computed.edits {
                let Some(index) = workspace
                    .documents
                    .iter()
                    .position(|d| d.input == input && !d.removed)
                else {
                    continue;
                };
                changes.push((index, edits));
            }
            let shared = workspace
                .documents
                .iter()
                .filter(|d| d.abs_path == info.abs_path && !d.removed)
                .count()
                > 1;
            if shared && !computed.added.is_empty() {
                return Err(HostError::invalid_argument(
                    "actionId",
                    format!(
                        "'{}' is compiled by several projects; the document this action adds would be compiled by one of them only",
                        info.path
                    ),
                ));
            }
            let lists_files = workspace.projects[info.project]
                .model
                .source_roots
                .is_empty();
            if lists_files && (!computed.added.is_empty() || computed.renamed.is_some()) {
                return Err(HostError::invalid_argument(
                    "actionId",
                    format!(
                        "project '{}' lists its source files one by one (no folder glob), so a new or renamed file would not be compiled after a reload; add the file to the project yourself",
                        workspace.projects[info.project].id
                    ),
                ));
            }
            let added: Vec<(String, usize, String)> = computed
                .added
                .into_iter()
                .map(|(path, text)| (path, info.project, text))
                .collect();
            let renamed: Vec<(usize, String)> = computed
                .renamed
                .map(|path| (document, path))
                .into_iter()
                .collect();
            (leaf.title, changes, added, renamed)
        }
    };
    let workspace = state.registry.get(index);
    let request = DocumentChanges {
        edits: changes
            .iter()
            .map(|(document, edits)| (*document, utf16_edits(workspace, *document, edits)))
            .collect(),
        added,
        renamed,
    };
    let began = state.registry.get(index).transaction.is_none();
    if began {
        state.registry.get_mut(index).begin_transaction()?;
    }
    let mut staged = StagedChanges::default();
    let anything =
        !request.edits.is_empty() || !request.added.is_empty() || !request.renamed.is_empty();
    if anything {
        let system = state.registry.system_arc();
        match state
            .registry
            .get_mut(index)
            .stage_changes(&*system, &request)
        {
            Ok(done) => staged = done,
            Err(error) => {
                if began {
                    let _ = state.registry.get_mut(index).rollback_transaction(&*system);
                }
                return Err(error);
            }
        }
    }
    let workspace = state.registry.get(index);
    // Edited documents (not the renamed one, listed under its new path), then the added ones,
    // then the renamed ones.
    let mut changed: Vec<DocumentRefDto> = changes
        .iter()
        .filter(|(d, _)| !staged.renamed.iter().any(|(old, _)| old == d))
        .map(|(d, _)| document_ref(workspace, *d))
        .collect();
    changed.extend(staged.added.iter().map(|&d| document_ref(workspace, d)));
    changed.extend(
        staged
            .renamed
            .iter()
            .map(|&(_, d)| document_ref(workspace, d)),
    );
    let transaction = workspace.active_transaction()?;
    let delta = workspace.diagnostics_delta()?;
    let data = StageData {
        transaction_id: transaction.id,
        revision: transaction.revision,
        title,
        changed_documents: changed,
        diagnostics_delta: delta_dto(workspace, &delta, 200),
    };
    Ok(Reply::new(data, Some(workspace.snapshot())))
}

fn utf16_edits(
    workspace: &workbench_host::LoadedWorkspace,
    document: usize,
    edits: &[TextEdit],
) -> Vec<TextEditInput> {
    let lines = workspace.line_index(document);
    edits
        .iter()
        .map(|edit| {
            let start = lines.to_utf16(edit.range.start());
            TextEditInput {
                start,
                length: lines.to_utf16(edit.range.end()) - start,
                new_text: edit.new_text.clone(),
            }
        })
        .collect()
}

fn prepare_fix_all(state: &mut State, request: FixAllRequest) -> HostResult<Reply<FixAllData>> {
    let (index, action) = current_action(
        state,
        request.workspace,
        request.expected_snapshot,
        &request.action_id,
    )?;
    let ActionBody::Leaf { document, leaf } = action.body else {
        return Err(HostError::invalid_argument(
            "actionId",
            "this action is already a prepared Fix All; stage it with stage-code-action",
        ));
    };
    if !leaf.fix_all {
        return Err(HostError::invalid_argument(
            "actionId",
            "this action does not support Fix All (it has no fixAllScopes)",
        ));
    }
    let max_changed = request.max_changed_documents.unwrap_or(50) as usize;
    let max_returned = request.max_returned_documents.unwrap_or(20) as usize;
    let scope = match request.scope {
        ScopeDto::Document => FixAllScope::Document,
        ScopeDto::Project => FixAllScope::Project,
        ScopeDto::Solution => FixAllScope::Solution,
    };
    let workspace = state.registry.get(index);
    let project = workspace.documents[document].project;
    let mut seen_files = HashSet::new();
    let documents: Vec<usize> = match scope {
        FixAllScope::Document => vec![document],
        FixAllScope::Project => workspace.projects[project].documents.clone(),
        FixAllScope::Solution => {
            let mut all = workspace.projects[project].documents.clone();
            for (p, info) in workspace.projects.iter().enumerate() {
                if p != project {
                    all.extend(info.documents.iter().copied());
                }
            }
            all
        }
    }
    .into_iter()
    .filter(|&d| !workspace.documents[d].removed)
    .filter(|&d| seen_files.insert(workspace.documents[d].abs_path.clone()))
    .collect();
    let analysis = workspace.analysis();
    let mut occurrences = 0u64;
    let mut changes = Vec::new();
    for d in documents {
        if state.is_cancelled() {
            return Err(crate::tools::cancelled(()));
        }
        let info = &workspace.documents[d];
        let options = edit_options(state, workspace, d);
        let fixed = registry()
            .fix_all_document(
                &analysis,
                workspace.projects[info.project].input,
                info.input,
                &options,
                &leaf,
            )
            .map_err(crate::tools::cancelled)?;
        occurrences += fixed.occurrences as u64;
        if !fixed.edits.is_empty() {
            changes.push((d, fixed.edits));
        }
    }
    drop(analysis);
    if changes.len() > max_changed {
        return Err(HostError::new(
            ErrorCode::FixAllLimitExceeded,
            format!(
                "Fix All in {} would change {} documents ({occurrences} occurrences); maxChangedDocuments is {max_changed}.",
                scope.as_str(),
                changes.len()
            ),
        )
        .revise(format!(
            "Raise maxChangedDocuments to at least {}, or choose a narrower scope (Project or Document).",
            changes.len()
        )));
    }
    let refs: Vec<DocumentRefDto> = changes
        .iter()
        .map(|(d, _)| document_ref(workspace, *d))
        .collect();
    let changed_count = changes.len() as u64;
    let snapshot = workspace.snapshot();
    let title = format!("Fix all '{}' in {}", leaf.title, scope.as_str());
    let workspace_id = workspace.id;
    let id = state.code_actions.insert(StoredAction {
        workspace_id,
        snapshot,
        body: ActionBody::FixAll {
            title: title.clone(),
            changes,
        },
    });
    let data = FixAllData {
        action_id: id,
        title,
        scope: scope.as_str().to_string(),
        occurrence_count: occurrences,
        changed_document_count: changed_count,
        documents: Bounded::from_all(refs, max_returned),
    };
    Ok(Reply::new(data, Some(snapshot)))
}
