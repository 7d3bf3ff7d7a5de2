//! New documents (the path checks and inputs `create-document` and Code Actions share), and
//! staging a Code Action's whole change as one revision: text edits of existing documents, new
//! documents and a renamed document (its edited text moved to a new path, encoding kept).
//! Every part is checked before any is staged, so a refused change stages nothing.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use cs_db::{Document, DocumentStatus, Durability, Setter, SourceFile};
use cs_syntax::SourceEncoding;

use super::staging::{TextEditInput, outside};
use super::{StagedFile, StagedKind};
use crate::error::{HostError, HostResult};
use crate::freshness::is_ignored_dir;
use crate::paths::{is_inside, normalize, relative_to};
use crate::system::System;
use crate::workspace::{DocumentInfo, LoadedWorkspace};

/// A checked path for a new document.
#[derive(Debug, Clone)]
pub(super) struct NewPath {
    pub abs: PathBuf,
    pub relative: String,
    pub target: PathBuf,
}

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
    /// Where a new document of `project` at `path` (workspace-relative or absolute) goes: a
    /// `.cs` file inside the root and a folder the project compiles, outside `bin`/`obj`/dot
    /// folders, that neither the disk nor the transaction holds.
    pub(super) fn check_new_path(
        &self,
        system: &dyn System,
        path: &str,
        project: usize,
    ) -> HostResult<NewPath> {
        let unified = path.replace('\\', "/");
        if unified.trim().is_empty() {
            return Err(HostError::invalid_argument("path", "must not be empty"));
        }
        let candidate = Path::new(&unified);
        let abs = normalize(&if candidate.is_absolute() {
            candidate.to_path_buf()
        } else {
            self.root.join(candidate)
        });
        let relative = relative_to(&abs, &self.root);
        if !is_inside(&relative) || relative.is_empty() {
            return Err(outside(path, &self.root));
        }
        if !relative.to_ascii_lowercase().ends_with(".cs") {
            return Err(HostError::invalid_argument(
                "path",
                "must name a C# source file ending in `.cs`",
            ));
        }
        if relative.split('/').rev().skip(1).any(is_ignored_dir) {
            return Err(HostError::invalid_argument(
                "path",
                "must not be inside `bin`, `obj` or a dot-folder (the SDK does not compile files there)",
            ));
        }
        let target = self.writable_target(system, &abs, path)?;
        let roots = &self.projects[project].model.source_roots;
        if !roots.is_empty() && !roots.iter().any(|r| abs.starts_with(normalize(r))) {
            return Err(HostError::invalid_argument(
                "path",
                format!(
                    "must lie below a directory that project '{}' compiles: {}",
                    self.projects[project].id,
                    roots
                        .iter()
                        .map(|r| relative_to(r, &self.root))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
        let staged_here = self
            .transaction
            .as_ref()
            .is_some_and(|t| t.files.contains_key(&abs));
        if staged_here
            || system.stamp(&target).is_some()
            || !self.documents_of_file(&abs).is_empty()
        {
            return Err(HostError::invalid_argument(
                "path",
                format!(
                    "'{relative}' already exists (on disk or staged); edit it with edit-document instead"
                ),
            ));
        }
        Ok(NewPath {
            abs,
            relative,
            target,
        })
    }

    /// Adds a checked new document to `project` and records it as created (no new revision).
    pub(super) fn add_document(
        &mut self,
        new: NewPath,
        project: usize,
        text: Arc<str>,
        encoding: SourceEncoding,
    ) -> HostResult<usize> {
        let NewPath {
            abs,
            relative,
            target,
        } = new;
        self.touch_projects(&[project])?;
        let db = self.host.db();
        let project_input = self.projects[project].input;
        // The symbols of the project's documents; a project without documents gets a fresh
        // set of its own symbols.
        let symbols = project_input.documents(db).first().map(|d| d.symbols(db));
        let symbols = match symbols {
            Some(s) => s,
            None => {
                let mut list = self.projects[project].model.preprocessor_symbols.clone();
                list.sort();
                list.dedup();
                cs_db::SymbolSet::builder(Arc::from(list))
                    .durability(Durability::MEDIUM)
                    .new(self.host.db())
            }
        };
        let source = SourceFile::builder(Arc::from(relative.as_str()), text)
            .durability(Durability::LOW)
            .new(self.host.db());
        let input = Document::builder(source, symbols, DocumentStatus::Live)
            .durability(Durability::MEDIUM)
            .new(self.host.db());
        let index = self.documents.len();
        self.documents.push(DocumentInfo {
            id: format!("{}:{relative}", self.projects[project].id),
            path: relative.clone(),
            abs_path: abs.clone(),
            project,
            input,
            encoding,
            removed: false,
        });
        self.sources.insert(abs.clone(), source);
        let mut inputs = project_input.documents(self.host.db()).clone();
        inputs.push(input);
        project_input
            .set_documents(self.host.db_mut())
            .with_durability(Durability::MEDIUM)
            .to(inputs);
        let mut indexes = std::mem::take(&mut self.projects[project].documents);
        indexes.push(index);
        indexes.sort_by(|&a, &b| self.documents[a].path.cmp(&self.documents[b].path));
        self.projects[project].documents = indexes;
        self.transaction_mut()?.files.insert(
            abs,
            StagedFile {
                kind: StagedKind::Created,
                relative,
                target,
                original: None,
                encoding,
                disk: None,
                documents: vec![index],
            },
        );
        Ok(index)
    }

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
            let encoding = SourceEncoding::Utf8;
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
