//! Member, element and conditional access: `a[i]`, indexers, `a?.b`, `a?[i]` and `alias::Name`.

use cs_hir::{Symbol, Ty};
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::names::Val;
use super::types::name_token;
use super::{Binder, child_node, children, kind_of, node_kind};
use crate::model::RefKind;
use crate::sema::Prim;

impl Binder<'_> {
    /// `a[i]`: arrays, `string`, pointers, indexers.
    pub(super) fn element_access(&mut self, node: &SyntaxNode) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let receiver = parts
            .first()
            .map(|r| self.expr_ty(r))
            .unwrap_or(Ty::Missing);
        let args = child_node(node, "bracketed_argument_list");
        self.index_into(&receiver, args.as_ref())
    }

    pub(crate) fn index_into(&mut self, receiver: &Ty, args: Option<&SyntaxNode>) -> Val {
        // `s[1..3]`, `a[..^1]`: a slice of the same type.
        let is_range = args.is_some_and(|a| {
            a.children()
                .filter(|c| node_kind(c) == "argument")
                .any(|arg| children(&arg).any(|e| kind_of(&e) == "range_expression"))
        });
        match receiver {
            Ty::Array { element, .. } => {
                if let Some(a) = args {
                    self.bind_argument_values(a);
                }
                if is_range {
                    return Val::value(receiver.clone());
                }
                return Val::value((**element).clone());
            }
            Ty::Pointer(inner) => {
                if let Some(a) = args {
                    self.bind_argument_values(a);
                }
                return Val::value((**inner).clone());
            }
            _ => {}
        }
        if self.sema.prim(receiver) == Some(Prim::String) {
            if let Some(a) = args {
                self.bind_argument_values(a);
            }
            if is_range {
                return Val::value(receiver.clone());
            }
            return Val::value(self.sema.prim_ty(Prim::Char));
        }
        let indexers = self.sema.lookup(receiver, "this[]");
        if indexers.is_empty() {
            if let Some(a) = args {
                self.bind_argument_values(a);
            }
            return if matches!(receiver, Ty::Dynamic) {
                Val::value(Ty::Dynamic)
            } else {
                Val::Unknown
            };
        }
        match args {
            Some(a) => match self.call(indexers, a, None, &[]) {
                Some(chosen) => {
                    let sig = self.sema.sig(&chosen.found.member);
                    Val::value(sig.ty.substitute(chosen.found.owner_args()))
                }
                None => Val::Unknown,
            },
            None => Val::Unknown,
        }
    }

    /// `a?.b`, `a?[i]`, chains of them.
    pub(super) fn conditional_access(&mut self, node: &SyntaxNode, access: RefKind) -> Val {
        let parts: Vec<SyntaxElement> = children(node).filter(|c| kind_of(c) != "?").collect();
        let Some(receiver) = parts.first() else {
            return Val::Unknown;
        };
        let ty = self.expr_ty(receiver);
        let ty = self.sema.nullable_underlying(&ty).unwrap_or(ty);
        self.conditional_receivers.push(ty);
        let result = match parts.get(1) {
            Some(rest) => self.expr(rest, None, access),
            None => Val::Unknown,
        };
        self.conditional_receivers.pop();
        match result {
            Val::Value { ty, .. } => Val::value(self.sema.make_nullable(ty)),
            other => other,
        }
    }

    /// `global::System` (or `alias::N`) in an expression: a namespace or a type.
    pub(super) fn alias_qualified(&mut self, e: &SyntaxElement, node: &SyntaxNode) -> Val {
        let written = cs_hir::TypeRef::lower(e);
        // The name after `::` (the alias before it is a keyword or an alias, not a symbol).
        let Some(token) = node
            .children_with_tokens()
            .filter(|c| kind_of(c) == "identifier")
            .last()
            .and_then(|c| c.into_token())
        else {
            return Val::Unknown;
        };
        let range = token.text_range();
        match cs_hir::resolve_type_or_namespace(self.db(), &self.type_context(), &written) {
            cs_hir::Resolution::Type(ty) => {
                self.record_resolution(
                    &token,
                    &cs_hir::Resolution::Type(ty.clone()),
                    RefKind::TypeUse,
                );
                Val::Type(ty)
            }
            cs_hir::Resolution::Namespace(ns) => {
                self.count_name(true);
                self.record_symbol(range, Symbol::Namespace(ns.clone()), RefKind::TypeUse);
                Val::Namespace(ns)
            }
            cs_hir::Resolution::Unresolved { .. } => {
                self.unbound(range, &token.to_string(), false, "an alias-qualified name");
                Val::Unknown
            }
        }
    }

    /// `.b` or `[i]` inside a conditional access.
    pub(super) fn binding_expression(&mut self, node: &SyntaxNode, access: RefKind) -> Val {
        let receiver = self
            .conditional_receivers
            .last()
            .cloned()
            .unwrap_or(Ty::Missing);
        if node_kind(node) == "element_binding_expression" {
            return self.index_into(&receiver, Some(node));
        }
        let Some(right) =
            children(node).find(|c| matches!(kind_of(c), "identifier" | "generic_name"))
        else {
            return Val::Unknown;
        };
        let Some(token) = name_token(&right) else {
            return Val::Unknown;
        };
        let type_args = self.type_arguments(&right);
        let dummy = SyntaxElement::Node(node.clone());
        self.member_of(
            &dummy,
            Val::value(receiver),
            &token,
            &right,
            type_args,
            access,
            false,
        )
    }
}
