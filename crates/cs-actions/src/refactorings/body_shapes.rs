//! What expression-body and block-body conversions share: the one statement of a block (with
//! nothing else in it that the conversion would lose), the parts of an `=>` clause, and the
//! block written for an expression on its own lines.

use cs_syntax::{SyntaxElement, SyntaxNode, TextRange, TextSize};

use crate::ActionContext;
use crate::syntax::kind;

/// The one statement of a block, as an expression body can say it.
pub(crate) enum Single {
    /// `return e;`: the expression `e`.
    Return(String),
    /// `e;` (an expression statement) or `throw e;` (as `throw e`): valid as the body of a
    /// member that returns nothing, and (a throw) of any member.
    Statement(String),
    Throw(String),
}

/// The statement of `{ statement }`, when the block holds nothing else: no second statement,
/// no comment or directive (they would be lost).
pub(crate) fn single_statement(ctx: &ActionContext, block: &SyntaxNode) -> Option<Single> {
    let inner: Vec<SyntaxElement> = block
        .children_with_tokens()
        .filter(|e| e.kind() != cs_syntax::WHITESPACE)
        .collect();
    let [_, SyntaxElement::Node(statement), _] = inner.as_slice() else {
        return None;
    };
    let text = ctx.text[statement.text_range()]
        .strip_suffix(';')?
        .trim_end();
    if statement.kind() == kind("return_statement") {
        let expression = text.strip_prefix("return")?;
        if !expression.starts_with([' ', '\t', '\r', '\n', '(']) || expression.trim().is_empty() {
            return None;
        }
        return Some(Single::Return(expression.trim().to_string()));
    }
    if statement.kind() == kind("throw_statement") {
        let thrown = text.strip_prefix("throw")?;
        // A rethrow (`throw;`) has no expression form.
        if thrown.trim().is_empty() {
            return None;
        }
        return Some(Single::Throw(text.to_string()));
    }
    if statement.kind() == kind("expression_statement") {
        return Some(Single::Statement(text.to_string()));
    }
    None
}

/// An `=>` clause's expression (a token when it is a lone name or literal).
pub(crate) fn arrow_expression(clause: &SyntaxNode) -> Option<SyntaxElement> {
    first_after(clause, child_arrow_end(clause)?)
}

fn child_arrow_end(node: &SyntaxNode) -> Option<TextSize> {
    super::child_token(node, "=>").map(|t| t.text_range().end())
}

/// The first non-trivia child of `node` (node or token) starting at or after `offset`.
pub(crate) fn first_after(node: &SyntaxNode, offset: TextSize) -> Option<SyntaxElement> {
    node.children_with_tokens()
        .find(|e| e.text_range().start() >= offset && !cs_syntax::is_trivia(e.kind()))
}

/// Whether the range holds only whitespace between tokens (no comment or directive that
/// replacing it would lose).
pub(crate) fn only_whitespace(ctx: &ActionContext, range: TextRange) -> bool {
    ctx.text[range].trim().is_empty()
}

/// The end of the last non-trivia element before `node` among its siblings (the `)` of a
/// method's parameters), or the node's start.
pub(crate) fn end_of_previous(node: &SyntaxNode) -> TextSize {
    std::iter::successors(node.prev_sibling_or_token(), |e| e.prev_sibling_or_token())
        .find(|e| !cs_syntax::is_trivia(e.kind()))
        .map_or(node.text_range().start(), |e| e.text_range().end())
}

/// `{ statement }` on its own lines after a header: the block's braces indented `indent`, the
/// statement one level deeper.
pub(crate) fn block_on_lines(ctx: &ActionContext, indent: &str, statement: &str) -> String {
    let eol = ctx.eol();
    let unit = ctx.options.indent_unit();
    format!("{eol}{indent}{{{eol}{indent}{unit}{statement}{eol}{indent}}}")
}

/// The statement an expression body becomes: `return e;` when the body's value is returned,
/// `e;` when it is not; a throw expression stays a throw.
pub(crate) fn statement_for(expression: &SyntaxElement, text: &str, returns_value: bool) -> String {
    if expression.kind() == kind("throw_expression") || !returns_value {
        format!("{text};")
    } else {
        format!("return {text};")
    }
}
