//! "Convert to interpolated string" from `string.Format("…", args)`, at a caret on the call's
//! name or its format literal: `string.Format("{0} of {1,5:N2}", a, b)` →
//! `$"{a} of {b,5:N2}"`. Offered when the format is a literal with plain items (an index, an
//! optional alignment and format), every argument is used, an argument with effects is used
//! once and in order (an interpolation evaluates holes where they stand), and a single
//! argument is known not to be an array (`Format(string, params object[])` would spread it).

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::caret_token;
use super::string_literals::{Style, literal_body};
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct ConvertFormatToInterpolatedString;

impl CodeActionProvider for ConvertFormatToInterpolatedString {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.ConvertToInterpolatedString.CSharpConvertPlaceholderToInterpolatedStringRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["invocation_expression"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new(
                "Convert to interpolated string",
                "ConvertPlaceholderToInterpolatedString",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).into_iter().collect()
    }
}

/// One format item: the argument index, and the alignment and format as written.
struct Item {
    index: usize,
    tail: String,
}

enum Part {
    Text(String),
    Item(Item),
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<TextEdit> {
    let token = caret_token(ctx, trigger)?;
    let invocation = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("invocation_expression"))?;
    let callee = invocation.first_child()?;
    let arguments = invocation
        .children()
        .find(|n| n.kind() == kind("argument_list"))?;
    let callee_text: String = ctx.text[callee.text_range()]
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    if !matches!(
        callee_text.as_str(),
        "string.Format" | "String.Format" | "System.String.Format"
    ) {
        return None;
    }
    let args: Vec<SyntaxNode> = arguments
        .children()
        .filter(|n| n.kind() == kind("argument"))
        .collect();
    let (format, rest) = args.split_first()?;
    let at = token.text_range().start();
    let on_callee = callee.text_range().contains_inclusive(at);
    if !on_callee && !format.text_range().contains_inclusive(at) {
        return None;
    }
    let values: Vec<SyntaxElement> = rest.iter().map(plain_argument).collect::<Option<_>>()?;
    let literal = plain_argument(format)?;
    let (style, body) = literal_body(ctx, &literal)?;
    if values.is_empty()
        || (style == Style::Regular && body.contains('\\') && has_brace_escape(&body))
    {
        return None;
    }
    let parts = parse(&body)?;
    let items: Vec<usize> = parts
        .iter()
        .filter_map(|p| match p {
            Part::Item(item) => Some(item.index),
            Part::Text(_) => None,
        })
        .collect();
    if items.iter().any(|i| *i >= values.len()) {
        return None;
    }
    let in_order_once = items.iter().copied().eq(0..values.len());
    for (index, value) in values.iter().enumerate() {
        let uses = items.iter().filter(|i| **i == index).count();
        if uses == 0 || (!in_order_once && !is_simple(value)) {
            return None;
        }
    }
    if values.len() == 1 && !known_not_array(ctx, &values[0]) {
        return None;
    }
    let mut out = String::from(match style {
        Style::Regular => "$\"",
        Style::Verbatim => "$@\"",
    });
    for part in parts {
        match part {
            Part::Text(text) => out.push_str(&text),
            Part::Item(item) => {
                let value = &values[item.index];
                let text = &ctx.text[value.text_range()];
                if text.contains(['\n', '\r']) {
                    return None;
                }
                if text.contains("::") || value.kind() == kind("conditional_expression") {
                    out.push_str(&format!("{{({text}){}}}", item.tail));
                } else {
                    out.push_str(&format!("{{{text}{}}}", item.tail));
                }
            }
        }
    }
    out.push('"');
    Some(TextEdit::replace(invocation.text_range(), out))
}

/// An argument's expression when it has no name and no `ref`/`out`/`in`.
fn plain_argument(argument: &SyntaxNode) -> Option<SyntaxElement> {
    let parts: Vec<SyntaxElement> = argument
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    match parts.as_slice() {
        [only] => Some(only.clone()),
        _ => None,
    }
}

/// Whether an escape in a regular literal could spell a brace (`\x7B`, `\u007D`): the text
/// would not show the format's real items.
fn has_brace_escape(body: &str) -> bool {
    body.contains("\\x") || body.contains("\\u") || body.contains("\\U")
}

/// The format string's text and items; none for anything but `{index[,alignment][:format]}`
/// and doubled braces.
fn parse(body: &str) -> Option<Vec<Part>> {
    let mut parts = Vec::new();
    let mut text = String::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                text.push_str("{{");
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                text.push_str("}}");
            }
            '}' => return None,
            '{' => {
                let mut item = String::new();
                loop {
                    match chars.next()? {
                        '}' => break,
                        '{' => return None,
                        c => item.push(c),
                    }
                }
                let digits = item.chars().take_while(char::is_ascii_digit).count();
                let index: usize = item[..digits].parse().ok()?;
                let tail = &item[digits..];
                let (alignment, format) = match tail.find(':') {
                    Some(i) => (&tail[..i], &tail[i..]),
                    None => (tail, ""),
                };
                let alignment_ok = alignment.is_empty()
                    || alignment.strip_prefix(',').is_some_and(|a| {
                        let a = a.strip_prefix('-').unwrap_or(a);
                        !a.is_empty() && a.chars().all(|c| c.is_ascii_digit())
                    });
                if !alignment_ok || format.contains(['\\', '"']) {
                    return None;
                }
                if !text.is_empty() {
                    parts.push(Part::Text(std::mem::take(&mut text)));
                }
                parts.push(Part::Item(Item {
                    index,
                    tail: tail.to_string(),
                }));
            }
            c => text.push(c),
        }
    }
    if !text.is_empty() {
        parts.push(Part::Text(text));
    }
    Some(parts)
}

/// Whether evaluating the expression twice, or at another point, reads the same: a name, a
/// literal, `this`, or a member access of those.
fn is_simple(value: &SyntaxElement) -> bool {
    let k = value.kind();
    if k == kind("identifier")
        || k == kind("this")
        || k == kind("integer_literal")
        || k == kind("real_literal")
        || k == kind("string_literal")
        || k == kind("character_literal")
        || k == kind("boolean_literal")
    {
        return true;
    }
    match value {
        SyntaxElement::Node(n) if k == kind("member_access_expression") => n
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .all(|e| e.as_token().is_some_and(|t| t.text() == ".") || is_simple(&e)),
        _ => false,
    }
}

/// Whether a lone argument is known not to be an array: a literal other than `null`, or a
/// local whose bound type is not an array.
fn known_not_array(ctx: &ActionContext, value: &SyntaxElement) -> bool {
    let k = value.kind();
    if k == kind("integer_literal")
        || k == kind("real_literal")
        || k == kind("string_literal")
        || k == kind("verbatim_string_literal")
        || k == kind("character_literal")
        || k == kind("boolean_literal")
        || k == kind("interpolated_string_expression")
    {
        return true;
    }
    if k != kind("identifier") {
        return false;
    }
    let bindings = cs_bind::document_bindings(ctx.db(), ctx.project, ctx.document);
    let offset = u32::from(value.text_range().start());
    bindings.at(offset).any(|reference| {
        let cs_bind::BoundSymbol::Local(id) = &reference.symbol else {
            return false;
        };
        bindings.locals.iter().any(|l| {
            l.id == *id
                && l.ty.is_fully_resolved()
                && !matches!(l.ty, cs_hir::Ty::Array { .. } | cs_hir::Ty::Dynamic)
        })
    })
}
