//! "Introduce parameter for 'expr'" (Roslyn's `IntroduceParameterCodeRefactoringProvider`, its
//! first action): a selected expression of a method body becomes a new last parameter of the
//! method, and every call passes the expression, with the method's parameters in it replaced by
//! the call's arguments.
//!
//! Precision: every call must be in this document and rewritable, so it is offered only for a
//! `private` method of a non-partial type (nested in non-partial types), not virtual, override,
//! abstract, extern or generic, without optional or `params` parameters, whose every reference
//! is a call with positional arguments; the expression must be pure (no calls, creations,
//! assignments) and read nothing but the method's parameters, literals and constants.

use cs_bind::{BoundSymbol, RefKind};
use cs_hir::Symbol;
use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::extract_method::{check_context, trim};
use super::introduce_local::{base_name, is_pure};
use super::semantic::{
    containing_member, expression_type, has_modifier, imported_namespaces, member_id, type_text,
    unused_name,
};
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct IntroduceParameter;

impl CodeActionProvider for IntroduceParameter {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.IntroduceParameter.CSharpIntroduceParameterCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["expression"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match plan(ctx, trigger) {
            Some(plan) => vec![Offer::new(
                format!("Introduce parameter for '{}'", plan.title),
                "IntroduceParameter",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        plan(ctx, trigger).map(|p| p.edits).unwrap_or_default()
    }
}

struct Plan {
    title: String,
    edits: Vec<TextEdit>,
}

fn plan(ctx: &ActionContext, trigger: &Trigger) -> Option<Plan> {
    let Trigger::Selection(range) = trigger else {
        return None;
    };
    let range = trim(&ctx.text, *range)?;
    let db = ctx.db();
    let answer = cs_flow::analyze_data_flow(db, ctx.project, ctx.document, range).ok()?;
    if !matches!(
        answer.selection,
        cs_flow::dataflow::region::Selection::Expression { .. }
    ) || answer.body.kind != cs_flow::BodyKind::Method
    {
        return None;
    }
    let element = ctx.root.covering_element(range);
    if element.text_range() != range || !is_pure(&element) {
        return None;
    }
    let parent = element.parent()?;
    check_context(ctx, &parent, range)?;
    if parent.kind() == kind("expression_statement") {
        return None;
    }
    let method = containing_member(ctx, answer.body.declaration)?;
    if method.kind() != kind("method_declaration")
        || !is_private(&method)
        || ["virtual", "override", "abstract", "extern", "partial"]
            .iter()
            .any(|m| has_modifier(&method, m))
        || method
            .children()
            .any(|n| n.kind() == kind("type_parameter_list"))
        || method
            .ancestors()
            .skip(1)
            .any(|a| has_modifier(&a, "partial"))
    {
        return None;
    }
    let parameters = method
        .children()
        .find(|n| n.kind() == kind("parameter_list"))?;
    let declared: Vec<SyntaxNode> = parameters
        .children()
        .filter(|n| n.kind() == kind("parameter"))
        .collect();
    if declared.iter().any(|p| {
        p.children_with_tokens().any(|e| {
            e.as_token()
                .is_some_and(|t| t.text() == "=" || t.text() == "params")
        })
    }) {
        return None;
    }
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    // What the expression reads: only the method's own parameters (by index).
    let mut uses: Vec<(TextRange, usize)> = Vec::new();
    for r in bindings
        .references
        .iter()
        .filter(|r| range.contains_range(r.range))
    {
        match &r.symbol {
            BoundSymbol::Parameter { index, .. }
                if answer.flow.read_inside.contains(&r.symbol)
                    && bindings.references.iter().any(|d| {
                        d.kind == RefKind::Declaration
                            && d.symbol == r.symbol
                            && parameters.text_range().contains_range(d.range)
                    }) =>
            {
                uses.push((r.range, *index as usize));
            }
            BoundSymbol::Symbol(Symbol::Type(_)) => {}
            BoundSymbol::Symbol(Symbol::Member(member)) => {
                // Static members and constants read the same at the call site; instance ones
                // would need the receiver.
                let view = cs_hir::member(db, *member)?;
                let modifiers = view.decl.modifiers;
                if !(modifiers.contains(cs_hir::Modifiers::STATIC)
                    || modifiers.contains(cs_hir::Modifiers::CONST))
                {
                    return None;
                }
            }
            _ => return None,
        }
    }
    let imported = imported_namespaces(ctx, method.text_range()).unwrap_or_default();
    let ty = type_text(ctx, &expression_type(ctx, range)?, &imported)?;
    if ty == "void" {
        return None;
    }
    let name = unused_name(&method, &base_name(&element, false));
    let id = member_id(bindings, answer.body.body)?;
    let text = &*ctx.text;
    let mut edits = vec![TextEdit::replace(range, name.clone())];
    let close = parameters.last_token()?;
    let separator = if declared.is_empty() { "" } else { ", " };
    edits.push(TextEdit::replace(
        TextRange::empty(close.text_range().start()),
        format!("{separator}{ty} {name}"),
    ));
    for r in bindings
        .references
        .iter()
        .filter(|r| r.symbol == BoundSymbol::Symbol(Symbol::Member(id)))
    {
        if r.kind == RefKind::Declaration {
            continue;
        }
        if r.kind != RefKind::Invocation {
            return None;
        }
        let arguments = call_arguments(ctx, r.range)?;
        if arguments.len() != declared.len() {
            return None;
        }
        // The expression with each parameter replaced by the call's argument.
        let mut argument = text[range].to_string();
        let mut sorted = uses.clone();
        sorted.sort_by_key(|(r, _)| std::cmp::Reverse(r.start()));
        for (use_range, index) in sorted {
            let value = &text[arguments.get(index)?.text_range()];
            let simple = value
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.');
            let value = if simple {
                value.to_string()
            } else {
                format!("({value})")
            };
            let start = usize::from(use_range.start() - range.start());
            let end = usize::from(use_range.end() - range.start());
            argument.replace_range(start..end, &value);
        }
        let list = arguments_list(ctx, r.range)?;
        let close = list.last_token()?;
        let separator = if arguments.is_empty() { "" } else { ", " };
        edits.push(TextEdit::replace(
            TextRange::empty(close.text_range().start()),
            format!("{separator}{argument}"),
        ));
    }
    Some(Plan {
        title: text[range].split_whitespace().collect::<Vec<_>>().join(" "),
        edits,
    })
}

fn is_private(method: &SyntaxNode) -> bool {
    let accessibility = ["public", "internal", "protected"];
    !accessibility.iter().any(|m| has_modifier(method, m))
}

/// The argument list of the call whose method name is at `name`.
fn arguments_list(ctx: &ActionContext, name: TextRange) -> Option<SyntaxNode> {
    let token = ctx.root.token_at_offset(name.start()).right_biased()?;
    let mut node = token.parent()?;
    if node.kind() == kind("member_access_expression") {
        node = node.parent()?;
    }
    if node.kind() != kind("invocation_expression") {
        return None;
    }
    node.children().find(|n| n.kind() == kind("argument_list"))
}

/// The positional arguments' expressions of the call at `name`; `None` with a named, `ref` or
/// `out` argument.
fn call_arguments(ctx: &ActionContext, name: TextRange) -> Option<Vec<SyntaxElement>> {
    let list = arguments_list(ctx, name)?;
    let mut out = Vec::new();
    for argument in list.children().filter(|n| n.kind() == kind("argument")) {
        let parts: Vec<SyntaxElement> = argument
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .collect();
        let [value] = parts.as_slice() else {
            return None;
        };
        out.push(value.clone());
    }
    Some(out)
}
