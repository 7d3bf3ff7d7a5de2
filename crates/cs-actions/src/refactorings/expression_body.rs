//! "Use expression body for …" ↔ "Use block body for …" for methods, local functions,
//! constructors, properties, indexers and accessors, at a caret on the declaration's header
//! (before its `{` or through its `=>`). A block converts when it holds one `return e;` (a
//! member that returns a value), one expression statement (one that does not) or one `throw`,
//! and nothing else (a comment or directive would be lost); a property or indexer converts
//! when its only accessor is a plain `get`. Lambdas are `lambda_body`.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::body_shapes::{
    Single, arrow_expression, block_on_lines, end_of_previous, only_whitespace, single_statement,
    statement_for,
};
use super::{caret_token, child_token, is_block};
use crate::syntax::{indentation_at, kind, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct UseExpressionBody;

/// The declarations converted, with the noun of Roslyn's titles.
const DECLARATIONS: &[(&str, &str)] = &[
    ("method_declaration", "method"),
    ("local_function_statement", "local function"),
    ("constructor_declaration", "constructor"),
    ("property_declaration", "property"),
    ("indexer_declaration", "indexer"),
    ("accessor_declaration", "accessor"),
];

impl CodeActionProvider for UseExpressionBody {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.UseExpressionBody.UseExpressionBodyCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &[
            "method_declaration",
            "local_function_statement",
            "constructor_declaration",
            "property_declaration",
            "indexer_declaration",
            "accessor_declaration",
        ]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        let Some(conversion) = target(ctx, trigger) else {
            return Vec::new();
        };
        let noun = conversion.noun;
        match conversion.edit {
            Conversion::ToExpression(_) => vec![Offer::new(
                format!("Use expression body for {noun}"),
                format!("UseExpressionBody:{noun}"),
            )],
            Conversion::ToBlock(_) => vec![Offer::new(
                format!("Use block body for {noun}"),
                format!("UseBlockBody:{noun}"),
            )],
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        match target(ctx, trigger) {
            Some(Target {
                edit: Conversion::ToExpression(edit) | Conversion::ToBlock(edit),
                ..
            }) => vec![edit],
            None => Vec::new(),
        }
    }
}

enum Conversion {
    ToExpression(TextEdit),
    ToBlock(TextEdit),
}

struct Target {
    noun: &'static str,
    edit: Conversion,
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Target> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let (node, noun) = token.parent()?.ancestors().find_map(|n| {
        DECLARATIONS
            .iter()
            .find(|(k, _)| n.kind() == kind(k))
            .map(|(_, noun)| (n, *noun))
    })?;
    let start = node.text_range().start();
    if at < start {
        return None;
    }
    let edit = if let Some(block) = node.children().find(is_block) {
        if at > block.text_range().start() {
            return None;
        }
        Conversion::ToExpression(block_to_expression(ctx, &node, &block)?)
    } else if let Some(clause) = arrow_clause(&node) {
        let arrow = child_token(&clause, "=>")?;
        if at > arrow.text_range().end() {
            return None;
        }
        Conversion::ToBlock(expression_to_block(ctx, &node, &clause)?)
    } else if let Some(list) = node.children().find(|n| n.kind() == kind("accessor_list")) {
        if at > list.text_range().start() {
            return None;
        }
        Conversion::ToExpression(getter_to_expression(ctx, &list)?)
    } else {
        return None;
    };
    Some(Target { noun, edit })
}

fn arrow_clause(node: &SyntaxNode) -> Option<SyntaxNode> {
    node.children()
        .find(|n| n.kind() == kind("arrow_expression_clause"))
}

/// `{ return e; }` → ` => e;` when the statement fits what the declaration returns.
fn block_to_expression(
    ctx: &ActionContext,
    node: &SyntaxNode,
    block: &SyntaxNode,
) -> Option<TextEdit> {
    let from = end_of_previous(block);
    if !only_whitespace(ctx, TextRange::new(from, block.text_range().start())) {
        return None;
    }
    let expression = match (single_statement(ctx, block)?, returns_value(ctx, node)) {
        (Single::Return(e), true) | (Single::Statement(e), false) | (Single::Throw(e), _) => e,
        _ => return None,
    };
    Some(TextEdit::replace(
        TextRange::new(from, block.text_range().end()),
        format!(" => {expression};"),
    ))
}

/// `=> e;` → a block holding `return e;` (or `e;`), on its own lines below the header; an
/// accessor that shares its line with others keeps the block on that line. A property or
/// indexer gets a `get` accessor with that block.
fn expression_to_block(
    ctx: &ActionContext,
    node: &SyntaxNode,
    clause: &SyntaxNode,
) -> Option<TextEdit> {
    let expression = arrow_expression(clause)?;
    let semicolon = std::iter::successors(clause.next_sibling_or_token(), |e| {
        e.next_sibling_or_token()
    })
    .find(|e| !cs_syntax::is_trivia(e.kind()))
    .filter(|e| e.as_token().is_some_and(|t| t.text() == ";"))?;
    let from = end_of_previous(clause);
    let arrow = child_token(clause, "=>")?;
    let gaps = [
        TextRange::new(from, arrow.text_range().start()),
        TextRange::new(arrow.text_range().end(), expression.text_range().start()),
        TextRange::new(
            expression.text_range().end(),
            semicolon.text_range().start(),
        ),
    ];
    if !gaps.iter().all(|gap| only_whitespace(ctx, *gap)) {
        return None;
    }
    let range = TextRange::new(from, semicolon.text_range().end());
    let text = &ctx.text[expression.text_range()];
    let node_start = usize::from(node.text_range().start());
    let indent = indentation_at(&ctx.text, node_start);
    let is_property =
        node.kind() == kind("property_declaration") || node.kind() == kind("indexer_declaration");
    if is_property {
        let eol = ctx.eol();
        let unit = ctx.options.indent_unit();
        let inner = format!("{indent}{unit}");
        let getter = block_on_lines(ctx, &inner, &statement_for(&expression, text, true));
        let list = format!("{eol}{indent}{{{eol}{inner}get{getter}{eol}{indent}}}");
        return Some(TextEdit::replace(range, list));
    }
    let statement = statement_for(&expression, text, returns_value(ctx, node));
    let own_line = ctx.text[line_start(&ctx.text, node_start)..node_start]
        .trim()
        .is_empty();
    let block = if node.kind() == kind("accessor_declaration") && !own_line {
        format!(" {{ {statement} }}")
    } else {
        block_on_lines(ctx, indent, &statement)
    };
    Some(TextEdit::replace(range, block))
}

/// `{ get { return e; } }` or `{ get => e; }` → ` => e;`: one plain `get` and nothing else.
fn getter_to_expression(ctx: &ActionContext, list: &SyntaxNode) -> Option<TextEdit> {
    let inner: Vec<SyntaxElement> = list
        .children_with_tokens()
        .filter(|e| e.kind() != cs_syntax::WHITESPACE)
        .collect();
    let [_, SyntaxElement::Node(accessor), _] = inner.as_slice() else {
        return None;
    };
    let parts: Vec<SyntaxElement> = accessor
        .children_with_tokens()
        .filter(|e| e.kind() != cs_syntax::WHITESPACE)
        .collect();
    let expression = match parts.as_slice() {
        [SyntaxElement::Token(get), SyntaxElement::Node(block)]
            if get.text() == "get" && is_block(block) =>
        {
            match single_statement(ctx, block)? {
                Single::Return(e) | Single::Throw(e) => e,
                Single::Statement(_) => return None,
            }
        }
        [
            SyntaxElement::Token(get),
            SyntaxElement::Node(clause),
            SyntaxElement::Token(semicolon),
        ] if get.text() == "get" && semicolon.text() == ";" => {
            let expression = arrow_expression(clause)?;
            let elements = clause
                .children_with_tokens()
                .filter(|e| e.kind() != cs_syntax::WHITESPACE)
                .count();
            if elements != 2 {
                return None;
            }
            ctx.text[expression.text_range()].to_string()
        }
        _ => return None,
    };
    let from = end_of_previous(list);
    if !only_whitespace(ctx, TextRange::new(from, list.text_range().start())) {
        return None;
    }
    Some(TextEdit::replace(
        TextRange::new(from, list.text_range().end()),
        format!(" => {expression};"),
    ))
}

/// Whether the declaration's body gives back a value (`return e;`) rather than running a
/// statement: not for constructors, `void` methods, `async` methods returning a plain `Task`
/// or `ValueTask`, nor accessors other than `get`.
fn returns_value(ctx: &ActionContext, node: &SyntaxNode) -> bool {
    if node.kind() == kind("constructor_declaration") {
        return false;
    }
    if node.kind() == kind("accessor_declaration") {
        return child_token(node, "get").is_some();
    }
    if node.kind() == kind("property_declaration") || node.kind() == kind("indexer_declaration") {
        return true;
    }
    let mut is_async = false;
    for element in node.children_with_tokens() {
        if cs_syntax::is_trivia(element.kind()) || element.kind() == kind("attribute_list") {
            continue;
        }
        let text = &ctx.text[element.text_range()];
        if element.kind() == kind("modifier") {
            is_async |= text == "async";
            continue;
        }
        // The first element after the modifiers is the return type.
        if text == "void" {
            return false;
        }
        let plain_task = ["Task", "ValueTask"]
            .iter()
            .any(|t| text == *t || text.ends_with(&format!(".{t}")));
        let is_name =
            element.kind() == kind("identifier") || element.kind() == kind("qualified_name");
        return !(is_async && plain_task && is_name);
    }
    true
}
