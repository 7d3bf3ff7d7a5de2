//! Expressions to operations: references (locals, parameters, fields, properties, methods),
//! calls and arguments, assignments, operators (with constant folding), conversions,
//! conditional and null-conditional forms, creations, lambdas, interpolated strings.

use cs_bind::{BoundSymbol, LocalKind};
use cs_hir::Symbol;
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::{Lowerer, element_kind, is_expression, kind, name_token, parts};
use crate::constant::{Const, fold_binary, fold_unary};
use crate::operation::{Access, Operation, OperationKind as K};

impl Lowerer<'_> {
    /// Lowers an expression (parentheses are not operations in C#).
    pub fn expr(&mut self, e: &SyntaxElement) -> Operation {
        self.depth += 1;
        let op = if self.depth > super::MAX_DEPTH {
            Operation::new(K::Invalid, e.text_range())
        } else {
            let op = self.expr_inner(e);
            self.typed(op)
        };
        self.depth -= 1;
        op
    }

    fn expr_inner(&mut self, e: &SyntaxElement) -> Operation {
        let range = e.text_range();
        let k = element_kind(e);
        let Some(node) = e.as_node().cloned() else {
            return match k {
                "identifier" => match name_token(e) {
                    Some(t) => self.name_reference(&t, true),
                    None => Operation::new(K::Invalid, range),
                },
                "this" | "base" => Operation::new(K::InstanceReference, range),
                _ if k.ends_with("_literal") => self.literal(&e.to_string(), range),
                _ => Operation::new(K::Invalid, range),
            };
        };
        let p = parts(&node);
        let exprs = || {
            p.iter()
                .filter(|c| is_expression(c))
                .cloned()
                .collect::<Vec<_>>()
        };
        match k {
            "parenthesized_expression" | "checked_expression" => match exprs().first() {
                Some(inner) => {
                    let mut op = self.expr(inner);
                    if k == "parenthesized_expression" && op.kind == K::Conversion && op.is_implicit
                    {
                        // The implicit conversion recorded for the parenthesized form.
                        op.range = range;
                    }
                    op
                }
                None => Operation::new(K::Invalid, range),
            },
            "ref_expression" => match exprs().first() {
                Some(inner) => self.expr(inner),
                None => Operation::new(K::Invalid, range),
            },
            "identifier" | "generic_name" => match name_token(e) {
                Some(t) => {
                    let mut op = self.name_reference(&t, true);
                    op.range = range;
                    op
                }
                None => Operation::new(K::Invalid, range),
            },
            _ if k.ends_with("_literal") && k != "interpolated_string_expression" => {
                self.literal(&node.to_string(), range)
            }
            "this_expression" => Operation::new(K::InstanceReference, range),
            "member_access_expression" => self.member_access(&node, &p, None),
            "member_binding_expression" => {
                let instance = Operation::new(K::ConditionalAccessInstance, range).implicit();
                self.member_access(&node, &p, Some(instance))
            }
            "element_binding_expression" => {
                let instance = Operation::new(K::ConditionalAccessInstance, range).implicit();
                let mut op = Operation::new(K::ArrayElementReference, range);
                op.children.push(instance);
                op.children.extend(self.argument_values(&node));
                self.element_kind(op)
            }
            "invocation_expression" => self.invocation(&node, &p),
            "element_access_expression" => {
                let mut op = Operation::new(K::ArrayElementReference, range);
                if let Some(receiver) = p.first() {
                    op.children.push(self.expr(receiver));
                }
                if let Some(args) = node
                    .children()
                    .find(|c| kind(c) == "bracketed_argument_list")
                {
                    op.children.extend(self.argument_values(&args));
                }
                self.element_kind(op)
            }
            "assignment_expression" => self.assignment(&p, range),
            "binary_expression" => self.binary(&p, range),
            "prefix_unary_expression" | "postfix_unary_expression" => self.unary(&p, range, k),
            "cast_expression" => {
                let mut op = Operation::new(K::Conversion, range).with_detail("Explicit");
                if let Some(value) = p.iter().rfind(|c| is_expression(c)) {
                    let value = self.expr(value);
                    op.constant = value.constant.clone();
                    op.children.push(value);
                }
                op
            }
            "as_expression" => {
                let mut op = Operation::new(K::Conversion, range).with_detail("TryCast");
                if let Some(value) = exprs().first() {
                    op.children.push(self.expr(value));
                }
                op
            }
            "is_expression" => {
                let mut op = Operation::new(K::IsType, range);
                if let Some(value) = exprs().first() {
                    op.children.push(self.expr(value));
                }
                op
            }
            "is_pattern_expression" if self.misread_is_pattern(&p, range).is_some() => {
                self.misread_is_pattern(&p, range).expect("just checked")
            }
            "is_pattern_expression" => {
                let mut op = Operation::new(K::IsPattern, range);
                let rest: Vec<&SyntaxElement> =
                    p.iter().filter(|c| element_kind(c) != "is").collect();
                if let Some(value) = rest.first() {
                    op.children.push(self.expr(value));
                }
                if let Some(pattern) = rest.get(1) {
                    op.children.push(self.pattern(pattern));
                }
                op
            }
            "conditional_expression" => {
                let mut op = Operation::new(K::Conditional, range);
                op.children = exprs().iter().map(|c| self.expr(c)).collect();
                if let [c, t, f] = op.children.as_slice()
                    && let Some(b) = c
                        .constant
                        .as_deref()
                        .and_then(Const::parse_display)
                        .and_then(|c| c.as_bool())
                {
                    op.constant = if b {
                        t.constant.clone()
                    } else {
                        f.constant.clone()
                    };
                }
                op
            }
            "conditional_access_expression" => {
                let rest: Vec<&SyntaxElement> =
                    p.iter().filter(|c| element_kind(c) != "?").collect();
                let mut op = Operation::new(K::ConditionalAccess, range);
                if let Some(receiver) = rest.first() {
                    op.children.push(self.expr(receiver));
                }
                if let Some(when_not_null) = rest.get(1) {
                    op.children.push(self.expr(when_not_null));
                }
                op
            }
            "object_creation_expression" | "implicit_object_creation_expression" => {
                let mut op = Operation::new(K::ObjectCreation, range);
                let type_token = p
                    .iter()
                    .find(|c| {
                        element_kind(c) != "new"
                            && !matches!(
                                element_kind(c),
                                "argument_list" | "initializer_expression"
                            )
                    })
                    .and_then(super::last_name);
                if let Some(t) = type_token {
                    op.symbol = self
                        .references(t.text_range())
                        .find(|r| r.kind == cs_bind::RefKind::Invocation)
                        .map(|r| r.symbol.clone());
                }
                if let Some(args) = node.children().find(|c| kind(c) == "argument_list") {
                    op.children.extend(self.arguments(&args));
                }
                if let Some(init) = node
                    .children()
                    .find(|c| kind(c) == "initializer_expression")
                {
                    op.children.push(self.initializer(&init, true));
                }
                op
            }
            "array_creation_expression"
            | "implicit_array_creation_expression"
            | "stackalloc_expression"
            | "implicit_stackalloc_expression"
            | "collection_expression" => {
                let mut op = Operation::new(K::ArrayCreation, range);
                for child in node
                    .descendants()
                    .filter(|d| kind(d) == "array_rank_specifier")
                {
                    for size in parts(&child).iter().filter(|c| is_expression(c)) {
                        op.children.push(self.expr(size));
                    }
                }
                if let Some(init) = node
                    .children()
                    .find(|c| kind(c) == "initializer_expression")
                {
                    op.children.push(self.initializer(&init, false));
                }
                if k == "collection_expression" {
                    let mut init = Operation::new(K::ArrayInitializer, range).implicit();
                    for element in p.iter() {
                        if is_expression(element) {
                            init.children.push(self.expr(element));
                        } else if let Some(n) = element.as_node() {
                            for inner in parts(n).iter().filter(|c| is_expression(c)) {
                                init.children.push(self.expr(inner));
                            }
                        }
                    }
                    op.children.push(init);
                }
                op
            }
            "initializer_expression" => self.initializer(&node, false),
            "anonymous_object_creation_expression" => {
                let mut op = Operation::new(K::AnonymousObjectCreation, range);
                for child in p.iter().filter(|c| is_expression(c)) {
                    op.children.push(self.expr(child));
                }
                for declarator in node.children() {
                    if let Some(value) = parts(&declarator).iter().rfind(|c| is_expression(c)) {
                        op.children.push(self.expr(value));
                    }
                }
                op
            }
            "lambda_expression" | "anonymous_method_expression" => self.lambda(&node),
            "await_expression" => self.wrap(K::Await, range, &exprs()),
            "throw_expression" => self.wrap(K::Throw, range, &exprs()),
            "typeof_expression" => Operation::new(K::TypeOf, range),
            "sizeof_expression" => Operation::new(K::SizeOf, range),
            "default_expression" => Operation::new(K::DefaultValue, range),
            "range_expression" => self.wrap(K::Range, range, &exprs()),
            "tuple_expression" => {
                let mut op = Operation::new(K::Tuple, range);
                for argument in node.children().filter(|c| kind(c) == "argument") {
                    if let Some(value) = parts(&argument).iter().rfind(|c| is_expression(c)) {
                        op.children.push(self.expr(value));
                    }
                }
                op
            }
            "declaration_expression" => self.declaration_expression(&node, Access::Write),
            "interpolated_string_expression" => {
                let mut op = Operation::new(K::InterpolatedString, range);
                for child in node.children() {
                    match kind(&child) {
                        "interpolation" => {
                            let mut part = Operation::new(K::Interpolation, child.text_range());
                            if let Some(value) = parts(&child).iter().find(|c| is_expression(c)) {
                                part.children.push(self.expr(value));
                            }
                            op.children.push(part);
                        }
                        "string_content" | "interpolated_verbatim_string_text" => op.children.push(
                            Operation::new(K::InterpolatedStringText, child.text_range()),
                        ),
                        _ => {}
                    }
                }
                op
            }
            "switch_expression" => {
                let mut op = Operation::new(K::SwitchExpression, range);
                if let Some(value) = p.first().filter(|c| is_expression(c)) {
                    op.children.push(self.expr(value));
                }
                for arm in node
                    .children()
                    .filter(|c| kind(c) == "switch_expression_arm")
                {
                    let mut arm_op = Operation::new(K::SwitchExpressionArm, arm.text_range());
                    let arm_parts = parts(&arm);
                    let mut seen_arrow = false;
                    for part in &arm_parts {
                        match element_kind(part) {
                            "=>" => seen_arrow = true,
                            "when_clause" => {
                                if let Some(n) = part.as_node()
                                    && let Some(guard) = parts(n).iter().find(|c| is_expression(c))
                                {
                                    arm_op.children.push(self.expr(guard));
                                }
                            }
                            _ if seen_arrow => arm_op.children.push(self.expr(part)),
                            _ => arm_op.children.push(self.pattern(part)),
                        }
                    }
                    arm_op.locals = pattern_locals(&arm_op);
                    op.children.push(arm_op);
                }
                op
            }
            "with_expression" => {
                let mut op = Operation::new(K::With, range);
                if let Some(value) = p.first() {
                    op.children.push(self.expr(value));
                }
                for init in node.descendants().filter(|c| kind(c) == "with_initializer") {
                    if let Some(value) = parts(&init).iter().rfind(|c| is_expression(c)) {
                        op.children.push(self.expr(value));
                    }
                }
                op
            }
            "query_expression" => {
                let mut op = Operation::new(K::TranslatedQuery, range);
                self.all_values(&node, &mut op);
                op
            }
            _ => {
                let mut op = Operation::new(K::Invalid, range);
                self.all_values(&node, &mut op);
                op
            }
        }
    }

    /// Every expression directly under a node (for forms not modelled in detail), so their
    /// reads and writes still count.
    fn all_values(&mut self, node: &SyntaxNode, op: &mut Operation) {
        for child in parts(node) {
            if is_expression(&child) {
                op.children.push(self.expr(&child));
            } else if let Some(n) = child.as_node() {
                self.all_values(n, op);
            }
        }
    }

    fn wrap(
        &mut self,
        kind: K,
        range: cs_syntax::TextRange,
        values: &[SyntaxElement],
    ) -> Operation {
        let mut op = Operation::new(kind, range);
        op.children = values.iter().map(|v| self.expr(v)).collect();
        op
    }

    fn literal(&self, text: &str, range: cs_syntax::TextRange) -> Operation {
        let mut op = Operation::new(K::Literal, range);
        op.constant = Const::parse_literal(text).map(|c| c.display());
        op
    }

    /// An element access is an array element unless binding typed the receiver as something
    /// else (then an indexer: `PropertyReference`).
    fn element_kind(&self, mut op: Operation) -> Operation {
        if let (Some(facts), Some(receiver)) = (self.facts, op.children.first())
            && let Some(ty) = facts.type_of(receiver.range)
            && !matches!(ty, cs_hir::Ty::Array { .. } | cs_hir::Ty::Pointer(_))
        {
            op.kind = K::PropertyReference;
        }
        op
    }

    /// `a.b`: the member named by `b` with `a` as its instance (none for a type or namespace).
    fn member_access(
        &mut self,
        node: &SyntaxNode,
        p: &[SyntaxElement],
        instance: Option<Operation>,
    ) -> Operation {
        let Some(name) = p.last().and_then(name_token) else {
            return Operation::new(K::Invalid, node.text_range());
        };
        let mut op = self.name_reference(&name, false);
        op.range = node.text_range();
        let receiver = match instance {
            Some(instance) => Some(instance),
            None => p
                .first()
                .filter(|r| !self.is_type_or_namespace(r))
                .map(|r| self.expr(r)),
        };
        if let Some(receiver) = receiver {
            op.children.insert(0, receiver);
        }
        op
    }

    /// A receiver that names a type or namespace (`Console.WriteLine`) is no operation.
    fn is_type_or_namespace(&self, e: &SyntaxElement) -> bool {
        if matches!(
            element_kind(e),
            "predefined_type" | "qualified_name" | "alias_qualified_name"
        ) {
            return true;
        }
        let Some(token) = super::last_name(e) else {
            return false;
        };
        self.references(token.text_range()).any(|r| {
            matches!(
                r.symbol,
                BoundSymbol::Symbol(Symbol::Type(_) | Symbol::Namespace(_))
                    | BoundSymbol::TypeParameter { .. }
            )
        })
    }

    fn invocation(&mut self, node: &SyntaxNode, p: &[SyntaxElement]) -> Operation {
        let range = node.text_range();
        let Some(function) = p.first() else {
            return Operation::new(K::Invalid, range);
        };
        let args = node.children().find(|c| kind(c) == "argument_list");
        // tree-sitter reads `a?.M(x)` as `(a?.M)(x)`: the call belongs inside the access.
        if element_kind(function) == "conditional_access_expression"
            && let Some(function_node) = function.as_node()
        {
            let access = self.expr(function);
            if access.kind == K::ConditionalAccess && access.children.len() == 2 {
                let mut access = access;
                let target = access.children.pop().expect("two children");
                let mut call = Operation::new(
                    K::Invocation,
                    cs_syntax::TextRange::new(target.range.start(), range.end()),
                );
                self.call_on(&mut call, target);
                if let Some(args) = args {
                    call.children.extend(self.arguments(&args));
                }
                let call = self.typed(call);
                access.children.push(call);
                access.range = range;
                let _ = function_node;
                return access;
            }
        }
        // `nameof(x)` when no method of that name binds.
        if element_kind(function) == "identifier"
            && function.to_string().trim() == "nameof"
            && self.references(function.text_range()).next().is_none()
        {
            let mut op = Operation::new(K::NameOf, range);
            if let Some(last) = args.as_ref().and_then(|a| {
                a.descendants_with_tokens()
                    .filter(|t| element_kind(t) == "identifier")
                    .last()
            }) {
                op.constant = Some(
                    Const::Str(last.to_string().trim().trim_start_matches('@').to_string())
                        .display(),
                );
            }
            return op;
        }
        let target = self.expr(function);
        let mut op = Operation::new(K::Invocation, range);
        self.call_on(&mut op, target);
        if let Some(args) = args {
            op.children.extend(self.arguments(&args));
        }
        op
    }

    /// The invoked method (with its instance), or `Invoke` on a delegate value.
    fn call_on(&self, op: &mut Operation, target: Operation) {
        match target.kind {
            K::MethodReference => {
                op.symbol = target.symbol.clone();
                op.children.extend(target.children);
            }
            _ => {
                op.detail = Some("Invoke".to_string());
                op.children.push(target);
            }
        }
    }

    /// The `Argument` operations of an argument list.
    pub fn arguments(&mut self, list: &SyntaxNode) -> Vec<Operation> {
        let mut out = Vec::new();
        for argument in list.children().filter(|c| kind(c) == "argument") {
            let argument_parts = parts(&argument);
            let modifier = argument_parts
                .iter()
                .map(element_kind)
                .find(|k| matches!(*k, "out" | "ref" | "in"));
            let Some(value) = argument_parts.iter().rfind(|c| is_expression(c)) else {
                continue;
            };
            let mut value_op = if element_kind(value) == "declaration_expression" {
                match value.as_node() {
                    Some(n) => self.declaration_expression(n, Access::Out),
                    None => Operation::new(K::Invalid, value.text_range()),
                }
            } else {
                self.expr(value)
            };
            if let Some(modifier) = modifier {
                set_access(
                    &mut value_op,
                    if modifier == "out" {
                        Access::Out
                    } else {
                        Access::ReadWrite
                    },
                );
            }
            let mut op = Operation::new(K::Argument, argument.text_range());
            op.detail = modifier.map(str::to_string);
            op.children.push(value_op);
            out.push(op);
        }
        out
    }

    /// The values of an argument list (indexer arguments) without `Argument` wrappers.
    fn argument_values(&mut self, list: &SyntaxNode) -> Vec<Operation> {
        list.children()
            .filter(|c| kind(c) == "argument")
            .filter_map(|a| parts(&a).into_iter().filter(is_expression).last())
            .map(|v| self.expr(&v))
            .collect()
    }

    /// `x is not null && F(out var r)` read by the grammar as `x is not (null && F(…))`: a
    /// constant pattern never holds a `&&` or `||` in C# (the pattern binds tighter), so this
    /// is `(x is not null) && F(…)`, lowered as that (else `r` would look unassigned after it).
    fn misread_is_pattern(
        &mut self,
        p: &[SyntaxElement],
        range: cs_syntax::TextRange,
    ) -> Option<Operation> {
        let rest: Vec<&SyntaxElement> = p.iter().filter(|c| element_kind(c) != "is").collect();
        let (value, pattern) = (rest.first()?, rest.get(1)?);
        let mut negations = 0;
        let mut current = pattern.as_node()?.clone();
        loop {
            match element_kind(&SyntaxElement::Node(current.clone())) {
                "negated_pattern" => {
                    negations += 1;
                    current = current.children().last()?;
                }
                "constant_pattern" => break,
                _ => return None,
            }
        }
        let binary = current.children().next()?;
        if element_kind(&SyntaxElement::Node(binary.clone())) != "binary_expression" {
            return None;
        }
        let bp = parts(&binary);
        let [left, operator, right] = bp.as_slice() else {
            return None;
        };
        let detail = match element_kind(operator) {
            "&&" => "ConditionalAnd",
            "||" => "ConditionalOr",
            _ => return None,
        };
        let test_range = cs_syntax::TextRange::new(range.start(), left.text_range().end());
        let mut pattern_op = Operation::new(K::ConstantPattern, left.text_range())
            .with_children(vec![self.expr(left)]);
        for _ in 0..negations {
            pattern_op =
                Operation::new(K::NegatedPattern, pattern_op.range).with_children(vec![pattern_op]);
        }
        let test = Operation::new(K::IsPattern, test_range)
            .with_children(vec![self.expr(value), pattern_op]);
        Some(
            Operation::new(K::Binary, range)
                .with_detail(detail)
                .with_children(vec![test, self.expr(right)]),
        )
    }

    /// `var x` / `int x` / `var (a, b)` in an `out` argument or deconstruction: a declaration
    /// holding references to the declared locals, written by `access`.
    pub fn declaration_expression(&mut self, node: &SyntaxNode, access: Access) -> Operation {
        let mut op = Operation::new(K::DeclarationExpression, node.text_range());
        for token in node
            .descendants_with_tokens()
            // A contextual keyword as the name (`out var type`) is a node around its token,
            // with the token's range.
            .filter(|t| element_kind(t) == "identifier")
        {
            if let Some(symbol) = self.declared(token.text_range())
                && matches!(symbol, BoundSymbol::Local(_))
            {
                let mut reference = Operation::new(K::LocalReference, token.text_range());
                reference.symbol = Some(symbol);
                reference.access = Some(access);
                reference.is_implicit = access == Access::Out;
                op.children.push(reference);
            }
        }
        op
    }

    fn assignment(&mut self, p: &[SyntaxElement], range: cs_syntax::TextRange) -> Operation {
        let (Some(left), Some(right)) = (p.first(), p.get(2)) else {
            return Operation::new(K::Invalid, range);
        };
        let operator = p.get(1).map(element_kind).unwrap_or("=");
        let kind = match operator {
            "=" if matches!(
                element_kind(left),
                "tuple_expression" | "declaration_expression"
            ) =>
            {
                K::DeconstructionAssignment
            }
            "=" => K::SimpleAssignment,
            "??=" => K::CoalesceAssignment,
            _ => K::CompoundAssignment,
        };
        let mut target = self.expr(left);
        let value = self.expr(right);
        let access = if matches!(kind, K::SimpleAssignment | K::DeconstructionAssignment) {
            Access::Write
        } else {
            Access::ReadWrite
        };
        set_access(&mut target, access);
        let mut op = Operation::new(kind, range).with_children(vec![target, value]);
        if kind == K::CompoundAssignment {
            op.detail = Some(operator_kind(operator.trim_end_matches('=')).to_string());
        }
        op
    }

    fn binary(&mut self, p: &[SyntaxElement], range: cs_syntax::TextRange) -> Operation {
        let (Some(left), Some(right)) = (p.first(), p.get(2)) else {
            return Operation::new(K::Invalid, range);
        };
        let operator = p.get(1).map(element_kind).unwrap_or("");
        let l = self.expr(left);
        let r = self.expr(right);
        let constant = match (
            l.constant.as_deref().and_then(Const::parse_display),
            r.constant.as_deref().and_then(Const::parse_display),
        ) {
            (Some(a), Some(b)) => fold_binary(operator, &a, &b).map(|c| c.display()),
            _ => None,
        };
        let kind = if operator == "??" {
            K::Coalesce
        } else {
            K::Binary
        };
        let mut op = Operation::new(kind, range).with_children(vec![l, r]);
        if kind == K::Binary {
            op.detail = Some(operator_kind(operator).to_string());
        }
        op.constant = constant;
        op
    }

    fn unary(&mut self, p: &[SyntaxElement], range: cs_syntax::TextRange, k: &str) -> Operation {
        let (operator, operand) = if k == "prefix_unary_expression" {
            (p.first().map(element_kind).unwrap_or(""), p.get(1))
        } else {
            (p.get(1).map(element_kind).unwrap_or(""), p.first())
        };
        let Some(operand) = operand else {
            return Operation::new(K::Invalid, range);
        };
        let mut value = self.expr(operand);
        match operator {
            "++" | "--" => {
                set_access(&mut value, Access::ReadWrite);
                let kind = if operator == "++" {
                    K::Increment
                } else {
                    K::Decrement
                };
                Operation::new(kind, range)
                    .with_detail(if k == "prefix_unary_expression" {
                        "Prefix"
                    } else {
                        "Postfix"
                    })
                    .with_children(vec![value])
            }
            // The null-forgiving `x!` is no operation.
            "!" if k == "postfix_unary_expression" => value,
            "&" => {
                set_access(&mut value, Access::AddressOf);
                Operation::new(K::AddressOf, range).with_children(vec![value])
            }
            _ => {
                let constant = value
                    .constant
                    .as_deref()
                    .and_then(Const::parse_display)
                    .and_then(|c| fold_unary(operator, &c))
                    .map(|c| c.display());
                let detail = match operator {
                    "!" => "Not",
                    "-" => "Minus",
                    "+" => "Plus",
                    "~" => "BitwiseNegation",
                    "^" => "Hat",
                    "*" => "Indirection",
                    _ => "None",
                };
                let mut op = Operation::new(K::Unary, range)
                    .with_detail(detail)
                    .with_children(vec![value]);
                op.constant = constant;
                op
            }
        }
    }

    /// `{ a, b }` (array or collection) or `{ P = 1, [0] = 2 }` (object members).
    fn initializer(&mut self, node: &SyntaxNode, object: bool) -> Operation {
        let kind = if object {
            K::ObjectOrCollectionInitializer
        } else {
            K::ArrayInitializer
        };
        let mut op = Operation::new(kind, node.text_range());
        for child in parts(node).iter().filter(|c| is_expression(c)) {
            let mut value = self.expr(child);
            if object
                && value.kind == K::SimpleAssignment
                && let Some(target) = value.children.first_mut()
            {
                // `P = 1` inside an initializer names the created object's member.
                target.children.retain(|c| c.kind != K::InstanceReference);
                target.children.insert(
                    0,
                    Operation::new(K::InstanceReference, target.range)
                        .implicit()
                        .with_detail("ImplicitReceiver"),
                );
            }
            op.children.push(value);
        }
        op
    }

    /// A lambda or anonymous method: `AnonymousFunction` over its body block.
    fn lambda(&mut self, node: &SyntaxNode) -> Operation {
        let mut op = Operation::new(K::AnonymousFunction, node.text_range());
        // The parameters: every name before the body that binding declared as a lambda
        // parameter (`x =>`, `(int x, y) =>`, `delegate (int x)`).
        let body_start = crate::body::body_of(node).map(|(_, b)| b.text_range().start());
        for token in node
            .descendants_with_tokens()
            .filter(|c| body_start.is_none_or(|s| c.text_range().end() <= s))
            .filter(|c| matches!(element_kind(c), "identifier" | "implicit_parameter"))
        {
            if let Some(BoundSymbol::Local(id)) = self.declared(token.text_range())
                && self.locals.get(&id).map(|l| l.0) == Some(LocalKind::LambdaParameter)
                && !op.locals.contains(&BoundSymbol::Local(id))
            {
                op.locals.push(BoundSymbol::Local(id));
            }
        }
        if let Some((_, body)) = crate::body::body_of(node) {
            op.children.push(self.body_block(&body, true));
        } else if let Some(body) = parts(node).into_iter().filter(is_expression).last() {
            let value = self.expr(&body);
            let range = value.range;
            let statement = Operation::new(K::Return, range)
                .implicit()
                .with_children(vec![value]);
            op.children.push(
                Operation::new(K::Block, range)
                    .implicit()
                    .with_children(vec![statement]),
            );
        }
        op
    }
}

/// Marks how a target or argument value is used: the reference itself, or the declared locals
/// of a declaration / tuple target.
pub(crate) fn set_access(op: &mut Operation, access: Access) {
    match op.kind {
        K::LocalReference | K::ParameterReference => op.access = Some(access),
        K::Tuple | K::DeclarationExpression => {
            for child in &mut op.children {
                set_access(child, access);
            }
        }
        K::Conversion if op.is_implicit => {
            for child in &mut op.children {
                set_access(child, access);
            }
        }
        _ => {}
    }
}

/// The locals pattern designations declare in an operation (switch arms, sections).
pub(crate) fn pattern_locals(op: &Operation) -> Vec<BoundSymbol> {
    op.descendants()
        .into_iter()
        .filter(|o| {
            o.kind == K::DeclarationPattern || (o.kind == K::RecursivePattern && o.symbol.is_some())
        })
        .filter_map(|o| o.symbol.clone())
        .collect()
}

/// Roslyn's `BinaryOperatorKind` name of an operator token.
fn operator_kind(operator: &str) -> &'static str {
    match operator {
        "+" => "Add",
        "-" => "Subtract",
        "*" => "Multiply",
        "/" => "Divide",
        "%" => "Remainder",
        "<<" => "LeftShift",
        ">>" => "RightShift",
        ">>>" => "UnsignedRightShift",
        "&" => "And",
        "|" => "Or",
        "^" => "ExclusiveOr",
        "&&" => "ConditionalAnd",
        "||" => "ConditionalOr",
        "==" => "Equals",
        "!=" => "NotEquals",
        "<" => "LessThan",
        "<=" => "LessThanOrEqual",
        ">" => "GreaterThan",
        ">=" => "GreaterThanOrEqual",
        _ => "None",
    }
}
