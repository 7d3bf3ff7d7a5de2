//! "Add explicit cast" (CS0266, a numeric value that converts to its target only explicitly):
//! writes `(T)` before the expression, parenthesizing it unless it is a primary expression
//! (a name, literal, member access, call, element access, parenthesized expression), as
//! Roslyn's AddExplicitCast fix does; `T` is the target type as the message names it.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange};

use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct AddExplicitCast;

impl CodeActionProvider for AddExplicitCast {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeFixes.AddExplicitCast.CSharpAddExplicitCastCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS0266"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match cast(ctx, trigger) {
            Some(_) => vec![Offer::new("Add explicit cast", "AddExplicitCast")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        let Some((range, ty, primary)) = cast(ctx, trigger) else {
            return Vec::new();
        };
        let expression = &ctx.text[range];
        let text = if primary {
            format!("({ty}){expression}")
        } else {
            format!("({ty})({expression})")
        };
        vec![TextEdit::replace(range, text)]
    }
}

/// The expression, the target type and whether the expression is primary.
fn cast(ctx: &ActionContext, trigger: &Trigger) -> Option<(TextRange, String, bool)> {
    let diagnostic = trigger.diagnostic()?;
    // "Cannot implicitly convert type 'long' to 'int'. …": the second quoted name.
    let mut quoted = diagnostic.message.split('\'').skip(1).step_by(2);
    quoted.next()?;
    let ty = quoted.next()?.to_string();
    // The element covering the range exactly (a token's parent may be wider).
    let element = ctx.root.covering_element(diagnostic.range);
    let exact = if element.text_range() == diagnostic.range {
        element.kind()
    } else {
        let node: SyntaxNode = match element {
            cs_syntax::SyntaxElement::Node(n) => n,
            cs_syntax::SyntaxElement::Token(t) => t.parent()?,
        };
        node.ancestors()
            .find(|n| n.text_range() == diagnostic.range)?
            .kind()
    };
    let primary = matches!(
        cs_syntax::kind_name(exact),
        "identifier"
            | "integer_literal"
            | "real_literal"
            | "member_access_expression"
            | "invocation_expression"
            | "element_access_expression"
            | "parenthesized_expression"
            | "this_expression"
    );
    Some((diagnostic.range, ty, primary))
}
