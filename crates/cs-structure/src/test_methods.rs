//! Test discovery: methods carrying an xUnit, NUnit, MSTest or TUnit test attribute (also one
//! derived from such an attribute, or named through an alias: binding resolves both), and the
//! tests that reach a symbol through the call graph, with their distance.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Arc;

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Project, Workspace};
use cs_hir::{MemberId, Symbol, Ty, TypeId, TypeRef};
use cs_ide::{Analysis, ReferenceOptions};

use crate::Cancellable;
use crate::graph::type_namespace;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TestFramework {
    XUnit,
    NUnit,
    MsTest,
    TUnit,
}

impl TestFramework {
    pub fn as_str(self) -> &'static str {
        match self {
            TestFramework::XUnit => "xUnit",
            TestFramework::NUnit => "NUnit",
            TestFramework::MsTest => "MSTest",
            TestFramework::TUnit => "TUnit",
        }
    }
}

/// The attributes that make a method a test: (namespace, type name, framework).
const TEST_ATTRIBUTES: [(&str, &str, TestFramework); 9] = [
    ("Xunit", "FactAttribute", TestFramework::XUnit),
    ("Xunit", "TheoryAttribute", TestFramework::XUnit),
    ("NUnit.Framework", "TestAttribute", TestFramework::NUnit),
    ("NUnit.Framework", "TestCaseAttribute", TestFramework::NUnit),
    (
        "NUnit.Framework",
        "TestCaseSourceAttribute",
        TestFramework::NUnit,
    ),
    (
        "Microsoft.VisualStudio.TestTools.UnitTesting",
        "TestMethodAttribute",
        TestFramework::MsTest,
    ),
    (
        "Microsoft.VisualStudio.TestTools.UnitTesting",
        "DataTestMethodAttribute",
        TestFramework::MsTest,
    ),
    ("TUnit.Core", "TestAttribute", TestFramework::TUnit),
    ("NUnit.Framework", "TheoryAttribute", TestFramework::NUnit),
];

/// A test method found in a project.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestMethod {
    pub member: MemberId,
    pub framework: TestFramework,
    /// The attribute as the framework names it (`FactAttribute`), found on the method itself
    /// or as a base of the attribute written there.
    pub attribute: &'static str,
    /// True when the attribute could not be bound (the framework's package is not restored)
    /// and was recognised by its written name alone.
    pub by_name: bool,
}

fn framework_attribute(db: &dyn Db, attribute: TypeId) -> Option<(TestFramework, &'static str)> {
    let mut current = Some(attribute);
    let mut seen = 0;
    while let Some(ty) = current {
        let name = ty.data(db).name.clone();
        let namespace = type_namespace(db, ty);
        if let Some((_, n, f)) = TEST_ATTRIBUTES
            .iter()
            .find(|(ns, n, _)| **n == *name && *ns == namespace)
        {
            return Some((*f, *n));
        }
        seen += 1;
        if seen > 16 {
            return None;
        }
        current = match &cs_hir::bases_of(db, ty).base_class {
            Some(Ty::Named { id, .. }) => Some(*id),
            _ => None,
        };
    }
    None
}

/// A written attribute name that only a test framework's attribute would have, used when the
/// attribute is unbound: `Fact`, `Xunit.Theory`, `TestMethod`, … (`Test` is NUnit's or
/// TUnit's; it is reported as NUnit).
fn framework_by_name(name: &TypeRef) -> Option<(TestFramework, &'static str)> {
    let TypeRef::Named { segments, .. } = name else {
        return None;
    };
    let last = segments.last()?.name.as_ref();
    let full = if last.ends_with("Attribute") {
        last.to_string()
    } else {
        format!("{last}Attribute")
    };
    TEST_ATTRIBUTES
        .iter()
        .find(|(_, n, _)| *n == full)
        .map(|(_, n, f)| (*f, *n))
}

/// Every test method of a project, in declaration order.
#[salsa::tracked(returns(ref))]
pub fn project_tests(db: &dyn Db, project: Project) -> Arc<Vec<TestMethod>> {
    let mut found: Vec<TestMethod> = Vec::new();
    let mut seen: HashSet<MemberId> = HashSet::new();
    let mut bound_attributes: HashSet<MemberId> = HashSet::new();
    for &document in cs_hir::project_documents(db, project).iter() {
        let bindings = cs_bind::document_bindings(db, project, document);
        for reference in &bindings.references {
            if reference.kind != RefKind::Attribute {
                continue;
            }
            let (Some(Symbol::Member(member)), BoundSymbol::Symbol(Symbol::Type(attribute))) =
                (&reference.container, &reference.symbol)
            else {
                continue;
            };
            bound_attributes.insert(*member);
            if let Some((framework, attribute)) = framework_attribute(db, *attribute)
                && seen.insert(*member)
            {
                found.push(TestMethod {
                    member: *member,
                    framework,
                    attribute,
                    by_name: false,
                });
            }
        }
    }
    // Unbound attributes (no restored package): by their written name.
    let map = cs_hir::def_map(db, project);
    for index in 0..map.types.len() as u32 {
        let ty = TypeId { project, index };
        for member in cs_hir::type_members(db, ty) {
            if member.decl.kind != cs_hir::MemberKind::Method
                || seen.contains(&member.id)
                || bound_attributes.contains(&member.id)
            {
                continue;
            }
            if let Some((framework, attribute)) = member
                .decl
                .attributes
                .iter()
                .find_map(|a| framework_by_name(&a.name))
            {
                seen.insert(member.id);
                found.push(TestMethod {
                    member: member.id,
                    framework,
                    attribute,
                    by_name: true,
                });
            }
        }
    }
    Arc::new(found)
}

/// A test that reaches the symbol: `distance` 1 when the test calls it itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestReach {
    pub test: TestMethod,
    pub distance: u32,
    /// The members on the way, from the test's callee to the one calling the symbol.
    pub via: Vec<Symbol>,
}

/// How a reference calls what it names (the call kinds of the call hierarchy).
pub(crate) fn is_call(kind: RefKind) -> bool {
    matches!(
        kind,
        RefKind::Invocation
            | RefKind::ObjectCreation
            | RefKind::Read
            | RefKind::Write
            | RefKind::ReadWrite
            | RefKind::Reference
    )
}

/// The callers of every member a project's code calls: callee → the members (or types)
/// whose bodies call it, each once, in reference order. One pass over the reference index.
#[salsa::tracked(returns(ref))]
pub fn project_call_index(db: &dyn Db, project: Project) -> Arc<HashMap<Symbol, Vec<Symbol>>> {
    let mut index: HashMap<Symbol, Vec<Symbol>> = HashMap::new();
    for &document in cs_hir::project_documents(db, project).iter() {
        for reference in &cs_bind::document_bindings(db, project, document).references {
            if !is_call(reference.kind) {
                continue;
            }
            let (BoundSymbol::Symbol(target @ Symbol::Member(_)), Some(container)) =
                (&reference.symbol, &reference.container)
            else {
                continue;
            };
            let callers = index.entry(target.clone()).or_default();
            if !callers.contains(container) {
                callers.push(container.clone());
            }
        }
    }
    Arc::new(index)
}

/// The members that call `symbol` through the call index (no related symbols), in project
/// order.
pub(crate) fn indexed_callers(db: &dyn Db, workspace: Workspace, symbol: &Symbol) -> Vec<Symbol> {
    let mut callers: Vec<Symbol> = Vec::new();
    for &project in workspace.projects(db).iter() {
        if let Some(found) = project_call_index(db, project).get(symbol) {
            for caller in found {
                if !callers.contains(caller) {
                    callers.push(caller.clone());
                }
            }
        }
    }
    callers
}

/// The callers of `symbol`: at the start of a walk (`first`) from its references with related
/// symbols (a call through the interface or base member reaches it), further on from the call
/// index.
pub(crate) fn walk_callers(
    analysis: &Analysis,
    workspace: Workspace,
    symbol: &Symbol,
    first: bool,
) -> Cancellable<Vec<Symbol>> {
    if first {
        return callers_of(analysis, workspace, symbol);
    }
    let db = analysis.db();
    cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| {
        indexed_callers(db, workspace, symbol)
    }))
}

/// The members that call `symbol` or a member it overrides or implements (a call through the
/// interface reaches the implementation), each once, in reference order.
pub(crate) fn callers_of(
    analysis: &Analysis,
    workspace: Workspace,
    symbol: &Symbol,
) -> Cancellable<Vec<Symbol>> {
    let options = ReferenceOptions {
        include_related: true,
        ..ReferenceOptions::default()
    };
    let references =
        analysis.find_references(workspace, &BoundSymbol::Symbol(symbol.clone()), &options)?;
    let mut callers = Vec::new();
    let mut seen = HashSet::new();
    for reference in references {
        if !is_call(reference.kind) {
            continue;
        }
        if let Some(container) = reference.container
            && seen.insert(container.clone())
        {
            callers.push(container);
        }
    }
    Ok(callers)
}

/// The tests whose calls reach `symbol`, breadth-first over callers up to `max_depth` calls
/// and `max_visited` members; nearest first, then in project order.
pub fn tests_reaching(
    analysis: &Analysis,
    workspace: Workspace,
    symbol: &Symbol,
    max_depth: u32,
    max_visited: usize,
) -> Cancellable<(Vec<TestReach>, bool)> {
    let tests: HashMap<MemberId, TestMethod> = cs_db::Cancelled::catch(|| {
        let db = analysis.db();
        workspace
            .projects(db)
            .iter()
            .flat_map(|p| project_tests(db, *p).iter().cloned())
            .map(|t| (t.member, t))
            .collect()
    })?;
    let mut reached = Vec::new();
    let mut parent: HashMap<Symbol, Option<Symbol>> = HashMap::new();
    parent.insert(symbol.clone(), None);
    let mut queue = VecDeque::from([(symbol.clone(), 0u32)]);
    let mut truncated = false;
    while let Some((current, depth)) = queue.pop_front() {
        let callers = walk_callers(analysis, workspace, &current, depth == 0)?;
        if depth >= max_depth {
            truncated |= callers.iter().any(|c| !parent.contains_key(c));
            continue;
        }
        for caller in callers {
            if parent.contains_key(&caller) {
                continue;
            }
            if parent.len() >= max_visited {
                truncated = true;
                break;
            }
            parent.insert(caller.clone(), Some(current.clone()));
            if let Symbol::Member(m) = &caller
                && let Some(test) = tests.get(m)
            {
                let mut via = Vec::new();
                let mut at = parent[&caller].clone();
                while let Some(s) = at {
                    if s == *symbol {
                        break;
                    }
                    via.push(s.clone());
                    at = parent[&s].clone();
                }
                reached.push(TestReach {
                    test: test.clone(),
                    distance: depth + 1,
                    via,
                });
            }
            queue.push_back((caller, depth + 1));
        }
    }
    Ok((reached, truncated))
}
