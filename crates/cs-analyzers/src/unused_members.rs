//! IDE0051 (private member never used) and IDE0052 (private field only ever written), decided
//! over every part of the outermost containing type, and only when every token with the
//! member's name is bound.

use cs_bind::BoundSymbol;
use cs_hir::{MemberDecl, MemberKind, Modifiers, Symbol, TypeDecl, TypeKind};

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::rule::{IDE0051, IDE0052, Rule};
use crate::usage::{Usage, usage};

pub struct UnusedMembers;

/// Attributes that make a type's members reachable in ways bindings do not see.
const TYPE_ATTRIBUTES_TO_SKIP: &[&str] = &[
    "Serializable",
    "StructLayout",
    "DataContract",
    "DebuggerDisplay",
    "ComImport",
];

pub(crate) fn is_private(member: &MemberDecl, container: &TypeDecl) -> bool {
    let m = member.modifiers;
    if m.contains(Modifiers::PRIVATE) {
        return !m.contains(Modifiers::PROTECTED);
    }
    let written = [
        Modifiers::PUBLIC,
        Modifiers::PROTECTED,
        Modifiers::INTERNAL,
        Modifiers::FILE,
    ]
    .iter()
    .any(|a| m.contains(*a));
    !written && container.kind != TypeKind::Interface && container.kind != TypeKind::Enum
}

fn attribute_named(attributes: &[cs_hir::AttributeDecl], names: &[&str]) -> bool {
    attributes.iter().any(|a| {
        let written = a.name.to_string();
        let last = written.rsplit('.').next().unwrap_or(&written);
        let short = last.strip_suffix("Attribute").unwrap_or(last);
        names.contains(&short)
    })
}

/// Documents holding a part of `ty`'s outermost containing type (where its private members
/// can be named).
pub(crate) fn type_documents(cx: &AnalysisContext<'_>, ty: cs_hir::TypeId) -> Vec<cs_db::Document> {
    let mut outer = ty;
    while let Some(parent) = outer.parent(cx.db) {
        outer = parent;
    }
    let documents = cs_hir::project_documents(cx.db, cx.project);
    let mut out: Vec<cs_db::Document> = outer
        .data(cx.db)
        .parts
        .iter()
        .filter_map(|p| documents.get(p.doc as usize).copied())
        .collect();
    out.dedup();
    out
}

impl Analyzer for UnusedMembers {
    fn rules(&self) -> &'static [Rule] {
        &[IDE0051, IDE0052]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        let may_generate = cx.project.settings(cx.db).may_generate_members();
        for (ty_index, decl) in cx.decls.types.iter().enumerate() {
            let Some(&(type_id, _)) = cx.types.get(&(ty_index as u32)) else {
                continue;
            };
            let data = type_id.data(cx.db);
            // Inactive `#if` code inside the type may use any member (another target of a
            // multi-targeted project compiles it).
            let inactive = cx
                .ranges
                .get(decl.decl)
                .is_none_or(|r| cx.has_inactive_code(r.full));
            if (data.modifiers.contains(Modifiers::PARTIAL) && may_generate)
                || attribute_named(&decl.attributes, TYPE_ATTRIBUTES_TO_SKIP)
                || decl.kind == TypeKind::Interface
                || inactive
            {
                continue;
            }
            let mut documents: Option<Vec<cs_db::Document>> = None;
            for (index, member) in decl.members.iter().enumerate() {
                let candidate = matches!(
                    member.kind,
                    MemberKind::Field
                        | MemberKind::Constant
                        | MemberKind::Property
                        | MemberKind::Method
                        | MemberKind::Event
                ) && is_private(member, decl)
                    && member.explicit_interface.is_none()
                    && member.attributes.is_empty()
                    && !member.modifiers.contains(Modifiers::PARTIAL)
                    && !member.modifiers.contains(Modifiers::EXTERN)
                    && !(member.kind == MemberKind::Field && decl.kind.is_value_type())
                    && !(member.kind == MemberKind::Method && &*member.name == "Main");
                if !candidate {
                    continue;
                }
                let Some(id) = cx.member_id(ty_index as u32, index as u32) else {
                    continue;
                };
                let Some(range) = cx.ranges.get(member.decl) else {
                    continue;
                };
                let documents = documents.get_or_insert_with(|| type_documents(cx, type_id));
                let symbol = BoundSymbol::Symbol(Symbol::Member(id));
                let display = format!("{}.{}", decl.name, member.name);
                match usage(cx.db, cx.project, documents, &symbol, &member.name, None) {
                    Usage::Unused => out.push(Finding {
                        rule: &IDE0051,
                        message: IDE0051.format(&[&display]),
                        range: range.name,
                        symbol: Some(display),
                    }),
                    Usage::WriteOnly if member.kind == MemberKind::Field => out.push(Finding {
                        rule: &IDE0052,
                        message: IDE0052.format(&[&display]),
                        range: range.name,
                        symbol: Some(display),
                    }),
                    _ => {}
                }
            }
        }
    }
}
