//! Statements to operations. Child order is fixed per kind, as the control-flow builder
//! reads it: `Conditional` [condition, whenTrue, whenFalse?]; `Loop` For [before (Block),
//! condition (or Empty), body, atLoopBottom (Block)], While [condition, body], DoWhile [body,
//! condition], ForEach [loop variable, collection, body]; `Try` [body, CatchClause…, finally
//! (Block, detail `Finally`)?]; `CatchClause` [filter (or Empty), handler]; `Using`/`Lock`
//! [resources, body]; `Switch` [value, SwitchCase…], `SwitchCase` [CaseClause…, statements…].

use cs_bind::BoundSymbol;
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::expr::pattern_locals;
use super::{Lowerer, direct_locals, element_kind, is_expression, is_statement_kind, kind, parts};
use crate::operation::{Access, Operation, OperationKind as K};

impl Lowerer<'_> {
    pub fn statement(&mut self, node: &SyntaxNode) -> Operation {
        self.depth += 1;
        let op = if self.depth > super::MAX_DEPTH {
            Operation::new(K::Invalid, node.text_range())
        } else {
            stacker::maybe_grow(super::STACK_RED_ZONE, super::STACK_GROWTH, || {
                self.statement_inner(node)
            })
        };
        self.depth -= 1;
        op
    }

    fn statements_of(&mut self, node: &SyntaxNode) -> Vec<Operation> {
        node.children()
            .filter(|c| is_statement_kind(kind(c)))
            .map(|c| self.statement(&c))
            .collect()
    }

    fn first_expr(&mut self, node: &SyntaxNode) -> Option<Operation> {
        parts(node)
            .iter()
            .find(|c| is_expression(c))
            .map(|e| self.expr(e))
    }

    fn statement_inner(&mut self, node: &SyntaxNode) -> Operation {
        let range = node.text_range();
        let p = parts(node);
        match kind(node) {
            "block" | "checked_statement" | "unsafe_statement" => {
                let inner = if kind(node) == "block" {
                    node.clone()
                } else {
                    match node.children().find(|c| kind(c) == "block") {
                        Some(b) => b,
                        None => return Operation::new(K::Block, range),
                    }
                };
                let mut op =
                    Operation::new(K::Block, range).with_children(self.statements_of(&inner));
                op.locals = direct_locals(&op);
                op
            }
            "local_declaration_statement" => {
                let is_using = p.iter().any(|c| element_kind(c) == "using");
                let is_const = p
                    .iter()
                    .any(|c| element_kind(c) == "modifier" && c.to_string().trim() == "const");
                let declaration = node
                    .children()
                    .find(|c| kind(c) == "variable_declaration")
                    .map(|d| self.variable_declaration(&d))
                    .unwrap_or_else(|| Operation::new(K::Invalid, range));
                let mut op = Operation::new(
                    if is_using {
                        K::UsingDeclaration
                    } else {
                        K::VariableDeclarationGroup
                    },
                    range,
                )
                .with_children(vec![declaration]);
                if is_const {
                    op.detail = Some("Const".to_string());
                }
                op
            }
            "expression_statement" => {
                let mut op = Operation::new(K::ExpressionStatement, range);
                op.children.extend(self.first_expr(node));
                op
            }
            "return_statement" => {
                let mut op = Operation::new(K::Return, range);
                op.children.extend(self.first_expr(node));
                op
            }
            "yield_statement" => {
                if p.iter().any(|c| element_kind(c) == "break") {
                    Operation::new(K::YieldBreak, range)
                } else {
                    let mut op = Operation::new(K::YieldReturn, range);
                    op.children.extend(self.first_expr(node));
                    op
                }
            }
            "throw_statement" => {
                let mut op = Operation::new(K::Throw, range);
                op.children.extend(self.first_expr(node));
                op
            }
            "if_statement" => {
                let mut op = Operation::new(K::Conditional, range);
                op.children.extend(self.first_expr(node));
                for statement in node.children().filter(|c| is_statement_kind(kind(c))) {
                    op.children.push(self.statement(&statement));
                }
                // The condition's pattern variables belong to the enclosing scope.
                op
            }
            "while_statement" | "do_statement" => {
                let is_do = kind(node) == "do_statement";
                let mut op = Operation::new(K::Loop, range).with_detail(if is_do {
                    "DoWhile"
                } else {
                    "While"
                });
                let condition = self
                    .first_expr(node)
                    .unwrap_or_else(|| Operation::new(K::Invalid, range));
                let body = node
                    .children()
                    .find(|c| is_statement_kind(kind(c)))
                    .map(|b| self.statement(&b))
                    .unwrap_or_else(|| Operation::new(K::Empty, range).implicit());
                op.locals = pattern_locals(&condition);
                op.children = if is_do {
                    vec![body, condition]
                } else {
                    vec![condition, body]
                };
                op
            }
            "for_statement" => self.for_loop(node, &p),
            "foreach_statement" => self.foreach(node, &p),
            "break_statement" => Operation::new(K::Branch, range).with_detail("Break"),
            "continue_statement" => Operation::new(K::Branch, range).with_detail("Continue"),
            "goto_statement" => {
                let mut op = Operation::new(K::Branch, range).with_detail("GoTo");
                if p.iter().any(|c| element_kind(c) == "case") {
                    op.detail = Some("GoToCase".to_string());
                    op.children.extend(self.first_expr(node));
                } else if p.iter().any(|c| element_kind(c) == "default") {
                    op.detail = Some("GoToDefault".to_string());
                } else if let Some(label) = p.iter().find(|c| element_kind(c) == "identifier") {
                    op.constant = Some(label.to_string().trim().to_string());
                }
                op
            }
            "labeled_statement" => {
                let mut op = Operation::new(K::Labeled, range);
                op.constant = p
                    .iter()
                    .find(|c| element_kind(c) == "identifier")
                    .map(|l| l.to_string().trim().to_string());
                if let Some(statement) = node.children().find(|c| is_statement_kind(kind(c))) {
                    op.children.push(self.statement(&statement));
                }
                op
            }
            "try_statement" => self.try_statement(node),
            "using_statement" | "fixed_statement" | "lock_statement" => {
                let op_kind = match kind(node) {
                    "lock_statement" => K::Lock,
                    "using_statement" => K::Using,
                    _ => K::Block,
                };
                let mut op = Operation::new(op_kind, range);
                let resources =
                    if let Some(d) = node.children().find(|c| kind(c) == "variable_declaration") {
                        let declaration = self.variable_declaration(&d);
                        Operation::new(K::VariableDeclarationGroup, d.text_range())
                            .implicit()
                            .with_children(vec![declaration])
                    } else {
                        self.first_expr(node)
                            .unwrap_or_else(|| Operation::new(K::Empty, range).implicit())
                    };
                let body = node
                    .children()
                    .filter(|c| is_statement_kind(kind(c)))
                    .last()
                    .map(|b| self.statement(&b))
                    .unwrap_or_else(|| Operation::new(K::Empty, range).implicit());
                op.children = vec![resources, body];
                op.locals = direct_locals(
                    &Operation::new(K::Block, range).with_children(vec![op.children[0].clone()]),
                );
                op
            }
            "switch_statement" => self.switch_statement(node),
            "local_function_statement" => {
                let mut op = Operation::new(K::LocalFunction, range);
                op.symbol = p
                    .iter()
                    .filter(|c| element_kind(c) == "identifier")
                    .find_map(|c| self.declared(c.text_range()));
                if let Some((_, body)) = crate::body::body_of(node) {
                    let returns = !p.iter().any(|c| {
                        element_kind(c) == "predefined_type" && c.to_string().trim() == "void"
                    });
                    op.children.push(self.body_block(&body, returns));
                }
                op
            }
            "empty_statement" => Operation::new(K::Empty, range),
            "global_statement" => match node.children().next() {
                Some(inner) => self.statement(&inner),
                None => Operation::new(K::Empty, range),
            },
            _ => {
                let mut op = Operation::new(K::Invalid, range);
                for child in p {
                    if is_expression(&child) {
                        op.children.push(self.expr(&child));
                    } else if let Some(n) = child.as_node()
                        && is_statement_kind(kind(n))
                    {
                        op.children.push(self.statement(n));
                    }
                }
                op
            }
        }
    }

    /// `int a = 1, b;`: a `VariableDeclaration` of declarators with their initializers.
    pub fn variable_declaration(&mut self, node: &SyntaxNode) -> Operation {
        let mut op = Operation::new(K::VariableDeclaration, node.text_range());
        for declarator in node.children().filter(|c| kind(c) == "variable_declarator") {
            let dp = parts(&declarator);
            let mut d = Operation::new(K::VariableDeclarator, declarator.text_range());
            d.symbol = dp
                .iter()
                .find(|c| element_kind(c) == "identifier")
                .and_then(|n| self.declared(n.text_range()));
            if d.symbol.is_none() {
                // `var (a, b) = t`: the designation declares several locals.
                let eq = dp
                    .iter()
                    .position(|c| element_kind(c) == "=")
                    .unwrap_or(dp.len());
                let tokens = dp[..eq].iter().flat_map(|part| match part {
                    SyntaxElement::Node(n) => n.descendants_with_tokens().collect::<Vec<_>>(),
                    token => vec![token.clone()],
                });
                for token in tokens.filter(|t| element_kind(t) == "identifier") {
                    if let Some(symbol @ BoundSymbol::Local(_)) = self.declared(token.text_range())
                    {
                        d.locals.push(symbol);
                    }
                }
            }
            if let Some(eq) = dp.iter().position(|c| element_kind(c) == "=")
                && let Some(value) = dp.get(eq + 1)
            {
                let value = self.expr(value);
                let init_range =
                    cs_syntax::TextRange::new(dp[eq].text_range().start(), value.range.end());
                d.children.push(
                    Operation::new(K::VariableInitializer, init_range).with_children(vec![value]),
                );
            }
            op.children.push(d);
        }
        op
    }

    fn for_loop(&mut self, node: &SyntaxNode, p: &[SyntaxElement]) -> Operation {
        let range = node.text_range();
        let mut before = Operation::new(K::Block, range).implicit();
        let mut condition = None;
        let mut bottom = Operation::new(K::Block, range).implicit();
        let mut body = None;
        let mut semicolons = 0;
        for child in p {
            match element_kind(child) {
                ";" => semicolons += 1,
                "variable_declaration" => {
                    if let Some(n) = child.as_node() {
                        let declaration = self.variable_declaration(n);
                        before.children.push(
                            Operation::new(K::VariableDeclarationGroup, n.text_range())
                                .implicit()
                                .with_children(vec![declaration]),
                        );
                    }
                }
                k if is_statement_kind(k) => body = child.as_node().map(|n| self.statement(n)),
                _ if is_expression(child) => {
                    let value = self.expr(child);
                    match semicolons {
                        0 => before.children.push(
                            Operation::new(K::ExpressionStatement, value.range)
                                .implicit()
                                .with_children(vec![value]),
                        ),
                        1 => condition = Some(value),
                        _ => bottom.children.push(
                            Operation::new(K::ExpressionStatement, value.range)
                                .implicit()
                                .with_children(vec![value]),
                        ),
                    }
                }
                _ => {}
            }
        }
        let mut op = Operation::new(K::Loop, range).with_detail("For");
        op.locals = direct_locals(&before);
        op.children = vec![
            before,
            condition.unwrap_or_else(|| Operation::new(K::Empty, range).implicit()),
            body.unwrap_or_else(|| Operation::new(K::Empty, range).implicit()),
            bottom,
        ];
        op
    }

    fn foreach(&mut self, node: &SyntaxNode, p: &[SyntaxElement]) -> Operation {
        let range = node.text_range();
        let mut op = Operation::new(K::Loop, range).with_detail("ForEach");
        let in_index = p.iter().position(|c| element_kind(c) == "in").unwrap_or(0);
        // The loop variable: `var x`, `int x`, `var (a, b)`.
        let declared_range = match (p.first(), in_index.checked_sub(1).and_then(|i| p.get(i))) {
            (Some(first), Some(last)) if in_index > 0 => {
                cs_syntax::TextRange::new(first.text_range().start(), last.text_range().end())
            }
            _ => range,
        };
        let declared_range = p
            .iter()
            .position(|c| element_kind(c) == "(")
            .and_then(|open| p.get(open + 1))
            .map(|first| {
                cs_syntax::TextRange::new(first.text_range().start(), declared_range.end())
            })
            .unwrap_or(declared_range);
        let mut variable = Operation::new(K::VariableDeclarator, declared_range).implicit();
        for token in p[..in_index]
            .iter()
            .filter(|c| !matches!(element_kind(c), "foreach" | "(" | "await"))
            .flat_map(|c| match c {
                SyntaxElement::Token(t) => vec![SyntaxElement::Token(t.clone())],
                SyntaxElement::Node(n) => n.descendants_with_tokens().collect(),
            })
            .filter(|c| element_kind(c) == "identifier")
        {
            if let Some(symbol @ BoundSymbol::Local(_)) = self.declared(token.text_range()) {
                let mut reference =
                    Operation::new(K::LocalReference, token.text_range()).implicit();
                reference.symbol = Some(symbol.clone());
                reference.access = Some(Access::Write);
                variable.children.push(reference);
                op.locals.push(symbol);
            }
        }
        let collection = p[in_index..]
            .iter()
            .find(|c| is_expression(c))
            .map(|c| self.expr(c))
            .unwrap_or_else(|| Operation::new(K::Invalid, range));
        let body = node
            .children()
            .filter(|c| is_statement_kind(kind(c)))
            .last()
            .map(|b| self.statement(&b))
            .unwrap_or_else(|| Operation::new(K::Empty, range).implicit());
        op.children = vec![variable, collection, body];
        op
    }

    fn try_statement(&mut self, node: &SyntaxNode) -> Operation {
        let mut op = Operation::new(K::Try, node.text_range());
        for child in node.children() {
            match kind(&child) {
                "block" => op.children.push(self.statement(&child)),
                "catch_clause" => {
                    let mut clause = Operation::new(K::CatchClause, child.text_range());
                    let mut filter = Operation::new(K::Empty, child.text_range()).implicit();
                    // `catch { }` catches everything: Roslyn names the type `object`.
                    clause.detail = Some("object".to_string());
                    let mut handler = Operation::new(K::Block, child.text_range());
                    for part in child.children() {
                        match kind(&part) {
                            "catch_declaration" => {
                                let cp = parts(&part);
                                clause.detail = cp
                                    .iter()
                                    .find(|c| !matches!(element_kind(c), "(" | ")"))
                                    .map(|t| t.to_string().trim().to_string());
                                clause.constant = None;
                                // The declared name is the identifier after the type,
                                // which may itself be one (`Exception ex`) or not
                                // (`System.InvalidOperationException ex`).
                                clause.symbol = cp
                                    .iter()
                                    .filter(|c| element_kind(c) == "identifier")
                                    .find_map(|c| self.declared(c.text_range()));
                                clause.locals.extend(clause.symbol.clone());
                            }
                            "catch_filter_clause" => {
                                if let Some(value) = self.first_expr(&part) {
                                    filter = value;
                                }
                            }
                            "block" => handler = self.statement(&part),
                            _ => {}
                        }
                    }
                    clause.children = vec![filter, handler];
                    op.children.push(clause);
                }
                "finally_clause" => {
                    if let Some(block) = child.children().find(|c| kind(c) == "block") {
                        let mut finally = self.statement(&block);
                        finally.detail = Some("Finally".to_string());
                        op.children.push(finally);
                    }
                }
                _ => {}
            }
        }
        op
    }

    fn switch_statement(&mut self, node: &SyntaxNode) -> Operation {
        let mut op = Operation::new(K::Switch, node.text_range());
        op.children.push(
            self.first_expr(node)
                .unwrap_or_else(|| Operation::new(K::Invalid, node.text_range())),
        );
        let Some(body) = node.children().find(|c| kind(c) == "switch_body") else {
            return op;
        };
        // tree-sitter gives `case 1:` without statements a section of its own: in C# it is
        // a label of the next section.
        let mut carried: Vec<Operation> = Vec::new();
        let mut carried_start = None;
        for section in body.children().filter(|c| kind(c) == "switch_section") {
            let section_range = cs_syntax::TextRange::new(
                carried_start.unwrap_or(section.text_range().start()),
                section.text_range().end(),
            );
            let mut case = Operation::new(K::SwitchCase, section_range);
            case.children.append(&mut carried);
            let sp = parts(&section);
            let mut i = 0;
            while i < sp.len() {
                let part = &sp[i];
                match element_kind(part) {
                    "case" => {
                        let start = part.text_range().start();
                        let mut clause =
                            Operation::new(K::CaseClause, part.text_range()).with_detail("Pattern");
                        i += 1;
                        while i < sp.len() && element_kind(&sp[i]) != ":" {
                            if element_kind(&sp[i]) == "when_clause" {
                                if let Some(n) = sp[i].as_node()
                                    && let Some(guard) = self.first_expr(n)
                                {
                                    clause.children.push(guard);
                                }
                            } else {
                                clause.children.push(self.pattern(&sp[i]));
                            }
                            i += 1;
                        }
                        let end = sp.get(i).map(|c| c.text_range().end()).unwrap_or(start);
                        clause.range = cs_syntax::TextRange::new(start, end);
                        case.children.push(clause);
                    }
                    "default" => {
                        let end = sp
                            .get(i + 1)
                            .map(|c| c.text_range().end())
                            .unwrap_or(part.text_range().end());
                        case.children.push(
                            Operation::new(
                                K::CaseClause,
                                cs_syntax::TextRange::new(part.text_range().start(), end),
                            )
                            .with_detail("Default"),
                        );
                        i += 1;
                    }
                    k if is_statement_kind(k) => {
                        if let Some(n) = part.as_node() {
                            case.children.push(self.statement(n));
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
            if !case.children.iter().any(|c| c.kind != K::CaseClause) {
                carried_start.get_or_insert(section.text_range().start());
                carried = std::mem::take(&mut case.children);
                continue;
            }
            carried_start = None;
            case.locals = pattern_locals(
                &Operation::new(K::Block, section.text_range()).with_children(
                    case.children
                        .iter()
                        .filter(|c| c.kind == K::CaseClause)
                        .cloned()
                        .collect(),
                ),
            );
            let statements = Operation::new(K::Block, section.text_range()).with_children(
                case.children
                    .iter()
                    .filter(|c| c.kind != K::CaseClause)
                    .cloned()
                    .collect(),
            );
            case.locals.extend(direct_locals(&statements));
            op.children.push(case);
        }
        if !carried.is_empty() {
            let range = carried[0].range;
            op.children
                .push(Operation::new(K::SwitchCase, range).with_children(carried));
        }
        op
    }
}
