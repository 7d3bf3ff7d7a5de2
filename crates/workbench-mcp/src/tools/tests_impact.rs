//! `find-tests` (test methods of xUnit, NUnit, MSTest and TUnit, and those reaching a symbol
//! through calls) and `analyze-change-impact` (what changing a symbol, or the active
//! transaction's staged changes, affects, and why).

use cs_ide::{Symbol, SymbolKind};
use cs_structure::{ImpactReport, Structure, TestMethod};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{ErrorCode, HostError, HostResult, LoadedWorkspace};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, LocationDto, ProjectSelectorDto, SnapshotDto, SymbolDto, SymbolSelectorDto,
    WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::symbol_selector::Symbols;
use crate::tools::{cancelled, limit, prepare};

/// Most members visited when following callers back to tests.
const MAX_VISITED: usize = 5_000;

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FindTestsRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Only tests reaching it through calls.
    pub symbol: Option<SymbolSelectorDto>,
    pub project: Option<ProjectSelectorDto>,
    #[schemars(extend("default" = 6), range(min = 1))]
    pub depth: Option<u32>,
    /// Maximum number of tests; 0 returns none.
    #[schemars(extend("default" = 100))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TestDto {
    pub test: SymbolDto,
    /// xUnit, NUnit, MSTest or TUnit.
    pub framework: &'static str,
    /// The framework's attribute (FactAttribute, TestCaseAttribute, …), written on the method
    /// or the base of the attribute written there.
    pub attribute: &'static str,
    /// True when the attribute is unbound (no restored package) and was known by its name.
    pub recognized_by_name: bool,
    /// With symbol: calls from the test to it (1 = the test calls it itself).
    pub distance: Option<u32>,
    /// With symbol: the members between the test and the symbol, nearest the test first.
    pub via: Vec<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FindTestsData {
    pub symbol: Option<SymbolDto>,
    /// Without symbol: in project and declaration order; with it: nearest first.
    pub tests: Bounded<TestDto>,
}

const FIND_TESTS: ToolMeta = ToolMeta::query(
    "find-tests",
    "Find Tests",
    "Test methods (xUnit, NUnit, MSTest, TUnit, also through aliases); with symbol, the tests \
reaching it through calls.",
);

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ImpactRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Omitted: the active transaction's staged changes.
    pub symbol: Option<SymbolSelectorDto>,
    /// Caller levels followed.
    #[schemars(extend("default" = 3), range(min = 1))]
    pub depth: Option<u32>,
    /// Maximum number of affected members and of locations; 0 returns none.
    #[schemars(extend("default" = 100))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangedDto {
    pub symbol: SymbolDto,
    /// The change reaches the declaration's signature, not only its body (transactions).
    pub signature_changed: bool,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImpactLocationDto {
    pub location: LocationDto,
    /// How the reference uses the changed symbol (invocation, typeUse, …).
    pub kind: &'static str,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AffectedDto {
    pub symbol: SymbolDto,
    /// calls, overrides, implements, inherits, usesType or references.
    pub reason: &'static str,
    /// 1 for direct dependents of the changed symbols.
    pub distance: u32,
    /// symbolId of what it depends on.
    pub via: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AffectedTestDto {
    pub test: SymbolDto,
    pub framework: &'static str,
    pub distance: u32,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImpactData {
    pub changed: Vec<ChangedDto>,
    /// Every place referring to a changed symbol, by path and position.
    pub locations: Bounded<ImpactLocationDto>,
    /// Nearest first.
    pub members: Bounded<AffectedDto>,
    /// symbolIds of the types holding changed and affected symbols.
    pub types: Vec<String>,
    pub project_ids: Vec<String>,
    pub tests: Vec<AffectedTestDto>,
    /// The walk stopped at depth or at the limit: more may be affected.
    pub truncated: bool,
}

const ANALYZE_CHANGE_IMPACT: ToolMeta = ToolMeta::query(
    "analyze-change-impact",
    "Analyze Change Impact",
    "What changing a symbol (or the staged edits) affects: references, members with reason and \
distance, projects and tests.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(FIND_TESTS, find_tests),
        tool(ANALYZE_CHANGE_IMPACT, analyze_change_impact),
    ]
}

fn symbol_item(symbols: &Symbols<'_>, symbol: &Symbol) -> HostResult<Option<SymbolDto>> {
    Ok(symbols.info(symbol)?.map(|i| symbols.item(&i)))
}

fn test_dto(
    symbols: &Symbols<'_>,
    test: &TestMethod,
    distance: Option<u32>,
    via: Vec<String>,
) -> HostResult<Option<TestDto>> {
    Ok(
        symbol_item(symbols, &Symbol::Member(test.member))?.map(|item| TestDto {
            test: item,
            framework: test.framework.as_str(),
            attribute: test.attribute,
            recognized_by_name: test.by_name,
            distance,
            via,
        }),
    )
}

fn depth(requested: Option<u32>, default: u32) -> HostResult<u32> {
    match requested.unwrap_or(default) {
        0 => Err(HostError::invalid_argument("depth", "must be at least 1")),
        d => Ok(d),
    }
}

fn find_tests(state: &mut State, request: FindTestsRequest) -> HostResult<Reply<FindTestsData>> {
    let max_depth = depth(request.depth, 6)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let structure = Structure::new(&symbols.analysis, workspace.workspace_input);
    let project = match request.project {
        Some(p) => Some(workspace.projects[workspace.resolve_project(&p.into(), "project")?].input),
        None => None,
    };
    let max = limit(request.limit, 100);
    let mut items = Vec::new();
    let (subject, total, has_more) = match request.symbol {
        None => {
            let tests = structure.tests(project).map_err(cancelled)?;
            for test in tests.iter().take(max) {
                items.extend(test_dto(&symbols, test, None, Vec::new())?);
            }
            (None, tests.len(), tests.len() > max)
        }
        Some(selector) => {
            let resolved = symbols.resolve(selector, "symbol")?;
            let (reach, truncated) = structure
                .tests_reaching(&resolved.symbol, max_depth, MAX_VISITED)
                .map_err(cancelled)?;
            let in_project: Vec<_> = reach
                .into_iter()
                .filter(|r| project.is_none_or(|p| r.test.member.ty.project == p))
                .collect();
            for r in in_project.iter().take(max) {
                let mut via = Vec::new();
                for s in &r.via {
                    if let Some(info) = symbols.info(s)? {
                        via.push(info.symbol_id);
                    }
                }
                items.extend(test_dto(&symbols, &r.test, Some(r.distance), via)?);
            }
            (
                Some(symbols.item(&resolved.info)),
                in_project.len(),
                in_project.len() > max || truncated,
            )
        }
    };
    Ok(Reply::new(
        FindTestsData {
            symbol: subject,
            tests: Bounded {
                items,
                has_more,
                total_count: (!has_more || total > max).then_some(total as u64),
            },
        },
        Some(workspace.snapshot()),
    ))
}

/// The declarations the active transaction's staged documents change.
fn staged_changes(
    workspace: &LoadedWorkspace,
    structure: &Structure<'_>,
) -> HostResult<Vec<cs_structure::ChangedDeclaration>> {
    let Some(transaction) = &workspace.transaction else {
        return Err(HostError::new(
            ErrorCode::TransactionRequired,
            "Without symbol, analyze-change-impact reads the active transaction's staged changes, and there is none.",
        )
        .call_tool("transaction-begin", "Begin a transaction and stage edits, or give symbol."));
    };
    let mut changed = Vec::new();
    for file in transaction.files.values() {
        let Some(original) = &file.original else {
            continue;
        };
        for &document in &file.documents {
            let info = &workspace.documents[document];
            if info.removed {
                continue;
            }
            let project = workspace.projects[info.project].input;
            for c in structure
                .changed_declarations(project, info.input, original)
                .map_err(cancelled)?
            {
                if !changed
                    .iter()
                    .any(|d: &cs_structure::ChangedDeclaration| d.symbol == c.symbol)
                {
                    changed.push(c);
                }
            }
        }
    }
    Ok(changed)
}

fn analyze_change_impact(
    state: &mut State,
    request: ImpactRequest,
) -> HostResult<Reply<ImpactData>> {
    let max_depth = depth(request.depth, 3)?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let structure = Structure::new(&symbols.analysis, workspace.workspace_input);
    let changed: Vec<cs_structure::ChangedDeclaration> = match request.symbol {
        Some(selector) => {
            let resolved = symbols.resolve(selector, "symbol")?;
            if resolved.info.kind == SymbolKind::Namespace {
                return Err(HostError::invalid_argument(
                    "symbol",
                    "names a namespace; name a type or member (list-dependents lists what uses a namespace)",
                ));
            }
            vec![cs_structure::ChangedDeclaration {
                symbol: resolved.symbol,
                signature_changed: true,
            }]
        }
        None => staged_changes(workspace, &structure)?,
    };
    let max = limit(request.limit, 100);
    let roots: Vec<Symbol> = changed.iter().map(|c| c.symbol.clone()).collect();
    let report: ImpactReport = structure
        .impact(&roots, max_depth, max)
        .map_err(cancelled)?;
    let mut changed_items = Vec::new();
    for c in &changed {
        if let Some(item) = symbol_item(&symbols, &c.symbol)? {
            changed_items.push(ChangedDto {
                symbol: item,
                signature_changed: c.signature_changed,
            });
        }
    }
    let locations: Vec<ImpactLocationDto> = report
        .locations
        .iter()
        .filter_map(|(range, kind)| {
            Some(ImpactLocationDto {
                location: symbols.location(range)?,
                kind: kind.as_str(),
            })
        })
        .collect();
    let mut members = Vec::new();
    for m in &report.members {
        let (Some(item), Some(via)) = (symbol_item(&symbols, &m.symbol)?, symbols.info(&m.via)?)
        else {
            continue;
        };
        members.push(AffectedDto {
            symbol: item,
            reason: m.reason.as_str(),
            distance: m.distance,
            via: via.symbol_id,
        });
    }
    let mut types = Vec::new();
    for ty in &report.types {
        if let Some(info) = symbols.info(&Symbol::Type(*ty))? {
            types.push(info.symbol_id);
        }
    }
    let project_ids = report
        .projects
        .iter()
        .filter_map(|p| {
            workspace
                .projects
                .iter()
                .find(|i| i.input == *p)
                .map(|i| i.id.clone())
        })
        .collect();
    let mut tests = Vec::new();
    for (test, distance) in &report.tests {
        if let Some(item) = symbol_item(&symbols, &Symbol::Member(test.member))? {
            tests.push(AffectedTestDto {
                test: item,
                framework: test.framework.as_str(),
                distance: *distance,
            });
        }
    }
    Ok(Reply::new(
        ImpactData {
            changed: changed_items,
            locations: Bounded::from_all(locations, max),
            members: Bounded {
                has_more: report.truncated,
                total_count: (!report.truncated).then_some(members.len() as u64),
                items: members,
            },
            types,
            project_ids,
            tests,
            truncated: report.truncated,
        },
        Some(workspace.snapshot()),
    ))
}
