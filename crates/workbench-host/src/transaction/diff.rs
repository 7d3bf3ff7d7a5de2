//! Unified diffs of staged files, from the text before the transaction to the staged text.

use similar::TextDiff;

use super::StagedKind;
use crate::workspace::LoadedWorkspace;

/// The diff of one staged file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileDiff {
    pub relative: String,
    pub kind: StagedKind,
    /// Documents of the file (host indexes).
    pub documents: Vec<usize>,
    /// Unified diff with `---`/`+++` headers (`/dev/null` for a created or deleted side).
    pub diff: String,
    pub added_lines: usize,
    pub removed_lines: usize,
}

impl LoadedWorkspace {
    /// Diffs of the staged files, in path order (none without a transaction).
    pub fn transaction_diff(&self, context_lines: usize) -> Vec<FileDiff> {
        let Some(t) = &self.transaction else {
            return Vec::new();
        };
        let db = self.host.db();
        t.files
            .iter()
            .map(|(abs, staged)| {
                let old = staged.original.as_deref().unwrap_or("");
                let current = self.sources.get(abs).map(|s| s.text(db).clone());
                let new = match staged.kind {
                    StagedKind::Deleted => "",
                    _ => current.as_deref().unwrap_or(""),
                };
                let diff = TextDiff::from_lines(old, new);
                let mut added = 0;
                let mut removed = 0;
                for change in diff.iter_all_changes() {
                    match change.tag() {
                        similar::ChangeTag::Insert => added += 1,
                        similar::ChangeTag::Delete => removed += 1,
                        similar::ChangeTag::Equal => {}
                    }
                }
                let from = match staged.kind {
                    StagedKind::Created => "/dev/null".to_string(),
                    _ => format!("a/{}", staged.relative),
                };
                let to = match staged.kind {
                    StagedKind::Deleted => "/dev/null".to_string(),
                    _ => format!("b/{}", staged.relative),
                };
                let text = diff
                    .unified_diff()
                    .context_radius(context_lines)
                    .header(&from, &to)
                    .to_string();
                FileDiff {
                    relative: staged.relative.clone(),
                    kind: staged.kind,
                    documents: staged.documents.clone(),
                    diff: text,
                    added_lines: added,
                    removed_lines: removed,
                }
            })
            .collect()
    }
}
