//! Where symbols are declared and used: `find-definitions` and `find-references`, and the
//! reference item (location, kind, snippet, containing member) the call tools share.

use std::collections::HashMap;

use cs_ide::{BoundSymbol, FileRange, ReferenceItem, ReferenceOptions, ReferenceScope, Symbol};
use cs_syntax::TextRange;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{ErrorCode, HostError, HostResult, LoadedWorkspace};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, DocumentSelectorDto, LocationDto, LocationSelectorDto, MetadataLocationDto,
    ProjectSelectorDto, SnapshotDto, SymbolSelectorDto, TargetSymbolDto, WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::symbol_selector::Symbols;
use crate::tools::{cancelled, limit, prepare};

/// Longest snippet, in characters; longer lines are cut around the reference.
const MAX_SNIPPET_CHARS: usize = 160;

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FindDefinitionsRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub location: LocationSelectorDto,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DefinitionDto {
    pub symbol: TargetSymbolDto,
    /// Every declaration (each part of a partial type or method); empty for core-library
    /// symbols (fromCoreLibrary true), which have no source.
    pub declarations: Vec<LocationDto>,
    /// For a framework or package symbol: its assembly and the declaration-only C# of its
    /// type with the symbol's span. Absent for source symbols and the embedded core library.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<MetadataLocationDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FindDefinitionsData {
    /// What the name refers to, the preferred symbol first: for `new T()` the type, then its
    /// constructor; for a positional record parameter the property, then the parameter.
    pub definitions: Vec<DefinitionDto>,
}

/// Where to look: the whole solution (default), one project or one document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
pub enum ScopeKindDto {
    Solution,
    Project,
    Document,
}

/// The schema of `scope`, brief because input schemas must stay small (the selectors are
/// checked when the call is parsed).
fn scope_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "type": ["object", "null"],
        "description": "Omitted: the whole solution; kind Project or Document with `project` or `document`.",
        "required": ["kind"],
        "properties": {
            "kind": {"enum": ["Solution", "Project", "Document"]},
            "project": {"type": ["object", "null"]},
            "document": {"type": ["object", "null"]}
        }
    })
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReferenceScopeDto {
    pub kind: ScopeKindDto,
    /// With kind Project.
    pub project: Option<ProjectSelectorDto>,
    /// With kind Document.
    pub document: Option<DocumentSelectorDto>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FindReferencesRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// May name a local or parameter.
    pub symbol: SymbolSelectorDto,
    #[schemars(extend("default" = false))]
    pub include_declarations: Option<bool>,
    /// Also overrides, interface members and constructors.
    #[schemars(extend("default" = false))]
    pub include_related: Option<bool>,
    // `default`: with `schema_with`, schemars cannot see the `Option` and would list the
    // field as required.
    #[serde(default)]
    #[schemars(schema_with = "scope_schema")]
    pub scope: Option<ReferenceScopeDto>,
    /// Maximum number of references; 0 returns none.
    #[schemars(extend("default" = 100))]
    pub limit: Option<u32>,
}

/// One place that refers to the symbol.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferenceDto {
    pub location: LocationDto,
    /// read, write, readWrite, reference (ref/out/in argument), invocation, nameof, typeUse,
    /// objectCreation, baseType, typeArgument, attribute, cref, import, namedArgument or
    /// declaration.
    pub kind: String,
    /// The line's text, trimmed (cut around the reference when long).
    pub snippet: String,
    /// The symbolId of the member (or type) whose body or signature holds the reference.
    pub containing_symbol_id: Option<String>,
    /// With includeRelated: the symbolId of the related symbol referred to here; null when it
    /// is the symbol asked about.
    pub related_symbol_id: Option<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FindReferencesData {
    pub symbol: TargetSymbolDto,
    /// By path, then position; one per place even when several projects compile the file.
    pub references: Bounded<ReferenceDto>,
}

const FIND_DEFINITIONS: ToolMeta = ToolMeta::query(
    "find-definitions",
    "Find Definitions",
    "Go to definition: the declarations of the name at a location; a framework symbol gets its \
assembly and C# declaration.",
);
const FIND_REFERENCES: ToolMeta = ToolMeta::query(
    "find-references",
    "Find References",
    "Every reference to a symbol with its kind (read, write, invocation, typeUse, …), line text \
and containing member.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(FIND_DEFINITIONS, find_definitions),
        tool(FIND_REFERENCES, find_references),
    ]
}

fn find_definitions(
    state: &mut State,
    request: FindDefinitionsRequest,
) -> HostResult<Reply<FindDefinitionsData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved =
        workspace.resolve_location(&request.location.into_selector("location")?, "location")?;
    let document = &workspace.documents[resolved.document];
    let project = workspace.projects[document.project].input;
    let found = symbols
        .analysis
        .definitions(project, document.input, resolved.range.start())
        .map_err(cancelled)?;
    let mut definitions = Vec::new();
    for definition in found {
        let Some(symbol) = symbols.target_item(&definition.symbol)? else {
            continue;
        };
        let metadata = match &definition.symbol {
            BoundSymbol::Symbol(declared) if definition.from_core_library => {
                match symbols.info(declared)? {
                    Some(info) => symbols.metadata(&info, true)?,
                    None => None,
                }
            }
            _ => None,
        };
        definitions.push(DefinitionDto {
            symbol,
            metadata,
            declarations: definition
                .declarations
                .iter()
                .filter_map(|d| symbols.location(d))
                .collect(),
        });
    }
    if definitions.is_empty() {
        return Err(HostError::new(
            ErrorCode::SymbolNotFound,
            "No name at `location` refers to a symbol (a keyword, literal or punctuation, or a name that does not bind).",
        )
        .call_tool(
            "search-symbols",
            "Call search-symbols with the name to find its declaration, or point `location` at an identifier.",
        ));
    }
    Ok(Reply::new(
        FindDefinitionsData { definitions },
        Some(workspace.snapshot()),
    ))
}

fn find_references(
    state: &mut State,
    request: FindReferencesRequest,
) -> HostResult<Reply<FindReferencesData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let scope = scope(workspace, request.scope)?;
    let symbols = Symbols::new(workspace);
    let target = symbols.resolve_target(request.symbol, "symbol")?;
    let bound = target.bound();
    let options = ReferenceOptions {
        include_declarations: request.include_declarations.unwrap_or(false),
        include_related: request.include_related.unwrap_or(false),
        scope,
    };
    let found = symbols
        .analysis
        .find_references(workspace.workspace_input, &bound, &options)
        .map_err(cancelled)?;
    let max = limit(request.limit, 100);
    let mut ids = SymbolIds::default();
    let mut items = Vec::new();
    for reference in found.iter().take(max) {
        if let Some(item) = reference_item(&symbols, &mut ids, reference)? {
            items.push(item);
        }
    }
    Ok(Reply::new(
        FindReferencesData {
            symbol: symbols.resolved_item(&target)?,
            references: Bounded {
                has_more: found.len() > max,
                items,
                total_count: Some(found.len() as u64),
            },
        },
        Some(workspace.snapshot()),
    ))
}

fn scope(
    workspace: &LoadedWorkspace,
    scope: Option<ReferenceScopeDto>,
) -> HostResult<ReferenceScope> {
    let Some(scope) = scope else {
        return Ok(ReferenceScope::Solution);
    };
    match (scope.kind, scope.project, scope.document) {
        (ScopeKindDto::Solution, None, None) => Ok(ReferenceScope::Solution),
        (ScopeKindDto::Project, Some(project), None) => {
            let index = workspace.resolve_project(&project.into(), "scope.project")?;
            Ok(ReferenceScope::Project(workspace.projects[index].input))
        }
        (ScopeKindDto::Document, None, Some(document)) => {
            let index = workspace.resolve_document(&document.into(), "scope.document")?;
            Ok(ReferenceScope::Document(workspace.documents[index].input))
        }
        _ => Err(HostError::invalid_argument(
            "scope",
            "give `project` with kind Project, `document` with kind Document, and neither with kind Solution",
        )),
    }
}

/// Documentation-comment IDs of the symbols seen so far: many references share a containing
/// member, and describing one builds its type's member list.
#[derive(Default)]
struct SymbolIds {
    known: HashMap<Symbol, Option<String>>,
}

impl SymbolIds {
    fn get(&mut self, symbols: &Symbols<'_>, symbol: &Symbol) -> HostResult<Option<String>> {
        if let Some(id) = self.known.get(symbol) {
            return Ok(id.clone());
        }
        let id = symbols.info(symbol)?.map(|info| info.symbol_id);
        self.known.insert(symbol.clone(), id.clone());
        Ok(id)
    }
}

/// A reference as tools show it (none when its document is not the workspace's).
fn reference_item(
    symbols: &Symbols<'_>,
    ids: &mut SymbolIds,
    reference: &ReferenceItem,
) -> HostResult<Option<ReferenceDto>> {
    let site = FileRange {
        document: reference.document,
        range: reference.range,
    };
    let Some((location, snippet)) = site_with_snippet(symbols, &site) else {
        return Ok(None);
    };
    let related_symbol_id = match (&reference.symbol, reference.related) {
        (BoundSymbol::Symbol(symbol), true) => ids.get(symbols, symbol)?,
        _ => None,
    };
    let containing_symbol_id = match &reference.container {
        Some(container) => ids.get(symbols, container)?,
        None => None,
    };
    Ok(Some(ReferenceDto {
        location,
        kind: reference.kind.as_str().to_string(),
        snippet,
        containing_symbol_id,
        related_symbol_id,
    }))
}

/// The location of a range in a workspace document and its line's text.
pub fn site_with_snippet(symbols: &Symbols<'_>, site: &FileRange) -> Option<(LocationDto, String)> {
    let document = symbols.document_index(&site.document)?;
    let location = symbols.location(site)?;
    let text = symbols.workspace.document_text(document);
    Some((location, snippet(&text, site.range)))
}

/// The trimmed text of the line holding `range`, cut to a window around it when long.
fn snippet(text: &str, range: TextRange) -> String {
    let start = usize::from(range.start()).min(text.len());
    let line_start = text[..start].rfind(['\n', '\r']).map_or(0, |i| i + 1);
    let line_end = text[start..]
        .find(['\n', '\r'])
        .map_or(text.len(), |i| start + i);
    let line = &text[line_start..line_end];
    let trimmed = line.trim();
    if trimmed.chars().count() <= MAX_SNIPPET_CHARS {
        return trimmed.to_string();
    }
    // A window of characters around the reference, marked as cut on the sides that are.
    let chars: Vec<char> = line.chars().collect();
    let at = line[..start - line_start].chars().count();
    let first = at.saturating_sub(MAX_SNIPPET_CHARS / 3);
    let last = (first + MAX_SNIPPET_CHARS).min(chars.len());
    let window: String = chars[first..last].iter().collect();
    let mut result = String::new();
    if first > 0 {
        result.push('…');
    }
    result.push_str(window.trim());
    if last < chars.len() {
        result.push('…');
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snippets_are_the_trimmed_line_or_a_window_around_the_reference() {
        let text = "class C\n{\n    void M() { Run(); }\n}\n";
        let at = text.find("Run").unwrap() as u32;
        let range = TextRange::new(at.into(), (at + 3).into());
        assert_eq!(snippet(text, range), "void M() { Run(); }");
        let long = format!(
            "    var x = {}Target(){};\n",
            "a + ".repeat(60),
            " + b".repeat(60)
        );
        let at = long.find("Target").unwrap() as u32;
        let cut = snippet(&long, TextRange::new(at.into(), (at + 6).into()));
        assert!(cut.starts_with('…') && cut.ends_with('…'), "{cut}");
        assert!(cut.contains("Target()"));
        assert!(cut.chars().count() <= MAX_SNIPPET_CHARS + 2);
    }
}
