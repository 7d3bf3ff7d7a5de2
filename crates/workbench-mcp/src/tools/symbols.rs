//! Finding and describing symbols: `search-symbols` and `get-symbol-info`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, LocationDto, MetadataLocationDto, ProjectSelectorDto, SnapshotDto, SymbolDto,
    SymbolSelectorDto, WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::symbol_selector::{Symbols, parse_kind};
use crate::tools::{cancelled, limit, prepare};

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SearchSymbolsRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// A name, part of one, camel humps (`OSC`) or a qualified name (`Orders.Order.Add`).
    pub query: String,
    /// Only these kinds (Class, Method, …).
    pub kinds: Option<Vec<String>>,
    pub project: Option<ProjectSelectorDto>,
    /// Also framework and package assemblies (results carry assemblyName).
    #[schemars(extend("default" = false))]
    pub include_metadata: Option<bool>,
    #[schemars(extend("default" = false))]
    pub include_core_library: Option<bool>,
    /// Maximum number of symbols; 0 returns none.
    #[schemars(extend("default" = 100))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchSymbolsData {
    pub symbols: Bounded<SymbolDto>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SymbolInfoRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub symbol: SymbolSelectorDto,
    /// For a framework or package symbol: its type's C# as metadata.source.
    #[schemars(extend("default" = true))]
    pub include_metadata_source: Option<bool>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SymbolDetailsDto {
    #[serde(flatten)]
    pub symbol: SymbolDto,
    /// C# modifiers other than accessibility (static, abstract, sealed, partial, …).
    pub modifiers: Vec<String>,
    /// The documentation comment's summary as plain text.
    pub documentation: Option<String>,
    /// Every declaration (each part of a partial type), in project document order.
    pub declarations: Vec<LocationDto>,
    /// The project the answer describes; null for namespaces and core-library symbols.
    pub project_id: Option<String>,
    /// For a framework or package symbol: its assembly and the declaration-only C# of its
    /// type. Absent for source symbols and the embedded core library.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<MetadataLocationDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SymbolInfoData {
    pub symbol: SymbolDetailsDto,
}

const SEARCH_SYMBOLS: ToolMeta = ToolMeta::query(
    "search-symbols",
    "Search Symbols",
    "Finds namespaces, types and members by name, prefix, camel humps or qualified name, best \
first, with the symbolId other tools take.",
);
const GET_SYMBOL_INFO: ToolMeta = ToolMeta::query(
    "get-symbol-info",
    "Get Symbol Info",
    "A symbol's ID, kind, signature, accessibility, modifiers, container, summary and \
declarations (for a framework symbol, its assembly).",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(SEARCH_SYMBOLS, search_symbols),
        tool(GET_SYMBOL_INFO, get_symbol_info),
    ]
}

fn search_symbols(
    state: &mut State,
    request: SearchSymbolsRequest,
) -> HostResult<Reply<SearchSymbolsData>> {
    let query = request.query.trim();
    if query.is_empty() {
        return Err(HostError::invalid_argument("query", "must not be empty"));
    }
    let kinds = request
        .kinds
        .unwrap_or_default()
        .iter()
        .enumerate()
        .map(|(i, k)| parse_kind(k, &format!("kinds[{i}]")))
        .collect::<HostResult<Vec<_>>>()?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let projects = match request.project {
        Some(selector) => {
            vec![workspace.projects[workspace.resolve_project(&selector.into(), "project")?].input]
        }
        None => Vec::new(),
    };
    let max = limit(request.limit, 100);
    let symbols = Symbols::new(workspace);
    let (found, total) = symbols
        .analysis
        .search_symbols(
            workspace.workspace_input,
            &cs_ide::SymbolQuery {
                query: query.to_string(),
                kinds,
                projects,
                include_core_library: request.include_metadata.unwrap_or(false)
                    || request.include_core_library.unwrap_or(false),
                limit: max,
            },
        )
        .map_err(cancelled)?;
    let items: Vec<SymbolDto> = found.iter().take(max).map(|i| symbols.item(i)).collect();
    let symbols = Bounded {
        has_more: total > items.len(),
        items,
        total_count: Some(total as u64),
    };
    Ok(Reply::new(
        SearchSymbolsData { symbols },
        Some(workspace.snapshot()),
    ))
}

fn get_symbol_info(
    state: &mut State,
    request: SymbolInfoRequest,
) -> HostResult<Reply<SymbolInfoData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let mut resolved = symbols.resolve(request.symbol, "symbol")?;
    // A partial member's declarations are both of its parts (a type's already are all).
    if !resolved.info.kind.is_type() && resolved.info.modifiers.contains(&"partial") {
        resolved.info.declarations = symbols
            .analysis
            .partial_declarations(&resolved.symbol)
            .map_err(cancelled)?;
    }
    let info = &resolved.info;
    let symbol = SymbolDetailsDto {
        symbol: symbols.item(info),
        modifiers: info.modifiers.iter().map(|m| m.to_string()).collect(),
        documentation: info.documentation.clone(),
        declarations: info
            .declarations
            .iter()
            .filter_map(|d| symbols.location(d))
            .collect(),
        project_id: symbols.project_id(info),
        metadata: symbols.metadata(info, request.include_metadata_source.unwrap_or(true))?,
    };
    Ok(Reply::new(
        SymbolInfoData { symbol },
        Some(workspace.snapshot()),
    ))
}
