//! The one error type of the reader: what was malformed, and where.

use std::fmt;

/// Why an assembly could not be read. Every variant comes from the bytes, never from a bug:
/// the reader checks each offset and count against the input before using it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MetadataError {
    /// The input ended before a structure that had to be there (`what`, at `offset`).
    Truncated { what: &'static str, offset: usize },
    /// The bytes are not a PE image (no `MZ`/`PE\0\0` signature).
    NotPe,
    /// A PE image without a CLI header: a native DLL, not a .NET assembly.
    NotDotNet,
    /// A structure is present but its content is impossible (`what` says which).
    Malformed { what: &'static str, detail: String },
    /// Reading a file (only [`crate::load_file`] does IO).
    Io { path: String, message: String },
}

impl MetadataError {
    pub(crate) fn truncated(what: &'static str, offset: usize) -> Self {
        MetadataError::Truncated { what, offset }
    }

    pub(crate) fn malformed(what: &'static str, detail: impl Into<String>) -> Self {
        MetadataError::Malformed {
            what,
            detail: detail.into(),
        }
    }
}

impl fmt::Display for MetadataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MetadataError::Truncated { what, offset } => {
                write!(
                    f,
                    "truncated assembly: {what} at offset {offset:#x} is past the end"
                )
            }
            MetadataError::NotPe => write!(f, "not a PE image (no MZ/PE signature)"),
            MetadataError::NotDotNet => write!(f, "a PE image without a CLI header (not .NET)"),
            MetadataError::Malformed { what, detail } => write!(f, "malformed {what}: {detail}"),
            MetadataError::Io { path, message } => write!(f, "cannot read {path}: {message}"),
        }
    }
}

impl std::error::Error for MetadataError {}

pub type Result<T> = std::result::Result<T, MetadataError>;
