//! Merging the edits of several actions on one document: identical edits count once (ten
//! occurrences needing one `using` add it once), an edit overlapping one already kept is
//! dropped (Roslyn's batch fixer drops conflicting changes too), insertions at one offset are
//! ordered by their text.

use cs_ide::TextEdit;

/// Sorted, deduplicated, non-overlapping edits.
pub fn merge_edits(mut edits: Vec<TextEdit>) -> Vec<TextEdit> {
    edits.sort_by(|a, b| {
        (a.range.start(), a.range.end(), &a.new_text).cmp(&(
            b.range.start(),
            b.range.end(),
            &b.new_text,
        ))
    });
    edits.dedup();
    let mut kept: Vec<TextEdit> = Vec::with_capacity(edits.len());
    for edit in edits {
        if let Some(last) = kept.last() {
            let overlaps = edit.range.start() < last.range.end()
                || (edit.range.start() == last.range.start()
                    && !edit.range.is_empty()
                    && !last.range.is_empty());
            if overlaps {
                continue;
            }
        }
        kept.push(edit);
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use cs_syntax::TextRange;

    fn edit(start: u32, end: u32, text: &str) -> TextEdit {
        TextEdit::replace(TextRange::new(start.into(), end.into()), text)
    }

    #[test]
    fn duplicates_once_conflicts_dropped_insertions_sorted() {
        let merged = merge_edits(vec![
            edit(0, 0, "using B;\n"),
            edit(5, 9, "x"),
            edit(0, 0, "using A;\n"),
            edit(0, 0, "using B;\n"),
            edit(7, 10, "y"),
        ]);
        assert_eq!(
            merged,
            vec![
                edit(0, 0, "using A;\n"),
                edit(0, 0, "using B;\n"),
                edit(5, 9, "x")
            ]
        );
    }
}
