//! The flow tools: `get-operation-tree` (the bound operation tree of a range or a member
//! body), `get-control-flow-graph` (basic blocks and regions) and `analyze-data-flow`
//! (Roslyn's data-flow sets of a statement range or expression). Output shapes are in
//! `flow_dto`.

use cs_ide::flow::{BodyLookupError, SelectionError};
use cs_ide::{BodyInfo, Document, FlowError, Project};
use cs_syntax::TextRange;
use schemars::JsonSchema;
use serde::Deserialize;
use workbench_host::{ErrorCode, HostError, HostResult, LoadedWorkspace};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, LocationSelectorDto, ProjectSelectorDto, SnapshotDto, SymbolSelectorDto,
    WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::flow_dto::*;
use crate::tools::symbol_selector::Symbols;
use crate::tools::{cancelled, document_ref, limit, location, prepare};

const DEFAULT_DEPTH: u32 = 8;
const MAX_DEPTH: u32 = 64;
const DEFAULT_BLOCKS: u32 = 64;
const DEFAULT_REGIONS: u32 = 32;

/// A member by documentation-comment ID or name (by location: pass `location` instead).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MemberSelectorDto {
    pub symbol_id: Option<String>,
    pub name: Option<String>,
    pub project: Option<ProjectSelectorDto>,
}

impl From<MemberSelectorDto> for SymbolSelectorDto {
    fn from(m: MemberSelectorDto) -> SymbolSelectorDto {
        SymbolSelectorDto {
            location: None,
            symbol_id: m.symbol_id,
            name: m.name,
            kind: None,
            project: m.project,
        }
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OperationTreeRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// A range in a member body: the innermost operation covering it.
    pub location: Option<LocationSelectorDto>,
    /// A method, accessor, constructor or operator: its whole body is the root.
    pub symbol: Option<MemberSelectorDto>,
    /// Levels shown (at most 64); deeper children are counted.
    #[schemars(extend("default" = 8), range(min = 1, max = 64))]
    pub depth: Option<u32>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ControlFlowGraphRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Inside a method, accessor, constructor, local function or lambda.
    pub location: Option<LocationSelectorDto>,
    /// A method, accessor, constructor or operator.
    pub symbol: Option<MemberSelectorDto>,
    #[schemars(extend("default" = 64))]
    pub limit: Option<u32>,
    #[schemars(extend("default" = 32))]
    pub region_limit: Option<u32>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DataFlowRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Whole statements of one block, or one expression.
    pub location: LocationSelectorDto,
}

const GET_OPERATION_TREE: ToolMeta = ToolMeta::query(
    "get-operation-tree",
    "Get Operation Tree",
    "The bound operation tree (Roslyn IOperation) at a location or of a member's body: kind, \
type, constant value and span of each node.",
);

const GET_CONTROL_FLOW_GRAPH: ToolMeta = ToolMeta::query(
    "get-control-flow-graph",
    "Get Control Flow Graph",
    "Roslyn's control-flow graph of a method, accessor, constructor, local function or lambda: \
blocks, operations, successors, regions.",
);

const ANALYZE_DATA_FLOW: ToolMeta = ToolMeta::query(
    "analyze-data-flow",
    "Analyze Data Flow",
    "Roslyn's DataFlowAnalysis of whole statements or one expression: variables read, written, \
flowing in and out, captured, definitely assigned.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(GET_OPERATION_TREE, get_operation_tree),
        tool(GET_CONTROL_FLOW_GRAPH, get_control_flow_graph),
        tool(ANALYZE_DATA_FLOW, analyze_data_flow),
    ]
}

/// A body located for a flow tool.
struct Located {
    document: usize,
    project: Project,
    input: Document,
    body: BodyInfo,
    /// The (trimmed) range the caller gave, if by location.
    range: Option<TextRange>,
}

fn revise(code: ErrorCode, message: String, instruction: &str) -> HostError {
    HostError::new(code, message).revise(instruction.to_string())
}

/// Finds the body a tool works on, from exactly one of `location` and `symbol`.
fn locate(
    workspace: &LoadedWorkspace,
    symbols: &Symbols<'_>,
    location: Option<LocationSelectorDto>,
    symbol: Option<MemberSelectorDto>,
    nested: bool,
) -> HostResult<Located> {
    match (location, symbol) {
        (Some(location), None) => {
            let resolved =
                workspace.resolve_location(&location.into_selector("location")?, "location")?;
            let document = &workspace.documents[resolved.document];
            let range = trim(&workspace.document_text(resolved.document), resolved.range);
            if symbols
                .analysis
                .covers_only_trivia(document.input, range)
                .map_err(cancelled)?
            {
                return Err(revise(
                    ErrorCode::InvalidRange,
                    "`location` covers only whitespace or comments: there is no code there to analyze.".into(),
                    "Select code inside a member body (statements or an expression), then call again.",
                ));
            }
            let body = symbols
                .analysis
                .body_around(document.input, range, nested)
                .map_err(cancelled)?
                .ok_or_else(|| {
                    revise(
                        ErrorCode::InvalidRange,
                        "`location` is not inside a member body (a method, accessor, constructor, operator, local function, lambda or top-level statements).".into(),
                        "Point inside the body of a method or other executable member, or pass `symbol` with the member instead.",
                    )
                })?;
            Ok(Located {
                document: resolved.document,
                project: workspace.projects[document.project].input,
                input: document.input,
                body,
                range: Some(range),
            })
        }
        (None, Some(selector)) => {
            let resolved = symbols.resolve(selector.into(), "symbol")?;
            let (project, input, body) = match symbols
                .analysis
                .body_of_symbol(&resolved.symbol)
                .map_err(cancelled)?
            {
                Ok(found) => found,
                Err(BodyLookupError::NotExecutable) => {
                    return Err(revise(
                        ErrorCode::InvalidArgument,
                        format!(
                            "`symbol`: {} `{}` is not a method, accessor, constructor or operator, so it has no body to analyze.",
                            resolved.info.kind.as_str(),
                            resolved.info.name
                        ),
                        "Pass a method (or property, constructor, operator) as `symbol`, or a `location` inside a body.",
                    ));
                }
                Err(BodyLookupError::NoBody) => {
                    return Err(revise(
                        ErrorCode::InvalidArgument,
                        format!(
                            "`symbol`: `{}` is declared without a body in this workspace (abstract, extern, interface or library member).",
                            resolved.info.name
                        ),
                        "Pass a member whose body is in the workspace's source.",
                    ));
                }
            };
            let document = symbols.document_index(&input).ok_or_else(|| {
                revise(
                    ErrorCode::InvalidArgument,
                    "`symbol` is declared outside the workspace's documents.".into(),
                    "Pass a member declared in the workspace.",
                )
            })?;
            Ok(Located {
                document,
                project,
                input,
                body,
                range: None,
            })
        }
        _ => Err(HostError::invalid_argument(
            "location",
            "give exactly one of `location` and `symbol`",
        )),
    }
}

/// The range without surrounding whitespace (an empty range stays where it is).
fn trim(text: &str, range: TextRange) -> TextRange {
    let start = usize::from(range.start());
    let end = usize::from(range.end()).min(text.len());
    let Some(selected) = text.get(start..end) else {
        return range;
    };
    let leading = selected.len() - selected.trim_start().len();
    let trimmed = selected.trim();
    if trimmed.is_empty() {
        return range;
    }
    let from = (start + leading) as u32;
    TextRange::new(from.into(), (from + trimmed.len() as u32).into())
}

fn get_operation_tree(
    state: &mut State,
    request: OperationTreeRequest,
) -> HostResult<Reply<OperationTreeData>> {
    let depth = request.depth.unwrap_or(DEFAULT_DEPTH);
    if depth == 0 || depth > MAX_DEPTH {
        return Err(HostError::invalid_argument(
            "depth",
            format!("must be between 1 and {MAX_DEPTH}"),
        ));
    }
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let located = locate(workspace, &symbols, request.location, request.symbol, true)?;
    let start = u32::from(located.body.declaration.start());
    let operations = symbols
        .analysis
        .operation_tree(located.project, located.input, start)
        .map_err(cancelled)?
        .ok_or_else(|| {
            revise(
                ErrorCode::InvalidRange,
                "The body could not be lowered.".into(),
                "Point inside another member body.",
            )
        })?;
    let root = match located.range {
        Some(range) => operations
            .root
            .innermost_covering(range)
            .unwrap_or(&operations.root),
        None => &operations.root,
    };
    let text = workspace.document_text(located.document);
    let nodes = operation_nodes(workspace, located.document, &text, root, depth);
    Ok(Reply::new(
        OperationTreeData {
            document: document_ref(workspace, located.document),
            body: body_dto(workspace, located.document, &located.body),
            nodes,
        },
        Some(workspace.snapshot()),
    ))
}

fn get_control_flow_graph(
    state: &mut State,
    request: ControlFlowGraphRequest,
) -> HostResult<Reply<ControlFlowGraphData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let block_limit = limit(request.limit, DEFAULT_BLOCKS);
    let region_limit = limit(request.region_limit, DEFAULT_REGIONS);
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let located = locate(workspace, &symbols, request.location, request.symbol, true)?;
    let start = u32::from(located.body.declaration.start());
    let graph = symbols
        .analysis
        .control_flow_graph(located.project, located.input, start)
        .map_err(cancelled)?
        .ok_or_else(|| {
            revise(
                ErrorCode::InvalidRange,
                "The body could not be lowered.".into(),
                "Point inside another member body.",
            )
        })?;
    let text = workspace.document_text(located.document);
    let names = VariableNames::new(&symbols, located.project, located.input);
    let (blocks, regions) = graph_dtos(workspace, located.document, &text, &graph, &names);
    Ok(Reply::new(
        ControlFlowGraphData {
            document: document_ref(workspace, located.document),
            body: body_dto(workspace, located.document, &located.body),
            blocks: Bounded::from_all(blocks, block_limit),
            regions: Bounded::from_all(regions, region_limit),
        },
        Some(workspace.snapshot()),
    ))
}

fn analyze_data_flow(
    state: &mut State,
    request: DataFlowRequest,
) -> HostResult<Reply<DataFlowData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let located = locate(workspace, &symbols, Some(request.location), None, true)?;
    let range = located.range.expect("by location");
    let answer = match symbols
        .analysis
        .data_flow(located.project, located.input, range)
        .map_err(cancelled)?
    {
        Ok(answer) => answer,
        Err(FlowError::OutsideBody) => {
            return Err(revise(
                ErrorCode::InvalidRange,
                "`location` is not inside a member body.".into(),
                "Select statements or an expression inside a method body.",
            ));
        }
        Err(FlowError::Selection(SelectionError::NothingSelected)) => {
            return Err(revise(
                ErrorCode::InvalidRange,
                "`location` covers no statement and no expression.".into(),
                "Select whole statements of one block, or exactly one expression.",
            ));
        }
        Err(FlowError::Selection(SelectionError::CutsStatements(cut))) => {
            let text = workspace.document_text(located.document);
            let described: Vec<String> = cut
                .iter()
                .map(|r| {
                    let at = location(workspace, located.document, *r);
                    format!("line {} `{}`", at.line, snippet(&text, *r))
                })
                .collect();
            return Err(revise(
                ErrorCode::InvalidRange,
                format!(
                    "`location` covers part of a statement: {}.",
                    described.join("; ")
                ),
                "Extend or shrink the range to whole statements of one block (or exactly one expression), then call again.",
            ));
        }
    };
    let names = VariableNames::new(&symbols, located.project, located.input);
    let list = |symbols: &[cs_ide::BoundSymbol]| -> Vec<VariableDto> {
        symbols
            .iter()
            .filter_map(|s| names.variable(workspace, s))
            .collect()
    };
    let flow = &answer.flow;
    let (selected, kind) = match &answer.selection {
        cs_ide::flow::Selection::Statements { range, statements } => {
            (*range, format!("{} statement(s)", statements.len()))
        }
        cs_ide::flow::Selection::Expression { range } => (*range, "expression".to_string()),
    };
    Ok(Reply::new(
        DataFlowData {
            document: document_ref(workspace, located.document),
            region: location(workspace, located.document, selected),
            region_kind: kind,
            succeeded: true,
            variables_declared: list(&flow.variables_declared),
            data_flows_in: list(&flow.data_flows_in),
            data_flows_out: list(&flow.data_flows_out),
            always_assigned: list(&flow.always_assigned),
            read_inside: list(&flow.read_inside),
            written_inside: list(&flow.written_inside),
            read_outside: list(&flow.read_outside),
            written_outside: list(&flow.written_outside),
            captured: list(&flow.captured),
            captured_inside: list(&flow.captured_inside),
            captured_outside: list(&flow.captured_outside),
            unsafe_address_taken: list(&flow.unsafe_address_taken),
            definitely_assigned_on_entry: list(&flow.definitely_assigned_on_entry),
            definitely_assigned_on_exit: list(&flow.definitely_assigned_on_exit),
        },
        Some(workspace.snapshot()),
    ))
}
