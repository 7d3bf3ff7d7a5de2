//! "Convert to interpolated string" from a `+` concatenation, at a caret on one of its string
//! literals: `"Total: " + count + " items"` → `$"Total: {count} items"`. Every `+` of the chain
//! must be a string concatenation, which the syntax proves when the first or second operand is
//! a string literal (`1 + 2 + "a"` adds first and is not offered). Literals must share one
//! style (all regular or all verbatim); a chain that must stay constant (a `const`, an
//! attribute argument, a parameter default, a `case` label) is not offered, since its
//! non-string operands would not be constant in an interpolation.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::caret_token;
use super::string_literals::{Style, interpolated_text, is_string_literal, literal_body};
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct ConvertConcatenationToInterpolatedString;

impl CodeActionProvider for ConvertConcatenationToInterpolatedString {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.ConvertToInterpolatedString.CSharpConvertConcatenationToInterpolatedStringRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["binary_expression"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new(
                "Convert to interpolated string",
                "ConvertConcatenationToInterpolatedString",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).into_iter().collect()
    }
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<TextEdit> {
    let token = caret_token(ctx, trigger)?;
    let literal: SyntaxElement = if is_string_literal(token.kind()) {
        SyntaxElement::Token(token)
    } else {
        let parent = token.parent()?;
        if !is_string_literal(parent.kind()) {
            return None;
        }
        SyntaxElement::Node(parent)
    };
    let mut top = literal.parent()?;
    if !is_concatenation(&top) {
        return None;
    }
    while let Some(parent) = top.parent().filter(is_concatenation) {
        top = parent;
    }
    if must_be_constant(ctx, &top) {
        return None;
    }
    let pieces = flatten(&top)?;
    let first_two_literal = pieces.iter().take(2).any(|p| is_string_literal(p.kind()));
    if !first_two_literal || pieces.iter().all(|p| is_string_literal(p.kind())) {
        return None;
    }
    let mut style = None;
    let mut out = String::new();
    for piece in &pieces {
        if let Some((piece_style, body)) = literal_body(ctx, piece) {
            if style.is_some_and(|s| s != piece_style) {
                return None;
            }
            style = Some(piece_style);
            out.push_str(&interpolated_text(&body));
            continue;
        }
        let text = &ctx.text[piece.text_range()];
        if text.contains(['\n', '\r']) {
            return None;
        }
        // `::` (an alias qualifier) would read as a format specifier.
        if text.contains("::") || piece.kind() == kind("conditional_expression") {
            out.push_str(&format!("{{({text})}}"));
        } else {
            out.push_str(&format!("{{{text}}}"));
        }
    }
    let prefix = match style? {
        Style::Regular => "$\"",
        Style::Verbatim => "$@\"",
    };
    Some(TextEdit::replace(
        top.text_range(),
        format!("{prefix}{out}\""),
    ))
}

/// A `+` binary expression.
fn is_concatenation(node: &SyntaxNode) -> bool {
    node.kind() == kind("binary_expression") && operator(node).is_some_and(|op| op == "+")
}

fn operator(node: &SyntaxNode) -> Option<String> {
    node.children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .nth(1)
        .and_then(|e| e.into_token())
        .map(|t| t.text().to_string())
}

/// The operands of a left-associated `+` chain, in order (nothing but whitespace between).
fn flatten(top: &SyntaxNode) -> Option<Vec<SyntaxElement>> {
    let parts: Vec<SyntaxElement> = top
        .children_with_tokens()
        .filter(|e| e.kind() != cs_syntax::WHITESPACE)
        .collect();
    let [left, _, right] = parts.as_slice() else {
        return None;
    };
    let mut pieces = match left {
        SyntaxElement::Node(n) if is_concatenation(n) => flatten(n)?,
        _ => vec![left.clone()],
    };
    pieces.push(right.clone());
    Some(pieces)
}

/// Whether the expression sits where C# needs a constant.
fn must_be_constant(ctx: &ActionContext, node: &SyntaxNode) -> bool {
    node.ancestors().any(|a| {
        a.kind() == kind("attribute_list")
            || a.kind() == kind("parameter")
            || a.kind() == kind("constant_pattern")
            || ((a.kind() == kind("local_declaration_statement")
                || a.kind() == kind("field_declaration"))
                && a.children_with_tokens()
                    .take_while(|e| e.kind() != kind("variable_declaration"))
                    .any(|e| {
                        ctx.text[e.text_range()]
                            .split_whitespace()
                            .any(|w| w == "const")
                    }))
    })
}
