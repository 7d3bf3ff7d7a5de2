//! Roslyn's MakeMethodAsynchronous fix for `await` in a method without `async`:
//!
//! - "Make method async" (CS4032, CS4033): `async` before the return type, which becomes
//!   `Task` (for `void`) or `Task<T>` (`using System.Threading.Tasks;` added when the file does
//!   not import it), and the method renamed with the `Async` suffix at its declaration and
//!   every reference in the workspace, as Roslyn's `RenameThenAddAsyncToken` does. Only for an
//!   ordinary method that is not `Main`, not `virtual`/`override`/`abstract`/`new`, not an
//!   explicit implementation, whose type implements no interface, whose name does not end in
//!   `Async` and whose new name is free in the type (else only the second action);
//! - "Make method async (stay void)" (CS4033): `async` before `void`.

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
        &["CS4032", "CS4033"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        let mut offers = Vec::new();
        if crate::fixes::make_method_async_rename::plan(ctx, trigger).is_some() {
            offers.push(Offer::new("Make method async", MAKE_ASYNC));
        }
        if trigger.diagnostic().is_some_and(|d| d.id == "CS4033")
            && return_type_start(ctx, trigger).is_some()
        {
            offers.push(Offer::new("Make method async (stay void)", STAY_VOID));
        }
        offers
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        crate::own_document_edits(ctx, self.document_edits(ctx, trigger, key))
    }
    fn document_edits(
        &self,
        ctx: &ActionContext,
        trigger: &Trigger,
        key: &str,
    ) -> Vec<(cs_db::Document, Vec<TextEdit>)> {
        match key {
            STAY_VOID => match return_type_start(ctx, trigger) {
                Some(at) => vec![(
                    ctx.document,
                    vec![TextEdit::replace(TextRange::empty(at), "async ")],
                )],
                None => Vec::new(),
            },
            MAKE_ASYNC => crate::fixes::make_method_async_rename::plan(ctx, trigger)
                .map(|plan| plan.edits)
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }
}

const MAKE_ASYNC: &str = "MakeMethodAsync";
const STAY_VOID: &str = "MakeMethodAsyncStayVoid";

/// Where `async` goes: before the `void` of the method or local function holding the `await`.
pub(crate) fn return_type_start(ctx: &ActionContext, trigger: &Trigger) -> Option<TextSize> {
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
