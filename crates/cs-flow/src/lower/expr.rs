//! Expressions to operations: references (locals, parameters, fields, properties, methods),
//! calls and arguments, assignments, operators (with constant folding), conversions,
//! conditional and null-conditional forms, creations, lambdas, interpolated strings.

use cs_bind::{BoundSymbol, LocalKind};
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::{Lowerer, element_kind, is_expression, kind, name_token, parts};
use crate::constant::Const;
use crate::operation::{Access, Operation, OperationKind as K};

impl Lowerer<'_> {
    /// Lowers an expression (parentheses are not operations in C#).
    pub fn expr(&mut self, e: &SyntaxElement) -> Operation {
        self.depth += 1;
        let op = if self.depth > super::MAX_DEPTH {
            Operation::new(K::Invalid, e.text_range())
        } else {
            // Debug frames are large: 400 levels of operators need more than a thread's stack.
            let op = stacker::maybe_grow(super::STACK_RED_ZONE, super::STACK_GROWTH, || {
                self.expr_inner(e)
            });
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
            "is_pattern_expression" => {
                // Lowered once: the repair lowers the operands itself.
                if let Some(op) = self.misread_is_pattern(&p, range) {
                    return op;
                }
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
