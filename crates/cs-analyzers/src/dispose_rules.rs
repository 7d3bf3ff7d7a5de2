//! Dispose-pattern rules without flow: CA1816 (`Dispose()` does not call
//! `GC.SuppressFinalize`), CA1063 (an unsealed disposable without `Dispose(bool)`) and CA2213
//! (a disposable field the type creates but its Dispose methods never mention). Only for
//! non-partial classes that certainly implement `System.IDisposable` themselves.

use cs_hir::{MemberKind, Modifiers, TypeKind};
use cs_syntax::SyntaxNode;

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::rule::{CA1063, CA1816, CA2213, Rule};
use crate::syntax_util::{self, kind};

pub struct DisposeRules;

fn mentions(node: &SyntaxNode, name: &str) -> bool {
    node.descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .any(|t| {
            syntax_util::token_kind(&t) == "identifier" && t.text().trim_start_matches('@') == name
        })
}

impl Analyzer for DisposeRules {
    fn rules(&self) -> &'static [Rule] {
        &[CA1816, CA1063, CA2213]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        for (ty_index, decl) in cx.decls.types.iter().enumerate() {
            let Some(&(type_id, _)) = cx.types.get(&(ty_index as u32)) else {
                continue;
            };
            let data = type_id.data(cx.db);
            if decl.kind != TypeKind::Class
                || data.modifiers.contains(Modifiers::PARTIAL)
                || data.modifiers.contains(Modifiers::STATIC)
            {
                continue;
            }
            let self_ty = cx.sema.self_type(type_id);
            let disposable = cx
                .sema
                .all_interfaces(&self_ty)
                .iter()
                .any(|i| cx.sema.is_type(i, "System", "IDisposable"));
            // The base class must be `object`: a derived disposable follows its base's pattern.
            let base_is_object = cx
                .sema
                .base_class(&self_ty)
                .is_none_or(|b| cx.sema.is_type(&b, "System", "Object"));
            if !disposable || !base_is_object {
                continue;
            }
            let sealed = data.modifiers.contains(Modifiers::SEALED);
            let has_finalizer = decl
                .members
                .iter()
                .any(|m| m.kind == MemberKind::Destructor);
            let mut dispose_bodies: Vec<SyntaxNode> = Vec::new();
            let mut dispose_method = None;
            let mut has_dispose_bool = false;
            for member in &decl.members {
                if member.kind != MemberKind::Method || !member.name.starts_with("Dispose") {
                    continue;
                }
                let Some(range) = cx.ranges.get(member.decl) else {
                    continue;
                };
                let Some(node) = cx.node_at(range.full) else {
                    continue;
                };
                if let Some(body) = syntax_util::body(&node) {
                    dispose_bodies.push(body);
                }
                if &*member.name == "Dispose" && member.params.is_empty() && member.has_body {
                    dispose_method = Some((member, range.name, node));
                } else if &*member.name == "Dispose" && member.params.len() == 1 {
                    has_dispose_bool = member.modifiers.contains(Modifiers::VIRTUAL);
                }
            }
            let Some((method, name_range, node)) = dispose_method else {
                continue;
            };
            let public_implicit = method.modifiers.contains(Modifiers::PUBLIC)
                && !method.modifiers.contains(Modifiers::OVERRIDE)
                && !method.modifiers.contains(Modifiers::STATIC);
            let implements = public_implicit || method.explicit_interface.is_some();
            if !implements {
                continue;
            }
            if (!sealed || has_finalizer)
                && let Some(body) = syntax_util::body(&node)
                && !mentions(&body, "SuppressFinalize")
                && !cx.has_inactive_code(body.text_range())
            {
                let display = format!("{}.Dispose()", decl.name);
                out.push(Finding {
                    rule: &CA1816,
                    message: CA1816.format(&[&display, "GC.SuppressFinalize(object)"]),
                    range: name_range,
                    symbol: Some(display),
                });
            }
            if !sealed
                && public_implicit
                && !has_dispose_bool
                && let Some(range) = cx.ranges.get(decl.decl)
            {
                out.push(Finding {
                    rule: &CA1063,
                    message: CA1063.format(&[&decl.name]),
                    range: range.name,
                    symbol: Some(decl.name.to_string()),
                });
            }
            self.undisposed_fields(cx, ty_index as u32, decl, &dispose_bodies, out);
        }
    }
}

impl DisposeRules {
    fn undisposed_fields(
        &self,
        cx: &AnalysisContext<'_>,
        ty_index: u32,
        decl: &cs_hir::TypeDecl,
        dispose_bodies: &[SyntaxNode],
        out: &mut Vec<Finding>,
    ) {
        let Some(type_range) = cx.ranges.get(decl.decl) else {
            return;
        };
        if cx.has_inactive_code(type_range.full) {
            return;
        }
        for (index, member) in decl.members.iter().enumerate() {
            if member.kind != MemberKind::Field || member.modifiers.contains(Modifiers::STATIC) {
                continue;
            }
            let Some(id) = cx.member_id(ty_index, index as u32) else {
                continue;
            };
            let Some(view) = cs_hir::member(cx.db, id) else {
                continue;
            };
            let ty = cx.sema.sig(&view).ty.clone();
            let is_disposable = cx.sema.is_type(&ty, "System", "IDisposable")
                || cx
                    .sema
                    .all_interfaces(&ty)
                    .iter()
                    .any(|i| cx.sema.is_type(i, "System", "IDisposable"));
            if !is_disposable || dispose_bodies.iter().any(|b| mentions(b, &member.name)) {
                continue;
            }
            let Some(range) = cx.ranges.get(member.decl) else {
                continue;
            };
            if !assigned_new(cx, type_range.full, range.name, &member.name) {
                continue;
            }
            let ty_text = member
                .ty
                .as_ref()
                .map(|t| t.to_string())
                .unwrap_or_default();
            out.push(Finding {
                rule: &CA2213,
                message: CA2213.format(&[&decl.name, &member.name, &ty_text]),
                range: range.name,
                symbol: Some(format!("{}.{}", decl.name, member.name)),
            });
        }
    }
}

/// Whether the field gets a newly created object: `= new …` in its declarator or in an
/// assignment to its name inside the type.
fn assigned_new(
    cx: &AnalysisContext<'_>,
    type_range: cs_syntax::TextRange,
    name_range: cs_syntax::TextRange,
    name: &str,
) -> bool {
    let creation = |n: &SyntaxNode| {
        matches!(
            kind(n),
            "object_creation_expression" | "implicit_object_creation_expression"
        )
    };
    for token in syntax_util::identifiers_named(&cx.root, type_range, name) {
        let Some(parent) = token.parent() else {
            continue;
        };
        if token.text_range() == name_range && kind(&parent) == "variable_declarator" {
            if parent.children().any(|c| creation(&c)) {
                return true;
            }
            continue;
        }
        let target = if kind(&parent) == "member_access_expression" {
            parent
        } else if kind(&parent) == "assignment_expression" {
            token.parent().unwrap()
        } else {
            continue;
        };
        let assignment = if kind(&target) == "assignment_expression" {
            Some(target)
        } else {
            target
                .parent()
                .filter(|p| kind(p) == "assignment_expression")
        };
        if let Some(assignment) = assignment
            && assignment
                .children()
                .last()
                .is_some_and(|rhs| creation(&rhs))
        {
            return true;
        }
    }
    false
}
