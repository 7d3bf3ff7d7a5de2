//! Type facts the binder asks for, cached for one binding session: special types, base
//! classes and interfaces as seen from a type, members and their bound signatures, and member
//! lookup with C#'s hiding and overriding rules.

mod completeness;
mod lookup;
mod shapes;

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use cs_db::{Db, Project};
use cs_hir::{
    MemberId, MemberKind, MemberView, Modifiers, Name, ParamModifier, Ty, TypeId, TypeKind,
    bases_of, def_map, find_type_by_name, member_context, resolve_type_ref, type_members,
};

/// The C# built-in types the binder reasons about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Prim {
    Bool,
    Char,
    SByte,
    Byte,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    NInt,
    NUInt,
    Float,
    Double,
    Decimal,
    String,
    Object,
    Void,
}

impl Prim {
    pub fn metadata_name(self) -> &'static str {
        match self {
            Prim::Bool => "Boolean",
            Prim::Char => "Char",
            Prim::SByte => "SByte",
            Prim::Byte => "Byte",
            Prim::Short => "Int16",
            Prim::UShort => "UInt16",
            Prim::Int => "Int32",
            Prim::UInt => "UInt32",
            Prim::Long => "Int64",
            Prim::ULong => "UInt64",
            Prim::NInt => "IntPtr",
            Prim::NUInt => "UIntPtr",
            Prim::Float => "Single",
            Prim::Double => "Double",
            Prim::Decimal => "Decimal",
            Prim::String => "String",
            Prim::Object => "Object",
            Prim::Void => "Void",
        }
    }

    fn from_metadata_name(name: &str) -> Option<Prim> {
        const ALL: [Prim; 18] = [
            Prim::Bool,
            Prim::Char,
            Prim::SByte,
            Prim::Byte,
            Prim::Short,
            Prim::UShort,
            Prim::Int,
            Prim::UInt,
            Prim::Long,
            Prim::ULong,
            Prim::NInt,
            Prim::NUInt,
            Prim::Float,
            Prim::Double,
            Prim::Decimal,
            Prim::String,
            Prim::Object,
            Prim::Void,
        ];
        ALL.into_iter().find(|p| p.metadata_name() == name)
    }

    pub fn is_numeric(self) -> bool {
        !matches!(self, Prim::Bool | Prim::String | Prim::Object | Prim::Void)
    }
}

/// A member's signature bound in its declaration's context (type parameters of the declaring
/// type and of the method are left as [`Ty::TypeParam`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberSig {
    /// Field, property, event, indexer or return type; the containing type for constructors.
    pub ty: Ty,
    pub params: Vec<ParamSig>,
    pub type_params: Vec<Name>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamSig {
    pub name: Name,
    pub ty: Ty,
    pub modifier: ParamModifier,
    pub optional: bool,
}

impl ParamSig {
    pub fn is_params(&self) -> bool {
        self.modifier == ParamModifier::Params
    }
}

/// A member found by lookup, with the type it was found in as seen from the receiver.
#[derive(Debug, Clone)]
pub struct Found {
    pub member: Arc<MemberView>,
    /// The declaring type with its type arguments substituted.
    pub owner: Ty,
}

impl Found {
    pub fn id(&self) -> MemberId {
        self.member.id
    }
    pub fn owner_args(&self) -> &[Ty] {
        match &self.owner {
            Ty::Named { args, .. } => args,
            _ => &[],
        }
    }
}

pub struct Sema<'db> {
    pub db: &'db dyn Db,
    pub project: Project,
    specials: RefCell<HashMap<&'static str, Option<TypeId>>>,
    prims: RefCell<HashMap<TypeId, Option<Prim>>>,
    members: RefCell<HashMap<TypeId, Arc<Vec<Arc<MemberView>>>>>,
    sigs: RefCell<HashMap<MemberId, Arc<MemberSig>>>,
    siblings_exist: std::cell::OnceCell<bool>,
    /// Constraint types of the type parameters in scope, by (name, is method parameter).
    pub type_param_bounds: RefCell<HashMap<(Name, bool), Vec<Ty>>>,
    /// Projects not visible from the binding project, mapped to the visible target of the same
    /// assembly (multi-targeted projects are one project per framework).
    siblings: RefCell<HashMap<Project, Option<Project>>>,
}

impl<'db> Sema<'db> {
    pub fn new(db: &'db dyn Db, project: Project) -> Self {
        Sema {
            db,
            project,
            specials: RefCell::default(),
            prims: RefCell::default(),
            members: RefCell::default(),
            sigs: RefCell::default(),
            type_param_bounds: RefCell::default(),
            siblings: RefCell::default(),
            siblings_exist: std::cell::OnceCell::new(),
        }
    }

    /// The visible project that stands for `project` (the nearest framework build of the same
    /// assembly), when that is not `project` itself.
    fn sibling(&self, project: Project) -> Option<Project> {
        if project == self.project {
            return None;
        }
        *self
            .siblings
            .borrow_mut()
            .entry(project)
            .or_insert_with(|| {
                // The nearest visible build of the same assembly (a project and one it references
                // may reference different frameworks' builds of a third).
                let settings = project.settings(self.db);
                let visible = cs_hir::visible_projects(self.db, self.project);
                // Another core library (a referenced project's framework, seen through it:
                // the embedded stand-in where that framework was not found, or another
                // framework's reference assemblies): its `System.String` is ours.
                if settings.is_core_library {
                    return find_type_by_name(self.db, self.project, "System", "Object", 0)
                        .map(|object| object.project)
                        .filter(|p| *p != project);
                }
                let name = &settings.assembly_name;
                if name.is_empty() {
                    return None;
                }
                visible
                    .iter()
                    .find(|p| &p.settings(self.db).assembly_name == name)
                    .copied()
                    .filter(|p| *p != project)
            })
    }

    /// A type declared in a project bound for another framework, as the binding project
    /// sees it (the same declaration in the target it references).
    pub fn canon_id(&self, id: TypeId) -> TypeId {
        let Some(sibling) = self.sibling(id.project) else {
            return id;
        };
        let chain = id.containing_chain(self.db);
        let source_map = def_map(self.db, id.project);
        let target_map = def_map(self.db, sibling);
        let ns = source_map.namespace_name(chain[0].index);
        let Some(&ns_index) = target_map.namespace_by_name.get(ns) else {
            return id;
        };
        let first = chain[0].data(self.db);
        let Some(mut index) = target_map
            .types_in_namespace(ns_index, &first.name, first.arity)
            .next()
        else {
            return id;
        };
        for t in &chain[1..] {
            let data = t.data(self.db);
            match target_map
                .nested_types(index, &data.name, data.arity)
                .next()
            {
                Some(n) => index = n,
                None => return id,
            }
        }
        TypeId {
            project: sibling,
            index,
        }
    }

    /// [`Sema::canon_id`] throughout a type.
    pub fn canon(&self, ty: Ty) -> Ty {
        match ty {
            Ty::Named { id, args } => Ty::Named {
                id: self.canon_id(id),
                args: args.into_iter().map(|a| self.canon(a)).collect(),
            },
            Ty::Array { element, rank } => Ty::Array {
                element: Box::new(self.canon(*element)),
                rank,
            },
            Ty::Pointer(t) => Ty::Pointer(Box::new(self.canon(*t))),
            Ty::Ref(t) => Ty::Ref(Box::new(self.canon(*t))),
            other => other,
        }
    }

    /// `System.<name>` (non-generic) when visible.
    pub fn system(&self, name: &'static str) -> Option<TypeId> {
        *self
            .specials
            .borrow_mut()
            .entry(name)
            .or_insert_with(|| find_type_by_name(self.db, self.project, "System", name, 0))
    }

    pub fn system_ty(&self, name: &'static str) -> Ty {
        match self.system(name) {
            Some(id) => Ty::Named {
                id,
                args: Vec::new(),
            },
            None => Ty::Unresolved {
                name: format!("System.{name}"),
                certain: false,
            },
        }
    }

    pub fn prim_ty(&self, prim: Prim) -> Ty {
        self.system_ty(prim.metadata_name())
    }

    /// A generic type by namespace and name.
    pub fn generic(&self, ns: &str, name: &str, args: Vec<Ty>) -> Ty {
        match find_type_by_name(self.db, self.project, ns, name, args.len() as u32) {
            Some(id) => Ty::Named { id, args },
            None => Ty::Unresolved {
                name: format!("{ns}.{name}"),
                certain: false,
            },
        }
    }

    pub fn prim(&self, ty: &Ty) -> Option<Prim> {
        let Ty::Named { id, args } = ty else {
            return None;
        };
        if !args.is_empty() {
            return None;
        }
        *self.prims.borrow_mut().entry(*id).or_insert_with(|| {
            let data = id.data(self.db);
            if data.parent.is_some() || data.arity != 0 {
                return None;
            }
            (def_map(self.db, id.project).namespace_name(id.index) == "System")
                .then(|| Prim::from_metadata_name(&data.name))
                .flatten()
        })
    }

    /// Namespace and name of a named type (`System.Collections.Generic`, `List`).
    pub fn is_type(&self, ty: &Ty, ns: &str, name: &str) -> bool {
        match ty {
            Ty::Named { id, .. } => self.is_type_id(*id, ns, name),
            _ => false,
        }
    }

    pub fn is_type_id(&self, id: TypeId, ns: &str, name: &str) -> bool {
        let data = id.data(self.db);
        *data.name == *name
            && data.parent.is_none()
            && def_map(self.db, id.project).namespace_name(id.index) == ns
    }

    pub fn kind(&self, ty: &Ty) -> Option<TypeKind> {
        ty.type_id().map(|id| id.data(self.db).kind)
    }

    pub fn is_value_type(&self, ty: &Ty) -> bool {
        match ty {
            Ty::Named { id, .. } => id.data(self.db).kind.is_value_type(),
            _ => false,
        }
    }

    /// `Nullable<T>` → `T`.
    pub fn nullable_underlying(&self, ty: &Ty) -> Option<Ty> {
        match ty {
            Ty::Named { args, .. } if args.len() == 1 && self.is_type(ty, "System", "Nullable") => {
                Some(args[0].clone())
            }
            _ => None,
        }
    }

    pub fn make_nullable(&self, ty: Ty) -> Ty {
        if self.is_value_type(&ty) && self.nullable_underlying(&ty).is_none() {
            self.generic("System", "Nullable", vec![ty])
        } else {
            ty
        }
    }

    /// The direct base class as seen from `ty`.
    pub fn base_class(&self, ty: &Ty) -> Option<Ty> {
        match ty {
            Ty::Named { id, args } => bases_of(self.db, *id)
                .base_class
                .as_ref()
                .map(|b| self.canon(b.substitute(args))),
            Ty::Array { .. } => Some(self.system_ty("Array")),
            Ty::TypeParam { name, method, .. } => {
                let bounds = self.type_param_bounds.borrow();
                bounds
                    .get(&(name.clone(), *method))
                    .and_then(|b| {
                        b.iter()
                            .find(|t| {
                                matches!(self.kind(t), Some(TypeKind::Class | TypeKind::Record))
                            })
                            .cloned()
                    })
                    .or_else(|| Some(self.system_ty("Object")))
            }
            _ => None,
        }
    }

    /// The base-class chain, nearest first.
    pub fn base_chain(&self, ty: &Ty) -> Vec<Ty> {
        let mut chain = Vec::new();
        let mut current = self.base_class(ty);
        while let Some(t) = current {
            if chain.len() > 64 || chain.contains(&t) || !matches!(t, Ty::Named { .. }) {
                break;
            }
            current = self.base_class(&t);
            chain.push(t);
        }
        chain
    }

    /// Every interface a type implements or an interface extends, as seen from the type.
    pub fn all_interfaces(&self, ty: &Ty) -> Vec<Ty> {
        let mut out = Vec::new();
        let mut start = vec![ty.clone()];
        start.extend(self.base_chain(ty));
        if let Ty::TypeParam { name, method, .. } = ty {
            let bounds = self.type_param_bounds.borrow();
            if let Some(b) = bounds.get(&(name.clone(), *method)) {
                start.extend(b.iter().cloned());
            }
        }
        if let Ty::Array { element, rank: 1 } = ty {
            for name in [
                "IEnumerable",
                "ICollection",
                "IList",
                "IReadOnlyCollection",
                "IReadOnlyList",
            ] {
                let t = self.generic(
                    "System.Collections.Generic",
                    name,
                    vec![(**element).clone()],
                );
                self.add_interfaces_of(&t, &mut out, true);
            }
        }
        for t in &start {
            self.add_interfaces_of(t, &mut out, false);
        }
        out
    }

    fn add_interfaces_of(&self, ty: &Ty, out: &mut Vec<Ty>, include_self: bool) {
        let Ty::Named { id, args } = ty else {
            return;
        };
        if include_self {
            if out.contains(ty) || out.len() > 256 {
                return;
            }
            out.push(ty.clone());
        }
        for listed in &bases_of(self.db, *id).interfaces {
            let listed = self.canon(listed.substitute(args));
            if matches!(listed, Ty::Named { .. }) && !out.contains(&listed) {
                self.add_interfaces_of(&listed, out, true);
            }
        }
    }

    /// The members of a type (shared by every binding through [`type_table`]).
    pub fn members_of(&self, id: TypeId) -> Arc<Vec<Arc<MemberView>>> {
        if let Some(m) = self.members.borrow().get(&id) {
            return m.clone();
        }
        let table = type_table(self.db, TypeKey::new(self.db, id.project, id.index));
        let list = table.members.clone();
        self.members.borrow_mut().insert(id, list.clone());
        list
    }

    /// A member's signature bound in its own context, as the binding project sees it.
    pub fn sig(&self, member: &MemberView) -> Arc<MemberSig> {
        if let Some(s) = self.sigs.borrow().get(&member.id) {
            return s.clone();
        }
        let id = member.id.ty;
        let table = type_table(self.db, TypeKey::new(self.db, id.project, id.index));
        let raw = match table.members.iter().position(|m| m.id == member.id) {
            Some(i) => table.sigs[i].clone(),
            None => Arc::new(member_sig(self.db, member)),
        };
        // Types from another framework's build of a project become the ones this project sees.
        let sig = if self.has_siblings() {
            Arc::new(MemberSig {
                ty: self.canon(raw.ty.clone()),
                params: raw
                    .params
                    .iter()
                    .map(|p| ParamSig {
                        ty: self.canon(p.ty.clone()),
                        ..p.clone()
                    })
                    .collect(),
                type_params: raw.type_params.clone(),
            })
        } else {
            raw
        };
        self.sigs.borrow_mut().insert(member.id, sig.clone());
        sig
    }

    /// Whether two visible projects are builds of the same assembly (then types are mapped).
    fn has_siblings(&self) -> bool {
        *self.siblings_exist.get_or_init(|| {
            let visible = cs_hir::visible_projects(self.db, self.project);
            let mut names = std::collections::HashSet::new();
            let core_libraries = visible
                .iter()
                .filter(|p| p.settings(self.db).is_core_library)
                .count();
            core_libraries > 1
                || visible.iter().any(|p| {
                    let name = p.settings(self.db).assembly_name.clone();
                    !name.is_empty() && !names.insert(name)
                })
        })
    }

    /// A type's own parameters as arguments (`C<T>` inside `C<T>`), containing types first.
    pub fn identity_args(&self, id: TypeId) -> Vec<Ty> {
        let mut args = Vec::new();
        for t in id.containing_chain(self.db) {
            if let Some((file, decl)) = cs_hir::first_decl(self.db, t) {
                for p in &file.types[decl].type_params {
                    args.push(Ty::TypeParam {
                        name: p.name.clone(),
                        index: args.len() as u32,
                        method: false,
                    });
                }
            } else {
                for _ in 0..t.data(self.db).arity {
                    args.push(Ty::Missing);
                }
            }
        }
        args
    }

    /// The type `ty` with its own parameters (`C<T>` for `C`).
    pub fn self_type(&self, id: TypeId) -> Ty {
        Ty::Named {
            id,
            args: self.identity_args(id),
        }
    }
}

pub fn ty_args(ty: &Ty) -> &[Ty] {
    match ty {
        Ty::Named { args, .. } => args,
        _ => &[],
    }
}

/// True when a type mentions a method type parameter.
pub fn has_method_params(ty: &Ty) -> bool {
    match ty {
        Ty::TypeParam { method, .. } => *method,
        Ty::Named { args, .. } => args.iter().any(has_method_params),
        Ty::Array { element, .. } | Ty::Pointer(element) | Ty::Ref(element) => {
            has_method_params(element)
        }
        _ => false,
    }
}

/// A type, interned so that its member table is a query of its own.
#[salsa::interned(debug)]
pub struct TypeKey<'db> {
    pub project: Project,
    pub index: u32,
}

/// A type's members and their signatures, computed once and shared by every document's
/// binding (a body edit elsewhere leaves it valid).
#[derive(Debug, PartialEq, Eq)]
pub struct TypeTable {
    pub members: Arc<Vec<Arc<MemberView>>>,
    pub sigs: Vec<Arc<MemberSig>>,
}

#[salsa::tracked(returns(ref))]
pub fn type_table<'db>(db: &'db dyn Db, key: TypeKey<'db>) -> Arc<TypeTable> {
    let id = TypeId {
        project: *key.project(db),
        index: *key.index(db),
    };
    let members: Vec<Arc<MemberView>> = type_members(db, id).into_iter().map(Arc::new).collect();
    let sigs = members
        .iter()
        .map(|m| Arc::new(member_sig(db, m)))
        .collect();
    Arc::new(TypeTable {
        members: Arc::new(members),
        sigs,
    })
}

/// A member's signature bound in its declaration's context.
fn member_sig(db: &dyn Db, member: &MemberView) -> MemberSig {
    let context = member_context(db, member);
    // A `ref` return is used as its value.
    let bind = |t: &cs_hir::TypeRef| match resolve_type_ref(db, &context, t) {
        Ty::Ref(inner) => *inner,
        other => other,
    };
    let own = || {
        let id = member.id.ty;
        let mut args = Vec::new();
        for t in id.containing_chain(db) {
            match cs_hir::first_decl(db, t) {
                Some((file, decl)) => {
                    for p in &file.types[decl].type_params {
                        args.push(Ty::TypeParam {
                            name: p.name.clone(),
                            index: args.len() as u32,
                            method: false,
                        });
                    }
                }
                None => args.extend((0..t.data(db).arity).map(|_| Ty::Missing)),
            }
        }
        Ty::Named { id, args }
    };
    let ty = match (&member.decl.ty, member.decl.kind) {
        (_, MemberKind::EnumMember) => Ty::Named {
            id: member.id.ty,
            args: Vec::new(),
        },
        (Some(t), _) => bind(t),
        (None, MemberKind::Constructor) => own(),
        (None, _) => match find_type_by_name(db, member.id.ty.project, "System", "Void", 0) {
            Some(id) => Ty::Named {
                id,
                args: Vec::new(),
            },
            None => Ty::Missing,
        },
    };
    let params = member
        .decl
        .params
        .iter()
        .map(|p| ParamSig {
            name: p.name.clone(),
            ty: bind(&p.ty),
            modifier: p.modifier,
            optional: p.default.is_some(),
        })
        .collect();
    MemberSig {
        ty,
        params,
        type_params: member
            .decl
            .type_params
            .iter()
            .map(|p| p.name.clone())
            .collect(),
    }
}
