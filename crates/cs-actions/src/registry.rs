//! The registry of providers: which diagnostic IDs have fixes, listing the actions at a range
//! (titles and targets only, in a deterministic order), the edit of one listed action, and the
//! merged Fix All edits of one document.

use std::panic::AssertUnwindSafe;

use cs_db::{Document, Project};
use cs_ide::{Analysis, Cancellable, TextEdit};
use cs_syntax::TextRange;

use crate::context::{ActionContext, EditOptions};
use crate::{ActionKind, CodeActionProvider, DocumentChange, Trigger};

/// Which actions a listing wants.
#[derive(Debug, Clone)]
pub struct ListFilter {
    pub code_fixes: bool,
    pub refactorings: bool,
    /// Only fixes of these diagnostic IDs (case-insensitive); `None` = every fixable ID.
    pub diagnostic_ids: Option<Vec<String>>,
}

impl Default for ListFilter {
    fn default() -> Self {
        ListFilter {
            code_fixes: true,
            refactorings: true,
            diagnostic_ids: None,
        }
    }
}

/// One listed action: enough to show it and, later, to compute its edit.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ActionLeaf {
    /// Index of the provider in the registry.
    pub provider: usize,
    pub kind: ActionKind,
    pub title: String,
    /// The offer's equivalence key.
    pub key: String,
    pub trigger: Trigger,
    /// Whether Fix All applies (in every scope).
    pub fix_all: bool,
}

impl ActionLeaf {
    pub fn span(&self) -> TextRange {
        self.trigger.range()
    }
}

/// A provider as server-status and provenance describe it.
#[derive(Debug, Clone)]
pub struct ProviderInfo {
    pub type_name: &'static str,
    pub crate_name: &'static str,
    pub version: &'static str,
    pub kind: ActionKind,
    pub fixable_diagnostic_ids: &'static [&'static str],
}

/// The merged Fix All change of one document.
#[derive(Debug, Clone, Default)]
pub struct FixAllDocument {
    /// Diagnostics the fix answers in this document.
    pub occurrences: usize,
    pub edits: Vec<TextEdit>,
}

/// Everything a staged action changes: text edits per existing document (the listed one
/// first) and the documents it adds or renames, with workspace-relative paths (`/`).
#[derive(Debug, Clone, Default)]
pub struct ActionChanges {
    pub edits: Vec<(Document, Vec<TextEdit>)>,
    /// New documents of the listed document's project: path and text.
    pub added: Vec<(String, String)>,
    /// The listed document's new path (after its edits).
    pub renamed: Option<String>,
}

impl ActionChanges {
    pub fn is_empty(&self) -> bool {
        self.edits.is_empty() && self.added.is_empty() && self.renamed.is_none()
    }
}

pub struct CodeActions {
    providers: Vec<Box<dyn CodeActionProvider>>,
}

impl CodeActions {
    pub fn new(providers: Vec<Box<dyn CodeActionProvider>>) -> CodeActions {
        CodeActions { providers }
    }

    /// Every built-in provider.
    pub fn builtin() -> CodeActions {
        let mut providers = crate::fixes::builtin();
        providers.extend(crate::refactorings::builtin());
        CodeActions::new(providers)
    }

    pub fn provider(&self, index: usize) -> &dyn CodeActionProvider {
        &*self.providers[index]
    }

    pub fn providers(&self) -> Vec<ProviderInfo> {
        self.providers
            .iter()
            .map(|p| ProviderInfo {
                type_name: p.type_name(),
                crate_name: env!("CARGO_PKG_NAME"),
                version: env!("CARGO_PKG_VERSION"),
                kind: p.kind(),
                fixable_diagnostic_ids: p.fixable_diagnostic_ids(),
            })
            .collect()
    }

    /// The diagnostic IDs some fix answers, sorted.
    pub fn fixable_ids(&self) -> Vec<&'static str> {
        let mut ids: Vec<&'static str> = self
            .providers
            .iter()
            .flat_map(|p| p.fixable_diagnostic_ids().iter().copied())
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// The actions for diagnostics touching `range` (an empty range is a caret; a diagnostic
    /// touching it counts) and refactorings at it, ordered by span, provider priority, title.
    #[allow(clippy::too_many_arguments)]
    pub fn list(
        &self,
        analysis: &Analysis,
        project: Project,
        document: Document,
        options: &EditOptions,
        range: TextRange,
        filter: &ListFilter,
    ) -> Cancellable<Vec<ActionLeaf>> {
        catch(|| {
            let ctx = ActionContext::new(analysis, project, document, options);
            let mut leaves = Vec::new();
            if filter.code_fixes {
                self.list_fixes(&ctx, range, filter, &mut leaves);
            }
            if filter.refactorings {
                self.list_refactorings(&ctx, range, &mut leaves);
            }
            leaves.sort_by(|a, b| {
                let key = |l: &ActionLeaf| {
                    (
                        l.span().start(),
                        l.span().end(),
                        self.providers[l.provider].priority(),
                    )
                };
                key(a).cmp(&key(b)).then_with(|| a.title.cmp(&b.title))
            });
            leaves
        })
    }

    fn list_fixes(
        &self,
        ctx: &ActionContext,
        range: TextRange,
        filter: &ListFilter,
        out: &mut Vec<ActionLeaf>,
    ) {
        let wanted = |id: &str| {
            filter
                .diagnostic_ids
                .as_ref()
                .is_none_or(|ids| ids.iter().any(|w| w.eq_ignore_ascii_case(id)))
        };
        let ids: Vec<&str> = self
            .fixable_ids()
            .into_iter()
            .filter(|id| wanted(id))
            .collect();
        if ids.is_empty() {
            return;
        }
        let diagnostics = ctx.diagnostics(&ids);
        let mut once: Vec<(usize, String)> = Vec::new();
        for diagnostic in diagnostics {
            let touches =
                diagnostic.range.start() <= range.end() && range.start() <= diagnostic.range.end();
            if !touches {
                continue;
            }
            let trigger = Trigger::Diagnostic(diagnostic);
            for (index, provider) in self.providers.iter().enumerate() {
                if provider.kind() != ActionKind::CodeFix
                    || !provider
                        .fixable_diagnostic_ids()
                        .iter()
                        .any(|id| trigger.diagnostic().is_some_and(|d| d.id == *id))
                {
                    continue;
                }
                for offer in provider.offers(ctx, &trigger) {
                    if offer.once_per_document {
                        if once.contains(&(index, offer.key.clone())) {
                            continue;
                        }
                        once.push((index, offer.key.clone()));
                    }
                    out.push(ActionLeaf {
                        provider: index,
                        kind: ActionKind::CodeFix,
                        title: offer.title,
                        key: offer.key,
                        trigger: trigger.clone(),
                        fix_all: provider.supports_fix_all(),
                    });
                }
            }
        }
    }

    fn list_refactorings(&self, ctx: &ActionContext, range: TextRange, out: &mut Vec<ActionLeaf>) {
        let trigger = Trigger::Selection(range);
        for (index, provider) in self.providers.iter().enumerate() {
            if provider.kind() != ActionKind::Refactoring {
                continue;
            }
            for offer in provider.offers(ctx, &trigger) {
                out.push(ActionLeaf {
                    provider: index,
                    kind: ActionKind::Refactoring,
                    title: offer.title,
                    key: offer.key,
                    trigger: trigger.clone(),
                    fix_all: false,
                });
            }
        }
    }

    /// The edit of a listed action, against the text it was listed on.
    pub fn edits(
        &self,
        analysis: &Analysis,
        project: Project,
        document: Document,
        options: &EditOptions,
        leaf: &ActionLeaf,
    ) -> Cancellable<Vec<TextEdit>> {
        catch(|| {
            let ctx = ActionContext::new(analysis, project, document, options);
            let provider = &self.providers[leaf.provider];
            crate::merge_edits(provider.edits(&ctx, &leaf.trigger, &leaf.key))
        })
    }

    /// The edit of a listed action per changed document (the listed document first), each
    /// against the text it was listed on; documents left unchanged are left out.
    pub fn document_edits(
        &self,
        analysis: &Analysis,
        project: Project,
        document: Document,
        options: &EditOptions,
        leaf: &ActionLeaf,
    ) -> Cancellable<Vec<(Document, Vec<TextEdit>)>> {
        catch(|| {
            let ctx = ActionContext::new(analysis, project, document, options);
            self.merged_document_edits(&ctx, leaf)
        })
    }

    /// Everything a listed action changes: [`document_edits`](Self::document_edits) and the
    /// documents it adds or renames. An action with a path that is not a `.cs` file below the
    /// listed document's folder, or with two changes to one path, changes nothing.
    pub fn changes(
        &self,
        analysis: &Analysis,
        project: Project,
        document: Document,
        options: &EditOptions,
        leaf: &ActionLeaf,
    ) -> Cancellable<ActionChanges> {
        catch(|| {
            let ctx = ActionContext::new(analysis, project, document, options);
            let provider = &self.providers[leaf.provider];
            let documents = provider.document_changes(&ctx, &leaf.trigger, &leaf.key);
            let folder = ctx.folder();
            let mut changes = ActionChanges {
                edits: self.merged_document_edits(&ctx, leaf),
                ..ActionChanges::default()
            };
            let mut seen: Vec<String> = Vec::new();
            for change in documents {
                if !is_relative_source_path(change.path()) {
                    return ActionChanges::default();
                }
                let path = format!("{folder}{}", change.path());
                if seen.iter().any(|p| p.eq_ignore_ascii_case(&path)) {
                    return ActionChanges::default();
                }
                seen.push(path.clone());
                match change {
                    DocumentChange::Add { text, .. } => changes.added.push((path, text)),
                    DocumentChange::Rename { .. } if changes.renamed.is_none() => {
                        changes.renamed = Some(path)
                    }
                    DocumentChange::Rename { .. } => return ActionChanges::default(),
                }
            }
            changes
        })
    }

    fn merged_document_edits(
        &self,
        ctx: &ActionContext,
        leaf: &ActionLeaf,
    ) -> Vec<(Document, Vec<TextEdit>)> {
        let provider = &self.providers[leaf.provider];
        let mut changes: Vec<(Document, Vec<TextEdit>)> = Vec::new();
        for (changed, edits) in provider.document_edits(ctx, &leaf.trigger, &leaf.key) {
            match changes.iter_mut().find(|(d, _)| *d == changed) {
                Some((_, all)) => all.extend(edits),
                None => changes.push((changed, edits)),
            }
        }
        changes.sort_by_key(|(d, _)| *d != ctx.document);
        changes
            .into_iter()
            .map(|(d, edits)| (d, crate::merge_edits(edits)))
            .filter(|(_, edits)| !edits.is_empty())
            .collect()
    }

    /// Fix All in one document: the provider's offer `key` at every diagnostic `id` where the
    /// provider offers it, merged.
    pub fn fix_all_document(
        &self,
        analysis: &Analysis,
        project: Project,
        document: Document,
        options: &EditOptions,
        leaf: &ActionLeaf,
    ) -> Cancellable<FixAllDocument> {
        catch(|| {
            let Some(id) = leaf.trigger.diagnostic().map(|d| d.id.clone()) else {
                return FixAllDocument::default();
            };
            let ctx = ActionContext::new(analysis, project, document, options);
            let provider = &self.providers[leaf.provider];
            let triggers: Vec<Trigger> = ctx
                .diagnostics(&[id.as_str()])
                .into_iter()
                .map(Trigger::Diagnostic)
                .filter(|t| provider.offers(&ctx, t).iter().any(|o| o.key == leaf.key))
                .collect();
            if triggers.is_empty() {
                return FixAllDocument::default();
            }
            FixAllDocument {
                occurrences: triggers.len(),
                edits: crate::merge_edits(provider.fix_all_edits(&ctx, &triggers, &leaf.key)),
            }
        })
    }
}

/// A path relative to a folder that stays below it and names a `.cs` file: `/` separators,
/// no empty, `.` or `..` segment, no drive or root.
pub(crate) fn is_relative_source_path(path: &str) -> bool {
    !path.contains(['\\', ':'])
        && path.to_ascii_lowercase().ends_with(".cs")
        && path
            .split('/')
            .all(|segment| !segment.trim().is_empty() && segment != "." && segment != "..")
}

fn catch<T>(f: impl FnOnce() -> T) -> Cancellable<T> {
    cs_db::Cancelled::catch(AssertUnwindSafe(f))
}

#[cfg(test)]
mod tests {
    use super::is_relative_source_path;

    #[test]
    fn relative_source_paths_stay_below_their_folder() {
        assert!(is_relative_source_path("Widget.cs"));
        assert!(is_relative_source_path("Sub/Widget.cs"));
        for bad in [
            "../Widget.cs",
            "/Widget.cs",
            "Sub//Widget.cs",
            "C:/Widget.cs",
            "a\\b.cs",
            "Widget.txt",
            "./Widget.cs",
            ".cs/",
        ] {
            assert!(!is_relative_source_path(bad), "{bad}");
        }
    }
}
