//! Object, array and collection creation: `new T(…)`, target-typed `new()`, collection and
//! array initializers, and object and member initializers.

use cs_hir::{Symbol, Ty, TypeKind};
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::expr::{is_expression_like, last_name_token};
use super::names::Val;
use super::types::is_type_kind;
use super::{Binder, child_node, children, kind_of, node_kind};
use crate::model::RefKind;

impl Binder<'_> {
    /// The elements of `{ a, b }` in an array creation; returns the first element's type.
    pub(super) fn array_initializer(
        &mut self,
        init: &SyntaxNode,
        element: Option<&Ty>,
    ) -> Option<Ty> {
        let mut first = None;
        for child in children(init) {
            if kind_of(&child) == "initializer_expression"
                && let Some(inner) = child.as_node()
            {
                let inner_element = element.map(|t| match t {
                    Ty::Array { element, .. } => (**element).clone(),
                    _ => t.clone(),
                });
                self.array_initializer(inner, inner_element.as_ref());
            } else if is_expression_like(&child) {
                let v = self.expr_expect(&child, element);
                if first.is_none() {
                    first = v.ty().cloned();
                }
            }
        }
        first
    }

    /// `new()` and `[...]` once their type is known.
    pub(super) fn target_typed(&mut self, node: &SyntaxNode, expected: Option<&Ty>) -> Val {
        let ty = expected.cloned().unwrap_or(Ty::Missing);
        let ty = self.sema.nullable_underlying(&ty).unwrap_or(ty);
        if node_kind(node) == "collection_expression" {
            let element = self.sema.element_type(&ty);
            // `[a, ..b]`: elements (and spreads) sit inside element nodes, one or two deep.
            let mut values = Vec::new();
            for element in node.children() {
                for inner in children(&element) {
                    match inner.as_node() {
                        Some(n)
                            if matches!(node_kind(n), "expression_element" | "spread_element") =>
                        {
                            values.extend(children(n).filter(is_expression_like));
                        }
                        _ if is_expression_like(&inner) => values.push(inner),
                        _ => {}
                    }
                }
            }
            for value in values {
                if kind_of(&value) == "range_expression"
                    && let Some(r) = value.as_node()
                {
                    // A spread: `..items`.
                    for operand in children(r).filter(is_expression_like) {
                        self.expr_expect(&operand, None);
                    }
                    continue;
                }
                self.expr_expect(&value, element.as_ref());
            }
            return Val::value(ty);
        }
        if let Some(args) = child_node(node, "argument_list") {
            let token_range = children(node)
                .find(|c| kind_of(c) == "new")
                .map(|t| t.text_range());
            if matches!(ty, Ty::Named { .. }) {
                self.bind_constructor_call_at(&ty, &args, token_range, false);
            } else {
                self.bind_argument_values(&args);
            }
        }
        if let Some(init) = child_node(node, "initializer_expression") {
            self.object_initializer(&init, &ty);
        }
        Val::value(ty)
    }

    /// `new T(args) { ... }`.
    pub(super) fn object_creation(&mut self, node: &SyntaxNode) -> Val {
        let ty_element = children(node).find(|c| is_type_kind(kind_of(c)));
        let ty = match &ty_element {
            Some(t) => self.bind_type(t, RefKind::ObjectCreation),
            None => Ty::Missing,
        };
        let name_range = ty_element
            .as_ref()
            .and_then(last_name_token)
            .map(|t| t.text_range());
        let args = child_node(node, "argument_list");
        if self.sema.kind(&ty) == Some(TypeKind::Delegate) {
            // `new Action(M)`.
            if let Some(a) = &args
                && let Some(arg) = a.children().find(|c| node_kind(c) == "argument")
                && let Some(value) = children(&arg).filter(is_expression_like).last()
            {
                self.expr_expect(&value, Some(&ty));
            }
        } else if let Some(a) = &args {
            self.bind_constructor_call_at(&ty, a, name_range, true);
        } else if let Ty::Named { .. } = ty {
            // `new T { ... }` calls the parameterless constructor.
            let ctors = self.sema.constructors(&ty);
            if let Some(c) = ctors.iter().find(|c| c.member.decl.params.is_empty())
                && let Some(r) = name_range
            {
                self.record_symbol(r, Symbol::Member(c.id()), RefKind::Invocation);
            }
        }
        if let Some(init) = child_node(node, "initializer_expression") {
            self.object_initializer(&init, &ty);
        }
        Val::value(ty)
    }

    /// Object and collection initializers.
    pub(crate) fn object_initializer(&mut self, init: &SyntaxNode, ty: &Ty) {
        let element = self.collection_element_type(ty);
        for child in children(init) {
            match kind_of(&child) {
                "assignment_expression" => {
                    let Some(a) = child.as_node() else { continue };
                    let parts: Vec<SyntaxElement> = children(a).collect();
                    let Some(left) = parts.first() else { continue };
                    let member_ty = if kind_of(left) == "identifier" {
                        let Some(token) = super::ident_token(left) else {
                            continue;
                        };
                        let name = super::ident(&token).to_string();
                        let found = self.sema.lookup(ty, &name);
                        match found.first() {
                            Some(f) => {
                                self.count_name(true);
                                self.record_symbol(
                                    token.text_range(),
                                    Symbol::Member(f.id()),
                                    RefKind::Write,
                                );
                                Some(self.member_value_ty(f))
                            }
                            None => {
                                let known = self.sema.certainly_lacks_member(ty, &name);
                                self.unbound(
                                    token.text_range(),
                                    &name,
                                    known,
                                    "no such member to initialize",
                                );
                                if known {
                                    self.no_definition(token.text_range(), ty, &name);
                                }
                                None
                            }
                        }
                    } else if kind_of(left) == "element_binding_expression" {
                        left.as_node()
                            .and_then(|n| self.index_into(ty, Some(n)).ty().cloned())
                    } else {
                        None
                    };
                    if let Some(value) = parts.get(2) {
                        if kind_of(value) == "initializer_expression"
                            && let Some(inner) = value.as_node()
                        {
                            let t = member_ty.unwrap_or(Ty::Missing);
                            self.object_initializer(inner, &t);
                        } else {
                            self.expr_expect(value, member_ty.as_ref());
                        }
                    }
                }
                "initializer_expression" => {
                    // `{ k, v }` for Add(k, v).
                    if let Some(inner) = child.as_node() {
                        for v in children(inner).filter(is_expression_like) {
                            self.expr_expect(&v, None);
                        }
                    }
                }
                _ if is_expression_like(&child) => {
                    self.expr_expect(&child, element.as_ref());
                }
                _ => {}
            }
        }
    }

    pub(super) fn collection_element_type(&self, ty: &Ty) -> Option<Ty> {
        let add = self.sema.lookup(ty, "Add");
        let single: Vec<_> = add
            .iter()
            .filter(|f| f.member.decl.params.len() == 1)
            .collect();
        if single.len() == 1 {
            let sig = self.sema.sig(&single[0].member);
            return Some(sig.params[0].ty.substitute(single[0].owner_args()));
        }
        None
    }

    /// `with { X = 1 }`: member writes.
    pub(super) fn member_initializers(&mut self, init: &SyntaxNode, ty: &Ty) {
        let parts: Vec<SyntaxElement> = children(init).collect();
        let mut i = 0;
        while i < parts.len() {
            let p = &parts[i];
            if kind_of(p) == "identifier" && parts.get(i + 1).is_some_and(|e| kind_of(e) == "=") {
                let Some(token) = super::ident_token(p) else {
                    continue;
                };
                let name = super::ident(&token).to_string();
                let found = self.sema.lookup(ty, &name);
                let member_ty = found.first().map(|f| {
                    self.count_name(true);
                    self.record_symbol(token.text_range(), Symbol::Member(f.id()), RefKind::Write);
                    self.member_value_ty(f)
                });
                if let Some(v) = parts.get(i + 2) {
                    self.expr_expect(v, member_ty.as_ref());
                }
                i += 3;
                continue;
            }
            if kind_of(p) == "assignment_expression"
                && let Some(n) = p.as_node()
            {
                self.member_initializers(n, ty);
            }
            i += 1;
        }
    }
}
