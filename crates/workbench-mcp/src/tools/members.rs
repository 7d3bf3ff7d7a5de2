//! Members and declarations of a symbol: `list-members`, `list-overloads`,
//! `list-partial-declarations`, `list-attributes`, and the API listing `list-api-symbols`.

use std::collections::HashSet;

use cs_ide::SymbolKind;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::HostResult;

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, LocationDto, ProjectSelectorDto, SnapshotDto, SymbolDto, WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::symbol_selector::{Symbols, require_kind, require_type};
use crate::tools::{cancelled, limit, prepare};

symbol_request!(
    ListMembersRequest,
    100,
    "Maximum number of members; 0 returns none.",
    /// Also inherited members, nearest base first.
    #[schemars(extend("default" = false))]
    include_inherited: Option<bool>
);
symbol_request!(
    ListOverloadsRequest,
    50,
    "Maximum number of overloads; 0 returns none."
);
symbol_request!(
    ListPartialDeclarationsRequest,
    32,
    "Maximum number of declarations; 0 returns none."
);
symbol_request!(
    ListAttributesRequest,
    50,
    "Maximum number of attributes; 0 returns none."
);

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberItem {
    #[serde(flatten)]
    pub symbol: SymbolDto,
    /// The base type the member is inherited from (qualified C# name); null for the type's own members.
    pub inherited_from: Option<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MembersData {
    /// The type whose members are listed.
    pub symbol: SymbolDto,
    pub members: Bounded<MemberItem>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverloadsData {
    pub symbol: SymbolDto,
    /// The members of the same type, kind and name, the symbol itself included, in declaration order.
    pub overloads: Bounded<SymbolDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartialDeclarationsData {
    pub symbol: SymbolDto,
    /// The name of each declaration (part), in project document order.
    pub locations: Bounded<LocationDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttributeItem {
    /// The attribute's name as written (`Obsolete`).
    pub name: String,
    /// The attribute class it binds to; null when it does not bind.
    pub attribute_type: Option<SymbolDto>,
    /// The argument list as written, without parentheses; empty when there is none.
    pub arguments: String,
    /// The target as written (`return`, `assembly`, …); null when none is written.
    pub target: Option<String>,
    /// The name of the declaration (for a partial type: the part) the attribute is written on.
    pub location: Option<LocationDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttributesData {
    pub symbol: SymbolDto,
    pub attributes: Bounded<AttributeItem>,
}

// Which symbols `list-api-symbols` lists: `public`, the API surface (public types and their
// public and protected members), or `internal`, internal ones too. Plain comments, so the
// schema is a plain enum (the tool's description says it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ApiAccessibility {
    Public,
    Internal,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListApiSymbolsRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub project: Option<ProjectSelectorDto>,
    #[schemars(extend("default" = "public"))]
    pub accessibility: Option<ApiAccessibility>,
    /// Maximum number of symbols; 0 returns none.
    #[schemars(extend("default" = 100))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiSymbolsData {
    pub symbols: Bounded<SymbolDto>,
}

const LIST_MEMBERS: ToolMeta = ToolMeta::query(
    "list-members",
    "List Members",
    "A type's members in declaration order with kind, signature and accessibility; \
includeInherited adds those of its bases.",
);
const LIST_OVERLOADS: ToolMeta = ToolMeta::query(
    "list-overloads",
    "List Overloads",
    "The overloads of a method, constructor, indexer or operator (same type, kind and name), \
itself included, with signatures.",
);
const LIST_PARTIAL_DECLARATIONS: ToolMeta = ToolMeta::query(
    "list-partial-declarations",
    "List Partial Declarations",
    "Every declaration of a type or member: each part of a partial type, both parts of a partial \
method, or the single one.",
);
const LIST_ATTRIBUTES: ToolMeta = ToolMeta::query(
    "list-attributes",
    "List Attributes",
    "The attributes on a type (all its parts) or member: name, bound attribute class, arguments \
and target.",
);
const LIST_API_SYMBOLS: ToolMeta = ToolMeta::query(
    "list-api-symbols",
    "List API Symbols",
    "A project's public API: public types with their public and protected members; \
accessibility=internal adds internal ones.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(LIST_MEMBERS, list_members),
        tool(LIST_OVERLOADS, list_overloads),
        tool(LIST_PARTIAL_DECLARATIONS, list_partial_declarations),
        tool(LIST_ATTRIBUTES, list_attributes),
        tool(LIST_API_SYMBOLS, list_api_symbols),
    ]
}

fn list_members(state: &mut State, request: ListMembersRequest) -> HostResult<Reply<MembersData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    require_type(&resolved, "list-members", "symbol")?;
    // A partial method is one member, though each part is listed.
    let mut seen = HashSet::new();
    let members = symbols
        .analysis
        .members(&resolved.symbol, request.include_inherited.unwrap_or(false))
        .map_err(cancelled)?
        .into_iter()
        .filter(|m| seen.insert(m.info.symbol_id.clone()))
        .map(|m| MemberItem {
            symbol: symbols.item(&m.info),
            inherited_from: m.inherited_from,
        })
        .collect();
    Ok(Reply::new(
        MembersData {
            symbol: symbols.item(&resolved.info),
            members: Bounded::from_all(members, limit(request.limit, 100)),
        },
        Some(workspace.snapshot()),
    ))
}

fn list_overloads(
    state: &mut State,
    request: ListOverloadsRequest,
) -> HostResult<Reply<OverloadsData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    require_kind(
        &resolved,
        &[
            SymbolKind::Method,
            SymbolKind::Constructor,
            SymbolKind::Indexer,
            SymbolKind::Operator,
            SymbolKind::ConversionOperator,
        ],
        "list-overloads",
        "a method, constructor, indexer or operator",
        "symbol",
    )?;
    let mut seen = HashSet::new();
    let overloads = symbols
        .analysis
        .overloads(&resolved.symbol)
        .map_err(cancelled)?
        .iter()
        .filter(|info| seen.insert(info.symbol_id.clone()))
        .map(|info| symbols.item(info))
        .collect();
    Ok(Reply::new(
        OverloadsData {
            symbol: symbols.item(&resolved.info),
            overloads: Bounded::from_all(overloads, limit(request.limit, 50)),
        },
        Some(workspace.snapshot()),
    ))
}

fn list_partial_declarations(
    state: &mut State,
    request: ListPartialDeclarationsRequest,
) -> HostResult<Reply<PartialDeclarationsData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    if resolved.info.kind == SymbolKind::Namespace {
        return Err(workbench_host::HostError::invalid_argument(
            "symbol",
            format!(
                "list-partial-declarations needs a type or member, but `{}` is a namespace",
                resolved.info.symbol_id
            ),
        ));
    }
    let locations = symbols
        .analysis
        .partial_declarations(&resolved.symbol)
        .map_err(cancelled)?
        .iter()
        .filter_map(|d| symbols.location(d))
        .collect();
    Ok(Reply::new(
        PartialDeclarationsData {
            symbol: symbols.item(&resolved.info),
            locations: Bounded::from_all(locations, limit(request.limit, 32)),
        },
        Some(workspace.snapshot()),
    ))
}

fn list_attributes(
    state: &mut State,
    request: ListAttributesRequest,
) -> HostResult<Reply<AttributesData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    if resolved.info.kind == SymbolKind::Namespace {
        return Err(workbench_host::HostError::invalid_argument(
            "symbol",
            format!(
                "list-attributes needs a type or member, but `{}` is a namespace",
                resolved.info.symbol_id
            ),
        ));
    }
    let attributes = symbols
        .analysis
        .attributes(&resolved.symbol)
        .map_err(cancelled)?
        .into_iter()
        .map(|a| AttributeItem {
            name: a.written_name,
            attribute_type: a.attribute_type.as_ref().map(|t| symbols.item(t)),
            arguments: a.arguments,
            target: a.target,
            location: a.declaration.as_ref().and_then(|d| symbols.location(d)),
        })
        .collect();
    Ok(Reply::new(
        AttributesData {
            symbol: symbols.item(&resolved.info),
            attributes: Bounded::from_all(attributes, limit(request.limit, 50)),
        },
        Some(workspace.snapshot()),
    ))
}

fn list_api_symbols(
    state: &mut State,
    request: ListApiSymbolsRequest,
) -> HostResult<Reply<ApiSymbolsData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let projects: Vec<_> = match request.project {
        Some(selector) => {
            vec![workspace.projects[workspace.resolve_project(&selector.into(), "project")?].input]
        }
        None => workspace.projects.iter().map(|p| p.input).collect(),
    };
    let include_internal = request.accessibility == Some(ApiAccessibility::Internal);
    let symbols = Symbols::new(workspace);
    let found = symbols
        .analysis
        .api_symbols(&projects, include_internal)
        .map_err(cancelled)?;
    let items = found.iter().map(|info| symbols.item(info)).collect();
    Ok(Reply::new(
        ApiSymbolsData {
            symbols: Bounded::from_all(items, limit(request.limit, 100)),
        },
        Some(workspace.snapshot()),
    ))
}
