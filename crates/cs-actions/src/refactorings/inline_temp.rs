//! "Inline temporary variable" (Roslyn's `InlineTemporaryCodeRefactoringProvider`): at a caret on
//! a local's name in its declaration (`T x = init;`, one declarator), every read of the local
//! becomes the initializer (parenthesized unless it is a primary expression or the place
//! needs none) and the declaration goes.
//!
//! Precision over Roslyn: the initializer is evaluated at each use instead of once, so it is
//! offered only when the local is never written after its declaration, the initializer has no
//! calls, creations, assignments or awaits, nothing writes the initializer's variables between
//! the declaration and the last use, and the local's type is the initializer's own type (no
//! conversion at the declaration that the uses would lose).

use cs_bind::{BoundSymbol, LocalKind, RefKind};
use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::caret_token;
use super::introduce_local::is_pure;
use super::semantic::expression_type;
use crate::syntax::{deletion, kind};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct InlineTemporary;

impl CodeActionProvider for InlineTemporary {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeRefactorings.InlineTemporary.CSharpInlineTemporaryCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["variable_declarator"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new("Inline temporary variable", "InlineTemporary")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        let Some(target) = target(ctx, trigger) else {
            return Vec::new();
        };
        let text = &*ctx.text;
        let value = &text[target.initializer.text_range()];
        let mut edits = vec![TextEdit::replace(
            deletion(text, target.statement.text_range()),
            String::new(),
        )];
        for read in &target.reads {
            let needs_parens = !is_primary(&target.initializer) && !plain_place(ctx, *read);
            let new = if needs_parens {
                format!("({value})")
            } else {
                value.to_string()
            };
            edits.push(TextEdit::replace(*read, new));
        }
        edits
    }
}

struct Target {
    statement: SyntaxNode,
    initializer: SyntaxElement,
    reads: Vec<TextRange>,
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Target> {
    let token = caret_token(ctx, trigger)?;
    if token.kind() != kind("identifier") {
        return None;
    }
    let declarator = token.parent()?;
    if declarator.kind() != kind("variable_declarator") {
        return None;
    }
    let declaration = declarator.parent()?;
    let statement = declaration.parent()?;
    if statement.kind() != kind("local_declaration_statement")
        || statement.parent().is_none_or(|p| p.kind() != kind("block"))
        || declaration
            .children()
            .filter(|n| n.kind() == kind("variable_declarator"))
            .count()
            != 1
        || statement
            .children_with_tokens()
            .any(|e| e.as_token().is_some_and(|t| t.text() == "using"))
    {
        return None;
    }
    // `x = init`: the element after `=`.
    let mut after_equals = declarator
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .skip_while(|e| e.as_token().is_none_or(|t| t.text() != "="));
    after_equals.next()?;
    let initializer = after_equals.next()?;
    if !is_pure(&initializer)
        || initializer.kind() == kind("initializer_expression")
        || initializer.kind() == kind("stackalloc_expression")
    {
        return None;
    }
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let local = bindings
        .locals
        .iter()
        .find(|l| l.name_range == token.text_range())?;
    if !matches!(local.kind, LocalKind::Local | LocalKind::Constant) {
        return None;
    }
    let symbol = BoundSymbol::Local(local.id);
    let uses: Vec<_> = bindings
        .references
        .iter()
        .filter(|r| {
            r.symbol == symbol && r.range != local.name_range && r.kind != RefKind::Declaration
        })
        .collect();
    if uses.is_empty() || uses.iter().any(|r| r.kind != RefKind::Read) {
        return None;
    }
    // The uses see the initializer's type, not the declared one.
    let initializer_type = expression_type(ctx, initializer.text_range())?;
    if initializer_type != local.ty {
        return None;
    }
    // Nothing writes what the initializer reads before the last use.
    let last = uses.iter().map(|r| r.range.end()).max()?;
    let span = TextRange::new(statement.text_range().end(), last);
    let read_by_initializer: Vec<&BoundSymbol> = bindings
        .references
        .iter()
        .filter(|r| initializer.text_range().contains_range(r.range))
        .map(|r| &r.symbol)
        .collect();
    if bindings.references.iter().any(|r| {
        span.contains_range(r.range)
            && read_by_initializer.contains(&&r.symbol)
            && matches!(
                r.kind,
                RefKind::Write | RefKind::ReadWrite | RefKind::Reference
            )
    }) {
        return None;
    }
    Some(Target {
        statement,
        initializer,
        reads: uses.iter().map(|r| r.range).collect(),
    })
}

/// Expressions that bind tighter than any operator around them.
fn is_primary(element: &SyntaxElement) -> bool {
    let SyntaxElement::Node(node) = element else {
        return true;
    };
    [
        "member_access_expression",
        "element_access_expression",
        "parenthesized_expression",
        "this_expression",
        "base_expression",
        "typeof_expression",
        "default_expression",
        "sizeof_expression",
        "checked_expression",
        "interpolated_string_expression",
        "string_literal",
        "verbatim_string_literal",
        "raw_string_literal",
        "generic_name",
        "predefined_type",
    ]
    .iter()
    .any(|k| cs_syntax::kind_from_name(k, true) == Some(node.kind()))
}

/// A place where any expression stands without parentheses: an argument, an initializer, the
/// right of an assignment, a returned value, an interpolation.
fn plain_place(ctx: &ActionContext, read: TextRange) -> bool {
    let Some(token) = ctx.root.token_at_offset(read.start()).right_biased() else {
        return false;
    };
    let Some(parent) = token.parent() else {
        return false;
    };
    let name = cs_syntax::kind_name(parent.kind());
    match name {
        "argument"
        | "return_statement"
        | "variable_declarator"
        | "interpolation"
        | "expression_statement"
        | "parenthesized_expression"
        | "arrow_expression_clause" => true,
        "assignment_expression" => parent
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .last()
            .is_some_and(|e| e.text_range() == read),
        _ => false,
    }
}
