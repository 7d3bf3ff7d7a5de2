//! Type and member names in compiler messages, in Roslyn's error-message format:
//! `N.C<T>.M(int, ref string)`.

use cs_db::Db;
use cs_hir::{
    MemberKind, MemberView, Name, ParamModifier, Ty, TypeId, TypeRef, def_map, member_context,
    resolve_type_ref,
};

use super::{BaseStep, SeenMember, bound_params, with_args};

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
            let ty = with_args(ty, args);
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
                    let bound = with_args(&resolve_type_ref(db, &context, t), args);
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
