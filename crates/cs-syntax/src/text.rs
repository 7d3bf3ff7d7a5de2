//! Decoding of source file bytes into text: BOMs, UTF-16, and lossy fallback for invalid UTF-8.

/// The encoding a source file was read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SourceEncoding {
    Utf8,
    Utf8Bom,
    Utf16Le,
    Utf16Be,
}

/// Text decoded from a file, with what was noticed on the way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodedText {
    /// The text without any byte-order mark; line endings are kept as they were.
    pub text: String,
    pub encoding: SourceEncoding,
    /// True when invalid byte sequences were replaced with U+FFFD.
    pub lossy: bool,
}

/// Decodes file bytes the way the C# compiler reads sources: a BOM decides the encoding,
/// otherwise UTF-8; invalid sequences are replaced (and reported through `lossy`).
pub fn decode_source(bytes: &[u8]) -> DecodedText {
    let _ = bytes;
    todo!()
}
