//! "Introduce local for 'expr'" and "… for all occurrences of 'expr'" (Roslyn's
//! `IntroduceVariableCodeRefactoringProvider`): a selected expression in a statement of a block
//! body becomes `T name = expr;` before that statement and `name` where it was. The type is
//! the expression's bound type, written out (Roslyn's default `var` preference is off); the
//! name comes from the expression (`order.Total` gives `total`, `GetPrice()` gives `price`,
//! otherwise `v`), made unique in the type.
//!
//! Precision over Roslyn: the expression's evaluation moves before its statement, so it is not
//! offered where the expression is evaluated conditionally or repeatedly (the right of `&&`,
//! `||`, `??`, a branch of `?:`, after `?.`, a loop's condition), in a braceless embedded
//! statement, or when it uses a variable its statement declares. All occurrences (the same
//! text in the block of the statement) are offered only for expressions without calls,
//! creations or assignments whose variables nothing writes between the first and the last
//! occurrence. Constants: `introduce_constant`.

use cs_bind::{BoundSymbol, RefKind};
use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange, TextSize};

use super::extract_method::{check_context, trim};
use super::semantic::{
    containing_member, containing_type, expression_type, imported_namespaces, type_text,
    unused_name,
};
use crate::syntax::{indentation_at, kind, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct IntroduceLocal;

const ONE: &str = "IntroduceLocal";
const ALL: &str = "IntroduceLocalForAllOccurrences";

impl CodeActionProvider for IntroduceLocal {
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
        let Some(site) = expression_site(ctx, trigger, true) else {
            return Vec::new();
        };
        let mut offers = vec![Offer::new(
            format!("Introduce local for '{}'", site.title),
            ONE,
        )];
        if occurrences(ctx, &site).len() > 1 {
            offers.push(Offer::new(
                format!("Introduce local for all occurrences of '{}'", site.title),
                ALL,
            ));
        }
        offers
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let Some(site) = expression_site(ctx, trigger, true) else {
            return Vec::new();
        };
        let targets = if key == ALL {
            occurrences(ctx, &site)
        } else {
            vec![(site.range, site.statement.clone())]
        };
        if targets.is_empty() {
            return Vec::new();
        }
        let Some(ty) = site.ty.clone() else {
            return Vec::new();
        };
        let scope = containing_type(&site.member).unwrap_or_else(|| site.member.clone());
        let name = unused_name(&scope, &base_name(&site.element, false));
        // Before the first statement holding an occurrence.
        let first = &targets[0].1;
        let text = &*ctx.text;
        let start = usize::from(first.text_range().start());
        let line = line_start(text, start);
        if !text[line..start].trim().is_empty() {
            return Vec::new();
        }
        let indent = indentation_at(text, start);
        let eol = ctx.eol();
        let mut edits = vec![TextEdit::replace(
            TextRange::empty(TextSize::from(line as u32)),
            format!("{indent}{ty} {name} = {};{eol}", &text[site.range]),
        )];
        edits.extend(
            targets
                .iter()
                .map(|(r, _)| TextEdit::replace(without_parentheses(ctx, *r), name.clone())),
        );
        edits
    }
}

/// The range a name replaces: the expression, with the parentheses around it (a name needs
/// none; Roslyn's simplifier removes them too).
pub(crate) fn without_parentheses(ctx: &ActionContext, range: TextRange) -> TextRange {
    let element = ctx.root.covering_element(range);
    let Some(parent) = element.parent() else {
        return range;
    };
    let parts = parent
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .count();
    if parent.kind() == kind("parenthesized_expression") && parts == 3 {
        parent.text_range()
    } else {
        range
    }
}

/// A selected expression and where it stands.
pub(crate) struct Site {
    pub range: TextRange,
    pub element: SyntaxElement,
    /// The statement (a direct child of a block) the expression is in.
    pub statement: SyntaxNode,
    pub member: SyntaxNode,
    /// The expression's text with whitespace runs as one space (for titles).
    pub title: String,
    /// The expression's type as written (`None`: not computed, `as_local` false).
    pub ty: Option<String>,
}

/// The expression selected by `trigger` when a local (`as_local`) or a constant may be
/// introduced for it.
pub(crate) fn expression_site(
    ctx: &ActionContext,
    trigger: &Trigger,
    as_local: bool,
) -> Option<Site> {
    let Trigger::Selection(range) = trigger else {
        return None;
    };
    let range = trim(&ctx.text, *range)?;
    let db = ctx.db();
    let answer = cs_flow::analyze_data_flow(db, ctx.project, ctx.document, range).ok()?;
    if !matches!(
        answer.selection,
        cs_flow::dataflow::region::Selection::Expression { .. }
    ) || answer.body.kind.is_nested()
    {
        return None;
    }
    let element = ctx.root.covering_element(range);
    if element.text_range() != range {
        return None;
    }
    let parent = element.parent()?;
    check_context(ctx, &parent, range)?;
    if parent.kind() == kind("expression_statement")
        || matches!(&element, SyntaxElement::Node(n) if ["lambda_expression", "anonymous_method_expression", "declaration_expression", "assignment_expression"].iter().any(|k| n.kind() == kind(k)))
    {
        return None;
    }
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    // A lone local or parameter is already a name.
    if matches!(&element, SyntaxElement::Token(_))
        && bindings.references.iter().any(|r| {
            r.range == range
                && matches!(
                    r.symbol,
                    BoundSymbol::Local(_) | BoundSymbol::Parameter { .. }
                )
        })
    {
        return None;
    }
    let statement = statement_of(&element, range)?;
    // A variable the statement declares would be used before its declaration.
    let declared_in_statement = bindings.references.iter().any(|r| {
        range.contains_range(r.range)
            && matches!(&r.symbol, BoundSymbol::Local(id) if statement.text_range().contains(TextSize::from(id.offset)))
    });
    if declared_in_statement {
        return None;
    }
    let member = containing_member(ctx, answer.body.declaration)?;
    let ty = if as_local {
        let imported = imported_namespaces(ctx, member.text_range()).unwrap_or_default();
        let ty = type_text(ctx, &expression_type(ctx, range)?, &imported)?;
        if ty == "void" {
            return None;
        }
        Some(ty)
    } else {
        None
    };
    Some(Site {
        range,
        element,
        statement,
        member,
        title: ctx.text[range]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
        ty,
    })
}

/// The statement (direct child of a block) holding the expression, when the expression is
/// evaluated exactly once each time that statement runs.
fn statement_of(element: &SyntaxElement, range: TextRange) -> Option<SyntaxNode> {
    let mut child_range = range;
    let mut node = element.parent()?;
    loop {
        let name = cs_syntax::kind_name(node.kind());
        if name.ends_with("_statement") {
            if ["while_statement", "do_statement", "for_statement"].contains(&name) {
                return None;
            }
            let parent = node.parent()?;
            return (parent.kind() == kind("block")).then_some(node);
        }
        if evaluated_conditionally(&node, child_range) {
            return None;
        }
        if [
            "lambda_expression",
            "anonymous_method_expression",
            "block",
            "arrow_expression_clause",
        ]
        .contains(&name)
        {
            return None;
        }
        child_range = node.text_range();
        node = node.parent()?;
    }
}

/// Is the child at `child` of `node` evaluated only on some paths (`a && b`'s `b`, a branch of
/// `?:`, what follows `?.`, a switch expression arm)?
fn evaluated_conditionally(node: &SyntaxNode, child: TextRange) -> bool {
    let name = cs_syntax::kind_name(node.kind());
    let operands: Vec<SyntaxElement> = node
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    let first = operands.first().map(|e| e.text_range());
    match name {
        "binary_expression" => {
            let short_circuit = operands
                .iter()
                .any(|e| matches!(e.as_token().map(|t| t.text()), Some("&&" | "||" | "??")));
            short_circuit && first != Some(child)
        }
        "conditional_expression" | "conditional_access_expression" => first != Some(child),
        "switch_expression" | "switch_expression_arm" => first != Some(child),
        _ => false,
    }
}

/// The same expression (equal text, whitespace aside) in the block of the site's statement,
/// in order, each with its statement (the block's child holding it); empty when an occurrence
/// could see another value.
pub(crate) fn occurrences(ctx: &ActionContext, site: &Site) -> Vec<(TextRange, SyntaxNode)> {
    let Some(block) = site.statement.parent() else {
        return Vec::new();
    };
    if !is_pure(&site.element) {
        return Vec::new();
    }
    let wanted: String = site.title.clone();
    let same = |e: &SyntaxElement| {
        e.kind() == site.element.kind()
            && ctx.text[e.text_range()]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                == wanted
    };
    let mut found: Vec<(TextRange, SyntaxNode)> = Vec::new();
    for element in block.descendants_with_tokens() {
        if !same(&element) {
            continue;
        }
        let range = element.text_range();
        let Some(parent) = element.parent() else {
            continue;
        };
        if check_context(ctx, &parent, range).is_none() {
            continue;
        }
        let Some(statement) = statement_of(&element, range) else {
            continue;
        };
        // The block's child holding it.
        let Some(top) = statement
            .ancestors()
            .find(|a| a.parent().as_ref() == Some(&block))
        else {
            continue;
        };
        found.push((range, top));
    }
    if found.len() < 2 || !found.iter().any(|(r, _)| *r == site.range) {
        return found;
    }
    // Nothing writes the expression's variables from the first statement to the last use.
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let span = TextRange::new(
        found[0].1.text_range().start(),
        found[found.len() - 1].0.end(),
    );
    let variables: Vec<&BoundSymbol> = bindings
        .references
        .iter()
        .filter(|r| site.range.contains_range(r.range))
        .map(|r| &r.symbol)
        .collect();
    let written = bindings.references.iter().any(|r| {
        span.contains_range(r.range)
            && variables.contains(&&r.symbol)
            && matches!(
                r.kind,
                RefKind::Write | RefKind::ReadWrite | RefKind::Reference
            )
    });
    if written { Vec::new() } else { found }
}

/// No calls, creations, assignments, increments or awaits: evaluating it twice gives the same
/// value while its variables keep theirs.
pub(crate) fn is_pure(element: &SyntaxElement) -> bool {
    let SyntaxElement::Node(node) = element else {
        return true;
    };
    let impure = [
        "invocation_expression",
        "object_creation_expression",
        "implicit_object_creation_expression",
        "array_creation_expression",
        "assignment_expression",
        "await_expression",
        "lambda_expression",
        "anonymous_method_expression",
        "with_expression",
    ];
    !node.descendants_with_tokens().any(|e| {
        let name = cs_syntax::kind_name(e.kind());
        impure.contains(&name)
            || e.as_token()
                .is_some_and(|t| t.text() == "++" || t.text() == "--")
    })
}

/// The name an expression suggests (Roslyn's `GenerateNameForExpression`, simplified):
/// `order.Total` → `total`, `GetPrice()` → `price`, otherwise `v`; `capitalize` for constants.
pub(crate) fn base_name(element: &SyntaxElement, capitalize: bool) -> String {
    let last_identifier = |node: &SyntaxNode| {
        node.children_with_tokens()
            .filter_map(SyntaxElement::into_token)
            .filter(|t| t.kind() == kind("identifier"))
            .last()
            .map(|t| t.text().to_string())
    };
    let name = match element {
        SyntaxElement::Token(t) if t.kind() == kind("identifier") => Some(t.text().to_string()),
        SyntaxElement::Token(_) => None,
        SyntaxElement::Node(node) => {
            let name = cs_syntax::kind_name(node.kind());
            match name {
                "member_access_expression" => last_identifier(node),
                "invocation_expression" => node
                    .children_with_tokens()
                    .next()
                    .and_then(|f| match f {
                        SyntaxElement::Token(t) if t.kind() == kind("identifier") => {
                            Some(t.text().to_string())
                        }
                        SyntaxElement::Node(n) if n.kind() == kind("member_access_expression") => {
                            last_identifier(&n)
                        }
                        _ => None,
                    })
                    .map(|n| match n.strip_prefix("Get") {
                        Some(rest) if rest.starts_with(|c: char| c.is_ascii_uppercase()) => {
                            rest.to_string()
                        }
                        _ => n,
                    }),
                _ => None,
            }
        }
    };
    let name = name
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "v".to_string());
    let mut chars = name.chars();
    let first = chars.next().expect("non-empty");
    let first: String = if capitalize {
        first.to_uppercase().collect()
    } else {
        first.to_lowercase().collect()
    };
    let name = format!("{first}{}", chars.as_str());
    if cs_syntax::is_reserved_keyword(&name) {
        if capitalize { "V".into() } else { "v".into() }
    } else {
        name
    }
}
