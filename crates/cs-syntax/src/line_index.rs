//! Mapping between UTF-8 byte offsets (what the tree uses) and UTF-16 offsets and
//! zero-based line/column pairs (what the protocol uses).
//!
//! The `line-index` crate only knows `\n` line breaks, while C# also breaks lines at a lone `\r`,
//! so this is a small index of our own: line starts plus one entry per non-ASCII character,
//! each lookup a binary search. ASCII-only text stores no characters at all.

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
    /// One entry per line, in order; the first line starts at 0.
    lines: Vec<Line>,
    /// Every non-ASCII character, in order. Only these make byte and UTF-16 offsets differ, so
    /// the difference at any offset follows from the last one before it.
    wide_chars: Vec<WideChar>,
    len: u32,
    utf16_len: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Line {
    start: u32,
    start_utf16: u32,
    /// UTF-16 length without the line break: the largest valid column.
    content_len_utf16: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct WideChar {
    start: u32,
    start_utf16: u32,
    /// 2 to 4.
    len: u8,
    /// 1, or 2 for a surrogate pair.
    len_utf16: u8,
}

impl WideChar {
    fn end(self) -> u32 {
        self.start + u32::from(self.len)
    }
    fn end_utf16(self) -> u32 {
        self.start_utf16 + u32::from(self.len_utf16)
    }
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        let mut lines = Vec::new();
        let mut wide_chars = Vec::new();
        let mut line_start = 0u32;
        let mut line_start_utf16 = 0u32;
        // Running difference between byte and UTF-16 offsets.
        let mut shift = 0u32;
        let mut i = 0usize;
        while i < bytes.len() {
            // Skip plain ASCII quickly: only line breaks and non-ASCII bytes matter.
            let special = bytes[i..]
                .iter()
                .position(|&b| b == b'\n' || b == b'\r' || b >= 0x80);
            let Some(skip) = special else { break };
            i += skip;
            let b = bytes[i];
            if b < 0x80 {
                let break_len = if b == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                lines.push(Line {
                    start: line_start,
                    start_utf16: line_start_utf16,
                    content_len_utf16: i as u32 - shift - line_start_utf16,
                });
                i += break_len;
                line_start = i as u32;
                line_start_utf16 = line_start - shift;
                continue;
            }
            // `text` is valid UTF-8, so the leading byte tells the length.
            let len: u8 = match b {
                0xC0..=0xDF => 2,
                0xE0..=0xEF => 3,
                _ => 4,
            };
            let len_utf16: u8 = if len == 4 { 2 } else { 1 };
            wide_chars.push(WideChar {
                start: i as u32,
                start_utf16: i as u32 - shift,
                len,
                len_utf16,
            });
            shift += u32::from(len - len_utf16);
            i += usize::from(len);
        }
        let len = bytes.len() as u32;
        let utf16_len = len - shift;
        lines.push(Line {
            start: line_start,
            start_utf16: line_start_utf16,
            content_len_utf16: utf16_len - line_start_utf16,
        });
        LineIndex {
            lines,
            wide_chars,
            len,
            utf16_len,
        }
    }

    /// Length of the whole text in UTF-16 code units.
    pub fn utf16_len(&self) -> u32 {
        self.utf16_len
    }

    pub fn line_count(&self) -> u32 {
        self.lines.len() as u32
    }

    /// UTF-16 offset of a byte offset (which must be on a char boundary, else it is rounded down).
    /// Offsets past the end map to the end.
    pub fn to_utf16(&self, offset: TextSize) -> u32 {
        let offset = u32::from(offset).min(self.len);
        let idx = self.wide_chars.partition_point(|c| c.start <= offset);
        match idx.checked_sub(1).map(|i| self.wide_chars[i]) {
            None => offset,
            Some(c) if offset < c.end() => c.start_utf16,
            Some(c) => offset - (c.end() - c.end_utf16()),
        }
    }

    /// Byte offset of a UTF-16 offset; `None` past the end or inside a surrogate pair.
    pub fn from_utf16(&self, offset: u32) -> Option<TextSize> {
        if offset > self.utf16_len {
            return None;
        }
        let idx = self.wide_chars.partition_point(|c| c.start_utf16 <= offset);
        let byte = match idx.checked_sub(1).map(|i| self.wide_chars[i]) {
            None => offset,
            Some(c) if offset == c.start_utf16 => c.start,
            Some(c) if offset < c.end_utf16() => return None,
            Some(c) => offset + (c.end() - c.end_utf16()),
        };
        Some(TextSize::from(byte))
    }

    /// Zero-based line and UTF-16 column of a byte offset. Offsets past the end map to the end;
    /// offsets inside a character are rounded down to its start.
    pub fn line_col(&self, offset: TextSize) -> LineCol {
        let offset = TextSize::from(u32::from(offset).min(self.len));
        let line = self.line_of(u32::from(offset));
        LineCol {
            line: line as u32,
            col: self.to_utf16(offset) - self.lines[line].start_utf16,
        }
    }

    /// Byte offset of a zero-based line and UTF-16 column; `None` when out of range (a column
    /// past the line's content, which excludes the line break, or inside a surrogate pair).
    pub fn offset(&self, line_col: LineCol) -> Option<TextSize> {
        let line = self.lines.get(line_col.line as usize)?;
        if line_col.col > line.content_len_utf16 {
            return None;
        }
        self.from_utf16(line.start_utf16 + line_col.col)
    }

    /// Index of the line containing a byte offset; the last line for the end of the text.
    fn line_of(&self, offset: u32) -> usize {
        // The first line starts at 0, so the partition point is at least 1.
        self.lines.partition_point(|l| l.start <= offset) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lc(line: u32, col: u32) -> LineCol {
        LineCol { line, col }
    }

    fn ts(n: u32) -> TextSize {
        TextSize::from(n)
    }

    /// Checks every byte offset against a naive computation, and the round trips.
    fn check_against_naive(text: &str) {
        let index = LineIndex::new(text);
        let mut line = 0u32;
        let mut col = 0u32;
        let mut utf16 = 0u32;
        let mut chars = text.char_indices().peekable();
        let mut prev_cr = false;
        for offset in 0..=text.len() {
            if !text.is_char_boundary(offset) {
                continue;
            }
            // Between `\r` and `\n` we are still on the `\r` line.
            assert_eq!(
                index.to_utf16(ts(offset as u32)),
                utf16,
                "utf16 at {offset} in {text:?}"
            );
            assert_eq!(
                index.from_utf16(utf16),
                Some(ts(offset as u32)),
                "from_utf16 {utf16} in {text:?}"
            );
            assert_eq!(
                index.line_col(ts(offset as u32)),
                lc(line, col),
                "line_col at {offset}"
            );
            if !(prev_cr && text[offset..].starts_with('\n')) {
                assert_eq!(index.offset(lc(line, col)), Some(ts(offset as u32)));
            }
            let Some((_, c)) = chars.next() else { break };
            utf16 += c.len_utf16() as u32;
            let next_is_lf = chars.peek().map(|&(_, n)| n) == Some('\n');
            match c {
                '\n' => {
                    line += 1;
                    col = 0;
                }
                '\r' if !next_is_lf => {
                    line += 1;
                    col = 0;
                }
                _ => col += c.len_utf16() as u32,
            }
            prev_cr = c == '\r';
        }
        assert_eq!(index.utf16_len(), text.encode_utf16().count() as u32);
        assert_eq!(index.line_count(), line + 1);
    }

    #[test]
    fn ascii() {
        let index = LineIndex::new("ab\ncd\n");
        assert_eq!(index.line_count(), 3);
        assert_eq!(index.line_col(ts(4)), lc(1, 1));
        assert_eq!(index.line_col(ts(6)), lc(2, 0));
        assert_eq!(index.offset(lc(1, 2)), Some(ts(5)));
        assert_eq!(index.offset(lc(1, 3)), None, "past the line's content");
        assert_eq!(index.offset(lc(3, 0)), None, "no such line");
        assert_eq!(index.utf16_len(), 6);
        check_against_naive("ab\ncd\n");
    }

    #[test]
    fn crlf_and_lone_cr() {
        let text = "a\r\nbc\rd\n\r\n";
        let index = LineIndex::new(text);
        assert_eq!(index.line_count(), 5);
        assert_eq!(index.line_col(ts(3)), lc(1, 0));
        assert_eq!(index.line_col(ts(6)), lc(2, 0), "after a lone CR");
        assert_eq!(index.offset(lc(0, 1)), Some(ts(1)));
        assert_eq!(
            index.offset(lc(0, 2)),
            None,
            "between CR and LF is not a column"
        );
        assert_eq!(index.offset(lc(3, 0)), Some(ts(8)));
        assert_eq!(index.offset(lc(4, 0)), Some(ts(10)));
        check_against_naive(text);
    }

    #[test]
    fn multi_byte_and_astral() {
        // é is 2 bytes / 1 unit, 中 3 bytes / 1 unit, 😀 4 bytes / 2 units.
        let text = "é中x\n😀y\r\nz😀";
        let index = LineIndex::new(text);
        assert_eq!(index.line_col(ts(5)), lc(0, 2));
        assert_eq!(index.line_col(ts(11)), lc(1, 2), "after the emoji");
        assert_eq!(
            index.to_utf16(ts(8)),
            4,
            "inside the emoji rounds down to its start"
        );
        assert_eq!(index.from_utf16(5), None, "inside a surrogate pair");
        assert_eq!(index.offset(lc(1, 1)), None, "inside a surrogate pair");
        assert_eq!(index.offset(lc(1, 2)), Some(ts(11)));
        assert_eq!(index.offset(lc(2, 3)), Some(ts(text.len() as u32)));
        assert_eq!(index.utf16_len(), 12);
        check_against_naive(text);
    }

    #[test]
    fn end_of_text_and_out_of_range() {
        let text = "ab😀";
        let index = LineIndex::new(text);
        assert_eq!(index.to_utf16(ts(6)), 4);
        assert_eq!(index.to_utf16(ts(100)), 4, "past the end clamps");
        assert_eq!(index.from_utf16(4), Some(ts(6)));
        assert_eq!(index.from_utf16(5), None);
        assert_eq!(index.line_col(ts(6)), lc(0, 4));
        assert_eq!(index.offset(lc(0, 5)), None);
        assert_eq!(index.offset(lc(1, 0)), None);
    }

    #[test]
    fn empty_text() {
        let index = LineIndex::new("");
        assert_eq!(index.line_count(), 1);
        assert_eq!(index.utf16_len(), 0);
        assert_eq!(index.line_col(ts(0)), lc(0, 0));
        assert_eq!(index.offset(lc(0, 0)), Some(ts(0)));
        assert_eq!(index.from_utf16(1), None);
    }

    #[test]
    fn mixed_texts_agree_with_naive() {
        for text in [
            "\r",
            "\n",
            "\r\r\n\n",
            "\u{feff}x",
            "a\u{2028}b",
            "😀😀\r😀",
            "ä\r\nö\rü\n",
        ] {
            check_against_naive(text);
        }
    }
}
