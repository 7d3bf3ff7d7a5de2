//! Repair of a grammar misread: the last operand of a pattern absorbing the operators after it.
//!
//! The grammar reads `n is > 0 and < 10 && z.Length > 0 ? z : ""` as `n is > 0 and < (10 &&
//! z.Length > 0 ? z : "")` and `s is not null && F(out var r)` as `s is not (null && F(…))`: the
//! expression of a relational or constant pattern takes any expression. In C# it is a shift
//! expression (the compiler parses it at the precedence above relational), so an operator of
//! relational precedence or lower (`<`, `==`, `&`, `|`, `&&`, `||`, `??`, `?:`) that follows
//! ends the `is` expression. The tree is re-bracketed as the compiler reads it, keeping every
//! token in place: `((n is > 0 and < 10) && z.Length > 0) ? z : ""`.
//!
//! The same misread can put a postfix operator on the absorbed expression (`s is not null && F(out
//! var c) && G()?.Trim() is { } t` is read with `?.Trim()` applied to `null && … && G()`) and make
//! that expression the left operand of a further `is`. Neither shape exists in a correct tree (a
//! postfix operator's receiver or an `is` operand of lower precedence needs parentheses), so those
//! are re-bracketed too: the postfix operator goes to the last operand, the `is` test to the right
//! operand.

use rowan::{GreenNode, GreenToken, NodeOrToken};

use crate::kinds::kind_name;
use crate::parse::SyntaxNode;

type Element = NodeOrToken<GreenNode, GreenToken>;

/// The tree with every misread `is` pattern re-bracketed.
pub(crate) fn repair(mut green: GreenNode) -> GreenNode {
    // Misreads are rare: each repair rebuilds the path to the root and the search restarts.
    // Every repair moves a node below a binary operator, so this ends; the bound is a guard.
    for _ in 0..10_000 {
        let root = SyntaxNode::new_root(green.clone());
        let Some((node, repaired)) = root.descendants().find_map(|n| {
            let repaired = match kind_name(n.kind()) {
                "is_pattern_expression" => rebracket(&n).or_else(|| is_below(&n)),
                "invocation_expression"
                | "conditional_access_expression"
                | "member_access_expression"
                | "element_access_expression"
                | "postfix_unary_expression" => postfix_below(&n),
                _ => None,
            };
            repaired.map(|r| (n, r))
        }) else {
            return green;
        };
        green = replace(&node, repaired);
    }
    green
}

/// A postfix operator whose receiver is a binary or conditional expression, misread: the
/// operator applies to that expression's last operand (`a && G()?.Trim()`).
fn postfix_below(postfix: &SyntaxNode) -> Option<GreenNode> {
    let green = postfix.green().into_owned();
    let receiver = green.children().next()?.into_node()?.to_owned();
    let kind = kind_name(receiver.kind());
    if kind != "binary_expression" && kind != "conditional_expression" {
        return None;
    }
    let NodeOrToken::Node(last) = receiver.children().last().map(to_owned)? else {
        return None;
    };
    let moved = replace_first(&green, last);
    Some(replace_last(&receiver, NodeOrToken::Node(moved)))
}

/// An `is` test whose operand is a binary expression looser than relational (or a conditional
/// one), misread: the test applies to that expression's right operand (`a && G() is { } t`).
fn is_below(is: &SyntaxNode) -> Option<GreenNode> {
    let green = is.green().into_owned();
    let operand = green.children().next()?.into_node()?.to_owned();
    if looseness(&operand)? >= RELATIONAL {
        return None;
    }
    let NodeOrToken::Node(last) = operand.children().last().map(to_owned)? else {
        return None;
    };
    let moved = replace_first(&green, last);
    Some(replace_last(&operand, NodeOrToken::Node(moved)))
}

/// Replaces `node` (an `is` expression) by `repaired` and fixes the grouping with a binary
/// operator whose right operand it was: `a && x is null || b` is `(a && x is null) || b`.
fn replace(node: &SyntaxNode, mut repaired: GreenNode) -> GreenNode {
    let mut target = node.clone();
    while let Some(parent) = target.parent() {
        let is_last = parent.last_child().as_ref() == Some(&target);
        let parent_green = parent.green().into_owned();
        let Some(outer) = binary_precedence(&parent_green) else {
            break;
        };
        if !is_last || !binds_looser(&repaired, outer) {
            break;
        }
        // parent = A op (repaired): the spine nodes of `repaired` looser than `op` go above.
        let parent_children: Vec<Element> = parent_green.children().map(to_owned).collect();
        repaired = regroup(&parent_green, parent_children, repaired, outer);
        target = parent;
    }
    // rowan replaces a node only by one of its kind: replace the child in its parent.
    match target.parent() {
        Some(parent) => {
            let parent_green = parent
                .green()
                .replace_child(target.index(), NodeOrToken::Node(repaired));
            parent.replace_with(parent_green)
        }
        None => repaired,
    }
}

/// `parent` is `A op R`; returns the tree of the same tokens where the nodes of `R`'s left
/// spine that bind looser than `op` are above `A op …`.
fn regroup(
    parent: &GreenNode,
    mut parent_children: Vec<Element>,
    r: GreenNode,
    outer: u8,
) -> GreenNode {
    if !binds_looser(&r, outer) {
        parent_children.pop();
        parent_children.push(NodeOrToken::Node(r));
        return GreenNode::new(parent.kind(), parent_children);
    }
    let mut children: Vec<Element> = r.children().map(to_owned).collect();
    match children.first().cloned() {
        Some(NodeOrToken::Node(first)) => {
            children[0] = NodeOrToken::Node(regroup(parent, parent_children, first, outer));
        }
        Some(token) => {
            parent_children.pop();
            parent_children.push(token);
            children[0] = NodeOrToken::Node(GreenNode::new(parent.kind(), parent_children));
        }
        None => return r,
    }
    GreenNode::new(r.kind(), children)
}

/// True when `node`'s top operator binds looser than a binary operator of precedence `outer`
/// on its left (left-associative at equal precedence, except `??`).
fn binds_looser(node: &GreenNode, outer: u8) -> bool {
    match looseness(node) {
        Some(p) if p == COALESCE && outer == COALESCE => false,
        Some(p) => p <= outer,
        None => false,
    }
}

const CONDITIONAL: u8 = 1;
const COALESCE: u8 = 2;
/// Relational operators, `is` and `as`: an operator at this precedence or lower ends a pattern.
const RELATIONAL: u8 = 9;

/// The precedence of a binary expression's operator (higher binds tighter), for operators of
/// relational precedence or lower.
fn binary_precedence(node: &GreenNode) -> Option<u8> {
    if kind_name(node.kind()) != "binary_expression" {
        return None;
    }
    // The operator is the token after the left operand (itself a node or a token).
    let operator = node
        .children()
        .filter(|c| c.as_token().is_none_or(|t| !crate::is_trivia(t.kind())))
        .nth(1)?
        .into_token()?;
    Some(match kind_name(operator.kind()) {
        "??" => COALESCE,
        "||" => 3,
        "&&" => 4,
        "|" => 5,
        "^" => 6,
        "&" => 7,
        "==" | "!=" => 8,
        "<" | ">" | "<=" | ">=" => RELATIONAL,
        _ => return None,
    })
}

/// The precedence of `node` when it is an expression that cannot be a pattern's operand.
fn looseness(node: &GreenNode) -> Option<u8> {
    if kind_name(node.kind()) == "conditional_expression" {
        return Some(CONDITIONAL);
    }
    binary_precedence(node)
}

/// The repaired tree of a misread `is` expression, or `None` when it was read right.
fn rebracket(is: &SyntaxNode) -> Option<GreenNode> {
    let green = is.green().into_owned();
    let pattern = last_node(&green)?;
    let operand = pattern_operand(&pattern)?.into_node()?;
    looseness(&operand)?;
    // The left spine of the absorbed expression, down to the pattern's real operand.
    let mut spine = vec![operand];
    loop {
        let last = spine.last().expect("the spine starts with the operand");
        let first = last.children().next().map(to_owned)?;
        match first {
            NodeOrToken::Node(node) if looseness(&node).is_some() => spine.push(node),
            // `first` is the operand: the `is` expression ends with it.
            first => {
                let pattern = with_operand(&pattern, first)?;
                let mut inner = replace_last(&green, NodeOrToken::Node(pattern));
                while let Some(node) = spine.pop() {
                    inner = replace_first(&node, inner);
                }
                return Some(inner);
            }
        }
    }
}

/// The expression a pattern ends with, when the pattern can end with an expression: the last
/// pattern of `and`/`or`/`not`, the expression of a relational or constant pattern.
fn pattern_operand(pattern: &GreenNode) -> Option<Element> {
    match kind_name(pattern.kind()) {
        "and_pattern" | "or_pattern" | "negated_pattern" => pattern_operand(&last_node(pattern)?),
        "relational_pattern" | "constant_pattern" => pattern.children().last().map(to_owned),
        _ => None,
    }
}

/// `pattern` with the expression it ends with replaced by `operand`.
fn with_operand(pattern: &GreenNode, operand: Element) -> Option<GreenNode> {
    match kind_name(pattern.kind()) {
        "and_pattern" | "or_pattern" | "negated_pattern" => {
            let inner = with_operand(&last_node(pattern)?, operand)?;
            Some(replace_last(pattern, NodeOrToken::Node(inner)))
        }
        "relational_pattern" | "constant_pattern" => Some(replace_last(pattern, operand)),
        _ => None,
    }
}

fn to_owned(child: NodeOrToken<&rowan::GreenNodeData, &rowan::GreenTokenData>) -> Element {
    match child {
        NodeOrToken::Node(n) => NodeOrToken::Node(n.to_owned()),
        NodeOrToken::Token(t) => NodeOrToken::Token(t.to_owned()),
    }
}

/// The last child of `node` when it is a node (a node ends at its last token: no trivia after).
fn last_node(node: &GreenNode) -> Option<GreenNode> {
    node.children().last()?.into_node().map(|n| n.to_owned())
}

fn replace_last(node: &GreenNode, last: Element) -> GreenNode {
    let mut children: Vec<Element> = node.children().map(to_owned).collect();
    children.pop();
    children.push(last);
    GreenNode::new(node.kind(), children)
}

fn replace_first(node: &GreenNode, first: GreenNode) -> GreenNode {
    let mut children: Vec<Element> = node.children().map(to_owned).collect();
    children[0] = NodeOrToken::Node(first);
    GreenNode::new(node.kind(), children)
}

#[cfg(test)]
mod tests {
    /// The tree as nested kinds of the named nodes, e.g. `(binary_expression (…) …)`.
    fn shape(text: &str) -> String {
        let parse = crate::parse(text);
        assert!(parse.errors().is_empty(), "{:?}", parse.errors());
        let root = parse.syntax();
        let expr = root
            .descendants()
            .find(|n| crate::kind_name(n.kind()) == "variable_declarator")
            .and_then(|d| d.last_child())
            .expect("a declarator with a value");
        assert_eq!(root.text().to_string(), text, "the tree stays lossless");
        sexp(&expr)
    }

    fn sexp(node: &crate::SyntaxNode) -> String {
        let mut out = format!("({}", crate::kind_name(node.kind()));
        for child in node.children_with_tokens() {
            match child {
                rowan::NodeOrToken::Node(n) => {
                    out.push(' ');
                    out.push_str(&sexp(&n));
                }
                rowan::NodeOrToken::Token(t) if !crate::is_trivia(t.kind()) => {
                    out.push(' ');
                    out.push_str(t.text());
                }
                _ => {}
            }
        }
        out.push(')');
        out
    }

    fn in_method(expr: &str) -> String {
        shape(&format!("class A {{ void M() {{ var v = {expr}; }} }}"))
    }

    #[test]
    fn a_relational_pattern_ends_before_a_conditional_and() {
        assert_eq!(
            in_method("n is > 0 and < 10 && z.Length > 0 ? z : \"\""),
            "(conditional_expression (binary_expression (is_pattern_expression n is \
             (and_pattern (relational_pattern > 0) and (relational_pattern < \
             10))) && (binary_expression (member_access_expression z . \
             Length) > 0)) ? z : (string_literal \" \"))"
        );
    }

    #[test]
    fn a_constant_pattern_ends_before_a_conditional_and() {
        assert_eq!(
            in_method("s is not null && F(out var r) && r"),
            "(binary_expression (binary_expression (is_pattern_expression s is (negated_pattern \
             not (constant_pattern null))) && (invocation_expression F \
             (argument_list ( (argument out (declaration_expression (implicit_type var) r)) \
             )))) && r)"
        );
    }

    #[test]
    fn a_looser_operator_before_the_is_expression_is_regrouped() {
        // `a && x is null || b` is `(a && (x is null)) || b`.
        assert_eq!(
            in_method("a && x is null || b"),
            "(binary_expression (binary_expression a && (is_pattern_expression x is \
             (constant_pattern null))) || b)"
        );
        // `a || x is null && b` is `a || ((x is null) && b)`.
        assert_eq!(
            in_method("a || x is null && b"),
            "(binary_expression a || (binary_expression (is_pattern_expression x is \
             (constant_pattern null)) && b))"
        );
    }

    #[test]
    fn a_postfix_operator_and_a_further_is_test_go_to_the_last_operand() {
        // Humanizer: `p is not null && F(out var c) && G()?.Trim() is { Length: > 0 } t`.
        assert_eq!(
            in_method("p is not null && F(out var c) && G()?.Trim() is { } t"),
            "(binary_expression (binary_expression (is_pattern_expression p is (negated_pattern \
             not (constant_pattern null))) && (invocation_expression F (argument_list ( \
             (argument out (declaration_expression (implicit_type var) c)) )))) && \
             (is_pattern_expression (invocation_expression (conditional_access_expression \
             (invocation_expression G (argument_list ( ))) ? (member_binding_expression . Trim)) \
             (argument_list ( ))) is (recursive_pattern (property_pattern_clause { }) t)))"
        );
    }

    #[test]
    fn patterns_read_right_are_kept() {
        assert_eq!(
            in_method("(a && b)?.C is null"),
            "(is_pattern_expression (conditional_access_expression (parenthesized_expression ( \
             (binary_expression a && b) )) ? (member_binding_expression . C)) is \
             (constant_pattern null))"
        );
        assert_eq!(
            in_method("x is 1 + 2"),
            "(is_pattern_expression x is (constant_pattern (binary_expression 1 + 2)))"
        );
        assert_eq!(
            in_method("x is (> 0 and < 10) && y"),
            "(binary_expression (is_pattern_expression x is (parenthesized_pattern ( \
             (and_pattern (relational_pattern > 0) and (relational_pattern < \
             10)) ))) && y)"
        );
    }
}
