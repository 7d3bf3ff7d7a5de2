//! Staging: every change is applied to the database inputs at once (a new revision and
//! snapshot), and remembered with what the disk held so the commit can detect conflicts.
//! Rollback restores the inputs; nothing here writes to disk.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use cs_db::{DocumentStatus, Durability, Setter};
use cs_syntax::{SourceEncoding, TextRange, decode_source};
use uuid::Uuid;

use super::{DiskState, StagedFile, StagedKind, Transaction};
use crate::error::{ErrorCode, HostError, HostResult};
use crate::paths::{is_inside, normalize, relative_to};
use crate::system::System;
use crate::workspace::LoadedWorkspace;

/// One range edit: zero-based UTF-16 `start` and `length` in the document's current text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextEditInput {
    pub start: u32,
    pub length: u32,
    pub new_text: String,
}

fn transaction_required() -> HostError {
    HostError::new(
        ErrorCode::TransactionRequired,
        "This tool stages changes into a transaction, and none is active for this workspace.",
    )
    .call_tool(
        "transaction-begin",
        "Call transaction-begin with the current snapshot, then repeat this call with the snapshot it returns.",
    )
}

pub(crate) fn outside(path: &str, root: &Path) -> HostError {
    HostError::new(
        ErrorCode::PathOutsideWorkspace,
        format!(
            "'{path}' is outside the workspace root {}; nothing is written there.",
            root.display()
        ),
    )
    .revise(format!(
        "Use a workspace-relative path that stays inside {} (no `..` escapes, no symlinks leading out).",
        root.display()
    ))
}

impl LoadedWorkspace {
    /// The active transaction, or `TransactionRequired`.
    pub fn active_transaction(&self) -> HostResult<&Transaction> {
        self.transaction.as_ref().ok_or_else(transaction_required)
    }

    /// Starts a transaction at the current snapshot (revision 0).
    pub fn begin_transaction(&mut self) -> HostResult<&Transaction> {
        if let Some(active) = &self.transaction {
            return Err(HostError::new(
                ErrorCode::TransactionActive,
                format!(
                    "Transaction {} is already active for this workspace ({} staged file(s)).",
                    active.id,
                    active.files.len()
                ),
            )
            .choose_tool(
                &["transaction-commit", "transaction-rollback"],
                "Commit or roll back the active transaction first, or keep staging into it.",
            ));
        }
        let id = Uuid::new_v4();
        let mut base = self.snapshot();
        base.transaction_revision = Some(0);
        self.transaction = Some(Transaction {
            id,
            base,
            revision: 0,
            files: BTreeMap::new(),
            documents_len: self.documents.len(),
            saved_projects: BTreeMap::new(),
            base_errors: BTreeMap::new(),
        });
        Ok(self.transaction.as_ref().expect("just set"))
    }

    pub(super) fn transaction_mut(&mut self) -> HostResult<&mut Transaction> {
        self.transaction.as_mut().ok_or_else(transaction_required)
    }

    /// A staged change is a new revision and snapshot.
    pub(super) fn bump(&mut self) {
        if let Some(t) = self.transaction.as_mut() {
            t.revision += 1;
        }
        self.snapshot_id = Uuid::new_v4();
    }

    /// Live documents compiled from the file at `abs`.
    pub(super) fn documents_of_file(&self, abs: &Path) -> Vec<usize> {
        self.live_documents()
            .filter(|&i| self.documents[i].abs_path == abs)
            .collect()
    }

    /// Records, before the first change to each project, its error diagnostics and its
    /// document lists.
    pub(super) fn touch_projects(&mut self, projects: &[usize]) -> HostResult<()> {
        for &project in projects {
            let needs_base = self
                .transaction
                .as_ref()
                .is_some_and(|t| !t.base_errors.contains_key(&project));
            if needs_base {
                let errors = self.project_errors(project)?;
                let saved = (
                    self.projects[project].documents.clone(),
                    self.projects[project]
                        .input
                        .documents(self.host.db())
                        .clone(),
                );
                let t = self.transaction_mut()?;
                t.base_errors.insert(project, errors);
                t.saved_projects.insert(project, saved);
            }
        }
        Ok(())
    }

    /// Where a commit may write `abs`: inside the root, also after resolving symlinks of the
    /// file or of its nearest existing ancestor. Returns the resolved target.
    pub fn writable_target(
        &self,
        system: &dyn System,
        abs: &Path,
        shown: &str,
    ) -> HostResult<PathBuf> {
        let abs = normalize(abs);
        if !is_inside(&relative_to(&abs, &self.root)) {
            return Err(outside(shown, &self.root));
        }
        let root = system
            .canonicalize(&self.root)
            .unwrap_or_else(|_| self.root.clone());
        let mut existing = abs.as_path();
        let mut rest = Vec::new();
        while system.stamp(existing).is_none() {
            match (existing.parent(), existing.file_name()) {
                (Some(parent), Some(name)) => {
                    rest.push(name.to_os_string());
                    existing = parent;
                }
                _ => break,
            }
        }
        let mut resolved = system
            .canonicalize(existing)
            .unwrap_or_else(|_| existing.to_path_buf());
        if !resolved.starts_with(&root) {
            return Err(outside(shown, &self.root));
        }
        for name in rest.into_iter().rev() {
            resolved.push(name);
        }
        Ok(resolved)
    }

    /// Stages range edits to one document (its file, for every project compiling it).
    pub fn stage_edit(
        &mut self,
        system: &dyn System,
        document: usize,
        edits: &[TextEditInput],
    ) -> HostResult<()> {
        self.active_transaction()?;
        let new_text = self.edited_text(document, edits)?;
        let abs = self.documents[document].abs_path.clone();
        let relative = self.documents[document].path.clone();
        let target = self.writable_target(system, &abs, &relative)?;
        self.stage_file_text(system, &abs, &relative, target, Arc::from(new_text))?;
        self.bump();
        Ok(())
    }

    /// Stages edits of several documents as one change (one revision): a rename. Every
    /// document's edits are checked before any is staged.
    pub fn stage_edits(
        &mut self,
        system: &dyn System,
        changes: &[(usize, Vec<TextEditInput>)],
    ) -> HostResult<()> {
        self.active_transaction()?;
        let mut staged = Vec::with_capacity(changes.len());
        for (document, edits) in changes {
            let new_text = self.edited_text(*document, edits)?;
            let abs = self.documents[*document].abs_path.clone();
            let relative = self.documents[*document].path.clone();
            let target = self.writable_target(system, &abs, &relative)?;
            staged.push((abs, relative, target, new_text));
        }
        for (abs, relative, target, text) in staged {
            self.stage_file_text(system, &abs, &relative, target, Arc::from(text))?;
        }
        self.bump();
        Ok(())
    }

    /// A document's text with non-overlapping edits applied (UTF-16 ranges, validated).
    pub(super) fn edited_text(
        &self,
        document: usize,
        edits: &[TextEditInput],
    ) -> HostResult<String> {
        if edits.is_empty() {
            return Err(HostError::invalid_argument(
                "edits",
                "give at least one edit",
            ));
        }
        let text = self.document_text(document);
        let lines = self.line_index(document);
        let mut ranges: Vec<(usize, TextRange)> = Vec::with_capacity(edits.len());
        for (i, edit) in edits.iter().enumerate() {
            let invalid = |why: String| {
                HostError::new(ErrorCode::InvalidRange, format!("`edits[{i}].range`: {why}"))
                    .revise(format!(
                        "Correct `edits[{i}].range` against the document's current text (zero-based UTF-16 start and length), then call again."
                    ))
            };
            let end = edit
                .start
                .checked_add(edit.length)
                .ok_or_else(|| invalid("start + length overflows".into()))?;
            let (Some(from), Some(to)) = (lines.from_utf16(edit.start), lines.from_utf16(end))
            else {
                return Err(invalid(format!(
                    "{}..{end} is outside the document (length {} UTF-16 units) or splits a surrogate pair",
                    edit.start,
                    lines.utf16_len()
                )));
            };
            ranges.push((i, TextRange::new(from, to)));
        }
        let mut order: Vec<usize> = (0..ranges.len()).collect();
        order.sort_by_key(|&k| (ranges[k].1.start(), ranges[k].1.end()));
        for pair in order.windows(2) {
            let (a, b) = (ranges[pair[0]], ranges[pair[1]]);
            if a.1.end() > b.1.start() {
                return Err(HostError::new(
                    ErrorCode::InvalidRange,
                    format!("`edits[{}]` and `edits[{}]` overlap.", a.0, b.0),
                )
                .revise("Give non-overlapping ranges, all against the document's current text."));
            }
        }
        let mut new_text = text.to_string();
        for &k in order.iter().rev() {
            let (i, range) = ranges[k];
            new_text.replace_range(
                usize::from(range.start())..usize::from(range.end()),
                &edits[i].new_text,
            );
        }
        Ok(new_text)
    }

    /// Records the file as staged (first time: with its disk state) and sets its text.
    pub(super) fn stage_file_text(
        &mut self,
        system: &dyn System,
        abs: &Path,
        relative: &str,
        target: PathBuf,
        text: Arc<str>,
    ) -> HostResult<()> {
        let documents = self.documents_of_file(abs);
        let projects: Vec<usize> = documents
            .iter()
            .map(|&d| self.documents[d].project)
            .collect();
        self.touch_projects(&projects)?;
        let source = self.sources[abs];
        let already = self
            .transaction
            .as_ref()
            .is_some_and(|t| t.files.contains_key(abs));
        if !already {
            let original = source.text(self.host.db()).clone();
            let bytes = system.read(&target).ok();
            if bytes.as_ref().is_some_and(|b| decode_source(b).lossy) {
                return Err(HostError::invalid_argument(
                    "document",
                    format!(
                        "'{relative}' holds bytes that are not valid text in its encoding; writing it back would replace them, so it cannot be edited here"
                    ),
                ));
            }
            let disk = bytes.as_ref().map(|b| DiskState::of(b));
            let encoding = self.documents[documents[0]].encoding;
            let staged = StagedFile {
                kind: StagedKind::Edited,
                relative: relative.to_string(),
                target,
                original: Some(original),
                encoding,
                disk,
                documents,
            };
            self.transaction_mut()?
                .files
                .insert(abs.to_path_buf(), staged);
        }
        source
            .set_text(self.host.db_mut())
            .with_durability(Durability::LOW)
            .to(text);
        Ok(())
    }

    /// Stages a new document of `project` at workspace-relative `path` with `text`
    /// (UTF-8 without BOM on disk). Returns the new document's index.
    pub fn stage_create(
        &mut self,
        system: &dyn System,
        path: &str,
        project: usize,
        text: String,
    ) -> HostResult<usize> {
        self.active_transaction()?;
        let new = self.check_new_path(system, path, project)?;
        let index = self.add_document(new, project, Arc::from(text), SourceEncoding::Utf8)?;
        self.bump();
        Ok(index)
    }

    /// Stages the deletion of a document's file (every project compiling it loses it).
    pub fn stage_delete(&mut self, system: &dyn System, document: usize) -> HostResult<()> {
        self.active_transaction()?;
        self.remove_document(system, document)?;
        self.bump();
        Ok(())
    }

    /// Records a document's file as deleted and removes its documents (no new revision).
    pub(super) fn remove_document(
        &mut self,
        system: &dyn System,
        document: usize,
    ) -> HostResult<()> {
        let abs = self.documents[document].abs_path.clone();
        let relative = self.documents[document].path.clone();
        let target = self.writable_target(system, &abs, &relative)?;
        let documents = self.documents_of_file(&abs);
        let projects: Vec<usize> = documents
            .iter()
            .map(|&d| self.documents[d].project)
            .collect();
        self.touch_projects(&projects)?;
        let source = self.sources[&abs];
        let original = source.text(self.host.db()).clone();
        let encoding = self.documents[document].encoding;
        let t = self.transaction_mut()?;
        match t.files.get_mut(&abs) {
            Some(staged) => staged.kind = StagedKind::Deleted,
            None => {
                let disk = system.read(&target).ok().map(|b| DiskState::of(&b));
                t.files.insert(
                    abs.clone(),
                    StagedFile {
                        kind: StagedKind::Deleted,
                        relative,
                        target,
                        original: Some(original),
                        encoding,
                        disk,
                        documents: documents.clone(),
                    },
                );
            }
        }
        for &d in &documents {
            self.documents[d].removed = true;
            let input = self.documents[d].input;
            input
                .set_status(self.host.db_mut())
                .with_durability(Durability::MEDIUM)
                .to(DocumentStatus::Removed);
            let project = self.documents[d].project;
            self.projects[project].documents.retain(|&i| i != d);
        }
        Ok(())
    }

    /// Discards the active transaction: staged texts, created and deleted documents are
    /// restored in the database; the disk is not touched. Returns the discarded files'
    /// relative paths.
    pub fn rollback_transaction(&mut self, system: &dyn System) -> HostResult<Vec<String>> {
        let t = self.transaction.take().ok_or_else(transaction_required)?;
        let mut discarded = Vec::new();
        for (abs, staged) in &t.files {
            discarded.push(staged.relative.clone());
            for &d in &staged.documents {
                if d < t.documents_len && self.documents[d].removed {
                    self.documents[d].removed = false;
                    let input = self.documents[d].input;
                    input
                        .set_status(self.host.db_mut())
                        .with_durability(Durability::MEDIUM)
                        .to(DocumentStatus::Live);
                }
            }
            if let Some(original) = &staged.original {
                // The disk may have moved under the staged text: take what it holds now.
                let text = match system.read(abs) {
                    Ok(bytes) if staged.kind != StagedKind::Created => {
                        Arc::from(decode_source(&bytes).text)
                    }
                    _ => original.clone(),
                };
                let source = self.sources[abs];
                if **source.text(self.host.db()) != *text {
                    source
                        .set_text(self.host.db_mut())
                        .with_durability(Durability::LOW)
                        .to(text);
                }
            } else {
                self.sources.remove(abs);
            }
        }
        for (project, (indexes, inputs)) in t.saved_projects {
            self.projects[project].documents = indexes;
            let input = self.projects[project].input;
            if *input.documents(self.host.db()) != inputs {
                input
                    .set_documents(self.host.db_mut())
                    .with_durability(Durability::MEDIUM)
                    .to(inputs);
            }
        }
        self.documents.truncate(t.documents_len);
        self.snapshot_id = Uuid::new_v4();
        Ok(discarded)
    }
}
