//! The dependency tools: `list-dependencies` and `list-dependents` (what a type, namespace or
//! project uses and what uses it, with reference counts and a sample place each),
//! `get-dependency-graph` (bounded, deterministic, also as DOT or Mermaid) and
//! `find-dependency-cycles` (strongly connected components).

use cs_ide::Symbol;
use cs_structure::{Direction, Level, Neighbour, Node, NodeKind, Scope, Selection, Structure};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{HostError, HostResult, LoadedWorkspace};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, LocationDto, ProjectSelectorDto, SnapshotDto, SymbolSelectorDto, WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::symbol_selector::Symbols;
use crate::tools::{cancelled, limit, prepare};

/// The granularity of dependency nodes.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, JsonSchema, PartialEq, Eq)]
pub enum LevelDto {
    Type,
    Namespace,
    Project,
}

impl From<LevelDto> for Level {
    fn from(l: LevelDto) -> Level {
        match l {
            LevelDto::Type => Level::Type,
            LevelDto::Namespace => Level::Namespace,
            LevelDto::Project => Level::Project,
        }
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NeighboursRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// A type or namespace (or give project).
    pub symbol: Option<SymbolSelectorDto>,
    pub project: Option<ProjectSelectorDto>,
    /// Default: the subject's own level.
    pub level: Option<LevelDto>,
    #[schemars(extend("default" = 100))]
    pub limit: Option<u32>,
}

/// A node of a dependency graph.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NodeDto {
    /// Type, Namespace, Project or Assembly (framework and package types, grouped).
    pub kind: &'static str,
    /// The type's or namespace's name, the project's or assembly's name.
    pub name: String,
    /// Documentation ID of a type (`T:…`) or namespace (`N:…`), reusable as symbol.symbolId.
    pub symbol_id: Option<String>,
    pub project_id: Option<String>,
}

/// A node the subject uses, or that uses it.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NeighbourDto {
    pub node: NodeDto,
    /// Bound names between the two (each reference to a type or to one of its members).
    pub reference_count: u32,
    /// The first such reference.
    pub sample: Option<LocationDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NeighboursData {
    pub subject: NodeDto,
    pub level: LevelDto,
    /// Most references first, then by name; metadata types as one Assembly node each.
    pub nodes: Bounded<NeighbourDto>,
}

const LIST_DEPENDENCIES: ToolMeta = ToolMeta::query(
    "list-dependencies",
    "List Dependencies",
    "What a type, namespace or project uses, at level Type, Namespace or Project, with reference \
counts and a first location.",
);
const LIST_DEPENDENTS: ToolMeta = ToolMeta::query(
    "list-dependents",
    "List Dependents",
    "What uses a type, namespace or project (a framework type too), with reference counts and a \
first location, most first.",
);

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScopeDto {
    pub project: Option<ProjectSelectorDto>,
    /// Dotted name; nested namespaces included.
    pub namespace: Option<String>,
}

#[derive(Debug, Clone, Copy, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum GraphFormatDto {
    Json,
    Dot,
    Mermaid,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GraphRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Default Namespace.
    pub level: Option<LevelDto>,
    pub scope: Option<ScopeDto>,
    /// json (default); dot or mermaid add the graph as text.
    pub format: Option<GraphFormatDto>,
    pub include_external: Option<bool>,
    #[schemars(extend("default" = 200))]
    pub limit: Option<u32>,
    /// Heaviest edges kept.
    #[schemars(extend("default" = 400))]
    pub edge_limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EdgeDto {
    /// Index into nodes.
    pub from: u32,
    pub to: u32,
    /// Number of references.
    pub weight: u32,
    pub sample: Option<LocationDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GraphData {
    pub level: LevelDto,
    /// Sorted by symbolId or name.
    pub nodes: Bounded<NodeDto>,
    /// Heaviest first; when cut, the heaviest edges are the ones kept.
    pub edges: Bounded<EdgeDto>,
    /// Graphviz DOT or Mermaid text, when asked for.
    pub text: Option<String>,
}

const GET_DEPENDENCY_GRAPH: ToolMeta = ToolMeta::query(
    "get-dependency-graph",
    "Get Dependency Graph",
    "The dependency graph at level Type, Namespace or Project: nodes and weighted edges, \
heaviest kept; also as dot or mermaid text.",
);

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CyclesRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Default Namespace.
    pub level: Option<LevelDto>,
    pub scope: Option<ScopeDto>,
    /// Maximum number of cycles; 0 returns none.
    #[schemars(extend("default" = 25))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CycleDto {
    /// The strongly connected component's nodes, sorted.
    pub nodes: Vec<NodeDto>,
    /// Every edge between them (indexes into nodes): each closes a cycle; heaviest first.
    pub edges: Vec<EdgeDto>,
    /// One shortest cycle through the first node: indexes, first and last equal.
    pub path: Vec<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CyclesData {
    pub level: LevelDto,
    /// Smallest first.
    pub cycles: Bounded<CycleDto>,
}

const FIND_DEPENDENCY_CYCLES: ToolMeta = ToolMeta::query(
    "find-dependency-cycles",
    "Find Dependency Cycles",
    "Dependency cycles (strongly connected components) at level Type, Namespace or Project, with \
their edges and a shortest cycle.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(LIST_DEPENDENCIES, list_dependencies),
        tool(LIST_DEPENDENTS, list_dependents),
        tool(GET_DEPENDENCY_GRAPH, get_dependency_graph),
        tool(FIND_DEPENDENCY_CYCLES, find_dependency_cycles),
    ]
}

pub fn node_dto(workspace: &LoadedWorkspace, node: &Node) -> NodeDto {
    let (kind, symbol_id, project_id) = match &node.kind {
        NodeKind::Type(_) => ("Type", Some(node.key.clone()), None),
        NodeKind::Namespace(_) => ("Namespace", Some(node.key.clone()), None),
        NodeKind::Project(p) => (
            "Project",
            None,
            workspace
                .projects
                .iter()
                .find(|i| i.input == *p)
                .map(|i| i.id.clone()),
        ),
        NodeKind::Assembly(_) => ("Assembly", None, None),
    };
    NodeDto {
        kind,
        name: node.name.clone(),
        symbol_id,
        project_id,
    }
}

pub fn sample(
    symbols: &Symbols<'_>,
    document: cs_ide::Document,
    range: cs_syntax::TextRange,
) -> Option<LocationDto> {
    symbols.location(&cs_ide::FileRange { document, range })
}

/// The subject of a dependency list, and its own level.
fn selection(
    symbols: &Symbols<'_>,
    symbol: Option<SymbolSelectorDto>,
    project: Option<ProjectSelectorDto>,
) -> HostResult<(Selection, Level, NodeDto)> {
    let workspace = symbols.workspace;
    match (symbol, project) {
        (Some(symbol), None) => {
            let resolved = symbols.resolve(symbol, "symbol")?;
            let kind = resolved.info.kind.as_str().to_string();
            let subject = NodeDto {
                kind: if matches!(resolved.symbol, Symbol::Namespace(_)) {
                    "Namespace"
                } else {
                    "Type"
                },
                name: if resolved.info.container.is_empty() {
                    resolved.info.name.clone()
                } else {
                    format!("{}.{}", resolved.info.container, resolved.info.name)
                },
                symbol_id: Some(resolved.info.symbol_id.clone()),
                project_id: symbols.project_id(&resolved.info),
            };
            match resolved.symbol {
                Symbol::Type(t) => Ok((Selection::Type(t), Level::Type, subject)),
                Symbol::Namespace(n) => Ok((Selection::Namespace(n), Level::Namespace, subject)),
                Symbol::Member(_) => Err(HostError::invalid_argument(
                    "symbol",
                    format!(
                        "names a {kind}; dependencies are between types, namespaces and projects: name its type, or use find-callees / find-callers for a member"
                    ),
                )),
            }
        }
        (None, Some(project)) => {
            let index = workspace.resolve_project(&project.into(), "project")?;
            let info = &workspace.projects[index];
            Ok((
                Selection::Project(info.input),
                Level::Project,
                NodeDto {
                    kind: "Project",
                    name: info.name.clone(),
                    symbol_id: None,
                    project_id: Some(info.id.clone()),
                },
            ))
        }
        _ => Err(HostError::invalid_argument(
            "symbol",
            "give exactly one of symbol (a type or namespace) and project",
        )),
    }
}

fn level_dto(level: Level) -> LevelDto {
    match level {
        Level::Type => LevelDto::Type,
        Level::Namespace => LevelDto::Namespace,
        Level::Project => LevelDto::Project,
    }
}

fn neighbours(
    state: &mut State,
    request: NeighboursRequest,
    direction: Direction,
) -> HostResult<Reply<NeighboursData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let (selection, own_level, subject) = selection(&symbols, request.symbol, request.project)?;
    let level = request.level.map(Level::from).unwrap_or(own_level);
    let structure = Structure::new(&symbols.analysis, workspace.workspace_input);
    let found: Vec<Neighbour> = structure
        .neighbours(&selection, level, direction)
        .map_err(cancelled)?;
    let max = limit(request.limit, 100);
    let items = found
        .iter()
        .take(max)
        .map(|n| NeighbourDto {
            node: node_dto(workspace, &n.node),
            reference_count: n.count,
            sample: sample(&symbols, n.document, n.range),
        })
        .collect();
    Ok(Reply::new(
        NeighboursData {
            subject,
            level: level_dto(level),
            nodes: Bounded {
                items,
                has_more: found.len() > max,
                total_count: Some(found.len() as u64),
            },
        },
        Some(workspace.snapshot()),
    ))
}

fn list_dependencies(
    state: &mut State,
    request: NeighboursRequest,
) -> HostResult<Reply<NeighboursData>> {
    neighbours(state, request, Direction::Dependencies)
}

fn list_dependents(
    state: &mut State,
    request: NeighboursRequest,
) -> HostResult<Reply<NeighboursData>> {
    neighbours(state, request, Direction::Dependents)
}

pub fn scope(workspace: &LoadedWorkspace, scope: Option<ScopeDto>) -> HostResult<Scope> {
    match scope {
        None => Ok(Scope::Workspace),
        Some(ScopeDto {
            project: Some(p),
            namespace: None,
        }) => {
            let index = workspace.resolve_project(&p.into(), "scope.project")?;
            Ok(Scope::Project(workspace.projects[index].input))
        }
        Some(ScopeDto {
            project: None,
            namespace: Some(n),
        }) => Ok(Scope::Namespace(n)),
        Some(ScopeDto {
            project: None,
            namespace: None,
        }) => Ok(Scope::Workspace),
        Some(_) => Err(HostError::invalid_argument(
            "scope",
            "give at most one of project and namespace",
        )),
    }
}

fn edge_dto(symbols: &Symbols<'_>, edge: &cs_structure::Edge) -> EdgeDto {
    EdgeDto {
        from: edge.from as u32,
        to: edge.to as u32,
        weight: edge.weight,
        sample: sample(symbols, edge.document, edge.range),
    }
}

fn get_dependency_graph(state: &mut State, request: GraphRequest) -> HostResult<Reply<GraphData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let level = request.level.unwrap_or(LevelDto::Namespace);
    let scope = scope(workspace, request.scope)?;
    let max_nodes = limit(request.limit, 200);
    let max_edges = limit(request.edge_limit, 400);
    let structure = Structure::new(&symbols.analysis, workspace.workspace_input);
    let graph = structure
        .graph(
            level.into(),
            &scope,
            request.include_external.unwrap_or(false),
            max_nodes,
            max_edges,
        )
        .map_err(cancelled)?;
    let text = match request.format.unwrap_or(GraphFormatDto::Json) {
        GraphFormatDto::Json => None,
        GraphFormatDto::Dot => Some(cs_structure::render_dot(&graph)),
        GraphFormatDto::Mermaid => Some(cs_structure::render_mermaid(&graph)),
    };
    Ok(Reply::new(
        GraphData {
            level,
            nodes: Bounded {
                has_more: graph.total_nodes > graph.nodes.len(),
                total_count: Some(graph.total_nodes as u64),
                items: graph.nodes.iter().map(|n| node_dto(workspace, n)).collect(),
            },
            edges: Bounded {
                has_more: graph.total_edges > graph.edges.len(),
                total_count: Some(graph.total_edges as u64),
                items: graph.edges.iter().map(|e| edge_dto(&symbols, e)).collect(),
            },
            text,
        },
        Some(workspace.snapshot()),
    ))
}

fn find_dependency_cycles(
    state: &mut State,
    request: CyclesRequest,
) -> HostResult<Reply<CyclesData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let level = request.level.unwrap_or(LevelDto::Namespace);
    let scope = scope(workspace, request.scope)?;
    let structure = Structure::new(&symbols.analysis, workspace.workspace_input);
    let cycles = structure.cycles(level.into(), &scope).map_err(cancelled)?;
    let max = limit(request.limit, 25);
    let items = cycles
        .iter()
        .take(max)
        .map(|c| CycleDto {
            nodes: c.nodes.iter().map(|n| node_dto(workspace, n)).collect(),
            edges: c.edges.iter().map(|e| edge_dto(&symbols, e)).collect(),
            path: c.path.iter().map(|&i| i as u32).collect(),
        })
        .collect();
    Ok(Reply::new(
        CyclesData {
            level,
            cycles: Bounded {
                items,
                has_more: cycles.len() > max,
                total_count: Some(cycles.len() as u64),
            },
        },
        Some(workspace.snapshot()),
    ))
}
