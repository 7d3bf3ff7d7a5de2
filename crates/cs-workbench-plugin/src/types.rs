//! The data shapes plugins and the host exchange: snapshot identity, document and project
//! selectors, bounded collections, warnings and mutation candidates. Field names follow the
//! MCP contract (camelCase), so a plugin's answer is the agent's answer.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The exact workspace snapshot a call is bound to; every host callback answers from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    pub workspace_id: String,
    pub workspace_epoch: u64,
    pub snapshot_id: String,
    pub transaction_revision: Option<u64>,
}

/// The workspace a call runs against.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkspaceRef {
    pub workspace_id: String,
    pub alias: Option<String>,
}

/// Names a project: any combination of fields, which must agree.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProjectSelector {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub project_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Workspace-relative path of the project file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_framework: Option<String>,
}

/// Names a document: exactly one of `path` (workspace-relative) or `documentId`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DocumentSelector {
    /// Workspace-relative path with `/` separators.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub document_id: Option<String>,
    /// Disambiguates a document several projects compile.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub project: Option<ProjectSelector>,
}

impl DocumentSelector {
    pub fn by_path(path: impl Into<String>) -> DocumentSelector {
        DocumentSelector {
            path: Some(path.into()),
            ..Default::default()
        }
    }

    pub fn by_id(document_id: impl Into<String>) -> DocumentSelector {
        DocumentSelector {
            document_id: Some(document_id.into()),
            ..Default::default()
        }
    }
}

/// A zero-based UTF-16 range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Range {
    pub start: u32,
    pub length: u32,
}

/// A collection the plugin has already bounded: the items it kept, whether more exist, and
/// the total when it is cheap to know. The plugin stops its work at the limit; the host
/// only checks the shape.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Bounded<T> {
    pub items: Vec<T>,
    pub has_more: bool,
    pub total_count: Option<usize>,
}

impl<T> Bounded<T> {
    /// Publishes items the caller already limited.
    pub fn prebounded(items: Vec<T>, has_more: bool, total_count: Option<usize>) -> Bounded<T> {
        Bounded {
            items,
            has_more,
            total_count,
        }
    }

    /// Keeps the first `limit` items of a complete list.
    pub fn from_complete(mut items: Vec<T>, limit: usize) -> Bounded<T> {
        let total = items.len();
        items.truncate(limit);
        Bounded {
            has_more: total > items.len(),
            total_count: Some(total),
            items,
        }
    }
}

/// A non-fatal note attached to an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Warning {
    pub code: String,
    pub message: String,
}

/// Replace `range` (zero-based UTF-16, in the snapshot's text) with `newText`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TextEdit {
    pub range: Range,
    pub new_text: String,
}

/// Non-overlapping edits of one document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct DocumentEdit {
    pub document: DocumentSelector,
    pub edits: Vec<TextEdit>,
}

/// A new document (workspace-relative path) compiled by `project`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct AddedDocument {
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub project: Option<ProjectSelector>,
    pub text: String,
}

/// What a mutation tool proposes; the host stages it in the active transaction.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MutationCandidate {
    #[serde(default)]
    pub edits: Vec<DocumentEdit>,
    #[serde(default)]
    pub added: Vec<AddedDocument>,
    #[serde(default)]
    pub removed: Vec<DocumentSelector>,
}

impl MutationCandidate {
    pub fn is_empty(&self) -> bool {
        self.edits.is_empty() && self.added.is_empty() && self.removed.is_empty()
    }
}

/// A mutation handler's answer: the candidate and a one-line summary for the agent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MutationOutcome {
    pub candidate: MutationCandidate,
    pub summary: String,
}
