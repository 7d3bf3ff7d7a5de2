//! Transactions: staged edits, creations and deletions applied to the database inputs (so
//! every query sees them), a combined diff, the errors they add or remove, and an
//! all-or-nothing commit to disk driven by a journal that a later start can finish or undo.
//!
//! - `staging`: begin, edit, create, delete, rollback (inputs only; never the disk);
//! - `changes`: new documents' checks and inputs; a Code Action's edits, new and renamed
//!   documents as one revision;
//! - `diff`: unified diffs of staged files;
//! - `delta`: error diagnostics at the base versus now;
//! - `commit`: conflict check, then the journalled write protocol;
//! - `journal`: the journal's format, where it lives, and recovery.

mod changes;
mod commit;
mod delta;
mod diff;
pub mod journal;
mod staging;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use cs_db::Document;
use cs_syntax::SourceEncoding;
use uuid::Uuid;

use crate::snapshot::Snapshot;

pub use changes::{DocumentChanges, StagedChanges};
pub use commit::{CommitOutcome, CommitPause};
pub use delta::{DiagnosticsDelta, ErrorAt};
pub use diff::FileDiff;
pub use journal::{RecoveryAction, RecoveryRecord};
pub use staging::TextEditInput;

/// What a transaction does to one file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum StagedKind {
    Edited,
    Created,
    Deleted,
}

impl StagedKind {
    pub fn as_str(self) -> &'static str {
        match self {
            StagedKind::Edited => "Edited",
            StagedKind::Created => "Created",
            StagedKind::Deleted => "Deleted",
        }
    }
}

/// A file as the disk held it when it was first staged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiskState {
    pub len: u64,
    pub hash: u64,
}

impl DiskState {
    pub fn of(bytes: &[u8]) -> DiskState {
        DiskState {
            len: bytes.len() as u64,
            hash: fnv1a(bytes),
        }
    }
}

/// One staged file (a file compiled by several projects is staged once).
#[derive(Debug, Clone)]
pub struct StagedFile {
    pub kind: StagedKind,
    /// Workspace-relative path.
    pub relative: String,
    /// Where the commit writes: the file with symlinks resolved (for a new file, the path).
    pub target: PathBuf,
    /// The text before the transaction; `None` for a created file.
    pub original: Option<Arc<str>>,
    pub encoding: SourceEncoding,
    /// The disk's content when first staged; `None` when no file was there.
    pub disk: Option<DiskState>,
    /// The documents of this file.
    pub documents: Vec<usize>,
}

/// The active transaction of a workspace.
#[derive(Debug)]
pub struct Transaction {
    pub id: Uuid,
    /// The snapshot `transaction-begin` answered with (revision 0).
    pub base: Snapshot,
    /// 0 after begin, +1 per staged change.
    pub revision: u64,
    /// Staged files by absolute path.
    pub files: BTreeMap<PathBuf, StagedFile>,
    /// `documents.len()` at begin: created documents come after it.
    documents_len: usize,
    /// Each touched project's document lists before the transaction (host indexes, inputs).
    saved_projects: BTreeMap<usize, (Vec<usize>, Vec<Document>)>,
    /// Error diagnostics of each touched project's documents before its first change.
    base_errors: BTreeMap<usize, Vec<ErrorAt>>,
}

impl Transaction {
    /// Number of staged files.
    pub fn staged_count(&self) -> usize {
        self.files.len()
    }
}

/// FNV-1a, 64 bits: a stable content and path hash (the same in every process and build).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// Encodes text back to the bytes of its file's encoding (BOM included).
pub fn encode(text: &str, encoding: SourceEncoding) -> Vec<u8> {
    cs_syntax::encode_source(text, encoding)
}

#[cfg(test)]
mod tests;
