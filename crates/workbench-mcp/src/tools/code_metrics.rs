//! `get-metrics` (Visual Studio's code metrics per member, type, namespace or project,
//! sortable and bounded) and `find-duplicate-code` (groups of structurally equal statement
//! sequences).

use cs_ide::Symbol;
use cs_structure::{DuplicateOptions, Level, MetricSet, MetricsItem, Structure};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, LocationDto, ProjectSelectorDto, SnapshotDto, WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::dependencies::ScopeDto;
use crate::tools::symbol_selector::Symbols;
use crate::tools::{cancelled, limit, prepare};

#[derive(Debug, Clone, Copy, Deserialize, Serialize, JsonSchema, PartialEq, Eq)]
pub enum MetricsLevelDto {
    Member,
    Type,
    Namespace,
    Project,
}

#[derive(Debug, Clone, Copy, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum MetricDto {
    MaintainabilityIndex,
    CyclomaticComplexity,
    SourceLines,
    ExecutableLines,
    ClassCoupling,
    DepthOfInheritance,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MetricsRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Default Type.
    pub level: Option<MetricsLevelDto>,
    pub scope: Option<ScopeDto>,
    /// Worst first by this metric; default cyclomaticComplexity.
    pub sort_by: Option<MetricDto>,
    /// Maximum number of items; 0 returns none.
    #[schemars(extend("default" = 100))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetricsDto {
    pub maintainability_index: u32,
    pub cyclomatic_complexity: u32,
    pub source_lines: u32,
    pub executable_lines: u32,
    pub class_coupling: u32,
    /// Types, namespaces and projects only.
    pub depth_of_inheritance: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetricsItemDto {
    /// Member, type or namespace name (qualified); the project's name at Project level.
    pub name: String,
    /// Documentation ID; null for projects.
    pub symbol_id: Option<String>,
    pub project_id: String,
    pub location: Option<LocationDto>,
    pub metrics: MetricsDto,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetricsData {
    pub level: MetricsLevelDto,
    pub items: Bounded<MetricsItemDto>,
}

const GET_METRICS: ToolMeta = ToolMeta::query(
    "get-metrics",
    "Get Metrics",
    "Visual Studio's code metrics (maintainability, complexity, lines, coupling, inheritance \
depth) per Member, Type, Namespace or Project, worst first.",
);

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DuplicatesRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub project: Option<ProjectSelectorDto>,
    #[schemars(extend("default" = 3), range(min = 1))]
    pub minimum_statements: Option<u32>,
    /// Maximum number of groups; 0 returns none.
    #[schemars(extend("default" = 25))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CloneGroupDto {
    pub statements: u32,
    /// Tokens of one copy.
    pub tokens: u32,
    /// Each copy, from its first statement to its last, in document order.
    pub locations: Vec<CloneLocationDto>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CloneLocationDto {
    pub location: LocationDto,
    /// One-based line of the last statement's end.
    pub end_line: u32,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DuplicatesData {
    /// Largest first (statements, then tokens, then copies).
    pub groups: Bounded<CloneGroupDto>,
}

const FIND_DUPLICATE_CODE: ToolMeta = ToolMeta::query(
    "find-duplicate-code",
    "Find Duplicate Code",
    "Duplicated statement sequences (Type-2 clones: equal up to identifiers and literals), \
largest first, each copy located.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(GET_METRICS, get_metrics),
        tool(FIND_DUPLICATE_CODE, find_duplicate_code),
    ]
}

/// The metric's value, oriented so that larger is worse.
fn badness(metrics: &MetricSet, by: MetricDto) -> i64 {
    match by {
        MetricDto::MaintainabilityIndex => -i64::from(metrics.maintainability_index),
        MetricDto::CyclomaticComplexity => i64::from(metrics.cyclomatic_complexity),
        MetricDto::SourceLines => i64::from(metrics.source_lines),
        MetricDto::ExecutableLines => i64::from(metrics.executable_lines),
        MetricDto::ClassCoupling => i64::from(metrics.class_coupling),
        MetricDto::DepthOfInheritance => i64::from(metrics.depth_of_inheritance.unwrap_or(0)),
    }
}

fn get_metrics(state: &mut State, request: MetricsRequest) -> HostResult<Reply<MetricsData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let level = request.level.unwrap_or(MetricsLevelDto::Type);
    let scope = crate::tools::dependencies::scope(workspace, request.scope)?;
    let structure = Structure::new(&symbols.analysis, workspace.workspace_input);
    let (analysis_level, members) = match level {
        MetricsLevelDto::Member => (Level::Type, true),
        MetricsLevelDto::Type => (Level::Type, false),
        MetricsLevelDto::Namespace => (Level::Namespace, false),
        MetricsLevelDto::Project => (Level::Project, false),
    };
    let mut items: Vec<MetricsItem> = structure
        .metrics(analysis_level, &scope, members)
        .map_err(cancelled)?;
    if members {
        items.retain(|i| matches!(i.symbol, Some(Symbol::Member(_))));
    }
    let by = request.sort_by.unwrap_or(MetricDto::CyclomaticComplexity);
    // Stable: equal values keep declaration order.
    items.sort_by_key(|i| std::cmp::Reverse(badness(&i.metrics, by)));
    let max = limit(request.limit, 100);
    let mut out = Vec::new();
    for item in items.iter().take(max) {
        let project = workspace
            .projects
            .iter()
            .find(|p| p.input == item.project)
            .ok_or_else(|| HostError::invalid_argument("scope", "project not in the workspace"))?;
        let (name, symbol_id, location) = match &item.symbol {
            None => (project.name.clone(), None, None),
            Some(Symbol::Namespace(n)) => (
                if n.is_empty() {
                    "<global>".to_string()
                } else {
                    n.clone()
                },
                Some(format!("N:{n}")),
                None,
            ),
            Some(symbol) => match symbols.info(symbol)? {
                Some(info) => (
                    if info.container.is_empty() {
                        info.name.clone()
                    } else {
                        format!("{}.{}", info.container, info.name)
                    },
                    Some(info.symbol_id.clone()),
                    info.declarations.first().and_then(|d| symbols.location(d)),
                ),
                None => continue,
            },
        };
        let m = &item.metrics;
        out.push(MetricsItemDto {
            name,
            symbol_id,
            project_id: project.id.clone(),
            location,
            metrics: MetricsDto {
                maintainability_index: m.maintainability_index,
                cyclomatic_complexity: m.cyclomatic_complexity,
                source_lines: m.source_lines,
                executable_lines: m.executable_lines,
                class_coupling: m.class_coupling,
                depth_of_inheritance: m.depth_of_inheritance,
            },
        });
    }
    Ok(Reply::new(
        MetricsData {
            level,
            items: Bounded {
                items: out,
                has_more: items.len() > max,
                total_count: Some(items.len() as u64),
            },
        },
        Some(workspace.snapshot()),
    ))
}

fn find_duplicate_code(
    state: &mut State,
    request: DuplicatesRequest,
) -> HostResult<Reply<DuplicatesData>> {
    let minimum = match request.minimum_statements.unwrap_or(3) {
        0 => {
            return Err(HostError::invalid_argument(
                "minimumStatements",
                "must be at least 1 (default 3)",
            ));
        }
        n => n as usize,
    };
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let project = match request.project {
        Some(p) => Some(workspace.projects[workspace.resolve_project(&p.into(), "project")?].input),
        None => None,
    };
    let structure = Structure::new(&symbols.analysis, workspace.workspace_input);
    let groups = structure
        .duplicates(
            project,
            DuplicateOptions {
                minimum_statements: minimum,
            },
        )
        .map_err(cancelled)?;
    let max = limit(request.limit, 25);
    let items = groups
        .iter()
        .take(max)
        .map(|g| CloneGroupDto {
            statements: g.statements as u32,
            tokens: g.tokens,
            locations: g
                .occurrences
                .iter()
                .filter_map(|o| {
                    let document = symbols.document_index(&o.document)?;
                    let location = crate::tools::location(workspace, document, o.range);
                    let end_line = workspace.line_index(document).line_col(o.range.end()).line + 1;
                    Some(CloneLocationDto { location, end_line })
                })
                .collect(),
        })
        .collect();
    Ok(Reply::new(
        DuplicatesData {
            groups: Bounded {
                items,
                has_more: groups.len() > max,
                total_count: Some(groups.len() as u64),
            },
        },
        Some(workspace.snapshot()),
    ))
}
