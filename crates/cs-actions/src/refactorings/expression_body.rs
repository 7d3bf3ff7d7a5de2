//! "Use expression body for method": a method whose block holds only `return expr;` (or, in a
//! `void` method, only an expression statement) becomes `=> expr;`, at a caret on the method's
//! header. Not offered when the block holds comments or directives (they would be lost).

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::{caret_token, is_block, within};
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct UseExpressionBody;

impl CodeActionProvider for UseExpressionBody {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.UseExpressionBody.UseExpressionBodyCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["method_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new(
                "Use expression body for method",
                "UseExpressionBodyForMethod",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        let Some((block, expression)) = target(ctx, trigger) else {
            return Vec::new();
        };
        // From the end of what precedes the block (its `)` or constraint) to the block's end.
        let start = block
            .prev_sibling_or_token()
            .into_iter()
            .flat_map(|e| std::iter::successors(Some(e), |e| e.prev_sibling_or_token()))
            .find(|e| !cs_syntax::is_trivia(e.kind()))
            .map_or(block.text_range().start(), |e| e.text_range().end());
        vec![TextEdit::replace(
            TextRange::new(start, block.text_range().end()),
            format!(" => {expression};"),
        )]
    }
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<(SyntaxNode, String)> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let method = token
        .parent()?
        .ancestors()
        .find(|n| n.kind() == kind("method_declaration"))?;
    let block = method.children().find(is_block)?;
    if !within(at, method.text_range().start(), block.text_range().start()) {
        return None;
    }
    let inner: Vec<SyntaxElement> = block
        .children_with_tokens()
        .filter(|e| e.kind() != cs_syntax::WHITESPACE)
        .collect();
    // `{`, one statement, `}`: nothing else (a comment or directive would be lost).
    let [_, SyntaxElement::Node(statement), _] = inner.as_slice() else {
        return None;
    };
    let text = &ctx.text[statement.text_range()];
    let body = text.strip_suffix(';')?.trim_end();
    let is_void = method
        .children_with_tokens()
        .take_while(|e| e.text_range().start() < block.text_range().start())
        .any(|e| e.kind() == kind("predefined_type") && ctx.text[e.text_range()] == *"void");
    if statement.kind() == kind("return_statement") && !is_void {
        let expression = body.strip_prefix("return")?;
        if !expression.starts_with([' ', '\t', '(']) || expression.trim().is_empty() {
            return None;
        }
        return Some((block, expression.trim().to_string()));
    }
    if statement.kind() == kind("expression_statement") && is_void {
        return Some((block, body.to_string()));
    }
    None
}
