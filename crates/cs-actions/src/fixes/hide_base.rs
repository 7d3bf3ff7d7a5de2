//! "Add 'new' keyword" (CS0108, CS0114) and "Add 'override'" (CS0114) for a member hiding an
//! inherited one: the modifier goes after the accessibility modifiers (`public new void M()`,
//! as Roslyn writes it); `override` replaces a `virtual` the member has. "Make member static"
//! (CS0708, an instance member of a static class) adds `static` the same way.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use crate::syntax::{kind, token_in};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct AddNew;
pub(crate) struct AddOverride;
pub(crate) struct MakeMemberStatic;

const MEMBERS: &[&str] = &[
    "method_declaration",
    "property_declaration",
    "indexer_declaration",
    "field_declaration",
    "event_field_declaration",
    "event_declaration",
];

impl CodeActionProvider for AddNew {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeFixes.HideBase.HideBaseCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS0108", "CS0114"]
    }
    fn priority(&self) -> u32 {
        60
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match member(ctx, trigger) {
            Some(_) => vec![Offer::new("Add 'new' keyword", "AddNew")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        member(ctx, trigger)
            .map(|m| vec![add_modifier(&m, "new")])
            .unwrap_or_default()
    }
}

impl CodeActionProvider for AddOverride {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeFixes.AddOverride.CSharpAddOverrideCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS0114"]
    }
    fn priority(&self) -> u32 {
        50
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match member(ctx, trigger) {
            Some(_) => vec![Offer::new("Add 'override'", "AddOverride")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        let Some(m) = member(ctx, trigger) else {
            return Vec::new();
        };
        if let Some(virtual_) = modifiers(&m).into_iter().find(|t| t.1 == "virtual") {
            return vec![TextEdit::replace(virtual_.0, "override")];
        }
        vec![add_modifier(&m, "override")]
    }
}

impl CodeActionProvider for MakeMemberStatic {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.MakeMemberStatic.CSharpMakeMemberStaticCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS0708"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match member(ctx, trigger) {
            Some(_) => vec![Offer::new("Make member static", "MakeMemberStatic")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        member(ctx, trigger)
            .map(|m| vec![add_modifier(&m, "static")])
            .unwrap_or_default()
    }
}

/// The member declaration whose name the diagnostic points at.
fn member(ctx: &ActionContext, trigger: &Trigger) -> Option<SyntaxNode> {
    let diagnostic = trigger.diagnostic()?;
    let token = token_in(&ctx.root, diagnostic.range)?;
    let kinds: Vec<_> = MEMBERS.iter().map(|k| kind(k)).collect();
    token
        .parent()?
        .ancestors()
        .find(|n| kinds.contains(&n.kind()))
}

/// The member's modifiers: range and text.
fn modifiers(member: &SyntaxNode) -> Vec<(TextRange, String)> {
    member
        .children()
        .filter(|n| n.kind() == kind("modifier"))
        .map(|n| (n.text_range(), n.text().to_string().trim().to_string()))
        .collect()
}

/// Inserts `word` after the accessibility modifiers, else before the first modifier, else
/// before the member's type (after its attributes).
fn add_modifier(member: &SyntaxNode, word: &str) -> TextEdit {
    let all = modifiers(member);
    let access = ["public", "private", "protected", "internal"];
    if let Some(last) = all.iter().rev().find(|(_, t)| access.contains(&t.as_str())) {
        return TextEdit::replace(TextRange::empty(last.0.end()), format!(" {word}"));
    }
    if let Some(first) = all.first() {
        return TextEdit::replace(TextRange::empty(first.0.start()), format!("{word} "));
    }
    let attribute = kind("attribute_list");
    let start = member
        .children_with_tokens()
        .find(|e| match e {
            SyntaxElement::Node(n) => n.kind() != attribute,
            SyntaxElement::Token(t) => !cs_syntax::is_trivia(t.kind()),
        })
        .map_or(member.text_range().start(), |e| e.text_range().start());
    TextEdit::replace(TextRange::empty(start), format!("{word} "))
}
