//! "Use expression body for lambda expression" ↔ "Use block body for lambda expression", at a
//! caret on the lambda's header (its parameters through its `=>`). `{ return e; }` becomes
//! `e` anywhere (the lambda's return type is inferred the same); `{ e; }` becomes `e` only where
//! the delegate type is written (a declaration's `Action…`), because elsewhere `() => e` may
//! bind to another overload (`Func<T>` rather than `Action`). An expression becomes
//! `{ return e; }` when it cannot be a statement (it must be a value) or the declared delegate
//! returns one, `{ e; }` when the declared delegate returns nothing.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange};

use super::body_shapes::{Single, block_on_lines, first_after, only_whitespace, single_statement};
use super::{caret_token, child_token, is_block};
use crate::syntax::{indentation_at, kind};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct UseLambdaBody;

const TO_EXPRESSION: &str = "Use expression body for lambda expression";
const TO_BLOCK: &str = "Use block body for lambda expression";

/// Expressions that may stand as a statement: with these a lambda may be an `Action`.
const STATEMENT_EXPRESSIONS: &[&str] = &[
    "invocation_expression",
    "assignment_expression",
    "prefix_unary_expression",
    "postfix_unary_expression",
    "await_expression",
    "object_creation_expression",
    "conditional_access_expression",
];

impl CodeActionProvider for UseLambdaBody {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeRefactorings.UseExpressionBodyForLambda.UseExpressionBodyForLambdaCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["lambda_expression"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some((true, _)) => vec![Offer::new(TO_EXPRESSION, "UseExpressionBody:lambda")],
            Some((false, _)) => vec![Offer::new(TO_BLOCK, "UseBlockBody:lambda")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).map(|(_, e)| e).into_iter().collect()
    }
}

/// Whether the conversion is to an expression body, and its edit.
fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<(bool, TextEdit)> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let lambda = token
        .parent()?
        .ancestors()
        .find(|n| n.kind() == kind("lambda_expression"))?;
    let arrow = child_token(&lambda, "=>")?;
    if at < lambda.text_range().start() || at > arrow.text_range().end() {
        return None;
    }
    let body = first_after(&lambda, arrow.text_range().end())?;
    let after_arrow = TextRange::new(arrow.text_range().end(), body.text_range().start());
    if !only_whitespace(ctx, after_arrow) {
        return None;
    }
    let range = TextRange::new(arrow.text_range().end(), body.text_range().end());
    let declared = declared_returns_value(ctx, &lambda);
    if let Some(block) = body.as_node().filter(|n| is_block(n)) {
        let expression = match single_statement(ctx, block)? {
            Single::Return(e) => e,
            Single::Statement(e) if declared == Some(false) => e,
            _ => return None,
        };
        return Some((true, TextEdit::replace(range, format!(" {expression}"))));
    }
    let text = &ctx.text[body.text_range()];
    let can_be_statement = STATEMENT_EXPRESSIONS.iter().any(|k| body.kind() == kind(k));
    let statement = if body.kind() == kind("throw_expression") {
        format!("{text};")
    } else {
        match (declared, can_be_statement) {
            (Some(true), _) | (None, false) => format!("return {text};"),
            (Some(false), true) => format!("{text};"),
            _ => return None,
        }
    };
    let indent = indentation_at(&ctx.text, usize::from(lambda.text_range().start()));
    Some((
        false,
        TextEdit::replace(range, block_on_lines(ctx, indent, &statement)),
    ))
}

/// Whether the delegate type written for the lambda (`Func<…> f = x => …`) returns a value:
/// `Func` does (an `async` lambda's `Func<…, Task>` does not), `Action` does not; `None` when
/// no type is written there.
fn declared_returns_value(ctx: &ActionContext, lambda: &SyntaxNode) -> Option<bool> {
    let declarator = lambda.parent()?;
    if declarator.kind() != kind("variable_declarator") {
        return None;
    }
    let declaration = declarator.parent()?;
    let ty = declaration.children().next()?;
    let ty_text = ctx.text[ty.text_range()].trim();
    let name = ty_text.split('<').next()?.trim();
    let name = name.rsplit('.').next()?;
    let is_async = lambda
        .children_with_tokens()
        .take_while(|e| e.text_range().end() <= lambda_arrow_start(lambda))
        .any(|e| {
            e.as_token().is_some_and(|t| t.text() == "async") || {
                e.kind() == kind("modifier") && ctx.text[e.text_range()] == *"async"
            }
        });
    match name {
        "Action" => Some(false),
        "Func" if is_async => {
            // The last type argument is what the task carries.
            let arguments = ty
                .children()
                .find(|n| n.kind() == kind("type_argument_list"))?;
            let last = arguments
                .children_with_tokens()
                .filter(|e| {
                    !cs_syntax::is_trivia(e.kind())
                        && !matches!(e.as_token().map(|t| t.text()), Some("<" | ">" | ","))
                })
                .last()?;
            let last_text = ctx.text[last.text_range()].trim();
            let last_name = last_text.split('<').next()?.rsplit('.').next()?;
            match (last_name, last_text.contains('<')) {
                ("Task" | "ValueTask", false) => Some(false),
                ("Task" | "ValueTask", true) => Some(true),
                _ => None,
            }
        }
        "Func" => Some(true),
        _ => None,
    }
}

fn lambda_arrow_start(lambda: &SyntaxNode) -> cs_syntax::TextSize {
    child_token(lambda, "=>").map_or(lambda.text_range().end(), |t| t.text_range().start())
}
