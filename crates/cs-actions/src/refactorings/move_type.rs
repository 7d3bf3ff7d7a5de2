//! "Move type to T.cs" and "Rename file to T.cs" (Roslyn's `MoveTypeCodeRefactoringProvider`),
//! at a caret on the name of a top-level type whose file is not named after it.
//!
//! Move type: the file declares more than one top-level type; a new document `T.cs` beside it
//! holds the file reduced to the type: every using and extern alias (Roslyn then removes the
//! unnecessary ones; we keep them all), the namespace declarations around it (block or
//! file-scoped, as written) and the type with its attributes and the comment lines right above
//! it. The original loses the type, its comment lines and one blank line beside it (and the
//! namespace blocks around it that would be left without members, as Roslyn removes them). Not
//! offered for nested types, when another top-level type has the same name (partial parts,
//! other arities), when a member shares its line with another, with preprocessor directives in
//! the file, or when `T.cs` exists.
//!
//! Rename file: the type is the file's only top-level type; the document moves to `T.cs` in the
//! same folder (its text and encoding unchanged). Not offered when `T.cs` exists.

use cs_ide::TextEdit;
use cs_syntax::SyntaxNode;

use super::type_files::{
    apply, file_name_of, has_directives, reduce_to, removed_with_namespaces, run_deletion,
    top_level_types, type_at_caret, type_name,
};
use crate::{ActionContext, ActionKind, CodeActionProvider, DocumentChange, Offer, Trigger};

pub(crate) struct MoveType;

const MOVE_KEY: &str = "MoveTypeToFile";
const RENAME_KEY: &str = "RenameFileToType";

enum Plan {
    Move {
        file: String,
        removal: TextEdit,
        text: String,
    },
    Rename {
        file: String,
    },
}

impl CodeActionProvider for MoveType {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CodeRefactorings.MoveType.MoveTypeCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &[
            "class_declaration",
            "struct_declaration",
            "interface_declaration",
            "enum_declaration",
            "record_declaration",
            "delegate_declaration",
        ]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        if ctx.compiled_by_several_projects() {
            return Vec::new();
        }
        match plan(ctx, trigger) {
            Some(Plan::Move { file, .. }) => {
                vec![Offer::new(format!("Move type to {file}"), MOVE_KEY)]
            }
            Some(Plan::Rename { file }) => {
                vec![Offer::new(format!("Rename file to {file}"), RENAME_KEY)]
            }
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        match plan(ctx, trigger) {
            Some(Plan::Move { removal, .. }) if key == MOVE_KEY => vec![removal],
            _ => Vec::new(),
        }
    }
    fn document_changes(
        &self,
        ctx: &ActionContext,
        trigger: &Trigger,
        key: &str,
    ) -> Vec<DocumentChange> {
        match plan(ctx, trigger) {
            Some(Plan::Move { file, text, .. }) if key == MOVE_KEY => {
                vec![DocumentChange::Add { path: file, text }]
            }
            Some(Plan::Rename { file }) if key == RENAME_KEY => {
                vec![DocumentChange::Rename { path: file }]
            }
            _ => Vec::new(),
        }
    }
}

fn plan(ctx: &ActionContext, trigger: &Trigger) -> Option<Plan> {
    let (node, name) = type_at_caret(ctx, trigger)?;
    let file = file_name_of(name.text());
    if file == ctx.file_name() || ctx.path_taken(&format!("{}{file}", ctx.folder())) {
        return None;
    }
    let types = top_level_types(&ctx.root);
    if types.len() == 1 {
        return Some(Plan::Rename { file });
    }
    let same_name = |other: &SyntaxNode| {
        *other != node && type_name(other).is_some_and(|n| n.text() == name.text())
    };
    if types.iter().any(same_name) || has_directives(&ctx.text) {
        return None;
    }
    let removed = removed_with_namespaces(&node);
    let removal = TextEdit::replace(run_deletion(&ctx.text, &removed, &removed)?, "");
    let text = apply(&ctx.text, reduce_to(ctx, &node)?);
    Some(Plan::Move {
        file,
        removal,
        text,
    })
}
