//! "Extract interface 'IT'" (Roslyn's `ExtractInterfaceCodeRefactoringProvider`, whose
//! "Extract interface..." opens a dialog; we take every member it preselects), at a caret on
//! the name of a top-level class or struct (not a `ref struct`). A new document `IT.cs` beside the class's file holds the file
//! reduced to the class (its usings and namespace, as Move type writes it) with the class
//! replaced by
//!
//! ```text
//! public interface IWidget          // the class's accessibility modifiers, if any
//! {
//!     string this[int index] { get; }       // indexers, properties, events, methods:
//!     int Size { get; set; }                // Roslyn's declaration order by kind, each in
//!     event EventHandler Changed;           // source order; accessors that are public
//!     void Resize(int size);
//! }
//! ```
//!
//! with the public instance members: ordinary methods (signature with type parameters and
//! constraints, modifiers and attributes dropped), properties and indexers with their public
//! accessors, events (one per declarator). The type gains `: IT` after its name (or
//! parameters), or `, IT` at the end of its base list. Not offered for generic, partial, static
//! or nested classes, when no member qualifies, when a signature names a type nested in the
//! class, or when `IT.cs` or a top-level type `IT` exists in the workspace.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, TextRange, TextSize};

use super::type_files::{
    apply, file_name_of, has_directives, is_type, leading_comments_start, reduce_to,
    top_level_types, type_at_caret, type_name,
};
use crate::syntax::{indentation_at, kind};
use crate::{ActionContext, ActionKind, CodeActionProvider, DocumentChange, Offer, Trigger};

pub(crate) struct ExtractInterface;

const KEY: &str = "ExtractInterface";

struct Plan {
    name: String,
    base_edit: TextEdit,
    text: String,
}

impl CodeActionProvider for ExtractInterface {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.ExtractInterface.ExtractInterfaceCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["class_declaration", "struct_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        if ctx.compiled_by_several_projects() {
            return Vec::new();
        }
        plan(ctx, trigger)
            .map(|p| Offer::new(format!("Extract interface '{}'", p.name), KEY))
            .into_iter()
            .collect()
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        plan(ctx, trigger)
            .map(|p| p.base_edit)
            .into_iter()
            .collect()
    }
    fn document_changes(
        &self,
        ctx: &ActionContext,
        trigger: &Trigger,
        _: &str,
    ) -> Vec<DocumentChange> {
        plan(ctx, trigger)
            .map(|p| DocumentChange::Add {
                path: file_name_of(&p.name),
                text: p.text,
            })
            .into_iter()
            .collect()
    }
}

fn has_child(node: &SyntaxNode, name: &str) -> bool {
    node.children().any(|n| n.kind() == kind(name))
}

fn has_modifier(node: &SyntaxNode, word: &str) -> bool {
    node.children()
        .filter(|n| n.kind() == kind("modifier"))
        .any(|n| n.text() == word)
}

fn plan(ctx: &ActionContext, trigger: &Trigger) -> Option<Plan> {
    let (class, class_name) = type_at_caret(ctx, trigger)?;
    let is_struct = class.kind() == kind("struct_declaration");
    if !(class.kind() == kind("class_declaration") || is_struct)
        // A `ref struct` implements interfaces only from C# 13 on.
        || (is_struct && has_modifier(&class, "ref"))
        || has_child(&class, "type_parameter_list")
        || has_modifier(&class, "partial")
        || has_modifier(&class, "static")
        || has_directives(&ctx.text)
    {
        return None;
    }
    let name = format!("I{}", class_name.text());
    if ctx.path_taken(&format!("{}{}", ctx.folder(), file_name_of(&name)))
        || type_exists(ctx, &name)
    {
        return None;
    }
    let body = class
        .children()
        .find(|n| n.kind() == kind("declaration_list"))?;
    let nested: Vec<String> = body
        .children()
        .filter(is_type)
        .filter_map(|n| type_name(&n).map(|t| t.text().to_string()))
        .collect();
    let mut members: Vec<(u8, String)> = Vec::new();
    for member in body.children() {
        if !has_modifier(&member, "public") || has_modifier(&member, "static") {
            continue;
        }
        let Some(extracted) = extract(ctx, &member) else {
            continue;
        };
        let (rank, lines, names) = extracted;
        if names.iter().any(|n| nested.contains(n)) {
            return None;
        }
        members.extend(lines.into_iter().map(|l| (rank, l)));
    }
    if members.is_empty() {
        return None;
    }
    // Roslyn's code generator orders members by kind, keeping source order within one.
    members.sort_by_key(|(rank, _)| *rank);
    let eol = ctx.eol();
    let unit = ctx.options.indent_unit();
    let indent = indentation_at(&ctx.text, usize::from(class.text_range().start()));
    let accessibility: Vec<String> = class
        .children()
        .filter(|n| n.kind() == kind("modifier"))
        .map(|n| n.text().to_string())
        .filter(|m| ["public", "internal", "protected", "private"].contains(&m.as_str()))
        .collect();
    let mut declaration = String::from(indent);
    for word in &accessibility {
        declaration.push_str(word);
        declaration.push(' ');
    }
    declaration.push_str(&format!("interface {name}{eol}{indent}{{{eol}"));
    for (_, line) in &members {
        declaration.push_str(&format!("{indent}{unit}{line}{eol}"));
    }
    declaration.push_str(&format!("{indent}}}"));
    let replaced = TextRange::new(
        TextSize::from(leading_comments_start(&ctx.text, &class) as u32),
        class.text_range().end(),
    );
    let mut edits = reduce_to(ctx, &class)?;
    edits.push(TextEdit::replace(replaced, declaration));
    let text = apply(&ctx.text, edits);
    let base_edit = match class.children().find(|n| n.kind() == kind("base_list")) {
        Some(list) => TextEdit::replace(
            TextRange::empty(list.text_range().end()),
            format!(", {name}"),
        ),
        None => {
            let after = class
                .children()
                .find(|n| n.kind() == kind("parameter_list"))
                .map_or(class_name.text_range().end(), |p| p.text_range().end());
            TextEdit::replace(TextRange::empty(after), format!(" : {name}"))
        }
    };
    Some(Plan {
        name,
        base_edit,
        text,
    })
}

/// Whether a top-level type of this name is declared in the workspace's sources.
fn type_exists(ctx: &ActionContext, name: &str) -> bool {
    let db = ctx.db();
    ctx.live_documents().any(|document| {
        let text = document.source(db).text(db);
        text.contains(name)
            && top_level_types(&cs_db::parse(db, document).syntax())
                .iter()
                .any(|t| type_name(t).is_some_and(|n| n.text() == name))
    })
}

/// A member's interface lines, its kind's rank in Roslyn's order, and the identifiers its
/// signature names; `None` for members an interface does not get.
fn extract(ctx: &ActionContext, member: &SyntaxNode) -> Option<(u8, Vec<String>, Vec<String>)> {
    let k = member.kind();
    let start = signature_start(member)?;
    let (rank, lines, end) = if k == kind("method_declaration") {
        let params = member
            .children()
            .find(|n| n.kind() == kind("parameter_list"))?;
        let mut line = tokens_text(
            ctx,
            member,
            TextRange::new(start, params.text_range().end()),
        );
        for clause in member
            .children()
            .filter(|n| n.kind() == kind("type_parameter_constraints_clause"))
        {
            line.push(' ');
            line.push_str(&tokens_text(ctx, &clause, clause.text_range()));
        }
        line.push(';');
        (7, vec![line], params.text_range().end())
    } else if k == kind("property_declaration") || k == kind("indexer_declaration") {
        let head_end = if k == kind("indexer_declaration") {
            member
                .children()
                .find(|n| n.kind() == kind("bracketed_parameter_list"))?
                .text_range()
                .end()
        } else {
            member
                .children_with_tokens()
                .filter_map(SyntaxElement::into_token)
                .filter(|t| t.kind() == kind("identifier"))
                .last()?
                .text_range()
                .end()
        };
        let accessors = public_accessors(member)?;
        let head = tokens_text(ctx, member, TextRange::new(start, head_end));
        let rank = if k == kind("indexer_declaration") {
            3
        } else {
            4
        };
        (
            rank,
            vec![format!("{head} {{ {} }}", accessors.join(" "))],
            head_end,
        )
    } else if k == kind("event_field_declaration") {
        let declaration = member
            .children()
            .find(|n| n.kind() == kind("variable_declaration"))?;
        let first = declaration
            .children_with_tokens()
            .find(|e| !cs_syntax::is_trivia(e.kind()))?;
        let declarators: Vec<SyntaxNode> = declaration
            .children()
            .filter(|n| n.kind() == kind("variable_declarator"))
            .collect();
        let ty_end = declarators.first()?.text_range().start();
        let ty = tokens_text(
            ctx,
            &declaration,
            TextRange::new(first.text_range().start(), ty_end),
        );
        let lines = declarators
            .iter()
            .map(|d| {
                let name = d
                    .children_with_tokens()
                    .find(|e| e.kind() == kind("identifier"));
                name.map(|n| {
                    format!(
                        "event {} {};",
                        ty.trim_end(),
                        n.as_token().map_or("", |t| t.text())
                    )
                })
            })
            .collect::<Option<Vec<String>>>()?;
        (5, lines, ty_end)
    } else if k == kind("event_declaration") {
        let name = member
            .children_with_tokens()
            .filter_map(SyntaxElement::into_token)
            .filter(|t| t.kind() == kind("identifier"))
            .last()?;
        let head = tokens_text(ctx, member, TextRange::new(start, name.text_range().end()));
        (6, vec![format!("{head};")], name.text_range().end())
    } else {
        return None;
    };
    let names = member
        .descendants_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .filter(|t| t.text_range().end() <= end && t.kind() == kind("identifier"))
        .map(|t| t.text().to_string())
        .collect();
    Some((rank, lines, names))
}

/// Where a member's signature starts: after its attributes and modifiers (an event's at its
/// `event` keyword).
fn signature_start(member: &SyntaxNode) -> Option<TextSize> {
    member
        .children_with_tokens()
        .find(|e| {
            !cs_syntax::is_trivia(e.kind())
                && e.kind() != kind("attribute_list")
                && e.kind() != kind("modifier")
        })
        .map(|e| e.text_range().start())
}

/// The keywords of a property's or indexer's public accessors (`get`, `set`, `init`); an
/// expression body is a `get`. `None` when none is public.
fn public_accessors(member: &SyntaxNode) -> Option<Vec<String>> {
    if has_child(member, "arrow_expression_clause") {
        return Some(vec!["get;".into()]);
    }
    let list = member
        .children()
        .find(|n| n.kind() == kind("accessor_list"))?;
    let words: Vec<String> = list
        .children()
        .filter(|a| a.kind() == kind("accessor_declaration") && !has_child(a, "modifier"))
        .filter_map(|a| {
            a.children_with_tokens()
                .filter_map(SyntaxElement::into_token)
                .find(|t| matches!(t.text(), "get" | "set" | "init"))
                .map(|t| format!("{};", t.text()))
        })
        .collect();
    (!words.is_empty()).then_some(words)
}

/// The tokens of `node` inside `range` with their spacing; a gap holding a line break or a
/// comment becomes one space (none after `(`/`[` or before `)`/`]`/`,`).
fn tokens_text(ctx: &ActionContext, node: &SyntaxNode, range: TextRange) -> String {
    let tokens: Vec<SyntaxToken> = node
        .descendants_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .filter(|t| !cs_syntax::is_trivia(t.kind()) && range.contains_range(t.text_range()))
        .collect();
    let mut out = String::new();
    for (i, token) in tokens.iter().enumerate() {
        if i > 0 {
            let previous = &tokens[i - 1];
            let gap =
                &ctx.text[TextRange::new(previous.text_range().end(), token.text_range().start())];
            if gap.trim().is_empty() && !gap.contains(['\n', '\r']) {
                out.push_str(gap);
            } else if !matches!(previous.text(), "(" | "[")
                && !matches!(token.text(), ")" | "]" | ",")
            {
                out.push(' ');
            }
        }
        out.push_str(token.text());
    }
    out
}
