//! "Introduce constant for 'expr'" (and for all occurrences; Roslyn's
//! `IntroduceVariableCodeRefactoringProvider` on a constant expression): a selected constant
//! expression (a literal, or arithmetic, concatenation and `const` names over them, as the
//! operation tree folds them) of a built-in type becomes `private const T Name = expr;` at the
//! top of the containing type, and `Name` where it was. The name is the local's name,
//! capitalized (`V` for a literal). The expression must name no locals: a field cannot see
//! them.

use cs_bind::BoundSymbol;
use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, TextRange, TextSize};

use super::introduce_local::{Site, base_name, expression_site, occurrences, without_parentheses};
use super::semantic::{
    containing_type, expression_type, imported_namespaces, type_text, unused_name,
};
use crate::syntax::{indentation_at, kind, line_end};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct IntroduceConstant;

const ONE: &str = "IntroduceConstant";
const ALL: &str = "IntroduceConstantForAllOccurrences";

impl CodeActionProvider for IntroduceConstant {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CodeRefactorings.IntroduceVariable.IntroduceVariableCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["expression"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        let Some((site, _)) = constant_site(ctx, trigger) else {
            return Vec::new();
        };
        let mut offers = vec![Offer::new(
            format!("Introduce constant for '{}'", site.title),
            ONE,
        )];
        if occurrences(ctx, &site).len() > 1 {
            offers.push(Offer::new(
                format!("Introduce constant for all occurrences of '{}'", site.title),
                ALL,
            ));
        }
        offers
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let Some((site, ty)) = constant_site(ctx, trigger) else {
            return Vec::new();
        };
        let Some(type_node) = containing_type(&site.member) else {
            return Vec::new();
        };
        let Some(open) = type_node
            .children()
            .find(|n| n.kind() == kind("declaration_list"))
            .and_then(|list| list.first_token())
        else {
            return Vec::new();
        };
        let text = &*ctx.text;
        let eol = ctx.eol();
        let name = unused_name(&type_node, &base_name(&site.element, true));
        let indent = indentation_at(text, usize::from(site.member.text_range().start()));
        let at = line_end(text, usize::from(open.text_range().end()));
        let first_is_field = type_node
            .children()
            .find(|n| n.kind() == kind("declaration_list"))
            .and_then(|list| list.children().next())
            .is_some_and(|m| m.kind() == kind("field_declaration"));
        let gap = if first_is_field { "" } else { eol };
        let mut edits = vec![TextEdit::replace(
            TextRange::empty(TextSize::from(at as u32)),
            format!(
                "{indent}private const {ty} {name} = {};{eol}{gap}",
                &text[site.range]
            ),
        )];
        let targets = if key == ALL {
            occurrences(ctx, &site)
                .into_iter()
                .map(|(r, _)| r)
                .collect()
        } else {
            vec![site.range]
        };
        edits.extend(
            targets
                .into_iter()
                .map(|r| TextEdit::replace(without_parentheses(ctx, r), name.clone())),
        );
        edits
    }
}

/// The selected expression when it is a constant of a built-in type naming no local, and its
/// type.
fn constant_site(ctx: &ActionContext, trigger: &Trigger) -> Option<(Site, String)> {
    let site = expression_site(ctx, trigger, false)?;
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    if bindings.references.iter().any(|r| {
        site.range.contains_range(r.range)
            && matches!(
                r.symbol,
                BoundSymbol::Local(_) | BoundSymbol::Parameter { .. }
            )
    }) {
        return None;
    }
    // Already a constant's name: nothing to introduce.
    if matches!(&site.element, SyntaxElement::Token(t) if t.kind() == kind("identifier")) {
        return None;
    }
    let body = cs_flow::body_around(db, ctx.document, site.range, true)?;
    let operations = cs_flow::body_operations(
        db,
        ctx.project,
        ctx.document,
        u32::from(body.declaration.start()),
    )
    .as_ref()?;
    let op = find(&operations.root, site.range)?;
    op.constant.as_ref()?;
    let imported = imported_namespaces(ctx, site.member.text_range()).unwrap_or_default();
    let ty = type_text(ctx, &expression_type(ctx, site.range)?, &imported)?;
    // `const` takes the built-in types (their keywords).
    if !ty.chars().all(|c| c.is_ascii_lowercase())
        || ty == "object"
        || ty == "dynamic"
        || ty == "void"
    {
        return None;
    }
    Some((site, ty))
}

fn find(op: &cs_flow::Operation, range: TextRange) -> Option<&cs_flow::Operation> {
    if !op.range.contains_range(range) {
        return None;
    }
    op.children
        .iter()
        .find_map(|c| find(c, range))
        .or_else(|| (op.range == range && !op.is_implicit).then_some(op))
}
