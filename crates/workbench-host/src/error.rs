//! Handled failures with their stable codes and the next step an agent can take.

use std::fmt;

/// The contract's stable error codes (extend, never rename).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    InvalidArgument,
    WorkspaceNotOpen,
    WorkspaceNotFound,
    WorkspaceAmbiguous,
    WorkspaceLoadFailed,
    WorkspaceOutOfDate,
    WorkspaceReloadNotRequired,
    SnapshotMismatch,
    DocumentNotFound,
    DocumentAmbiguous,
    SymbolNotFound,
    SymbolAmbiguous,
    InvalidRange,
    PathOutsideWorkspace,
    TransactionRequired,
    TransactionActive,
    TransactionConflict,
    /// A rename's new name collides with an existing declaration (listed in diagnostics).
    RenameConflict,
    /// Writing a commit failed (disk full, permissions); the disk is whole again or will be
    /// made whole by journal recovery.
    CommitFailed,
    ActionNotFound,
    FixAllLimitExceeded,
    ModeNotPermitted,
    Cancelled,
    ReportingDisabled,
    ApprovalUnavailable,
    ReportNotFound,
    /// The user declined to send an error report.
    ReportDeclined,
    /// A plugin tool's plugin is disabled after repeated failures.
    PluginUnavailable,
    /// The error-report provider did not accept the report.
    ReportSubmissionFailed,
    UnhandledException,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::InvalidArgument => "InvalidArgument",
            ErrorCode::WorkspaceNotOpen => "WorkspaceNotOpen",
            ErrorCode::WorkspaceNotFound => "WorkspaceNotFound",
            ErrorCode::WorkspaceAmbiguous => "WorkspaceAmbiguous",
            ErrorCode::WorkspaceLoadFailed => "WorkspaceLoadFailed",
            ErrorCode::WorkspaceOutOfDate => "WorkspaceOutOfDate",
            ErrorCode::WorkspaceReloadNotRequired => "WorkspaceReloadNotRequired",
            ErrorCode::SnapshotMismatch => "SnapshotMismatch",
            ErrorCode::DocumentNotFound => "DocumentNotFound",
            ErrorCode::DocumentAmbiguous => "DocumentAmbiguous",
            ErrorCode::SymbolNotFound => "SymbolNotFound",
            ErrorCode::SymbolAmbiguous => "SymbolAmbiguous",
            ErrorCode::InvalidRange => "InvalidRange",
            ErrorCode::PathOutsideWorkspace => "PathOutsideWorkspace",
            ErrorCode::TransactionRequired => "TransactionRequired",
            ErrorCode::TransactionActive => "TransactionActive",
            ErrorCode::TransactionConflict => "TransactionConflict",
            ErrorCode::RenameConflict => "RenameConflict",
            ErrorCode::CommitFailed => "CommitFailed",
            ErrorCode::ActionNotFound => "ActionNotFound",
            ErrorCode::FixAllLimitExceeded => "FixAllLimitExceeded",
            ErrorCode::ModeNotPermitted => "ModeNotPermitted",
            ErrorCode::Cancelled => "Cancelled",
            ErrorCode::ReportingDisabled => "ReportingDisabled",
            ErrorCode::ApprovalUnavailable => "ApprovalUnavailable",
            ErrorCode::ReportNotFound => "ReportNotFound",
            ErrorCode::ReportDeclined => "ReportDeclined",
            ErrorCode::PluginUnavailable => "PluginUnavailable",
            ErrorCode::ReportSubmissionFailed => "ReportSubmissionFailed",
            ErrorCode::UnhandledException => "UnhandledException",
        }
    }

    /// Every code, for parsing codes that come back from plugins.
    pub const ALL: &[ErrorCode] = &[
        ErrorCode::InvalidArgument,
        ErrorCode::WorkspaceNotOpen,
        ErrorCode::WorkspaceNotFound,
        ErrorCode::WorkspaceAmbiguous,
        ErrorCode::WorkspaceLoadFailed,
        ErrorCode::WorkspaceOutOfDate,
        ErrorCode::WorkspaceReloadNotRequired,
        ErrorCode::SnapshotMismatch,
        ErrorCode::DocumentNotFound,
        ErrorCode::DocumentAmbiguous,
        ErrorCode::SymbolNotFound,
        ErrorCode::SymbolAmbiguous,
        ErrorCode::InvalidRange,
        ErrorCode::PathOutsideWorkspace,
        ErrorCode::TransactionRequired,
        ErrorCode::TransactionActive,
        ErrorCode::TransactionConflict,
        ErrorCode::RenameConflict,
        ErrorCode::CommitFailed,
        ErrorCode::ActionNotFound,
        ErrorCode::FixAllLimitExceeded,
        ErrorCode::ModeNotPermitted,
        ErrorCode::Cancelled,
        ErrorCode::ReportingDisabled,
        ErrorCode::ApprovalUnavailable,
        ErrorCode::ReportNotFound,
        ErrorCode::ReportDeclined,
        ErrorCode::PluginUnavailable,
        ErrorCode::ReportSubmissionFailed,
        ErrorCode::UnhandledException,
    ];

    /// The code with this name, if it is one of ours.
    pub fn from_name(name: &str) -> Option<ErrorCode> {
        ErrorCode::ALL.iter().copied().find(|c| c.as_str() == name)
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What the agent should do next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Continuation {
    CallTool {
        tool: String,
        instruction: String,
    },
    ChooseTool {
        tools: Vec<String>,
        instruction: String,
    },
    RetryRequest {
        instruction: String,
    },
    ReviseRequest {
        instruction: String,
    },
    ResolveExternally {
        instruction: String,
    },
}

/// A structured detail of a failure (e.g. one candidate of an ambiguous symbol): an `id`
/// saying what it is, a message, and named string fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorDiagnostic {
    pub id: String,
    pub message: String,
    /// Extra fields, in order (e.g. `symbolId`, `kind`, `container`).
    pub fields: Vec<(String, String)>,
}

/// A failure the host handled, with everything the agent needs to repair the request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostError {
    pub code: ErrorCode,
    pub message: String,
    pub continuation: Option<Continuation>,
    /// Structured details, empty for most failures.
    pub diagnostics: Vec<ErrorDiagnostic>,
}

impl HostError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> HostError {
        HostError {
            code,
            message: message.into(),
            continuation: None,
            diagnostics: Vec::new(),
        }
    }

    /// An invalid argument, naming the field the agent must change.
    pub fn invalid_argument(field: &str, message: impl Into<String>) -> HostError {
        let message = message.into();
        HostError::new(ErrorCode::InvalidArgument, format!("`{field}`: {message}")).revise(format!(
            "Change the `{field}` argument and call again: {message}"
        ))
    }

    pub fn call_tool(mut self, tool: &str, instruction: impl Into<String>) -> HostError {
        self.continuation = Some(Continuation::CallTool {
            tool: tool.to_string(),
            instruction: instruction.into(),
        });
        self
    }

    pub fn choose_tool(mut self, tools: &[&str], instruction: impl Into<String>) -> HostError {
        self.continuation = Some(Continuation::ChooseTool {
            tools: tools.iter().map(|t| t.to_string()).collect(),
            instruction: instruction.into(),
        });
        self
    }

    pub fn retry(mut self, instruction: impl Into<String>) -> HostError {
        self.continuation = Some(Continuation::RetryRequest {
            instruction: instruction.into(),
        });
        self
    }

    pub fn revise(mut self, instruction: impl Into<String>) -> HostError {
        self.continuation = Some(Continuation::ReviseRequest {
            instruction: instruction.into(),
        });
        self
    }

    pub fn with_diagnostics(mut self, diagnostics: Vec<ErrorDiagnostic>) -> HostError {
        self.diagnostics = diagnostics;
        self
    }

    pub fn resolve_externally(mut self, instruction: impl Into<String>) -> HostError {
        self.continuation = Some(Continuation::ResolveExternally {
            instruction: instruction.into(),
        });
        self
    }
}

impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for HostError {}

pub type HostResult<T> = Result<T, HostError>;
