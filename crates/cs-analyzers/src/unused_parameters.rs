//! IDE0060: a parameter a method or constructor never reads. Not for members whose signature
//! is imposed from elsewhere (overrides, virtual/abstract members, interface implementations,
//! externs, partial methods, event handlers, methods used as delegates, `Main`), discards
//! (`_`, `_1`), bodies that only throw or are empty, and bodies with inactive `#if` code.

use cs_bind::{BoundSymbol, RefKind};
use cs_hir::{MemberKind, Modifiers, ParamModifier, Symbol, TypeKind};

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::rule::{IDE0060, Rule};
use crate::syntax_util::{self, kind};
use crate::usage::{Usage, usage};

pub struct UnusedParameters;

fn is_discard(name: &str) -> bool {
    name == "_" || (name.starts_with('_') && name[1..].chars().all(|c| c.is_ascii_digit()))
}

/// A body that says nothing about its parameters: `{ }`, `{ throw …; }`, `=> throw …`.
fn is_trivial_body(body: &cs_syntax::SyntaxNode) -> bool {
    let statements: Vec<_> = body.children().filter(|c| kind(c) != "comment").collect();
    match kind(body) {
        "block" => {
            statements.is_empty()
                || (statements.len() == 1 && kind(&statements[0]) == "throw_statement")
        }
        "arrow_expression_clause" => statements
            .first()
            .is_some_and(|e| kind(e) == "throw_expression"),
        _ => false,
    }
}

impl Analyzer for UnusedParameters {
    fn rules(&self) -> &'static [Rule] {
        &[IDE0060]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        let may_generate = cx.project.settings(cx.db).may_generate_members();
        for (ty_index, decl) in cx.decls.types.iter().enumerate() {
            let Some(&(type_id, _)) = cx.types.get(&(ty_index as u32)) else {
                continue;
            };
            if decl.kind == TypeKind::Interface
                || (type_id.data(cx.db).modifiers.contains(Modifiers::PARTIAL) && may_generate)
            {
                continue;
            }
            let mut interface_names: Option<Vec<String>> = None;
            for (index, member) in decl.members.iter().enumerate() {
                let m = member.modifiers;
                let candidate = matches!(member.kind, MemberKind::Method | MemberKind::Constructor)
                    && member.has_body
                    && member.explicit_interface.is_none()
                    && member.attributes.is_empty()
                    && !member.params.is_empty()
                    && ![
                        Modifiers::ABSTRACT,
                        Modifiers::VIRTUAL,
                        Modifiers::OVERRIDE,
                        Modifiers::EXTERN,
                        Modifiers::PARTIAL,
                    ]
                    .iter()
                    .any(|x| m.contains(*x))
                    && &*member.name != "Main";
                if !candidate {
                    continue;
                }
                let Some(range) = cx.ranges.get(member.decl) else {
                    continue;
                };
                let Some(node) = cx.node_at(range.full) else {
                    continue;
                };
                if !matches!(
                    kind(&node),
                    "method_declaration" | "constructor_declaration"
                ) || cx.has_inactive_code(range.full)
                {
                    continue;
                }
                let Some(body) = syntax_util::body(&node) else {
                    continue;
                };
                if is_trivial_body(&body) {
                    continue;
                }
                let params = syntax_util::parameters(&node);
                if syntax_util::is_event_handler_shape(&params) {
                    continue;
                }
                // An implicit implementation of an interface member keeps its signature.
                if member.kind == MemberKind::Method {
                    let names = interface_names.get_or_insert_with(|| {
                        let self_ty = cx.sema.self_type(type_id);
                        cx.sema
                            .all_interfaces(&self_ty)
                            .iter()
                            .filter_map(|i| i.type_id())
                            .flat_map(|i| {
                                cx.sema
                                    .members_of(i)
                                    .iter()
                                    .map(|m| m.decl.name.to_string())
                                    .collect::<Vec<_>>()
                            })
                            .collect()
                    });
                    if names.iter().any(|n| **n == *member.name) {
                        continue;
                    }
                    // Interfaces we cannot see may declare it.
                    let self_ty = cx.sema.self_type(type_id);
                    if !cx.sema.members_complete(&self_ty)
                        && !cx
                            .sema
                            .all_interfaces(&self_ty)
                            .iter()
                            .all(|i| i.is_fully_resolved())
                    {
                        continue;
                    }
                }
                let Some(id) = cx.member_id(ty_index as u32, index as u32) else {
                    continue;
                };
                let list = node.children().find(|c| kind(c) == "parameter_list");
                let param_nodes: Vec<_> = list
                    .iter()
                    .flat_map(|l| l.children())
                    .filter(|p| kind(p) == "parameter")
                    .collect();
                let mut unused = Vec::new();
                for (i, param) in member.params.iter().enumerate() {
                    if is_discard(&param.name)
                        || matches!(
                            param.modifier,
                            ParamModifier::This | ParamModifier::ThisRef | ParamModifier::ThisIn
                        )
                    {
                        continue;
                    }
                    let symbol = BoundSymbol::Parameter {
                        member: id,
                        index: i as u32,
                    };
                    let found = usage(
                        cx.db,
                        cx.project,
                        &[cx.document],
                        &symbol,
                        &param.name,
                        Some(range.full),
                    );
                    // An `out` parameter is assigned, never read: that is its use.
                    if found == Usage::Unused
                        && let Some(name) = param_nodes.get(i).and_then(|p| {
                            p.children_with_tokens()
                                .filter_map(|c| c.into_token())
                                .filter(|t| syntax_util::token_kind(t) == "identifier")
                                .last()
                        })
                    {
                        unused.push((param.name.to_string(), name.text_range()));
                    }
                }
                if unused.is_empty() || used_as_delegate(cx, id, &member.name) {
                    continue;
                }
                let visible = is_externally_visible(cx, type_id, m);
                let suffix = if visible {
                    " if it is not part of a shipped public API"
                } else {
                    ""
                };
                for (name, range) in unused {
                    out.push(Finding {
                        rule: &IDE0060,
                        message: IDE0060.format(&[&name, suffix]),
                        range,
                        symbol: Some(name),
                    });
                }
            }
        }
    }
}

/// Whether any reference to the method in the project is not a call (a method group: it
/// becomes a delegate whose signature it must keep), or a name we cannot bind might be one.
fn used_as_delegate(cx: &AnalysisContext<'_>, id: cs_hir::MemberId, name: &str) -> bool {
    let target = BoundSymbol::Symbol(Symbol::Member(id));
    for &document in cs_hir::project_documents(cx.db, cx.project).iter() {
        if !cs_bind::document_names(cx.db, document).contains(name) {
            continue;
        }
        let bindings = cx.bindings_of(document);
        if bindings.references.iter().any(|r| {
            r.symbol == target
                && !matches!(
                    r.kind,
                    RefKind::Invocation | RefKind::Declaration | RefKind::Nameof | RefKind::Cref
                )
        }) {
            return true;
        }
        if crate::usage::usage(cx.db, cx.project, &[document], &target, name, None)
            == Usage::Uncertain
        {
            return true;
        }
    }
    false
}

fn is_externally_visible(cx: &AnalysisContext<'_>, ty: cs_hir::TypeId, m: Modifiers) -> bool {
    let open = |m: Modifiers| m.contains(Modifiers::PUBLIC) || m.contains(Modifiers::PROTECTED);
    if !open(m) || m.contains(Modifiers::PRIVATE) {
        return false;
    }
    let mut current = Some(ty);
    while let Some(t) = current {
        let modifiers = t.data(cx.db).modifiers;
        if !open(modifiers) || modifiers.contains(Modifiers::PRIVATE) {
            return false;
        }
        current = t.parent(cx.db);
    }
    true
}
