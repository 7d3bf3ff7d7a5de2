//! The tools, one module per family, and the helpers they share.

/// A request naming one symbol, with a bounded collection of `$default` items at most.
macro_rules! symbol_request {
    ($(#[$doc:meta])* $name:ident, $default:literal, $limit_doc:literal $(, $(#[$field_doc:meta])* $field:ident: $ty:ty)*) => {
        $(#[$doc])*
        #[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
        #[serde(rename_all = "camelCase", deny_unknown_fields)]
        pub struct $name {
            pub workspace: Option<crate::contract::WorkspaceSelectorDto>,
            /// Echo the snapshot of the response this request builds on.
            #[schemars(required)]
            pub expected_snapshot: Option<crate::contract::SnapshotDto>,
            pub symbol: crate::contract::SymbolSelectorDto,
            $($(#[$field_doc])* pub $field: $ty,)*
            #[doc = $limit_doc]
            #[schemars(extend("default" = $default))]
            pub limit: Option<u32>,
        }
    };
}

pub mod calls;
pub mod code_action_staging;
pub mod code_actions;
pub mod code_context;
pub mod code_metrics;
pub mod dependencies;
pub mod diagnostics;
pub mod error_details;
pub mod error_reports;
pub mod findings;
pub mod flow;
pub mod flow_dto;
pub mod hierarchy;
pub mod members;
pub mod metadata;
pub mod mutations;
pub mod project_listing;
pub mod references;
pub mod server_status;
pub mod symbol_selector;
pub mod symbols;
pub mod tests_impact;
pub mod transactions;
pub mod workspace_lifecycle;

use cs_syntax::TextRange;
use workbench_host::{ErrorCode, HostError, HostResult, LoadedWorkspace};

use crate::contract::{
    DocumentRefDto, LocationDto, RangeDto, SelectorDocumentId, SnapshotDto, SpanSelectorBody,
    SpanSelectorDto, WorkspaceSelectorDto,
};
use crate::state::State;

/// Runs the checks of a workspace-bound call and returns the workspace's index.
pub fn prepare(
    state: &mut State,
    workspace: Option<WorkspaceSelectorDto>,
    expected: Option<SnapshotDto>,
) -> HostResult<usize> {
    let selector = workspace.map(Into::into);
    let expected = expected.map(Into::into);
    state.registry.prepare(selector.as_ref(), expected.as_ref())
}

/// The effective limit: the caller's, or the tool's published default.
pub fn limit(requested: Option<u32>, default: u32) -> usize {
    requested.unwrap_or(default) as usize
}

/// The failure of a query that a change to the database interrupted.
pub fn cancelled<E>(_: E) -> HostError {
    HostError::new(
        ErrorCode::Cancelled,
        "The workspace changed while the answer was computed.",
    )
    .retry("Repeat the call.")
}

pub fn document_ref(workspace: &LoadedWorkspace, document: usize) -> DocumentRefDto {
    let doc = &workspace.documents[document];
    DocumentRefDto {
        document_id: doc.id.clone(),
        path: doc.path.clone(),
        project_id: workspace.projects[doc.project].id.clone(),
    }
}

/// The output location of a UTF-8 byte range in a document.
pub fn location(workspace: &LoadedWorkspace, document: usize, range: TextRange) -> LocationDto {
    let index = workspace.line_index(document);
    let start = index.to_utf16(range.start());
    let end = index.to_utf16(range.end());
    let line_col = index.line_col(range.start());
    let span = RangeDto {
        start,
        length: end - start,
    };
    let document_ref = document_ref(workspace, document);
    LocationDto {
        selector: SpanSelectorDto {
            span: SpanSelectorBody {
                document: SelectorDocumentId {
                    document_id: document_ref.document_id.clone(),
                },
                range: span,
            },
        },
        document: document_ref,
        span,
        line: line_col.line + 1,
        column: line_col.col + 1,
    }
}
