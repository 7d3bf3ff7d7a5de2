//! Calls to operations: member access, invocations with their arguments (`ref`/`out`,
//! `out var` declarations) and what a call is made on.

use cs_bind::BoundSymbol;
use cs_hir::Symbol;
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::expr::set_access;
use super::{Lowerer, element_kind, is_expression, kind, name_token, parts};
use crate::constant::Const;
use crate::operation::{Access, Operation, OperationKind as K};

impl Lowerer<'_> {
    /// `a.b`: the member named by `b` with `a` as its instance (none for a type or namespace).
    pub(super) fn member_access(
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
    pub(super) fn is_type_or_namespace(&self, e: &SyntaxElement) -> bool {
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

    pub(super) fn invocation(&mut self, node: &SyntaxNode, p: &[SyntaxElement]) -> Operation {
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
    pub(super) fn call_on(&self, op: &mut Operation, target: Operation) {
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
    pub(super) fn argument_values(&mut self, list: &SyntaxNode) -> Vec<Operation> {
        list.children()
            .filter(|c| kind(c) == "argument")
            .filter_map(|a| parts(&a).into_iter().filter(is_expression).last())
            .map(|v| self.expr(&v))
            .collect()
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
}
