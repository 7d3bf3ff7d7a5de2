//! Patterns to Roslyn's pattern operations: declaration (with the local it declares), type,
//! constant, relational, recursive, negated, binary, discard and list patterns.

use cs_bind::BoundSymbol;
use cs_syntax::SyntaxElement;

use super::{Lowerer, element_kind, is_expression, parts};
use crate::operation::{Operation, OperationKind as K};

impl Lowerer<'_> {
    pub fn pattern(&mut self, p: &SyntaxElement) -> Operation {
        let range = p.text_range();
        let Some(node) = p.as_node().cloned() else {
            return match element_kind(p) {
                "discard" | "_" => Operation::new(K::DiscardPattern, range),
                _ => {
                    let value = self.expr(p);
                    Operation::new(K::ConstantPattern, range).with_children(vec![value])
                }
            };
        };
        let pp = parts(&node);
        match element_kind(p) {
            "declaration_pattern" | "var_pattern" => {
                let mut op = Operation::new(K::DeclarationPattern, range);
                op.symbol = self.designated(&node);
                op
            }
            "type_pattern" => Operation::new(K::TypePattern, range),
            "constant_pattern" => {
                let mut op = Operation::new(K::ConstantPattern, range);
                if let Some(value) = pp.first() {
                    op.children.push(self.expr(value));
                }
                op
            }
            "relational_pattern" => {
                let mut op = Operation::new(K::RelationalPattern, range);
                op.detail = pp.first().map(|t| t.to_string());
                if let Some(value) = pp.iter().find(|c| is_expression(c)) {
                    op.children.push(self.expr(value));
                }
                op
            }
            "negated_pattern" => {
                let mut op = Operation::new(K::NegatedPattern, range);
                if let Some(inner) = pp.get(1) {
                    op.children.push(self.pattern(inner));
                }
                op
            }
            "and_pattern" | "or_pattern" | "binary_pattern" => {
                let mut op = Operation::new(K::BinaryPattern, range);
                op.detail = pp.get(1).map(|t| t.to_string());
                for side in [pp.first(), pp.get(2)].into_iter().flatten() {
                    op.children.push(self.pattern(side));
                }
                op
            }
            "parenthesized_pattern" => match pp.get(1) {
                Some(inner) => self.pattern(inner),
                None => Operation::new(K::Invalid, range),
            },
            "list_pattern" => {
                let mut op = Operation::new(K::ListPattern, range);
                for inner in pp
                    .iter()
                    .filter(|c| !matches!(element_kind(c), "[" | "]" | ","))
                {
                    op.children.push(self.pattern(inner));
                }
                op
            }
            "recursive_pattern" => {
                let mut op = Operation::new(K::RecursivePattern, range);
                for clause in node.children() {
                    match super::kind(&clause) {
                        "positional_pattern_clause" | "property_pattern_clause" => {
                            for sub in clause.children().filter(|c| super::kind(c) == "subpattern")
                            {
                                let sub_parts = parts(&sub);
                                if let Some(inner) = sub_parts.last() {
                                    let mut sub_op =
                                        Operation::new(K::PropertySubpattern, sub.text_range());
                                    sub_op.children.push(self.pattern(inner));
                                    op.children.push(sub_op);
                                }
                            }
                        }
                        _ => {}
                    }
                }
                op.symbol = pp
                    .iter()
                    .filter(|c| element_kind(c) == "identifier")
                    .filter_map(name_token)
                    .filter_map(|t| self.declared(t.text_range()))
                    .find(|s| matches!(s, BoundSymbol::Local(_)));
                op
            }
            _ if is_expression(p) => {
                let value = self.expr(p);
                Operation::new(K::ConstantPattern, range).with_children(vec![value])
            }
            _ => Operation::new(K::Invalid, range),
        }
    }

    /// The local a declaration or `var` pattern declares (none for `_` or positional
    /// designations, whose locals are found by the enclosing scope).
    fn designated(&self, node: &cs_syntax::SyntaxNode) -> Option<BoundSymbol> {
        node.descendants_with_tokens()
            .filter(|t| element_kind(t) == "identifier")
            .filter_map(|t| name_token(&t))
            .filter_map(|t| self.declared(t.text_range()))
            .find(|s| matches!(s, BoundSymbol::Local(_)))
    }
}

/// The token of a name: the identifier token itself, or the keyword token inside the node a
/// contextual keyword used as a name is (`PropertyInfo property`, `{ X: var type }`).
fn name_token(element: &SyntaxElement) -> Option<cs_syntax::SyntaxToken> {
    match element {
        SyntaxElement::Token(token) => Some(token.clone()),
        SyntaxElement::Node(node) => node.first_token(),
    }
}
