//! CA2000 (dispose objects before losing scope), restricted to what is certain: a local of a
//! disposable class initialized with `new X(…)` in reachable code (the body's control-flow
//! graph), and every later use of it is a member access that neither disposes it nor can let it
//! escape. Ownership transfer — returned, stored in a field, property, array, collection or
//! another variable, passed as an argument (also as an extension method's `this`), captured by
//! a lambda, `using`, `Dispose()`/`Close()`/`DisposeAsync()` on any path, a member whose result
//! could be the object itself — is never a finding: any such use, or any use not understood,
//! and there is no finding. As the .NET analyzers, streams, readers, writers, resource readers
//! and tasks are not reported.

use cs_bind::{BoundSymbol, LocalKind, RefKind};
use cs_flow::{Operation, OperationKind as K};
use cs_hir::{Modifiers, Symbol, Ty, TypeKind};
use cs_syntax::TextRange;

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::rule::{CA2000, Rule};
use crate::syntax_util::kind;

pub struct UndisposedLocals;

impl Analyzer for UndisposedLocals {
    fn rules(&self) -> &'static [Rule] {
        &[CA2000]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        for (info, _) in cs_flow::body::bodies_with_declarations(&cx.root) {
            if info.kind.is_nested() || cx.has_inactive_code(info.body) {
                continue;
            }
            let start = u32::from(info.declaration.start());
            let Some(operations) = cs_flow::body_operations(cx.db, cx.project, cx.document, start)
            else {
                continue;
            };
            let nested_or_invalid =
                operations.root.descendants().iter().any(|o| {
                    matches!(o.kind, K::Invalid | K::AnonymousFunction | K::LocalFunction)
                });
            if nested_or_invalid {
                continue;
            }
            let Some(graph) = cs_flow::control_flow_graph(cx.db, cx.project, cx.document, start)
            else {
                continue;
            };
            for block in graph.blocks.iter().filter(|b| b.is_reachable) {
                for op in &block.operations {
                    if let Some((local, creation)) = created_local(op) {
                        check_local(cx, info.body, local, creation, out);
                    }
                }
            }
        }
    }
}

/// `T x = new X(…)` in a graph: the declared local and the creation.
fn created_local(op: &Operation) -> Option<(&BoundSymbol, &Operation)> {
    if op.kind != K::SimpleAssignment || !op.is_implicit {
        return None;
    }
    let [target, value] = op.children.as_slice() else {
        return None;
    };
    if target.kind != K::LocalReference || target.detail.as_deref() != Some("IsDeclaration") {
        return None;
    }
    let value = match value.kind {
        K::Conversion if value.is_implicit && value.children.len() == 1 => &value.children[0],
        _ => value,
    };
    (value.kind == K::ObjectCreation && !value.is_implicit)
        .then_some((target.symbol.as_ref()?, value))
}

/// Types the .NET analyzers do not report (CA2000's special cases) and tasks.
fn excluded(cx: &AnalysisContext<'_>, ty: &Ty) -> bool {
    let chain = cx.sema.base_chain(ty);
    let derives = |ns: &str, name: &str| {
        cx.sema.is_type(ty, ns, name) || chain.iter().any(|b| cx.sema.is_type(b, ns, name))
    };
    derives("System.IO", "Stream")
        || derives("System.IO", "TextReader")
        || derives("System.IO", "TextWriter")
        || derives("System.Threading.Tasks", "Task")
        || cx
            .sema
            .all_interfaces(ty)
            .iter()
            .any(|i| cx.sema.is_type(i, "System.Resources", "IResourceReader"))
}

fn check_local(
    cx: &AnalysisContext<'_>,
    body: TextRange,
    symbol: &BoundSymbol,
    creation: &Operation,
    out: &mut Vec<Finding>,
) {
    let BoundSymbol::Local(id) = symbol else {
        return;
    };
    let Some(local) = cx.bindings.locals.iter().find(|l| l.id == *id) else {
        return;
    };
    if local.kind != LocalKind::Local || !body.contains_range(local.name_range) {
        return;
    }
    let Ty::Named { id: type_id, .. } = &local.ty else {
        return;
    };
    if !matches!(type_id.data(cx.db).kind, TypeKind::Class | TypeKind::Record)
        || !crate::unused_values::fully_known(&local.ty)
    {
        return;
    }
    let disposable = cx
        .sema
        .all_interfaces(&local.ty)
        .iter()
        .any(|i| cx.sema.is_type(i, "System", "IDisposable"));
    if !disposable || excluded(cx, &local.ty) {
        return;
    }
    // A plain declaration: not `using`, not in a `for` or other statement header.
    let Some(declarator) = cx
        .node_at(local.name_range)
        .and_then(|n| n.ancestors().find(|a| kind(a) == "variable_declarator"))
    else {
        return;
    };
    let statement = declarator.parent().and_then(|d| d.parent());
    let plain = statement.as_ref().is_some_and(|s| {
        kind(s) == "local_declaration_statement"
            && !s
                .children_with_tokens()
                .any(|t| matches!(cs_syntax::kind_name(t.kind()), "using" | "await"))
    });
    if !plain {
        return;
    }
    let references = &cx.bindings.references;
    let first = references.partition_point(|r| r.range.start() < body.start());
    for r in references[first..]
        .iter()
        .take_while(|r| r.range.end() <= body.end())
    {
        if r.symbol != *symbol || r.kind == RefKind::Declaration {
            continue;
        }
        if !is_harmless_use(cx, r.range) {
            return;
        }
    }
    // Every identifier with the local's name in the body must be one of its references (or its
    // declaration): an unbound one could be a use we did not see.
    let name = &*local.name;
    let uses = crate::syntax_util::identifiers_named(&cx.root, body, name);
    let bound = uses.iter().all(|t| {
        t.text_range() == local.name_range
            || references[first..]
                .iter()
                .take_while(|r| r.range.start() <= t.text_range().start())
                .any(|r| r.range == t.text_range())
    });
    if !bound {
        return;
    }
    let text = cx.text(creation.range);
    let text: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    out.push(Finding {
        rule: &CA2000,
        message: CA2000.format(&[&text]),
        range: creation.range,
        symbol: Some(name.to_string()),
    });
}

/// `x.Member…` where the member is an instance member other than the dispose methods and its
/// result is discarded or cannot be the object itself (a value type or a string).
fn is_harmless_use(cx: &AnalysisContext<'_>, range: TextRange) -> bool {
    let Some(node) = cx.node_at(range) else {
        return false;
    };
    let Some(access) = node
        .ancestors()
        .find(|a| kind(a) != "identifier" && kind(a) != "identifier_name")
    else {
        return false;
    };
    if kind(&access) != "member_access_expression"
        || access
            .first_child_or_token()
            .is_none_or(|c| c.text_range() != range)
    {
        return false;
    }
    let Some(member_token) = access
        .children_with_tokens()
        .filter(|e| cs_syntax::kind_name(e.kind()) == "identifier" || e.as_node().is_some())
        .last()
    else {
        return false;
    };
    let member_range = member_token.text_range();
    if member_range == range {
        return false;
    }
    let member_name = cx.text(member_range);
    if matches!(member_name.trim(), "Dispose" | "Close" | "DisposeAsync") {
        return false;
    }
    let Some(member) = cx
        .bindings
        .at(u32::from(member_range.start()))
        .find_map(|r| match &r.symbol {
            BoundSymbol::Symbol(Symbol::Member(m)) => Some(*m),
            _ => None,
        })
    else {
        return false;
    };
    let Some(view) = cs_hir::member(cx.db, member) else {
        return false;
    };
    if view.decl.modifiers.contains(Modifiers::STATIC) {
        return false;
    }
    let Some(parent) = access.parent() else {
        return false;
    };
    let mut used = if kind(&parent) == "invocation_expression" {
        parent.parent()
    } else {
        Some(parent.clone())
    };
    if let Some(awaited) = used.clone().filter(|u| kind(u) == "await_expression") {
        used = awaited.parent();
    }
    let discarded = used
        .as_ref()
        .is_some_and(|u| kind(u) == "expression_statement");
    if discarded {
        return true;
    }
    // `x.P = v` / `x.E += h`: the access is written, not read.
    if kind(&parent) == "assignment_expression"
        && parent
            .first_child()
            .is_some_and(|c| c.text_range() == access.text_range())
    {
        return true;
    }
    let result = cx.sema.sig(&view).ty.clone();
    value_result(cx, &result)
}

/// A member result that cannot be the disposable object: a value type (not a type parameter)
/// or a string.
fn value_result(cx: &AnalysisContext<'_>, ty: &Ty) -> bool {
    match ty {
        Ty::Named { id, .. } => {
            matches!(id.data(cx.db).kind, TypeKind::Struct | TypeKind::Enum)
                || cx.sema.is_type(ty, "System", "String")
        }
        _ => false,
    }
}
