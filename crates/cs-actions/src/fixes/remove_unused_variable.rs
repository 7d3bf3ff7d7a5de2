//! "Remove unused variable" (CS0168 declared but never used, CS0219 assigned but its value
//! never used): removes the local's declarator, or the whole declaration statement (with its
//! line) when it declares only this one; for `catch (E e)` it removes the name. Other places
//! (foreach variables, patterns, `out var`) are not offered: Roslyn leaves them too.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use crate::syntax::{covering, deletion, kind, token_in};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct RemoveUnusedVariable;

const KEY: &str = "RemoveUnusedVariable";

impl CodeActionProvider for RemoveUnusedVariable {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.RemoveUnusedVariable.CSharpRemoveUnusedVariableCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS0168", "CS0219"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new("Remove unused variable", KEY)],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        let Some(target) = target(ctx, trigger) else {
            return Vec::new();
        };
        let range = match target {
            Target::Statement(statement) => deletion(&ctx.text, statement.text_range()),
            Target::Declarator(declarator) => declarator_with_comma(&declarator),
            Target::CatchName(name) => {
                // `catch (Exception e)` → `catch (Exception)`: the name and the space before it.
                let text = &ctx.text[..usize::from(name.start())];
                let spaces = text.len() - text.trim_end_matches([' ', '\t']).len();
                TextRange::new(
                    name.start() - cs_syntax::TextSize::from(spaces as u32),
                    name.end(),
                )
            }
        };
        vec![TextEdit::replace(range, "")]
    }
}

enum Target {
    Statement(SyntaxNode),
    Declarator(SyntaxNode),
    CatchName(TextRange),
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Target> {
    let diagnostic = trigger.diagnostic()?;
    let name = token_in(&ctx.root, diagnostic.range)?;
    let parent = name.parent()?;
    if let Some(catch) = parent
        .ancestors()
        .take(2)
        .find(|n| n.kind() == kind("catch_declaration"))
    {
        let _ = catch;
        return Some(Target::CatchName(name.text_range()));
    }
    let declarator = covering(&ctx.root, name.text_range(), "variable_declarator")?;
    let declaration = declarator.parent()?;
    let statement = declaration.parent()?;
    if declaration.kind() != kind("variable_declaration")
        || statement.kind() != kind("local_declaration_statement")
    {
        return None;
    }
    let declarators = declaration
        .children()
        .filter(|n| n.kind() == kind("variable_declarator"))
        .count();
    Some(if declarators == 1 {
        Target::Statement(statement)
    } else {
        Target::Declarator(declarator)
    })
}

/// A declarator with the comma that separates it: the one after it, or for the last, the
/// one before.
pub(crate) fn declarator_with_comma(declarator: &SyntaxNode) -> TextRange {
    let range = declarator.text_range();
    let mut after = declarator.next_sibling_or_token();
    while let Some(element) = after.clone() {
        match &element {
            SyntaxElement::Token(t) if t.text() == "," => {
                // Up to the next declarator, so its spacing is the one kept.
                let mut end = t.text_range().end();
                let mut next = t.next_sibling_or_token();
                while let Some(SyntaxElement::Token(ws)) = &next {
                    if !cs_syntax::is_trivia(ws.kind()) {
                        break;
                    }
                    end = ws.text_range().end();
                    next = ws.next_sibling_or_token();
                }
                return TextRange::new(range.start(), end);
            }
            SyntaxElement::Token(t) if cs_syntax::is_trivia(t.kind()) => {
                after = t.next_sibling_or_token();
            }
            _ => break,
        }
    }
    let mut before = declarator.prev_sibling_or_token();
    while let Some(element) = before {
        match &element {
            SyntaxElement::Token(t) if t.text() == "," => {
                return TextRange::new(t.text_range().start(), range.end());
            }
            SyntaxElement::Token(t) if cs_syntax::is_trivia(t.kind()) => {
                before = t.prev_sibling_or_token();
            }
            _ => break,
        }
    }
    range
}
