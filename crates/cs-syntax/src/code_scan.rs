//! Follows comments and string literals across the lines of active code, so that the
//! preprocessor can tell a directive line from a line inside a `/* */` comment, a verbatim or raw
//! string, or an interpolation hole of a string that spans lines.

/// Where a scan stands; the innermost construct is last on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Code. In an interpolation hole, `braces` counts the `{` not closed yet and `closers` is
    /// how many `}` close the hole (one, or the `$` count of a raw string).
    Code {
        braces: u32,
        closers: u32,
    },
    BlockComment,
    /// `"…"` or `$"…"`: ends with its line when unterminated.
    Regular {
        interpolated: bool,
    },
    /// `@"…"` or `$@"…"`.
    Verbatim {
        interpolated: bool,
    },
    /// `"""…"""` with `quotes` quotes and `dollars` dollar signs (0 when not interpolated).
    Raw {
        quotes: usize,
        dollars: usize,
    },
}

const TOP: Mode = Mode::Code {
    braces: 0,
    closers: 0,
};

/// A scanner fed one line of active code at a time (without its line break).
pub(crate) struct CodeScanner {
    stack: Vec<Mode>,
    seen_token: bool,
}

impl CodeScanner {
    pub fn new() -> Self {
        CodeScanner {
            stack: vec![TOP],
            seen_token: false,
        }
    }

    /// True when the next line starts in code, outside any comment, string or interpolation:
    /// only then can it be a directive.
    pub fn at_top_level(&self) -> bool {
        self.stack.len() == 1
    }

    /// True once a token of code (anything but whitespace and comments) has been scanned.
    pub fn seen_token(&self) -> bool {
        self.seen_token
    }

    /// Scans one line of code.
    pub fn scan_line(&mut self, line: &str) {
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            i = match *self.stack.last().unwrap_or(&TOP) {
                Mode::Code { braces, closers } => self.code(line, i, braces, closers),
                Mode::BlockComment => match line[i..].find("*/") {
                    Some(at) => {
                        self.stack.pop();
                        i + at + 2
                    }
                    None => b.len(),
                },
                Mode::Regular { interpolated } => match b[i] {
                    b'\\' => i + 2,
                    b'"' => self.close(i + 1),
                    b'{' if interpolated => self.open_hole(b, i, 1),
                    _ => i + 1,
                },
                Mode::Verbatim { interpolated } => match b[i] {
                    b'"' if b.get(i + 1) == Some(&b'"') => i + 2,
                    b'"' => self.close(i + 1),
                    b'{' if interpolated => self.open_hole(b, i, 1),
                    _ => i + 1,
                },
                Mode::Raw { quotes, dollars } => match b[i] {
                    b'"' => {
                        let run = run_of(b, i, b'"');
                        if run >= quotes {
                            self.stack.pop();
                        }
                        i + run
                    }
                    b'{' if dollars > 0 => self.open_hole(b, i, dollars),
                    _ => i + 1,
                },
            };
        }
        if matches!(self.stack.last(), Some(Mode::Regular { .. })) {
            // An unterminated string ends with its line.
            self.stack.pop();
        }
    }

    /// Scans from `i` in code; returns where to go on.
    fn code(&mut self, line: &str, i: usize, braces: u32, closers: u32) -> usize {
        let b = line.as_bytes();
        let c = b[i];
        match c {
            b' ' | b'\t' | 0x0b | 0x0c => return i + 1,
            b'/' if b.get(i + 1) == Some(&b'/') => return b.len(),
            b'/' if b.get(i + 1) == Some(&b'*') => {
                self.stack.push(Mode::BlockComment);
                return i + 2;
            }
            _ if c >= 0x80 => {
                let ch = line[i..].chars().next().unwrap_or(' ');
                if !ch.is_whitespace() && ch != '\u{feff}' {
                    self.seen_token = true;
                }
                return i + ch.len_utf8();
            }
            _ => {}
        }
        self.seen_token = true;
        match c {
            b'"' => self.open_string(b, i, 0, false),
            b'$' | b'@' => {
                let dollars = run_of(b, i, b'$');
                let mut j = i + dollars;
                let verbatim = b.get(j) == Some(&b'@');
                if verbatim {
                    j += 1;
                }
                // `@$"`: the dollars may also follow the at sign.
                let dollars = if verbatim && dollars == 0 {
                    let after = run_of(b, j, b'$');
                    j += after;
                    after
                } else {
                    dollars
                };
                if b.get(j) == Some(&b'"') {
                    self.open_string(b, j, dollars, verbatim)
                } else {
                    j.max(i + 1)
                }
            }
            b'\'' => char_literal_end(b, i),
            b'{' if self.stack.len() > 1 => {
                self.set_top(Mode::Code {
                    braces: braces + 1,
                    closers,
                });
                i + 1
            }
            b'}' if self.stack.len() > 1 && braces == 0 => {
                // The end of an interpolation hole.
                self.stack.pop();
                i + run_of(b, i, b'}').min(closers as usize).max(1)
            }
            b'}' if self.stack.len() > 1 => {
                self.set_top(Mode::Code {
                    braces: braces - 1,
                    closers,
                });
                i + 1
            }
            _ => i + 1,
        }
    }

    /// Opens the string literal whose first quote is at `i`; returns where its content starts.
    fn open_string(&mut self, b: &[u8], i: usize, dollars: usize, verbatim: bool) -> usize {
        let interpolated = dollars > 0;
        if verbatim {
            self.stack.push(Mode::Verbatim { interpolated });
            return i + 1;
        }
        match run_of(b, i, b'"') {
            1 => {
                self.stack.push(Mode::Regular { interpolated });
                i + 1
            }
            // `""`: an empty string.
            2 => i + 2,
            quotes => {
                self.stack.push(Mode::Raw { quotes, dollars });
                i + quotes
            }
        }
    }

    /// A `{` run at `i` in an interpolated string: `needed` braces open a hole (fewer are text;
    /// in a non-raw string `{{` is an escaped brace).
    fn open_hole(&mut self, b: &[u8], i: usize, needed: usize) -> usize {
        let run = run_of(b, i, b'{');
        if needed == 1 && run >= 2 {
            return i + 2;
        }
        if run >= needed {
            self.stack.push(Mode::Code {
                braces: 0,
                closers: needed as u32,
            });
        }
        i + run
    }

    fn close(&mut self, next: usize) -> usize {
        self.stack.pop();
        next
    }

    fn set_top(&mut self, mode: Mode) {
        if let Some(top) = self.stack.last_mut() {
            *top = mode;
        }
    }
}

/// The number of `byte`s in a row from `i`.
fn run_of(b: &[u8], i: usize, byte: u8) -> usize {
    b[i.min(b.len())..]
        .iter()
        .take_while(|&&c| c == byte)
        .count()
}

/// Where the character literal opening at `i` ends (its line's end if unterminated).
fn char_literal_end(b: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'\\' => j += 2,
            b'\'' => return j + 1,
            _ => j += 1,
        }
    }
    b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// For each line: whether it starts at top level, then scans it.
    fn tops(text: &str) -> String {
        let mut scanner = CodeScanner::new();
        text.lines()
            .map(|line| {
                let top = scanner.at_top_level();
                scanner.scan_line(line);
                if top { 'T' } else { '.' }
            })
            .collect()
    }

    #[test]
    fn multi_line_constructs_are_followed() {
        assert_eq!(tops("a\n/* x\n#if\n*/ b\nc"), "TT..T");
        assert_eq!(tops("s = @\"x\n#if\n\"\"y\";\nz"), "T..T");
        assert_eq!(tops("s = \"\"\"\n#if\n\"\" x\n\"\"\";\nz"), "T...T");
        assert_eq!(tops("s = $$\"\"\"\n{{ F(\n#if\n) }} \"\"\";\nz"), "T...T");
        assert_eq!(tops("s = $@\"{ F(\n\"}\"\n) }\n#if\n\";\nz"), "T....T");
        assert_eq!(tops("s = $\"{{ \"; // \"\n#if"), "TT");
    }

    #[test]
    fn single_line_constructs_end_with_their_line() {
        assert_eq!(tops("s = \"unterminated\n#if"), "TT");
        assert_eq!(tops("c = '\"'; d = '\\''; e = \"\\\"\";\n#if"), "TT");
        assert_eq!(tops("s = \"\"; t = @\"\"; u = \"\"\"a\"\"\";\n#if"), "TT");
        assert_eq!(tops("var @class = 1; x = a /* c */ + b;\n#if"), "TT");
        assert_eq!(tops("x = \"/*\"; // /*\n#if"), "TT");
    }

    #[test]
    fn tokens_are_noticed_outside_comments_only() {
        let mut scanner = CodeScanner::new();
        for line in ["  // c", "/* a", "b */", "\u{feff} \t"] {
            scanner.scan_line(line);
        }
        assert!(!scanner.seen_token());
        scanner.scan_line("using X;");
        assert!(scanner.seen_token());
    }
}
