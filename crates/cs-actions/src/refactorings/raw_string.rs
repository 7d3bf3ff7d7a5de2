//! "Convert to raw string": a regular or verbatim string literal whose value fits on one line
//! becomes `"""value"""`, at a caret on the literal; the delimiter has one more quote than the
//! longest run of quotes in the value (at least three). Not offered for an empty value, one
//! that starts or ends with a quote (it would merge with the delimiter), or one holding a line
//! break or control character (see `string_literals::plain_value`).

use cs_ide::TextEdit;
use cs_syntax::SyntaxElement;

use super::caret_token;
use super::string_literals::{is_string_literal, literal_body, plain_value};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct ConvertToRawString;

impl CodeActionProvider for ConvertToRawString {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.ConvertToRawString.ConvertStringToRawStringCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["string_literal", "verbatim_string_literal"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new("Convert to raw string", "ConvertToRawString")],
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
    let (style, body) = literal_body(ctx, &literal)?;
    let value = plain_value(style, &body)?;
    if value.is_empty() || value.starts_with('"') || value.ends_with('"') {
        return None;
    }
    let longest_run = value.split(|c| c != '"').map(str::len).max().unwrap_or(0);
    let quotes = "\"".repeat((longest_run + 1).max(3));
    Some(TextEdit::replace(
        literal.text_range(),
        format!("{quotes}{value}{quotes}"),
    ))
}
