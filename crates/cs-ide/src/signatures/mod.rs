//! Member signatures compared across types — for overrides, interface implementations and
//! duplicate declarations — and the members a type sees in another (its type arguments
//! substituted; those of `System.Object` and `System.ValueType` built in). [`bases`] has the
//! views a type has of its base classes and interfaces, [`text`] the type and member names
//! compiler messages use.

mod bases;
mod text;

use std::collections::HashMap;
use std::rc::Rc;

use cs_db::Db;
use cs_hir::{
    MemberId, MemberKind, MemberView, Modifiers, Name, ParamModifier, Ty, TypeId, encode_doc_type,
    member_context, resolve_type_ref, type_members,
};

pub(crate) use bases::{
    BaseStep, add_interfaces, all_interfaces_seen, base_chain, certain_chain, may_gain_members,
};
pub(crate) use text::{member_text, seen_member_text, type_def_text, type_text};

use bases::{is_object, is_value_type};

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

/// A type written in a generic type's declaration as seen with that type's type arguments
/// `args` (`None`: as declared).
pub(crate) fn with_args(ty: &Ty, args: Option<&[Ty]>) -> Ty {
    match args {
        Some(args) => ty.substitute(args),
        None => ty.clone(),
    }
}

/// The parameter types of a member, bound in its declaration's context.
fn bound_params(db: &dyn Db, member: &MemberView) -> Vec<Ty> {
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
            let ty = with_args(ty, args);
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
