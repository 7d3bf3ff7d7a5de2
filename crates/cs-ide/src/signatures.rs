//! Member signatures compared across types — for overrides, interface implementations and
//! duplicate declarations — with the views a type has of its base classes and interfaces (their
//! type arguments as seen from the type), and the type and member names compiler messages use
//! (Roslyn's error-message format: `N.C<T>.M(int, ref string)`).

use std::collections::HashMap;
use std::rc::Rc;

use cs_db::Db;
use cs_hir::{
    MemberId, MemberKind, MemberView, Modifiers, Name, ParamModifier, Ty, TypeId, TypeKind,
    TypeRef, bases_of, def_map, encode_doc_type, member_context, resolve_type_ref, type_members,
};

/// How a parameter is passed. Signatures are the same only with the same kinds; a member
/// overrides or implements another when both pass by value or both by reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum RefKind {
    Value,
    Ref,
    Out,
    In,
    RefReadonly,
}

impl RefKind {
    pub(crate) fn of(modifier: ParamModifier) -> RefKind {
        match modifier {
            ParamModifier::None | ParamModifier::Params | ParamModifier::This => RefKind::Value,
            ParamModifier::Ref | ParamModifier::ThisRef => RefKind::Ref,
            ParamModifier::Out => RefKind::Out,
            ParamModifier::In | ParamModifier::ThisIn => RefKind::In,
            ParamModifier::RefReadonly => RefKind::RefReadonly,
        }
    }

    pub(crate) fn is_by_ref(self) -> bool {
        self != RefKind::Value
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Param {
    /// The type's documentation-comment encoding (`System.Int32`, `` `0 ``, ``` ``0 ```), or
    /// `None` when something in it does not bind.
    pub ty: Option<String>,
    pub ref_kind: RefKind,
}

/// What makes two members the same for overriding, implementing and duplicate checks: kind,
/// name, generic arity and parameter types (never return types, modifiers or names).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Signature {
    pub kind: MemberKind,
    pub name: Name,
    pub arity: usize,
    pub params: Vec<Param>,
}

impl Signature {
    pub(crate) fn is_resolved(&self) -> bool {
        self.params.iter().all(|p| p.ty.is_some())
    }

    /// Same kind, name, arity and parameter types, passing by value or by reference alike; a
    /// parameter type that does not bind matches anything.
    pub(crate) fn may_match(&self, other: &Signature) -> bool {
        self.kind == other.kind
            && self.name == other.name
            && self.arity == other.arity
            && self.params.len() == other.params.len()
            && self.params.iter().zip(&other.params).all(|(a, b)| {
                a.ref_kind.is_by_ref() == b.ref_kind.is_by_ref()
                    && match (&a.ty, &b.ty) {
                        (Some(x), Some(y)) => x == y,
                        _ => true,
                    }
            })
    }
}

/// The parameter types of a member, bound in its declaration's context.
pub(crate) fn bound_params(db: &dyn Db, member: &MemberView) -> Vec<Ty> {
    let context = member_context(db, member);
    member
        .decl
        .params
        .iter()
        .map(|p| resolve_type_ref(db, &context, &p.ty))
        .collect()
}

fn signature_from(
    db: &dyn Db,
    member: &MemberView,
    bound: &[Ty],
    args: Option<&[Ty]>,
) -> Signature {
    let params = member
        .decl
        .params
        .iter()
        .zip(bound)
        .map(|(p, ty)| {
            let ty = match args {
                Some(args) => ty.substitute(args),
                None => ty.clone(),
            };
            Param {
                ty: ty.is_fully_resolved().then(|| encode_doc_type(db, &ty)),
                ref_kind: RefKind::of(p.modifier),
            }
        })
        .collect();
    Signature {
        kind: member.decl.kind,
        name: member.decl.name.clone(),
        arity: member.decl.type_params.len(),
        params,
    }
}

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
        let ty = match args {
            Some(args) => ty.substitute(args),
            None => ty.clone(),
        };
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
pub(crate) fn is_object(db: &dyn Db, id: TypeId) -> bool {
    is_system_type(db, id, "Object")
}

pub(crate) fn is_value_type(db: &dyn Db, id: TypeId) -> bool {
    is_system_type(db, id, "ValueType")
}

/// True when a generator we cannot see may add members to a type: it is partial and its
/// project has references we cannot see (analyzers come with packages).
pub(crate) fn may_gain_members(db: &dyn Db, id: TypeId) -> bool {
    id.data(db).modifiers.contains(Modifiers::PARTIAL)
        && id.project.settings(db).has_unseen_references
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

/// A member as a type sees it: its signature with the declaring type's type arguments
/// substituted. The members of `System.Object` and `System.ValueType` are built in.
#[derive(Debug, Clone)]
pub(crate) struct SeenMember {
    pub sig: Signature,
    pub modifiers: Modifiers,
    /// `None` for a built-in member of `System.Object` / `System.ValueType`.
    pub view: Option<MemberView>,
    /// The message text of a built-in member.
    pub builtin_text: Option<&'static str>,
}

impl SeenMember {
    pub(crate) fn is_explicit(&self) -> bool {
        self.view
            .as_ref()
            .is_some_and(|v| v.decl.explicit_interface.is_some())
    }
    pub(crate) fn is_overridable(&self) -> bool {
        self.modifiers.contains(Modifiers::VIRTUAL)
            || self.modifiers.contains(Modifiers::ABSTRACT)
            || self.modifiers.contains(Modifiers::OVERRIDE)
    }
    pub(crate) fn is_static(&self) -> bool {
        match &self.view {
            Some(v) => v.is_static(),
            None => self.modifiers.contains(Modifiers::STATIC),
        }
    }
}

/// Caches members and bound parameter types while a query walks many types.
pub(crate) struct Members<'db> {
    db: &'db dyn Db,
    members: HashMap<TypeId, Rc<Vec<MemberView>>>,
    params: HashMap<MemberId, Rc<Vec<Ty>>>,
}

impl<'db> Members<'db> {
    pub(crate) fn new(db: &'db dyn Db) -> Self {
        Members {
            db,
            members: HashMap::new(),
            params: HashMap::new(),
        }
    }

    pub(crate) fn of(&mut self, id: TypeId) -> Rc<Vec<MemberView>> {
        let db = self.db;
        self.members
            .entry(id)
            .or_insert_with(|| Rc::new(type_members(db, id)))
            .clone()
    }

    pub(crate) fn params(&mut self, member: &MemberView) -> Rc<Vec<Ty>> {
        let db = self.db;
        self.params
            .entry(member.id)
            .or_insert_with(|| Rc::new(bound_params(db, member)))
            .clone()
    }

    /// The signature of a member; `args` are the type arguments of its declaring type as seen
    /// from the type asking (`None`: as declared).
    pub(crate) fn signature(&mut self, member: &MemberView, args: Option<&[Ty]>) -> Signature {
        let bound = self.params(member);
        signature_from(self.db, member, &bound, args)
    }

    /// The members of a type as seen with type arguments `args`.
    pub(crate) fn seen(&mut self, id: TypeId, args: Option<&[Ty]>) -> Vec<SeenMember> {
        if is_object(self.db, id) {
            return object_members();
        }
        if is_value_type(self.db, id) {
            return value_type_members();
        }
        let members = self.of(id);
        members
            .iter()
            .map(|m| SeenMember {
                sig: self.signature(m, args),
                modifiers: m.decl.modifiers,
                view: Some(m.clone()),
                builtin_text: None,
            })
            .collect()
    }
}

fn builtin(
    name: &'static str,
    params: &[&str],
    modifiers: Modifiers,
    text: &'static str,
) -> SeenMember {
    SeenMember {
        sig: Signature {
            kind: MemberKind::Method,
            name: name.into(),
            arity: 0,
            params: params
                .iter()
                .map(|p| Param {
                    ty: Some((*p).to_string()),
                    ref_kind: RefKind::Value,
                })
                .collect(),
        },
        modifiers,
        view: None,
        builtin_text: Some(text),
    }
}

fn mods(list: &[Modifiers]) -> Modifiers {
    let mut result = Modifiers::default();
    for m in list {
        result.insert(*m);
    }
    result
}

/// The members of `System.Object` that matter for overriding and implementing.
fn object_members() -> Vec<SeenMember> {
    use Modifiers as M;
    let object = "System.Object";
    vec![
        builtin(
            "Equals",
            &[object],
            mods(&[M::PUBLIC, M::VIRTUAL]),
            "object.Equals(object)",
        ),
        builtin(
            "GetHashCode",
            &[],
            mods(&[M::PUBLIC, M::VIRTUAL]),
            "object.GetHashCode()",
        ),
        builtin(
            "ToString",
            &[],
            mods(&[M::PUBLIC, M::VIRTUAL]),
            "object.ToString()",
        ),
        builtin(
            "Finalize",
            &[],
            mods(&[M::PROTECTED, M::VIRTUAL]),
            "object.Finalize()",
        ),
        builtin("GetType", &[], mods(&[M::PUBLIC]), "object.GetType()"),
        builtin(
            "MemberwiseClone",
            &[],
            mods(&[M::PROTECTED]),
            "object.MemberwiseClone()",
        ),
        builtin(
            "Equals",
            &[object, object],
            mods(&[M::PUBLIC, M::STATIC]),
            "object.Equals(object, object)",
        ),
        builtin(
            "ReferenceEquals",
            &[object, object],
            mods(&[M::PUBLIC, M::STATIC]),
            "object.ReferenceEquals(object, object)",
        ),
    ]
}

fn value_type_members() -> Vec<SeenMember> {
    use Modifiers as M;
    vec![
        builtin(
            "Equals",
            &["System.Object"],
            mods(&[M::PUBLIC, M::OVERRIDE]),
            "System.ValueType.Equals(object)",
        ),
        builtin(
            "GetHashCode",
            &[],
            mods(&[M::PUBLIC, M::OVERRIDE]),
            "System.ValueType.GetHashCode()",
        ),
        builtin(
            "ToString",
            &[],
            mods(&[M::PUBLIC, M::OVERRIDE]),
            "System.ValueType.ToString()",
        ),
    ]
}

// ---------------------------------------------------------------------------------------
// Message texts (Roslyn's error-message format).

/// `int` for `System.Int32` and the other types C# has a keyword for.
fn keyword(db: &dyn Db, id: TypeId) -> Option<&'static str> {
    let data = id.data(db);
    if data.arity != 0
        || data.parent.is_some()
        || def_map(db, id.project).namespace_name(id.index) != "System"
    {
        return None;
    }
    Some(match &*data.name {
        "Boolean" => "bool",
        "Byte" => "byte",
        "SByte" => "sbyte",
        "Char" => "char",
        "Int16" => "short",
        "UInt16" => "ushort",
        "Int32" => "int",
        "UInt32" => "uint",
        "Int64" => "long",
        "UInt64" => "ulong",
        "IntPtr" => "nint",
        "UIntPtr" => "nuint",
        "Single" => "float",
        "Double" => "double",
        "Decimal" => "decimal",
        "String" => "string",
        "Object" => "object",
        "Void" => "void",
        _ => return None,
    })
}

fn is_generic_system(db: &dyn Db, id: TypeId, name: &str) -> bool {
    let data = id.data(db);
    data.parent.is_none()
        && &*data.name == name
        && def_map(db, id.project).namespace_name(id.index) == "System"
}

/// A type definition in messages: `N.Outer<T>.Inner`.
pub(crate) fn type_def_text(db: &dyn Db, id: TypeId) -> String {
    crate::symbols::type_display_name(db, id)
}

/// A bound type in messages; `written` (the type as written, when known) supplies keywords,
/// nullable annotations and tuple element names.
pub(crate) fn type_text(db: &dyn Db, ty: &Ty, written: Option<&TypeRef>) -> String {
    let is_nullable_struct = |ty: &Ty| match ty {
        Ty::Named { id, args } => args.len() == 1 && is_generic_system(db, *id, "Nullable"),
        _ => false,
    };
    if let Some(TypeRef::Nullable(inner)) = written
        && !is_nullable_struct(ty)
    {
        return format!("{}?", type_text(db, ty, Some(inner)));
    }
    match ty {
        Ty::Named { id, args } => {
            if let Some(TypeRef::Predefined(word)) = written
                && &**word != "dynamic"
            {
                return word.to_string();
            }
            if let Some(k) = keyword(db, *id) {
                return k.to_string();
            }
            if is_nullable_struct(ty) {
                let inner = match written {
                    Some(TypeRef::Nullable(inner)) => Some(&**inner),
                    _ => None,
                };
                return format!("{}?", type_text(db, &args[0], inner));
            }
            if is_generic_system(db, *id, "ValueTuple") && !args.is_empty() {
                return tuple_text(db, ty, written);
            }
            named_text(db, *id, args, written)
        }
        Ty::TypeParam { name, .. } => name.to_string(),
        Ty::Array { .. } => {
            let mut ranks = Vec::new();
            let mut element = ty;
            while let Ty::Array {
                element: inner,
                rank,
            } = element
            {
                ranks.push(*rank);
                element = inner;
            }
            let written_element = match written {
                Some(TypeRef::Array { element, .. }) => Some(&**element),
                _ => None,
            };
            let mut text = type_text(db, element, written_element);
            for rank in ranks {
                text.push('[');
                text.push_str(&",".repeat(usize::from(rank).saturating_sub(1)));
                text.push(']');
            }
            text
        }
        Ty::Pointer(inner) => {
            let written = match written {
                Some(TypeRef::Pointer(inner)) => Some(&**inner),
                _ => None,
            };
            format!("{}*", type_text(db, inner, written))
        }
        Ty::Ref(inner) => {
            let written = match written {
                Some(TypeRef::Ref { inner, .. }) => Some(&**inner),
                _ => None,
            };
            type_text(db, inner, written)
        }
        Ty::FunctionPointer(parts) => {
            let list: Vec<String> = parts.iter().map(|p| type_text(db, p, None)).collect();
            format!("delegate*<{}>", list.join(", "))
        }
        Ty::Dynamic => "dynamic".to_string(),
        Ty::Unresolved { name, .. } => written.map_or_else(|| name.clone(), |w| w.to_string()),
        Ty::Missing => written.map_or_else(|| "?".to_string(), |w| w.to_string()),
    }
}

/// `(int a, string)`: the elements of a `ValueTuple` (nested in `TRest` past seven).
fn tuple_text(db: &dyn Db, ty: &Ty, written: Option<&TypeRef>) -> String {
    let mut elements = Vec::new();
    let mut current = ty;
    while let Ty::Named { args, .. } = current {
        if args.len() == 8
            && let Ty::Named { id, .. } = &args[7]
            && is_generic_system(db, *id, "ValueTuple")
        {
            elements.extend(args[..7].iter());
            current = &args[7];
            continue;
        }
        elements.extend(args.iter());
        break;
    }
    let written: Option<&Vec<(TypeRef, Option<Name>)>> = match written {
        Some(TypeRef::Tuple(list)) if list.len() == elements.len() => Some(list),
        _ => None,
    };
    let parts: Vec<String> = elements
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let (w, name) = match written {
                Some(list) => (Some(&list[i].0), list[i].1.as_deref()),
                None => (None, None),
            };
            match name {
                Some(name) => format!("{} {name}", type_text(db, e, w)),
                None => type_text(db, e, w),
            }
        })
        .collect();
    format!("({})", parts.join(", "))
}

fn named_text(db: &dyn Db, id: TypeId, args: &[Ty], written: Option<&TypeRef>) -> String {
    // The written arguments, when they line up with the bound ones.
    let written_args: Vec<&TypeRef> = match written {
        Some(TypeRef::Named { segments, .. }) => {
            segments.iter().flat_map(|s| s.args.iter()).collect()
        }
        _ => Vec::new(),
    };
    let offset = args.len().checked_sub(written_args.len());
    let mut chain = Vec::new();
    let mut current = Some(id);
    while let Some(t) = current {
        chain.push(t);
        current = t.parent(db);
    }
    chain.reverse();
    let mut used = 0usize;
    let mut parts = Vec::new();
    for t in chain {
        let data = t.data(db);
        let arity = data.arity as usize;
        let mut part = data.name.to_string();
        if arity > 0 {
            let own: Vec<String> = (used..used + arity)
                .map(|i| {
                    let w = offset
                        .filter(|o| i >= *o)
                        .and_then(|o| written_args.get(i - o).copied());
                    args.get(i)
                        .map_or_else(String::new, |a| type_text(db, a, w))
                })
                .collect();
            part.push_str(&format!("<{}>", own.join(", ")));
        }
        used += arity;
        parts.push(part);
    }
    let ns = def_map(db, id.project).namespace_name(id.index);
    if ns.is_empty() {
        parts.join(".")
    } else {
        format!("{ns}.{}", parts.join("."))
    }
}

/// The parameter list of a member in messages: `int, ref string, params object[]`.
fn params_text(db: &dyn Db, member: &MemberView, bound: &[Ty], args: Option<&[Ty]>) -> String {
    member
        .decl
        .params
        .iter()
        .zip(bound)
        .map(|(p, ty)| {
            let ty = match args {
                Some(args) => ty.substitute(args),
                None => ty.clone(),
            };
            let prefix = match p.modifier {
                ParamModifier::Ref | ParamModifier::ThisRef => "ref ",
                ParamModifier::Out => "out ",
                ParamModifier::In | ParamModifier::ThisIn => "in ",
                ParamModifier::RefReadonly => "ref readonly ",
                ParamModifier::Params => "params ",
                ParamModifier::None | ParamModifier::This => "",
            };
            format!("{prefix}{}", type_text(db, &ty, Some(&p.ty)))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A member in messages: `C.M<T>(int)`, `C.P`, `C.this[int]`, `C.C(int)`; `container` is the
/// declaring type's text (constructed when seen through a derived type).
pub(crate) fn member_text(
    db: &dyn Db,
    member: &MemberView,
    container: &str,
    args: Option<&[Ty]>,
) -> String {
    let decl = &member.decl;
    let bound = bound_params(db, member);
    let params = || params_text(db, member, &bound, args);
    let type_name = &member.id.ty.data(db).name;
    match decl.kind {
        MemberKind::Method => {
            let generics = if decl.type_params.is_empty() {
                String::new()
            } else {
                let names: Vec<&str> = decl.type_params.iter().map(|p| &*p.name).collect();
                format!("<{}>", names.join(", "))
            };
            format!("{container}.{}{generics}({})", decl.name, params())
        }
        MemberKind::Constructor => format!("{container}.{type_name}({})", params()),
        MemberKind::Destructor => format!("{container}.~{type_name}()"),
        MemberKind::Indexer => format!("{container}.this[{}]", params()),
        MemberKind::Operator => format!(
            "{container}.operator {}({})",
            decl.operator_token.as_deref().unwrap_or("?"),
            params()
        ),
        MemberKind::Conversion => {
            let context = member_context(db, member);
            let target = decl
                .ty
                .as_ref()
                .map(|t| {
                    let bound = resolve_type_ref(db, &context, t);
                    let bound = match args {
                        Some(args) => bound.substitute(args),
                        None => bound,
                    };
                    type_text(db, &bound, Some(t))
                })
                .unwrap_or_default();
            format!(
                "{container}.{} operator {target}({})",
                decl.operator_token.as_deref().unwrap_or("implicit"),
                params()
            )
        }
        MemberKind::Field
        | MemberKind::Constant
        | MemberKind::EnumMember
        | MemberKind::Property
        | MemberKind::Event => format!("{container}.{}", decl.name),
    }
}

/// The text of a member seen through a type: built-in members have theirs.
pub(crate) fn seen_member_text(db: &dyn Db, member: &SeenMember, step: &BaseStep) -> String {
    match (&member.view, member.builtin_text) {
        (Some(view), _) => {
            member_text(db, view, &type_text(db, &step.ty(), None), Some(&step.args))
        }
        (None, Some(text)) => text.to_string(),
        (None, None) => String::new(),
    }
}

/// True for types whose members the declaration checks look at: classes and structs, not
/// records (they declare members the compiler writes).
pub(crate) fn is_plain_class_or_struct(kind: TypeKind) -> bool {
    matches!(kind, TypeKind::Class | TypeKind::Struct)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sig(name: &str, params: &[(Option<&str>, RefKind)]) -> Signature {
        Signature {
            kind: MemberKind::Method,
            name: name.into(),
            arity: 0,
            params: params
                .iter()
                .map(|(t, r)| Param {
                    ty: t.map(String::from),
                    ref_kind: *r,
                })
                .collect(),
        }
    }

    #[test]
    fn matching_is_lenient_only_where_it_must_be() {
        let int = Some("System.Int32");
        let a = sig("M", &[(int, RefKind::Value)]);
        assert!(a.may_match(&sig("M", &[(int, RefKind::Value)])));
        assert!(
            !a.may_match(&sig("M", &[(int, RefKind::Ref)])),
            "by-ref differs"
        );
        assert!(
            sig("M", &[(int, RefKind::Out)]).may_match(&sig("M", &[(int, RefKind::Ref)])),
            "ref and out are both by reference"
        );
        assert!(
            a.may_match(&sig("M", &[(None, RefKind::Value)])),
            "unbound matches"
        );
        assert!(!a.may_match(&sig("M", &[(Some("System.String"), RefKind::Value)])));
        assert!(!a.may_match(&sig("N", &[(int, RefKind::Value)])));
        assert!(!a.may_match(&sig("M", &[])));
    }
}
