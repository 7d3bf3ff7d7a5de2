//! "Add 'await'" (CS4014, an awaitable call dropped as a statement in async code): writes
//! `await ` before the call, as Roslyn's AddAwait fix does. Roslyn also offers "Add 'await' and
//! 'ConfigureAwait(false)'"; that second leaf is not built.

use cs_ide::TextEdit;
use cs_syntax::TextRange;

use crate::syntax::{covering, kind};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct AddAwait;

impl CodeActionProvider for AddAwait {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeFixes.AddAwait.CSharpAddAwaitCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS4014"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match call(ctx, trigger) {
            Some(_) => vec![Offer::new("Add 'await'", "AddAwait")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        match call(ctx, trigger) {
            Some(start) => vec![TextEdit::replace(TextRange::empty(start), "await ")],
            None => Vec::new(),
        }
    }
}

/// The start of the dropped call: an invocation that is a whole expression statement.
fn call(ctx: &ActionContext, trigger: &Trigger) -> Option<cs_syntax::TextSize> {
    let diagnostic = trigger.diagnostic()?;
    let invocation = covering(&ctx.root, diagnostic.range, "invocation_expression")?;
    if invocation.text_range() != diagnostic.range
        || invocation.parent()?.kind() != kind("expression_statement")
    {
        return None;
    }
    Some(invocation.text_range().start())
}
