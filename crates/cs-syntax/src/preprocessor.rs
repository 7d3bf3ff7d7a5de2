//! The C# preprocessor, line by line as the language defines it: finds directive lines,
//! evaluates `#if`/`#elif` with the defined symbols, reports directive errors, and produces the
//! text tree-sitter parses, of the same length, with directive and inactive lines blanked.

use rowan::{SyntaxKind, TextRange, TextSize};

use crate::code_scan::CodeScanner;
use crate::directives::{self, Action, Directive};
use crate::kinds::{DISABLED_TEXT, PREPROCESSOR_DIRECTIVE};
use crate::parse::SyntaxError;

/// A part of the text that tree-sitter does not see: a directive line (from `#` to the end of
/// the line) or a run of inactive lines (line breaks included). Byte offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Region {
    pub start: usize,
    pub end: usize,
    /// [`PREPROCESSOR_DIRECTIVE`] or [`DISABLED_TEXT`].
    pub kind: SyntaxKind,
}

/// What the preprocessor made of a text.
#[derive(Debug, Default)]
pub(crate) struct Preprocessed {
    /// The text with every region replaced by spaces (line breaks kept); `None` when the text
    /// has no directive, so that it is parsed as it is.
    pub blanked: Option<String>,
    /// The regions, in text order.
    pub regions: Vec<Region>,
    /// The ranges of the [`DISABLED_TEXT`] regions.
    pub inactive: Vec<TextRange>,
    pub errors: Vec<SyntaxError>,
    pub warnings: Vec<SyntaxError>,
}

/// Preprocesses `text` with the symbols defined outside it (`DEBUG`, `NET8_0`...). Linear in
/// the text; returns at once, without copying, when no line starts with `#`.
pub(crate) fn preprocess(text: &str, symbols: &[String]) -> Preprocessed {
    let mut out = Preprocessed::default();
    if !may_have_directives(text) {
        return out;
    }
    let mut state = State {
        symbols,
        defines: Vec::new(),
        active: true,
        stack: Vec::new(),
        out: &mut out,
    };
    let mut scanner = CodeScanner::new();
    let mut disabled_from = None;
    let mut pos = 0;
    while pos < text.len() {
        let (end, next) = line_end(text, pos);
        let line = &text[pos..end];
        if let Some(hash) = directive_start(line).filter(|_| scanner.at_top_level()) {
            if let Some(from) = disabled_from.take() {
                state.disabled(from, pos);
            }
            state.directive(&text[pos + hash..end], pos + hash, scanner.seen_token());
        } else if state.active {
            scanner.scan_line(line);
        } else if disabled_from.is_none() {
            disabled_from = Some(pos);
        }
        pos = next;
    }
    if let Some(from) = disabled_from {
        state.disabled(from, text.len());
    }
    state.end_of_file(text.len());
    out.blanked = blank(text, &out.regions);
    out
}

/// An open `#if` or `#region`.
enum Frame {
    Region,
    If {
        /// Whether the code around the `#if` is active.
        outer: bool,
        /// Whether a branch was taken already.
        taken: bool,
        in_else: bool,
    },
}

struct State<'a> {
    symbols: &'a [String],
    /// `#define` (true) and `#undef` (false) in the text, in order.
    defines: Vec<(String, bool)>,
    /// Whether the current line is active code.
    active: bool,
    stack: Vec<Frame>,
    out: &'a mut Preprocessed,
}

impl State<'_> {
    fn is_defined(&self, symbol: &str) -> bool {
        match self.defines.iter().rev().find(|(s, _)| s == symbol) {
            Some(&(_, defined)) => defined,
            None => self.symbols.iter().any(|s| s == symbol),
        }
    }

    fn disabled(&mut self, start: usize, end: usize) {
        self.out.regions.push(Region {
            start,
            end,
            kind: DISABLED_TEXT,
        });
        self.out.inactive.push(range(start, end));
    }

    /// Applies the directive `line` (from `#` to the end of its line) found at `offset`.
    fn directive(&mut self, line: &str, offset: usize, after_first_token: bool) {
        self.out.regions.push(Region {
            start: offset,
            end: offset + line.len(),
            kind: PREPROCESSOR_DIRECTIVE,
        });
        let Directive {
            action,
            head,
            name,
            diagnostics,
        } = directives::parse(line, offset, &|symbol| self.is_defined(symbol));
        let active = self.active;
        for d in diagnostics.into_iter().filter(|d| active || !d.active_only) {
            self.error(d.id, d.message.to_owned(), d.range);
        }
        match action {
            Action::If(value) => {
                self.stack.push(Frame::If {
                    outer: active,
                    taken: active && value,
                    in_else: false,
                });
                self.active = active && value;
            }
            Action::Elif(value) => match self.stack.last_mut() {
                Some(Frame::If {
                    outer,
                    taken,
                    in_else: false,
                }) => {
                    self.active = *outer && value && !*taken;
                    *taken |= self.active;
                }
                _ => self.misplaced(head),
            },
            Action::Else => match self.stack.last_mut() {
                Some(Frame::If {
                    outer,
                    taken,
                    in_else,
                }) if !*in_else => {
                    self.active = *outer && !*taken;
                    *taken = true;
                    *in_else = true;
                }
                _ => self.misplaced(head),
            },
            Action::Endif => match self.stack.last() {
                Some(&Frame::If { outer, .. }) => {
                    self.active = outer;
                    self.stack.pop();
                }
                _ => self.misplaced(head),
            },
            Action::Region => self.stack.push(Frame::Region),
            Action::EndRegion => match self.stack.last() {
                Some(Frame::Region) => {
                    self.stack.pop();
                }
                _ => self.misplaced(head),
            },
            Action::Define(symbol) if active => self.define(symbol, true, name, after_first_token),
            Action::Undef(symbol) if active => self.define(symbol, false, name, after_first_token),
            Action::Error(message) if active => {
                let text = format!("#error: '{}'", message.text);
                self.error("CS1029", text, message.range);
            }
            Action::Warning(message) if active => {
                self.out.warnings.push(SyntaxError {
                    id: "CS1030".to_owned(),
                    message: format!("#warning: '{}'", message.text),
                    range: message.range,
                });
            }
            _ => {}
        }
    }

    /// `#define` (`defined`) or `#undef` in active code, whose name is at `name`.
    fn define(&mut self, symbol: String, defined: bool, name: TextRange, after_first_token: bool) {
        if after_first_token {
            let message = "Cannot define/undefine preprocessor symbols after first token in file";
            self.error("CS1032", message.to_owned(), name);
        }
        self.defines.push((symbol, defined));
    }

    /// A branch or end directive that does not fit the innermost open `#if` or `#region`.
    fn misplaced(&mut self, head: TextRange) {
        match self.stack.last() {
            Some(Frame::If { .. }) => self.endif_expected(head),
            Some(Frame::Region) => self.endregion_expected(head),
            None => self.error(
                "CS1028",
                "Unexpected preprocessor directive".to_owned(),
                head,
            ),
        }
    }

    fn end_of_file(&mut self, len: usize) {
        let at = range(len, len);
        match self.stack.last() {
            Some(Frame::If { .. }) => self.endif_expected(at),
            Some(Frame::Region) => self.endregion_expected(at),
            None => {}
        }
    }

    fn endif_expected(&mut self, at: TextRange) {
        self.error("CS1027", "#endif directive expected".to_owned(), at);
    }

    fn endregion_expected(&mut self, at: TextRange) {
        self.error("CS1038", "#endregion directive expected".to_owned(), at);
    }

    fn error(&mut self, id: &str, message: String, range: TextRange) {
        self.out.errors.push(SyntaxError {
            id: id.to_owned(),
            message,
            range,
        });
    }
}

fn range(start: usize, end: usize) -> TextRange {
    TextRange::new(TextSize::new(start as u32), TextSize::new(end as u32))
}

/// Whether some `#` is the first non-whitespace character of its line (a cheap, conservative
/// test: any non-ASCII byte before it might be whitespace).
fn may_have_directives(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(found) = text[from..].find('#') {
        let at = from + found;
        let at_line_start = bytes[..at]
            .iter()
            .rev()
            .take_while(|&&b| b != b'\n' && b != b'\r')
            .all(|&b| matches!(b, b' ' | b'\t' | 0x0b | 0x0c) || b >= 0x80);
        if at_line_start {
            return true;
        }
        from = at + 1;
    }
    false
}

/// The offset of the `#` of a line whose first non-whitespace character is `#`.
fn directive_start(line: &str) -> Option<usize> {
    let rest = line.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    rest.starts_with('#').then(|| line.len() - rest.len())
}

/// The end of the line starting at `pos`, before its line break, and the start of the next
/// line. Line breaks are those of C#: CR, LF, CR LF, U+0085, U+2028 and U+2029.
pub(crate) fn line_end(text: &str, pos: usize) -> (usize, usize) {
    let bytes = text.as_bytes();
    let mut i = pos;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => return (i, i + 1),
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => return (i, i + 2),
            b'\r' => return (i, i + 1),
            0xC2 if bytes.get(i + 1) == Some(&0x85) => return (i, i + 2),
            0xE2 if bytes.get(i + 1) == Some(&0x80)
                && matches!(bytes.get(i + 2), Some(0xA8 | 0xA9)) =>
            {
                return (i, i + 3);
            }
            _ => i += 1,
        }
    }
    (bytes.len(), bytes.len())
}

/// `text` with the bytes of every region but CR and LF replaced by spaces; `None` if there
/// are no regions. Regions hold whole characters, so the result is valid UTF-8.
fn blank(text: &str, regions: &[Region]) -> Option<String> {
    if regions.is_empty() {
        return None;
    }
    let mut bytes = text.as_bytes().to_vec();
    for region in regions {
        for b in &mut bytes[region.start..region.end] {
            if *b != b'\r' && *b != b'\n' {
                *b = b' ';
            }
        }
    }
    String::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests;
