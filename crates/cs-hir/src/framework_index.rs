//! Namespaces of the embedded .NET API index (`cs-framework`) as generated sources: the
//! declaration summary is built straight from the index (decoded on first use), and C# is
//! rendered only for navigation. A type the embedded core library declares (same namespace,
//! name and arity) is left out: the hand-written stub wins (exact generic signatures,
//! constants, attributes), and the index adds the types the stubs lack. See
//! docs/framework-index.md.

use std::any::Any;
use std::fmt::Write;

use cs_db::{Db, Project};
use cs_framework::{
    Member, MemberKind as IxMemberKind, ParamModifier as IxParamModifier, Type, TypeKind as IxKind,
    TypeName,
};

use crate::decls::*;
use crate::def_map_impl::def_map;
use crate::metadata_source::summary::Names;
use crate::type_ref::{NameSegment, TypeRef};

/// One (package, namespace) entry of the index, as a generated source.
#[derive(Debug)]
pub struct IndexNamespace {
    /// Index of the entry in `cs_framework::index().entries()`.
    pub entry: usize,
    /// The embedded core library, whose types win over the index's.
    pub shadowed_by: Option<Project>,
}

impl IndexNamespace {
    fn namespace(&self) -> cs_framework::Namespace {
        cs_framework::index().namespace(self.entry)
    }

    fn name(&self) -> &'static str {
        &cs_framework::index().entries()[self.entry].namespace
    }

    /// The top-level types this source declares: those the core library does not.
    fn types(&self, db: Option<&dyn Db>) -> Vec<Type> {
        let namespace = self.namespace();
        let core = match (db, self.shadowed_by) {
            (Some(db), Some(project)) => Some(def_map(db, project).clone()),
            _ => None,
        };
        let ns_index = core
            .as_ref()
            .and_then(|m| m.namespace_by_name.get(&namespace.name).copied());
        namespace
            .types
            .into_iter()
            .filter(|t| match (&core, ns_index) {
                (Some(map), Some(ns)) => map
                    .types_in_namespace(ns, &t.name, t.type_params.len() as u32)
                    .next()
                    .is_none(),
                _ => true,
            })
            .collect()
    }

    /// The declaration summary (equal in declaration order to lowering [`render`]'s text).
    pub fn decls(&self, db: &dyn Db) -> FileDecls {
        self.decls_of(self.types(Some(db)))
    }

    fn decls_of(&self, types: Vec<Type>) -> FileDecls {
        let name = self.name();
        let mut summary = crate::metadata_source::summary::Summary::new(name);
        let mut names = Names::default();
        let scope = if name.is_empty() { 0 } else { 1 };
        for ty in types {
            add_type(&mut summary, &mut names, &ty, scope, None);
        }
        summary.decls
    }

    /// Declaration-only C# for navigation; with `db`, the core library's types are left out
    /// as in [`decls`](Self::decls).
    pub fn render_with(&self, db: Option<&dyn Db>) -> String {
        let package = cs_framework::index().entries()[self.entry].package;
        let mut out = format!(
            "// {} ({}): declarations from cs-workbench's framework index; types the index \
             cannot name exactly are shown as `object`.\nnamespace {}\n{{\n",
            package.assembly_name(),
            "generated from the @tsonic packages",
            self.name()
        );
        for ty in self.types(db) {
            render_type(&mut out, &ty, 1);
        }
        out.push_str("}\n");
        out
    }
}

impl cs_db::SourceGenerator for IndexNamespace {
    fn render(&self, db: &dyn Db) -> String {
        self.render_with(Some(db))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn add_type(
    summary: &mut crate::metadata_source::summary::Summary,
    names: &mut Names,
    ty: &Type,
    scope: u32,
    parent: Option<u32>,
) {
    let decl = summary.next_id();
    let index = summary.decls.types.len() as u32;
    let (delegate_return, delegate_params) = match ty.kind {
        IxKind::Delegate => match ty.members.iter().find(|m| m.name == "Invoke") {
            Some(invoke) => (
                Some(type_ref(names, &invoke.ty)),
                params(names, invoke, false),
            ),
            None => (Some(TypeRef::Missing), Vec::new()),
        },
        _ => (None, Vec::new()),
    };
    let mut bases: Vec<TypeRef> = ty.base.iter().map(|b| type_ref(names, b)).collect();
    bases.extend(ty.interfaces.iter().map(|i| type_ref(names, i)));
    let members = if ty.kind == IxKind::Delegate {
        Vec::new()
    } else {
        ty.members
            .iter()
            .filter(|m| nameable(m))
            .map(|m| member(summary, names, ty, m))
            .collect()
    };
    let mut modifiers = access(ty.is_protected);
    for (on, modifier) in [
        (ty.is_static, Modifiers::STATIC),
        (ty.is_abstract, Modifiers::ABSTRACT),
        (ty.is_sealed, Modifiers::SEALED),
        // Bases the index could not name: inherited members are unknown, so the type is
        // never "complete" (the index project may gain members, like a generator's partial).
        (ty.inexact_bases, Modifiers::PARTIAL),
    ] {
        if on {
            modifiers.insert(modifier);
        }
    }
    summary.decls.types.push(TypeDecl {
        kind: match ty.kind {
            IxKind::Class => TypeKind::Class,
            IxKind::Struct => TypeKind::Struct,
            IxKind::Interface => TypeKind::Interface,
            IxKind::Enum => TypeKind::Enum,
            IxKind::Delegate => TypeKind::Delegate,
        },
        name: names.name(&ty.name),
        type_params: ty
            .type_params
            .iter()
            .map(|p| TypeParamDecl {
                name: names.name(p),
                variance: Variance::None,
                constraints: Vec::new(),
            })
            .collect(),
        modifiers,
        attributes: Vec::new(),
        bases,
        primary_params: None,
        delegate_return,
        delegate_params,
        members,
        scope,
        parent,
        decl,
    });
    for nested in &ty.nested {
        add_type(summary, names, nested, scope, Some(index));
    }
}

/// An extension method whose receiver type is known: one whose receiver the data erased
/// (`IEnumerable_1`) would be a candidate for every receiver and make real calls ambiguous, so
/// it is kept as a plain static method.
fn is_extension(m: &Member) -> bool {
    m.is_extension && m.params.first().is_some_and(|p| p.ty.is_exact())
}

/// A member C# can name (the data has a few compiler-generated or explicit names).
fn nameable(m: &Member) -> bool {
    let mut chars = m.name.chars();
    matches!(m.kind, IxMemberKind::Indexer | IxMemberKind::Constructor)
        || (chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
            && chars.all(|c| c.is_alphanumeric() || c == '_'))
}

/// `name` as C# writes it: `@`-escaped when it is a keyword.
fn ident(name: &str) -> String {
    if cs_syntax::is_reserved_keyword(name) {
        format!("@{name}")
    } else {
        name.to_string()
    }
}

fn access(protected: bool) -> Modifiers {
    if protected {
        Modifiers::PROTECTED
    } else {
        Modifiers::PUBLIC
    }
}

fn member(
    summary: &mut crate::metadata_source::summary::Summary,
    names: &mut Names,
    owner: &Type,
    m: &Member,
) -> MemberDecl {
    let decl = summary.next_id();
    let kind = match m.kind {
        IxMemberKind::Field => MemberKind::Field,
        IxMemberKind::Constant => MemberKind::Constant,
        IxMemberKind::EnumMember => MemberKind::EnumMember,
        IxMemberKind::Property => MemberKind::Property,
        IxMemberKind::Indexer => MemberKind::Indexer,
        IxMemberKind::Event => MemberKind::Event,
        IxMemberKind::Method => MemberKind::Method,
        IxMemberKind::Constructor => MemberKind::Constructor,
    };
    let mut modifiers = if kind == MemberKind::EnumMember {
        Modifiers::PUBLIC
    } else {
        access(m.is_protected)
    };
    let in_interface = owner.kind == IxKind::Interface;
    for (on, modifier) in [
        (
            m.is_static && !matches!(kind, MemberKind::Constant | MemberKind::EnumMember),
            Modifiers::STATIC,
        ),
        (m.is_abstract && !in_interface, Modifiers::ABSTRACT),
        (m.is_virtual && !in_interface, Modifiers::VIRTUAL),
        (m.is_override, Modifiers::OVERRIDE),
        (m.is_sealed, Modifiers::SEALED),
        (m.is_readonly, Modifiers::READONLY),
        (kind == MemberKind::Constant, Modifiers::CONST),
    ] {
        if on {
            modifiers.insert(modifier);
        }
    }
    let body = !m.is_abstract && !in_interface;
    let accessors = match kind {
        MemberKind::Property | MemberKind::Indexer => {
            let mut list = Vec::new();
            if m.has_getter {
                list.push(AccessorKind::Get);
            }
            if m.has_setter {
                list.push(AccessorKind::Set);
            }
            list.into_iter()
                .map(|kind| AccessorDecl {
                    kind,
                    modifiers: Modifiers::default(),
                    has_body: body,
                })
                .collect()
        }
        _ => Vec::new(),
    };
    let name = match kind {
        MemberKind::Indexer => "this",
        MemberKind::Constructor => owner.name.as_str(),
        _ => m.name.as_str(),
    };
    MemberDecl {
        kind,
        name: names.name(name),
        explicit_interface: None,
        type_params: (0..m.arity)
            .map(|i| TypeParamDecl {
                name: names.name(&format!("TArg{i}")),
                variance: Variance::None,
                constraints: Vec::new(),
            })
            .collect(),
        params: params(names, m, is_extension(m)),
        ty: match kind {
            MemberKind::Constructor => None,
            MemberKind::EnumMember => None,
            _ => Some(type_ref(names, &m.ty)),
        },
        modifiers,
        attributes: Vec::new(),
        accessors,
        has_body: body && matches!(kind, MemberKind::Method | MemberKind::Constructor),
        value: None,
        operator_token: None,
        decl,
    }
}

fn params(names: &mut Names, m: &Member, extension: bool) -> Vec<ParamDecl> {
    m.params
        .iter()
        .enumerate()
        .map(|(i, p)| ParamDecl {
            name: names.name(&format!("arg{i}")),
            ty: type_ref(names, &p.ty),
            modifier: match (extension && i == 0, p.modifier) {
                (true, IxParamModifier::Ref) => ParamModifier::ThisRef,
                (true, IxParamModifier::In) => ParamModifier::ThisIn,
                (true, _) => ParamModifier::This,
                (false, IxParamModifier::Ref) => ParamModifier::Ref,
                (false, IxParamModifier::Out) => ParamModifier::Out,
                (false, IxParamModifier::In) => ParamModifier::In,
                (false, IxParamModifier::None) => ParamModifier::None,
            },
            scoped: false,
            default: None,
        })
        .collect()
}

/// The index's type expression as the summary's `TypeRef` (`global::`-qualified, like the
/// metadata summaries); an inexact one is `Missing` (binds to nothing, judged as unknown).
fn type_ref(names: &mut Names, ty: &TypeName) -> TypeRef {
    match ty {
        TypeName::Unknown => TypeRef::Missing,
        TypeName::Void => TypeRef::Predefined(names.name("void")),
        TypeName::Param(name) => TypeRef::simple(name),
        TypeName::Named {
            namespace,
            path,
            args,
        } if let Some(keyword) = keyword(namespace, path) => {
            let _ = args;
            TypeRef::Predefined(names.name(keyword))
        }
        TypeName::Named {
            namespace,
            path,
            args,
        } => {
            let mut segments: Vec<NameSegment> = namespace
                .split('.')
                .filter(|s| !s.is_empty())
                .map(|s| NameSegment {
                    name: names.name(s),
                    args: Vec::new(),
                })
                .collect();
            let mut args = args.iter();
            for (name, arity) in path {
                let segment_args = args
                    .by_ref()
                    .take(*arity as usize)
                    .map(|a| type_ref(names, a))
                    .collect();
                segments.push(NameSegment {
                    name: names.name(name),
                    args: segment_args,
                });
            }
            TypeRef::Named {
                alias: Some(names.name("global")),
                segments,
            }
        }
        TypeName::Array(element, rank) => TypeRef::Array {
            element: Box::new(type_ref(names, element)),
            ranks: vec![*rank],
        },
        TypeName::Pointer(element) => TypeRef::Pointer(Box::new(type_ref(names, element))),
    }
}

/// C#'s keyword for a special type (`System.Int32` is written `int`, as the metadata
/// summaries write it).
fn keyword(namespace: &str, path: &[(String, u32)]) -> Option<&'static str> {
    let [(name, 0)] = path else { return None };
    if namespace != "System" {
        return None;
    }
    Some(match name.as_str() {
        "Boolean" => "bool",
        "Byte" => "byte",
        "SByte" => "sbyte",
        "Char" => "char",
        "Decimal" => "decimal",
        "Double" => "double",
        "Single" => "float",
        "Int16" => "short",
        "UInt16" => "ushort",
        "Int32" => "int",
        "UInt32" => "uint",
        "Int64" => "long",
        "UInt64" => "ulong",
        "Object" => "object",
        "String" => "string",
        _ => return None,
    })
}

fn csharp_type(ty: &TypeName) -> String {
    match ty {
        TypeName::Named {
            namespace, path, ..
        } if let Some(keyword) = keyword(namespace, path) => keyword.to_string(),
        TypeName::Unknown => "object".into(),
        TypeName::Void => "void".into(),
        TypeName::Param(name) => name.clone(),
        TypeName::Named {
            namespace,
            path,
            args,
        } => {
            let mut out = format!("global::{namespace}");
            let mut args = args.iter();
            for (name, arity) in path {
                out.push('.');
                out.push_str(name);
                if *arity > 0 {
                    let list: Vec<String> = args
                        .by_ref()
                        .take(*arity as usize)
                        .map(csharp_type)
                        .collect();
                    out.push('<');
                    out.push_str(&list.join(", "));
                    out.push('>');
                }
            }
            out
        }
        TypeName::Array(element, rank) => {
            format!(
                "{}[{}]",
                csharp_type(element),
                ",".repeat(*rank as usize - 1)
            )
        }
        TypeName::Pointer(element) => format!("{}*", csharp_type(element)),
    }
}

fn render_type(out: &mut String, ty: &Type, depth: usize) {
    let pad = "    ".repeat(depth);
    let mut words = vec![if ty.is_protected {
        "protected"
    } else {
        "public"
    }];
    for (on, word) in [
        (ty.is_static, "static"),
        (ty.is_abstract, "abstract"),
        (ty.is_sealed, "sealed"),
        (ty.inexact_bases, "partial"),
    ] {
        if on {
            words.push(word);
        }
    }
    let generics = if ty.type_params.is_empty() {
        String::new()
    } else {
        format!("<{}>", ty.type_params.join(", "))
    };
    let mut bases: Vec<String> = ty.base.iter().map(csharp_type).collect();
    bases.extend(ty.interfaces.iter().map(csharp_type));
    let bases = if bases.is_empty() {
        String::new()
    } else {
        format!(" : {}", bases.join(", "))
    };
    if ty.kind == IxKind::Delegate {
        let invoke = ty.members.iter().find(|m| m.name == "Invoke");
        let returns = invoke.map_or("void".into(), |m| csharp_type(&m.ty));
        let params = invoke.map_or(String::new(), param_list);
        let _ = writeln!(
            out,
            "{pad}{} delegate {returns} {}{generics}({params});",
            words.join(" "),
            ty.name
        );
        return;
    }
    let keyword = match ty.kind {
        IxKind::Class => "class",
        IxKind::Struct => "struct",
        IxKind::Interface => "interface",
        IxKind::Enum => "enum",
        IxKind::Delegate => "delegate",
    };
    let _ = writeln!(
        out,
        "{pad}{} {keyword} {}{generics}{bases}\n{pad}{{",
        words.join(" "),
        ty.name
    );
    for m in ty.members.iter().filter(|m| nameable(m)) {
        render_member(out, ty, m, depth + 1);
    }
    for nested in &ty.nested {
        render_type(out, nested, depth + 1);
    }
    let _ = writeln!(out, "{pad}}}");
}

fn param_list(m: &Member) -> String {
    m.params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let prefix = match (is_extension(m) && i == 0, p.modifier) {
                (true, IxParamModifier::Ref) => "this ref ",
                (true, IxParamModifier::In) => "this in ",
                (true, _) => "this ",
                (false, IxParamModifier::Ref) => "ref ",
                (false, IxParamModifier::Out) => "out ",
                (false, IxParamModifier::In) => "in ",
                (false, IxParamModifier::None) => "",
            };
            format!("{prefix}{} arg{i}", csharp_type(&p.ty))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn render_member(out: &mut String, owner: &Type, m: &Member, depth: usize) {
    let pad = "    ".repeat(depth);
    if m.kind == IxMemberKind::EnumMember {
        let _ = writeln!(out, "{pad}{},", ident(&m.name));
        return;
    }
    let in_interface = owner.kind == IxKind::Interface;
    let mut words = vec![if m.is_protected {
        "protected"
    } else {
        "public"
    }];
    for (on, word) in [
        (m.kind == IxMemberKind::Constant, "const"),
        (m.is_static && m.kind != IxMemberKind::Constant, "static"),
        (m.is_abstract && !in_interface, "abstract"),
        (m.is_virtual && !in_interface, "virtual"),
        (m.is_sealed, "sealed"),
        (m.is_override, "override"),
        (m.is_readonly, "readonly"),
    ] {
        if on {
            words.push(word);
        }
    }
    let words = words.join(" ");
    let ty = csharp_type(&m.ty);
    let body = if m.is_abstract || in_interface {
        ";"
    } else {
        " => throw null;"
    };
    let accessors = |m: &Member| {
        let end = if m.is_abstract || in_interface {
            ";"
        } else {
            " => throw null;"
        };
        let mut list = Vec::new();
        if m.has_getter {
            list.push(format!("get{end}"));
        }
        if m.has_setter {
            list.push(format!("set{end}"));
        }
        list.join(" ")
    };
    let generics = if m.arity == 0 {
        String::new()
    } else {
        let list: Vec<String> = (0..m.arity).map(|i| format!("TArg{i}")).collect();
        format!("<{}>", list.join(", "))
    };
    let _ = match m.kind {
        IxMemberKind::Field => writeln!(out, "{pad}{words} {ty} {};", ident(&m.name)),
        IxMemberKind::Constant => {
            writeln!(out, "{pad}{words} {ty} {} = default;", ident(&m.name))
        }
        IxMemberKind::Event => writeln!(out, "{pad}{words} event {ty} {};", ident(&m.name)),
        IxMemberKind::Property => writeln!(
            out,
            "{pad}{words} {ty} {} {{ {} }}",
            ident(&m.name),
            accessors(m)
        ),
        IxMemberKind::Indexer => writeln!(
            out,
            "{pad}{words} {ty} this[{}] {{ {} }}",
            param_list(m),
            accessors(m)
        ),
        IxMemberKind::Constructor => {
            writeln!(out, "{pad}{words} {}({}) {{ }}", owner.name, param_list(m))
        }
        IxMemberKind::Method | IxMemberKind::EnumMember => writeln!(
            out,
            "{pad}{words} {ty} {}{generics}({}){body}",
            ident(&m.name),
            param_list(m)
        ),
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::lower_file;

    /// (declaration id, kind, name) of every type and member, in id order.
    fn outline(decls: &FileDecls) -> Vec<(u32, String)> {
        let mut out = Vec::new();
        for ty in &decls.types {
            out.push((ty.decl.0, format!("{:?} {}", ty.kind, ty.name)));
            for m in &ty.members {
                out.push((m.decl.0, format!("{:?} {}", m.kind, m.name)));
            }
        }
        out.sort();
        out
    }

    /// Navigation reads positions from the rendered text: lowering it must give the summary's
    /// declarations with the same ids, and the text must parse without errors.
    #[test]
    fn the_rendering_lowers_to_the_summarys_declarations() {
        let index = cs_framework::index();
        let wanted = [
            "System.Security.Claims",
            "System.Text",
            "System.Collections.Generic",
            "Microsoft.AspNetCore.Mvc",
            "Microsoft.Extensions.DependencyInjection",
            "Microsoft.EntityFrameworkCore",
        ];
        let mut checked = 0;
        for (entry, e) in index.entries().iter().enumerate() {
            if !wanted.contains(&e.namespace.as_str()) {
                continue;
            }
            let source = IndexNamespace {
                entry,
                shadowed_by: None,
            };
            let built = source.decls_of(source.types(None));
            let text = source.render_with(None);
            let parse = cs_syntax::parse(&text);
            assert!(
                !parse.syntax().to_string().is_empty() && parse.errors().is_empty(),
                "{}: {:?}",
                e.namespace,
                parse.errors().first()
            );
            let (lowered, _) = lower_file(&parse.syntax());
            assert_eq!(outline(&built), outline(&lowered), "{}", e.namespace);
            checked += 1;
        }
        assert!(checked >= wanted.len(), "{checked}");
    }

    #[test]
    fn controller_base_user_is_a_claims_principal() {
        let index = cs_framework::index();
        let entry = (0..index.entries().len())
            .find(|&i| index.entries()[i].namespace == "Microsoft.AspNetCore.Mvc")
            .unwrap();
        let source = IndexNamespace {
            entry,
            shadowed_by: None,
        };
        let decls = source.decls_of(source.types(None));
        let controller = decls
            .types
            .iter()
            .find(|t| &*t.name == "ControllerBase")
            .unwrap();
        assert!(controller.modifiers.contains(Modifiers::ABSTRACT));
        let user = controller
            .members
            .iter()
            .find(|m| &*m.name == "User")
            .unwrap();
        assert_eq!(user.kind, MemberKind::Property);
        let Some(TypeRef::Named { segments, .. }) = &user.ty else {
            panic!("{:?}", user.ty)
        };
        let path: Vec<&str> = segments.iter().map(|s| &*s.name).collect();
        assert_eq!(path, ["System", "Security", "Claims", "ClaimsPrincipal"]);
        assert_eq!(user.accessors.len(), 1);
    }
}
