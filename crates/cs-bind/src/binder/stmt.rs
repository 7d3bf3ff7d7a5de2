//! Statements: blocks and their local scopes, declarations (`var` included), loops,
//! `foreach` element types, `using`, `catch`, `switch` sections, local functions, `return`.

use cs_hir::{Name, Ty};
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::expr::is_expression_like;
use super::types::is_type_kind;
use super::{Binder, child_node, children, kind_of, node_kind};
use crate::model::{LocalKind, RefKind};
use crate::sema::Prim;

impl Binder<'_> {
    pub(crate) fn block(&mut self, node: &SyntaxNode) {
        self.push_scope();
        self.predeclare_local_functions(node);
        for statement in node.children() {
            self.statement(&statement);
        }
        self.pop_scope();
    }

    /// `=> expr` bodies: the expression converts to the return type.
    pub(crate) fn arrow_body(&mut self, node: &SyntaxNode) {
        let Some(e) = children(node).find(is_expression_like) else {
            return;
        };
        let expected = self
            .cx
            .return_ty
            .clone()
            .filter(|t| self.sema.prim(t) != Some(Prim::Void));
        let expected = self.async_inner(expected);
        self.expr_expect(&e, expected.as_ref());
    }

    /// In an async member `Task<T>` returns `T`.
    fn async_inner(&self, expected: Option<Ty>) -> Option<Ty> {
        let is_async = self.cx.is_async;
        match expected {
            Some(t) if is_async => self
                .sema
                .await_result(&t)
                .filter(|r| self.sema.prim(r) != Some(Prim::Void)),
            other => other,
        }
    }

    /// Local functions are in scope in their whole block.
    pub(crate) fn predeclare_local_functions(&mut self, block: &SyntaxNode) {
        let statements = block.children().flat_map(|s| {
            if node_kind(&s) == "global_statement" {
                s.children().collect::<Vec<_>>()
            } else {
                vec![s]
            }
        });
        for statement in statements.filter(|s| node_kind(s) == "local_function_statement") {
            if let Some(name) = local_function_name(&statement) {
                let ret = children(&statement)
                    .find(|c| is_type_kind(kind_of(c)) && c.as_token() != Some(&name))
                    .map(|t| self.speculate(|b| b.bind_type(&t, RefKind::TypeUse)))
                    .unwrap_or(Ty::Missing);
                self.declare_local(&name, ret, LocalKind::LocalFunction);
            }
        }
    }

    pub(crate) fn statement(&mut self, node: &SyntaxNode) {
        self.depth += 1;
        if self.depth <= super::MAX_DEPTH {
            stacker::maybe_grow(super::STACK_RED_ZONE, super::STACK_GROWTH, || {
                self.statement_inner(node)
            });
        }
        self.depth -= 1;
    }

    fn statement_inner(&mut self, node: &SyntaxNode) {
        match node_kind(node) {
            "block" => self.block(node),
            "local_declaration_statement" => {
                if let Some(d) = child_node(node, "variable_declaration") {
                    self.variable_declaration(&d, LocalKind::Local);
                }
            }
            "expression_statement" => {
                if let Some(e) = children(node).find(is_expression_like) {
                    let v = self.expr(&e, None, RefKind::Read);
                    self.settle(v, None);
                }
            }
            "return_statement" | "yield_statement" => {
                if let Some(e) = children(node).find(is_expression_like) {
                    let mut expected = self
                        .cx
                        .return_ty
                        .clone()
                        .filter(|t| self.sema.prim(t) != Some(Prim::Void));
                    if node_kind(node) == "yield_statement" {
                        expected = expected.and_then(|t| self.sema.enumerable_element(&t));
                    } else {
                        expected = self.async_inner(expected);
                    }
                    let v = self.expr_expect(&e, expected.as_ref());
                    if self.function_depth == 0
                        && !self.cx.is_async
                        && node_kind(node) == "return_statement"
                        && let Some(t) = &expected
                    {
                        self.check_assignable(&v, t, e.text_range());
                    }
                    if let Some(returns) = self.lambda_returns.last_mut() {
                        returns.push(v.ty().cloned().unwrap_or(Ty::Missing));
                    }
                }
            }
            "throw_statement" => {
                if let Some(e) = children(node).find(is_expression_like) {
                    self.expr_expect(&e, None);
                }
            }
            "if_statement" => {
                // Pattern variables of the condition stay in scope after the `if`.
                let mut seen_condition = false;
                for child in children(node) {
                    if let Some(n) = child.as_node()
                        && is_statement(n)
                    {
                        self.embedded(n);
                    } else if !seen_condition && is_expression_like(&child) {
                        seen_condition = true;
                        self.expr_expect(&child, None);
                    }
                }
            }
            "while_statement" | "do_statement" => {
                self.push_scope();
                for child in children(node) {
                    if let Some(n) = child.as_node()
                        && is_statement(n)
                    {
                        self.embedded(n);
                    } else if is_expression_like(&child) {
                        self.expr_expect(&child, None);
                    }
                }
                self.pop_scope();
            }
            "for_statement" => {
                // In flow order: initializers, condition, body, then the iterators (a local
                // the body assigns may be read by an iterator).
                self.push_scope();
                let mut semicolons = 0;
                let mut iterators = Vec::new();
                for child in children(node) {
                    if kind_of(&child) == ";" {
                        semicolons += 1;
                        continue;
                    }
                    match child.as_node() {
                        Some(n) if node_kind(n) == "variable_declaration" => {
                            self.variable_declaration(n, LocalKind::Local)
                        }
                        Some(n) if is_statement(n) => self.embedded(n),
                        _ if is_expression_like(&child) && semicolons >= 2 => iterators.push(child),
                        _ if is_expression_like(&child) => {
                            let v = self.expr(&child, None, RefKind::Read);
                            self.settle(v, None);
                        }
                        _ => {}
                    }
                }
                for iterator in iterators {
                    let v = self.expr(&iterator, None, RefKind::Read);
                    self.settle(v, None);
                }
                self.pop_scope();
            }
            "foreach_statement" => self.foreach(node),
            "using_statement" | "fixed_statement" => {
                self.push_scope();
                for child in children(node) {
                    match child.as_node() {
                        Some(n) if node_kind(n) == "variable_declaration" => {
                            self.variable_declaration(n, LocalKind::Local)
                        }
                        Some(n) if is_statement(n) => self.embedded(n),
                        _ if is_expression_like(&child) => {
                            self.expr_expect(&child, None);
                        }
                        _ => {}
                    }
                }
                self.pop_scope();
            }
            "lock_statement" | "checked_statement" | "unsafe_statement" | "labeled_statement" => {
                for child in children(node) {
                    match child.as_node() {
                        Some(n) if is_statement(n) => self.embedded(n),
                        _ if is_expression_like(&child)
                            && node_kind(node) != "labeled_statement" =>
                        {
                            self.expr_expect(&child, None);
                        }
                        _ => {}
                    }
                }
            }
            "try_statement" => {
                for child in node.children() {
                    match node_kind(&child) {
                        "block" => self.block(&child),
                        "catch_clause" => self.catch_clause(&child),
                        "finally_clause" => {
                            if let Some(b) = child_node(&child, "block") {
                                self.block(&b);
                            }
                        }
                        _ => {}
                    }
                }
            }
            "switch_statement" => self.switch_statement(node),
            "local_function_statement" => self.local_function(node),
            "goto_statement" | "break_statement" | "continue_statement" | "empty_statement" => {
                if node_kind(node) == "goto_statement" {
                    for e in children(node).filter(is_expression_like) {
                        if kind_of(&e) != "identifier" {
                            self.expr_expect(&e, None);
                        }
                    }
                }
            }
            _ => {
                for child in children(node) {
                    match child.as_node() {
                        Some(n) if is_statement(n) => self.statement(n),
                        _ if is_expression_like(&child) => {
                            self.expr_expect(&child, None);
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    /// An embedded statement (the body of `if`, `while`, ...) has its own scope.
    fn embedded(&mut self, node: &SyntaxNode) {
        self.push_scope();
        self.statement(node);
        self.pop_scope();
    }

    /// `T a = 1, b;` / `var x = e;` / `var (a, b) = e;`
    pub(crate) fn variable_declaration(&mut self, node: &SyntaxNode, kind: LocalKind) {
        let ty_element = children(node).find(|c| is_type_kind(kind_of(c)));
        let written = match &ty_element {
            Some(t) => self.bind_type(t, RefKind::TypeUse),
            None => Ty::Missing,
        };
        let is_var = matches!(written, Ty::Missing);
        let is_const = node.parent().is_some_and(|p| {
            children(&p).any(|c| kind_of(&c) == "modifier" && c.to_string().trim() == "const")
        });
        let kind = if is_const { LocalKind::Constant } else { kind };
        for declarator in node
            .children()
            .filter(|c| node_kind(c) == "variable_declarator")
        {
            let parts: Vec<SyntaxElement> = children(&declarator).collect();
            let value = parts
                .iter()
                .skip_while(|p| kind_of(p) != "=")
                .nth(1)
                .cloned();
            if let Some(pattern) = parts.iter().find(|p| kind_of(p) == "tuple_pattern") {
                let ty = value.map(|v| self.expr_ty(&v)).unwrap_or(Ty::Missing);
                self.deconstruct_designation(pattern, &ty);
                continue;
            }
            let Some(name) = parts
                .iter()
                .find(|p| kind_of(p) == "identifier")
                .and_then(super::ident_token)
            else {
                continue;
            };
            let id = if is_var {
                let ty = match &value {
                    // `var p = stackalloc T[n];` is a pointer (elsewhere stackalloc is a span).
                    Some(v) if kind_of(v) == "stackalloc_expression" => match self.expr_ty(v) {
                        Ty::Named { args, .. } if args.len() == 1 => {
                            Ty::Pointer(Box::new(args[0].clone()))
                        }
                        other => other,
                    },
                    Some(v) => self.expr_ty(v),
                    None => Ty::Missing,
                };
                self.declare_local(&name, ty, kind)
            } else {
                // The local is in scope in its own initializer (`Func<int> f = () => f();`).
                let id = self.declare_local(&name, written.clone(), kind);
                if let Some(v) = &value {
                    let bound = self.expr_expect(v, Some(&written));
                    self.check_assignable(&bound, &written, v.text_range());
                    if kind == LocalKind::Constant
                        && let super::names::Val::Value {
                            constant: Some(c), ..
                        } = bound
                    {
                        self.set_local_constant(id, c);
                    }
                }
                id
            };
            let plain_statement = node.parent().is_some_and(|p| {
                node_kind(&p) == "local_declaration_statement"
                    && !children(&p).any(|c| matches!(kind_of(&c), "using" | "modifier"))
            });
            if plain_statement && self.speculative == 0 {
                // Fields of a struct local are assigned one by one; `var` needs a value.
                let is_struct = is_var
                    || (self.sema.prim(&written).is_none()
                        && matches!(
                            self.sema.kind(&written),
                            Some(cs_hir::TypeKind::Struct | cs_hir::TypeKind::RecordStruct)
                        ));
                let constant = value.as_ref().is_some_and(|v| {
                    matches!(
                        kind_of(v),
                        "integer_literal"
                            | "real_literal"
                            | "string_literal"
                            | "verbatim_string_literal"
                            | "boolean_literal"
                            | "character_literal"
                            | "null_literal"
                    )
                });
                self.local_facts.origin.insert(
                    id,
                    (
                        super::diagnostics::LocalOrigin::Statement {
                            initialized: value.is_some(),
                            constant,
                            is_struct,
                        },
                        name.text_range(),
                        self.function_depth,
                    ),
                );
            }
            self.record_local_declaration(&name);
            if let Some(args) = child_node(&declarator, "bracketed_argument_list") {
                self.bind_argument_values(&args);
            }
        }
    }

    pub(crate) fn record_local_declaration(&mut self, name: &cs_syntax::SyntaxToken) {
        let id = crate::model::LocalId {
            document: self.document,
            offset: u32::from(name.text_range().start()),
        };
        self.record(
            name.text_range(),
            crate::model::BoundSymbol::Local(id),
            RefKind::Declaration,
        );
    }

    fn foreach(&mut self, node: &SyntaxNode) {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let in_index = parts
            .iter()
            .position(|p| kind_of(p) == "in")
            .unwrap_or(parts.len());
        let collection = parts[in_index..]
            .iter()
            .find(|p| is_expression_like(p))
            .cloned();
        let collection_ty = collection.map(|c| self.expr_ty(&c)).unwrap_or(Ty::Missing);
        let element = self
            .sema
            .element_type(&collection_ty)
            .unwrap_or(Ty::Missing);
        self.push_scope();
        let before = &parts[..in_index];
        let ty_element = before.iter().find(|p| {
            is_type_kind(kind_of(p)) && kind_of(p) != "identifier"
                || (kind_of(p) == "identifier"
                    && before.iter().filter(|q| kind_of(q) == "identifier").count() > 1
                    && Some(*p) == before.iter().find(|q| kind_of(q) == "identifier"))
        });
        let declared = match ty_element {
            Some(t) => self.bind_type(t, RefKind::TypeUse),
            None => Ty::Missing,
        };
        let ty = if matches!(declared, Ty::Missing) {
            element
        } else {
            declared
        };
        if let Some(pattern) = before.iter().find(|p| {
            matches!(
                kind_of(p),
                "tuple_pattern" | "declaration_expression" | "tuple_expression"
            )
        }) {
            if kind_of(pattern) == "declaration_expression" {
                if let Some(n) = pattern.as_node() {
                    self.declaration_expression(n, Some(&ty));
                }
            } else if kind_of(pattern) == "tuple_expression" {
                // `foreach ((string a, var b) in pairs)`.
                self.deconstruct_into(pattern, &ty);
            } else {
                self.deconstruct_designation(pattern, &ty);
            }
        } else if let Some(name) = before
            .iter()
            .rfind(|p| kind_of(p) == "identifier")
            .and_then(super::ident_token)
        {
            self.declare_local(&name, ty, LocalKind::Local);
            self.record_local_declaration(&name);
        }
        for child in parts[in_index..].iter() {
            if let Some(n) = child.as_node()
                && is_statement(n)
            {
                self.embedded(n);
            }
        }
        self.pop_scope();
    }

    fn catch_clause(&mut self, node: &SyntaxNode) {
        self.push_scope();
        for child in node.children() {
            match node_kind(&child) {
                "catch_declaration" => {
                    let parts: Vec<SyntaxElement> = children(&child)
                        .filter(|c| !matches!(kind_of(c), "(" | ")"))
                        .collect();
                    let ty = parts
                        .first()
                        .map(|t| self.bind_type(t, RefKind::TypeUse))
                        .unwrap_or(Ty::Missing);
                    if parts.len() > 1
                        && let Some(name) = parts.last().and_then(|p| p.as_token().cloned())
                    {
                        let id = self.declare_local(&name, ty, LocalKind::Local);
                        self.record_local_declaration(&name);
                        if self.speculative == 0 {
                            self.local_facts.origin.insert(
                                id,
                                (
                                    super::diagnostics::LocalOrigin::Catch,
                                    name.text_range(),
                                    self.function_depth,
                                ),
                            );
                        }
                    }
                }
                "catch_filter_clause" => {
                    if let Some(e) = children(&child).find(is_expression_like) {
                        self.expr_expect(&e, None);
                    }
                }
                "block" => self.block(&child),
                _ => {}
            }
        }
        self.pop_scope();
    }

    fn switch_statement(&mut self, node: &SyntaxNode) {
        let governing = children(node)
            .find(is_expression_like)
            .map(|e| self.expr_ty(&e))
            .unwrap_or(Ty::Missing);
        let Some(body) = child_node(node, "switch_body") else {
            return;
        };
        self.push_scope();
        // Local functions of any section are in scope in the whole switch block.
        for section in body.children().filter(|c| node_kind(c) == "switch_section") {
            self.predeclare_local_functions(&section);
        }
        for section in body.children().filter(|c| node_kind(c) == "switch_section") {
            self.push_scope();
            // The section's own scope holds its pattern variables; locals its statements
            // declare belong to the whole switch block (`case A: var v = …; case B: v = …;`).
            let mut label_names: Option<Vec<Name>> = None;
            for child in children(&section) {
                match kind_of(&child) {
                    "case" | "default" | ":" => {}
                    "when_clause" => {
                        if let Some(n) = child.as_node()
                            && let Some(e) = children(n).find(is_expression_like)
                        {
                            self.expr_expect(&e, None);
                        }
                    }
                    _ => match child.as_node() {
                        Some(n) if is_statement(n) => {
                            if label_names.is_none() {
                                label_names = Some(
                                    self.scopes
                                        .last()
                                        .map(|s| s.keys().cloned().collect())
                                        .unwrap_or_default(),
                                );
                            }
                            self.statement(n)
                        }
                        _ => self.pattern(&child, &governing),
                    },
                }
            }
            let section_scope = self.scopes.pop().unwrap_or_default();
            if let (Some(labels), Some(block)) = (label_names, self.scopes.last_mut()) {
                for (name, entry) in section_scope {
                    if !labels.contains(&name) {
                        block.insert(name, entry);
                    }
                }
            }
        }
        self.pop_scope();
    }

    fn local_function(&mut self, node: &SyntaxNode) {
        let name = local_function_name(node);
        let saved = self.cx.clone();
        let type_params: Vec<Name> = child_node(node, "type_parameter_list")
            .map(|l| {
                l.descendants_with_tokens()
                    .filter(|e| kind_of(e) == "identifier")
                    .map(|e| Name::from(e.to_string().as_str()))
                    .collect()
            })
            .unwrap_or_default();
        for p in &type_params {
            self.cx.method_type_params.push(cs_hir::TypeParamDecl {
                name: p.clone(),
                variance: cs_hir::Variance::None,
                constraints: Vec::new(),
            });
        }
        let is_async =
            children(node).any(|c| kind_of(&c) == "modifier" && c.to_string().trim() == "async");
        self.cx.is_async = is_async;
        let mut ret = Ty::Missing;
        self.function_depth += 1;
        self.push_scope();
        for child in children(node) {
            match kind_of(&child) {
                "parameter_list" => {
                    if let Some(list) = child.as_node() {
                        self.lambda_parameters(list, &[]);
                    }
                }
                "type_parameter_constraints_clause" | "attribute_list" | "type_parameter_list" => {}
                "block" => {
                    self.cx.return_ty = Some(ret.clone());
                    if is_async {
                        self.cx.return_ty = self.sema.await_result(&ret).or(Some(Ty::Missing));
                    }
                    if let Some(b) = child.as_node() {
                        self.block(b);
                    }
                }
                "arrow_expression_clause" => {
                    let expected = if is_async {
                        self.sema.await_result(&ret)
                    } else {
                        Some(ret.clone())
                    };
                    let expected = expected.filter(|t| {
                        !matches!(t, Ty::Missing) && self.sema.prim(t) != Some(Prim::Void)
                    });
                    if let Some(n) = child.as_node()
                        && let Some(e) = children(n).find(is_expression_like)
                    {
                        self.expr_expect(&e, expected.as_ref());
                    }
                }
                k if is_type_kind(k) && child.as_token() != name.as_ref() => {
                    ret = self.bind_type(&child, RefKind::TypeUse);
                }
                _ => {}
            }
        }
        self.pop_scope();
        self.function_depth -= 1;
        self.cx = saved;
        if let Some(name) = &name {
            self.record_local_declaration(name);
        }
    }
}

/// The name of a local function: the identifier before its parameter or type parameter list
/// (an identifier before it may be the return type).
fn local_function_name(node: &SyntaxNode) -> Option<cs_syntax::SyntaxToken> {
    let parts: Vec<SyntaxElement> = children(node).collect();
    let list = parts
        .iter()
        .position(|p| matches!(kind_of(p), "parameter_list" | "type_parameter_list"))?;
    parts[..list]
        .iter()
        .rev()
        .find(|p| kind_of(p) == "identifier")
        .and_then(super::ident_token)
}

pub(crate) fn is_statement(node: &SyntaxNode) -> bool {
    let k = node_kind(node);
    k.ends_with("_statement") || k == "block"
}
