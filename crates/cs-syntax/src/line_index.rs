//! Mapping between UTF-8 byte offsets (what the tree uses) and UTF-16 offsets and
//! zero-based line/column pairs (what the protocol uses).

use rowan::TextSize;

/// A zero-based line and a zero-based UTF-16 column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LineCol {
    pub line: u32,
    pub col: u32,
}

/// Line starts and UTF-16 widths of one text. Line breaks are `\n`, `\r\n` and lone `\r`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineIndex {
    _private: (),
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let _ = text;
        todo!()
    }
    /// Length of the whole text in UTF-16 code units.
    pub fn utf16_len(&self) -> u32 {
        todo!()
    }
    pub fn line_count(&self) -> u32 {
        todo!()
    }
    /// UTF-16 offset of a byte offset (which must be on a char boundary, else it is rounded down).
    pub fn to_utf16(&self, offset: TextSize) -> u32 {
        let _ = offset;
        todo!()
    }
    /// Byte offset of a UTF-16 offset; `None` past the end or inside a surrogate pair.
    pub fn from_utf16(&self, offset: u32) -> Option<TextSize> {
        let _ = offset;
        todo!()
    }
    /// Zero-based line and UTF-16 column of a byte offset.
    pub fn line_col(&self, offset: TextSize) -> LineCol {
        let _ = offset;
        todo!()
    }
    /// Byte offset of a zero-based line and UTF-16 column; `None` when out of range.
    pub fn offset(&self, line_col: LineCol) -> Option<TextSize> {
        let _ = line_col;
        todo!()
    }
}
