//! Documentation-comment IDs exactly as Roslyn's `DocumentationCommentId` writes them:
//! `T:N.Outer`1.Inner`, `M:N.C.M``1(System.Int32@,``0[],System.Collections.Generic.List{`0})`,
//! `M:N.C.#ctor`, `M:N.C.op_Implicit(N.C)~System.Int32`, `P:N.C.Item(System.Int32)`.

use cs_db::Db;

use crate::decls::{MemberKind, Modifiers, ParamModifier};
use crate::def_map_impl::def_map;
use crate::members::MemberView;
use crate::resolve::{TypeContext, resolve_type_ref};
use crate::symbols::TypeId;
use crate::ty::Ty;

pub fn namespace_doc_id(name: &str) -> String {
    format!("N:{name}")
}

/// `T:` + the type's metadata name: namespace, containing types, `` `arity `` per level.
pub fn type_doc_id(db: &dyn Db, ty: TypeId) -> String {
    format!("T:{}", type_metadata_name(db, ty))
}

pub(crate) fn type_metadata_name(db: &dyn Db, ty: TypeId) -> String {
    let chain: Vec<String> = ty
        .containing_chain(db)
        .into_iter()
        .map(|t| {
            let data = t.data(db);
            if data.arity > 0 {
                format!("{}`{}", data.name, data.arity)
            } else {
                data.name.to_string()
            }
        })
        .collect();
    let ns = def_map(db, ty.project).namespace_name(ty.index).to_string();
    if ns.is_empty() {
        chain.join(".")
    } else {
        format!("{ns}.{}", chain.join("."))
    }
}

/// The context a member's signature binds in: its declaring part's scope and type.
pub fn member_context<'a>(db: &dyn Db, member: &'a MemberView) -> TypeContext<'a> {
    let ty = member.id.ty;
    let data = ty.data(db);
    let scope = match member.id.origin {
        crate::MemberOrigin::Declared { part, .. }
        | crate::MemberOrigin::PrimaryConstructor { part }
        | crate::MemberOrigin::PrimaryProperty { part, .. }
        | crate::MemberOrigin::TopLevelMain { part }
        | crate::MemberOrigin::ImplicitConstructor { part }
        | crate::MemberOrigin::RecordMember { part, .. } => data
            .parts
            .get(part as usize)
            .filter(|p| !p.is_synthesized())
            .and_then(|p| {
                let docs = crate::project_documents(db, ty.project);
                let document = docs.get(p.doc as usize)?;
                Some(
                    crate::file_decls(db, *document)
                        .types
                        .get(p.ty as usize)?
                        .scope,
                )
            })
            .unwrap_or(0),
    };
    TypeContext {
        project: ty.project,
        doc: member.doc,
        scope,
        ty: Some(ty),
        type_params_of: None,
        method_type_params: &member.decl.type_params,
    }
}

/// The ID of a member: `M:`, `P:`, `F:` or `E:` + type + name + generic arity + parameters.
pub fn member_doc_id(db: &dyn Db, member: &MemberView) -> String {
    let decl = &member.decl;
    let prefix = match decl.kind {
        MemberKind::Field | MemberKind::Constant | MemberKind::EnumMember => "F",
        MemberKind::Property | MemberKind::Indexer => "P",
        MemberKind::Event => "E",
        _ => "M",
    };
    let context = member_context(db, member);
    let bind = |t: &crate::TypeRef| resolve_type_ref(db, &context, t);
    let mut name = match decl.kind {
        MemberKind::Constructor if decl.modifiers.contains(Modifiers::STATIC) => {
            "#cctor".to_string()
        }
        MemberKind::Constructor => "#ctor".to_string(),
        MemberKind::Destructor => "Finalize".to_string(),
        MemberKind::Indexer => "Item".to_string(),
        _ => decl.name.to_string(),
    };
    if let Some(interface) = &decl.explicit_interface {
        let bound = bind(interface);
        let written = explicit_interface_name(db, &bound, interface);
        name = format!("{written}.{name}")
            .replace('.', "#")
            .replace('<', "{")
            .replace('>', "}")
            .replace(',', "@");
    }
    let mut id = format!("{prefix}:{}.{name}", type_metadata_name(db, member.id.ty));
    if decl.kind == MemberKind::Method && !decl.type_params.is_empty() {
        id.push_str(&format!("``{}", decl.type_params.len()));
    }
    if !decl.params.is_empty() {
        let params: Vec<String> = decl
            .params
            .iter()
            .map(|p| {
                let mut text = encode(db, &bind(&p.ty));
                if matches!(
                    p.modifier,
                    ParamModifier::Ref
                        | ParamModifier::Out
                        | ParamModifier::In
                        | ParamModifier::RefReadonly
                        | ParamModifier::ThisRef
                        | ParamModifier::ThisIn
                ) {
                    text.push('@');
                }
                text
            })
            .collect();
        id.push_str(&format!("({})", params.join(",")));
    }
    if decl.kind == MemberKind::Conversion
        && let Some(ret) = &decl.ty
    {
        id.push('~');
        id.push_str(&encode(db, &bind(ret)));
    }
    id
}

/// A type inside a documentation-comment ID: `{}` around type arguments, `` `n ``/``` ``n ```
/// for type parameters, `[]`, `[0:,0:]`, `*` and `@`.
pub fn encode(db: &dyn Db, ty: &Ty) -> String {
    match ty {
        Ty::Named { id, args } => {
            let chain = id.containing_chain(db);
            let mut used = 0usize;
            let mut parts = Vec::new();
            for t in chain {
                let data = t.data(db);
                let arity = data.arity as usize;
                let mut part = data.name.to_string();
                if arity > 0 {
                    let own: Vec<String> = (used..used + arity)
                        .map(|i| args.get(i).map_or_else(String::new, |a| encode(db, a)))
                        .collect();
                    part.push_str(&format!("{{{}}}", own.join(",")));
                }
                used += arity;
                parts.push(part);
            }
            let ns = def_map(db, id.project).namespace_name(id.index).to_string();
            if ns.is_empty() {
                parts.join(".")
            } else {
                format!("{ns}.{}", parts.join("."))
            }
        }
        Ty::TypeParam { index, method, .. } => {
            if *method {
                format!("``{index}")
            } else {
                format!("`{index}")
            }
        }
        Ty::Array { element, rank } => {
            let inner = encode(db, element);
            if *rank <= 1 {
                format!("{inner}[]")
            } else {
                let dims = vec!["0:"; usize::from(*rank)].join(",");
                format!("{inner}[{dims}]")
            }
        }
        Ty::Pointer(inner) => format!("{}*", encode(db, inner)),
        Ty::Ref(inner) => format!("{}@", encode(db, inner)),
        Ty::FunctionPointer(_) => "System.IntPtr".to_string(),
        Ty::Dynamic => "System.Object".to_string(),
        Ty::Unresolved { name, .. } => name.clone(),
        Ty::Missing => "?".to_string(),
    }
}

/// The interface of an explicit implementation as the compiler names it: fully qualified, type
/// arguments in angle brackets (keywords for special types, parameters by name).
fn explicit_interface_name(db: &dyn Db, bound: &Ty, written: &crate::TypeRef) -> String {
    match bound {
        Ty::Named { .. } => qualified(db, bound, false, ","),
        _ => written.to_string(),
    }
}

/// `System.Collections.Generic.IEnumerable<int>`: a bound type in C# notation.
pub fn display_qualified(db: &dyn Db, ty: &Ty) -> String {
    qualified(db, ty, true, ", ")
}

/// A bound type with full names; `keywords` writes `int` for `System.Int32`.
fn qualified(db: &dyn Db, ty: &Ty, keywords: bool, separator: &str) -> String {
    let display_qualified = |db: &dyn Db, t: &Ty| qualified(db, t, keywords, separator);
    match ty {
        Ty::Named { id, args } => {
            if keywords && let Some(keyword) = special_keyword(db, *id) {
                return keyword.to_string();
            }
            let chain = id.containing_chain(db);
            let mut used = 0usize;
            let mut parts = Vec::new();
            for t in chain {
                let data = t.data(db);
                let arity = data.arity as usize;
                let mut part = data.name.to_string();
                if arity > 0 {
                    let own: Vec<String> = (used..used + arity)
                        .map(|i| {
                            args.get(i)
                                .map_or_else(String::new, |a| display_qualified(db, a))
                        })
                        .collect();
                    part.push_str(&format!("<{}>", own.join(separator)));
                }
                used += arity;
                parts.push(part);
            }
            let ns = def_map(db, id.project).namespace_name(id.index).to_string();
            if ns.is_empty() {
                parts.join(".")
            } else {
                format!("{ns}.{}", parts.join("."))
            }
        }
        Ty::TypeParam { name, .. } => name.to_string(),
        Ty::Array { element, rank } => format!(
            "{}[{}]",
            display_qualified(db, element),
            ",".repeat(usize::from(*rank).saturating_sub(1))
        ),
        Ty::Pointer(inner) => format!("{}*", display_qualified(db, inner)),
        Ty::Ref(inner) => format!("ref {}", display_qualified(db, inner)),
        Ty::FunctionPointer(_) => "delegate*".to_string(),
        Ty::Dynamic => "dynamic".to_string(),
        Ty::Unresolved { name, .. } => name.clone(),
        Ty::Missing => "?".to_string(),
    }
}

/// `int` for `System.Int32` and the other special types.
pub fn special_keyword(db: &dyn Db, id: TypeId) -> Option<&'static str> {
    let data = id.data(db);
    if data.arity != 0 || def_map(db, id.project).namespace_name(id.index) != "System" {
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
        "Single" => "float",
        "Double" => "double",
        "Decimal" => "decimal",
        "String" => "string",
        "Object" => "object",
        "Void" => "void",
        _ => return None,
    })
}
