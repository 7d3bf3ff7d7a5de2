//! "Use primary constructor" (C# 12; Roslyn's IDE0290 fix, offered here as a refactoring) at a
//! caret on the header of the only instance constructor of a class or struct, when that
//! constructor is `public`, has no attributes, chains to nothing or to `base(…)`, and its body
//! only assigns parameters to fields and auto-properties of the type that have no initializer
//! (`_x = x;`, `this.Name = name;`, each member once). The parameter list moves to the type
//! (`class C(int x, string name)`), `base(…)`'s arguments to the base class in the base list,
//! each assignment becomes the member's initializer (`private readonly int _x = x;`,
//! `public string Name { get; } = name;`), and the constructor goes. Roslyn's second action,
//! "(and remove fields)", is not offered. Not offered for a partial type, a type with another
//! instance constructor, or a project before C# 12.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange, TextSize};

use super::caret_token;
use super::semantic::has_modifier;
use crate::syntax::{kind, line_end, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct UsePrimaryConstructor;

impl CodeActionProvider for UsePrimaryConstructor {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.UsePrimaryConstructor.CSharpUsePrimaryConstructorCodeFixProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["constructor_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new(
                "Use primary constructor",
                "UsePrimaryConstructor",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).unwrap_or_default()
    }
}

fn significant(node: &SyntaxNode) -> Vec<SyntaxElement> {
    node.children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect()
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Vec<TextEdit>> {
    if !super::collection_expression::language_at_least(ctx, 12) {
        return None;
    }
    let token = caret_token(ctx, trigger)?;
    let constructor = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("constructor_declaration"))?;
    let body = constructor.children().find(|n| n.kind() == kind("block"))?;
    if token.text_range().start() >= body.text_range().start() {
        return None;
    }
    let modifiers: Vec<String> = constructor
        .children()
        .filter(|n| n.kind() == kind("modifier"))
        .map(|n| n.to_string().trim().to_string())
        .collect();
    if modifiers != ["public"]
        || constructor
            .children()
            .any(|n| n.kind() == kind("attribute_list"))
    {
        return None;
    }
    let list = constructor.parent()?;
    let owner = list.parent()?;
    if list.kind() != kind("declaration_list")
        || !(owner.kind() == kind("class_declaration")
            || owner.kind() == kind("struct_declaration"))
        || has_modifier(&owner, "partial")
        || owner.children().any(|n| n.kind() == kind("parameter_list"))
    {
        return None;
    }
    let other_constructor = list.children().any(|m| {
        m != constructor
            && m.kind() == kind("constructor_declaration")
            && !has_modifier(&m, "static")
    });
    if other_constructor {
        return None;
    }
    let parameters = constructor
        .children()
        .find(|n| n.kind() == kind("parameter_list"))?;
    let names: Vec<String> = parameters
        .children()
        .filter(|n| n.kind() == kind("parameter"))
        .filter_map(|p| {
            p.children_with_tokens()
                .filter(|e| e.kind() == kind("identifier"))
                .last()
                .map(|e| ctx.text[e.text_range()].to_string())
        })
        .collect();
    if names.is_empty() {
        return None;
    }
    // `: base(args)` moves to the base list; `: this(…)` is not convertible.
    let mut edits = Vec::new();
    if let Some(initializer) = constructor
        .children()
        .find(|n| n.kind() == kind("constructor_initializer"))
    {
        let parts = significant(&initializer);
        let [_, keyword, SyntaxElement::Node(arguments)] = parts.as_slice() else {
            return None;
        };
        if ctx.text[keyword.text_range()] != *"base" {
            return None;
        }
        if arguments.children().next().is_some() {
            let base_list = owner.children().find(|n| n.kind() == kind("base_list"))?;
            let first = significant(&base_list).into_iter().nth(1)?;
            edits.push(TextEdit::replace(
                TextRange::empty(first.text_range().end()),
                ctx.text[arguments.text_range()].to_string(),
            ));
        }
    }
    // Every statement assigns a parameter to a member without initializer, once.
    let mut assigned: Vec<String> = Vec::new();
    for statement in body.children() {
        let (member, value) = member_assignment(ctx, &statement)?;
        if !names.contains(&value) || assigned.contains(&member) {
            return None;
        }
        let at = initializer_position(ctx, &list, &member)?;
        edits.push(TextEdit::replace(
            TextRange::empty(at.0),
            format!(" = {value}{}", if at.1 { ";" } else { "" }),
        ));
        assigned.push(member);
    }
    let body_text = &ctx.text[body.text_range()];
    if body_text.contains("//") || body_text.contains("/*") {
        return None;
    }
    // The parameter list after the type's name (and type parameters).
    let after_name = owner
        .children_with_tokens()
        .filter(|e| e.kind() == kind("identifier") || e.kind() == kind("type_parameter_list"))
        .last()?;
    edits.push(TextEdit::replace(
        TextRange::empty(after_name.text_range().end()),
        ctx.text[parameters.text_range()].to_string(),
    ));
    // The constructor goes with its lines and one blank line around it.
    let text = &*ctx.text;
    let mut start = line_start(text, usize::from(constructor.text_range().start()));
    let end = line_end(text, usize::from(constructor.text_range().end()));
    if !text[start..usize::from(constructor.text_range().start())]
        .trim()
        .is_empty()
    {
        return None;
    }
    if start > 0 {
        let previous = line_start(text, start - 1);
        if text[previous..start].trim().is_empty() {
            start = previous;
        }
    }
    edits.push(TextEdit::replace(
        TextRange::new(TextSize::from(start as u32), TextSize::from(end as u32)),
        String::new(),
    ));
    Some(edits)
}

/// `member = value;` or `this.member = value;` with `value` a simple name.
fn member_assignment(ctx: &ActionContext, statement: &SyntaxNode) -> Option<(String, String)> {
    if statement.kind() != kind("expression_statement") {
        return None;
    }
    let assignment = statement.first_child()?;
    let parts = significant(&assignment);
    let [target, operator, value] = parts.as_slice() else {
        return None;
    };
    if assignment.kind() != kind("assignment_expression")
        || ctx.text[operator.text_range()] != *"="
        || value.kind() != kind("identifier")
    {
        return None;
    }
    let member = match target {
        SyntaxElement::Token(t) if t.kind() == kind("identifier") => t.text().to_string(),
        SyntaxElement::Node(n) if n.kind() == kind("member_access_expression") => {
            let pieces = significant(n);
            let [this, dot, name] = pieces.as_slice() else {
                return None;
            };
            if ctx.text[this.text_range()] != *"this"
                || ctx.text[dot.text_range()] != *"."
                || name.kind() != kind("identifier")
            {
                return None;
            }
            ctx.text[name.text_range()].to_string()
        }
        _ => return None,
    };
    Some((member, ctx.text[value.text_range()].to_string()))
}

/// Where the member's initializer goes (after its declarator, or after an auto-property's
/// accessor list, which then needs a `;`), for an instance field or auto-property of the type
/// without one.
fn initializer_position(
    ctx: &ActionContext,
    list: &SyntaxNode,
    member: &str,
) -> Option<(TextSize, bool)> {
    for declaration in list.children() {
        if has_modifier(&declaration, "static") || has_modifier(&declaration, "const") {
            continue;
        }
        if declaration.kind() == kind("field_declaration") {
            let variables = declaration
                .children()
                .find(|n| n.kind() == kind("variable_declaration"))?;
            for declarator in variables
                .children()
                .filter(|n| n.kind() == kind("variable_declarator"))
            {
                if declarator.first_token().is_some_and(|t| t.text() == member) {
                    let has_value = significant(&declarator).len() > 1;
                    return (!has_value).then(|| (declarator.text_range().end(), false));
                }
            }
        }
        if declaration.kind() == kind("property_declaration") {
            let name = declaration
                .children_with_tokens()
                .filter(|e| e.kind() == kind("identifier"))
                .last()?;
            if ctx.text[name.text_range()] != *member {
                continue;
            }
            let accessors = declaration
                .children()
                .find(|n| n.kind() == kind("accessor_list"))?;
            let auto = accessors.children().all(|a| {
                a.children().all(|c| c.kind() == kind("modifier"))
                    && ctx.text[a.text_range()].trim_end().ends_with(';')
            });
            let after = significant(&declaration);
            let last = after.last()?;
            if !auto || last.text_range() != accessors.text_range() {
                return None;
            }
            return Some((accessors.text_range().end(), true));
        }
    }
    None
}
