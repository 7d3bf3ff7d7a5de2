//! Bound types (`Ty`) and each type's resolved base class and interface list.

use std::collections::HashMap;
use std::sync::Arc;

use cs_db::{Db, Project};

use crate::Name;
use crate::db_queries::{file_decls, project_documents};
use crate::decls::{FileDecls, TypeKind};
use crate::def_map_impl::def_map;
use crate::resolve::{Resolution, Resolver, TypeContext};
use crate::symbols::TypeId;

/// A type after name binding.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Ty {
    /// A declared type; `args` holds the type arguments of the containing types first.
    Named {
        id: TypeId,
        args: Vec<Ty>,
    },
    /// A type parameter: of a type (`index` counts the containing types' parameters first,
    /// as `` `n `` does) or of a method (``` ``n ```).
    TypeParam {
        name: Name,
        index: u32,
        method: bool,
    },
    Array {
        element: Box<Ty>,
        rank: u8,
    },
    Pointer(Box<Ty>),
    FunctionPointer(Vec<Ty>),
    Ref(Box<Ty>),
    Dynamic,
    /// A name no visible declaration supplies; `certain` when no unseen assembly could
    /// (only then is it an error).
    Unresolved {
        name: String,
        certain: bool,
    },
    Missing,
}

impl Ty {
    pub fn type_id(&self) -> Option<TypeId> {
        match self {
            Ty::Named { id, .. } => Some(*id),
            _ => None,
        }
    }

    /// True when nothing in the type is unresolved or missing.
    pub fn is_fully_resolved(&self) -> bool {
        match self {
            Ty::Named { args, .. } => args.iter().all(Ty::is_fully_resolved),
            Ty::Array { element, .. } | Ty::Pointer(element) | Ty::Ref(element) => {
                element.is_fully_resolved()
            }
            Ty::FunctionPointer(parts) => parts.iter().all(Ty::is_fully_resolved),
            Ty::TypeParam { .. } | Ty::Dynamic => true,
            Ty::Unresolved { .. } | Ty::Missing => false,
        }
    }

    /// Replaces type parameters of a type (not of methods) with arguments.
    pub fn substitute(&self, args: &[Ty]) -> Ty {
        self.substitute_all(args, &[])
    }

    /// Replaces method type parameters with arguments.
    pub fn substitute_method(&self, args: &[Ty]) -> Ty {
        self.substitute_all(&[], args)
    }

    /// Replaces the declaring type's parameters (`type_args`, containing types' first) and the
    /// method's (`method_args`) in one pass. Substituting one after the other is wrong: an
    /// argument of the first may itself be a type parameter of the caller (`SutProvider<T>`
    /// inside `With<T>`) that the second would then replace again.
    pub fn substitute_all(&self, type_args: &[Ty], method_args: &[Ty]) -> Ty {
        match self {
            Ty::TypeParam { index, method, .. } => {
                let args = if *method { method_args } else { type_args };
                args.get(*index as usize)
                    .cloned()
                    .unwrap_or_else(|| self.clone())
            }
            Ty::Named { id, args: inner } => Ty::Named {
                id: *id,
                args: inner
                    .iter()
                    .map(|a| a.substitute_all(type_args, method_args))
                    .collect(),
            },
            Ty::Array { element, rank } => Ty::Array {
                element: Box::new(element.substitute_all(type_args, method_args)),
                rank: *rank,
            },
            Ty::Pointer(t) => Ty::Pointer(Box::new(t.substitute_all(type_args, method_args))),
            Ty::Ref(t) => Ty::Ref(Box::new(t.substitute_all(type_args, method_args))),
            Ty::FunctionPointer(parts) => Ty::FunctionPointer(
                parts
                    .iter()
                    .map(|p| p.substitute_all(type_args, method_args))
                    .collect(),
            ),
            other => other.clone(),
        }
    }
}

/// A type's base class (none for interfaces and `System.Object`) and its directly listed
/// interfaces.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TypeBases {
    pub base_class: Option<Ty>,
    pub interfaces: Vec<Ty>,
}

/// The resolved bases of every type of a project.
#[salsa::tracked(returns(ref))]
pub fn type_bases(db: &dyn Db, project: Project) -> Arc<Vec<TypeBases>> {
    let map = def_map(db, project);
    let documents = project_documents(db, project);
    let decls: Vec<Arc<FileDecls>> = documents
        .iter()
        .map(|d| file_decls(db, *d).clone())
        .collect();
    let mut state = BasesState {
        done: HashMap::new(),
        in_progress: Vec::new(),
    };
    let count = map.types.len() as u32;
    for index in 0..count {
        compute_bases(db, project, &decls, index, &mut state);
    }
    Arc::new(
        (0..count)
            .map(|i| state.done.remove(&i).unwrap_or_default())
            .collect(),
    )
}

struct BasesState {
    done: HashMap<u32, TypeBases>,
    in_progress: Vec<u32>,
}

fn compute_bases(
    db: &dyn Db,
    project: Project,
    decls: &[Arc<FileDecls>],
    index: u32,
    state: &mut BasesState,
) {
    if state.done.contains_key(&index) || state.in_progress.contains(&index) {
        return;
    }
    state.in_progress.push(index);
    let map = def_map(db, project);
    let data = &map.types[index as usize];
    let id = TypeId { project, index };
    let mut result = TypeBases::default();
    let mut listed = Vec::new();
    for part in &data.parts {
        if part.is_synthesized() {
            continue;
        }
        let file = &decls[part.doc as usize];
        let decl = &file.types[part.ty as usize];
        if decl.kind == TypeKind::Enum || decl.kind == TypeKind::Delegate {
            continue;
        }
        for (i, base) in decl.bases.iter().enumerate() {
            // Base lists bind in the type's own context minus its members (its type parameters
            // are in scope, its nested types are not looked up through itself).
            let context = TypeContext {
                project,
                doc: part.doc,
                scope: decl.scope,
                ty: decl.parent.and_then(|_| id.parent(db)),
                type_params_of: Some(id),
                method_type_params: &[],
            };
            let resolver = Resolver::new(db, &context);
            let bound = match resolver.resolve(base) {
                Resolution::Type(ty) => ty,
                Resolution::Namespace(name) => Ty::Unresolved {
                    name,
                    certain: false,
                },
                Resolution::Unresolved { name, certain } => Ty::Unresolved { name, certain },
            };
            listed.push((i, bound));
        }
    }
    let kind = data.kind;
    // Bases that cannot be bases (a class after the first position, a struct, ...) are left
    // out here; the declaration diagnostics judge each written list on its own.
    for (i, ty) in listed {
        let base_kind = match &ty {
            Ty::Named { id, .. } => Some(id.data(db).kind),
            _ => None,
        };
        // Each part of a partial class may name the base class first in its own list.
        let first_in_part = i == 0;
        let is_class = matches!(kind, TypeKind::Class | TypeKind::Record);
        let class_like = matches!(base_kind, Some(TypeKind::Class | TypeKind::Record))
            || (base_kind.is_none() && !looks_like_interface(&ty));
        if is_class && first_in_part && class_like {
            if result.base_class.is_none() {
                result.base_class = Some(ty);
            }
        } else if matches!(base_kind, Some(TypeKind::Interface) | None)
            && !result.interfaces.contains(&ty)
        {
            result.interfaces.push(ty);
        }
    }
    if result.base_class.is_none() {
        result.base_class = implicit_base(db, project, id, kind);
    }
    state.in_progress.retain(|&i| i != index);
    state.done.insert(index, result);
}

/// `IFoo` names an interface by convention: used only to place a base we cannot see.
fn looks_like_interface(ty: &Ty) -> bool {
    match ty {
        Ty::Unresolved { name, .. } => {
            let last = name.rsplit('.').next().unwrap_or(name);
            let mut chars = last.chars();
            chars.next() == Some('I') && chars.next().is_some_and(|c| c.is_ascii_uppercase())
        }
        _ => false,
    }
}

/// The base every class, struct, enum and delegate has without writing it.
fn implicit_base(db: &dyn Db, project: Project, id: TypeId, kind: TypeKind) -> Option<Ty> {
    let name = match kind {
        TypeKind::Interface => return None,
        TypeKind::Class | TypeKind::Record => "Object",
        TypeKind::Struct | TypeKind::RecordStruct => "ValueType",
        TypeKind::Enum => "Enum",
        TypeKind::Delegate => "MulticastDelegate",
    };
    let target = find_system_type(db, project, name, 0)?;
    (target != id).then_some(Ty::Named {
        id: target,
        args: Vec::new(),
    })
}

/// A type of namespace `System` visible from a project (`System.Object`, `System.Int32`, ...).
pub fn find_system_type(db: &dyn Db, project: Project, name: &str, arity: u32) -> Option<TypeId> {
    find_type_by_name(db, project, "System", name, arity)
}

/// A type by namespace, name and arity, among the projects a project sees (itself first).
pub fn find_type_by_name(
    db: &dyn Db,
    project: Project,
    namespace: &str,
    name: &str,
    arity: u32,
) -> Option<TypeId> {
    crate::scope::project_scope(db, project).type_in_namespace(namespace, name, arity)
}

/// Bases of one type.
pub fn bases_of(db: &dyn Db, id: TypeId) -> &TypeBases {
    &type_bases(db, id.project)[id.index as usize]
}
