//! Metrics of types, namespaces and projects from their members' (as the metrics library
//! aggregates them): complexities and lines added, indexes averaged, coupling united, depth of
//! inheritance per type and its maximum above.

use std::collections::{BTreeSet, HashMap, HashSet};

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Document, Project, Workspace};
use cs_hir::{Modifiers, Symbol, TypeId};

use super::{
    Halstead, MetricSet, TypeKey, depth_of_inheritance, maintainability_index,
    member_metrics_of_document, node_at, syntax, type_key,
};
use crate::graph::{Level, Scope, type_namespace};

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
