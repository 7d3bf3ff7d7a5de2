//! "Insert ';'" (CS1002) and "Insert '}'" (CS1513) for the parser's missing-token errors. The
//! `;` goes where the parser expected it; a `}` goes on its own line, indented like the line of
//! the `{` it closes, when the expected place ends a line with code on it.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, TextRange, TextSize};

use crate::syntax::{indentation_at, line_start};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct InsertMissingToken;

impl CodeActionProvider for InsertMissingToken {
    fn type_name(&self) -> &'static str {
        "CsWorkbench.CodeActions.InsertMissingTokenCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS1002", "CS1513"]
    }
    fn offers(&self, _: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match trigger.diagnostic().map(|d| d.id.as_str()) {
            Some("CS1002") => vec![Offer::new("Insert ';'", "InsertSemicolon")],
            Some("CS1513") => vec![Offer::new("Insert '}'", "InsertCloseBrace")],
            _ => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let Some(diagnostic) = trigger.diagnostic() else {
            return Vec::new();
        };
        let at = diagnostic.range.start();
        match key {
            "InsertSemicolon" => vec![TextEdit::replace(TextRange::empty(at), ";")],
            "InsertCloseBrace" => vec![close_brace(ctx, at)],
            _ => Vec::new(),
        }
    }
}

fn close_brace(ctx: &ActionContext, at: TextSize) -> TextEdit {
    let text = &*ctx.text;
    let offset = usize::from(at);
    // The innermost `{` still open at `at` decides the indentation.
    let mut open: Vec<TextSize> = Vec::new();
    for element in ctx.root.descendants_with_tokens() {
        let SyntaxElement::Token(token) = element else {
            continue;
        };
        if token.text_range().start() >= at {
            break;
        }
        match token.text() {
            "{" => open.push(token.text_range().start()),
            "}" => {
                open.pop();
            }
            _ => {}
        }
    }
    let indent = open
        .last()
        .map_or("", |&brace| indentation_at(text, usize::from(brace)));
    let eol = ctx.eol();
    let line_prefix = &text[line_start(text, offset)..offset];
    let new_text = if line_prefix.trim().is_empty() && line_start(text, offset) == offset {
        format!("{indent}}}{eol}")
    } else {
        format!("{eol}{indent}}}")
    };
    TextEdit::replace(TextRange::empty(at), new_text)
}
