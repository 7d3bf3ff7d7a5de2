//! Operators to operations: assignments (simple, compound, coalesce), binary and unary
//! operators with constant folding, and the `is not (null && …)` misread repaired.

use cs_syntax::SyntaxElement;

use super::expr::set_access;
use super::{Lowerer, element_kind, parts};
use crate::constant::{Const, fold_binary, fold_unary};
use crate::operation::{Access, Operation, OperationKind as K};

impl Lowerer<'_> {
    /// `x is not null && F(out var r)` read by the grammar as `x is not (null && F(…))`: a
    /// constant pattern never holds a `&&` or `||` in C# (the pattern binds tighter), so this
    /// is `(x is not null) && F(…)`, lowered as that (else `r` would look unassigned after it).
    pub(super) fn misread_is_pattern(
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
        conditional_detail(&binary)?;
        Some(self.split_misread_chain(value, &binary, negations, range.start()))
    }

    /// `v is null && a && b`, read by the grammar as `v is (null && a && b)`: the chain of
    /// `&&`/`||` on the left spine is lowered as the compiler reads it, with the `is` test
    /// around the spine's leftmost operand (the real constant).
    fn split_misread_chain(
        &mut self,
        value: &SyntaxElement,
        binary: &cs_syntax::SyntaxNode,
        negations: usize,
        start: cs_syntax::TextSize,
    ) -> Operation {
        let bp = parts(binary);
        let (left, right) = (&bp[0], &bp[2]);
        let detail =
            conditional_detail(binary).expect("a conditional operator checked by the caller");
        let left_op = match left.as_node() {
            Some(inner)
                if element_kind(left) == "binary_expression"
                    && conditional_detail(inner).is_some() =>
            {
                self.split_misread_chain(value, inner, negations, start)
            }
            _ => {
                let test_range = cs_syntax::TextRange::new(start, left.text_range().end());
                let mut pattern_op = Operation::new(K::ConstantPattern, left.text_range())
                    .with_children(vec![self.expr(left)]);
                for _ in 0..negations {
                    pattern_op = Operation::new(K::NegatedPattern, pattern_op.range)
                        .with_children(vec![pattern_op]);
                }
                Operation::new(K::IsPattern, test_range)
                    .with_children(vec![self.expr(value), pattern_op])
            }
        };
        Operation::new(
            K::Binary,
            cs_syntax::TextRange::new(start, binary.text_range().end()),
        )
        .with_detail(detail)
        .with_children(vec![left_op, self.expr(right)])
    }

    pub(super) fn assignment(
        &mut self,
        p: &[SyntaxElement],
        range: cs_syntax::TextRange,
    ) -> Operation {
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

    pub(super) fn binary(&mut self, p: &[SyntaxElement], range: cs_syntax::TextRange) -> Operation {
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

    pub(super) fn unary(
        &mut self,
        p: &[SyntaxElement],
        range: cs_syntax::TextRange,
        k: &str,
    ) -> Operation {
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
}

/// Roslyn's `BinaryOperatorKind` name of an operator token.
pub(super) fn operator_kind(operator: &str) -> &'static str {
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

/// `ConditionalAnd`/`ConditionalOr` for a binary expression of `&&`/`||` with both operands.
fn conditional_detail(binary: &cs_syntax::SyntaxNode) -> Option<&'static str> {
    let bp = parts(binary);
    let [_, operator, _] = bp.as_slice() else {
        return None;
    };
    match element_kind(operator) {
        "&&" => Some("ConditionalAnd"),
        "||" => Some("ConditionalOr"),
        _ => None,
    }
}
