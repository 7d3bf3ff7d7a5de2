//! Expression forms with their own typing rules: assignments, `?:` and switch expressions,
//! declaration expressions (`out var x`) and method-group conversions to delegates.

use cs_hir::{Symbol, Ty, TypeKind};
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::expr::is_expression_like;
use super::names::Val;
use super::types::is_type_kind;
use super::{Binder, children, kind_of, node_kind};
use crate::model::RefKind;

impl Binder<'_> {
    pub(super) fn assignment(&mut self, node: &SyntaxNode) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let Some(left) = parts.first() else {
            return Val::Unknown;
        };
        let op = parts.get(1).map(kind_of).unwrap_or("=");
        let right = parts.get(2);
        if kind_of(left) == "tuple_expression" && op == "=" {
            // Deconstruction: `(a, b) = t` / `(var a, var b) = t`.
            let right_ty = right.map(|r| self.expr_ty(r)).unwrap_or(Ty::Missing);
            self.deconstruct_into(left, &right_ty);
            return Val::value(right_ty);
        }
        let access = if op == "=" {
            RefKind::Write
        } else {
            RefKind::ReadWrite
        };
        let left_val = self.expr(left, None, access);
        let left_ty = left_val.ty().cloned();
        if let Some(right) = right {
            match op {
                "+=" | "-="
                    if left_ty
                        .as_ref()
                        .is_some_and(|t| self.sema.kind(t) == Some(TypeKind::Delegate)) =>
                {
                    self.expr_expect(right, left_ty.as_ref());
                }
                "=" => {
                    let value = self.expr_expect(right, left_ty.as_ref());
                    if let Some(t) = &left_ty {
                        self.check_assignable(&value, t, right.text_range());
                    }
                }
                "??=" => {
                    self.expr_expect(right, left_ty.as_ref());
                }
                _ => {
                    self.expr_expect(right, None);
                }
            }
        }
        match left_ty {
            Some(t) => Val::value(t),
            None => Val::Unknown,
        }
    }

    pub(super) fn conditional(&mut self, node: &SyntaxNode, expected: Option<&Ty>) -> Val {
        let parts: Vec<SyntaxElement> = children(node).filter(is_expression_like).collect();
        if let Some(c) = parts.first() {
            self.expr_expect(c, None);
        }
        let a = parts.get(1).map(|e| self.expr(e, expected, RefKind::Read));
        let b = parts.get(2).map(|e| self.expr(e, expected, RefKind::Read));
        let (a, b) = (a.unwrap_or(Val::Unknown), b.unwrap_or(Val::Unknown));
        let target = expected
            .cloned()
            .or_else(|| a.ty().cloned().filter(|t| t.is_fully_resolved()))
            .or_else(|| b.ty().cloned());
        let a = self.settle(a, target.as_ref());
        let b = self.settle(b, target.as_ref());
        match (a.ty(), b.ty()) {
            (Some(x), Some(y)) if x == y => Val::value(x.clone()),
            (Some(x), Some(y)) => {
                use crate::conversions::{Conv, Source};
                if self.sema.convert(&Source::Typed(y.clone()), x) != Conv::None {
                    Val::value(x.clone())
                } else if self.sema.convert(&Source::Typed(x.clone()), y) != Conv::None {
                    Val::value(y.clone())
                } else {
                    Val::Unknown
                }
            }
            (Some(x), None) | (None, Some(x)) => {
                Val::value(if matches!(a, Val::Null) || matches!(b, Val::Null) {
                    self.sema.make_nullable(x.clone())
                } else {
                    x.clone()
                })
            }
            _ => Val::Unknown,
        }
    }

    /// `out var x`, `out T x`, `var (a, b)` as expressions: declares the locals.
    pub(crate) fn declaration_expression(
        &mut self,
        node: &SyntaxNode,
        expected: Option<&Ty>,
    ) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let written = parts
            .first()
            .filter(|p| is_type_kind(kind_of(p)) && kind_of(p) != "identifier" || parts.len() > 1);
        let mut ty = match written {
            Some(t) if parts.len() > 1 => self.bind_type(t, RefKind::TypeUse),
            _ => Ty::Missing,
        };
        if matches!(ty, Ty::Missing)
            && let Some(e) = expected
        {
            ty = e.clone();
        }
        match parts.last() {
            Some(last) if kind_of(last) == "identifier" && parts.len() > 1 => {
                let Some(token) = super::ident_token(last) else {
                    return Val::Unknown;
                };
                self.declare_local(&token, ty.clone(), crate::model::LocalKind::Local);
                self.record_local_declaration(&token);
                Val::value(ty)
            }
            Some(last)
                if matches!(
                    kind_of(last),
                    "tuple_pattern" | "parenthesized_variable_designation"
                ) =>
            {
                self.deconstruct_designation(last, &ty);
                Val::value(ty)
            }
            _ => Val::Unknown,
        }
    }

    /// Method group to delegate: records the overload the delegate's parameters select.
    pub(crate) fn method_group_conversion(
        &mut self,
        group: &super::names::MethodGroup,
        expected: Option<&Ty>,
    ) {
        let delegate = expected.and_then(|t| self.sema.delegate_signature(t));
        // A generic method whose type parameters no parameter mentions cannot be converted
        // without type arguments.
        let convertible: Vec<&crate::sema::Found> = group
            .candidates
            .iter()
            .filter(|f| {
                let sig = self.sema.sig(&f.member);
                sig.type_params.is_empty()
                    || !group.type_args.is_empty()
                    || sig
                        .params
                        .iter()
                        .any(|p| crate::sema::has_method_params(&p.ty))
            })
            .collect();
        let chosen: Vec<&crate::sema::Found> = match &delegate {
            Some((params, _)) => {
                let matching: Vec<&crate::sema::Found> = convertible
                    .iter()
                    .copied()
                    .filter(|f| {
                        let sig = self.sema.sig(&f.member);
                        sig.params.len() == params.len()
                            && sig.params.iter().zip(params).all(|(p, d)| {
                                let pt = p.ty.substitute(f.owner_args());
                                pt == d.ty
                                    || crate::sema::has_method_params(&p.ty)
                                    || !pt.is_fully_resolved()
                                    || !d.ty.is_fully_resolved()
                                    || self.sema.convert_ty(&d.ty, &pt).exists()
                            })
                    })
                    .collect();
                matching
            }
            None => convertible,
        };
        if chosen.len() == 1 {
            let id = chosen[0].id();
            self.count_name(true);
            self.record_symbol(group.name_range, Symbol::Member(id), RefKind::Read);
        } else if group.candidates.is_empty() {
            // Maybe an extension method group: look it up by name.
            if group.receiver.is_some() {
                let ext = self.extension_candidates(&group.name);
                if ext.len() == 1 {
                    self.count_name(true);
                    self.record_symbol(
                        group.name_range,
                        Symbol::Member(ext[0].id()),
                        RefKind::Read,
                    );
                    return;
                }
            }
            self.count_name(false);
        } else {
            // A method group meeting a non-delegate type is mostly a misparse of a generic
            // call (`(object)M<T>(x)` read as comparisons): not judged.
            let known = expected
                .is_some_and(|t| self.sema.kind(t) == Some(cs_hir::TypeKind::Delegate))
                && group
                    .receiver
                    .as_ref()
                    .is_none_or(|r| self.sema.signatures_complete(r));
            self.unbound(
                group.name_range,
                &group.name,
                known,
                "no overload fits the delegate",
            );
        }
    }

    pub(super) fn switch_expression(&mut self, node: &SyntaxNode, expected: Option<&Ty>) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let governing = parts
            .first()
            .map(|v| self.expr_ty(v))
            .unwrap_or(Ty::Missing);
        let mut result: Option<Ty> = None;
        for arm in node
            .children()
            .filter(|c| node_kind(c) == "switch_expression_arm")
        {
            self.push_scope();
            let arm_parts: Vec<SyntaxElement> = children(&arm).collect();
            let arrow = arm_parts.iter().position(|p| kind_of(p) == "=>");
            if let Some(pattern) = arm_parts.first() {
                self.pattern(pattern, &governing);
            }
            if let Some(when) = arm_parts.iter().find(|p| kind_of(p) == "when_clause")
                && let Some(w) = when.as_node()
                && let Some(c) = children(w).find(is_expression_like)
            {
                self.expr_expect(&c, None);
            }
            if let Some(value) = arrow.and_then(|a| arm_parts.get(a + 1)) {
                let v = self.expr_expect(value, expected.or(result.as_ref()));
                if result.is_none() {
                    result = v.ty().cloned();
                }
            }
            self.pop_scope();
        }
        match expected.cloned().or(result) {
            Some(t) => Val::value(t),
            None => Val::Unknown,
        }
    }
}
