//! "Use explicit type": `var` in a local declaration (one declarator) or a `foreach` becomes
//! the type the binder inferred, at a caret on `var`. Not offered when that type is not
//! known or has no exact spelling here (anonymous types, tuples: see `type_spelling`).

use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, SyntaxToken};

use super::caret_token;
use super::type_spelling::Scope;
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct UseExplicitType;

impl CodeActionProvider for UseExplicitType {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeRefactorings.UseExplicitType.UseExplicitTypeCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["implicit_type"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new("Use explicit type", "UseExplicitType")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).into_iter().collect()
    }
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<TextEdit> {
    let token = caret_token(ctx, trigger)?;
    let implicit = token.parent()?;
    if implicit.kind() != kind("implicit_type") {
        return None;
    }
    let name = declared_name(&implicit)?;
    let bindings = cs_bind::document_bindings(ctx.db(), ctx.project, ctx.document);
    let local = bindings
        .locals
        .iter()
        .find(|l| l.name_range == name.text_range())?;
    if !local.ty.is_fully_resolved() {
        return None;
    }
    let written = Scope::at(ctx, implicit.text_range().start()).spell(ctx.db(), &local.ty)?;
    Some(TextEdit::replace(implicit.text_range(), written))
}

/// The name `var` declares: the one declarator of a local declaration, or a `foreach`'s
/// variable (not a deconstruction).
fn declared_name(implicit: &SyntaxNode) -> Option<SyntaxToken> {
    let parent = implicit.parent()?;
    if parent.kind() == kind("variable_declaration") {
        if parent.parent()?.kind() != kind("local_declaration_statement") {
            return None;
        }
        let mut declarators = parent
            .children()
            .filter(|n| n.kind() == kind("variable_declarator"));
        let declarator = declarators.next()?;
        if declarators.next().is_some() {
            return None;
        }
        return declarator
            .first_token()
            .filter(|t| t.kind() == kind("identifier"));
    }
    if parent.kind() == kind("foreach_statement") {
        let next = implicit.next_sibling_or_token_by_kind(&|k| !cs_syntax::is_trivia(k))?;
        return next.into_token().filter(|t| t.kind() == kind("identifier"));
    }
    None
}
