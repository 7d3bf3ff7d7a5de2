//! `get-diagnostics`: compiler diagnostics of a document, a project or the whole workspace
//! (syntax diagnostics today), filtered by severity and ID, in document and position order.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{DocumentSelector, ErrorCode, HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, DocumentSelectorDto, LocationDto, ProjectSelectorDto, SeverityDto, SnapshotDto,
    WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::{limit, location, prepare};

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DiagnosticsRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Only this document (or give project; neither: the whole workspace).
    pub document: Option<DocumentSelectorDto>,
    pub project: Option<ProjectSelectorDto>,
    /// Default Info; Hidden includes CS8019.
    pub minimum_severity: Option<SeverityDto>,
    pub ids: Option<Vec<String>>,
    /// Maximum number of diagnostics; 0 returns none.
    #[schemars(extend("default" = 200))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiagnosticItem {
    /// Compiler ID (CS…) or our own (CSW…).
    pub id: String,
    pub severity: SeverityDto,
    pub message: String,
    pub location: LocationDto,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiagnosticsData {
    pub diagnostics: Bounded<DiagnosticItem>,
}

const META: ToolMeta = ToolMeta::query(
    "get-diagnostics",
    "Get Diagnostics",
    "Compiler diagnostics with Roslyn's IDs, only when certain (never for what an unseen package \
could supply), and analyzer findings, for a document, project or workspace.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![tool(META, run)]
}

fn run(state: &mut State, request: DiagnosticsRequest) -> HostResult<Reply<DiagnosticsData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let documents: Vec<usize> = match (request.document, request.project) {
        (Some(_), Some(_)) => {
            return Err(HostError::invalid_argument(
                "document",
                "give at most one of `document` and `project` (a document may carry its own `project`)",
            ));
        }
        (Some(document), None) => {
            let selector: DocumentSelector = document.into();
            vec![workspace.resolve_document(&selector, "document")?]
        }
        (None, Some(project)) => {
            let project = workspace.resolve_project(&project.into(), "project")?;
            workspace.projects[project].documents.clone()
        }
        (None, None) => workspace.live_documents().collect(),
    };
    let filter = cs_ide::DiagnosticFilter {
        minimum_severity: request.minimum_severity.map(Into::into),
        ids: request.ids.unwrap_or_default(),
    };
    let max = limit(request.limit, 200);
    // One more than the limit tells whether there are more.
    let stop = || state.is_cancelled();
    let per_document = workspace
        .configured_diagnostics(&documents, &filter, max.saturating_add(1), &stop)
        .map_err(|_| {
            HostError::new(
                ErrorCode::Cancelled,
                "The workspace changed while diagnostics were computed.",
            )
            .retry("Repeat the call.")
        })?
        .ok_or_else(|| {
            HostError::new(
                ErrorCode::Cancelled,
                "The call was cancelled before it finished.",
            )
            .retry("Repeat the call if you still need its answer.")
        })?;
    let all = documents
        .iter()
        .zip(per_document)
        .flat_map(|(&document, diagnostics)| {
            diagnostics
                .into_iter()
                .map(move |diagnostic| (document, diagnostic))
        });
    let all = all.map(|(document, diagnostic)| DiagnosticItem {
        id: diagnostic.id,
        severity: diagnostic.severity.into(),
        message: diagnostic.message,
        location: location(workspace, document, diagnostic.range),
    });
    let diagnostics = Bounded::from_iter_limited(all, max);
    Ok(Reply::new(
        DiagnosticsData { diagnostics },
        Some(workspace.snapshot()),
    ))
}
