//! The trees of the indirections [`super::derefs`] substituted: the reparse is checked to read
//! every bracketed operand as one plain argument, and the green tree gets back its `*` tokens,
//! its parentheses and its assignments.

use rowan::{GreenNode, GreenToken, NodeOrToken, TextRange, TextSize};

use super::derefs::Sites;
use crate::kinds::KINDS;
use crate::parse::{SyntaxElement, SyntaxNode};

/// rowan does not export its alias for this.
type GreenElement = NodeOrToken<GreenNode, GreenToken>;

/// Whether `tree` reads the brackets of every group as an element binding with one argument
/// that is an expression and nothing else: `[p + 1]`, and not `[ref p]`, `[a: p]`, `[p,]`,
/// `[out var p]`, which parentheses do not allow. Otherwise the tree would hide an error.
pub(super) fn groups_are_plain(tree: &tree_sitter::Tree, sites: &Sites) -> bool {
    sites.groups.iter().all(|&(open, close)| {
        let root = tree.root_node();
        let Some(bracket) = root.descendant_for_byte_range(open, open + 1) else {
            return false;
        };
        let Some(binding) = bracket.parent() else {
            return false;
        };
        if binding.kind_id() != KINDS.element_binding_expression.0
            || binding.byte_range() != (open..close + 1)
        {
            return false;
        }
        let mut cursor = binding.walk();
        let parts: Vec<_> = binding
            .children(&mut cursor)
            .filter(|n| !n.is_extra())
            .collect();
        let [_, argument, _] = parts[..] else {
            return false;
        };
        let mut cursor = argument.walk();
        let mut inside = argument.children(&mut cursor).filter(|n| !n.is_extra());
        argument.kind_id() == KINDS.argument.0
            && inside
                .next()
                .is_some_and(|n| n.is_named() && n.kind_id() != KINDS.declaration_expression.0)
            && inside.next().is_none()
    })
}

/// `green` with, at the sites: each element binding a parenthesized expression again, each
/// `*` a `*` token again and, where tree-sitter read an assignment as the operand of the cast
/// (`-(T*)(p = v)`), the assignment put back on top: `(*(T*)p) = v`.
pub(super) fn restore(mut green: GreenNode, sites: &Sites) -> GreenNode {
    for &(open, _) in &sites.groups {
        let root = SyntaxNode::new_root(green.clone());
        let binding = root.covering_element(one_byte(open)).parent();
        if let Some(replaced) = binding.and_then(|b| parenthesize(&b)) {
            green = replaced;
        }
    }
    for &(site, _) in &sites.stars {
        let root = SyntaxNode::new_root(green.clone());
        let Some(token) = root.covering_element(one_byte(site)).into_token() else {
            continue;
        };
        if !(token.kind() == KINDS.minus || token.kind() == KINDS.plus) || token.text() != "*" {
            continue;
        }
        let star = GreenToken::new(KINDS.star, "*");
        let Some(replaced) = replace(token.into(), star.into()) else {
            continue;
        };
        green = replaced;
        let root = SyntaxNode::new_root(green.clone());
        let operator = root.covering_element(one_byte(site));
        if let Some(rotated) = operator.parent().and_then(|prefix| rotate(&prefix)) {
            green = rotated;
        }
    }
    green
}

fn one_byte(offset: usize) -> TextRange {
    TextRange::at(TextSize::new(offset as u32), TextSize::new(1))
}

/// The root with the element binding `binding` (`[p + 1]` written `(p + 1)`) replaced by a
/// parenthesized expression.
fn parenthesize(binding: &SyntaxNode) -> Option<GreenNode> {
    if binding.kind() != KINDS.element_binding_expression {
        return None;
    }
    let children: Vec<_> = binding.children_with_tokens().collect();
    let last = children.len() - 1;
    let mut parts: Vec<GreenElement> = Vec::with_capacity(children.len());
    for (i, child) in children.into_iter().enumerate() {
        parts.push(match child {
            NodeOrToken::Token(t) if i == 0 && t.text() == "(" => {
                GreenToken::new(KINDS.l_paren, "(").into()
            }
            NodeOrToken::Token(t) if i == last && t.text() == ")" => {
                GreenToken::new(KINDS.r_paren, ")").into()
            }
            NodeOrToken::Token(_) if i == 0 || i == last => return None,
            NodeOrToken::Token(t) => t.green().to_owned().into(),
            NodeOrToken::Node(n) if n.kind() == KINDS.argument => {
                // The argument holds the expression only (see `groups_are_plain`).
                green_of(n.first_child_or_token()?)
            }
            NodeOrToken::Node(n) => n.green().into_owned().into(),
        });
    }
    let parenthesized = GreenNode::new(KINDS.parenthesized_expression, parts);
    replace(binding.clone().into(), parenthesized.into())
}

/// For `prefix` = `*(T*)…(U*)(p = v)` (casts around an assignment), the root with
/// `(*(T*)…(U*)p) = v` in its place.
fn rotate(prefix: &SyntaxNode) -> Option<GreenNode> {
    if prefix.kind() != KINDS.prefix_unary_expression {
        return None;
    }
    // The prefix and the casts, outermost first, each ending with the next.
    let mut chain = vec![prefix.clone()];
    let mut operand = prefix.last_child_or_token()?.into_node()?;
    while operand.kind() == KINDS.cast_expression {
        chain.push(operand.clone());
        operand = operand.last_child_or_token()?.into_node()?;
    }
    if chain.len() < 2 || operand.kind() != KINDS.assignment_expression {
        return None;
    }
    let assignment = operand;
    let mut inner = green_of(assignment.first_child_or_token()?);
    for node in chain.iter().rev() {
        let last = node.green().children().len() - 1;
        inner = node.green().replace_child(last, inner).into();
    }
    let assignment = assignment.green().replace_child(0, inner);
    replace(prefix.clone().into(), assignment.into())
}

fn green_of(element: SyntaxElement) -> GreenElement {
    match element {
        NodeOrToken::Node(node) => node.green().into_owned().into(),
        NodeOrToken::Token(token) => token.green().to_owned().into(),
    }
}

/// The root with `element` replaced by `new` (rowan replaces an element only by one of the
/// same kind: this replaces it in its parent).
fn replace(element: SyntaxElement, new: GreenElement) -> Option<GreenNode> {
    let parent = element.parent()?;
    let index = element.index();
    Some(parent.replace_with(parent.green().replace_child(index, new)))
}

#[cfg(test)]
mod tests {
    use crate::kinds::KINDS;
    use crate::{kind_name, parse};

    /// The tree of `statement` as nested kinds, tokens as `kind:text`, trivia left out.
    fn shape(statement: &str) -> String {
        let text =
            format!("unsafe class C {{ void M(byte* p, ulong x, bool c) {{ {statement} }} }}");
        let parse = parse(&text);
        assert_eq!(parse.syntax().text().to_string(), text);
        assert!(parse.errors().is_empty(), "{:?}", parse.errors());
        let block = parse
            .syntax()
            .descendants()
            .find(|n| n.kind() == KINDS.block)
            .unwrap();
        sexp(&block.first_child().unwrap())
    }

    fn sexp(node: &crate::SyntaxNode) -> String {
        let parts: Vec<String> = node
            .children_with_tokens()
            .filter(|e| !crate::is_trivia(e.kind()))
            .map(|e| match e {
                rowan::NodeOrToken::Node(n) => sexp(&n),
                rowan::NodeOrToken::Token(t) => format!("{}:{}", kind_name(t.kind()), t.text()),
            })
            .collect();
        format!("({} {})", kind_name(node.kind()), parts.join(" "))
    }

    #[test]
    fn the_tree_is_an_indirection_of_a_cast() {
        insta::assert_snapshot!(
            shape("*(ulong*)p = x;"),
            @"(expression_statement (assignment_expression (prefix_unary_expression *:* (cast_expression (:( (pointer_type predefined_type:ulong *:*) ):) identifier:p)) =:= identifier:x) ;:;)"
        );
        insta::assert_snapshot!(
            shape("*(ulong*)(void*)p = x = 1;"),
            @"(expression_statement (assignment_expression (prefix_unary_expression *:* (cast_expression (:( (pointer_type predefined_type:ulong *:*) ):) (cast_expression (:( (pointer_type predefined_type:void *:*) ):) identifier:p))) =:= (assignment_expression identifier:x =:= integer_literal:1)) ;:;)"
        );
        insta::assert_snapshot!(
            shape("x = *(ulong*)p + 1;"),
            @"(expression_statement (assignment_expression identifier:x =:= (binary_expression (prefix_unary_expression *:* (cast_expression (:( (pointer_type predefined_type:ulong *:*) ):) identifier:p)) +:+ integer_literal:1)) ;:;)"
        );
        insta::assert_snapshot!(
            shape("x = a -*(ulong*)p;"),
            @"(expression_statement (assignment_expression identifier:x =:= (binary_expression identifier:a -:- (prefix_unary_expression *:* (cast_expression (:( (pointer_type predefined_type:ulong *:*) ):) identifier:p)))) ;:;)"
        );
    }

    #[test]
    fn restored_tokens_have_the_kinds_of_parsed_ones() {
        // `*p` and `(p)` are parsed as they are; `*(int*)(p + 1)` and `*(p + 1)` are restored.
        let text = "unsafe class C { void M(int* p) { x = *p + (p); *(int*)(p + 1) = *(p + 1); } }";
        let parse = parse(text);
        assert!(parse.errors().is_empty(), "{:?}", parse.errors());
        let kinds = |text: &str| -> Vec<rowan::SyntaxKind> {
            let mut kinds: Vec<_> = parse
                .syntax()
                .descendants_with_tokens()
                .filter(|e| e.as_token().is_some_and(|t| t.text() == text))
                .map(|e| e.kind())
                .collect();
            kinds.dedup();
            kinds
        };
        assert_eq!(kinds("*").len(), 1, "one kind for `*`");
        assert_eq!(kinds("(").len(), 1, "one kind for `(`");
        assert_eq!(kinds(")").len(), 1, "one kind for `)`");
        let parenthesized = parse
            .syntax()
            .descendants()
            .filter(|n| n.kind() == KINDS.parenthesized_expression)
            .count();
        assert_eq!(parenthesized, 3);
    }

    #[test]
    fn the_tree_is_an_indirection_of_parentheses() {
        insta::assert_snapshot!(
            shape("*( p + 1 ) = x;"),
            @"(expression_statement (assignment_expression (prefix_unary_expression *:* (parenthesized_expression (:( (binary_expression identifier:p +:+ integer_literal:1) ):))) =:= identifier:x) ;:;)"
        );
        insta::assert_snapshot!(
            shape("*(ulong*)(p /* c */ + 8) += x;"),
            @"(expression_statement (assignment_expression (prefix_unary_expression *:* (cast_expression (:( (pointer_type predefined_type:ulong *:*) ):) (parenthesized_expression (:( (binary_expression identifier:p +:+ integer_literal:8) ):)))) +=:+= identifier:x) ;:;)"
        );
        insta::assert_snapshot!(
            shape("x = *(p);"),
            @"(expression_statement (assignment_expression identifier:x =:= (prefix_unary_expression *:* (parenthesized_expression (:( identifier:p ):)))) ;:;)"
        );
    }
}
