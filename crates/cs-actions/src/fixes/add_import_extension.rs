//! Add Import for CS1061 (`items.Shuffle()` where `Shuffle` is an extension method of a
//! namespace the file does not import): the namespaces that declare an accessible extension
//! method of that name whose `this` parameter takes the receiver's type — the type itself, a
//! base class or an interface it implements (type arguments not compared), or a type parameter.
//! Nothing when the receiver's type is not known.

use cs_bind::{Sema, extension_methods};
use cs_hir::{Modifiers, Ty};
use cs_syntax::{SyntaxElement, TextRange};

use super::add_import::sort_namespaces;
use crate::ActionContext;
use crate::refactorings::imported_at;
use crate::syntax::kind;

/// The namespaces to import for the member name at `range` (a CS1061 span).
pub(crate) fn extension_namespaces(ctx: &ActionContext, range: TextRange) -> Option<Vec<String>> {
    let name = ctx
        .text
        .get(usize::from(range.start())..usize::from(range.end()))?;
    let token = match ctx.root.covering_element(range) {
        SyntaxElement::Token(t) => t,
        SyntaxElement::Node(n) => n.first_token()?,
    };
    let access = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("member_access_expression"))?;
    // A simple name is a token, anything else a node.
    let receiver = access
        .children_with_tokens()
        .find(|e| !cs_syntax::is_trivia(e.kind()))?;
    let db = ctx.db();
    let facts = cs_bind::expression_facts(db, ctx.project, ctx.document);
    let receiver_ty = facts.type_of(receiver.text_range())?.clone();
    if !matches!(receiver_ty, Ty::Named { .. } | Ty::Array { .. }) {
        return None;
    }
    let sema = Sema::new(db, ctx.project);
    let mut accepted: Vec<cs_hir::TypeId> = receiver_ty.type_id().into_iter().collect();
    for t in sema
        .base_chain(&receiver_ty)
        .into_iter()
        .chain(sema.all_interfaces(&receiver_ty))
    {
        accepted.extend(t.type_id());
    }
    // The same type may be reached through two core-library projects: compare canonical ids.
    let accepted: Vec<cs_hir::TypeId> = accepted.into_iter().map(|id| sema.canon_id(id)).collect();
    let index = extension_methods(db, ctx.project);
    let mut namespaces = Vec::new();
    for (namespace, methods) in index.iter() {
        if namespace.is_empty() || imported_at(ctx, range.start(), namespace) {
            continue;
        }
        let Some(candidates) = methods.get(name) else {
            continue;
        };
        let applies = candidates.iter().any(|(class, member)| {
            let public = class.data(db).modifiers.contains(Modifiers::PUBLIC);
            if !public && class.project != ctx.project {
                return false;
            }
            let Some(view) = cs_hir::member(db, *member) else {
                return false;
            };
            let sig = sema.sig(&view);
            match sig.params.first().map(|p| &p.ty) {
                Some(Ty::TypeParam { .. }) => true,
                Some(ty @ Ty::Named { .. }) => ty
                    .type_id()
                    .is_some_and(|id| accepted.contains(&sema.canon_id(id))),
                _ => false,
            }
        });
        if applies {
            namespaces.push(namespace.clone());
        }
    }
    if namespaces.is_empty() {
        return None;
    }
    sort_namespaces(&mut namespaces);
    Some(namespaces)
}
