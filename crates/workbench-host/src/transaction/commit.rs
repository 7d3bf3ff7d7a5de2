//! Commit: every staged file is checked against the disk (a change underneath is a
//! conflict and nothing is written), then written all-or-nothing through the journal:
//!
//! 1. the journal (targets, temporaries, backups) is written whole and flushed;
//! 2. each new content goes to a temporary beside its target and is flushed; each file to
//!    be replaced or deleted gets a backup name (a hard link, or a flushed copy);
//! 3. the `prepared` marker is written and flushed;
//! 4. each temporary is renamed over its target, each deleted file removed;
//! 5. backups, journal and markers are removed.
//!
//! A failure before 3 removes the temporaries (no target was touched). A failure in 4
//! writes the `aborted` marker and puts the backups back. A crash leaves the journal for
//! recovery (see `journal`), which finishes or undoes the commit.

use std::path::{Path, PathBuf};
use std::time::Duration;

use uuid::Uuid;

use super::journal::{
    Journal, JournalFiles, JournalOp, journal_dir, recover_journal, remove_if_present,
    restore_originals, undo_unapplied,
};
use super::{DiskState, StagedKind, encode};
use crate::error::{ErrorCode, ErrorDiagnostic, HostError, HostResult};
use crate::system::System;
use crate::workspace::LoadedWorkspace;

/// What a successful commit wrote (workspace-relative paths, in path order).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CommitOutcome {
    pub transaction: Uuid,
    pub written: Vec<String>,
    pub created: Vec<String>,
    pub deleted: Vec<String>,
}

/// Test hook: stop for a while after this many target replacements (so a test can kill
/// the process mid-commit). Read from `CS_WORKBENCH_TEST_COMMIT_PAUSE` (`N` or `N:seconds`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommitPause {
    pub after_replacements: usize,
    pub duration: Duration,
}

impl CommitPause {
    pub fn from_env() -> Option<CommitPause> {
        let value = std::env::var("CS_WORKBENCH_TEST_COMMIT_PAUSE").ok()?;
        let (count, seconds) = value.split_once(':').unwrap_or((&value, "60"));
        Some(CommitPause {
            after_replacements: count.trim().parse().ok()?,
            duration: Duration::from_secs(seconds.trim().parse().ok()?),
        })
    }
}

/// Why the write protocol failed, and whether the disk is whole again.
#[derive(Debug)]
pub(crate) struct WriteFailure {
    pub message: String,
    /// False when the journal had to be left for recovery at the next start.
    pub clean: bool,
}

fn side_name(target: &Path, transaction: Uuid, suffix: &str) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let short = &transaction.simple().to_string()[..8];
    target.with_file_name(format!(".{name}.{short}.{suffix}"))
}

/// Plans the operations of one commit.
pub(crate) fn plan(transaction: Uuid, root: &Path, files: &[(StagedKind, PathBuf)]) -> Journal {
    let ops = files
        .iter()
        .map(|(kind, target)| JournalOp {
            kind: *kind,
            target: target.clone(),
            temp: (*kind != StagedKind::Deleted)
                .then(|| side_name(target, transaction, "cswb-new")),
            backup: (*kind != StagedKind::Created)
                .then(|| side_name(target, transaction, "cswb-old")),
        })
        .collect();
    Journal {
        transaction,
        root: root.to_path_buf(),
        pid: std::process::id(),
        ops,
    }
}

fn io(what: &str, path: &Path, error: std::io::Error) -> String {
    format!("{what} {}: {error}", path.display())
}

/// Runs the write protocol for `journal`; `contents[i]` is the new content of op `i`.
pub(crate) fn write_all(
    system: &dyn System,
    dir: &Path,
    journal: &Journal,
    contents: &[Option<Vec<u8>>],
    pause: Option<CommitPause>,
) -> Result<(), WriteFailure> {
    let files = JournalFiles::new(dir, journal.transaction);
    let fail = |message: String| WriteFailure {
        message,
        clean: true,
    };
    // 1. The journal, whole.
    system
        .create_dir_all(dir)
        .map_err(|e| fail(io("creating", dir, e)))?;
    let written = system
        .write(&files.pending, journal.render().as_bytes())
        .and_then(|_| system.sync(&files.pending))
        .and_then(|_| system.rename(&files.pending, &files.journal));
    if let Err(error) = written {
        let removed = remove_if_present(system, &files.pending);
        return Err(WriteFailure {
            message: io("writing the journal", &files.journal, error),
            clean: removed.is_ok(),
        });
    }
    // 2. Temporaries and backups, on several threads for large commits: flushing dominates
    // and the device serves concurrent flushes together.
    let staged = (|| -> Result<(), String> {
        let work: Vec<(&JournalOp, &Option<Vec<u8>>)> = journal.ops.iter().zip(contents).collect();
        let threads = (work.len() / 16).clamp(1, 8);
        if threads == 1 {
            work.iter()
                .try_for_each(|(op, content)| stage_op(system, op, content.as_deref()))?;
        } else {
            let chunk = work.len().div_ceil(threads);
            let results: Vec<Result<(), String>> = std::thread::scope(|scope| {
                let handles: Vec<_> = work
                    .chunks(chunk)
                    .map(|part| {
                        scope.spawn(move || {
                            part.iter().try_for_each(|(op, content)| {
                                stage_op(system, op, content.as_deref())
                            })
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| {
                        h.join()
                            .unwrap_or_else(|_| Err("a commit thread panicked".into()))
                    })
                    .collect()
            });
            results.into_iter().collect::<Result<(), String>>()?;
        }
        // 3. Prepared.
        system
            .write(&files.prepared, b"prepared\n")
            .and_then(|_| system.sync(&files.prepared))
            .map_err(|e| io("writing", &files.prepared, e))
    })();
    if let Err(message) = staged {
        // The marker goes first: while it exists, recovery would roll forward.
        let undone = remove_if_present(system, &files.prepared)
            .and_then(|_| undo_unapplied(system, journal))
            .and_then(|_| files.remove(system));
        return Err(WriteFailure {
            message,
            clean: undone.is_ok(),
        });
    }
    // 4. Replace.
    let mut replaced = 0;
    for op in &journal.ops {
        let result = match (&op.kind, &op.temp) {
            (StagedKind::Deleted, _) => system.remove_file(&op.target),
            (_, Some(temp)) => system.rename(temp, &op.target),
            _ => Ok(()),
        };
        if let Err(error) = result {
            let message = io("replacing", &op.target, error);
            let restored = system
                .write(&files.aborted, b"aborted\n")
                .and_then(|_| system.sync(&files.aborted))
                .and_then(|_| restore_originals(system, journal))
                .and_then(|_| files.remove(system));
            let clean = restored.is_ok()
                || recover_journal(system, journal, &files) == super::RecoveryAction::RolledBack;
            return Err(WriteFailure { message, clean });
        }
        replaced += 1;
        if let Some(pause) = pause
            && replaced == pause.after_replacements
        {
            tracing::warn!(replaced, "test hook: pausing the commit");
            std::thread::sleep(pause.duration);
        }
    }
    // 5. Clean up. When a backup cannot be removed the journal stays, so the next
    // recovery (rolling forward, which is a no-op for replaced files) removes it.
    let backups_removed = journal
        .ops
        .iter()
        .filter_map(|op| op.backup.as_ref())
        .all(|backup| remove_if_present(system, backup).is_ok());
    if backups_removed {
        let _ = files.remove(system);
    }
    Ok(())
}

/// Writes and flushes one temporary, and gives the original a backup name.
fn stage_op(system: &dyn System, op: &JournalOp, content: Option<&[u8]>) -> Result<(), String> {
    if let (Some(temp), Some(bytes)) = (&op.temp, content) {
        if let Some(parent) = op.target.parent() {
            system
                .create_dir_all(parent)
                .map_err(|e| io("creating", parent, e))?;
        }
        system
            .write(temp, bytes)
            .map_err(|e| io("writing", temp, e))?;
        system.sync(temp).map_err(|e| io("flushing", temp, e))?;
    }
    if let Some(backup) = &op.backup
        && system.hard_link(&op.target, backup).is_err()
    {
        let bytes = system
            .read(&op.target)
            .map_err(|e| io("reading", &op.target, e))?;
        system
            .write(backup, &bytes)
            .map_err(|e| io("writing", backup, e))?;
        system.sync(backup).map_err(|e| io("flushing", backup, e))?;
    }
    Ok(())
}

impl LoadedWorkspace {
    /// Workspace-relative paths of staged files whose disk content changed since they were
    /// staged (empty without a transaction).
    pub fn transaction_conflicts(&self, system: &dyn System) -> Vec<String> {
        let Some(t) = &self.transaction else {
            return Vec::new();
        };
        t.files
            .values()
            .filter(|staged| {
                system.read(&staged.target).ok().map(|b| DiskState::of(&b)) != staged.disk
            })
            .map(|staged| staged.relative.clone())
            .collect()
    }

    /// Writes the active transaction to disk, all or nothing, and ends it. `state_dir`
    /// holds the journal; `None` refuses to commit.
    pub fn commit_transaction(
        &mut self,
        system: &dyn System,
        state_dir: Option<&Path>,
        pause: Option<CommitPause>,
    ) -> HostResult<CommitOutcome> {
        let t = self.active_transaction()?;
        let transaction = t.id;
        // Conflicts first: nothing is written when any file changed underneath.
        let paths = self.transaction_conflicts(system);
        if !paths.is_empty() {
            let conflicts = paths
                .iter()
                .map(|path| ErrorDiagnostic {
                    id: "TransactionConflict".into(),
                    message: format!("'{path}' changed on disk after it was staged"),
                    fields: vec![("path".into(), path.clone())],
                })
                .collect();
            return Err(HostError::new(
                ErrorCode::TransactionConflict,
                format!(
                    "{} staged file(s) changed on disk since they were staged: {}. Nothing was written.",
                    paths.len(),
                    paths.join(", ")
                ),
            )
            .choose_tool(
                &["transaction-rollback", "transaction-diff"],
                "Roll back and stage the changes again against the new disk content, or inspect the staged diff first.",
            )
            .with_diagnostics(conflicts));
        }
        let mut outcome = CommitOutcome {
            transaction,
            ..CommitOutcome::default()
        };
        let mut planned = Vec::new();
        let mut contents = Vec::new();
        let db = self.host.db();
        for (abs, staged) in &t.files {
            match staged.kind {
                StagedKind::Deleted => {
                    if staged.disk.is_some() {
                        planned.push((StagedKind::Deleted, staged.target.clone()));
                        contents.push(None);
                        outcome.deleted.push(staged.relative.clone());
                    }
                }
                kind => {
                    let text = self.sources[abs].text(db).clone();
                    let bytes = encode(&text, staged.encoding);
                    if kind == StagedKind::Edited && Some(DiskState::of(&bytes)) == staged.disk {
                        continue;
                    }
                    planned.push((kind, staged.target.clone()));
                    contents.push(Some(bytes));
                    if kind == StagedKind::Created {
                        outcome.created.push(staged.relative.clone());
                    } else {
                        outcome.written.push(staged.relative.clone());
                    }
                }
            }
        }
        if !planned.is_empty() {
            let Some(state_dir) = state_dir else {
                return Err(HostError::new(
                    ErrorCode::CommitFailed,
                    "No state directory for the commit journal: set CS_WORKBENCH_STATE_DIR or HOME.",
                )
                .resolve_externally(
                    "Restart the server with CS_WORKBENCH_STATE_DIR naming a writable directory outside the workspace.",
                ));
            };
            let dir = journal_dir(state_dir, &self.root);
            let journal = plan(transaction, &self.root, &planned);
            if let Err(failure) = write_all(system, &dir, &journal, &contents, pause) {
                let instruction = if failure.clean {
                    "No file was changed. Fix the cause (disk space, permissions), then call transaction-commit again, or transaction-rollback."
                } else {
                    "The commit was interrupted; its journal will complete or undo it when the server next starts or opens this workspace. Restart the server, then check server-status with detail Full."
                };
                return Err(HostError::new(
                    ErrorCode::CommitFailed,
                    format!("The commit could not write its files: {}.", failure.message),
                )
                .resolve_externally(instruction));
            }
        }
        // The disk now holds the staged state: it is the new base.
        let t = self.transaction.take().expect("checked above");
        let mut own = Vec::new();
        for (abs, staged) in &t.files {
            match staged.kind {
                StagedKind::Deleted => self.freshness.forget_document(abs),
                _ => self.freshness.track_document(system, abs),
            }
            own.push(abs.clone());
            own.push(staged.target.clone());
        }
        let report = self.freshness.check(system);
        self.absorb(system, report, &own);
        self.snapshot_id = Uuid::new_v4();
        Ok(outcome)
    }
}
