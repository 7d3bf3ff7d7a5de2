//! "Remove unnecessary usings" (CS8019, IDE0005): deletes every directive of the document that
//! CS8019 reports, each with its line; when a block loses all its directives, the blank line
//! that separated it from what follows goes too. One action per document, as in Roslyn.

use cs_ide::TextEdit;
use cs_syntax::{TextRange, TextSize};

use crate::syntax::{covering, deletion, line_end};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct RemoveUnnecessaryUsings;

const IDS: &[&str] = &["CS8019", "IDE0005"];

impl CodeActionProvider for RemoveUnnecessaryUsings {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.RemoveUnnecessaryImports.CSharpRemoveUnnecessaryImportsCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        IDS
    }
    fn offers(&self, _: &ActionContext, _: &Trigger) -> Vec<Offer> {
        let mut offer = Offer::new("Remove unnecessary usings", "RemoveUnnecessaryImports");
        offer.once_per_document = true;
        vec![offer]
    }
    fn edits(&self, ctx: &ActionContext, _: &Trigger, _: &str) -> Vec<TextEdit> {
        let text = &*ctx.text;
        let mut ranges: Vec<TextRange> = ctx
            .diagnostics(IDS)
            .iter()
            .filter_map(|d| covering(&ctx.root, d.range, "using_directive"))
            .map(|directive| deletion(text, directive.text_range()))
            .collect();
        ranges.sort_by_key(|r| r.start());
        ranges.dedup();
        // Runs of adjacent deletions; a run that empties a block takes the blank line after it.
        let mut merged: Vec<TextRange> = Vec::new();
        for range in ranges {
            match merged.last_mut() {
                Some(last) if last.end() >= range.start() => {
                    *last = TextRange::new(last.start(), last.end().max(range.end()));
                }
                _ => merged.push(range),
            }
        }
        merged
            .into_iter()
            .map(|range| {
                let start = usize::from(range.start());
                let end = usize::from(range.end());
                let opens_block = text[..start].trim_end_matches([' ', '\t']).is_empty()
                    || text[..start].trim_end().ends_with('{')
                    || text[..start].ends_with("\n\n")
                    || text[..start].ends_with("\r\n\r\n");
                let next = line_end(text, end);
                let extended = if end < text.len()
                    && opens_block
                    && text[end..next].trim().is_empty()
                    && !still_has_directive_after(ctx, end)
                {
                    TextRange::new(range.start(), TextSize::from(next as u32))
                } else {
                    range
                };
                TextEdit::replace(extended, "")
            })
            .collect()
    }
    fn fix_all_edits(&self, ctx: &ActionContext, triggers: &[Trigger], key: &str) -> Vec<TextEdit> {
        match triggers.first() {
            Some(first) => self.edits(ctx, first, key),
            None => Vec::new(),
        }
    }
}

/// Whether a using directive follows `offset` directly (after whitespace), so the block is
/// not emptied.
fn still_has_directive_after(ctx: &ActionContext, offset: usize) -> bool {
    let rest = ctx.text[offset..].trim_start();
    rest.starts_with("using ") || rest.starts_with("global using ")
}
