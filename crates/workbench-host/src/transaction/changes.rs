//! Staging a Code Action's whole change as one revision: text edits of existing documents,
//! new documents and a renamed document (its edited text moved to a new path, encoding kept).
//! Every part is checked before any is staged, so a refused change stages nothing.

use std::sync::Arc;

use super::staging::{NewPath, TextEditInput};
use crate::error::{HostError, HostResult};
use crate::system::System;
use crate::workspace::LoadedWorkspace;

/// One change to stage: edits per document, new documents, renamed documents.
#[derive(Debug, Clone, Default)]
pub struct DocumentChanges {
    pub edits: Vec<(usize, Vec<TextEditInput>)>,
    /// Workspace-relative path, project, text.
    pub added: Vec<(String, usize, String)>,
    /// A document and its new workspace-relative path (staged after its edits).
    pub renamed: Vec<(usize, String)>,
}

/// The documents a staged change produced.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StagedChanges {
    pub added: Vec<usize>,
    /// The old document (now removed) and the new one.
    pub renamed: Vec<(usize, usize)>,
}

impl LoadedWorkspace {
    /// Stages `changes` as one revision: the edits, then the new documents, then the
    /// renames (a create of the edited text, in the old file's encoding, and a delete).
    pub fn stage_changes(
        &mut self,
        system: &dyn System,
        changes: &DocumentChanges,
    ) -> HostResult<StagedChanges> {
        self.active_transaction()?;
        let mut edited = Vec::with_capacity(changes.edits.len());
        for (document, edits) in &changes.edits {
            let new_text = self.edited_text(*document, edits)?;
            let abs = self.documents[*document].abs_path.clone();
            let relative = self.documents[*document].path.clone();
            let target = self.writable_target(system, &abs, &relative)?;
            edited.push((abs, relative, target, new_text));
        }
        let mut new_paths: Vec<NewPath> = Vec::new();
        let mut check = |this: &Self, path: &str, project: usize| -> HostResult<NewPath> {
            let new = this.check_new_path(system, path, project)?;
            if new_paths.iter().any(|p| p.abs == new.abs) {
                return Err(HostError::invalid_argument(
                    "path",
                    format!("'{}' is created twice by one change", new.relative),
                ));
            }
            new_paths.push(new.clone());
            Ok(new)
        };
        let mut added = Vec::with_capacity(changes.added.len());
        for (path, project, text) in &changes.added {
            added.push((check(self, path, *project)?, *project, text.clone()));
        }
        let mut renamed = Vec::with_capacity(changes.renamed.len());
        for (document, path) in &changes.renamed {
            let info = &self.documents[*document];
            if info.removed {
                return Err(HostError::invalid_argument(
                    "document",
                    format!("'{}' is deleted in this transaction", info.path),
                ));
            }
            if self.documents_of_file(&info.abs_path).len() > 1 {
                return Err(HostError::invalid_argument(
                    "document",
                    format!(
                        "'{}' is compiled by several projects; renaming it here would move it for one of them only",
                        info.path
                    ),
                ));
            }
            self.writable_target(system, &info.abs_path, &info.path)?;
            renamed.push((*document, check(self, path, info.project)?));
        }
        for (abs, relative, target, text) in edited {
            self.stage_file_text(system, &abs, &relative, target, Arc::from(text))?;
        }
        let mut staged = StagedChanges::default();
        for (new, project, text) in added {
            let encoding = cs_syntax::SourceEncoding::Utf8;
            staged
                .added
                .push(self.add_document(new, project, Arc::from(text), encoding)?);
        }
        for (document, new) in renamed {
            let text = self.document_text(document);
            let encoding = self.documents[document].encoding;
            let project = self.documents[document].project;
            let index = self.add_document(new, project, text, encoding)?;
            self.remove_document(system, document)?;
            staged.renamed.push((document, index));
        }
        self.bump();
        Ok(staged)
    }
}
