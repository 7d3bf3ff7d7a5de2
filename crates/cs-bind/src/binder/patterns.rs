//! Patterns (`is`, `switch`): declared variables with their types, type tests, constants,
//! property and positional subpatterns; and deconstruction into locals.

use cs_hir::{Symbol, Ty};
use cs_syntax::SyntaxElement;

use super::expr::is_expression_like;
use super::types::is_type_kind;
use super::{Binder, children, kind_of};
use crate::model::{LocalKind, RefKind};
use crate::sema::ty_args;

impl Binder<'_> {
    /// Binds a pattern matched against a value of `input`.
    pub(crate) fn pattern(&mut self, p: &SyntaxElement, input: &Ty) {
        let Some(node) = p.as_node().cloned() else {
            // A bare token: `_`, or a constant/type name.
            if kind_of(p) == "identifier" {
                self.expr_expect(p, Some(input));
            }
            return;
        };
        match kind_of(p) {
            "declaration_pattern" => {
                let parts: Vec<SyntaxElement> = children(&node).collect();
                let ty = match parts.first() {
                    Some(t) if kind_of(t) == "implicit_type" => input.clone(),
                    Some(t) => self.bind_type(t, RefKind::TypeUse),
                    None => Ty::Missing,
                };
                if let Some(designation) = parts.get(1) {
                    self.designation(designation, &ty);
                }
            }
            "var_pattern" => {
                if let Some(designation) = children(&node).nth(1) {
                    self.designation(&designation, input);
                }
            }
            "type_pattern" => {
                if let Some(t) = children(&node).next() {
                    self.bind_type(&t, RefKind::TypeUse);
                }
            }
            "constant_pattern" => {
                if let Some(e) = children(&node).next() {
                    let v = self.expr(&e, Some(input), RefKind::Read);
                    self.settle(v, Some(input));
                }
            }
            "relational_pattern" => {
                if let Some(e) = children(&node).find(is_expression_like) {
                    self.expr_expect(&e, Some(input));
                }
            }
            "recursive_pattern" => {
                let mut ty = input.clone();
                for child in children(&node) {
                    match kind_of(&child) {
                        k if is_type_kind(k) && k != "identifier"
                            || (k == "identifier"
                                && child.as_token().is_some()
                                && is_first_identifier(&node, &child)) =>
                        {
                            ty = self.bind_type(&child, RefKind::TypeUse);
                        }
                        "positional_pattern_clause" => {
                            let Some(clause) = child.as_node() else {
                                continue;
                            };
                            let element_types = self.deconstruction_types(
                                &ty,
                                clause
                                    .children()
                                    .filter(|c| super::node_kind(c) == "subpattern")
                                    .count(),
                            );
                            for (i, sub) in clause
                                .children()
                                .filter(|c| super::node_kind(c) == "subpattern")
                                .enumerate()
                            {
                                let t = element_types.get(i).cloned().unwrap_or(Ty::Missing);
                                for part in children(&sub) {
                                    if kind_of(&part) != ":" {
                                        self.pattern(&part, &t);
                                    }
                                }
                            }
                        }
                        "property_pattern_clause" => {
                            let Some(clause) = child.as_node() else {
                                continue;
                            };
                            for sub in clause
                                .children()
                                .filter(|c| super::node_kind(c) == "subpattern")
                            {
                                let parts: Vec<SyntaxElement> = children(&sub).collect();
                                let has_name = parts.iter().any(|e| kind_of(e) == ":");
                                let member_ty = if has_name {
                                    parts
                                        .first()
                                        .map(|n| self.property_path(n, &ty))
                                        .unwrap_or(Ty::Missing)
                                } else {
                                    Ty::Missing
                                };
                                if let Some(inner) = parts.last()
                                    && (!has_name || parts.len() > 2)
                                {
                                    self.pattern(inner, &member_ty);
                                }
                            }
                        }
                        "identifier" => {
                            self.designation(&child, &ty);
                        }
                        "parenthesized_variable_designation" | "discard" => {
                            self.designation(&child, &ty)
                        }
                        _ => {}
                    }
                }
            }
            "and_pattern" | "or_pattern" | "negated_pattern" | "parenthesized_pattern" => {
                for child in children(&node) {
                    if !matches!(kind_of(&child), "and" | "or" | "not" | "(" | ")") {
                        self.pattern(&child, input);
                    }
                }
            }
            "list_pattern" => {
                let element = self.sema.element_type(input).unwrap_or(Ty::Missing);
                for child in children(&node) {
                    match kind_of(&child) {
                        "[" | "]" | "," => {}
                        // A slice is matched against the sliced list (an array's slice is an
                        // array of the same type, a string's a string).
                        "slice_pattern" => self.pattern(&child, input),
                        _ => self.pattern(&child, &element),
                    }
                }
            }
            "slice_pattern" => {
                for child in children(&node) {
                    if kind_of(&child) != ".." {
                        self.pattern(&child, input);
                    }
                }
            }
            "discard" => {}
            _ => {
                // An expression used as a constant pattern (`case Color.Red:`).
                if is_expression_like(p) {
                    let v = self.expr(p, Some(input), RefKind::Read);
                    self.settle(v, Some(input));
                }
            }
        }
    }

    /// `Name: p` / `A.B: p` in a property pattern: records the members, returns the type.
    fn property_path(&mut self, e: &SyntaxElement, ty: &Ty) -> Ty {
        match kind_of(e) {
            "identifier" => {
                let Some(token) = super::ident_token(e) else {
                    return Ty::Missing;
                };
                let name = super::ident(&token).to_string();
                match self.sema.lookup(ty, &name).first() {
                    Some(f) => {
                        self.count_name(true);
                        self.record_symbol(
                            token.text_range(),
                            Symbol::Member(f.id()),
                            RefKind::Read,
                        );
                        self.member_value_ty(f)
                    }
                    None => {
                        let known = self.sema.certainly_lacks_member(ty, &name);
                        self.unbound(token.text_range(), &name, known, "no such member to match");
                        Ty::Missing
                    }
                }
            }
            "member_access_expression" => {
                let Some(n) = e.as_node() else {
                    return Ty::Missing;
                };
                let parts: Vec<SyntaxElement> = children(n).filter(|c| kind_of(c) != ".").collect();
                let mut current = ty.clone();
                for part in parts {
                    current = self.property_path(&part, &current);
                }
                current
            }
            _ => Ty::Missing,
        }
    }

    /// A designation: `x`, `_`, `(a, b)`.
    pub(crate) fn designation(&mut self, d: &SyntaxElement, ty: &Ty) {
        match kind_of(d) {
            // A contextual keyword as the name (`var (from, to) = …`) is an `identifier`
            // node around the keyword's token.
            "identifier" => {
                if let Some(token) = super::ident_token(d) {
                    self.declare_local(&token, ty.clone(), LocalKind::Local);
                    self.record_local_declaration(&token);
                }
            }
            "parenthesized_variable_designation" | "tuple_pattern" => {
                self.deconstruct_designation(d, ty)
            }
            _ => {}
        }
    }

    /// `(a, b)` designations: each element declared with the deconstructed element type.
    pub(crate) fn deconstruct_designation(&mut self, d: &SyntaxElement, ty: &Ty) {
        let Some(node) = d.as_node() else { return };
        let elements: Vec<SyntaxElement> = children(node)
            .filter(|c| !matches!(kind_of(c), "(" | ")" | ","))
            .collect();
        let types = self.deconstruction_types(ty, elements.len());
        for (i, element) in elements.iter().enumerate() {
            let t = types.get(i).cloned().unwrap_or(Ty::Missing);
            match kind_of(element) {
                "identifier" | "parenthesized_variable_designation" | "tuple_pattern" => {
                    self.designation(element, &t)
                }
                "declaration_expression" => {
                    if let Some(n) = element.as_node() {
                        self.declaration_expression(n, Some(&t));
                    }
                }
                _ => {}
            }
        }
    }

    /// `(a, b) = t` with existing or declared variables.
    pub(crate) fn deconstruct_into(&mut self, tuple: &SyntaxElement, ty: &Ty) {
        let Some(node) = tuple.as_node() else { return };
        let arguments: Vec<_> = node
            .children()
            .filter(|c| super::node_kind(c) == "argument")
            .collect();
        let types = self.deconstruction_types(ty, arguments.len());
        for (i, argument) in arguments.iter().enumerate() {
            let t = types.get(i).cloned().unwrap_or(Ty::Missing);
            let Some(value) = children(argument).filter(is_expression_like).last() else {
                continue;
            };
            match kind_of(&value) {
                "declaration_expression" => {
                    if let Some(n) = value.as_node() {
                        self.declaration_expression(n, Some(&t));
                    }
                }
                "tuple_expression" => self.deconstruct_into(&value, &t),
                _ => {
                    self.expr(&value, None, RefKind::Write);
                }
            }
        }
    }

    /// The element types of deconstructing a value: tuple elements, or a `Deconstruct`
    /// method's `out` parameters.
    pub(crate) fn deconstruction_types(&mut self, ty: &Ty, count: usize) -> Vec<Ty> {
        if self.sema.is_type(ty, "System", "ValueTuple") {
            let mut args = ty_args(ty).to_vec();
            // `TRest` nesting.
            while args.len() == 8 && count > 7 {
                let rest = args.pop().unwrap_or(Ty::Missing);
                args.extend(ty_args(&rest).iter().cloned());
            }
            return args;
        }
        let candidates = self.sema.lookup(ty, "Deconstruct");
        if let Some(f) = candidates
            .iter()
            .find(|f| f.member.decl.params.len() == count)
        {
            let sig = self.sema.sig(&f.member);
            return sig
                .params
                .iter()
                .map(|p| p.ty.substitute(f.owner_args()))
                .collect();
        }
        let ext = self.extension_candidates("Deconstruct");
        if let Some(f) = ext.iter().find(|f| f.member.decl.params.len() == count + 1) {
            let sig = self.sema.sig(&f.member);
            return sig.params.iter().skip(1).map(|p| p.ty.clone()).collect();
        }
        Vec::new()
    }
}

fn is_first_identifier(node: &cs_syntax::SyntaxNode, child: &SyntaxElement) -> bool {
    // In `Point(...) { } p` the first identifier is the type, a last one the designation.
    let elements: Vec<SyntaxElement> = children(node).collect();
    elements.first() == Some(child) && elements.len() > 1
}
