//! The views a type has of its bases: its base-class chain and the interfaces it implements,
//! with their type arguments as seen from the type, and whether all of it is known for
//! certain.

use cs_db::Db;
use cs_hir::{Modifiers, Ty, TypeId, bases_of, def_map};

use super::with_args;

/// One step up a base-class chain: the base and its type arguments as seen from the start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct BaseStep {
    pub id: TypeId,
    pub args: Vec<Ty>,
}

impl BaseStep {
    pub(crate) fn ty(&self) -> Ty {
        Ty::Named {
            id: self.id,
            args: self.args.clone(),
        }
    }
}

/// Base classes nearest first; `complete` when the chain ends at a type without a base (and
/// every step binds).
pub(crate) struct Chain {
    pub bases: Vec<BaseStep>,
    pub complete: bool,
}

pub(crate) fn base_chain(db: &dyn Db, id: TypeId) -> Chain {
    let mut bases: Vec<BaseStep> = Vec::new();
    let mut current = id;
    let mut current_args: Option<Vec<Ty>> = None;
    loop {
        match &bases_of(db, current).base_class {
            None => {
                return Chain {
                    bases,
                    complete: true,
                };
            }
            Some(Ty::Named { id: base, args }) => {
                if *base == id || bases.iter().any(|b| b.id == *base) || bases.len() > 64 {
                    return Chain {
                        bases,
                        complete: false,
                    };
                }
                let args: Vec<Ty> = match &current_args {
                    Some(outer) => args.iter().map(|a| a.substitute(outer)).collect(),
                    None => args.clone(),
                };
                bases.push(BaseStep {
                    id: *base,
                    args: args.clone(),
                });
                current = *base;
                current_args = Some(args);
            }
            Some(_) => {
                return Chain {
                    bases,
                    complete: false,
                };
            }
        }
    }
}

/// Adds `listed` (written in a type whose type arguments are `args`) and every interface they
/// extend, as constructed types, skipping those already in `out`. Clears `complete` when one
/// does not bind.
pub(crate) fn add_interfaces(
    db: &dyn Db,
    listed: &[Ty],
    args: Option<&[Ty]>,
    out: &mut Vec<Ty>,
    complete: &mut bool,
) {
    for ty in listed {
        let ty = with_args(ty, args);
        let Ty::Named { id, args: own } = &ty else {
            *complete = false;
            continue;
        };
        if !ty.is_fully_resolved() {
            *complete = false;
        }
        if out.contains(&ty) {
            continue;
        }
        if out.len() > 256 {
            *complete = false;
            return;
        }
        out.push(ty.clone());
        let inherited = bases_of(db, *id).interfaces.clone();
        add_interfaces(db, &inherited, Some(own), out, complete);
    }
}

/// Every interface a type implements (its own list, the interfaces they extend, then those of
/// its base classes), as seen from the type; and whether all of them bind.
pub(crate) fn all_interfaces_seen(db: &dyn Db, id: TypeId) -> (Vec<Ty>, bool) {
    let mut out = Vec::new();
    let mut complete = true;
    let own = bases_of(db, id).interfaces.clone();
    add_interfaces(db, &own, None, &mut out, &mut complete);
    let chain = base_chain(db, id);
    complete &= chain.complete;
    for step in &chain.bases {
        let listed = bases_of(db, step.id).interfaces.clone();
        add_interfaces(db, &listed, Some(&step.args), &mut out, &mut complete);
    }
    (out, complete)
}

fn is_system_type(db: &dyn Db, id: TypeId, name: &str) -> bool {
    let data = id.data(db);
    id.is_from_core_library(db)
        && data.parent.is_none()
        && data.arity == 0
        && &*data.name == name
        && def_map(db, id.project).namespace_name(id.index) == "System"
}

/// `System.Object` of the core library.
pub(super) fn is_object(db: &dyn Db, id: TypeId) -> bool {
    is_system_type(db, id, "Object")
}

pub(super) fn is_value_type(db: &dyn Db, id: TypeId) -> bool {
    is_system_type(db, id, "ValueType")
}

/// True when a generator we cannot see may add members to a type: it is partial and its
/// project has references we cannot see (analyzers come with packages) or a framework whose
/// reference pack ships generators.
pub(crate) fn may_gain_members(db: &dyn Db, id: TypeId) -> bool {
    id.data(db).modifiers.contains(Modifiers::PARTIAL)
        && id.project.settings(db).may_generate_members()
}

/// The base chain of a source type when all of it is known: every base declared in source,
/// ending at `System.Object` (through `System.ValueType` for structs), whose members are known
/// without the core library's text; and no type in it may gain members from a generator.
pub(crate) fn certain_chain(db: &dyn Db, id: TypeId) -> Option<Vec<BaseStep>> {
    if id.is_from_core_library(db) || may_gain_members(db, id) {
        return None;
    }
    let chain = base_chain(db, id);
    if !chain.complete {
        return None;
    }
    let count = chain.bases.len();
    let last = chain.bases.last()?;
    if !is_object(db, last.id) {
        return None;
    }
    for (i, step) in chain.bases.iter().enumerate().take(count - 1) {
        if step.id.is_from_core_library(db) {
            if !(i + 2 == count && is_value_type(db, step.id)) {
                return None;
            }
        } else if may_gain_members(db, step.id) || !step.ty().is_fully_resolved() {
            return None;
        }
    }
    Some(chain.bases)
}
