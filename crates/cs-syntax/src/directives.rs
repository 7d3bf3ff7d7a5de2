//! Parsing one preprocessor directive line (`#if A && !B // c`) into what it does, with the
//! compiler's diagnostics for its syntax; expressions are evaluated as they are parsed.

use rowan::{TextRange, TextSize};

/// What a directive line does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    /// `#if` with the value of its condition.
    If(bool),
    Elif(bool),
    Else,
    Endif,
    Region,
    EndRegion,
    Define(String),
    Undef(String),
    /// `#error` and `#warning` with their message.
    Error(Message),
    Warning(Message),
    /// `#line`, `#pragma`, `#nullable`, a shebang, an ignored `#:` directive, a directive without
    /// a name (`#define` with none), or an unknown one: no effect here.
    None,
}

/// The text of an `#error` or `#warning`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Message {
    pub text: String,
    pub range: TextRange,
}

/// A diagnostic of a directive; `active_only` ones are dropped in inactive code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Diagnostic {
    pub id: &'static str,
    pub message: &'static str,
    pub range: TextRange,
    pub active_only: bool,
}

/// One parsed directive line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Directive {
    pub action: Action,
    /// From `#` to the end of the directive's name, e.g. `#  endif`.
    pub head: TextRange,
    /// The range of the name (`define`), for the errors that name it.
    pub name: TextRange,
    pub diagnostics: Vec<Diagnostic>,
}

/// Identifiers longer than this are compared by their first characters only, as by the
/// compiler (for compatibility with its predecessor).
const MAX_IDENTIFIER_CHARS: usize = 128;

/// Parses the directive that starts with the `#` at `text[0]`; `text` ends before the line
/// break and starts at `offset` in the file. `is_defined` answers for symbols in conditions.
pub(crate) fn parse(text: &str, offset: usize, is_defined: &dyn Fn(&str) -> bool) -> Directive {
    let mut p = Parser {
        text,
        offset,
        pos: 1,
        diagnostics: Vec::new(),
        is_defined,
    };
    p.skip_whitespace();
    let name_start = p.pos;
    let name = p.identifier();
    let head = p.range(0, if name.is_empty() { 1 } else { p.pos });
    let name_range = p.range(name_start, p.pos);
    let action = match name {
        "if" => Action::If(p.condition()),
        "elif" => Action::Elif(p.condition()),
        "else" => {
            p.end_of_directive(false);
            Action::Else
        }
        "endif" => {
            p.end_of_directive(false);
            Action::Endif
        }
        "region" => Action::Region,
        "endregion" => Action::EndRegion,
        "define" | "undef" => match p.symbol() {
            Some(symbol) if name == "define" => Action::Define(symbol),
            Some(symbol) => Action::Undef(symbol),
            None => Action::None,
        },
        "error" => Action::Error(p.message()),
        "warning" => Action::Warning(p.message()),
        "nullable" => {
            p.nullable();
            Action::None
        }
        // `#line` and `#pragma` are not checked: their errors are warnings or about `#line`
        // numbers, which nothing here uses.
        "line" | "pragma" => Action::None,
        // A shebang on the first line, and C# 14's `#:` directives of file-based programs.
        "" if (offset == 0 && text[p.pos..].starts_with('!')) || text[p.pos..].starts_with(':') => {
            Action::None
        }
        _ => {
            let range = if name.is_empty() {
                p.range(0, 1)
            } else {
                name_range
            };
            p.error("CS1024", "Preprocessor directive expected", range, false);
            Action::None
        }
    };
    Directive {
        action,
        head,
        name: name_range,
        diagnostics: p.diagnostics,
    }
}

/// A token of a directive's expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    Identifier,
    LParen,
    RParen,
    Not,
    EqEq,
    NotEq,
    AndAnd,
    OrOr,
    /// The end of the line, or a `//` comment.
    End,
    Other,
}

struct Parser<'a> {
    text: &'a str,
    offset: usize,
    /// Byte offset in `text`.
    pos: usize,
    diagnostics: Vec<Diagnostic>,
    is_defined: &'a dyn Fn(&str) -> bool,
}

impl<'a> Parser<'a> {
    fn range(&self, start: usize, end: usize) -> TextRange {
        let at = |i: usize| TextSize::new((self.offset + i) as u32);
        TextRange::new(at(start), at(end))
    }

    fn error(&mut self, id: &'static str, message: &'static str, range: TextRange, active: bool) {
        self.diagnostics.push(Diagnostic {
            id,
            message,
            range,
            active_only: active,
        });
    }

    fn skip_whitespace(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// The identifier at the current position (possibly empty), skipping it.
    fn identifier(&mut self) -> &'a str {
        let rest = &self.text[self.pos..];
        let len = identifier_len(rest);
        self.pos += len;
        &rest[..len]
    }

    /// The next token and its byte range in `text`, without consuming it.
    fn peek(&mut self) -> (Token, usize, usize) {
        self.skip_whitespace();
        let rest = &self.text[self.pos..];
        let start = self.pos;
        let two = |t| (t, start, start + 2);
        let one = |t| (t, start, start + 1);
        let Some(c) = rest.chars().next() else {
            return (Token::End, start, start);
        };
        match c {
            _ if rest.starts_with("//") => (Token::End, start, start),
            _ if rest.starts_with("==") => two(Token::EqEq),
            _ if rest.starts_with("!=") => two(Token::NotEq),
            _ if rest.starts_with("&&") => two(Token::AndAnd),
            _ if rest.starts_with("||") => two(Token::OrOr),
            '(' => one(Token::LParen),
            ')' => one(Token::RParen),
            '!' => one(Token::Not),
            _ if c.is_alphabetic() || c == '_' => {
                (Token::Identifier, start, start + identifier_len(rest))
            }
            _ if c.is_alphanumeric() => {
                let len = rest
                    .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
                    .unwrap_or(rest.len());
                (Token::Other, start, start + len)
            }
            _ => (Token::Other, start, start + c.len_utf8()),
        }
    }

    fn eat(&mut self, token: Token) -> bool {
        let (next, _, end) = self.peek();
        if next == token {
            self.pos = end;
        }
        next == token
    }

    /// The condition of `#if` or `#elif` and the end of the line.
    fn condition(&mut self) -> bool {
        let value = self.or();
        self.end_of_directive(false);
        value
    }

    fn or(&mut self) -> bool {
        let mut value = self.and();
        while self.eat(Token::OrOr) {
            // Both sides are parsed: no short circuit.
            value |= self.and();
        }
        value
    }

    fn and(&mut self) -> bool {
        let mut value = self.equality();
        while self.eat(Token::AndAnd) {
            value &= self.equality();
        }
        value
    }

    /// `a == b != c` groups to the right, as in the compiler.
    fn equality(&mut self) -> bool {
        let mut value = self.not();
        loop {
            if self.eat(Token::EqEq) {
                value = value == self.equality();
            } else if self.eat(Token::NotEq) {
                value = value != self.equality();
            } else {
                return value;
            }
        }
    }

    fn not(&mut self) -> bool {
        if self.eat(Token::Not) {
            return !self.not();
        }
        self.primary()
    }

    fn primary(&mut self) -> bool {
        let (token, start, end) = self.peek();
        match token {
            Token::LParen => {
                self.pos = end;
                let value = self.or();
                if !self.eat(Token::RParen) {
                    let at = self.peek().1;
                    self.error("CS1026", ") expected", self.range(at, at), false);
                }
                value
            }
            Token::Identifier => {
                self.pos = end;
                let word = truncated(&self.text[start..end]);
                // The compiler reads `True` and `FALSE` as the literals too.
                if word.eq_ignore_ascii_case("true") {
                    true
                } else if word.eq_ignore_ascii_case("false") {
                    false
                } else {
                    (self.is_defined)(word)
                }
            }
            // The token is left for the end-of-line check; a missing operand is false.
            _ => {
                let range = self.range(start, end);
                self.error("CS1517", "Invalid preprocessor expression", range, false);
                false
            }
        }
    }

    /// Only whitespace and a `//` comment may follow a directive.
    fn end_of_directive(&mut self, active_only: bool) {
        let (token, start, end) = self.peek();
        if token != Token::End {
            let message = "Single-line comment or end-of-line expected";
            self.error("CS1025", message, self.range(start, end), active_only);
        }
    }

    /// The symbol of `#define` or `#undef` and the end of the line.
    fn symbol(&mut self) -> Option<String> {
        let (token, start, end) = self.peek();
        let word = &self.text[start..end];
        if token != Token::Identifier || word == "true" || word == "false" {
            self.error(
                "CS1001",
                "Identifier expected",
                self.range(start, end),
                false,
            );
            return None;
        }
        self.pos = end;
        self.end_of_directive(false);
        Some(truncated(word).to_owned())
    }

    /// The message of `#error` or `#warning`: the rest of the line after whitespace.
    fn message(&mut self) -> Message {
        self.skip_whitespace();
        Message {
            text: self.text[self.pos..].to_owned(),
            range: self.range(self.pos, self.text.len()),
        }
    }

    /// `#nullable enable|disable|restore [warnings|annotations]`, checked in active code only.
    fn nullable(&mut self) {
        let (token, start, end) = self.peek();
        let word = &self.text[start..end];
        if token != Token::Identifier || !matches!(word, "enable" | "disable" | "restore") {
            let message = "Expected 'enable', 'disable', or 'restore'";
            self.error("CS8637", message, self.range(start, end), true);
            return;
        }
        self.pos = end;
        let (token, start, end) = self.peek();
        let word = &self.text[start..end];
        if token == Token::Identifier && matches!(word, "warnings" | "annotations") {
            self.pos = end;
        } else if token != Token::End {
            let message = "Expected 'warnings', 'annotations', or end of directive";
            self.error("CS8638", message, self.range(start, end), true);
            return;
        }
        self.end_of_directive(true);
    }
}

/// The length of the identifier that starts `text` (0 if none does).
fn identifier_len(text: &str) -> usize {
    let mut chars = text.char_indices();
    match chars.next() {
        Some((_, c)) if c.is_alphabetic() || c == '_' => chars
            .find(|&(_, c)| !(c.is_alphanumeric() || c == '_'))
            .map_or(text.len(), |(i, _)| i),
        _ => 0,
    }
}

/// The first [`MAX_IDENTIFIER_CHARS`] characters of an identifier.
fn truncated(word: &str) -> &str {
    match word.char_indices().nth(MAX_IDENTIFIER_CHARS) {
        Some((cut, _)) => &word[..cut],
        None => word,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The action and diagnostics of one line, with `A` and `B` defined.
    fn check(line: &str) -> String {
        let directive = parse(line, 0, &|s| s == "A" || s == "B");
        let mut out = format!("{:?} head={:?}", directive.action, &line[directive.head]);
        for d in &directive.diagnostics {
            let only = if d.active_only { " (active only)" } else { "" };
            out += &format!("\n{} {:?} {:?}{only}", d.id, d.range, &line[d.range]);
        }
        out
    }

    #[test]
    fn conditions_are_evaluated() {
        for (condition, value) in [
            ("A", true),
            ("C", false),
            ("!C && (A || C)", true),
            ("!A || C", false),
            ("A == B", true),
            ("A != C", true),
            ("C == false", true),
            ("true && !false", true),
            ("True", true),
            ("A && B && !(C || D) // note", true),
            ("(((A)))", true),
            ("A||C&&C", true),
            ("!!A", true),
        ] {
            let directive = parse(&format!("#if {condition}"), 0, &|s| s == "A" || s == "B");
            assert_eq!(directive.action, Action::If(value), "{condition}");
            assert_eq!(directive.diagnostics, [], "{condition}");
        }
    }

    #[test]
    fn names_and_spacing() {
        insta::assert_snapshot!(check("#  elif(A)"), @r##"Elif(true) head="#  elif""##);
        insta::assert_snapshot!(check("#endif // NET"), @r##"Endif head="#endif""##);
        insta::assert_snapshot!(check("#region Public API: (a, b) #1"), @r##"Region head="#region""##);
        insta::assert_snapshot!(check("#define X // why"), @r##"Define("X") head="#define""##);
        insta::assert_snapshot!(check("#error  Not for 'x'  "), @r##"Error(Message { text: "Not for 'x'  ", range: 8..21 }) head="#error""##);
        insta::assert_snapshot!(check("#pragma warning disable CS0618 // obsolete"), @r##"None head="#pragma""##);
        insta::assert_snapshot!(check("#nullable enable annotations"), @r##"None head="#nullable""##);
        insta::assert_snapshot!(check("#!/usr/bin/env dotnet"), @r##"None head="#""##);
    }

    #[test]
    fn diagnostics() {
        insta::assert_snapshot!(check("#if"), @r##"
        If(false) head="#if"
        CS1517 3..3 ""
        "##);
        insta::assert_snapshot!(check("#if A +"), @r##"
        If(true) head="#if"
        CS1025 6..7 "+"
        "##);
        insta::assert_snapshot!(check("#if (A || "), @r##"
        If(true) head="#if"
        CS1517 10..10 ""
        CS1026 10..10 ""
        "##);
        insta::assert_snapshot!(check("#if A /* c */"), @r##"
        If(true) head="#if"
        CS1025 6..7 "/"
        "##);
        insta::assert_snapshot!(check("#endif NET"), @r##"
        Endif head="#endif"
        CS1025 7..10 "NET"
        "##);
        insta::assert_snapshot!(check("#define"), @r##"
        None head="#define"
        CS1001 7..7 ""
        "##);
        insta::assert_snapshot!(check("#undef X Y"), @r##"
        Undef("X") head="#undef"
        CS1025 9..10 "Y"
        "##);
        insta::assert_snapshot!(check("#ifdef A"), @r##"
        None head="#ifdef"
        CS1024 1..6 "ifdef"
        "##);
        insta::assert_snapshot!(check("# 1"), @r##"
        None head="#"
        CS1024 0..1 "#"
        "##);
        insta::assert_snapshot!(check("#nullable on"), @r##"
        None head="#nullable"
        CS8637 10..12 "on" (active only)
        "##);
        insta::assert_snapshot!(check("#nullable enable all"), @r##"
        None head="#nullable"
        CS8638 17..20 "all" (active only)
        "##);
    }
}
