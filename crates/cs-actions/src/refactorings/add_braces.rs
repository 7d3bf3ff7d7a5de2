//! "Add braces" (Roslyn's IDE0011 fix, offered as a refactoring): wraps the embedded statement
//! of an `if`, `else`, `for`, `foreach`, `while`, `using` or `lock` in a block, at a caret on
//! the statement's header (or on the `else`). The block goes on its own lines, indented like
//! the statement; a statement already on its own line keeps its text and indentation.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use super::{caret_token, else_part, embedded_statement, is_block, within};
use crate::syntax::{indentation_at, kind, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct AddBraces;

const STATEMENTS: &[&str] = &[
    "if_statement",
    "for_statement",
    "foreach_statement",
    "while_statement",
    "using_statement",
    "lock_statement",
];

impl CodeActionProvider for AddBraces {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.Diagnostics.AddBraces.CSharpAddBracesCodeFixProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        STATEMENTS
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new("Add braces", "AddBraces")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        let Some((header_end, indent_at, body)) = target(ctx, trigger) else {
            return Vec::new();
        };
        vec![wrap(ctx, header_end, indent_at, &body)]
    }
}

/// Where the header ends, an offset on the line whose indentation the block takes, and the
/// embedded statement to wrap.
fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<(TextSize, TextSize, SyntaxNode)> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    for node in token.parent()?.ancestors() {
        if !STATEMENTS.iter().any(|k| node.kind() == kind(k)) {
            continue;
        }
        let (close, body) = embedded_statement(&node)?;
        let start = node.text_range().start();
        if within(at, start, close.text_range().start()) {
            return (!is_block(&body)).then(|| (close.text_range().end(), start, body));
        }
        if node.kind() == kind("if_statement")
            && let Some((else_token, alternative)) = else_part(&node)
            && within(
                at,
                else_token.text_range().start(),
                else_token.text_range().end(),
            )
        {
            let wraps = !is_block(&alternative) && alternative.kind() != kind("if_statement");
            return wraps.then(|| {
                let end = else_token.text_range().end();
                (end, else_token.text_range().start(), alternative)
            });
        }
        // The caret is inside the embedded statement: an enclosing statement's header is
        // not at it.
        return None;
    }
    None
}

fn wrap(
    ctx: &ActionContext,
    header_end: TextSize,
    indent_at: TextSize,
    body: &SyntaxNode,
) -> TextEdit {
    let text = &*ctx.text;
    let eol = ctx.eol();
    let indent = indentation_at(text, usize::from(indent_at));
    let body_start = usize::from(body.text_range().start());
    let body_end = usize::from(body.text_range().end());
    let own_line = text[line_start(text, body_start)..body_start]
        .trim()
        .is_empty()
        && line_start(text, body_start) > usize::from(header_end);
    let statement = if own_line {
        text[line_start(text, body_start)..body_end].to_string()
    } else {
        format!(
            "{indent}{}{}",
            ctx.options.indent_unit(),
            &text[body_start..body_end]
        )
    };
    let new_text = format!("{eol}{indent}{{{eol}{statement}{eol}{indent}}}");
    TextEdit::replace(
        TextRange::new(header_end, body.text_range().end()),
        new_text,
    )
}
