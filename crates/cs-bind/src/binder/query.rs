//! Query expressions: range variables declared by `from`, `let`, `join` and `into`, typed by
//! the element type of their source; the clauses bound with the variables in scope.

use cs_hir::Ty;
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::expr::is_expression_like;
use super::names::Val;
use super::types::is_type_kind;
use super::{Binder, children, kind_of, node_kind};
use crate::model::{LocalKind, RefKind};

impl Binder<'_> {
    pub(crate) fn query(&mut self, node: &SyntaxNode) -> Val {
        self.push_scope();
        let mut result: Option<Ty> = None;
        let mut current_element: Option<Ty> = None;
        let parts: Vec<SyntaxElement> = children(node).collect();
        let mut i = 0;
        while i < parts.len() {
            let part = &parts[i];
            match kind_of(part) {
                "from_clause" => {
                    if let Some(n) = part.as_node() {
                        current_element = Some(self.bind_from_clause(n));
                    }
                }
                "let_clause" => {
                    if let Some(n) = part.as_node() {
                        let elements: Vec<SyntaxElement> = children(n).collect();
                        let value = elements
                            .iter()
                            .skip_while(|e| kind_of(e) != "=")
                            .nth(1)
                            .cloned();
                        let ty = value.map(|v| self.expr_ty(&v)).unwrap_or(Ty::Missing);
                        if let Some(name) = elements
                            .iter()
                            .find(|e| kind_of(e) == "identifier")
                            .and_then(super::ident_token)
                        {
                            self.declare_local(&name, ty, LocalKind::RangeVariable);
                            self.record_local_declaration(&name);
                        }
                    }
                }
                "where_clause" | "order_by_clause" => {
                    if let Some(n) = part.as_node() {
                        for e in children(n).filter(is_expression_like) {
                            self.expr_expect(&e, None);
                        }
                        for ordering in n.children().filter(|c| node_kind(c) == "ordering") {
                            for e in children(&ordering).filter(is_expression_like) {
                                self.expr_expect(&e, None);
                            }
                        }
                    }
                }
                "join_clause" => {
                    if let Some(n) = part.as_node() {
                        self.join_clause(n);
                    }
                }
                "select_clause" => {
                    if let Some(n) = part.as_node()
                        && let Some(e) = children(n).find(is_expression_like)
                    {
                        let ty = self.expr_ty(&e);
                        current_element = Some(ty.clone());
                        result = Some(ty);
                    }
                }
                "group_clause" => {
                    if let Some(n) = part.as_node() {
                        let values: Vec<SyntaxElement> =
                            children(n).filter(is_expression_like).collect();
                        let element = values
                            .first()
                            .map(|e| self.expr_ty(e))
                            .unwrap_or(Ty::Missing);
                        let key = values
                            .get(1)
                            .map(|e| self.expr_ty(e))
                            .unwrap_or(Ty::Missing);
                        let grouping =
                            self.sema
                                .generic("System.Linq", "IGrouping", vec![key, element]);
                        current_element = Some(grouping.clone());
                        result = Some(grouping);
                    }
                }
                "into" => {
                    // A continuation: only the new variable is in scope from here on.
                    if let Some(name) = parts
                        .get(i + 1)
                        .filter(|e| kind_of(e) == "identifier")
                        .and_then(super::ident_token)
                    {
                        self.pop_scope();
                        self.push_scope();
                        let ty = current_element.clone().unwrap_or(Ty::Missing);
                        self.declare_local(&name, ty, LocalKind::RangeVariable);
                        self.record_local_declaration(&name);
                        i += 1;
                    }
                }
                "query_continuation" => {
                    if let Some(n) = part.as_node() {
                        let inner: Vec<SyntaxElement> = children(n).collect();
                        if let Some(name) = inner
                            .iter()
                            .find(|e| kind_of(e) == "identifier")
                            .and_then(super::ident_token)
                        {
                            self.pop_scope();
                            self.push_scope();
                            let ty = current_element.clone().unwrap_or(Ty::Missing);
                            self.declare_local(&name, ty, LocalKind::RangeVariable);
                            self.record_local_declaration(&name);
                        }
                    }
                }
                _ => {}
            }
            i += 1;
        }
        self.pop_scope();
        match result {
            Some(t) if t.is_fully_resolved() => Val::value(self.sema.generic(
                "System.Collections.Generic",
                "IEnumerable",
                vec![t],
            )),
            _ => Val::Unknown,
        }
    }

    /// `from [T] x in source`: declares `x`; returns its type.
    fn bind_from_clause(&mut self, n: &SyntaxNode) -> Ty {
        let elements: Vec<SyntaxElement> = children(n).collect();
        let in_index = elements
            .iter()
            .position(|e| kind_of(e) == "in")
            .unwrap_or(elements.len());
        let source = elements[in_index..]
            .iter()
            .find(|e| is_expression_like(e))
            .cloned();
        let source_ty = source.map(|s| self.expr_ty(&s)).unwrap_or(Ty::Missing);
        let before = &elements[..in_index];
        let identifiers: Vec<&SyntaxElement> = before
            .iter()
            .filter(|e| kind_of(e) == "identifier")
            .collect();
        let written = before.iter().find(|e| {
            is_type_kind(kind_of(e))
                && (kind_of(e) != "identifier"
                    || identifiers.len() > 1 && Some(*e) == identifiers.first().copied())
        });
        let ty = match written {
            Some(t) => self.bind_type(t, RefKind::TypeUse),
            None => self.sema.element_type(&source_ty).unwrap_or(Ty::Missing),
        };
        // `from type in …`: a contextual keyword is an `identifier` node around its token.
        if let Some(name) = identifiers.last().and_then(|e| super::ident_token(e)) {
            self.declare_local(&name, ty.clone(), LocalKind::RangeVariable);
            self.record_local_declaration(&name);
        }
        ty
    }

    /// `join x in source on a equals b [into g]`.
    fn join_clause(&mut self, n: &SyntaxNode) {
        let elements: Vec<SyntaxElement> = children(n).collect();
        let in_index = elements
            .iter()
            .position(|e| kind_of(e) == "in")
            .unwrap_or(elements.len());
        let source = elements[in_index..]
            .iter()
            .find(|e| is_expression_like(e))
            .cloned();
        let source_ty = source.map(|s| self.expr_ty(&s)).unwrap_or(Ty::Missing);
        let element = self.sema.element_type(&source_ty).unwrap_or(Ty::Missing);
        let name = elements[..in_index]
            .iter()
            .rfind(|e| kind_of(e) == "identifier")
            .and_then(super::ident_token);
        if let Some(name) = &name {
            self.declare_local(name, element.clone(), LocalKind::RangeVariable);
            self.record_local_declaration(name);
        }
        let on = elements
            .iter()
            .position(|e| kind_of(e) == "on")
            .unwrap_or(elements.len());
        for e in elements[on..].iter().filter(|e| is_expression_like(e)) {
            self.expr_expect(e, None);
        }
        if let Some(into) = elements
            .iter()
            .find(|e| kind_of(e) == "join_into_clause")
            .and_then(|e| e.as_node().cloned())
            && let Some(g) = children(&into)
                .find(|e| kind_of(e) == "identifier")
                .and_then(|e| super::ident_token(&e))
        {
            let ty = self
                .sema
                .generic("System.Collections.Generic", "IEnumerable", vec![element]);
            self.declare_local(&g, ty, LocalKind::RangeVariable);
            self.record_local_declaration(&g);
        }
    }
}
