//! Code metrics with Visual Studio's definitions (`Microsoft.CodeAnalysis.Metrics`):
//! cyclomatic complexity, lines of source and executable code, maintainability index, class
//! coupling and depth of inheritance, per member (a salsa query per document), then summed
//! or averaged per type, namespace and project as the metrics library does.

mod syntax;

use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::Arc;

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Document, Project, Workspace};
use cs_hir::{MemberId, MemberKind, MemberOrigin, Modifiers, Symbol, Ty, TypeId, TypeKind};
use cs_syntax::SyntaxNode;

pub use syntax::{BodyCounts, Halstead};

use crate::graph::{Level, Scope, type_namespace};

/// The metrics of one member, type, namespace or project.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MetricSet {
    pub cyclomatic_complexity: u32,
    pub source_lines: u32,
    pub executable_lines: u32,
    /// 0 (hard to maintain) to 100.
    pub maintainability_index: u32,
    /// Distinct types used, other than the primitive types, `string`, `object` and the
    /// symbol's own type and its containers.
    pub class_coupling: u32,
    /// Types (and above) only.
    pub depth_of_inheritance: Option<u32>,
}

/// One measured member, as stored by the per-document query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberMetrics {
    pub member: MemberId,
    pub kind: MemberKind,
    pub metrics: MetricSet,
    pub halstead: Halstead,
    /// Executable lines plus one for an initializer (the index's lines of code).
    pub effective_lines: u32,
    pub coupled: BTreeSet<TypeKey>,
    /// Fields count towards their type only with an initializer.
    pub counts_for_type: bool,
}

/// A coupled type by its documentation ID (one type however many projects compile it).
pub type TypeKey = String;

/// The metrics index formula: 171 − 5.2·ln(V) − 0.23·CC − 16.2·ln(LOC), logarithms floored
/// at 0, scaled to 0–100 and rounded.
pub fn maintainability_index(volume: f64, complexity: f64, lines: f64) -> u32 {
    let ln = |x: f64| if x > 0.0 { x.ln().max(0.0) } else { 0.0 };
    let raw = 171.0 - 5.2 * ln(volume) - 0.23 * complexity - 16.2 * ln(lines);
    ((raw.max(0.0) / 171.0) * 100.0).round() as u32
}

/// The special types coupling leaves out (as the metrics library does).
const IGNORED_TYPES: [&str; 18] = [
    "T:System.Boolean",
    "T:System.Byte",
    "T:System.Char",
    "T:System.Double",
    "T:System.Int16",
    "T:System.Int32",
    "T:System.Int64",
    "T:System.UInt16",
    "T:System.UInt32",
    "T:System.UInt64",
    "T:System.IntPtr",
    "T:System.UIntPtr",
    "T:System.SByte",
    "T:System.Single",
    "T:System.String",
    "T:System.Object",
    "T:System.ValueType",
    "T:System.Void",
];

fn type_key(db: &dyn Db, ty: TypeId) -> Option<TypeKey> {
    let id = cs_hir::type_doc_id(db, ty);
    if IGNORED_TYPES.contains(&id.as_str()) {
        return None;
    }
    Some(id)
}

/// The types a range of a document's bindings uses: named types, and the declaring types of
/// static members and extension methods used.
fn coupled_in(
    db: &dyn Db,
    references: &[cs_bind::Reference],
    range: cs_syntax::TextRange,
    own: TypeId,
) -> BTreeSet<TypeKey> {
    let containers: HashSet<TypeId> = own.containing_chain(db).into_iter().collect();
    let mut result = BTreeSet::new();
    let start = references.partition_point(|r| r.range.start() < range.start());
    for reference in references[start..]
        .iter()
        .take_while(|r| r.range.end() <= range.end())
    {
        if matches!(
            reference.kind,
            RefKind::Declaration | RefKind::Cref | RefKind::Import
        ) {
            continue;
        }
        let ty = match &reference.symbol {
            BoundSymbol::Symbol(Symbol::Type(t)) => *t,
            BoundSymbol::Symbol(Symbol::Member(m)) => {
                let Some(view) = cs_hir::member(db, *m) else {
                    continue;
                };
                let extension = view
                    .decl
                    .params
                    .first()
                    .is_some_and(|p| matches!(p.modifier, cs_hir::ParamModifier::This));
                if !(view.is_static() || extension) {
                    continue;
                }
                m.ty
            }
            _ => continue,
        };
        if containers.contains(&ty) {
            continue;
        }
        if let Some(key) = type_key(db, ty) {
            result.insert(key);
        }
    }
    result
}

fn node_at(root: &SyntaxNode, range: cs_syntax::TextRange) -> Option<SyntaxNode> {
    let element = root.covering_element(range);
    let mut node = match element {
        cs_syntax::SyntaxElement::Node(n) => n,
        cs_syntax::SyntaxElement::Token(t) => t.parent()?,
    };
    while node.text_range() != range {
        match node.parent() {
            Some(p)
                if p.text_range().len() >= range.len() && node.text_range().len() < range.len() =>
            {
                node = p
            }
            _ => break,
        }
    }
    Some(node)
}

fn body_metrics(counts: &BodyCounts, source_lines: u32, coupled: u32) -> (MetricSet, u32) {
    let effective = counts.executable_lines + u32::from(counts.has_initializer);
    let mi = maintainability_index(
        counts.halstead.volume(),
        f64::from(counts.complexity),
        f64::from(effective),
    );
    (
        MetricSet {
            cyclomatic_complexity: counts.complexity,
            source_lines,
            executable_lines: counts.executable_lines,
            maintainability_index: mi,
            class_coupling: coupled,
            depth_of_inheritance: None,
        },
        effective,
    )
}

/// The metrics of every member declared in a document (as compiled by a project), in
/// declaration order.
#[salsa::tracked(returns(ref), no_eq)]
pub fn member_metrics_of_document(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> Arc<Vec<MemberMetrics>> {
    let documents = cs_hir::project_documents(db, project);
    let Some(doc_index) = documents.iter().position(|d| *d == document) else {
        return Arc::new(Vec::new());
    };
    let root = cs_db::parse(db, document).syntax();
    let lines = cs_db::line_index(db, document);
    let line_of = |offset: u32| lines.line_col(offset.into()).line;
    let decls = cs_hir::file_decls(db, document);
    let ranges = cs_hir::decl_ranges(db, document);
    let bindings = cs_bind::document_bindings(db, project, document);
    let map = cs_hir::def_map(db, project);
    let mut result = Vec::new();
    for index in 0..map.types.len() as u32 {
        let ty = TypeId { project, index };
        for (part_index, part) in ty.data(db).parts.iter().enumerate() {
            if part.doc != doc_index as u32 || part.is_synthesized() {
                continue;
            }
            let Some(type_decl) = decls.types.get(part.ty as usize) else {
                continue;
            };
            for (member_index, member) in type_decl.members.iter().enumerate() {
                let Some(range) = ranges.get(member.decl) else {
                    continue;
                };
                let Some(node) = node_at(&root, range.full) else {
                    continue;
                };
                let id = MemberId {
                    ty,
                    origin: MemberOrigin::Declared {
                        part: part_index as u32,
                        index: member_index as u32,
                    },
                };
                let own = syntax::count_body(&node);
                let accessors: Vec<SyntaxNode> = node
                    .children()
                    .filter(|c| cs_syntax::kind_name(c.kind()) == "accessor_list")
                    .flat_map(|list| list.children())
                    .filter(|c| cs_syntax::kind_name(c.kind()) == "accessor_declaration")
                    .collect();
                let coupled = coupled_in(db, &bindings.references, range.full, ty);
                let source_lines = syntax::source_lines(&node, line_of);
                let (mut metrics, effective, halstead) = if accessors.is_empty() {
                    let (m, e) = body_metrics(&own, source_lines, coupled.len() as u32);
                    (m, e, own.halstead.clone())
                } else {
                    // A property or event: its accessors are its children (each at least 1).
                    let mut complexity = own.complexity;
                    let mut executable = own.executable_lines;
                    let mut effective = own.executable_lines + u32::from(own.has_initializer);
                    let mut halstead = own.halstead.clone();
                    let mut mi_total = 0;
                    for accessor in &accessors {
                        let counts = syntax::count_body(accessor);
                        let (m, e) = body_metrics(&counts, 0, 0);
                        complexity += counts.complexity.max(1);
                        executable += counts.executable_lines;
                        effective += e;
                        halstead.union(&counts.halstead);
                        mi_total += m.maintainability_index;
                    }
                    let mi = (f64::from(mi_total) / accessors.len() as f64).round() as u32;
                    (
                        MetricSet {
                            cyclomatic_complexity: complexity,
                            source_lines,
                            executable_lines: executable,
                            maintainability_index: mi,
                            class_coupling: coupled.len() as u32,
                            depth_of_inheritance: None,
                        },
                        effective,
                        halstead,
                    )
                };
                let is_field = matches!(
                    member.kind,
                    MemberKind::Field | MemberKind::Constant | MemberKind::EnumMember
                );
                if !is_field {
                    metrics.cyclomatic_complexity = metrics.cyclomatic_complexity.max(1);
                }
                result.push(MemberMetrics {
                    member: id,
                    kind: member.kind,
                    metrics,
                    halstead,
                    effective_lines: effective,
                    coupled,
                    counts_for_type: !is_field || own.has_initializer,
                });
            }
        }
    }
    Arc::new(result)
}

/// Roslyn's depth of inheritance: classes and interfaces count their base classes up to and
/// including `object`; structs, enums and delegates are 1.
pub fn depth_of_inheritance(db: &dyn Db, ty: TypeId) -> u32 {
    match ty.data(db).kind {
        TypeKind::Struct | TypeKind::RecordStruct | TypeKind::Enum | TypeKind::Delegate => 1,
        TypeKind::Interface => 0,
        TypeKind::Class | TypeKind::Record => {
            let mut depth = 0;
            let mut current = ty;
            let mut reached_object = false;
            while depth < 64 {
                match &cs_hir::bases_of(db, current).base_class {
                    Some(Ty::Named { id, .. }) => {
                        depth += 1;
                        if cs_hir::type_doc_id(db, *id) == "T:System.Object" {
                            reached_object = true;
                            break;
                        }
                        current = *id;
                    }
                    _ => break,
                }
            }
            // A base chain that ends without `object` (no explicit base, or an unresolved
            // one) still derives from it.
            if !reached_object {
                depth += 1;
            }
            depth
        }
    }
}

/// A measured symbol.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MetricsItem {
    /// A member or type; a namespace (per project); none for a project.
    pub symbol: Option<Symbol>,
    pub project: Project,
    pub metrics: MetricSet,
}

struct TypeAcc {
    complexity: u32,
    executable: u32,
    effective: u32,
    halstead: Halstead,
    children: u32,
    single_child_mi: Option<u32>,
    coupled: BTreeSet<TypeKey>,
    is_static: bool,
}

impl TypeAcc {
    fn new(is_static: bool) -> TypeAcc {
        TypeAcc {
            complexity: 0,
            executable: 0,
            effective: 0,
            halstead: Halstead::default(),
            children: 0,
            single_child_mi: None,
            coupled: BTreeSet::new(),
            is_static,
        }
    }
}

/// The metrics at a level for the projects in scope (all members, types, namespaces or
/// projects), unsorted.
pub fn metrics(
    db: &dyn Db,
    workspace: Workspace,
    level: Level,
    scope: &Scope,
    members: bool,
) -> Vec<MetricsItem> {
    let projects: Vec<Project> = workspace
        .projects(db)
        .iter()
        .copied()
        .filter(|p| !matches!(scope, Scope::Project(s) if s != p))
        .collect();
    let in_namespace = |ty: TypeId| match scope {
        Scope::Namespace(n) => {
            let ns = type_namespace(db, ty);
            n.is_empty()
                || ns == *n
                || ns
                    .strip_prefix(n.as_str())
                    .is_some_and(|r| r.starts_with('.'))
        }
        _ => true,
    };
    let mut items = Vec::new();
    for project in projects {
        let mut per_type: HashMap<TypeId, TypeAcc> = HashMap::new();
        let mut type_order: Vec<TypeId> = Vec::new();
        let mut type_lines: HashMap<TypeId, u32> = HashMap::new();
        let documents = cs_hir::project_documents(db, project);
        for &document in documents.iter() {
            for m in member_metrics_of_document(db, project, document).iter() {
                if !in_namespace(m.member.ty) {
                    continue;
                }
                if members {
                    items.push(MetricsItem {
                        symbol: Some(Symbol::Member(m.member)),
                        project,
                        metrics: m.metrics.clone(),
                    });
                }
                let acc = per_type.entry(m.member.ty).or_insert_with(|| {
                    type_order.push(m.member.ty);
                    TypeAcc::new(m.member.ty.data(db).modifiers.contains(Modifiers::STATIC))
                });
                acc.coupled.extend(m.coupled.iter().cloned());
                acc.executable += m.metrics.executable_lines;
                if m.counts_for_type {
                    acc.complexity += m.metrics.cyclomatic_complexity;
                    acc.effective += m.effective_lines;
                    acc.halstead.union(&m.halstead);
                    acc.children += 1;
                    acc.single_child_mi =
                        (acc.children == 1).then_some(m.metrics.maintainability_index);
                }
            }
        }
        // Types without members, and each type's declared lines (every part).
        let map = cs_hir::def_map(db, project);
        for index in 0..map.types.len() as u32 {
            let ty = TypeId { project, index };
            if !in_namespace(ty) {
                continue;
            }
            let lines = type_source_lines(db, ty, &documents);
            if lines == 0 {
                continue;
            }
            type_lines.insert(ty, lines);
            if let std::collections::hash_map::Entry::Vacant(slot) = per_type.entry(ty) {
                type_order.push(ty);
                slot.insert(TypeAcc::new(
                    ty.data(db).modifiers.contains(Modifiers::STATIC),
                ));
            }
        }
        let mut namespaces: Vec<(String, NamespaceAcc)> = Vec::new();
        let mut project_acc = NamespaceAcc::default();
        for ty in type_order {
            let acc = &per_type[&ty];
            let own_refs = type_level_coupling(db, ty, &documents);
            let mut coupled = acc.coupled.clone();
            coupled.extend(own_refs);
            let containers: HashSet<String> = ty
                .containing_chain(db)
                .into_iter()
                .map(|t| cs_hir::type_doc_id(db, t))
                .collect();
            coupled.retain(|k| !containers.contains(k));
            let mut complexity = acc.complexity;
            if complexity == 0 && !acc.is_static {
                complexity = 1;
            }
            let mi = match acc.single_child_mi {
                Some(mi) if acc.children == 1 => mi,
                _ if acc.children > 0 => {
                    let n = f64::from(acc.children);
                    maintainability_index(
                        acc.halstead.volume() / n,
                        f64::from(complexity) / n,
                        f64::from(acc.effective) / n,
                    )
                }
                _ => maintainability_index(1.0, 0.0, 0.0),
            };
            let metrics = MetricSet {
                cyclomatic_complexity: complexity,
                source_lines: type_lines.get(&ty).copied().unwrap_or(0),
                executable_lines: acc.executable,
                maintainability_index: mi,
                class_coupling: coupled.len() as u32,
                depth_of_inheritance: Some(depth_of_inheritance(db, ty)),
            };
            let namespace = type_namespace(db, ty);
            let top_level = ty.data(db).parent.is_none();
            let entry = match namespaces.iter().position(|(n, _)| *n == namespace) {
                Some(i) => &mut namespaces[i].1,
                None => {
                    namespaces.push((namespace, NamespaceAcc::default()));
                    &mut namespaces.last_mut().expect("just pushed").1
                }
            };
            entry.add(&metrics, &coupled, top_level);
            if level == Level::Type {
                items.push(MetricsItem {
                    symbol: Some(Symbol::Type(ty)),
                    project,
                    metrics,
                });
            }
        }
        for (name, acc) in &namespaces {
            let metrics = acc.finish(None);
            project_acc.add_weighted(&metrics, &acc.coupled, acc.children);
            if level == Level::Namespace {
                items.push(MetricsItem {
                    symbol: Some(Symbol::Namespace(name.clone())),
                    project,
                    metrics,
                });
            }
        }
        if level == Level::Project {
            items.push(MetricsItem {
                symbol: None,
                project,
                metrics: project_acc.finish(Some(project_acc.weighted_children)),
            });
        }
    }
    items
}

/// Sums for a namespace (of its types) or a project (of its namespaces).
#[derive(Default)]
struct NamespaceAcc {
    complexity: u32,
    lines: u32,
    executable: u32,
    mi_total: u64,
    children: u32,
    weighted_children: u32,
    depth: u32,
    coupled: BTreeSet<TypeKey>,
}

impl NamespaceAcc {
    fn add(&mut self, m: &MetricSet, coupled: &BTreeSet<TypeKey>, top_level: bool) {
        self.complexity += m.cyclomatic_complexity;
        if top_level {
            self.lines += m.source_lines;
        }
        self.executable += m.executable_lines;
        self.mi_total += u64::from(m.maintainability_index);
        self.children += 1;
        self.depth = self.depth.max(m.depth_of_inheritance.unwrap_or(0));
        self.coupled.extend(coupled.iter().cloned());
    }

    /// A project averages its namespaces' indexes weighted by their number of types.
    fn add_weighted(&mut self, m: &MetricSet, coupled: &BTreeSet<TypeKey>, types: u32) {
        self.complexity += m.cyclomatic_complexity;
        self.lines += m.source_lines;
        self.executable += m.executable_lines;
        self.mi_total += u64::from(m.maintainability_index) * u64::from(types);
        self.weighted_children += types;
        self.depth = self.depth.max(m.depth_of_inheritance.unwrap_or(0));
        self.coupled.extend(coupled.iter().cloned());
    }

    fn finish(&self, weighted: Option<u32>) -> MetricSet {
        let divisor = weighted.unwrap_or(self.children);
        MetricSet {
            cyclomatic_complexity: self.complexity,
            source_lines: self.lines,
            executable_lines: self.executable,
            maintainability_index: if divisor == 0 {
                100
            } else {
                (self.mi_total as f64 / f64::from(divisor)).round() as u32
            },
            class_coupling: self.coupled.len() as u32,
            depth_of_inheritance: Some(self.depth),
        }
    }
}

/// The lines of every part of a type's declaration.
fn type_source_lines(db: &dyn Db, ty: TypeId, documents: &[Document]) -> u32 {
    let mut total = 0;
    for part in &ty.data(db).parts {
        if part.is_synthesized() {
            continue;
        }
        let Some(&document) = documents.get(part.doc as usize) else {
            continue;
        };
        let decls = cs_hir::file_decls(db, document);
        let Some(decl) = decls.types.get(part.ty as usize) else {
            continue;
        };
        let Some(range) = cs_hir::decl_ranges(db, document).get(decl_id_of(decl)) else {
            continue;
        };
        let root = cs_db::parse(db, document).syntax();
        let lines = cs_db::line_index(db, document);
        if let Some(node) = node_at(&root, range.full) {
            total += syntax::source_lines(&node, |o| lines.line_col(o.into()).line);
        }
    }
    total
}

fn decl_id_of(decl: &cs_hir::TypeDecl) -> cs_hir::DeclId {
    decl.decl
}

/// Types a type's own declarations use (bases, attributes, primary constructor).
fn type_level_coupling(db: &dyn Db, ty: TypeId, documents: &[Document]) -> BTreeSet<TypeKey> {
    let mut result = BTreeSet::new();
    let mut seen = Vec::new();
    for part in &ty.data(db).parts {
        let Some(&document) = documents.get(part.doc as usize) else {
            continue;
        };
        if seen.contains(&document) {
            continue;
        }
        seen.push(document);
        for reference in &cs_bind::document_bindings(db, ty.project, document).references {
            if reference.container != Some(Symbol::Type(ty))
                || matches!(
                    reference.kind,
                    RefKind::Declaration | RefKind::Cref | RefKind::Import
                )
            {
                continue;
            }
            if let BoundSymbol::Symbol(Symbol::Type(t)) = &reference.symbol
                && *t != ty
                && let Some(key) = type_key(db, *t)
            {
                result.insert(key);
            }
        }
    }
    result
}
