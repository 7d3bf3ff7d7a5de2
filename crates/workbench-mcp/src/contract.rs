//! The contract's shared shapes, once: snapshot, selectors, ranges, locations, bounded
//! collections and warnings, as serde/schemars types.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use uuid::Uuid;
use workbench_host::{DocumentSelector, ProjectSelector, Snapshot, WorkspaceSelector};

/// The workspace state an answer was computed from; echo it as `expectedSnapshot`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SnapshotDto {
    pub workspace_id: Uuid,
    pub workspace_epoch: u64,
    pub snapshot_id: Uuid,
    /// Null outside a transaction.
    pub transaction_revision: Option<u64>,
}

impl From<Snapshot> for SnapshotDto {
    fn from(s: Snapshot) -> Self {
        SnapshotDto {
            workspace_id: s.workspace_id,
            workspace_epoch: s.workspace_epoch,
            snapshot_id: s.snapshot_id,
            transaction_revision: s.transaction_revision,
        }
    }
}

impl From<SnapshotDto> for Snapshot {
    fn from(s: SnapshotDto) -> Self {
        Snapshot {
            workspace_id: s.workspace_id,
            workspace_epoch: s.workspace_epoch,
            snapshot_id: s.snapshot_id,
            transaction_revision: s.transaction_revision,
        }
    }
}

/// Provide workspaceId, alias, path, or any combination (all must agree); omit for the only open workspace.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkspaceSelectorDto {
    pub workspace_id: Option<Uuid>,
    pub alias: Option<String>,
    /// The loaded solution/project path or the workspace root.
    pub path: Option<String>,
}

impl From<WorkspaceSelectorDto> for WorkspaceSelector {
    fn from(s: WorkspaceSelectorDto) -> Self {
        WorkspaceSelector {
            workspace_id: s.workspace_id,
            alias: s.alias,
            path: s.path,
        }
    }
}

/// Names a project; all given fields must agree.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProjectSelectorDto {
    pub project_id: Option<String>,
    pub name: Option<String>,
    /// Workspace-relative path of the project file.
    pub path: Option<String>,
    pub target_framework: Option<String>,
}

impl From<ProjectSelectorDto> for ProjectSelector {
    fn from(s: ProjectSelectorDto) -> Self {
        ProjectSelector {
            project_id: s.project_id,
            name: s.name,
            path: s.path,
            target_framework: s.target_framework,
        }
    }
}

/// Exactly one of path (workspace-relative) or documentId.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DocumentSelectorDto {
    pub path: Option<String>,
    pub document_id: Option<String>,
    // `default`: with `schema_with`, schemars cannot see the `Option` and would list the
    // field as required.
    #[serde(default)]
    #[schemars(schema_with = "nested_project_schema")]
    pub project: Option<ProjectSelectorDto>,
}

/// The schema of a document's `project`: brief, because location selectors repeat it three
/// times and input schemas must stay small (the fields are checked when the call is parsed).
fn nested_project_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "type": ["object", "null"],
        "description": "When the file is in several projects: a project selector (projectId, name, path, targetFramework)."
    })
}

impl From<DocumentSelectorDto> for DocumentSelector {
    fn from(s: DocumentSelectorDto) -> Self {
        DocumentSelector {
            path: s.path,
            document_id: s.document_id,
            project: s.project.map(Into::into),
        }
    }
}

/// Zero-based UTF-16 range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RangeDto {
    pub start: u32,
    pub length: u32,
}

/// A location by UTF-16 span.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SpanLocationDto {
    pub document: DocumentSelectorDto,
    pub range: RangeDto,
}

/// A location by one-based line and one-based UTF-16 column.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PositionLocationDto {
    pub document: DocumentSelectorDto,
    pub line: u32,
    pub column: u32,
}

/// A location by copied text: the occurrence-th (one-based, default 1) exact match.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TextLocationDto {
    pub document: DocumentSelectorDto,
    #[serde(rename = "match")]
    pub matched: String,
    pub occurrence: Option<u32>,
}

/// Provide exactly one of span (canonical, as returned in `selector`), position or text.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LocationSelectorDto {
    pub span: Option<SpanLocationDto>,
    pub position: Option<PositionLocationDto>,
    pub text: Option<TextLocationDto>,
}

impl LocationSelectorDto {
    /// The host's selector; `field` names the argument when the form is not exactly one.
    pub fn into_selector(
        self,
        field: &str,
    ) -> workbench_host::HostResult<workbench_host::LocationSelector> {
        use workbench_host::LocationSelector;
        match (self.span, self.position, self.text) {
            (Some(span), None, None) => Ok(LocationSelector::Span {
                document: span.document.into(),
                start: span.range.start,
                length: span.range.length,
            }),
            (None, Some(position), None) => Ok(LocationSelector::Position {
                document: position.document.into(),
                line: position.line,
                column: position.column,
            }),
            (None, None, Some(text)) => Ok(LocationSelector::Text {
                document: text.document.into(),
                text: text.matched,
                occurrence: text.occurrence.unwrap_or(1),
            }),
            _ => Err(workbench_host::HostError::invalid_argument(
                field,
                "give exactly one of `span`, `position` and `text`",
            )),
        }
    }
}

/// Exactly one of location, symbolId or name.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SymbolSelectorDto {
    /// On the symbol's declaration (name or header).
    pub location: Option<LocationSelectorDto>,
    pub symbol_id: Option<String>,
    /// Simple or fully qualified name.
    pub name: Option<String>,
    /// With name only: a kind as outputs write it (Class, Interface, Method, Property, …).
    pub kind: Option<String>,
    /// The project whose symbol to take when it is compiled into several (multi-targeting).
    pub project: Option<ProjectSelectorDto>,
}

/// A symbol as it appears in outputs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SymbolDto {
    /// Documentation-comment ID, reusable as `symbol.symbolId`.
    pub symbol_id: String,
    pub name: String,
    /// Class, Interface, Method, Property, … (the `kind` names of the symbol selector).
    pub kind: String,
    /// Qualified name of the containing type or namespace; empty for the global namespace.
    pub container: String,
    /// The declaration header in C#.
    pub signature: String,
    pub accessibility: String,
    /// The name of its (first) declaration; null for namespaces and core-library symbols.
    pub location: Option<LocationDto>,
    /// True for framework and package symbols (the embedded core library, or reference
    /// assemblies rendered from metadata), which have no source location.
    pub from_core_library: bool,
    /// The reference assembly that declares it (framework and package symbols); absent for
    /// source symbols and the embedded core library.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assembly_name: Option<String>,
}

/// Where a framework or package symbol is declared: its reference assembly and the
/// declaration-only C# of the top-level type that declares it (metadata as source).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetadataLocationDto {
    pub assembly_name: String,
    pub assembly_version: Option<String>,
    /// Absolute path of the assembly file; absent for the embedded core library.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assembly_path: Option<String>,
    /// How discovery found the assembly, as list-metadata-references names it;
    /// `EmbeddedCoreLibrary` when no reference assemblies were found and the built-in model of
    /// the framework (partial: not every type and member) stands in.
    pub origin: String,
    /// The symbol's documentation-comment ID (its symbolId).
    pub documentation_id: String,
    /// The C# text; absent when not asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<MetadataSourceDto>,
}

/// The declaration-only C# of the top-level type that declares a symbol, rendered from
/// metadata (signatures, no bodies): a header naming the assembly, `namespace N;`, the type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetadataSourceDto {
    pub text: String,
    /// The symbol's name in `text`, zero-based UTF-16.
    pub span: RangeDto,
    /// One-based line and column of the name in `text`.
    pub line: u32,
    pub column: u32,
    /// True when the type was longer than about 16,000 characters: only whole lines around
    /// the symbol (with the type's header and closing brace) are kept.
    pub truncated: bool,
}

/// A local variable, parameter, type parameter, range variable or local function as it
/// appears in outputs. Such symbols have no documentation-comment ID: `symbolId` is always
/// empty; name one again with its `location.selector`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocalSymbolDto {
    /// Always empty (these symbols have no documentation-comment ID).
    pub symbol_id: String,
    pub name: String,
    /// Local, Parameter, TypeParameter, RangeVariable or LocalFunction.
    pub kind: String,
    /// The C# type (a local function's return type); null for type parameters and when unknown.
    #[serde(rename = "type")]
    pub ty: Option<String>,
    /// The symbolId of the member or type that declares it; null at the top level.
    pub containing_symbol_id: Option<String>,
    /// Its declaring name; null for parameters of core-library members.
    pub location: Option<LocationDto>,
    /// True for parameters of core-library members (no source).
    pub from_core_library: bool,
}

/// The symbol a navigation answer is about: a declared symbol, or a local, parameter or type
/// parameter (`kind` tells which; only declared symbols have a `symbolId`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum TargetSymbolDto {
    Declared(SymbolDto),
    Local(LocalSymbolDto),
}

/// A document as it appears in outputs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentRefDto {
    pub document_id: String,
    /// Workspace-relative, `/` separators.
    pub path: String,
    pub project_id: String,
}

/// The canonical location selector, reusable as input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpanSelectorDto {
    pub span: SpanSelectorBody,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpanSelectorBody {
    pub document: SelectorDocumentId,
    pub range: RangeDto,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SelectorDocumentId {
    pub document_id: String,
}

/// A place in a document: UTF-16 span, one-based line and column, and a selector for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocationDto {
    pub document: DocumentRefDto,
    pub span: RangeDto,
    /// One-based line.
    pub line: u32,
    /// One-based UTF-16 column.
    pub column: u32,
    pub selector: SpanSelectorDto,
}

/// A deterministic, bounded collection. A larger `limit` recomputes from the start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Bounded<T> {
    pub items: Vec<T>,
    pub has_more: bool,
    /// Total number of matches when it was cheap to know.
    pub total_count: Option<u64>,
}

impl<T> Bounded<T> {
    /// Bounds an already computed list (its length is the total).
    pub fn from_all(mut all: Vec<T>, limit: usize) -> Bounded<T> {
        let total = all.len();
        all.truncate(limit);
        Bounded {
            has_more: total > limit,
            items: all,
            total_count: Some(total as u64),
        }
    }

    /// Bounds an iterator, consuming at most `limit + 1` items; the total stays unknown
    /// when the iterator was not exhausted.
    pub fn from_iter_limited(iter: impl IntoIterator<Item = T>, limit: usize) -> Bounded<T> {
        let mut items = Vec::new();
        let mut iter = iter.into_iter();
        for item in iter.by_ref() {
            if items.len() == limit {
                return Bounded {
                    items,
                    has_more: true,
                    total_count: None,
                };
            }
            items.push(item);
        }
        let total = items.len() as u64;
        Bounded {
            items,
            has_more: false,
            total_count: Some(total),
        }
    }
}

/// A non-fatal note about a successful answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WarningDto {
    pub code: String,
    pub message: String,
}

// Diagnostic severities, in increasing order (a plain comment: the enum's values say it in
// every schema that uses it).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
pub enum SeverityDto {
    Hidden,
    Info,
    Warning,
    Error,
}

impl From<cs_project::Severity> for SeverityDto {
    fn from(s: cs_project::Severity) -> Self {
        match s {
            cs_project::Severity::Hidden => SeverityDto::Hidden,
            cs_project::Severity::Info => SeverityDto::Info,
            cs_project::Severity::Warning => SeverityDto::Warning,
            cs_project::Severity::Error => SeverityDto::Error,
        }
    }
}

impl From<cs_ide::DiagnosticSeverity> for SeverityDto {
    fn from(s: cs_ide::DiagnosticSeverity) -> Self {
        match s {
            cs_ide::DiagnosticSeverity::Hidden => SeverityDto::Hidden,
            cs_ide::DiagnosticSeverity::Info => SeverityDto::Info,
            cs_ide::DiagnosticSeverity::Warning => SeverityDto::Warning,
            cs_ide::DiagnosticSeverity::Error => SeverityDto::Error,
        }
    }
}

impl From<SeverityDto> for cs_ide::DiagnosticSeverity {
    fn from(s: SeverityDto) -> Self {
        match s {
            SeverityDto::Hidden => cs_ide::DiagnosticSeverity::Hidden,
            SeverityDto::Info => cs_ide::DiagnosticSeverity::Info,
            SeverityDto::Warning => cs_ide::DiagnosticSeverity::Warning,
            SeverityDto::Error => cs_ide::DiagnosticSeverity::Error,
        }
    }
}

/// A workspace load diagnostic: about a solution, project or source file as a whole.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoadDiagnosticDto {
    pub id: String,
    pub severity: SeverityDto,
    pub message: String,
    /// Workspace-relative path of the file concerned, when there is one.
    pub path: Option<String>,
    /// One-based line in that file, when known.
    pub line: Option<u32>,
}

impl From<&workbench_host::HostLoadDiagnostic> for LoadDiagnosticDto {
    fn from(d: &workbench_host::HostLoadDiagnostic) -> Self {
        LoadDiagnosticDto {
            id: d.id.clone(),
            severity: d.severity.into(),
            message: d.message.clone(),
            path: d.path.clone(),
            line: d.line,
        }
    }
}

/// Identity of an open workspace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkspaceIdentityDto {
    pub workspace_id: Uuid,
    pub alias: Option<String>,
    /// Absolute path of what was opened.
    pub loaded_path: String,
    /// Absolute directory that bounds the workspace (paths are relative to it).
    pub workspace_root: String,
    pub workspace_epoch: u64,
}

impl From<&workbench_host::LoadedWorkspace> for WorkspaceIdentityDto {
    fn from(w: &workbench_host::LoadedWorkspace) -> Self {
        WorkspaceIdentityDto {
            workspace_id: w.id,
            alias: w.alias.clone(),
            loaded_path: w.loaded_path.display().to_string(),
            workspace_root: w.root.display().to_string(),
            workspace_epoch: w.epoch,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use workbench_host::{ErrorCode, LocationSelector};

    use super::*;

    #[test]
    fn output_selectors_are_accepted_as_input() {
        let output = SpanSelectorDto {
            span: SpanSelectorBody {
                document: SelectorDocumentId {
                    document_id: "P:a.cs".into(),
                },
                range: RangeDto {
                    start: 4,
                    length: 2,
                },
            },
        };
        let input: LocationSelectorDto = serde_json::from_value(json!(output)).unwrap();
        let selector = input.into_selector("location").unwrap();
        assert!(
            matches!(selector, LocationSelector::Span { start: 4, length: 2, ref document } if document.document_id.as_deref() == Some("P:a.cs"))
        );
    }

    #[test]
    fn exactly_one_location_form() {
        let both: LocationSelectorDto = serde_json::from_value(json!({
            "span": {"document": {"path": "a.cs"}, "range": {"start": 0, "length": 0}},
            "text": {"document": {"path": "a.cs"}, "match": "x"}
        }))
        .unwrap();
        assert_eq!(
            both.into_selector("location").unwrap_err().code,
            ErrorCode::InvalidArgument
        );
        let text: LocationSelectorDto =
            serde_json::from_value(json!({"text": {"document": {"path": "a.cs"}, "match": "x"}}))
                .unwrap();
        assert!(matches!(
            text.into_selector("location").unwrap(),
            LocationSelector::Text { occurrence: 1, .. }
        ));
    }
}
