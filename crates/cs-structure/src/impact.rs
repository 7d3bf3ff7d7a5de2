//! Change impact: what a change to symbols affects. Directly, every member or type that calls,
//! overrides, implements or uses them (from their references, related symbols included);
//! transitively, the callers of the affected members, breadth-first to a depth; and the types,
//! projects and tests those belong to.

use std::collections::{HashMap, HashSet, VecDeque};

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Project, Workspace};
use cs_hir::{Symbol, TypeId, TypeKind};
use cs_ide::{Analysis, FileRange, ReferenceOptions};

use crate::Cancellable;
use crate::edges::symbol_type;
use crate::test_methods::{TestMethod, is_call, project_tests, walk_callers};

/// Why a symbol is affected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ImpactReason {
    /// Invokes, creates, reads or writes the changed symbol (or an affected member).
    Calls,
    /// Overrides the changed member, or is the member it overrides.
    Overrides,
    /// Implements the changed interface member, or is the interface member it implements.
    Implements,
    /// Derives from the changed type.
    Inherits,
    /// Names the changed type (declarations, type arguments, attributes, casts).
    UsesType,
    /// Refers to it otherwise (`nameof`, a named argument).
    References,
}

impl ImpactReason {
    pub fn as_str(self) -> &'static str {
        match self {
            ImpactReason::Calls => "calls",
            ImpactReason::Overrides => "overrides",
            ImpactReason::Implements => "implements",
            ImpactReason::Inherits => "inherits",
            ImpactReason::UsesType => "usesType",
            ImpactReason::References => "references",
        }
    }
}

/// An affected member or type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImpactItem {
    pub symbol: Symbol,
    pub reason: ImpactReason,
    /// 1 for direct dependents of the changed symbols.
    pub distance: u32,
    /// The changed or affected symbol this one depends on.
    pub via: Symbol,
    /// Where it does (the first place), when known.
    pub site: Option<FileRange>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ImpactReport {
    /// Every place that refers to a changed symbol directly (path, then position).
    pub locations: Vec<(FileRange, RefKind)>,
    /// Nearest first, then in discovery order.
    pub members: Vec<ImpactItem>,
    /// The types holding the changed and affected symbols, in first-affected order.
    pub types: Vec<TypeId>,
    pub projects: Vec<Project>,
    /// Affected test methods with their distance.
    pub tests: Vec<(TestMethod, u32)>,
    /// The walk stopped at the depth or member bound.
    pub truncated: bool,
}

fn is_interface(db: &dyn Db, ty: TypeId) -> bool {
    ty.data(db).kind == TypeKind::Interface
}

fn reason_of(db: &dyn Db, root: &Symbol, kind: RefKind, related: &Symbol) -> ImpactReason {
    let root_interface = symbol_type(root).is_some_and(|t| is_interface(db, t));
    match kind {
        RefKind::Declaration => {
            if root_interface || symbol_type(related).is_some_and(|t| is_interface(db, t)) {
                ImpactReason::Implements
            } else {
                ImpactReason::Overrides
            }
        }
        RefKind::BaseType if root_interface => ImpactReason::Implements,
        RefKind::BaseType => ImpactReason::Inherits,
        RefKind::TypeUse | RefKind::TypeArgument | RefKind::Attribute => ImpactReason::UsesType,
        kind if is_call(kind) => ImpactReason::Calls,
        _ => ImpactReason::References,
    }
}

/// The impact of changing `roots`, to `max_depth` levels of callers and `max_members`
/// affected symbols.
pub fn analyze_symbol_impact(
    analysis: &Analysis,
    workspace: Workspace,
    roots: &[Symbol],
    max_depth: u32,
    max_members: usize,
) -> Cancellable<ImpactReport> {
    let db = analysis.db();
    let mut report = ImpactReport::default();
    let mut seen: HashSet<Symbol> = roots.iter().cloned().collect();
    let mut queue: VecDeque<(Symbol, u32)> = VecDeque::new();
    let options = ReferenceOptions {
        include_related: true,
        ..ReferenceOptions::default()
    };
    for root in roots {
        let references =
            analysis.find_references(workspace, &BoundSymbol::Symbol(root.clone()), &options)?;
        for reference in references {
            let site = FileRange {
                document: reference.document,
                range: reference.range,
            };
            let affected = if reference.kind == RefKind::Declaration {
                // A related symbol's own declaration: an override or implementation (or the
                // member the root overrides or implements).
                match &reference.symbol {
                    BoundSymbol::Symbol(s) => s.clone(),
                    _ => continue,
                }
            } else {
                report.locations.push((site, reference.kind));
                match reference.container {
                    Some(c) => c,
                    None => continue,
                }
            };
            let reason = cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| {
                reason_of(db, root, reference.kind, &affected)
            }))?;
            if !seen.insert(affected.clone()) {
                continue;
            }
            if report.members.len() == max_members {
                report.truncated = true;
                continue;
            }
            report.members.push(ImpactItem {
                symbol: affected.clone(),
                reason,
                distance: 1,
                via: root.clone(),
                site: Some(site),
            });
            if matches!(
                reason,
                ImpactReason::Calls | ImpactReason::Overrides | ImpactReason::Implements
            ) {
                queue.push_back((affected, 1));
            }
        }
    }
    while let Some((current, depth)) = queue.pop_front() {
        if !matches!(current, Symbol::Member(_)) {
            continue;
        }
        // Overrides and implementations are reached through their own callers, with related
        // symbols (a call through the base or interface member).
        let callers = walk_callers(analysis, workspace, &current, depth == 1)?;
        if depth >= max_depth {
            report.truncated |= callers.iter().any(|c| !seen.contains(c));
            continue;
        }
        for caller in callers {
            if !seen.insert(caller.clone()) {
                continue;
            }
            if report.members.len() == max_members {
                report.truncated = true;
                break;
            }
            report.members.push(ImpactItem {
                symbol: caller.clone(),
                reason: ImpactReason::Calls,
                distance: depth + 1,
                via: current.clone(),
                site: None,
            });
            queue.push_back((caller, depth + 1));
        }
    }
    report.members.sort_by_key(|m| m.distance);
    cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| {
        summarise(db, workspace, roots, &mut report)
    }))?;
    Ok(report)
}

/// Types, projects and tests of the changed and affected symbols.
fn summarise(db: &dyn Db, workspace: Workspace, roots: &[Symbol], report: &mut ImpactReport) {
    let mut types = Vec::new();
    let mut seen_types = HashSet::new();
    let mut projects = Vec::new();
    for symbol in roots.iter().chain(report.members.iter().map(|m| &m.symbol)) {
        if let Some(ty) = symbol_type(symbol) {
            if seen_types.insert(ty) {
                types.push(ty);
            }
            if !projects.contains(&ty.project) && !ty.project.settings(db).is_core_library {
                projects.push(ty.project);
            }
        }
    }
    let distance: HashMap<&Symbol, u32> = report
        .members
        .iter()
        .map(|m| (&m.symbol, m.distance))
        .collect();
    let mut tests = Vec::new();
    for project in workspace.projects(db).iter() {
        for test in project_tests(db, *project).iter() {
            if let Some(&d) = distance.get(&Symbol::Member(test.member)) {
                tests.push((test.clone(), d));
            }
        }
    }
    tests.sort_by_key(|(_, d)| *d);
    report.types = types;
    report.projects = projects;
    report.tests = tests;
}
