//! "Invert if" for an `if` with an `else` (caret on the header): the condition is negated and
//! the branches swap. Negation is exact: `==` / `!=` flip, relational operators flip only when
//! both operands are integral (an integer literal or an integral local: a floating or nullable
//! operand makes `!(a < b)` differ from `a >= b`), `&&` / `||` by De Morgan, `!x` becomes `x`,
//! `true` / `false` swap, anything else becomes `!x` or `!(…)`. Not offered for `else if` or
//! when the new consequence would capture the `else` (a braceless branch holding an `if`).

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::{caret_token, else_part, embedded_statement, is_block, within};
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct InvertIf;

impl CodeActionProvider for InvertIf {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.InvertIf.CSharpInvertIfCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["if_statement"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new("Invert if", "InvertIf")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        let Some(parts) = target(ctx, trigger) else {
            return Vec::new();
        };
        let text = &*ctx.text;
        let negated = negate(ctx, &parts.condition).text;
        vec![
            TextEdit::replace(parts.condition.text_range(), negated),
            TextEdit::replace(
                parts.consequence.text_range(),
                &text[parts.alternative.text_range()],
            ),
            TextEdit::replace(
                parts.alternative.text_range(),
                &text[parts.consequence.text_range()],
            ),
        ]
    }
}

struct Parts {
    condition: SyntaxElement,
    consequence: SyntaxNode,
    alternative: SyntaxNode,
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Parts> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let node = token
        .parent()?
        .ancestors()
        .find(|n| n.kind() == kind("if_statement"))?;
    let (close, consequence) = embedded_statement(&node)?;
    if !within(at, node.text_range().start(), close.text_range().start()) {
        return None;
    }
    let (_, alternative) = else_part(&node)?;
    if alternative.kind() == kind("if_statement") {
        return None;
    }
    // A braceless alternative holding an `if` would take the `else` as the new consequence.
    if !is_block(&alternative)
        && alternative
            .descendants()
            .any(|n| n.kind() == kind("if_statement"))
    {
        return None;
    }
    let open = super::child_token(&node, "(")?;
    let condition = node
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .find(|e| e.text_range().start() >= open.text_range().end())?;
    if condition.text_range().end() > close.text_range().start() {
        return None;
    }
    Some(Parts {
        condition,
        consequence,
        alternative,
    })
}

/// Precedence of a negated expression's text: what it may be an operand of unparenthesized.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Level {
    Or,
    And,
    /// Equality, relational and anything else that is not a primary/unary expression.
    Other,
    /// Primary and unary expressions: a valid operand of `!`.
    Unary,
}

struct Negated {
    text: String,
    level: Level,
}

fn parts(element: &SyntaxElement) -> Vec<SyntaxElement> {
    match element {
        SyntaxElement::Node(node) => node
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .collect(),
        SyntaxElement::Token(_) => Vec::new(),
    }
}

fn source(ctx: &ActionContext, element: &SyntaxElement) -> String {
    ctx.text[element.text_range()].to_string()
}

fn is(element: &SyntaxElement, name: &str) -> bool {
    cs_syntax::kind_from_name(name, true) == Some(element.kind())
}

/// Kinds a `!` applies to without parentheses.
const PRIMARY: &[&str] = &[
    "identifier",
    "invocation_expression",
    "member_access_expression",
    "element_access_expression",
    "parenthesized_expression",
    "this_expression",
    "boolean_literal",
    "conditional_access_expression",
];

fn negate(ctx: &ActionContext, element: &SyntaxElement) -> Negated {
    let text = source(ctx, element);
    if is(element, "boolean_literal") {
        let flipped = if text == "true" { "false" } else { "true" };
        return unary(flipped.to_string());
    }
    let children = parts(element);
    if is(element, "parenthesized_expression") && children.len() == 3 {
        let inner = negate(ctx, &children[1]);
        return if inner.level == Level::Unary {
            inner
        } else {
            unary(format!("({})", inner.text))
        };
    }
    if is(element, "prefix_unary_expression")
        && children.len() == 2
        && children[0].to_string() == "!"
    {
        let operand = &children[1];
        if is(operand, "parenthesized_expression") {
            let inner = parts(operand);
            if inner.len() == 3 {
                return Negated {
                    text: source(ctx, &inner[1]),
                    level: level_of(&inner[1]),
                };
            }
        }
        return Negated {
            text: source(ctx, operand),
            level: level_of(operand),
        };
    }
    if is(element, "binary_expression")
        && let Some(at) = children
            .iter()
            .position(|e| matches!(e, SyntaxElement::Token(t) if is_operator(t.text())))
        && at > 0
        && at + 1 < children.len()
    {
        let operator = children[at].to_string();
        let operand = |from: &SyntaxElement, to: &SyntaxElement| {
            let range = TextRange::new(from.text_range().start(), to.text_range().end());
            ctx.text[range].to_string()
        };
        let left = operand(&children[0], &children[at - 1]);
        let right = operand(&children[at + 1], &children[children.len() - 1]);
        let single = at == 1 && children.len() == 3;
        match operator.as_str() {
            "==" | "!=" => {
                let flipped = if operator == "==" { "!=" } else { "==" };
                return other(format!("{left} {flipped} {right}"));
            }
            "<" | ">" | "<=" | ">="
                if single && integral(ctx, &children[0]) && integral(ctx, &children[2]) =>
            {
                let flipped = match operator.as_str() {
                    "<" => ">=",
                    ">" => "<=",
                    "<=" => ">",
                    _ => "<",
                };
                return other(format!("{left} {flipped} {right}"));
            }
            "&&" | "||" if single => {
                let (l, r) = (negate(ctx, &children[0]), negate(ctx, &children[2]));
                let (joined, level) = if operator == "&&" {
                    ("||", Level::Or)
                } else {
                    ("&&", Level::And)
                };
                let wrap = |n: Negated| {
                    if n.level < level {
                        format!("({})", n.text)
                    } else {
                        n.text
                    }
                };
                return Negated {
                    text: format!("{} {joined} {}", wrap(l), wrap(r)),
                    level,
                };
            }
            _ => {}
        }
    }
    if PRIMARY.iter().any(|k| is(element, k)) || is(element, "prefix_unary_expression") {
        unary(format!("!{text}"))
    } else {
        unary(format!("!({text})"))
    }
}

fn level_of(element: &SyntaxElement) -> Level {
    if PRIMARY.iter().any(|k| is(element, k)) || is(element, "prefix_unary_expression") {
        return Level::Unary;
    }
    if is(element, "binary_expression") {
        for part in parts(element) {
            match part.to_string().as_str() {
                "||" => return Level::Or,
                "&&" => return Level::And,
                _ => {}
            }
        }
    }
    Level::Other
}

fn unary(text: String) -> Negated {
    Negated {
        text,
        level: Level::Unary,
    }
}

fn other(text: String) -> Negated {
    Negated {
        text,
        level: Level::Other,
    }
}

fn is_operator(text: &str) -> bool {
    matches!(
        text,
        "==" | "!="
            | "<"
            | ">"
            | "<="
            | ">="
            | "&&"
            | "||"
            | "&"
            | "|"
            | "^"
            | "+"
            | "-"
            | "*"
            | "/"
            | "%"
            | "<<"
            | ">>"
            | ">>>"
            | "??"
    )
}

/// An integer literal, or a local whose declared type is a non-nullable integral type.
fn integral(ctx: &ActionContext, element: &SyntaxElement) -> bool {
    if is(element, "integer_literal") {
        return true;
    }
    let SyntaxElement::Token(token) = element else {
        return false;
    };
    if !is(element, "identifier") {
        return false;
    }
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let offset = token.text_range().start();
    bindings
        .locals
        .iter()
        .filter(|l| *l.name == *token.text() && l.name_range.start() < offset)
        .max_by_key(|l| l.name_range.start())
        .is_some_and(|l| {
            matches!(
                cs_bind::display::ty_text(db, &l.ty).as_str(),
                "int" | "long" | "short" | "byte" | "sbyte" | "uint" | "ulong" | "ushort" | "char"
            )
        })
}
