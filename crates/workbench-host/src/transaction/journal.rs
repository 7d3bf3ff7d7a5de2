//! The commit journal and recovery. A journal lives outside the source tree, in
//! `<state dir>/journals/<hash of the workspace root>/<transaction id>.journal`, where the
//! state dir is `CS_WORKBENCH_STATE_DIR`, else `$XDG_CACHE_HOME/cs-workbench`, else
//! `~/.cache/cs-workbench`. It is written whole (temporary file, flush, rename) before any
//! source file is touched; the phase is told by marker files beside it:
//!
//! | markers | meaning | recovery |
//! |---|---|---|
//! | none | temporaries and backups may exist; no target was touched | undo: remove them |
//! | `.prepared` | every temporary and backup is flushed; targets are being replaced | roll forward: finish the renames and removals |
//! | `.prepared` + `.aborted` | a failure during the replacement; originals are being put back | roll back: restore the backups |
//!
//! A journal whose writing process is still alive (same machine) is left alone.

use std::path::{Path, PathBuf};

use uuid::Uuid;

use super::{StagedKind, fnv1a};
use crate::system::System;

/// One file operation of a commit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalOp {
    pub kind: StagedKind,
    pub target: PathBuf,
    /// The new content, flushed, beside the target (none for a deletion).
    pub temp: Option<PathBuf>,
    /// A second name of the original, beside it (none for a creation).
    pub backup: Option<PathBuf>,
}

/// A parsed journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Journal {
    pub transaction: Uuid,
    pub root: PathBuf,
    pub pid: u32,
    pub ops: Vec<JournalOp>,
}

/// What recovery did with an unfinished commit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecoveryAction {
    /// The commit had not started replacing files: temporaries removed, files untouched.
    Undone,
    /// The commit was replacing files: the rest were replaced (all files are new).
    RolledForward,
    /// The commit failed while replacing files: the originals were restored.
    RolledBack,
    /// Recovery could not finish; the journal is kept for the next attempt.
    Failed,
}

impl RecoveryAction {
    pub fn as_str(self) -> &'static str {
        match self {
            RecoveryAction::Undone => "Undone",
            RecoveryAction::RolledForward => "RolledForward",
            RecoveryAction::RolledBack => "RolledBack",
            RecoveryAction::Failed => "Failed",
        }
    }
}

/// One recovered journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecoveryRecord {
    pub transaction: Uuid,
    pub root: PathBuf,
    pub action: RecoveryAction,
    /// Target files of the commit.
    pub files: Vec<PathBuf>,
    pub error: Option<String>,
    pub journal: PathBuf,
}

/// The state directory: `CS_WORKBENCH_STATE_DIR`, else the user's cache directory.
pub fn default_state_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CS_WORKBENCH_STATE_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(cache.join("cs-workbench"))
}

/// Where the journals of a workspace root live.
pub fn journal_dir(state_dir: &Path, root: &Path) -> PathBuf {
    state_dir
        .join("journals")
        .join(format!("{:016x}", fnv1a(root.to_string_lossy().as_bytes())))
}

fn hex(path: &Path) -> String {
    path.to_string_lossy()
        .as_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn unhex(text: &str) -> Option<PathBuf> {
    if text == "-" {
        return None;
    }
    let bytes: Option<Vec<u8>> = (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect();
    Some(PathBuf::from(String::from_utf8(bytes?).ok()?))
}

impl Journal {
    pub fn render(&self) -> String {
        let mut out = format!(
            "cs-workbench-journal 1\ntransaction {}\nroot {}\npid {}\n",
            self.transaction,
            hex(&self.root),
            self.pid
        );
        for op in &self.ops {
            out.push_str(&format!(
                "op {} {} {} {}\n",
                op.kind.as_str(),
                hex(&op.target),
                op.temp.as_deref().map_or("-".to_string(), hex),
                op.backup.as_deref().map_or("-".to_string(), hex)
            ));
        }
        out.push_str("end\n");
        out
    }

    pub fn parse(text: &str) -> Option<Journal> {
        let mut lines = text.lines();
        if lines.next()? != "cs-workbench-journal 1" {
            return None;
        }
        let transaction = Uuid::parse_str(lines.next()?.strip_prefix("transaction ")?).ok()?;
        let root = unhex(lines.next()?.strip_prefix("root ")?)?;
        let pid = lines.next()?.strip_prefix("pid ")?.parse().ok()?;
        let mut ops = Vec::new();
        for line in lines {
            if line == "end" {
                return Some(Journal {
                    transaction,
                    root,
                    pid,
                    ops,
                });
            }
            let mut parts = line.strip_prefix("op ")?.split(' ');
            let kind = match parts.next()? {
                "Edited" => StagedKind::Edited,
                "Created" => StagedKind::Created,
                "Deleted" => StagedKind::Deleted,
                _ => return None,
            };
            ops.push(JournalOp {
                kind,
                target: unhex(parts.next()?)?,
                temp: unhex(parts.next()?),
                backup: unhex(parts.next()?),
            });
        }
        // No `end`: the journal was cut short (it is written whole, so this is damage).
        None
    }
}

/// The files of one journal in `dir`.
pub struct JournalFiles {
    pub journal: PathBuf,
    pub prepared: PathBuf,
    pub aborted: PathBuf,
    pub pending: PathBuf,
}

impl JournalFiles {
    pub fn new(dir: &Path, transaction: Uuid) -> JournalFiles {
        let base = dir.join(transaction.to_string());
        let with = |ext: &str| base.with_extension(ext);
        JournalFiles {
            journal: with("journal"),
            prepared: with("prepared"),
            aborted: with("aborted"),
            pending: with("journal-tmp"),
        }
    }

    /// Removes the journal, then its markers (a marker without a journal is harmless).
    pub fn remove(&self, system: &dyn System) -> std::io::Result<()> {
        remove_if_present(system, &self.journal)?;
        remove_if_present(system, &self.aborted)?;
        remove_if_present(system, &self.prepared)?;
        remove_if_present(system, &self.pending)
    }
}

pub(crate) fn remove_if_present(system: &dyn System, path: &Path) -> std::io::Result<()> {
    if system.stamp(path).is_some() {
        system.remove_file(path)?;
    }
    Ok(())
}

fn process_alive(pid: u32) -> bool {
    if pid == std::process::id() {
        // Our own journals are never recovered while we run (the commit cleans up itself).
        return true;
    }
    cfg!(target_os = "linux") && Path::new(&format!("/proc/{pid}")).exists()
}

/// Puts the files of an interrupted commit back into a whole state (see the module table).
pub fn recover_journal(
    system: &dyn System,
    journal: &Journal,
    files: &JournalFiles,
) -> RecoveryAction {
    let prepared = system.stamp(&files.prepared).is_some();
    let aborted = system.stamp(&files.aborted).is_some();
    let result = if !prepared {
        undo_unapplied(system, journal).map(|_| RecoveryAction::Undone)
    } else if aborted {
        restore_originals(system, journal).map(|_| RecoveryAction::RolledBack)
    } else {
        roll_forward(system, journal).map(|_| RecoveryAction::RolledForward)
    };
    match result.and_then(|action| files.remove(system).map(|_| action)) {
        Ok(action) => action,
        Err(error) => {
            tracing::warn!(%error, transaction = %journal.transaction, "journal recovery failed");
            RecoveryAction::Failed
        }
    }
}

/// Before `prepared`: no target was touched; temporaries and backups go.
pub(crate) fn undo_unapplied(system: &dyn System, journal: &Journal) -> std::io::Result<()> {
    for op in &journal.ops {
        for path in op.temp.iter().chain(&op.backup) {
            remove_if_present(system, path)?;
        }
    }
    Ok(())
}

/// After `prepared`: each temporary still present replaces its target, each deleted target
/// still present goes; then backups go.
pub(crate) fn roll_forward(system: &dyn System, journal: &Journal) -> std::io::Result<()> {
    for op in &journal.ops {
        match (&op.kind, &op.temp) {
            (StagedKind::Deleted, _) => remove_if_present(system, &op.target)?,
            (_, Some(temp)) if system.stamp(temp).is_some() => system.rename(temp, &op.target)?,
            _ => {}
        }
    }
    for op in &journal.ops {
        if let Some(backup) = &op.backup {
            remove_if_present(system, backup)?;
        }
    }
    Ok(())
}

/// After `aborted`: backups go back over their targets, created targets (whose temporary
/// was already renamed) go, then temporaries go.
pub(crate) fn restore_originals(system: &dyn System, journal: &Journal) -> std::io::Result<()> {
    for op in &journal.ops {
        match op.kind {
            StagedKind::Created => {
                let renamed = op.temp.as_ref().is_some_and(|t| system.stamp(t).is_none());
                if renamed {
                    remove_if_present(system, &op.target)?;
                }
            }
            StagedKind::Edited | StagedKind::Deleted => {
                if let Some(backup) = &op.backup
                    && system.stamp(backup).is_some()
                {
                    system.rename(backup, &op.target)?;
                }
            }
        }
    }
    undo_unapplied(system, journal)
}

/// Recovers every unfinished journal in `dir` (one workspace root's journals).
pub fn recover_dir(system: &dyn System, dir: &Path) -> Vec<RecoveryRecord> {
    let Ok(entries) = system.read_dir(dir) else {
        return Vec::new();
    };
    let mut records = Vec::new();
    let mut paths: Vec<PathBuf> = entries.into_iter().map(|e| e.path).collect();
    paths.sort();
    for path in &paths {
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let Ok(transaction) = Uuid::parse_str(stem) else {
            continue;
        };
        let files = JournalFiles::new(dir, transaction);
        match path.extension().and_then(|e| e.to_str()) {
            Some("journal") => {
                let parsed = system
                    .read(path)
                    .ok()
                    .and_then(|b| Journal::parse(&String::from_utf8_lossy(&b)));
                let Some(journal) = parsed else {
                    records.push(RecoveryRecord {
                        transaction,
                        root: PathBuf::new(),
                        action: RecoveryAction::Failed,
                        files: Vec::new(),
                        error: Some("the journal is damaged; it was left in place".into()),
                        journal: path.clone(),
                    });
                    continue;
                };
                if process_alive(journal.pid) {
                    continue;
                }
                let action = recover_journal(system, &journal, &files);
                records.push(RecoveryRecord {
                    transaction,
                    root: journal.root.clone(),
                    action,
                    files: journal.ops.iter().map(|o| o.target.clone()).collect(),
                    error: (action == RecoveryAction::Failed)
                        .then(|| "a file operation failed; the journal was kept".to_string()),
                    journal: path.clone(),
                });
            }
            // A journal never completed (nothing was touched) or markers left after the
            // journal itself was removed: leftovers only.
            Some("journal-tmp") | Some("prepared") | Some("aborted")
                if system.stamp(&files.journal).is_none() =>
            {
                let _ = remove_if_present(system, path);
            }
            _ => {}
        }
    }
    records
}

/// Recovers the journals of every workspace root under `state_dir`.
pub fn recover_all(system: &dyn System, state_dir: &Path) -> Vec<RecoveryRecord> {
    let Ok(dirs) = system.read_dir(&state_dir.join("journals")) else {
        return Vec::new();
    };
    let mut dirs: Vec<PathBuf> = dirs.into_iter().map(|e| e.path).collect();
    dirs.sort();
    dirs.iter().flat_map(|d| recover_dir(system, d)).collect()
}
