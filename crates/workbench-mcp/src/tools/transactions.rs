//! The transaction tools: `transaction-begin`, `transaction-status`, `transaction-diff`,
//! `transaction-commit` and `transaction-rollback`. Staging tools are in `mutations`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use uuid::Uuid;
use workbench_host::transaction::{CommitOutcome, ErrorAt};
use workbench_host::{HostResult, LoadedWorkspace};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, DocumentRefDto, DocumentSelectorDto, LocationDto, RangeDto, SelectorDocumentId,
    SnapshotDto, SpanSelectorBody, SpanSelectorDto, WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::{document_ref, limit, prepare};

/// A request with only the workspace and the expected snapshot.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TransactionRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StatusRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Maximum number of items in each collection (staged documents, added and removed errors); 0 returns none.
    #[schemars(extend("default" = 200))]
    pub limit: Option<u32>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DiffRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    #[schemars(extend("default" = 3))]
    pub context_lines: Option<u32>,
    pub documents: Option<Vec<DocumentSelectorDto>>,
    /// Maximum number of document diffs; 0 returns none.
    #[schemars(extend("default" = 200))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BeginData {
    pub transaction_id: Uuid,
    /// The snapshot the transaction starts from (revision 0); also this answer's snapshot.
    pub base_snapshot: SnapshotDto,
}

/// A staged file.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StagedDocumentDto {
    /// Workspace-relative path.
    pub path: String,
    /// Edited, Created or Deleted.
    pub kind: String,
    /// The documents of the file (one per project compiling it).
    pub documents: Vec<DocumentRefDto>,
    /// True when the file on disk changed since it was staged (the commit would fail).
    pub conflict: bool,
}

/// An error diagnostic the staged changes add or remove.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeltaDiagnosticDto {
    pub id: String,
    pub message: String,
    /// Added errors: in the staged text. Removed errors: where they were in the base text.
    pub location: LocationDto,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiagnosticsDeltaDto {
    /// Errors the staged changes introduce.
    pub added: Bounded<DeltaDiagnosticDto>,
    /// Errors present at the base that are gone.
    pub removed: Bounded<DeltaDiagnosticDto>,
    /// Projects compared: every project a staged change touched.
    pub project_ids: Vec<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusData {
    pub transaction_id: Uuid,
    pub base_snapshot: SnapshotDto,
    /// 0 after begin, +1 per staged change.
    pub revision: u64,
    pub staged_documents: Bounded<StagedDocumentDto>,
    /// Paths of staged files changed on disk since they were staged.
    pub conflicts: Vec<String>,
    pub diagnostics_delta: DiagnosticsDeltaDto,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentDiffDto {
    pub path: String,
    /// Edited, Created or Deleted.
    pub kind: String,
    pub documents: Vec<DocumentRefDto>,
    /// Unified diff (`--- a/path`, `+++ b/path`, `/dev/null` for a created or deleted side).
    pub diff: String,
    pub added_lines: usize,
    pub removed_lines: usize,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiffData {
    pub transaction_id: Uuid,
    pub revision: u64,
    pub documents: Bounded<DocumentDiffDto>,
}

/// What a commit wrote: complete lists of workspace-relative paths.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommitData {
    pub transaction_id: Uuid,
    /// Existing files replaced with their staged text (staged files whose text ended up unchanged are not written).
    pub written: Vec<String>,
    pub created: Vec<String>,
    pub deleted: Vec<String>,
}

impl From<CommitOutcome> for CommitData {
    fn from(o: CommitOutcome) -> Self {
        CommitData {
            transaction_id: o.transaction,
            written: o.written,
            created: o.created,
            deleted: o.deleted,
        }
    }
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RollbackData {
    pub transaction_id: Uuid,
    /// Workspace-relative paths whose staged changes were discarded; no file was touched.
    pub discarded: Vec<String>,
}

const BEGIN: ToolMeta = ToolMeta::mutation(
    "transaction-begin",
    "Begin Transaction",
    "Starts the workspace's transaction: mutation tools stage into it, each change a new \
snapshot that queries see, until commit or rollback.",
    false,
);
const STATUS: ToolMeta = ToolMeta::transaction_query(
    "transaction-status",
    "Transaction Status",
    "The active transaction: staged documents, revision, files changed on disk since, and errors \
added and removed versus the base.",
);
const DIFF: ToolMeta = ToolMeta::transaction_query(
    "transaction-diff",
    "Transaction Diff",
    "A unified diff per staged document of the active transaction, with contextLines unchanged \
lines around each change.",
);
const COMMIT: ToolMeta = ToolMeta::mutation(
    "transaction-commit",
    "Commit Transaction",
    "Writes every staged change to disk, all or nothing (TransactionConflict when a file \
changed), keeping encodings and line endings.",
    true,
);
const ROLLBACK: ToolMeta = ToolMeta::mutation(
    "transaction-rollback",
    "Roll Back Transaction",
    "Discards the active transaction's staged changes; no file is touched.",
    false,
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(BEGIN, begin),
        tool(STATUS, status),
        tool(DIFF, diff),
        tool(COMMIT, commit),
        tool(ROLLBACK, rollback),
    ]
}

fn begin(state: &mut State, request: TransactionRequest) -> HostResult<Reply<BeginData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get_mut(index);
    let transaction = workspace.begin_transaction()?;
    let data = BeginData {
        transaction_id: transaction.id,
        base_snapshot: transaction.base.into(),
    };
    Ok(Reply::new(data, Some(workspace.snapshot())))
}

/// The output location of an error computed at some revision.
pub fn error_location(workspace: &LoadedWorkspace, error: &ErrorAt) -> LocationDto {
    let document = document_ref(workspace, error.document);
    let span = RangeDto {
        start: error.start,
        length: error.length,
    };
    LocationDto {
        selector: SpanSelectorDto {
            span: SpanSelectorBody {
                document: SelectorDocumentId {
                    document_id: document.document_id.clone(),
                },
                range: span,
            },
        },
        document,
        span,
        line: error.line,
        column: error.column,
    }
}

pub fn delta_dto(
    workspace: &LoadedWorkspace,
    delta: &workbench_host::transaction::DiagnosticsDelta,
    max: usize,
) -> DiagnosticsDeltaDto {
    let items = |errors: &[ErrorAt]| {
        errors
            .iter()
            .map(|e| DeltaDiagnosticDto {
                id: e.id.clone(),
                message: e.message.clone(),
                location: error_location(workspace, e),
            })
            .collect()
    };
    DiagnosticsDeltaDto {
        added: Bounded::from_all(items(&delta.added), max),
        removed: Bounded::from_all(items(&delta.removed), max),
        project_ids: delta
            .projects
            .iter()
            .map(|&p| workspace.projects[p].id.clone())
            .collect(),
    }
}

fn status(state: &mut State, request: StatusRequest) -> HostResult<Reply<StatusData>> {
    let index = state
        .registry
        .select(request.workspace.map(Into::into).as_ref())?;
    state.registry.refresh(index);
    let workspace = state.registry.get(index);
    let transaction = workspace.active_transaction()?;
    let max = limit(request.limit, 200);
    let conflicts = workspace.transaction_conflicts(state.registry.system());
    let delta = workspace.diagnostics_delta()?;
    let staged = transaction
        .files
        .values()
        .map(|f| StagedDocumentDto {
            path: f.relative.clone(),
            kind: f.kind.as_str().to_string(),
            documents: f
                .documents
                .iter()
                .map(|&d| document_ref(workspace, d))
                .collect(),
            conflict: conflicts.contains(&f.relative),
        })
        .collect();
    let data = StatusData {
        transaction_id: transaction.id,
        base_snapshot: transaction.base.into(),
        revision: transaction.revision,
        staged_documents: Bounded::from_all(staged, max),
        conflicts,
        diagnostics_delta: delta_dto(workspace, &delta, max),
    };
    Ok(Reply::new(data, Some(workspace.snapshot())))
}

fn diff(state: &mut State, request: DiffRequest) -> HostResult<Reply<DiffData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let transaction = workspace.active_transaction()?;
    let wanted: Option<Vec<(Option<String>, Option<String>)>> = request.documents.map(|docs| {
        docs.into_iter()
            .map(|d| {
                (
                    d.path.map(|p| {
                        workbench_host::paths::caller_path_to_relative(&p, &workspace.root)
                    }),
                    d.document_id,
                )
            })
            .collect()
    });
    let diffs = workspace
        .transaction_diff(request.context_lines.unwrap_or(3) as usize)
        .into_iter()
        .filter(|d| {
            wanted.as_ref().is_none_or(|wanted| {
                wanted.iter().any(|(path, id)| {
                    path.as_ref() == Some(&d.relative)
                        || id.as_ref().is_some_and(|id| {
                            d.documents
                                .iter()
                                .any(|&doc| workspace.documents[doc].id == *id)
                        })
                })
            })
        })
        .map(|d| DocumentDiffDto {
            path: d.relative,
            kind: d.kind.as_str().to_string(),
            documents: d
                .documents
                .iter()
                .map(|&doc| document_ref(workspace, doc))
                .collect(),
            diff: d.diff,
            added_lines: d.added_lines,
            removed_lines: d.removed_lines,
        })
        .collect();
    let data = DiffData {
        transaction_id: transaction.id,
        revision: transaction.revision,
        documents: Bounded::from_all(diffs, limit(request.limit, 200)),
    };
    Ok(Reply::new(data, Some(workspace.snapshot())))
}

/// The checks before commit and rollback: as `prepare`, but a workspace that needs a reload
/// may still end its transaction (the reload is refused until it is ended).
fn prepare_end(state: &mut State, request: TransactionRequest) -> HostResult<usize> {
    let selector = request.workspace.map(Into::into);
    let expected = request.expected_snapshot.map(Into::into);
    state
        .registry
        .prepare_ending_transaction(selector.as_ref(), expected.as_ref())
}

fn commit(state: &mut State, request: TransactionRequest) -> HostResult<Reply<CommitData>> {
    let index = prepare_end(state, request)?;
    let outcome = state.registry.commit(index)?;
    let workspace = state.registry.get(index);
    Ok(Reply::new(outcome.into(), Some(workspace.snapshot())))
}

fn rollback(state: &mut State, request: TransactionRequest) -> HostResult<Reply<RollbackData>> {
    let index = prepare_end(state, request)?;
    let system = state.registry.system_arc();
    let workspace = state.registry.get_mut(index);
    let id = workspace.active_transaction()?.id;
    let discarded = workspace.rollback_transaction(&*system)?;
    Ok(Reply::new(
        RollbackData {
            transaction_id: id,
            discarded,
        },
        Some(workspace.snapshot()),
    ))
}
