//! "Convert 'for' to 'foreach'" (Roslyn's `CSharpConvertForToForEachCodeRefactoringProvider`)
//! at a caret on a `for` header of the shape `for (int i = 0; i < xs.Length; i++)` (`Count`
//! for a `List<T>`; `++i` and `i += 1` too) over a local or parameter array or a local
//! `List<T>`: the loop becomes `foreach (T v in xs)` and every `xs[i]` in the body becomes the
//! variable. When the body starts with `T x = xs[i];` (or `var x = xs[i];`), that declaration
//! goes and `x` names the variable, as Roslyn does; else the variable is `v` (`v1`, … when `v`
//! is taken). Offered only when it changes nothing: `i` is used only as `xs[i]`, no `xs[i]` is
//! written (assigned, incremented, passed by `ref`/`out`), and the body mentions `xs` only
//! there (a `foreach` would throw if the body changed the list).

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, TextRange};

use super::foreach_to_for::{collection_shape, member_of, mentions};
use super::{caret_token, child_token, is_block};
use crate::syntax::{kind, line_end, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct ConvertForToForEach;

impl CodeActionProvider for ConvertForToForEach {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.ConvertForToForEach.CSharpConvertForToForEachCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["for_statement"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new(
                "Convert 'for' to 'foreach'",
                "ConvertForToForEach",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).into_iter().collect()
    }
}

fn significant(node: &SyntaxNode) -> Vec<SyntaxElement> {
    node.children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect()
}

fn text_of<'a>(ctx: &'a ActionContext, e: &SyntaxElement) -> &'a str {
    &ctx.text[e.text_range()]
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<TextEdit> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let node = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("for_statement"))?;
    let close = child_token(&node, ")")?;
    if at < node.text_range().start() || at > close.text_range().start() {
        return None;
    }
    let header = significant(&node);
    let [
        keyword,
        _,
        SyntaxElement::Node(declaration),
        _,
        SyntaxElement::Node(condition),
        _,
        SyntaxElement::Node(increment),
        _,
        SyntaxElement::Node(body),
    ] = header.as_slice()
    else {
        return None;
    };
    if text_of(ctx, keyword) != "for" || declaration.kind() != kind("variable_declaration") {
        return None;
    }
    // `int i = 0` (or `var i = 0`).
    let declared = significant(declaration);
    let [ty, SyntaxElement::Node(declarator)] = declared.as_slice() else {
        return None;
    };
    if !matches!(text_of(ctx, ty), "int" | "var") {
        return None;
    }
    let parts = significant(declarator);
    let [index, equals, zero] = parts.as_slice() else {
        return None;
    };
    if index.kind() != kind("identifier")
        || text_of(ctx, equals) != "="
        || text_of(ctx, zero) != "0"
    {
        return None;
    }
    let index = text_of(ctx, index).to_string();
    // `i < xs.Length` / `i < xs.Count`.
    let compared = significant(condition);
    let [left, less, SyntaxElement::Node(bound)] = compared.as_slice() else {
        return None;
    };
    if condition.kind() != kind("binary_expression")
        || text_of(ctx, left) != index
        || text_of(ctx, less) != "<"
        || bound.kind() != kind("member_access_expression")
    {
        return None;
    }
    let bound_parts = significant(bound);
    let [collection, dot, count] = bound_parts.as_slice() else {
        return None;
    };
    if collection.kind() != kind("identifier") || text_of(ctx, dot) != "." {
        return None;
    }
    let collection_name = text_of(ctx, collection).to_string();
    // `i++`, `++i`, `i += 1`.
    let stepped: Vec<String> = significant(increment)
        .iter()
        .map(|e| text_of(ctx, e).to_string())
        .collect();
    let steps = stepped == [index.as_str(), "++"]
        || stepped == ["++", index.as_str()]
        || stepped == [index.as_str(), "+=", "1"];
    if !steps {
        return None;
    }
    let (count_name, element) = collection_shape(ctx, collection)?;
    if text_of(ctx, count) != count_name {
        return None;
    }
    let element = element?;
    // Every `i` in the body is the index of a read `xs[i]`, and `xs` appears only there.
    let mut accesses: Vec<SyntaxNode> = Vec::new();
    for t in body
        .descendants_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .filter(|t| t.kind() == kind("identifier"))
    {
        let text = t.text();
        if text != index && text != collection_name {
            continue;
        }
        let access = element_access_of(&t, &index, &collection_name, ctx)?;
        if is_written(&access) {
            return None;
        }
        if !accesses.contains(&access) {
            accesses.push(access);
        }
    }
    // The first statement `T x = xs[i];` names the variable and goes.
    let first = is_block(body).then(|| body.children().next()).flatten();
    let reused = first.as_ref().and_then(|statement| {
        let name = declares_element(ctx, statement, &element, &accesses)?;
        Some((statement.clone(), name))
    });
    let member = member_of(&node);
    let name = match &reused {
        Some((_, name)) => name.clone(),
        None => {
            let mut name = "v".to_string();
            let mut n = 0;
            while mentions(&member, &name) {
                n += 1;
                name = format!("v{n}");
            }
            name
        }
    };
    // The new body: each `xs[i]` is the variable; the reused declaration's line goes.
    let body_start = usize::from(body.text_range().start());
    let text = &*ctx.text;
    let mut cuts: Vec<(usize, usize, String)> = Vec::new();
    for access in &accesses {
        let range = access.text_range();
        let inside_reused = reused
            .as_ref()
            .is_some_and(|(s, _)| s.text_range().contains_range(range));
        if !inside_reused {
            cuts.push((
                usize::from(range.start()),
                usize::from(range.end()),
                name.clone(),
            ));
        }
    }
    if let Some((statement, _)) = &reused {
        let start = line_start(text, usize::from(statement.text_range().start()));
        let end = line_end(text, usize::from(statement.text_range().end()));
        if !text[start..usize::from(statement.text_range().start())]
            .trim()
            .is_empty()
            || !text[usize::from(statement.text_range().end())..end]
                .trim()
                .is_empty()
        {
            return None;
        }
        cuts.push((start, end, String::new()));
    }
    cuts.sort_by_key(|c| c.0);
    let mut new_body = String::new();
    let mut at = body_start;
    for (start, end, replacement) in cuts {
        new_body.push_str(&text[at..start]);
        new_body.push_str(&replacement);
        at = end;
    }
    new_body.push_str(&text[at..usize::from(body.text_range().end())]);
    let between = &text[usize::from(close.text_range().end())..body_start];
    Some(TextEdit::replace(
        TextRange::new(node.text_range().start(), body.text_range().end()),
        format!("foreach ({element} {name} in {collection_name}){between}{new_body}"),
    ))
}

/// The `xs[i]` element access a token of `i` or `xs` belongs to; `None` when it is used
/// otherwise.
fn element_access_of(
    token: &SyntaxToken,
    index: &str,
    collection: &str,
    ctx: &ActionContext,
) -> Option<SyntaxNode> {
    let access = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("element_access_expression"))?;
    let parts = significant(&access);
    let [receiver, SyntaxElement::Node(arguments)] = parts.as_slice() else {
        return None;
    };
    let arguments_text: String = ctx.text[arguments.text_range()]
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let is_it = receiver.kind() == kind("identifier")
        && text_of(ctx, receiver) == collection
        && arguments_text == format!("[{index}]");
    // The token must be the receiver or the index of this very access.
    let direct = token.parent().as_ref() == Some(&access)
        || token
            .parent_ancestors()
            .take_while(|n| *n != access)
            .all(|n| n.kind() == kind("bracketed_argument_list") || n.kind() == kind("argument"));
    (is_it && direct).then_some(access)
}

/// `xs[i] = …`, `xs[i] += …`, `xs[i]++`, `ref xs[i]`, `out xs[i]`.
fn is_written(access: &SyntaxNode) -> bool {
    let Some(parent) = access.parent() else {
        return false;
    };
    let k = cs_syntax::kind_name(parent.kind());
    match k {
        "assignment_expression" => parent.first_child().as_ref() == Some(access),
        "postfix_unary_expression" | "prefix_unary_expression" => {
            parent.to_string().contains("++") || parent.to_string().contains("--")
        }
        "argument" => parent
            .children_with_tokens()
            .any(|e| matches!(e.to_string().trim(), "ref" | "out" | "in")),
        _ => false,
    }
}

/// `T x = xs[i];` or `var x = xs[i];` whose value is one of the accesses: the name `x`.
fn declares_element(
    ctx: &ActionContext,
    statement: &SyntaxNode,
    element: &str,
    accesses: &[SyntaxNode],
) -> Option<String> {
    if statement.kind() != kind("local_declaration_statement") {
        return None;
    }
    let declaration = statement.first_child()?;
    let parts = significant(&declaration);
    let [ty, SyntaxElement::Node(declarator)] = parts.as_slice() else {
        return None;
    };
    let written: String = text_of(ctx, ty)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    if written != "var" && written != element.replace(' ', "") {
        return None;
    }
    let pieces = significant(declarator);
    let [name, equals, SyntaxElement::Node(value)] = pieces.as_slice() else {
        return None;
    };
    (text_of(ctx, equals) == "=" && accesses.contains(value))
        .then(|| text_of(ctx, name).to_string())
}
