//! The call hierarchy: `find-callers` (members that call a symbol, with the call sites) and
//! `find-callees` (what a member calls, as a breadth-first tree to a depth).

use cs_ide::SymbolKind;
use schemars::JsonSchema;
use serde::Serialize;
use workbench_host::{HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{Bounded, LocationDto, SymbolDto, TargetSymbolDto};
use crate::state::State;
use crate::tools::references::site_with_snippet;
use crate::tools::symbol_selector::{Symbols, require_kind};
use crate::tools::{cancelled, limit, prepare};

symbol_request!(
    FindCallersRequest,
    100,
    "Maximum number of calling members; 0 returns none."
);
symbol_request!(
    FindCalleesRequest,
    100,
    "Maximum number of nodes in the whole tree; 0 returns none.",
    #[schemars(extend("default" = 3), range(min = 1))]
    depth: Option<u32>
);

/// A place where a call is made.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CallSiteDto {
    pub location: LocationDto,
    /// The line's text, trimmed.
    pub snippet: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CallerDto {
    /// The member whose body (or initializer) makes the calls.
    pub caller: SymbolDto,
    /// The calls, in document order.
    pub sites: Vec<CallSiteDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FindCallersData {
    pub symbol: TargetSymbolDto,
    /// Ordered by their first call site (path, then position).
    pub callers: Bounded<CallerDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalleeDto {
    pub callee: SymbolDto,
    /// 1 for members the symbol calls itself.
    pub depth: u32,
    /// The index in `items` of the node that makes these calls; null at depth 1.
    pub parent_index: Option<u32>,
    /// The calls, in the calling member's body.
    pub sites: Vec<CallSiteDto>,
    /// The callee is the symbol or one of this node's ancestors (recursion): not expanded.
    pub recursive: bool,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FindCalleesData {
    pub symbol: SymbolDto,
    /// The tree breadth-first (all of depth 1, then depth 2, …); parents precede children.
    pub callees: Bounded<CalleeDto>,
}

const FIND_CALLERS: ToolMeta = ToolMeta::query(
    "find-callers",
    "Find Callers",
    "The members that call a method or constructor, or use a property, indexer, event or field, \
each with its call sites.",
);
const FIND_CALLEES: ToolMeta = ToolMeta::query(
    "find-callees",
    "Find Callees",
    "What a member calls or uses, breadth-first to depth, with call sites; recursion is marked.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(FIND_CALLERS, find_callers),
        tool(FIND_CALLEES, find_callees),
    ]
}

fn sites(symbols: &Symbols<'_>, ranges: &[cs_ide::FileRange]) -> Vec<CallSiteDto> {
    ranges
        .iter()
        .filter_map(|r| site_with_snippet(symbols, r))
        .map(|(location, snippet)| CallSiteDto { location, snippet })
        .collect()
}

fn find_callers(
    state: &mut State,
    request: FindCallersRequest,
) -> HostResult<Reply<FindCallersData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let target = symbols.resolve_target(request.symbol, "symbol")?;
    let callers = symbols
        .analysis
        .callers(workspace.workspace_input, &target.bound())
        .map_err(cancelled)?;
    let max = limit(request.limit, 100);
    let mut items = Vec::new();
    for caller in callers.iter().take(max) {
        let Some(info) = symbols.info(&caller.caller)? else {
            continue;
        };
        items.push(CallerDto {
            caller: symbols.item(&info),
            sites: sites(&symbols, &caller.sites),
        });
    }
    Ok(Reply::new(
        FindCallersData {
            symbol: symbols.resolved_item(&target)?,
            callers: Bounded {
                has_more: callers.len() > max,
                items,
                total_count: Some(callers.len() as u64),
            },
        },
        Some(workspace.snapshot()),
    ))
}

/// Symbols with a body (or initializer) that can call something.
const MEMBERS: [SymbolKind; 10] = [
    SymbolKind::Method,
    SymbolKind::Constructor,
    SymbolKind::Destructor,
    SymbolKind::Property,
    SymbolKind::Indexer,
    SymbolKind::Event,
    SymbolKind::Operator,
    SymbolKind::ConversionOperator,
    SymbolKind::Field,
    SymbolKind::EnumMember,
];

fn find_callees(
    state: &mut State,
    request: FindCalleesRequest,
) -> HostResult<Reply<FindCalleesData>> {
    let depth = match request.depth.unwrap_or(3) {
        0 => {
            return Err(HostError::invalid_argument(
                "depth",
                "must be at least 1 (1 lists direct callees only)",
            ));
        }
        depth => depth,
    };
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved = symbols.resolve(request.symbol, "symbol")?;
    require_kind(
        &resolved,
        &MEMBERS,
        "find-callees",
        "a member with a body or initializer (method, constructor, property, …)",
        "symbol",
    )?;
    let max = limit(request.limit, 100);
    let tree = symbols
        .analysis
        .callees(workspace.workspace_input, &resolved.symbol, depth, max)
        .map_err(cancelled)?;
    // Output indexes of the tree's nodes (a node without a description is left out, and so
    // are the nodes below it).
    let mut output_index: Vec<Option<u32>> = Vec::with_capacity(tree.nodes.len());
    let mut items: Vec<CalleeDto> = Vec::new();
    for node in &tree.nodes {
        let parent_index = match node.parent {
            Some(p) => match output_index[p] {
                Some(i) => Some(i),
                None => {
                    output_index.push(None);
                    continue;
                }
            },
            None => None,
        };
        let Some(info) = symbols.info(&node.callee)? else {
            output_index.push(None);
            continue;
        };
        output_index.push(Some(items.len() as u32));
        items.push(CalleeDto {
            callee: symbols.item(&info),
            depth: node.depth,
            parent_index,
            sites: sites(&symbols, &node.sites),
            recursive: node.recursive,
        });
    }
    let total = (!tree.truncated).then_some(items.len() as u64);
    Ok(Reply::new(
        FindCalleesData {
            symbol: symbols.item(&resolved.info),
            callees: Bounded {
                items,
                has_more: tree.truncated,
                total_count: total,
            },
        },
        Some(workspace.snapshot()),
    ))
}
