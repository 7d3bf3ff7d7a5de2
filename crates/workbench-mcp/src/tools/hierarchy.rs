//! Type hierarchy and member relations: `list-base-types`, `list-implemented-interfaces`,
//! `find-derived-types`, `get-type-hierarchy`, `find-implementations` and `find-overrides`.

use cs_ide::{Symbol, SymbolKind};
use schemars::JsonSchema;
use serde::Serialize;
use workbench_host::{HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{Bounded, SymbolDto};
use crate::state::State;
use crate::tools::symbol_selector::{Resolved, Symbols, require_kind, require_type};
use crate::tools::{cancelled, limit, prepare};

symbol_request!(
    ListBaseTypesRequest,
    16,
    "Maximum number of base types; 0 returns none."
);
symbol_request!(
    ListInterfacesRequest,
    64,
    "Maximum number of interfaces; 0 returns none."
);
symbol_request!(
    FindDerivedTypesRequest,
    100,
    "Maximum number of derived types; 0 returns none.",
    #[schemars(extend("default" = 3), range(min = 1))]
    depth: Option<u32>
);
symbol_request!(
    TypeHierarchyRequest,
    100,
    "Maximum number of derived types; 0 returns none.",
    #[schemars(extend("default" = 3), range(min = 1))]
    depth: Option<u32>,
    #[schemars(extend("default" = 16))]
    base_types_limit: Option<u32>
);
symbol_request!(
    FindImplementationsRequest,
    100,
    "Maximum number of implementations; 0 returns none."
);
symbol_request!(
    FindOverridesRequest,
    100,
    "Maximum number of overriding members; 0 returns none."
);

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BaseTypesData {
    /// The type whose bases are listed.
    pub symbol: SymbolDto,
    /// Base classes, nearest first.
    pub base_types: Bounded<SymbolDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InterfaceItem {
    #[serde(flatten)]
    pub symbol: SymbolDto,
    /// True when the type itself lists the interface; false when it comes through a base class or another interface.
    pub direct: bool,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InterfacesData {
    pub symbol: SymbolDto,
    pub interfaces: Bounded<InterfaceItem>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DerivedTypeItem {
    #[serde(flatten)]
    pub symbol: SymbolDto,
    /// Inheritance steps from the symbol (1 = direct).
    pub distance: u32,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DerivedTypesData {
    pub symbol: SymbolDto,
    /// Nearest first.
    pub derived_types: Bounded<DerivedTypeItem>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TypeHierarchyData {
    pub symbol: SymbolDto,
    /// Base classes, nearest first (bounded by baseTypesLimit).
    pub base_types: Bounded<SymbolDto>,
    /// Derived types and implementors, nearest first (bounded by limit).
    pub derived_types: Bounded<DerivedTypeItem>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImplementationsData {
    pub symbol: SymbolDto,
    pub implementations: Bounded<SymbolDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverridesData {
    pub symbol: SymbolDto,
    pub overrides: Bounded<SymbolDto>,
}

const LIST_BASE_TYPES: ToolMeta = ToolMeta::query(
    "list-base-types",
    "List Base Types",
    "A type's base class chain, nearest first, ending with System.Object (interfaces: \
list-implemented-interfaces).",
);
const LIST_INTERFACES: ToolMeta = ToolMeta::query(
    "list-implemented-interfaces",
    "List Implemented Interfaces",
    "Every interface a type implements: its own first (direct=true), then through base classes \
and interface inheritance.",
);
const FIND_DERIVED_TYPES: ToolMeta = ToolMeta::query(
    "find-derived-types",
    "Find Derived Types",
    "Types that derive from a class or implement an interface, nearest first, up to depth steps, \
each with its distance.",
);
const GET_TYPE_HIERARCHY: ToolMeta = ToolMeta::query(
    "get-type-hierarchy",
    "Get Type Hierarchy",
    "A type's base class chain and the types deriving from or implementing it up to depth, with \
distances.",
);
const FIND_IMPLEMENTATIONS: ToolMeta = ToolMeta::query(
    "find-implementations",
    "Find Implementations",
    "Implementations of an interface or abstract class (types) or of an interface, abstract or \
virtual member (members).",
);
const FIND_OVERRIDES: ToolMeta = ToolMeta::query(
    "find-overrides",
    "Find Overrides",
    "The members that override a virtual, abstract or override member, at any depth.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(FIND_IMPLEMENTATIONS, find_implementations),
        tool(FIND_OVERRIDES, find_overrides),
        tool(FIND_DERIVED_TYPES, find_derived_types),
        tool(GET_TYPE_HIERARCHY, get_type_hierarchy),
        tool(LIST_BASE_TYPES, list_base_types),
        tool(LIST_INTERFACES, list_implemented_interfaces),
    ]
}

/// Members that can be implemented or overridden.
const OVERRIDABLE: [SymbolKind; 4] = [
    SymbolKind::Method,
    SymbolKind::Property,
    SymbolKind::Indexer,
    SymbolKind::Event,
];

fn depth(requested: Option<u32>) -> HostResult<u32> {
    match requested.unwrap_or(3) {
        0 => Err(HostError::invalid_argument(
            "depth",
            "must be at least 1 (1 lists direct derivations only)",
        )),
        depth => Ok(depth),
    }
}

fn base_types(symbols: &Symbols<'_>, resolved: &Resolved) -> HostResult<Vec<SymbolDto>> {
    let bases = symbols
        .analysis
        .base_types(&resolved.symbol)
        .map_err(cancelled)?;
    let mut items = Vec::new();
    for base in &bases {
        if let Some(info) = symbols.info(base)? {
            items.push(symbols.item(&info));
        }
    }
    Ok(items)
}

fn derived_types(
    symbols: &Symbols<'_>,
    resolved: &Resolved,
    depth: u32,
) -> HostResult<Vec<DerivedTypeItem>> {
    let derived = symbols
        .analysis
        .derived_types(symbols.workspace.workspace_input, &resolved.symbol, depth)
        .map_err(cancelled)?;
    Ok(symbols
        .distinct_infos(derived.into_iter().map(|d| (d.symbol, d.distance)))?
        .into_iter()
        .map(|(info, distance)| DerivedTypeItem {
            symbol: symbols.item(&info),
            distance,
        })
        .collect())
}

fn distinct_items(symbols: &Symbols<'_>, found: Vec<Symbol>) -> HostResult<Vec<SymbolDto>> {
    Ok(symbols
        .distinct_infos(found.into_iter().map(|s| (s, ())))?
        .iter()
        .map(|(info, ())| symbols.item(info))
        .collect())
}

fn list_base_types(
    state: &mut State,
    request: ListBaseTypesRequest,
) -> HostResult<Reply<BaseTypesData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    require_type(&resolved, "list-base-types", "symbol")?;
    let items = base_types(&symbols, &resolved)?;
    Ok(Reply::new(
        BaseTypesData {
            symbol: symbols.item(&resolved.info),
            base_types: Bounded::from_all(items, limit(request.limit, 16)),
        },
        Some(workspace.snapshot()),
    ))
}

fn list_implemented_interfaces(
    state: &mut State,
    request: ListInterfacesRequest,
) -> HostResult<Reply<InterfacesData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    require_type(&resolved, "list-implemented-interfaces", "symbol")?;
    let interfaces = symbols
        .analysis
        .implemented_interfaces(&resolved.symbol)
        .map_err(cancelled)?;
    let mut items = Vec::new();
    for interface in interfaces {
        if let Some(info) = symbols.info(&interface.symbol)? {
            items.push(InterfaceItem {
                symbol: symbols.item(&info),
                direct: interface.direct,
            });
        }
    }
    Ok(Reply::new(
        InterfacesData {
            symbol: symbols.item(&resolved.info),
            interfaces: Bounded::from_all(items, limit(request.limit, 64)),
        },
        Some(workspace.snapshot()),
    ))
}

fn find_derived_types(
    state: &mut State,
    request: FindDerivedTypesRequest,
) -> HostResult<Reply<DerivedTypesData>> {
    let depth = depth(request.depth)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    require_type(&resolved, "find-derived-types", "symbol")?;
    let items = derived_types(&symbols, &resolved, depth)?;
    Ok(Reply::new(
        DerivedTypesData {
            symbol: symbols.item(&resolved.info),
            derived_types: Bounded::from_all(items, limit(request.limit, 100)),
        },
        Some(workspace.snapshot()),
    ))
}

fn get_type_hierarchy(
    state: &mut State,
    request: TypeHierarchyRequest,
) -> HostResult<Reply<TypeHierarchyData>> {
    let depth = depth(request.depth)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    require_type(&resolved, "get-type-hierarchy", "symbol")?;
    let bases = base_types(&symbols, &resolved)?;
    let derived = derived_types(&symbols, &resolved, depth)?;
    Ok(Reply::new(
        TypeHierarchyData {
            symbol: symbols.item(&resolved.info),
            base_types: Bounded::from_all(bases, limit(request.base_types_limit, 16)),
            derived_types: Bounded::from_all(derived, limit(request.limit, 100)),
        },
        Some(workspace.snapshot()),
    ))
}

fn find_implementations(
    state: &mut State,
    request: FindImplementationsRequest,
) -> HostResult<Reply<ImplementationsData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    let mut kinds = OVERRIDABLE.to_vec();
    kinds.extend([SymbolKind::Interface, SymbolKind::Class, SymbolKind::Record]);
    require_kind(
        &resolved,
        &kinds,
        "find-implementations",
        "an interface, a class, or a method, property, indexer or event",
        "symbol",
    )?;
    let found = symbols
        .analysis
        .implementations(workspace.workspace_input, &resolved.symbol)
        .map_err(cancelled)?;
    let items = distinct_items(&symbols, found)?;
    Ok(Reply::new(
        ImplementationsData {
            symbol: symbols.item(&resolved.info),
            implementations: Bounded::from_all(items, limit(request.limit, 100)),
        },
        Some(workspace.snapshot()),
    ))
}

fn find_overrides(
    state: &mut State,
    request: FindOverridesRequest,
) -> HostResult<Reply<OverridesData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    require_kind(
        &resolved,
        &OVERRIDABLE,
        "find-overrides",
        "a method, property, indexer or event",
        "symbol",
    )?;
    let found = symbols
        .analysis
        .overrides(workspace.workspace_input, &resolved.symbol)
        .map_err(cancelled)?;
    let items = distinct_items(&symbols, found)?;
    Ok(Reply::new(
        OverridesData {
            symbol: symbols.item(&resolved.info),
            overrides: Bounded::from_all(items, limit(request.limit, 100)),
        },
        Some(workspace.snapshot()),
    ))
}
