//! The Code Action workflow's listing: `list-code-actions` (snapshot-bound action leaves from
//! `cs-actions`, computed lazily: titles and targets only) and the store that remembers each
//! listed or prepared action until it is staged (`code_action_staging.rs`).

use std::collections::{HashMap, VecDeque};
use std::sync::OnceLock;

use cs_actions::{ActionLeaf, CodeActions, EditOptions, ListFilter};
use cs_ide::TextEdit;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use uuid::Uuid;
use workbench_host::{
    DocumentSelector, ErrorCode, HostError, HostResult, LoadedWorkspace, Snapshot,
};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, DocumentRefDto, DocumentSelectorDto, RangeDto, SnapshotDto, WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::{document_ref, limit, prepare};

/// The built-in providers (built once).
pub fn registry() -> &'static CodeActions {
    static REGISTRY: OnceLock<CodeActions> = OnceLock::new();
    REGISTRY.get_or_init(CodeActions::builtin)
}

/// How many actions the store remembers; the oldest are forgotten first.
const STORE_CAPACITY: usize = 20_000;

/// A listed or prepared action, bound to the snapshot it was computed on.
#[derive(Debug, Clone)]
pub struct StoredAction {
    pub workspace_id: Uuid,
    pub snapshot: Snapshot,
    pub body: ActionBody,
}

#[derive(Debug, Clone)]
pub enum ActionBody {
    /// One listed leaf of a document; its edit is computed when staged.
    Leaf { document: usize, leaf: ActionLeaf },
    /// A prepared Fix All: the merged edits per document.
    FixAll {
        title: String,
        changes: Vec<(usize, Vec<TextEdit>)>,
    },
}

/// Actions by id, forgetting the oldest beyond [`STORE_CAPACITY`].
#[derive(Debug, Default)]
pub struct ActionStore {
    actions: HashMap<Uuid, StoredAction>,
    order: VecDeque<Uuid>,
}

impl ActionStore {
    pub fn insert(&mut self, action: StoredAction) -> Uuid {
        let id = Uuid::new_v4();
        self.actions.insert(id, action);
        self.order.push_back(id);
        while self.order.len() > STORE_CAPACITY {
            if let Some(old) = self.order.pop_front() {
                self.actions.remove(&old);
            }
        }
        id
    }
    pub fn get(&self, id: &Uuid) -> Option<&StoredAction> {
        self.actions.get(id)
    }
}

/// The range of a request.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ActionRangeDto {
    /// Zero-based UTF-16 offset.
    pub start: u32,
    /// UTF-16 code-unit length.
    pub length: u32,
}

#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
pub enum ActionKinds {
    CodeFixes,
    Refactorings,
    All,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListRequest {
    /// Target document.
    pub document: DocumentSelectorDto,
    /// The optional selection or caret range. An omitted range selects the complete document.
    pub range: Option<ActionRangeDto>,
    /// Echo the snapshot returned with the data or transaction state used to construct this request.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// The kinds of actions to discover.
    pub kinds: ActionKinds,
    /// The optional diagnostic identifier filter for code fixes.
    pub diagnostic_ids: Option<Vec<Option<String>>>,
    /// Whether returned actions should reference a response-level runtime provider catalogue.
    #[schemars(extend("default" = false))]
    pub include_provenance: Option<bool>,
    /// The maximum number of action leaves to return.
    #[schemars(extend("default" = 50))]
    pub limit: Option<u32>,
    /// Provide workspaceId, alias, path, or any combination.
    pub workspace: Option<WorkspaceSelectorDto>,
}

/// Where an action applies (zero-based line and column).
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActionLocationDto {
    pub document: DocumentRefDto,
    pub span: RangeDto,
    /// The zero-based source line.
    pub line: u32,
    /// The zero-based source column (UTF-16).
    pub column: u32,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActionDiagnosticDto {
    pub id: String,
    pub message: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActionDto {
    /// The opaque action reference, bound to this snapshot.
    pub action_id: Uuid,
    pub title: String,
    /// CodeFix or Refactoring.
    pub kind: String,
    pub location: ActionLocationDto,
    /// The diagnostics a code fix answers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diagnostics: Option<Bounded<ActionDiagnosticDto>>,
    /// Document, Project, Solution when the fix supports Fix All (prepare-fix-all).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix_all_scopes: Option<Vec<String>>,
    /// Key into `providers` when includeProvenance was requested.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub provider_id: Option<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProviderDto {
    pub type_name: String,
    pub assembly_name: String,
    pub assembly_version: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListData {
    pub actions: Bounded<ActionDto>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub providers: Option<std::collections::BTreeMap<String, ProviderDto>>,
}

const LIST: ToolMeta = ToolMeta {
    idempotent: false,
    ..ToolMeta::query(
        "list-code-actions",
        "List Code Actions",
        "Code fixes and refactorings at a document, selection or caret; stage an actionId with \
stage-code-action or widen a fix with prepare-fix-all.",
    )
};

pub fn tools() -> Vec<ToolEntry> {
    let mut tools = vec![tool(LIST, list)];
    tools.extend(crate::tools::code_action_staging::tools());
    tools
}

/// The `.editorconfig`-driven options of a document.
pub fn edit_options(state: &State, workspace: &LoadedWorkspace, document: usize) -> EditOptions {
    let properties = cs_project::editorconfig_properties(
        &workbench_host::system::SystemFs(state.registry.system()),
        &workspace.documents[document].abs_path,
    );
    let mut options = EditOptions::from_properties(&properties);
    options.severity = workspace.severity_config(document);
    let project = &workspace.projects[workspace.documents[document].project]
        .model
        .path;
    // A project file's folder; an ad-hoc folder project's path is the folder itself.
    let is_file = project
        .extension()
        .is_some_and(|e| e.to_string_lossy().to_ascii_lowercase().ends_with("proj"));
    let folder = if is_file {
        project.parent().unwrap_or(project)
    } else {
        project
    };
    let relative = workbench_host::paths::relative_to(folder, &workspace.root);
    // Outside the root (a project referenced from elsewhere) the folder is unknown.
    if workbench_host::paths::is_inside(&relative) {
        options.project_folder = Some(relative);
    }
    options.workspace = Some(workspace.workspace_input);
    options
}

fn invalid_range() -> HostError {
    HostError::new(
        ErrorCode::InvalidRange,
        "`range` is outside the document or splits a surrogate pair.",
    )
    .revise(
        "Correct `range` (zero-based UTF-16 start and length) against the document's current text.",
    )
}

fn list(state: &mut State, request: ListRequest) -> HostResult<Reply<ListData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let max = limit(request.limit, 50);
    let workspace = state.registry.get(index);
    let selector: DocumentSelector = request.document.into();
    let document = workspace.resolve_document(&selector, "document")?;
    let lines = workspace.line_index(document);
    let text_len = workspace.document_text(document).len() as u32;
    let range = match request.range {
        None => cs_syntax::TextRange::new(0.into(), text_len.into()),
        Some(range) => {
            let end = range
                .start
                .checked_add(range.length)
                .ok_or_else(invalid_range)?;
            match (lines.from_utf16(range.start), lines.from_utf16(end)) {
                (Some(from), Some(to)) => cs_syntax::TextRange::new(from, to),
                _ => return Err(invalid_range()),
            }
        }
    };
    let filter = ListFilter {
        code_fixes: matches!(request.kinds, ActionKinds::CodeFixes | ActionKinds::All),
        refactorings: matches!(request.kinds, ActionKinds::Refactorings | ActionKinds::All),
        diagnostic_ids: request
            .diagnostic_ids
            .map(|ids| ids.into_iter().flatten().collect()),
    };
    let options = edit_options(state, workspace, document);
    let info = &workspace.documents[document];
    let leaves = registry()
        .list(
            &workspace.analysis(),
            workspace.projects[info.project].input,
            info.input,
            &options,
            range,
            &filter,
        )
        .map_err(crate::tools::cancelled)?;
    let provenance = request.include_provenance.unwrap_or(false);
    let total = leaves.len();
    let snapshot = workspace.snapshot();
    let workspace_id = workspace.id;
    let mut providers = std::collections::BTreeMap::new();
    let mut items = Vec::new();
    let mut stored = Vec::new();
    for leaf in leaves.into_iter().take(max) {
        let span = leaf.span();
        let start = lines.to_utf16(span.start());
        let end = lines.to_utf16(span.end());
        let at = lines.line_col(span.start());
        let provider_id = provenance.then(|| {
            let info = &registry().providers()[leaf.provider];
            let key = format!("p{}", leaf.provider);
            providers.entry(key.clone()).or_insert_with(|| ProviderDto {
                type_name: info.type_name.to_string(),
                assembly_name: info.crate_name.to_string(),
                assembly_version: info.version.to_string(),
            });
            key
        });
        items.push(ActionDto {
            action_id: Uuid::nil(),
            title: leaf.title.clone(),
            kind: leaf.kind.as_str().to_string(),
            location: ActionLocationDto {
                document: document_ref(workspace, document),
                span: RangeDto {
                    start,
                    length: end - start,
                },
                line: at.line,
                column: at.col,
            },
            diagnostics: leaf.trigger.diagnostic().map(|d| {
                Bounded::from_all(
                    vec![ActionDiagnosticDto {
                        id: d.id.clone(),
                        message: d.message.clone(),
                    }],
                    50,
                )
            }),
            fix_all_scopes: leaf.fix_all.then(|| {
                cs_actions::FixAllScope::ALL
                    .iter()
                    .map(|s| s.as_str().to_string())
                    .collect()
            }),
            provider_id,
        });
        stored.push(StoredAction {
            workspace_id,
            snapshot,
            body: ActionBody::Leaf { document, leaf },
        });
    }
    for (item, action) in items.iter_mut().zip(stored) {
        item.action_id = state.code_actions.insert(action);
    }
    let actions = Bounded {
        has_more: total > items.len(),
        items,
        total_count: Some(total as u64),
    };
    let data = ListData {
        actions,
        providers: provenance.then_some(providers),
    };
    Ok(Reply::new(data, Some(snapshot)))
}
