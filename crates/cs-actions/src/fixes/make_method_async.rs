//! "Make method async (stay void)" (CS4033, `await` in a `void` method without `async`): writes
//! `async ` before the return type, as Roslyn's MakeMethodAsynchronous fix does for its second
//! action. Its first action ("Make method async": return type `Task` and the method renamed
//! with an `Async` suffix at every reference) is not built; nor is the CS4032 one (`Task<T>`).

use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use crate::syntax::kind;
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct MakeMethodAsync;

impl CodeActionProvider for MakeMethodAsync {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.MakeMethodAsynchronous.CSharpMakeMethodAsynchronousCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS4033"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match return_type_start(ctx, trigger) {
            Some(_) => vec![Offer::new(
                "Make method async (stay void)",
                "MakeMethodAsyncStayVoid",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        match return_type_start(ctx, trigger) {
            Some(at) => vec![TextEdit::replace(TextRange::empty(at), "async ")],
            None => Vec::new(),
        }
    }
}

/// Where `async` goes: before the `void` of the method or local function holding the `await`.
fn return_type_start(ctx: &ActionContext, trigger: &Trigger) -> Option<TextSize> {
    let diagnostic = trigger.diagnostic()?;
    let element = ctx.root.covering_element(diagnostic.range);
    let start = match element {
        cs_syntax::SyntaxElement::Node(n) => n,
        cs_syntax::SyntaxElement::Token(t) => t.parent()?,
    };
    let functions = [
        kind("method_declaration"),
        kind("local_function_statement"),
        kind("lambda_expression"),
        kind("anonymous_method_expression"),
        kind("constructor_declaration"),
        kind("accessor_declaration"),
    ];
    let function: SyntaxNode = start.ancestors().find(|n| functions.contains(&n.kind()))?;
    if function.kind() != kind("method_declaration")
        && function.kind() != kind("local_function_statement")
    {
        return None;
    }
    let first = function
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .find(|e| {
            !matches!(
                cs_syntax::kind_name(e.kind()),
                "attribute_list" | "modifier"
            )
        })?;
    (first.to_string() == "void").then(|| first.text_range().start())
}
