//! The mutation tools that stage into the active transaction: `edit-document`,
//! `create-document`, `delete-document`, and `format-document` and `organize-usings` (whose
//! edits `cs-ide` computes). With `commit: true` (autonomous-trusted mode
//! only) one call begins a transaction when none is active, stages, and commits when the
//! change adds no error.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use uuid::Uuid;
use workbench_host::transaction::TextEditInput;
use workbench_host::{DocumentSelector, ErrorCode, HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    DocumentRefDto, DocumentSelectorDto, ProjectSelectorDto, RangeDto, SnapshotDto, WarningDto,
    WorkspaceSelectorDto,
};
use crate::options::Mode;
use crate::state::State;
use crate::tools::transactions::{CommitData, DiagnosticsDeltaDto, delta_dto};
use crate::tools::{document_ref, prepare};

/// One range edit against the document's current text.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EditDto {
    /// The range replaced (length 0 inserts).
    pub range: RangeDto,
    /// Inserted as given, line endings included.
    pub new_text: String,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EditRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub document: DocumentSelectorDto,
    /// Against the current text, not overlapping.
    pub edits: Vec<EditDto>,
    /// autonomous-trusted mode only: begin (if needed), stage and commit in one call, unless the change adds errors.
    pub commit: Option<bool>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Workspace-relative path of the new .cs file.
    pub path: String,
    /// The project to compile it (optional with one project).
    pub project: Option<ProjectSelectorDto>,
    pub text: String,
    /// autonomous-trusted mode only: begin (if needed), stage and commit in one call, unless the change adds errors.
    pub commit: Option<bool>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DeleteRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Every project compiling it loses it.
    pub document: DocumentSelectorDto,
    /// autonomous-trusted mode only: begin (if needed), stage and commit in one call, unless the change adds errors.
    pub commit: Option<bool>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FormatRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub document: DocumentSelectorDto,
    /// Only lines touching this range (default: all).
    pub range: Option<RangeDto>,
    /// autonomous-trusted mode only: begin (if needed), stage and commit in one call, unless the change adds errors.
    pub commit: Option<bool>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrganizeRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub document: DocumentSelectorDto,
    /// autonomous-trusted mode only: begin (if needed), stage and commit in one call, unless the change adds errors.
    pub commit: Option<bool>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RenameRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// The symbol (a location on any reference also works).
    pub symbol: crate::contract::SymbolSelectorDto,
    /// A keyword needs a leading `@`.
    pub new_name: String,
    /// autonomous-trusted mode only: begin (if needed), stage and commit in one call, unless the change adds errors.
    pub commit: Option<bool>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RenameData {
    pub transaction_id: Uuid,
    /// The transaction's revision after this change; null once committed.
    pub revision: Option<u64>,
    pub new_name: String,
    /// Declarations and references rewritten (overrides, implementations, constructors of a
    /// renamed type and named arguments included).
    pub reference_count: u64,
    /// Every document the rename changes, by path.
    pub documents: Vec<DocumentRefDto>,
    /// With commit: true: the errors the change adds and removes (the commit is skipped when it adds any).
    pub diagnostics_delta: Option<DiagnosticsDeltaDto>,
    /// With commit: true, when the change was committed.
    pub committed: Option<CommitData>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MutationData {
    pub transaction_id: Uuid,
    /// The transaction's revision after this change; null once committed.
    pub revision: Option<u64>,
    /// Edited, Created or Deleted.
    pub kind: String,
    pub document: DocumentRefDto,
    /// With commit: true: the errors the change adds and removes (the commit is skipped when it adds any).
    pub diagnostics_delta: Option<DiagnosticsDeltaDto>,
    /// With commit: true, when the change was committed.
    pub committed: Option<CommitData>,
}

const EDIT: ToolMeta = ToolMeta::mutation(
    "edit-document",
    "Edit Document",
    "Stages edits to a document in the active transaction: each replaces a zero-based UTF-16 \
range with newText.",
    false,
);
const CREATE: ToolMeta = ToolMeta::mutation(
    "create-document",
    "Create Document",
    "Stages a new .cs document, compiled by the given project, in the active transaction; \
written as UTF-8 at commit.",
    false,
);
const FORMAT: ToolMeta = ToolMeta::mutation(
    "format-document",
    "Format Document",
    "Stages whitespace formatting of a document (or of range) by its .editorconfig settings in \
the active transaction.",
    false,
);
const ORGANIZE: ToolMeta = ToolMeta::mutation(
    "organize-usings",
    "Organize Usings",
    "Stages removing unnecessary usings (CS8019) and sorting the rest as Visual Studio does \
(.editorconfig settings).",
    false,
);
const DELETE: ToolMeta = ToolMeta::mutation(
    "delete-document",
    "Delete Document",
    "Stages the deletion of a document in the active transaction; the file is removed at commit.",
    false,
);

const RENAME: ToolMeta = ToolMeta::mutation(
    "rename-symbol",
    "Rename Symbol",
    "Stages renaming a symbol everywhere: partial parts, overrides, implementations, \
constructors, named arguments. RenameConflict lists collisions.",
    false,
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(EDIT, edit),
        tool(CREATE, create),
        tool(DELETE, delete),
        tool(FORMAT, format),
        tool(ORGANIZE, organize),
        tool(RENAME, rename),
    ]
}

/// Checks `commit: true` against the mode and begins a transaction when none is active.
/// Returns whether the call began it.
fn begin_for_commit(state: &mut State, index: usize, commit: bool) -> HostResult<bool> {
    if !commit {
        return Ok(false);
    }
    let workspace = state.registry.get_mut(index);
    if workspace.transaction.is_some() {
        return Ok(false);
    }
    workspace.begin_transaction()?;
    Ok(true)
}

fn check_mode(state: &State, commit: Option<bool>) -> HostResult<bool> {
    let commit = commit.unwrap_or(false);
    if commit && state.options.mode != Mode::AutonomousTrusted {
        return Err(HostError::new(
            ErrorCode::ModeNotPermitted,
            format!(
                "`commit: true` needs the autonomous-trusted mode; the server runs in {}.",
                state.options.mode
            ),
        )
        .resolve_externally(
            "Leave out `commit` and call transaction-commit yourself, or have the server restarted with --mode autonomous-trusted.",
        ));
    }
    Ok(commit)
}

/// Runs one staging step, then (with commit) commits unless errors were added.
fn stage_and_maybe_commit(
    state: &mut State,
    index: usize,
    commit: bool,
    kind: &str,
    stage: impl FnOnce(&mut State) -> HostResult<usize>,
) -> HostResult<Reply<MutationData>> {
    let began = begin_for_commit(state, index, commit)?;
    let document = match stage(state) {
        Ok(document) => document,
        Err(error) => {
            if began {
                let system = state.registry.system_arc();
                let _ = state.registry.get_mut(index).rollback_transaction(&*system);
            }
            return Err(error);
        }
    };
    let workspace = state.registry.get(index);
    let transaction = workspace.active_transaction()?;
    let mut data = MutationData {
        transaction_id: transaction.id,
        revision: Some(transaction.revision),
        kind: kind.to_string(),
        document: document_ref(workspace, document),
        diagnostics_delta: None,
        committed: None,
    };
    let (diagnostics_delta, committed, warnings) = commit_unless_errors(state, index, commit)?;
    if committed.is_some() {
        data.revision = None;
    }
    data.diagnostics_delta = diagnostics_delta;
    data.committed = committed;
    let workspace = state.registry.get(index);
    let mut reply = Reply::new(data, Some(workspace.snapshot()));
    reply.warnings = warnings;
    Ok(reply)
}

/// With `commit: true`, the staged change's diagnostics delta, and the commit unless the change
/// adds errors (then a `CommitSkipped` warning); without it, nothing.
fn commit_unless_errors(
    state: &mut State,
    index: usize,
    commit: bool,
) -> HostResult<(
    Option<DiagnosticsDeltaDto>,
    Option<CommitData>,
    Vec<WarningDto>,
)> {
    if !commit {
        return Ok((None, None, Vec::new()));
    }
    let workspace = state.registry.get(index);
    let delta = workspace.diagnostics_delta()?;
    let dto = delta_dto(workspace, &delta, 200);
    if delta.added.is_empty() {
        let outcome = state.registry.commit(index)?;
        return Ok((Some(dto), Some(outcome.into()), Vec::new()));
    }
    let warning = WarningDto {
        code: "CommitSkipped".into(),
        message: format!(
            "The change adds {} error(s) (see diagnosticsDelta), so it was staged but not committed. Fix them with more edits, then call transaction-commit, or call transaction-rollback.",
            delta.added.len()
        ),
    };
    Ok((Some(dto), None, vec![warning]))
}

fn edit(state: &mut State, request: EditRequest) -> HostResult<Reply<MutationData>> {
    let commit = check_mode(state, request.commit)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let selector: DocumentSelector = request.document.into();
    let document = state
        .registry
        .get(index)
        .resolve_document(&selector, "document")?;
    let edits: Vec<TextEditInput> = request
        .edits
        .into_iter()
        .map(|e| TextEditInput {
            start: e.range.start,
            length: e.range.length,
            new_text: e.new_text,
        })
        .collect();
    if !commit {
        state.registry.get(index).active_transaction()?;
    }
    stage_and_maybe_commit(state, index, commit, "Edited", |state| {
        let system = state.registry.system_arc();
        state
            .registry
            .get_mut(index)
            .stage_edit(&*system, document, &edits)?;
        Ok(document)
    })
}

fn create(state: &mut State, request: CreateRequest) -> HostResult<Reply<MutationData>> {
    let commit = check_mode(state, request.commit)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let project = match request.project {
        Some(project) => workspace.resolve_project(&project.into(), "project")?,
        None if workspace.projects.len() == 1 => 0,
        None => {
            return Err(HostError::invalid_argument(
                "project",
                "required when the workspace has several projects (list-projects lists them)",
            ));
        }
    };
    if !commit {
        workspace.active_transaction()?;
    }
    let (path, text) = (request.path, request.text);
    stage_and_maybe_commit(state, index, commit, "Created", move |state| {
        let system = state.registry.system_arc();
        state
            .registry
            .get_mut(index)
            .stage_create(&*system, &path, project, text)
    })
}

fn delete(state: &mut State, request: DeleteRequest) -> HostResult<Reply<MutationData>> {
    let commit = check_mode(state, request.commit)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let selector: DocumentSelector = request.document.into();
    let document = state
        .registry
        .get(index)
        .resolve_document(&selector, "document")?;
    if !commit {
        state.registry.get(index).active_transaction()?;
    }
    stage_and_maybe_commit(state, index, commit, "Deleted", |state| {
        let system = state.registry.system_arc();
        state
            .registry
            .get_mut(index)
            .stage_delete(&*system, document)?;
        Ok(document)
    })
}

fn format(state: &mut State, request: FormatRequest) -> HostResult<Reply<MutationData>> {
    let commit = check_mode(state, request.commit)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let selector: DocumentSelector = request.document.into();
    let workspace = state.registry.get(index);
    let document = workspace.resolve_document(&selector, "document")?;
    if !commit {
        workspace.active_transaction()?;
    }
    let lines = workspace.line_index(document);
    let range = match request.range {
        None => None,
        Some(range) => {
            let end = range.start.checked_add(range.length);
            match (
                lines.from_utf16(range.start),
                end.and_then(|e| lines.from_utf16(e)),
            ) {
                (Some(from), Some(to)) => Some(cs_syntax::TextRange::new(from, to)),
                _ => {
                    return Err(HostError::new(
                        ErrorCode::InvalidRange,
                        "`range` is outside the document or splits a surrogate pair.",
                    )
                    .revise("Correct `range` (zero-based UTF-16 start and length) against the document's current text."));
                }
            }
        }
    };
    let properties = cs_project::editorconfig_properties(
        &workbench_host::system::SystemFs(state.registry.system()),
        &workspace.documents[document].abs_path,
    );
    let options = cs_ide::FormatOptions::from_properties(&properties);
    let edits = workspace
        .analysis()
        .format_document(workspace.documents[document].input, &options, range)
        .map_err(crate::tools::cancelled)?;
    stage_computed(state, index, document, commit, edits)
}

/// `cs-ide` edits (UTF-8 ranges) as staging inputs (UTF-16 ranges) of the same text.
fn utf16_edits(lines: &cs_syntax::LineIndex, edits: &[cs_ide::TextEdit]) -> Vec<TextEditInput> {
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

/// Stages edits computed by `cs-ide` (UTF-8 ranges in the current text); none stages nothing.
fn stage_computed(
    state: &mut State,
    index: usize,
    document: usize,
    commit: bool,
    edits: Vec<cs_ide::TextEdit>,
) -> HostResult<Reply<MutationData>> {
    let edits = utf16_edits(&state.registry.get(index).line_index(document), &edits);
    stage_and_maybe_commit(state, index, commit, "Edited", |state| {
        if !edits.is_empty() {
            let system = state.registry.system_arc();
            state
                .registry
                .get_mut(index)
                .stage_edit(&*system, document, &edits)?;
        }
        Ok(document)
    })
}

fn organize(state: &mut State, request: OrganizeRequest) -> HostResult<Reply<MutationData>> {
    let commit = check_mode(state, request.commit)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let selector: DocumentSelector = request.document.into();
    let workspace = state.registry.get(index);
    let document = workspace.resolve_document(&selector, "document")?;
    if !commit {
        workspace.active_transaction()?;
    }
    let info = &workspace.documents[document];
    let properties = cs_project::editorconfig_properties(
        &workbench_host::system::SystemFs(state.registry.system()),
        &info.abs_path,
    );
    let options = cs_ide::OrganizeOptions::from_properties(&properties);
    let edits = workspace
        .analysis()
        .organize_usings(workspace.projects[info.project].input, info.input, &options)
        .map_err(crate::tools::cancelled)?;
    stage_computed(state, index, document, commit, edits)
}

fn rename(state: &mut State, request: RenameRequest) -> HostResult<Reply<RenameData>> {
    let commit = check_mode(state, request.commit)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    if !commit {
        workspace.active_transaction()?;
    }
    let symbols = crate::tools::symbol_selector::Symbols::new(workspace);
    let target = symbols.resolve_target(request.symbol, "symbol")?;
    let plan = symbols
        .analysis
        .rename(
            workspace.workspace_input,
            &target.bound(),
            &request.new_name,
        )
        .map_err(crate::tools::cancelled)?;
    let plan = match plan {
        Ok(plan) => plan,
        Err(cs_ide::RenameError::InvalidName(why)) => {
            return Err(HostError::invalid_argument("newName", why));
        }
        Err(cs_ide::RenameError::Keyword(word)) => {
            return Err(HostError::invalid_argument(
                "newName",
                format!("'{word}' is a C# keyword; write '@{word}' to use it as a name"),
            ));
        }
        Err(cs_ide::RenameError::NotInSource) => {
            return Err(HostError::invalid_argument(
                "symbol",
                "the symbol (or a member it overrides or implements) is declared outside the workspace, so its name is fixed",
            ));
        }
    };
    if !plan.conflicts.is_empty() {
        let diagnostics = plan
            .conflicts
            .iter()
            .map(|c| {
                let mut fields = Vec::new();
                if let Some(place) = &c.location
                    && let Some(location) = symbols.location(place)
                {
                    fields.push(("path".to_string(), location.document.path.clone()));
                    fields.push(("line".to_string(), location.line.to_string()));
                    fields.push(("column".to_string(), location.column.to_string()));
                }
                workbench_host::ErrorDiagnostic {
                    id: "RenameConflict".into(),
                    message: c.message.clone(),
                    fields,
                }
            })
            .collect();
        return Err(HostError::new(
            ErrorCode::RenameConflict,
            format!(
                "Renaming to '{}' collides with {} existing declaration(s) (listed in diagnostics).",
                request.new_name,
                plan.conflicts.len()
            ),
        )
        .revise("Choose another `newName`, or rename the colliding declaration first.")
        .with_diagnostics(diagnostics));
    }
    let mut changes = Vec::new();
    for (document, edits) in plan.edits.values() {
        let Some(position) = symbols.document_index(document) else {
            continue;
        };
        changes.push((
            position,
            utf16_edits(&workspace.line_index(position), edits),
        ));
    }
    let documents: Vec<DocumentRefDto> = changes
        .iter()
        .map(|(d, _)| document_ref(workspace, *d))
        .collect();
    let reference_count = plan.references as u64;
    // The analysis snapshot must be gone before staging writes to the database (a write
    // waits for every snapshot to drop).
    drop(symbols);
    let began = begin_for_commit(state, index, commit)?;
    if !changes.is_empty() {
        let system = state.registry.system_arc();
        let staged = state
            .registry
            .get_mut(index)
            .stage_edits(&*system, &changes);
        if let Err(e) = staged {
            if began {
                let system = state.registry.system_arc();
                let _ = state.registry.get_mut(index).rollback_transaction(&*system);
            }
            return Err(e);
        }
    }
    let workspace = state.registry.get(index);
    let transaction = workspace.active_transaction()?;
    let mut data = RenameData {
        transaction_id: transaction.id,
        revision: Some(transaction.revision),
        new_name: request.new_name.clone(),
        reference_count,
        documents,
        diagnostics_delta: None,
        committed: None,
    };
    let (diagnostics_delta, committed, warnings) = commit_unless_errors(state, index, commit)?;
    if committed.is_some() {
        data.revision = None;
    }
    data.diagnostics_delta = diagnostics_delta;
    data.committed = committed;
    let snapshot = state.registry.get(index).snapshot();
    let mut reply = Reply::new(data, Some(snapshot));
    reply.warnings = warnings;
    Ok(reply)
}
