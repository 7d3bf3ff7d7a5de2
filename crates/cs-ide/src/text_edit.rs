//! Text edits: a replacement of a UTF-8 byte range of a document's text. The edit
//! computations (organize usings, formatting) return lists of them; nothing here touches the
//! database.

use cs_syntax::{TextRange, TextSize};

/// Replace `range` (UTF-8 byte offsets into the document text) with `new_text`. An empty range
/// is an insertion, an empty `new_text` a deletion.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TextEdit {
    pub range: TextRange,
    pub new_text: String,
}

impl TextEdit {
    pub fn replace(range: TextRange, new_text: impl Into<String>) -> TextEdit {
        TextEdit {
            range,
            new_text: new_text.into(),
        }
    }
}

/// Applies edits that do not overlap (in any order; two insertions at one offset keep their
/// list order) and returns the new text.
///
/// # Panics
/// When two edits overlap or a range is outside `text` or not on character boundaries.
pub fn apply_edits(text: &str, edits: &[TextEdit]) -> String {
    let mut sorted: Vec<&TextEdit> = edits.iter().collect();
    sorted.sort_by_key(|e| (e.range.start(), e.range.end()));
    let mut out = String::with_capacity(text.len());
    let mut at = TextSize::from(0);
    for edit in sorted {
        assert!(
            edit.range.start() >= at,
            "overlapping edits at {:?}",
            edit.range
        );
        out.push_str(&text[TextRange::new(at, edit.range.start())]);
        out.push_str(&edit.new_text);
        at = edit.range.end();
    }
    out.push_str(&text[TextRange::new(at, TextSize::of(text))]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edit(start: u32, end: u32, text: &str) -> TextEdit {
        TextEdit::replace(TextRange::new(start.into(), end.into()), text)
    }

    #[test]
    fn applies_edits_in_offset_order() {
        let text = "abcdef";
        let edits = [edit(4, 6, "X"), edit(0, 0, ">"), edit(1, 3, "")];
        assert_eq!(apply_edits(text, &edits), ">adX");
        assert_eq!(apply_edits(text, &[]), text);
    }

    #[test]
    #[should_panic(expected = "overlapping")]
    fn overlapping_edits_panic() {
        apply_edits("abcdef", &[edit(0, 3, ""), edit(2, 4, "")]);
    }
}
