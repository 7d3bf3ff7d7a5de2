//! "Convert to conditional expression" (Roslyn's IDE0045/IDE0046 fixes, offered as
//! refactorings) at a caret on an `if`'s header: `if (c) return a; else return b;` (or the `if`
//! followed by `return b;`) → `return c ? a : b;`, and `if (c) x = a; else x = b;` →
//! `x = c ? a : b;`. A branch may be a one-statement block, and one may `throw`. Offered only
//! when the branches' values evidently have the same type (literals of one kind, locals of one
//! bound type) or one is `null`/`default`/a throw: with `1` and `2.0` the conditional's type
//! would be `double` and `object o = c ? 1 : 2.0` would box a double where the `if` boxed an
//! int.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::type_spelling::{Scope, compact};
use super::{caret_token, else_part, embedded_statement, is_block, within};
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

const TITLE: &str = "Convert to conditional expression";

pub(crate) struct ConditionalForReturn;
pub(crate) struct ConditionalForAssignment;

impl CodeActionProvider for ConditionalForReturn {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.UseConditionalExpression.CSharpUseConditionalExpressionForReturnCodeFixProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["if_statement"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some((Shape::Return, _)) => {
                vec![Offer::new(TITLE, "UseConditionalExpressionForReturn")]
            }
            _ => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        match target(ctx, trigger) {
            Some((Shape::Return, edit)) => vec![edit],
            _ => Vec::new(),
        }
    }
}

impl CodeActionProvider for ConditionalForAssignment {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.UseConditionalExpression.CSharpUseConditionalExpressionForAssignmentCodeFixProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["if_statement"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some((Shape::Assignment, _)) => {
                vec![Offer::new(TITLE, "UseConditionalExpressionForAssignment")]
            }
            _ => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        match target(ctx, trigger) {
            Some((Shape::Assignment, edit)) => vec![edit],
            _ => Vec::new(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    Return,
    Assignment,
}

/// What one branch does.
enum Branch {
    Return(SyntaxElement),
    /// The target (compact, to compare; as written), and the value.
    Assign(String, String, SyntaxElement),
    Throw(SyntaxNode),
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<(Shape, TextEdit)> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let node = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("if_statement"))?;
    let (close, consequence) = embedded_statement(&node)?;
    if !within(at, node.text_range().start(), close.text_range().start()) {
        return None;
    }
    let open = super::child_token(&node, "(")?;
    let condition = node.children_with_tokens().find(|e| {
        e.text_range().start() >= open.text_range().end() && !cs_syntax::is_trivia(e.kind())
    })?;
    let first = branch(ctx, &consequence)?;
    // The alternative: the `else` branch, or (for returns) the statement after the `if`.
    let (second, end) = match else_part(&node) {
        Some((_, alternative)) => {
            if alternative.kind() == kind("if_statement") {
                return None;
            }
            (branch(ctx, &alternative)?, node.text_range().end())
        }
        None => {
            let next = node.next_sibling()?;
            if next.kind() != kind("return_statement") {
                return None;
            }
            (branch(ctx, &next)?, next.text_range().end())
        }
    };
    let range = TextRange::new(node.text_range().start(), end);
    let (shape, prefix, suffix, a, b) = match (&first, &second) {
        (Branch::Return(a), Branch::Return(b)) => (
            Shape::Return,
            "return ".to_string(),
            ";",
            arm(ctx, a),
            arm(ctx, b),
        ),
        (Branch::Return(a), Branch::Throw(t)) => (
            Shape::Return,
            "return ".into(),
            ";",
            arm(ctx, a),
            throw_arm(ctx, t),
        ),
        (Branch::Throw(t), Branch::Return(b)) => (
            Shape::Return,
            "return ".into(),
            ";",
            throw_arm(ctx, t),
            arm(ctx, b),
        ),
        (Branch::Assign(x, target, a), Branch::Assign(y, _, b)) if x == y => (
            Shape::Assignment,
            format!("{target} = "),
            ";",
            arm(ctx, a),
            arm(ctx, b),
        ),
        (Branch::Assign(_, target, a), Branch::Throw(t)) => (
            Shape::Assignment,
            format!("{target} = "),
            ";",
            arm(ctx, a),
            throw_arm(ctx, t),
        ),
        (Branch::Throw(t), Branch::Assign(_, target, b)) => (
            Shape::Assignment,
            format!("{target} = "),
            ";",
            throw_arm(ctx, t),
            arm(ctx, b),
        ),
        _ => return None,
    };
    let values: Vec<&SyntaxElement> = [&first, &second]
        .into_iter()
        .filter_map(|b| match b {
            Branch::Return(v) | Branch::Assign(_, _, v) => Some(v),
            Branch::Throw(_) => None,
        })
        .collect();
    if values.len() == 2 && !same_type(ctx, values[0], values[1]) {
        return None;
    }
    // Comments and directives inside the statements would be lost.
    let kept = [condition.text_range()];
    let lost = ctx.root.covering_element(range);
    let has_comment = match &lost {
        SyntaxElement::Node(n) => n
            .descendants_with_tokens()
            .filter(|e| range.contains_range(e.text_range()))
            .any(|e| {
                cs_syntax::is_trivia(e.kind())
                    && e.kind() != cs_syntax::WHITESPACE
                    && !kept.iter().any(|k| k.contains_range(e.text_range()))
                    && !values
                        .iter()
                        .any(|v| v.text_range().contains_range(e.text_range()))
            }),
        SyntaxElement::Token(_) => false,
    };
    if has_comment {
        return None;
    }
    let condition_text = operand(ctx, &condition);
    let text = format!("{prefix}{condition_text} ? {a} : {b}{suffix}");
    Some((shape, TextEdit::replace(range, text)))
}

/// The statement of a branch (a one-statement block's statement) as a return, assignment or
/// throw.
fn branch(ctx: &ActionContext, statement: &SyntaxNode) -> Option<Branch> {
    let statement = if is_block(statement) {
        let inner: Vec<SyntaxElement> = statement
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .collect();
        match inner.as_slice() {
            [_, SyntaxElement::Node(only), _] => only.clone(),
            _ => return None,
        }
    } else {
        statement.clone()
    };
    let parts: Vec<SyntaxElement> = statement
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    if statement.kind() == kind("return_statement") {
        return match parts.as_slice() {
            [_, value, _] => Some(Branch::Return(value.clone())),
            _ => None,
        };
    }
    if statement.kind() == kind("throw_statement") {
        return (parts.len() == 3).then(|| Branch::Throw(statement.clone()));
    }
    if statement.kind() == kind("expression_statement") {
        let assignment = statement.first_child()?;
        if assignment.kind() != kind("assignment_expression") {
            return None;
        }
        let pieces: Vec<SyntaxElement> = assignment
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .collect();
        let [target, SyntaxElement::Token(op), value] = pieces.as_slice() else {
            return None;
        };
        let target_text = compact(&ctx.text[target.text_range()]);
        // Only `=`, and a target whose evaluation has no effect.
        if op.text() != "=" || target_text.contains('(') {
            return None;
        }
        let written = ctx.text[target.text_range()].to_string();
        return Some(Branch::Assign(target_text, written, value.clone()));
    }
    None
}

fn arm(ctx: &ActionContext, value: &SyntaxElement) -> String {
    operand(ctx, value)
}

fn throw_arm(ctx: &ActionContext, statement: &SyntaxNode) -> String {
    ctx.text[statement.text_range()]
        .trim_end_matches(';')
        .trim_end()
        .to_string()
}

/// An operand of `?:`, parenthesized when its own precedence is lower.
fn operand(ctx: &ActionContext, element: &SyntaxElement) -> String {
    let text = &ctx.text[element.text_range()];
    let low = [
        "assignment_expression",
        "conditional_expression",
        "lambda_expression",
    ];
    if low.iter().any(|k| element.kind() == kind(k)) {
        format!("({text})")
    } else {
        text.to_string()
    }
}

/// Whether the two values evidently have one type, or one of them has none of its own
/// (`null`, `default`), so the conditional converts each as the branches did.
pub(crate) fn same_type(ctx: &ActionContext, a: &SyntaxElement, b: &SyntaxElement) -> bool {
    let typeless = |e: &SyntaxElement| {
        e.kind() == kind("null_literal")
            || (e.kind() == kind("default_expression")
                && ctx.text[e.text_range()].trim() == "default")
    };
    if typeless(a) || typeless(b) {
        return true;
    }
    match (type_of(ctx, a), type_of(ctx, b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

fn type_of(ctx: &ActionContext, e: &SyntaxElement) -> Option<String> {
    let k = e.kind();
    let text = &ctx.text[e.text_range()];
    if k == kind("string_literal")
        || k == kind("verbatim_string_literal")
        || k == kind("interpolated_string_expression")
    {
        return Some("string".into());
    }
    if k == kind("character_literal") {
        return Some("char".into());
    }
    if k == kind("boolean_literal") {
        return Some("bool".into());
    }
    if k == kind("integer_literal") {
        let digits = text.replace('_', "");
        return digits
            .parse::<u64>()
            .ok()
            .filter(|v| *v <= i32::MAX as u64)
            .map(|_| "int".into());
    }
    if k != kind("identifier") {
        return None;
    }
    let bindings = cs_bind::document_bindings(ctx.db(), ctx.project, ctx.document);
    let offset = u32::from(e.text_range().start());
    let reference = bindings.at(offset).next()?;
    match &reference.symbol {
        cs_bind::BoundSymbol::Local(id) => {
            let local = bindings.locals.iter().find(|l| l.id == *id)?;
            if !local.ty.is_fully_resolved() {
                return None;
            }
            Scope::at(ctx, e.text_range().start()).spell(ctx.db(), &local.ty)
        }
        // A parameter's type as written: two parameters of one signature written alike have
        // one type; a keyword matches the literals'.
        cs_bind::BoundSymbol::Parameter { member, index } => {
            let view = cs_hir::member(ctx.db(), *member)?;
            let param = view.decl.params.get(*index as usize)?;
            match &param.ty {
                cs_hir::TypeRef::Predefined(word) => Some(word.to_string()),
                other => Some(format!("{other:?}")),
            }
        }
        _ => None,
    }
}
