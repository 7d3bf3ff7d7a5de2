//! Code Actions: code fixes and refactorings as providers behind one trait, a
//! registry that lists their actions lazily (titles and targets only) and computes an action's
//! edit when it is staged, and Fix All, which merges one fix's edits per document.
//!
//! Edits are `cs_ide::TextEdit`s (UTF-8 ranges of the document's text). Providers write new
//! text in the document's own style: its line ending, its indentation (and `.editorconfig`'s
//! through [`EditOptions`]) and its `using` order (cs-ide's add-using).

mod context;
mod fixes;
mod merge;
mod refactorings;
mod registry;
mod syntax;

pub use context::{ActionContext, EditOptions};
pub use merge::merge_edits;
pub use registry::{
    ActionChanges, ActionLeaf, CodeActions, FixAllDocument, ListFilter, ProviderInfo,
};

use cs_db::DocumentDiagnostic;
use cs_ide::TextEdit;
use cs_syntax::TextRange;

/// Roslyn's two families of actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ActionKind {
    CodeFix,
    Refactoring,
}

impl ActionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ActionKind::CodeFix => "CodeFix",
            ActionKind::Refactoring => "Refactoring",
        }
    }
}

/// Where Fix All looks for more occurrences.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FixAllScope {
    Document,
    Project,
    Solution,
}

impl FixAllScope {
    pub const ALL: [FixAllScope; 3] = [
        FixAllScope::Document,
        FixAllScope::Project,
        FixAllScope::Solution,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            FixAllScope::Document => "Document",
            FixAllScope::Project => "Project",
            FixAllScope::Solution => "Solution",
        }
    }
}

/// The edits of a provider's [`CodeActionProvider::document_edits`] that fall in the trigger's
/// own document: what [`CodeActionProvider::edits`] returns for providers that may change other
/// documents too.
pub(crate) fn own_document_edits(
    ctx: &ActionContext,
    all: Vec<(cs_db::Document, Vec<TextEdit>)>,
) -> Vec<TextEdit> {
    all.into_iter()
        .filter(|(d, _)| *d == ctx.document)
        .flat_map(|(_, e)| e)
        .collect()
}

/// What an action answers: a diagnostic (code fix) or a selection (refactoring).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Trigger {
    Diagnostic(DocumentDiagnostic),
    Selection(TextRange),
}

impl Trigger {
    /// The span the action applies to.
    pub fn range(&self) -> TextRange {
        match self {
            Trigger::Diagnostic(d) => d.range,
            Trigger::Selection(range) => *range,
        }
    }
    pub fn diagnostic(&self) -> Option<&DocumentDiagnostic> {
        match self {
            Trigger::Diagnostic(d) => Some(d),
            Trigger::Selection(_) => None,
        }
    }
}

/// One action a provider offers, before any edit is computed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Offer {
    /// Roslyn's title ("using System.IO;", "Remove unused variable").
    pub title: String,
    /// The equivalence key: Fix All applies the offer with the same key at every occurrence,
    /// and [`CodeActionProvider::edits`] gets it back to know which offer was chosen.
    pub key: String,
    /// The action fixes the whole document at once (Remove unnecessary usings): listed once
    /// per document however many diagnostics it answers.
    pub once_per_document: bool,
}

impl Offer {
    pub fn new(title: impl Into<String>, key: impl Into<String>) -> Offer {
        Offer {
            title: title.into(),
            key: key.into(),
            once_per_document: false,
        }
    }
}

/// A change to the set of documents, beyond text edits of existing ones (Move type to
/// matching file adds a document, Rename file renames one). Paths are relative to the
/// trigger document's folder, with `/` separators, and name a `.cs` file below that folder
/// (no `..`, no absolute path); the registry drops an action whose paths are not.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DocumentChange {
    /// A new document of the trigger document's project with this text (written in the
    /// trigger document's line ending).
    Add { path: String, text: String },
    /// The trigger document renamed or moved: its text edits (if any) apply first, then the
    /// edited text moves to the new path.
    Rename { path: String },
}

impl DocumentChange {
    pub fn path(&self) -> &str {
        match self {
            DocumentChange::Add { path, .. } | DocumentChange::Rename { path } => path,
        }
    }
}

/// A code fix or refactoring. Listing calls [`offers`](Self::offers) only; the edit is
/// computed by [`edits`](Self::edits) when the action is staged.
pub trait CodeActionProvider: Send + Sync {
    /// The provider's type name, as provenance reports it (Roslyn's name where one exists).
    fn type_name(&self) -> &'static str;
    fn kind(&self) -> ActionKind {
        ActionKind::CodeFix
    }
    /// The diagnostic IDs a code fix answers.
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &[]
    }
    /// The syntax (tree-sitter node kinds) a refactoring applies to.
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &[]
    }
    /// Orders actions on the same span: lower first.
    fn priority(&self) -> u32 {
        100
    }
    fn supports_fix_all(&self) -> bool {
        true
    }
    /// Titles and keys of the actions for one trigger; no edit is computed.
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer>;
    /// The edit of the offer `key` for `trigger`; empty when it no longer applies.
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit>;
    /// The edit of the offer `key` per document, for fixes that change another document too
    /// (a member generated in a type declared elsewhere). The default: [`edits`](Self::edits)
    /// in the trigger's own document.
    fn document_edits(
        &self,
        ctx: &ActionContext,
        trigger: &Trigger,
        key: &str,
    ) -> Vec<(cs_db::Document, Vec<TextEdit>)> {
        vec![(ctx.document, self.edits(ctx, trigger, key))]
    }
    /// The documents the offer `key` adds or renames (default: none), staged after its text
    /// edits.
    fn document_changes(
        &self,
        _ctx: &ActionContext,
        _trigger: &Trigger,
        _key: &str,
    ) -> Vec<DocumentChange> {
        Vec::new()
    }
    /// The edits of the offer `key` at every trigger of one document, merged. The default
    /// computes each and merges them (identical edits once, conflicting ones dropped).
    fn fix_all_edits(&self, ctx: &ActionContext, triggers: &[Trigger], key: &str) -> Vec<TextEdit> {
        merge_edits(
            triggers
                .iter()
                .flat_map(|t| self.edits(ctx, t, key))
                .collect(),
        )
    }
}
