//! "Use implicit type": the written type of a local declaration (one declarator with an
//! initializer, not `const`) becomes `var`, at a caret on the type, where the initializer's
//! type is evidently the written one: `new T(…)` or `(T)e` or `default(T)` spelling the same
//! type, or a literal of that keyword type (`int` ← `1` within `int`'s range, `string` ←
//! `"…"`). Elsewhere `var` could infer another type (`IList<int> l = new List<int>()`,
//! `long n = 1`), which would change the program.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::caret_token;
use super::type_spelling::compact;
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct UseImplicitType;

impl CodeActionProvider for UseImplicitType {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeRefactorings.UseImplicitType.UseImplicitTypeCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["variable_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new("Use implicit type", "UseImplicitType")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).into_iter().collect()
    }
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<TextEdit> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let declaration = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("variable_declaration"))?;
    let statement = declaration.parent()?;
    if statement.kind() != kind("local_declaration_statement")
        || statement
            .children_with_tokens()
            .any(|e| ctx.text[e.text_range()] == *"const")
    {
        return None;
    }
    let ty = declaration.first_child_or_token()?;
    let ty_range = ty.text_range();
    if at < ty_range.start() || at > ty_range.end() || ty.kind() == kind("implicit_type") {
        return None;
    }
    let mut declarators = declaration
        .children()
        .filter(|n| n.kind() == kind("variable_declarator"));
    let declarator = declarators.next()?;
    if declarators.next().is_some() {
        return None;
    }
    let equals = declarator
        .children_with_tokens()
        .find(|e| e.as_token().is_some_and(|t| t.text() == "="))?;
    let initializer = declarator.children_with_tokens().find(|e| {
        e.text_range().start() >= equals.text_range().end() && !cs_syntax::is_trivia(e.kind())
    })?;
    let written = compact(&ctx.text[ty_range]);
    evidently_of_type(ctx, &initializer, &written)
        .then(|| TextEdit::replace(ty_range, "var".to_string()))
}

/// Whether `initializer`'s type is, from its syntax alone, the type written `written`.
fn evidently_of_type(ctx: &ActionContext, initializer: &SyntaxElement, written: &str) -> bool {
    let text = &ctx.text[initializer.text_range()];
    let named = |node: &SyntaxNode| -> Option<String> {
        // The type of `new T(…)`, `(T)e`, `default(T)`: the first child that is a type.
        let child = node.children_with_tokens().find(|e| {
            !cs_syntax::is_trivia(e.kind())
                && !matches!(
                    e.as_token().map(|t| t.text()),
                    Some("new" | "(" | "default")
                )
        })?;
        Some(compact(&ctx.text[child.text_range()]))
    };
    match initializer {
        SyntaxElement::Node(node)
            if node.kind() == kind("object_creation_expression")
                || node.kind() == kind("cast_expression")
                || node.kind() == kind("default_expression") =>
        {
            named(node).is_some_and(|t| t == written)
        }
        _ => literal_type(initializer.kind(), text) == Some(written),
    }
}

/// The keyword type of a literal, from its spelling.
fn literal_type(literal: cs_syntax::SyntaxKind, text: &str) -> Option<&'static str> {
    if literal == kind("string_literal") || literal == kind("verbatim_string_literal") {
        return Some("string");
    }
    if literal == kind("character_literal") {
        return Some("char");
    }
    if literal == kind("boolean_literal") {
        return Some("bool");
    }
    if literal == kind("integer_literal") {
        let lower = text.to_ascii_lowercase().replace('_', "");
        let digits = lower.trim_end_matches(['u', 'l']);
        let suffix = &lower[digits.len()..];
        let value = if let Some(hex) = digits.strip_prefix("0x") {
            u64::from_str_radix(hex, 16).ok()?
        } else if let Some(binary) = digits.strip_prefix("0b") {
            u64::from_str_radix(binary, 2).ok()?
        } else {
            digits.parse::<u64>().ok()?
        };
        return match suffix {
            "" if value <= i32::MAX as u64 => Some("int"),
            "l" if value <= i64::MAX as u64 => Some("long"),
            _ => None,
        };
    }
    if literal == kind("real_literal") {
        let lower = text.to_ascii_lowercase();
        return match lower.chars().last()? {
            'f' => Some("float"),
            'm' => Some("decimal"),
            'd' => Some("double"),
            c if c.is_ascii_digit() => Some("double"),
            _ => None,
        };
    }
    None
}
