//! "Convert switch statement to expression" (Roslyn's IDE0066 fix, offered as a refactoring)
//! at a caret on a `switch` header, for a switch whose every section returns (or throws) one
//! value: `switch (x) { case 1: return "a"; default: return "b"; }` →
//! `return x switch { 1 => "a", _ => "b", };`. Without a `default`, the `return`/`throw`
//! right after the switch becomes the `_` arm. Sections sharing a body join their constant
//! patterns with `or`; `default` goes last (a statement tests it last wherever it stands),
//! so a `default` sharing a body with other labels is not offered. The returned values must
//! evidently have one type (as for the conditional expression): the switch expression's type
//! is their best common type.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::caret_token;
use super::conditional_expression::same_type;
use crate::syntax::{indentation_at, kind};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct ConvertSwitchStatementToExpression;

impl CodeActionProvider for ConvertSwitchStatementToExpression {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.ConvertSwitchStatementToExpression.ConvertSwitchStatementToExpressionCodeFixProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["switch_statement"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new(
                "Convert switch statement to expression",
                "ConvertSwitchStatementToExpression",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).into_iter().collect()
    }
}

/// One arm: its pattern text and its value (an expression, or a throw statement's text).
struct Arm {
    pattern: String,
    value: Value,
}

enum Value {
    Expression(SyntaxElement),
    Throw(String),
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<TextEdit> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let node = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("switch_statement"))?;
    let body = node.children().find(|n| n.kind() == kind("switch_body"))?;
    if at < node.text_range().start() || at > body.text_range().start() {
        return None;
    }
    let header: Vec<SyntaxElement> = node
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    let [_, _, governing, _, _] = header.as_slice() else {
        return None;
    };
    let simple = [
        "identifier",
        "member_access_expression",
        "invocation_expression",
        "element_access_expression",
    ];
    if !simple.iter().any(|k| governing.kind() == kind(k)) {
        return None;
    }
    if has_comment(&node) {
        return None;
    }
    let mut arms = Vec::new();
    let mut default: Option<Value> = None;
    let mut pending: Vec<(String, bool)> = Vec::new();
    let mut pending_default = false;
    for section in body
        .children()
        .filter(|n| n.kind() == kind("switch_section"))
    {
        let mut labels = Vec::new();
        let mut is_default = false;
        let mut statements = Vec::new();
        let mut current = String::new();
        let mut constant = true;
        let mut in_label = false;
        for element in section
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
        {
            let text = &ctx.text[element.text_range()];
            match element.as_token().map(|t| t.text().to_string()).as_deref() {
                Some("case") => {
                    in_label = true;
                    current.clear();
                    constant = true;
                }
                Some("default") if !in_label => is_default = true,
                Some(":") if in_label => {
                    labels.push((current.trim().to_string(), constant));
                    in_label = false;
                }
                Some(":") => {}
                _ if in_label => {
                    if !current.is_empty() {
                        current.push(' ');
                    }
                    current.push_str(text);
                    constant &= element.kind() == kind("constant_pattern");
                }
                _ => statements.push(element),
            }
        }
        pending.extend(labels);
        pending_default |= is_default;
        if statements.is_empty() {
            continue;
        }
        let [SyntaxElement::Node(statement)] = statements.as_slice() else {
            return None;
        };
        let value = value_of(ctx, statement)?;
        let labels = std::mem::take(&mut pending);
        if std::mem::take(&mut pending_default) {
            if !labels.is_empty() || default.is_some() {
                return None;
            }
            default = Some(value);
            continue;
        }
        let pattern = match labels.as_slice() {
            [] => return None,
            [(only, _)] => only.clone(),
            many if many.iter().all(|(_, constant)| *constant) => many
                .iter()
                .map(|(p, _)| p.as_str())
                .collect::<Vec<_>>()
                .join(" or "),
            _ => return None,
        };
        arms.push(Arm { pattern, value });
    }
    if !pending.is_empty() || pending_default || arms.is_empty() {
        return None;
    }
    let mut end = node.text_range().end();
    let default = match default {
        Some(value) => value,
        None => {
            let next = node.next_sibling()?;
            let value = value_of(ctx, &next)?;
            end = next.text_range().end();
            value
        }
    };
    arms.push(Arm {
        pattern: "_".into(),
        value: default,
    });
    let values: Vec<&SyntaxElement> = arms
        .iter()
        .filter_map(|a| match &a.value {
            Value::Expression(e) => Some(e),
            Value::Throw(_) => None,
        })
        .collect();
    let typed: Vec<&SyntaxElement> = values
        .iter()
        .copied()
        .filter(|v| v.kind() != kind("null_literal"))
        .collect();
    if typed.is_empty() || !typed.windows(2).all(|w| same_type(ctx, w[0], w[1])) {
        return None;
    }
    if typed.len() == 1 && !same_type(ctx, typed[0], typed[0]) {
        return None;
    }
    let eol = ctx.eol();
    let indent = indentation_at(&ctx.text, usize::from(node.text_range().start()));
    let unit = ctx.options.indent_unit();
    let mut text = format!(
        "return {} switch{eol}{indent}{{{eol}",
        &ctx.text[governing.text_range()]
    );
    for arm in &arms {
        let value = match &arm.value {
            Value::Expression(e) => ctx.text[e.text_range()].to_string(),
            Value::Throw(t) => t.clone(),
        };
        if value.contains(['\n', '\r']) {
            return None;
        }
        text.push_str(&format!("{indent}{unit}{} => {value},{eol}", arm.pattern));
    }
    text.push_str(&format!("{indent}}};"));
    Some(TextEdit::replace(
        TextRange::new(node.text_range().start(), end),
        text,
    ))
}

/// A section's statement as an arm's value: `return e;` or `throw e;`.
fn value_of(ctx: &ActionContext, statement: &SyntaxNode) -> Option<Value> {
    let parts: Vec<SyntaxElement> = statement
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    if statement.kind() == kind("return_statement") {
        return match parts.as_slice() {
            [_, value, _] => Some(Value::Expression(value.clone())),
            _ => None,
        };
    }
    if statement.kind() == kind("throw_statement") && parts.len() == 3 {
        let text = ctx.text[statement.text_range()]
            .trim_end_matches(';')
            .trim_end();
        return Some(Value::Throw(text.to_string()));
    }
    None
}

fn has_comment(node: &SyntaxNode) -> bool {
    node.descendants_with_tokens()
        .any(|e| cs_syntax::is_trivia(e.kind()) && e.kind() != cs_syntax::WHITESPACE)
}
