//! Output shapes of the flow tools and their construction from `cs-flow`'s operation trees,
//! graphs and variables.

use std::cell::RefCell;
use std::collections::HashMap;

use cs_ide::flow::{BasicBlock, Branch, ControlFlowGraph, Operation};
use cs_ide::{BodyInfo, BoundSymbol, BoundSymbolInfo, Document, Project};
use cs_syntax::TextRange;
use schemars::JsonSchema;
use serde::Serialize;
use workbench_host::LoadedWorkspace;

use crate::contract::{Bounded, DocumentRefDto, LocationDto, RangeDto};
use crate::tools::location;
use crate::tools::symbol_selector::Symbols;

/// The most characters of source shown for one operation.
const SNIPPET_CHARS: usize = 80;

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BodyDto {
    /// Method, Constructor, Destructor, Operator, Conversion, Accessor, Property,
    /// LocalFunction, Lambda, AnonymousMethod or TopLevelStatements.
    pub kind: String,
    /// The declaring syntax.
    pub location: LocationDto,
}

/// One operation of the tree. The tree is given flat, in pre-order: each node names its
/// parent and depth (the root is node 0 at depth 0).
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OperationNodeDto {
    /// The node's index in `nodes`.
    pub id: u32,
    /// The parent's index; null for the root.
    pub parent: Option<u32>,
    pub depth: u32,
    /// Roslyn's OperationKind name (Block, SimpleAssignment, Invocation, LocalReference, …).
    pub kind: String,
    /// Operator kind (Add, ConditionalAnd), loop kind (While, DoWhile, For, ForEach), branch
    /// kind (Break, Continue, GoTo), conversion (Implicit, Explicit, TryCast), case kind
    /// (Pattern, Default), Prefix/Postfix, or the implicit call's method.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// The C# type of the value; absent when binding did not record one.
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub ty: Option<String>,
    /// The constant value (`42`, `"ab"`, `true`), when the operation is constant.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub constant_value: Option<String>,
    pub is_implicit: bool,
    /// Zero-based UTF-16 span in the document.
    pub span: RangeDto,
    /// One-based line.
    pub line: u32,
    /// The source of the span (whitespace collapsed, cut at 80 characters).
    pub text: String,
    /// Children left out because the tree was cut at `depth`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub truncated_children: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OperationTreeData {
    pub document: DocumentRefDto,
    /// The body the tree belongs to.
    pub body: BodyDto,
    /// The operations in pre-order, the root first.
    pub nodes: Vec<OperationNodeDto>,
}

/// An operation in a block (kind and place, without children).
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FlowOperationDto {
    pub kind: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    pub is_implicit: bool,
    pub span: RangeDto,
    pub line: u32,
    pub text: String,
}

/// A successor edge.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BranchDto {
    /// The destination block's ordinal; null for throws and the end of a finally or filter.
    pub destination: Option<u32>,
    /// Regular, Return, Throw, Rethrow or StructuredExceptionHandling.
    pub semantics: String,
    /// Regions the branch leaves, innermost first, and the Finally regions it runs.
    pub leaving_regions: Vec<u32>,
    pub finalizing_regions: Vec<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BasicBlockDto {
    pub ordinal: u32,
    /// Entry, Block or Exit.
    pub kind: String,
    pub is_reachable: bool,
    pub predecessors: Vec<u32>,
    pub operations: Vec<FlowOperationDto>,
    /// The value the block branches on (a condition), returns or throws.
    pub branch_value: Option<FlowOperationDto>,
    /// None, WhenTrue or WhenFalse: when `conditionalSuccessor` is taken.
    pub condition_kind: String,
    pub conditional_successor: Option<BranchDto>,
    pub fall_through_successor: Option<BranchDto>,
    /// The innermost region holding the block.
    pub enclosing_region: u32,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegionDto {
    pub ordinal: u32,
    /// Root, LocalLifetime, Try, Catch, Filter, Finally, TryAndCatch, TryAndFinally or
    /// FilterAndHandler.
    pub kind: String,
    pub first_block: u32,
    pub last_block: u32,
    pub enclosing_region: Option<u32>,
    pub nested_regions: Vec<u32>,
    /// The locals whose lifetime the region is.
    pub locals: Vec<VariableDto>,
    /// A Catch's (or FilterAndHandler's) exception type as written (`object` for `catch`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exception_type: Option<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ControlFlowGraphData {
    pub document: DocumentRefDto,
    pub body: BodyDto,
    pub blocks: Bounded<BasicBlockDto>,
    pub regions: Bounded<RegionDto>,
}

/// A local or parameter.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariableDto {
    pub name: String,
    /// Local, Parameter, RangeVariable or LocalFunction.
    pub kind: String,
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub ty: Option<String>,
    /// Its declaring name.
    pub location: Option<LocationDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DataFlowData {
    pub document: DocumentRefDto,
    /// The statements or expression analyzed.
    pub region: LocationDto,
    /// `N statement(s)` or `expression`.
    pub region_kind: String,
    pub succeeded: bool,
    pub variables_declared: Vec<VariableDto>,
    pub data_flows_in: Vec<VariableDto>,
    pub data_flows_out: Vec<VariableDto>,
    pub always_assigned: Vec<VariableDto>,
    pub read_inside: Vec<VariableDto>,
    pub written_inside: Vec<VariableDto>,
    pub read_outside: Vec<VariableDto>,
    pub written_outside: Vec<VariableDto>,
    pub captured: Vec<VariableDto>,
    pub captured_inside: Vec<VariableDto>,
    pub captured_outside: Vec<VariableDto>,
    pub unsafe_address_taken: Vec<VariableDto>,
    pub definitely_assigned_on_entry: Vec<VariableDto>,
    pub definitely_assigned_on_exit: Vec<VariableDto>,
}

/// The source of a range, whitespace collapsed and cut.
pub fn snippet(text: &str, range: TextRange) -> String {
    let raw = text
        .get(usize::from(range.start())..usize::from(range.end()))
        .unwrap_or("");
    let collapsed = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if collapsed.chars().count() > SNIPPET_CHARS {
        format!(
            "{}…",
            collapsed.chars().take(SNIPPET_CHARS).collect::<String>()
        )
    } else {
        collapsed
    }
}

pub fn body_dto(workspace: &LoadedWorkspace, document: usize, body: &BodyInfo) -> BodyDto {
    BodyDto {
        kind: body.kind.as_str().to_string(),
        location: location(workspace, document, body.declaration),
    }
}

fn span_of(workspace: &LoadedWorkspace, document: usize, range: TextRange) -> (RangeDto, u32) {
    let index = workspace.line_index(document);
    let start = index.to_utf16(range.start());
    let end = index.to_utf16(range.end());
    (
        RangeDto {
            start,
            length: end - start,
        },
        index.line_col(range.start()).line + 1,
    )
}

/// The tree under `op` in pre-order, cut below `depth` levels.
pub fn operation_nodes(
    workspace: &LoadedWorkspace,
    document: usize,
    text: &str,
    op: &Operation,
    depth: u32,
) -> Vec<OperationNodeDto> {
    let mut out = Vec::new();
    let mut stack: Vec<(&Operation, Option<u32>, u32)> = vec![(op, None, 0)];
    while let Some((node, parent, level)) = stack.pop() {
        let (span, line) = span_of(workspace, document, node.range);
        let id = out.len() as u32;
        let cut = level + 1 >= depth && !node.children.is_empty();
        out.push(OperationNodeDto {
            id,
            parent,
            depth: level,
            kind: node.kind.as_str().to_string(),
            detail: node.detail.clone(),
            ty: node.ty.clone(),
            constant_value: node.constant.clone(),
            is_implicit: node.is_implicit,
            span,
            line,
            text: snippet(text, node.range),
            truncated_children: cut.then_some(node.children.len() as u32),
        });
        if !cut {
            for child in node.children.iter().rev() {
                stack.push((child, Some(id), level + 1));
            }
        }
    }
    out
}

fn flow_operation(
    workspace: &LoadedWorkspace,
    document: usize,
    text: &str,
    op: &Operation,
) -> FlowOperationDto {
    let (span, line) = span_of(workspace, document, op.range);
    FlowOperationDto {
        kind: op.kind.as_str().to_string(),
        detail: op.detail.clone(),
        is_implicit: op.is_implicit,
        span,
        line,
        text: snippet(text, op.range),
    }
}

/// Names and declarations of the variables of one document, looked up once each.
pub struct VariableNames<'a> {
    symbols: &'a Symbols<'a>,
    cache: RefCell<HashMap<BoundSymbol, Option<VariableDto>>>,
}

impl<'a> VariableNames<'a> {
    pub fn new(
        symbols: &'a Symbols<'a>,
        _project: Project,
        _document: Document,
    ) -> VariableNames<'a> {
        VariableNames {
            symbols,
            cache: RefCell::new(HashMap::new()),
        }
    }

    pub fn variable(
        &self,
        _workspace: &LoadedWorkspace,
        symbol: &BoundSymbol,
    ) -> Option<VariableDto> {
        if let Some(known) = self.cache.borrow().get(symbol) {
            return known.clone();
        }
        let info = self
            .symbols
            .analysis
            .bound_symbol_info(self.symbols.workspace.workspace_input, symbol)
            .ok()
            .flatten();
        let dto = match info {
            Some(BoundSymbolInfo::Local(local)) => Some(VariableDto {
                name: local.name.clone(),
                kind: local.kind.as_str().to_string(),
                ty: local.ty.clone(),
                location: local
                    .declaration
                    .as_ref()
                    .and_then(|d| self.symbols.location(d)),
            }),
            _ => None,
        };
        self.cache.borrow_mut().insert(symbol.clone(), dto.clone());
        dto
    }
}

fn branch_dto(branch: &Option<Branch>, region_map: &[Option<u32>]) -> Option<BranchDto> {
    let b = branch.as_ref()?;
    let map = |rs: &[usize]| rs.iter().filter_map(|r| region_map[*r]).collect();
    Some(BranchDto {
        destination: b.destination.map(|d| d as u32),
        semantics: b.semantics.as_str().to_string(),
        leaving_regions: map(&b.leaving),
        finalizing_regions: map(&b.finalizing),
    })
}

/// Blocks and regions as outputs; regions without blocks are left out and the rest
/// renumbered in order.
pub fn graph_dtos(
    workspace: &LoadedWorkspace,
    document: usize,
    text: &str,
    graph: &ControlFlowGraph,
    names: &VariableNames<'_>,
) -> (Vec<BasicBlockDto>, Vec<RegionDto>) {
    let mut region_map: Vec<Option<u32>> = vec![None; graph.regions.len()];
    let mut next = 0;
    for (i, r) in graph.regions.iter().enumerate() {
        if r.first_block != usize::MAX {
            region_map[i] = Some(next);
            next += 1;
        }
    }
    let block = |b: &BasicBlock| BasicBlockDto {
        ordinal: b.ordinal as u32,
        kind: b.kind.as_str().to_string(),
        is_reachable: b.is_reachable,
        predecessors: b.predecessors.iter().map(|p| *p as u32).collect(),
        operations: b
            .operations
            .iter()
            .map(|o| flow_operation(workspace, document, text, o))
            .collect(),
        branch_value: b
            .branch_value
            .as_ref()
            .map(|v| flow_operation(workspace, document, text, v)),
        condition_kind: b.condition_kind.as_str().to_string(),
        conditional_successor: branch_dto(&b.conditional_successor, &region_map),
        fall_through_successor: branch_dto(&b.fall_through_successor, &region_map),
        enclosing_region: region_map[b.region].unwrap_or(0),
    };
    let blocks = graph.blocks.iter().map(block).collect();
    let regions = graph
        .regions
        .iter()
        .enumerate()
        .filter_map(|(i, r)| {
            let ordinal = region_map[i]?;
            Some(RegionDto {
                ordinal,
                kind: r.kind.as_str().to_string(),
                first_block: r.first_block as u32,
                last_block: r.last_block as u32,
                enclosing_region: r.enclosing.and_then(|e| region_map[e]),
                nested_regions: r.nested.iter().filter_map(|n| region_map[*n]).collect(),
                locals: r
                    .locals
                    .iter()
                    .filter_map(|l| names.variable(workspace, l))
                    .collect(),
                exception_type: r.exception_type.clone(),
            })
        })
        .collect();
    (blocks, regions)
}
