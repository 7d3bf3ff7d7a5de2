//! "Generate constructor 'C(int, string)'" from the fields and auto-properties a selection
//! covers: a `public` constructor taking one parameter per member (the member's name without a
//! leading `_`, first letter lower-case) and assigning each (`this.x = x;` where the names
//! match). It goes after the last constructor, else after the last field, else first in the
//! type. Not offered for a static or constant member, a property with a body or without `get`,
//! a type with a primary constructor or `abstract`, or when a constructor with those parameter
//! types exists.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange, TextSize};

use super::type_spelling::compact;
use crate::syntax::{indentation_at, kind, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct GenerateConstructorFromMembers;

impl CodeActionProvider for GenerateConstructorFromMembers {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.GenerateConstructorFromMembers.CSharpGenerateConstructorFromMembersCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["field_declaration", "property_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some((title, _)) => vec![Offer::new(title, "GenerateConstructorFromMembers")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).map(|(_, e)| e).into_iter().collect()
    }
}

/// A member the constructor assigns: its name and written type.
struct Assigned {
    name: String,
    ty: String,
}

const TYPES: &[&str] = &["class_declaration", "struct_declaration"];

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<(String, TextEdit)> {
    let Trigger::Selection(range) = trigger else {
        return None;
    };
    if range.is_empty() {
        return None;
    }
    let list = match ctx.root.covering_element(*range) {
        SyntaxElement::Node(n) => n,
        SyntaxElement::Token(t) => t.parent()?,
    }
    .ancestors()
    .find(|n| n.kind() == kind("declaration_list"))?;
    let ty = list.parent()?;
    if !TYPES.iter().any(|k| ty.kind() == kind(k))
        || ty.children().any(|n| n.kind() == kind("parameter_list"))
        || has_modifier(ctx, &ty, "abstract")
    {
        return None;
    }
    let type_name = ty
        .children_with_tokens()
        .find(|e| e.kind() == kind("identifier"))?;
    let type_name = ctx.text[type_name.text_range()].to_string();
    let members: Vec<SyntaxNode> = list.children().collect();
    let selected: Vec<&SyntaxNode> = members
        .iter()
        .filter(|m| {
            m.text_range()
                .intersect(*range)
                .is_some_and(|r| !r.is_empty())
        })
        .collect();
    if selected.is_empty() {
        return None;
    }
    let mut assigned = Vec::new();
    for member in &selected {
        assigned.extend(assignable(ctx, member)?);
    }
    let parameters: Vec<String> = assigned
        .iter()
        .map(|a| parameter_name(&a.name))
        .collect::<Option<_>>()?;
    let mut unique = parameters.clone();
    unique.sort();
    unique.dedup();
    if unique.len() != parameters.len() {
        return None;
    }
    let types: Vec<String> = assigned.iter().map(|a| a.ty.clone()).collect();
    let constructors: Vec<&SyntaxNode> = members
        .iter()
        .filter(|m| m.kind() == kind("constructor_declaration") && !has_modifier(ctx, m, "static"))
        .collect();
    if constructors
        .iter()
        .any(|c| parameter_types(ctx, c) == types)
    {
        return None;
    }
    let title = format!(
        "Generate constructor '{type_name}({})'",
        types
            .iter()
            .map(|t| spaced(t))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let eol = ctx.eol();
    let unit = ctx.options.indent_unit();
    let anchor = constructors.last().copied().or_else(|| {
        members
            .iter()
            .rfind(|m| m.kind() == kind("field_declaration"))
    });
    let indent_of = |node: &SyntaxNode| {
        indentation_at(&ctx.text, usize::from(node.text_range().start())).to_string()
    };
    let indent = match anchor {
        Some(a) => indent_of(a),
        None => indent_of(members.first()?),
    };
    let params = assigned
        .iter()
        .zip(&parameters)
        .map(|(a, p)| format!("{} {p}", a.ty_written()))
        .collect::<Vec<_>>()
        .join(", ");
    let mut body = String::new();
    for (a, p) in assigned.iter().zip(&parameters) {
        let target = if *p == a.name {
            format!("this.{}", a.name)
        } else {
            a.name.clone()
        };
        body.push_str(&format!("{indent}{unit}{target} = {p};{eol}"));
    }
    let constructor =
        format!("{indent}public {type_name}({params}){eol}{indent}{{{eol}{body}{indent}}}");
    let edit = match anchor {
        Some(a) => {
            // A blank line before the constructor, and after it when a member follows
            // without one.
            let next_start = a
                .next_sibling()
                .map(|n| usize::from(n.text_range().start()));
            let gap = next_start.map(|s| &ctx.text[usize::from(a.text_range().end())..s]);
            let after = match gap {
                Some(gap) if gap.matches('\n').count() < 2 => eol,
                _ => "",
            };
            TextEdit::replace(
                TextRange::empty(a.text_range().end()),
                format!("{eol}{eol}{constructor}{after}"),
            )
        }
        None => {
            let first = members.first()?;
            let at = line_start(&ctx.text, usize::from(first.text_range().start()));
            TextEdit::replace(
                TextRange::empty(TextSize::from(at as u32)),
                format!("{constructor}{eol}{eol}"),
            )
        }
    };
    Some((title, edit))
}

impl Assigned {
    fn ty_written(&self) -> String {
        spaced(&self.ty)
    }
}

/// The members a field or auto-property declaration adds to the constructor.
fn assignable(ctx: &ActionContext, member: &SyntaxNode) -> Option<Vec<Assigned>> {
    if has_modifier(ctx, member, "static") || has_modifier(ctx, member, "const") {
        return None;
    }
    if member.kind() == kind("field_declaration") {
        let declaration = member
            .children()
            .find(|n| n.kind() == kind("variable_declaration"))?;
        let ty = declaration.first_child_or_token()?;
        let ty = compact(&ctx.text[ty.text_range()]);
        return Some(
            declaration
                .children()
                .filter(|n| n.kind() == kind("variable_declarator"))
                .filter_map(|d| d.first_token())
                .map(|name| Assigned {
                    name: name.text().to_string(),
                    ty: ty.clone(),
                })
                .collect(),
        );
    }
    if member.kind() == kind("property_declaration") {
        let list = member
            .children()
            .find(|n| n.kind() == kind("accessor_list"))?;
        let accessors: Vec<SyntaxNode> = list.children().collect();
        let auto = accessors.iter().all(|a| {
            let parts: Vec<String> = a
                .children_with_tokens()
                .filter(|e| !cs_syntax::is_trivia(e.kind()))
                .map(|e| ctx.text[e.text_range()].to_string())
                .collect();
            matches!(parts.as_slice(), [word, semicolon] if semicolon == ";" && matches!(word.as_str(), "get" | "set" | "init"))
        });
        let has_get = accessors
            .iter()
            .any(|a| a.first_token().is_some_and(|t| t.text() == "get"));
        if !auto || !has_get || has_modifier(ctx, member, "abstract") {
            return None;
        }
        let mut parts = member.children_with_tokens().filter(|e| {
            !cs_syntax::is_trivia(e.kind())
                && e.kind() != kind("modifier")
                && e.kind() != kind("attribute_list")
        });
        let ty = parts.next()?;
        let name = parts.next()?;
        if name.kind() != kind("identifier") {
            return None;
        }
        return Some(vec![Assigned {
            name: ctx.text[name.text_range()].to_string(),
            ty: compact(&ctx.text[ty.text_range()]),
        }]);
    }
    None
}

fn has_modifier(ctx: &ActionContext, node: &SyntaxNode, word: &str) -> bool {
    node.children_with_tokens()
        .filter(|e| e.kind() == kind("modifier"))
        .any(|e| ctx.text[e.text_range()] == *word)
}

/// A parameter named after a member: without a leading `_` (or `m_`), first letter lower.
fn parameter_name(member: &str) -> Option<String> {
    let base = member
        .strip_prefix("m_")
        .unwrap_or(member)
        .trim_start_matches('_');
    let mut chars = base.chars();
    let first = chars.next()?;
    let name: String = first.to_lowercase().chain(chars).collect();
    (!cs_syntax::is_reserved_keyword(&name)).then_some(name)
}

/// The written parameter types of a constructor, compacted.
fn parameter_types(ctx: &ActionContext, constructor: &SyntaxNode) -> Vec<String> {
    let Some(list) = constructor
        .children()
        .find(|n| n.kind() == kind("parameter_list"))
    else {
        return Vec::new();
    };
    list.children()
        .filter(|n| n.kind() == kind("parameter"))
        .filter_map(|p| {
            let elements: Vec<SyntaxElement> = p
                .children_with_tokens()
                .filter(|e| !cs_syntax::is_trivia(e.kind()) && e.kind() != kind("attribute_list"))
                .collect();
            let ty = elements
                .len()
                .checked_sub(2)
                .and_then(|i| elements.get(i))?;
            Some(compact(&ctx.text[ty.text_range()]))
        })
        .collect()
}

/// A compacted type with a space after each comma outside brackets (`Dictionary<string, int>`).
fn spaced(ty: &str) -> String {
    let mut depth = 0;
    let mut out = String::new();
    for c in ty.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            _ => {}
        }
        out.push(c);
        if c == ',' && depth == 0 {
            out.push(' ');
        }
    }
    out
}
