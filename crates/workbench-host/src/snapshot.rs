//! Snapshot identity: which workspace, which load of it, and which content an answer is from.

use uuid::Uuid;

/// Names one state of a workspace. Equal snapshots always give equal answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Snapshot {
    pub workspace_id: Uuid,
    /// Starts at 1 and increases on every reload.
    pub workspace_epoch: u64,
    /// Changes whenever the analysed content changes.
    pub snapshot_id: Uuid,
    /// `None` outside a transaction.
    pub transaction_revision: Option<u64>,
}
