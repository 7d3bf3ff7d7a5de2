//! Type-to-type dependency edges from the reference index: every bound name in a type's
//! declarations and bodies that refers to another type or to one of its members counts once
//! on the edge between the two types, with the first such place as the edge's sample.

use std::collections::HashMap;
use std::sync::Arc;

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Document, Project, Workspace};
use cs_hir::{Symbol, TypeId};
use cs_syntax::TextRange;

/// The references from one type to another (which may be a metadata or core-library type).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeEdge {
    pub from: TypeId,
    pub to: TypeId,
    /// How many bound names refer to `to` or its members from `from`.
    pub count: u32,
    /// The first of them (document order).
    pub document: Document,
    pub range: TextRange,
}

/// Whether a reference is a compile-time use of its symbol: declarations' own names, `using`
/// directives and documentation `cref`s are not.
fn is_dependency(kind: RefKind) -> bool {
    !matches!(kind, RefKind::Declaration | RefKind::Import | RefKind::Cref)
}

/// The type a reference's symbol belongs to: the type itself, or a member's declaring type.
pub(crate) fn symbol_type(symbol: &Symbol) -> Option<TypeId> {
    match symbol {
        Symbol::Type(t) => Some(*t),
        Symbol::Member(m) => Some(m.ty),
        Symbol::Namespace(_) => None,
    }
}

/// The type edges of one document bound under a project, in order of first reference.
#[salsa::tracked(returns(ref))]
pub fn document_type_edges(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> Arc<Vec<TypeEdge>> {
    let bindings = cs_bind::document_bindings(db, project, document);
    let mut edges: Vec<TypeEdge> = Vec::new();
    let mut index: HashMap<(TypeId, TypeId), usize> = HashMap::new();
    for reference in &bindings.references {
        if !is_dependency(reference.kind) {
            continue;
        }
        let BoundSymbol::Symbol(target) = &reference.symbol else {
            continue;
        };
        let (Some(from), Some(to)) = (
            reference.container.as_ref().and_then(symbol_type),
            symbol_type(target),
        ) else {
            continue;
        };
        if from == to {
            continue;
        }
        match index.get(&(from, to)) {
            Some(&i) => edges[i].count += 1,
            None => {
                index.insert((from, to), edges.len());
                edges.push(TypeEdge {
                    from,
                    to,
                    count: 1,
                    document,
                    range: reference.range,
                });
            }
        }
    }
    Arc::new(edges)
}

/// The type edges of a project: its documents' edges merged (counts added, the first
/// document's sample kept).
#[salsa::tracked(returns(ref))]
pub fn project_type_edges(db: &dyn Db, project: Project) -> Arc<Vec<TypeEdge>> {
    let mut edges: Vec<TypeEdge> = Vec::new();
    let mut index: HashMap<(TypeId, TypeId), usize> = HashMap::new();
    for &document in cs_hir::project_documents(db, project).iter() {
        for edge in document_type_edges(db, project, document).iter() {
            match index.get(&(edge.from, edge.to)) {
                Some(&i) => edges[i].count += edge.count,
                None => {
                    index.insert((edge.from, edge.to), edges.len());
                    edges.push(edge.clone());
                }
            }
        }
    }
    Arc::new(edges)
}

/// Every source project's type edges, project by project.
#[salsa::tracked(returns(ref))]
pub fn workspace_type_edges(db: &dyn Db, workspace: Workspace) -> Arc<Vec<TypeEdge>> {
    let mut edges = Vec::new();
    for &project in workspace.projects(db).iter() {
        edges.extend(project_type_edges(db, project).iter().cloned());
    }
    Arc::new(edges)
}
