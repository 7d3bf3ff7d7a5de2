//! "Remove unused member" (IDE0051, a private member nothing uses): deletes the member's
//! declaration with its lines, its `///` documentation and the blank line that separated it
//! from the member before (Roslyn removes the node with its leading trivia); a field declared
//! with others loses only its declarator. IDE0052 (a field only written) is not offered:
//! removing the declaration would leave its assignments behind.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use crate::fixes::remove_unused_variable::declarator_with_comma;
use crate::syntax::{deletion, kind, line_end, line_start, token_in};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct RemoveUnusedMember;

const MEMBERS: &[&str] = &[
    "field_declaration",
    "property_declaration",
    "method_declaration",
    "event_field_declaration",
    "event_declaration",
];

impl CodeActionProvider for RemoveUnusedMember {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.RemoveUnusedMembers.CSharpRemoveUnusedMembersCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["IDE0051"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match removal(ctx, trigger) {
            Some(_) => vec![Offer::new("Remove unused member", "RemoveUnusedMembers")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        removal(ctx, trigger)
            .map(|range| vec![TextEdit::replace(range, "")])
            .unwrap_or_default()
    }
    /// Neighbouring members share the blank line between them: the deletions are joined.
    fn fix_all_edits(&self, ctx: &ActionContext, triggers: &[Trigger], _: &str) -> Vec<TextEdit> {
        let mut ranges: Vec<TextRange> = triggers.iter().filter_map(|t| removal(ctx, t)).collect();
        ranges.sort_by_key(|r| (r.start(), r.end()));
        let mut joined: Vec<TextRange> = Vec::new();
        for range in ranges {
            match joined.last_mut() {
                Some(last) if range.start() <= last.end() => {
                    *last = TextRange::new(last.start(), last.end().max(range.end()));
                }
                _ => joined.push(range),
            }
        }
        joined
            .into_iter()
            .map(|r| TextEdit::replace(r, ""))
            .collect()
    }
}

fn removal(ctx: &ActionContext, trigger: &Trigger) -> Option<TextRange> {
    let diagnostic = trigger.diagnostic()?;
    let name = token_in(&ctx.root, diagnostic.range)?;
    if name.text_range() != diagnostic.range {
        return None;
    }
    let member_kinds: Vec<_> = MEMBERS.iter().map(|k| kind(k)).collect();
    let member = name
        .parent()?
        .ancestors()
        .find(|n| member_kinds.contains(&n.kind()))?;
    if member.kind() == kind("field_declaration")
        || member.kind() == kind("event_field_declaration")
    {
        let declarator = name
            .parent()?
            .ancestors()
            .find(|n| n.kind() == kind("variable_declarator"))?;
        let declaration = declarator.parent()?;
        let declarators = declaration
            .children()
            .filter(|n| n.kind() == kind("variable_declarator"))
            .count();
        if declarators > 1 {
            return Some(declarator_with_comma(&declarator));
        }
    }
    Some(member_deletion(&ctx.text, &member))
}

/// The member's lines, its doc comment and one blank line around it.
fn member_deletion(text: &str, member: &SyntaxNode) -> TextRange {
    let range = deletion(text, member.text_range());
    if range == member.text_range() {
        return range;
    }
    let mut start = usize::from(range.start());
    let end = usize::from(range.end());
    // `///` lines right above.
    while start > 0 {
        let previous = line_start(text, start - 1);
        if text[previous..start].trim_start().starts_with("///") {
            start = previous;
        } else {
            break;
        }
    }
    let blank = |from: usize, to: usize| from < to && text[from..to].trim().is_empty();
    let end = if start > 0 && blank(line_start(text, start - 1), start) {
        // The blank line before it (the one separating it from the member above).
        start = line_start(text, start - 1);
        end
    } else if end < text.len() && blank(end, line_end(text, end)) {
        // First in its type: the blank line after it, so none is left under the `{`.
        let next = line_end(text, end);
        let after = text[next..].trim_start();
        if after.starts_with('}') { end } else { next }
    } else {
        end
    };
    TextRange::new(TextSize::from(start as u32), TextSize::from(end as u32))
}
