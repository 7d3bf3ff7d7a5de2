//! Name binding in signatures: the C# lookup order for a written type name — method and type
//! parameters, nested and inherited types of the enclosing types, then each enclosing namespace
//! with its aliases and `using` directives, out to the compilation unit, the project's global
//! usings and the global namespace — across the project, its references and the core library.

use std::sync::Arc;

use cs_db::{Db, Project};

use crate::db_queries::{file_decls, project_documents};
use crate::decls::{Constraint, FileDecls, TypeParamDecl, UsingKind};
use crate::def_map_impl::def_map;
use crate::global_usings::ProjectUsing;
use crate::scope::{ProjectScope, project_scope};
use crate::symbols::TypeId;
use crate::ty::{Ty, bases_of};
use crate::type_ref::{NameSegment, TypeRef};

/// Where a written type is bound.
#[derive(Debug, Clone)]
pub struct TypeContext<'a> {
    pub project: Project,
    /// The document (index into the project's live documents) whose usings apply.
    pub doc: u32,
    /// The namespace scope in that file.
    pub scope: u32,
    /// The innermost type whose members (nested types) and type parameters are in scope.
    pub ty: Option<TypeId>,
    /// A type whose type parameters only are in scope (a type's own base list).
    pub type_params_of: Option<TypeId>,
    pub method_type_params: &'a [TypeParamDecl],
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolution {
    Type(Ty),
    Namespace(String),
    Unresolved { name: String, certain: bool },
}

/// Binds a written type in a context.
pub fn resolve_type_ref(db: &dyn Db, context: &TypeContext<'_>, written: &TypeRef) -> Ty {
    match Resolver::new(db, context).resolve(written) {
        Resolution::Type(ty) => ty,
        Resolution::Namespace(name) => Ty::Unresolved {
            name,
            certain: false,
        },
        Resolution::Unresolved { name, certain } => Ty::Unresolved { name, certain },
    }
}

/// Binds a written name as a type or, when nothing closer matches, a namespace: a qualifier
/// written in an expression (`System` in `System.Console.WriteLine()`).
pub fn resolve_type_or_namespace(
    db: &dyn Db,
    context: &TypeContext<'_>,
    written: &TypeRef,
) -> Resolution {
    let mut resolver = Resolver::new(db, context);
    resolver.namespace_last = true;
    resolver.resolve(written)
}

/// What a body's context imports beyond its types: the namespaces searched for extension
/// methods, level by level from the innermost (each level: its namespace, then the namespaces
/// its `using` directives import), and the types of `using static` directives.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Imports {
    pub levels: Vec<Vec<String>>,
    pub static_types: Vec<TypeId>,
    /// A `using static` names a type we cannot see: any simple name may be its member.
    pub unresolved_static: bool,
}

/// The imports in effect in a context (see [`Imports`]).
pub fn context_imports(db: &dyn Db, context: &TypeContext<'_>) -> Imports {
    let resolver = Resolver::new(db, context);
    let mut imports = Imports::default();
    for level in resolver.levels() {
        let mut namespaces = vec![level.namespace.clone()];
        for using in &level.usings {
            match using.kind {
                UsingKind::Namespace => {
                    if let Some(ns) = resolver.using_namespace(using, &level.namespace)
                        && !namespaces.contains(&ns)
                    {
                        namespaces.push(ns);
                    }
                }
                UsingKind::Static => match resolver.alias_target(using, &level.namespace) {
                    Resolution::Type(Ty::Named { id, .. }) => {
                        if !imports.static_types.contains(&id) {
                            imports.static_types.push(id);
                        }
                    }
                    _ => imports.unresolved_static = true,
                },
                UsingKind::Alias(_) => {}
            }
        }
        imports.levels.push(namespaces);
    }
    imports
}

pub(crate) struct Resolver<'a, 'c> {
    db: &'a dyn Db,
    cx: &'c TypeContext<'c>,
    decls: Option<Arc<FileDecls>>,
    /// False while computing base lists: inherited nested types are not followed then.
    follow_inherited: bool,
    /// The last segment may name a namespace (a qualifier written in an expression).
    namespace_last: bool,
    scope: Arc<ProjectScope>,
}

/// One namespace level of the lookup: the namespace and the usings written at that level.
struct Level {
    namespace: String,
    usings: Vec<ProjectUsing>,
}

impl<'a, 'c> Resolver<'a, 'c> {
    pub(crate) fn new(db: &'a dyn Db, cx: &'c TypeContext<'c>) -> Self {
        let documents = project_documents(db, cx.project);
        let decls = documents
            .get(cx.doc as usize)
            .map(|d| file_decls(db, *d).clone());
        Resolver {
            db,
            cx,
            decls,
            follow_inherited: cx.type_params_of.is_none(),
            namespace_last: false,
            scope: project_scope(db, cx.project).clone(),
        }
    }

    pub(crate) fn resolve(&self, written: &TypeRef) -> Resolution {
        match written {
            TypeRef::Named { alias, segments } => self.resolve_named(alias.as_deref(), segments),
            TypeRef::Predefined(keyword) => self.predefined(keyword),
            TypeRef::Array { element, ranks } => match self.resolve(element) {
                Resolution::Type(mut ty) => {
                    for rank in ranks.iter().rev() {
                        ty = Ty::Array {
                            element: Box::new(ty),
                            rank: *rank,
                        };
                    }
                    Resolution::Type(ty)
                }
                other => other,
            },
            TypeRef::Pointer(inner) => self.map_type(inner, |t| Ty::Pointer(Box::new(t))),
            TypeRef::Ref { inner, .. } => self.map_type(inner, |t| Ty::Ref(Box::new(t))),
            TypeRef::Nullable(inner) => match self.resolve(inner) {
                Resolution::Type(ty) if self.is_value_type(&ty) => {
                    match self.scope.type_in_namespace("System", "Nullable", 1) {
                        Some(id) => Resolution::Type(Ty::Named { id, args: vec![ty] }),
                        None => Resolution::Type(ty),
                    }
                }
                other => other,
            },
            TypeRef::Tuple(elements) => {
                let mut types = Vec::new();
                for (element, _) in elements {
                    match self.resolve(element) {
                        Resolution::Type(t) => types.push(t),
                        Resolution::Namespace(name) => types.push(Ty::Unresolved {
                            name,
                            certain: false,
                        }),
                        Resolution::Unresolved { name, certain } => {
                            types.push(Ty::Unresolved { name, certain })
                        }
                    }
                }
                Resolution::Type(self.tuple(types))
            }
            TypeRef::FunctionPointer(parts) => {
                let types = parts
                    .iter()
                    .map(|p| match self.resolve(p) {
                        Resolution::Type(t) => t,
                        _ => Ty::Missing,
                    })
                    .collect();
                Resolution::Type(Ty::FunctionPointer(types))
            }
            TypeRef::Implicit | TypeRef::Missing => Resolution::Type(Ty::Missing),
        }
    }

    fn map_type(&self, inner: &TypeRef, f: impl FnOnce(Ty) -> Ty) -> Resolution {
        match self.resolve(inner) {
            Resolution::Type(t) => Resolution::Type(f(t)),
            other => other,
        }
    }

    /// `(A, B)` is `System.ValueTuple<A, B>`; eight and more nest in `TRest`.
    fn tuple(&self, mut types: Vec<Ty>) -> Ty {
        let rest = if types.len() > 7 {
            let tail = types.split_off(7);
            Some(self.tuple(tail))
        } else {
            None
        };
        types.extend(rest);
        let arity = types.len() as u32;
        match self.scope.type_in_namespace("System", "ValueTuple", arity) {
            Some(id) => Ty::Named { id, args: types },
            None => Ty::Unresolved {
                name: "System.ValueTuple".into(),
                certain: false,
            },
        }
    }

    fn is_value_type(&self, ty: &Ty) -> bool {
        match ty {
            Ty::Named { id, .. } => id.data(self.db).kind.is_value_type(),
            Ty::TypeParam { name, method, .. } => {
                let decls: Vec<&TypeParamDecl> = if *method {
                    self.cx.method_type_params.iter().collect()
                } else {
                    Vec::new()
                };
                decls.iter().any(|p| {
                    p.name == *name
                        && p.constraints
                            .iter()
                            .any(|c| matches!(c, Constraint::Struct | Constraint::Unmanaged))
                }) || (!*method && self.type_param_is_struct(name))
            }
            _ => false,
        }
    }

    fn type_param_is_struct(&self, name: &str) -> bool {
        let mut current = self.cx.ty.or(self.cx.type_params_of);
        while let Some(t) = current {
            if let Some((file, decl)) = first_decl(self.db, t)
                && let Some(p) = file.types[decl]
                    .type_params
                    .iter()
                    .find(|p| &*p.name == name)
            {
                return p
                    .constraints
                    .iter()
                    .any(|c| matches!(c, Constraint::Struct | Constraint::Unmanaged));
            }
            current = t.parent(self.db);
        }
        false
    }

    fn predefined(&self, keyword: &str) -> Resolution {
        let name = match keyword {
            "bool" => "Boolean",
            "byte" => "Byte",
            "sbyte" => "SByte",
            "char" => "Char",
            "short" => "Int16",
            "ushort" => "UInt16",
            "int" => "Int32",
            "uint" => "UInt32",
            "long" => "Int64",
            "ulong" => "UInt64",
            "nint" => "IntPtr",
            "nuint" => "UIntPtr",
            "float" => "Single",
            "double" => "Double",
            "decimal" => "Decimal",
            "string" => "String",
            "object" => "Object",
            "void" => "Void",
            "dynamic" => return Resolution::Type(Ty::Dynamic),
            other => other,
        };
        match self.scope.type_in_namespace("System", name, 0) {
            Some(id) => Resolution::Type(Ty::Named {
                id,
                args: Vec::new(),
            }),
            None => Resolution::Unresolved {
                name: keyword.to_string(),
                certain: false,
            },
        }
    }

    fn resolve_named(&self, alias: Option<&str>, segments: &[NameSegment]) -> Resolution {
        let Some((first, rest)) = segments.split_first() else {
            return Resolution::Type(Ty::Missing);
        };
        let mut current = match alias {
            Some("global") => self.member_of_namespace("", first, true),
            Some(alias) => match self.alias(alias) {
                Some(Resolution::Namespace(ns)) => self.member_of_namespace(&ns, first, true),
                _ => Resolution::Unresolved {
                    name: format!("{alias}::{}", first.name),
                    certain: false,
                },
            },
            None => self.simple_name(first, !rest.is_empty() || self.namespace_last),
        };
        for segment in rest {
            current = match current {
                Resolution::Namespace(ns) => self.member_of_namespace(&ns, segment, true),
                Resolution::Type(Ty::Named { id, args }) => {
                    match self.nested_type(id, &segment.name, segment.args.len() as u32) {
                        Some(nested) => {
                            let mut all = args;
                            all.extend(self.type_args(&segment.args));
                            Resolution::Type(Ty::Named {
                                id: nested,
                                args: all,
                            })
                        }
                        None => Resolution::Unresolved {
                            name: format!("{}.{}", id.data(self.db).name, segment.name),
                            certain: false,
                        },
                    }
                }
                Resolution::Type(_) => Resolution::Unresolved {
                    name: segment.name.to_string(),
                    certain: false,
                },
                unresolved @ Resolution::Unresolved { .. } => unresolved,
            };
        }
        current
    }

    fn type_args(&self, args: &[TypeRef]) -> Vec<Ty> {
        args.iter()
            .map(|a| match self.resolve(a) {
                Resolution::Type(t) => t,
                Resolution::Namespace(name) => Ty::Unresolved {
                    name,
                    certain: false,
                },
                Resolution::Unresolved { name, certain } => Ty::Unresolved { name, certain },
            })
            .collect()
    }

    /// A type or namespace named `segment` inside namespace `ns` (every visible project).
    fn member_of_namespace(
        &self,
        ns: &str,
        segment: &NameSegment,
        allow_namespace: bool,
    ) -> Resolution {
        let arity = segment.args.len() as u32;
        if let Some(id) = self.type_in_namespace(ns, &segment.name, arity) {
            return Resolution::Type(Ty::Named {
                id,
                args: self.type_args(&segment.args),
            });
        }
        let full = join(ns, &segment.name);
        if allow_namespace && arity == 0 && self.namespace_exists(&full) {
            return Resolution::Namespace(full);
        }
        Resolution::Unresolved {
            name: full.clone(),
            certain: !self.project_open()
                && !self.scope.is_open_namespace(ns)
                && ns_is_known(self, ns),
        }
    }

    fn type_in_namespace(&self, ns: &str, name: &str, arity: u32) -> Option<TypeId> {
        self.scope.type_in_namespace(ns, name, arity)
    }

    pub(crate) fn namespace_exists(&self, full: &str) -> bool {
        self.scope.namespace_exists(full)
    }

    fn project_open(&self) -> bool {
        self.scope.open
    }

    /// Nested type of a type, including nested types inherited from its base classes.
    fn nested_type(&self, ty: TypeId, name: &str, arity: u32) -> Option<TypeId> {
        let mut current = Some(ty);
        let mut guard = 0;
        while let Some(t) = current {
            let map = def_map(self.db, t.project);
            if let Some(index) = map.nested_types(t.index, name, arity).next() {
                return Some(TypeId {
                    project: t.project,
                    index,
                });
            }
            guard += 1;
            if !self.follow_inherited || guard > 64 {
                return None;
            }
            current = bases_of(self.db, t)
                .base_class
                .as_ref()
                .and_then(Ty::type_id);
        }
        None
    }

    /// A simple name: the whole C# lookup order. `qualifier` when more segments follow (then
    /// namespaces are candidates too).
    fn simple_name(&self, segment: &NameSegment, qualifier: bool) -> Resolution {
        let name = &*segment.name;
        let arity = segment.args.len() as u32;
        // Method type parameters, then each enclosing type's parameters and nested types.
        if arity == 0
            && let Some(index) = self
                .cx
                .method_type_params
                .iter()
                .position(|p| &*p.name == name)
        {
            return Resolution::Type(Ty::TypeParam {
                name: segment.name.clone(),
                index: index as u32,
                method: true,
            });
        }
        if let Some(t) = self.cx.type_params_of
            && arity == 0
            && let Some(found) = self.type_param(t, name)
        {
            return Resolution::Type(found);
        }
        let mut current = self.cx.ty;
        let mut certain = true;
        while let Some(t) = current {
            if arity == 0
                && let Some(found) = self.type_param(t, name)
            {
                return Resolution::Type(found);
            }
            if let Some(nested) = self.nested_type(t, name, arity) {
                let outer = self.identity_args(nested);
                let mut args = outer;
                args.truncate(nested.outer_arity(self.db) as usize);
                args.extend(self.type_args(&segment.args));
                return Resolution::Type(Ty::Named { id: nested, args });
            }
            if !self.base_chain_is_source(t) {
                certain = false;
            }
            current = t.parent(self.db);
        }
        // Namespaces, innermost first, each with its aliases and usings.
        let open = self.project_open();
        for level in self.levels() {
            if let Some(id) = self.type_in_namespace(&level.namespace, name, arity) {
                return Resolution::Type(Ty::Named {
                    id,
                    args: self.type_args(&segment.args),
                });
            }
            let full = join(&level.namespace, name);
            if arity == 0 && self.namespace_exists(&full) && qualifier {
                return Resolution::Namespace(full);
            }
            if self.scope.is_open_namespace(&level.namespace) || open {
                certain = false;
            }
            if arity == 0
                && let Some(using) = level
                    .usings
                    .iter()
                    .find(|u| matches!(&u.kind, UsingKind::Alias(a) if &**a == name))
            {
                return self.alias_target(using, &level.namespace);
            }
            let mut found = None;
            for using in &level.usings {
                match &using.kind {
                    UsingKind::Namespace => {
                        let Some(ns) = self.using_namespace(using, &level.namespace) else {
                            certain = false;
                            continue;
                        };
                        if self.scope.is_open_namespace(&ns) {
                            certain = false;
                        }
                        if found.is_none()
                            && let Some(id) = self.type_in_namespace(&ns, name, arity)
                        {
                            found = Some(id);
                        }
                    }
                    UsingKind::Static => match self.alias_target(using, &level.namespace) {
                        Resolution::Type(Ty::Named { id, .. }) => {
                            if !self.base_chain_is_source(id) {
                                certain = false;
                            }
                            if found.is_none()
                                && let Some(nested) = self.nested_type(id, name, arity)
                            {
                                found = Some(nested);
                            }
                        }
                        _ => certain = false,
                    },
                    UsingKind::Alias(_) => {}
                }
            }
            if let Some(id) = found {
                return Resolution::Type(Ty::Named {
                    id,
                    args: self.type_args(&segment.args),
                });
            }
        }
        if name == "dynamic" && arity == 0 {
            return Resolution::Type(Ty::Dynamic);
        }
        Resolution::Unresolved {
            name: name.to_string(),
            certain: certain && !open,
        }
    }

    /// The type's parameters as type arguments (`C<T>` inside `C<T>`).
    fn identity_args(&self, ty: TypeId) -> Vec<Ty> {
        let mut chain = Vec::new();
        let mut current = Some(ty);
        while let Some(t) = current {
            chain.push(t);
            current = t.parent(self.db);
        }
        chain.reverse();
        let mut args = Vec::new();
        for t in chain {
            if let Some((file, decl)) = first_decl(self.db, t) {
                for p in &file.types[decl].type_params {
                    args.push(Ty::TypeParam {
                        name: p.name.clone(),
                        index: args.len() as u32,
                        method: false,
                    });
                }
            }
        }
        args
    }

    fn type_param(&self, ty: TypeId, name: &str) -> Option<Ty> {
        let (file, decl) = first_decl(self.db, ty)?;
        let position = file.types[decl]
            .type_params
            .iter()
            .position(|p| &*p.name == name)?;
        Some(Ty::TypeParam {
            name: name.into(),
            index: ty.outer_arity(self.db) + position as u32,
            method: false,
        })
    }

    /// True when every base class up the chain is declared in source or is `System.Object`,
    /// `System.ValueType` or `System.Enum` (whose nested types we know are none).
    fn base_chain_is_source(&self, ty: TypeId) -> bool {
        if !self.follow_inherited {
            return true;
        }
        let mut current = Some(ty);
        let mut guard = 0;
        while let Some(t) = current {
            guard += 1;
            if guard > 64 {
                return false;
            }
            // Real reference assemblies read in full are as known as source; the embedded
            // stand-in is known only at the root of the hierarchy.
            if t.is_from_core_library(self.db) && !t.project.settings(self.db).is_complete_metadata
            {
                let data = t.data(self.db);
                return self.db_namespace_name(t) == "System"
                    && matches!(&*data.name, "Object" | "ValueType" | "Enum");
            }
            match &bases_of(self.db, t).base_class {
                None => return true,
                Some(Ty::Named { id, .. }) => current = Some(*id),
                Some(_) => return false,
            }
        }
        true
    }

    fn db_namespace_name(&self, t: TypeId) -> String {
        def_map(self.db, t.project)
            .namespace_name(t.index)
            .to_string()
    }

    /// The lookup levels from the context's scope outwards.
    fn levels(&self) -> Vec<Level> {
        let mut levels = Vec::new();
        let Some(decls) = &self.decls else {
            levels.push(Level {
                namespace: String::new(),
                usings: self.global_usings(),
            });
            return levels;
        };
        let mut chain = Vec::new();
        let mut current = Some(self.cx.scope);
        while let Some(s) = current {
            chain.push(s);
            current = decls.scopes.get(s as usize).and_then(|scope| scope.parent);
        }
        for &s in &chain {
            let scope = &decls.scopes[s as usize];
            let mut full = namespace_of_scope(decls, s);
            if scope.parent.is_none() {
                let mut usings: Vec<ProjectUsing> = scope
                    .usings
                    .iter()
                    .filter(|u| !u.is_global)
                    .map(|u| ProjectUsing {
                        kind: u.kind.clone(),
                        target: u.target.clone(),
                    })
                    .collect();
                usings.extend(self.global_usings());
                levels.push(Level {
                    namespace: String::new(),
                    usings,
                });
                continue;
            }
            let own = scope
                .usings
                .iter()
                .map(|u| ProjectUsing {
                    kind: u.kind.clone(),
                    target: u.target.clone(),
                })
                .collect();
            levels.push(Level {
                namespace: full.clone(),
                usings: own,
            });
            for _ in 1..scope.name.len() {
                full = match full.rfind('.') {
                    Some(i) => full[..i].to_string(),
                    None => String::new(),
                };
                levels.push(Level {
                    namespace: full.clone(),
                    usings: Vec::new(),
                });
            }
        }
        levels
    }

    fn global_usings(&self) -> Vec<ProjectUsing> {
        self.scope.global_usings.to_vec()
    }

    /// The namespace a `using N;` names: as written from the global namespace, or relative to
    /// an enclosing namespace.
    fn using_namespace(&self, using: &ProjectUsing, level: &str) -> Option<String> {
        let TypeRef::Named { segments, alias } = &using.target else {
            return None;
        };
        let written: Vec<&str> = segments.iter().map(|s| &*s.name).collect();
        let written = written.join(".");
        if alias.is_none() {
            for prefix in enclosing_namespaces(level) {
                let candidate = join(&prefix, &written);
                if self.namespace_exists(&candidate) {
                    return Some(candidate);
                }
            }
        } else if self.namespace_exists(&written) {
            return Some(written);
        }
        None
    }

    /// An alias by name, from the innermost level that declares it.
    fn alias(&self, alias: &str) -> Option<Resolution> {
        for level in self.levels() {
            if let Some(using) = level
                .usings
                .iter()
                .find(|u| matches!(&u.kind, UsingKind::Alias(a) if &**a == alias))
            {
                return Some(self.alias_target(using, &level.namespace));
            }
        }
        None
    }

    /// The target of an alias or `using static`: bound from the global namespace (usings do
    /// not see each other).
    fn alias_target(&self, using: &ProjectUsing, level: &str) -> Resolution {
        let context = TypeContext {
            project: self.cx.project,
            doc: u32::MAX,
            scope: 0,
            ty: None,
            type_params_of: None,
            method_type_params: &[],
        };
        let outer = Resolver {
            db: self.db,
            cx: &context,
            decls: None,
            follow_inherited: self.follow_inherited,
            namespace_last: false,
            scope: self.scope.clone(),
        };
        match &using.target {
            TypeRef::Named { alias, segments } => {
                let Some((first, rest)) = segments.split_first() else {
                    return Resolution::Type(Ty::Missing);
                };
                let mut current = match alias.as_deref() {
                    Some(a) if a != "global" => {
                        return Resolution::Unresolved {
                            name: format!("{a}::{}", first.name),
                            certain: false,
                        };
                    }
                    Some(_) => outer.member_of_namespace("", first, true),
                    None => enclosing_namespaces(level)
                        .into_iter()
                        .map(|ns| outer.member_of_namespace(&ns, first, true))
                        .find(|r| !matches!(r, Resolution::Unresolved { .. }))
                        .unwrap_or_else(|| outer.member_of_namespace("", first, true)),
                };
                for segment in rest {
                    current = match current {
                        Resolution::Namespace(ns) => outer.member_of_namespace(&ns, segment, true),
                        Resolution::Type(Ty::Named { id, args }) => {
                            match outer.nested_type(id, &segment.name, segment.args.len() as u32) {
                                Some(nested) => {
                                    let mut all = args;
                                    all.extend(outer.type_args(&segment.args));
                                    Resolution::Type(Ty::Named {
                                        id: nested,
                                        args: all,
                                    })
                                }
                                None => Resolution::Unresolved {
                                    name: segment.name.to_string(),
                                    certain: false,
                                },
                            }
                        }
                        other => other,
                    };
                }
                match current {
                    Resolution::Unresolved { name, .. } => Resolution::Unresolved {
                        name,
                        certain: false,
                    },
                    other => other,
                }
            }
            other => outer.resolve(other),
        }
    }
}

/// A namespace and its enclosing namespaces, innermost first, ending with the global one.
fn enclosing_namespaces(ns: &str) -> Vec<String> {
    let mut result = Vec::new();
    let mut current = ns.to_string();
    while !current.is_empty() {
        result.push(current.clone());
        current = match current.rfind('.') {
            Some(i) => current[..i].to_string(),
            None => String::new(),
        };
    }
    result.push(String::new());
    result
}

fn join(ns: &str, name: &str) -> String {
    if ns.is_empty() {
        name.to_string()
    } else {
        format!("{ns}.{name}")
    }
}

/// True for a namespace of the framework's (`System.*`, `Microsoft.*`, ...): while the
/// embedded stand-in serves as the framework, these are never complete (see
/// `ProjectScope::is_open_namespace`, which also knows when real assemblies were read).
pub fn is_open_namespace(ns: &str) -> bool {
    let first = ns.split('.').next().unwrap_or("");
    matches!(
        first,
        "System" | "Microsoft" | "Windows" | "Mono" | "Internal" | "FxResources"
    )
}

/// A namespace the project's sources declare (a qualified lookup into it is complete) or the
/// global namespace.
fn ns_is_known(resolver: &Resolver<'_, '_>, ns: &str) -> bool {
    ns.is_empty() || resolver.namespace_exists(ns)
}

/// The dotted namespace a scope of a file declares.
pub fn namespace_of_scope(decls: &FileDecls, scope: u32) -> String {
    let mut parts = Vec::new();
    let mut current = Some(scope);
    while let Some(s) = current {
        let data = &decls.scopes[s as usize];
        for segment in data.name.iter().rev() {
            parts.push(segment.to_string());
        }
        current = data.parent;
    }
    parts.reverse();
    parts.join(".")
}

/// The first written part of a type: its file summary and index there.
pub fn first_decl(db: &dyn Db, ty: TypeId) -> Option<(Arc<FileDecls>, usize)> {
    let data = ty.data(db);
    let documents = project_documents(db, ty.project);
    data.parts
        .iter()
        .find(|p| !p.is_synthesized())
        .and_then(|p| {
            let document = documents.get(p.doc as usize)?;
            Some((file_decls(db, *document).clone(), p.ty as usize))
        })
}

/// A resolver for the usings written in a file's scope, and that scope's namespace.
fn scope_resolver<'a, 'c>(
    db: &'a dyn Db,
    context: &'c TypeContext<'c>,
    scope: u32,
) -> (Resolver<'a, 'c>, String) {
    let resolver = Resolver::new(db, context);
    let level = resolver
        .decls
        .as_ref()
        .map(|d| namespace_of_scope(d, scope))
        .unwrap_or_default();
    (resolver, level)
}

fn scope_context(project: Project, doc: u32, scope: u32) -> TypeContext<'static> {
    TypeContext {
        project,
        doc,
        scope,
        ty: None,
        type_params_of: None,
        method_type_params: &[],
    }
}

/// The namespace a `using N;` written in a file's scope imports (relative names resolved from
/// the enclosing namespaces outwards); `None` when no visible project declares it.
pub fn using_target_namespace(
    db: &dyn Db,
    project: Project,
    doc: u32,
    scope: u32,
    target: &TypeRef,
) -> Option<String> {
    let context = scope_context(project, doc, scope);
    let (resolver, level) = scope_resolver(db, &context, scope);
    let using = ProjectUsing {
        kind: UsingKind::Namespace,
        target: target.clone(),
    };
    resolver.using_namespace(&using, &level)
}

/// The type a `using static T;` written in a file's scope imports.
pub fn using_static_target(
    db: &dyn Db,
    project: Project,
    doc: u32,
    scope: u32,
    target: &TypeRef,
) -> Option<TypeId> {
    let context = scope_context(project, doc, scope);
    let (resolver, level) = scope_resolver(db, &context, scope);
    let using = ProjectUsing {
        kind: UsingKind::Static,
        target: target.clone(),
    };
    match resolver.alias_target(&using, &level) {
        Resolution::Type(Ty::Named { id, .. }) => Some(id),
        _ => None,
    }
}
