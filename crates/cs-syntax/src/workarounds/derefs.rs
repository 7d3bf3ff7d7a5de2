//! Indirections tree-sitter cannot read: its `*` applies only to what can be assigned to, so
//! `*(ulong*)p` and `*(p + 1)` are errors. Two substitutions make them readable:
//! - the `*` before a cast becomes `-` (`+` after a `-`), which tree-sitter reads over any
//!   operand with the same precedence; it reads `-(T*)p = v` as `-((T*)(p = v))`;
//! - the parentheses of an operand that is not a cast become brackets, `*[p + 1] = v`, which
//!   tree-sitter reads as an assignable element binding with one argument.
//!
//! [`super::deref_trees`] puts the `*`, the parentheses and the assignments back in the tree.

use crate::code_scan::Star;

/// Where the text tree-sitter sees changes.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct Sites {
    /// The `*`s that become a `-` or a `+`, with the byte they become.
    pub stars: Vec<(usize, u8)>,
    /// The `(` and `)` that become `[` and `]`.
    pub groups: Vec<(usize, usize)>,
}

impl Sites {
    pub fn is_empty(&self) -> bool {
        self.stars.is_empty() && self.groups.is_empty()
    }
}

/// The sites of the indirections among the `*`s of code: each is a prefix operator (it does
/// not follow an operand) followed by a parenthesized cast or operand.
pub(super) fn sites(text: &str, stars: &[Star]) -> Sites {
    let b = text.as_bytes();
    let mut sites = Sites::default();
    for star in stars {
        let Some(open) = next_code(b, star.at + 1).filter(|&i| b[i] == b'(') else {
            continue;
        };
        let Some(close) = matching_close(b, open) else {
            continue;
        };
        if !is_prefix_position(text, star.after) {
            continue;
        }
        if !is_cast(text, close) {
            // `*(a, b)` is a tuple: tree-sitter reads it, and brackets would not be one argument.
            if !has_top_level_comma(b, open, close) {
                sites.groups.push((open, close));
            }
            continue;
        }
        let replacement = if star.at > 0 && b[star.at - 1] == b'-' {
            b'+'
        } else {
            b'-'
        };
        sites.stars.push((star.at, replacement));
        // The operand of the cast (and of the casts it is cast from): parentheses assigned
        // to, as in `*(T*)(p + 1) = v`, become brackets too.
        let mut close = close;
        while let Some(open) = next_code(b, close + 1).filter(|&i| b[i] == b'(') {
            let Some(end) = matching_close(b, open) else {
                break;
            };
            if !is_cast(text, end) {
                if is_assigned(b, end) && !has_top_level_comma(b, open, end) {
                    sites.groups.push((open, end));
                }
                break;
            }
            close = end;
        }
    }
    sites
}

/// The offset of the first non-whitespace byte from `i`.
fn next_code(b: &[u8], i: usize) -> Option<usize> {
    (i..b.len()).find(|&i| !b[i].is_ascii_whitespace())
}

/// The `)` that closes the `(` at `open`, within a statement.
fn matching_close(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, &c) in b.iter().enumerate().skip(open) {
        match c {
            b'(' => depth += 1,
            b')' if depth == 1 => return Some(i),
            b')' => depth -= 1,
            b';' | b'{' | b'}' => return None,
            _ => {}
        }
    }
    None
}

/// Whether a `,` separates what the parentheses from `open` to `close` hold.
fn has_top_level_comma(b: &[u8], open: usize, close: usize) -> bool {
    let mut depth = 0usize;
    for &c in &b[open + 1..close] {
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b',' if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

/// Whether the parentheses closed at `close` are a cast: what follows starts an operand.
fn is_cast(text: &str, close: usize) -> bool {
    let b = text.as_bytes();
    let Some(next) = next_code(b, close + 1) else {
        return false;
    };
    match b[next] {
        b'(' | b'"' | b'\'' | b'$' | b'@' => true,
        c if is_word_byte(c) => {
            let end = (next..b.len())
                .find(|&i| !is_word_byte(b[i]))
                .unwrap_or(b.len());
            !matches!(
                &text[next..end],
                "is" | "as" | "switch" | "with" | "and" | "or"
            )
        }
        _ => false,
    }
}

/// Whether the parentheses closed at `close` are assigned to: an assignment operator follows.
fn is_assigned(b: &[u8], close: usize) -> bool {
    let Some(i) = next_code(b, close + 1) else {
        return false;
    };
    let rest = &b[i..];
    let operator = rest
        .iter()
        .take_while(|c| b"+-*/%&|^<>?".contains(c))
        .count();
    rest.get(operator) == Some(&b'=')
        && !matches!(rest.get(operator + 1), Some(b'=' | b'>'))
        && !matches!(&rest[..operator], b"<" | b">")
}

/// Whether a `*` after the code byte at `after` (none: the start of the text) is a prefix
/// operator: not after an operand, as in `a * (b)`, `a[i] * (b)`, `"s" * (b)`, `i++ * (b)`.
fn is_prefix_position(text: &str, after: Option<usize>) -> bool {
    let Some(p) = after else {
        return true;
    };
    let b = text.as_bytes();
    let before = p.checked_sub(1).map(|i| b[i]);
    match b[p] {
        b')' => closes_cast_or_condition(text, p),
        b']' | b'"' | b'\'' => false,
        // `i++`, `i--`.
        c @ (b'+' | b'-') => before != Some(c),
        // `a!`: null-forgiving.
        b'!' => !before.is_some_and(|c| is_word_byte(c) || c == b')' || c == b']'),
        c if is_word_byte(c) => matches!(
            word_ending_at(text, p),
            Some("return" | "case" | "in" | "out" | "ref" | "else" | "do" | "when")
        ),
        _ => true,
    }
}

/// Whether the `)` at `close` ends a cast the compiler reads as one before a `*` — to a
/// predefined or a pointer type, `(ulong)*(uint*)p` — or the condition of a statement,
/// `if (c) *(int*)p = 1;`.
fn closes_cast_or_condition(text: &str, close: usize) -> bool {
    let b = text.as_bytes();
    let mut depth = 0usize;
    let mut i = close;
    let open = loop {
        match b[i] {
            b')' => depth += 1,
            b'(' if depth == 1 => break i,
            b'(' => depth -= 1,
            b'{' | b'}' => return false,
            _ => {}
        }
        let Some(previous) = i.checked_sub(1) else {
            return false;
        };
        i = previous;
    };
    let keyword = (0..open)
        .rev()
        .find(|&i| !b[i].is_ascii_whitespace())
        .and_then(|i| word_ending_at(text, i));
    if matches!(
        keyword,
        Some("if" | "while" | "for" | "foreach" | "fixed" | "lock" | "using")
    ) {
        return true;
    }
    let inside = text[open + 1..close].trim();
    inside.ends_with('*') || PREDEFINED_TYPES.contains(&inside.trim_end_matches(['?', ' ']))
}

const PREDEFINED_TYPES: &[&str] = &[
    "bool", "byte", "char", "decimal", "double", "float", "int", "long", "nint", "nuint", "object",
    "sbyte", "short", "string", "uint", "ulong", "ushort",
];

/// The word (identifier or keyword) whose last byte is at `end`; `None` for a verbatim
/// identifier (`@return`), which is no keyword.
fn word_ending_at(text: &str, end: usize) -> Option<&str> {
    let b = text.as_bytes();
    if !is_word_byte(b[end]) {
        return None;
    }
    let start = (0..=end)
        .rev()
        .take_while(|&i| is_word_byte(b[i]))
        .last()
        .unwrap_or(end);
    if start > 0 && b[start - 1] == b'@' {
        return None;
    }
    text.get(start..=end)
}

/// Bytes of identifiers, keywords and numbers; any non-ASCII byte is taken for a letter.
fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code_scan::marks;
    use crate::parse;

    fn ids(text: &str) -> Vec<String> {
        parse(text).errors().iter().map(|e| e.id.clone()).collect()
    }

    fn in_method(statement: &str) -> String {
        format!("unsafe class C {{ void M(byte* p, ulong x, bool c) {{ {statement} }} }}")
    }

    /// The text as tree-sitter sees it after the substitutions of this module.
    fn substituted(text: &str) -> String {
        let sites = sites(text, &marks(text).stars);
        let mut bytes = text.as_bytes().to_vec();
        for (at, byte) in sites.stars {
            bytes[at] = byte;
        }
        for (open, close) in sites.groups {
            bytes[open] = b'[';
            bytes[close] = b']';
        }
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn substitutions() {
        for (text, expected) in [
            ("*(ulong*)p = x;", "-(ulong*)p = x;"),
            ("x = *(p + 1);", "x = *[p + 1];"),
            ("*(p + 1) = x;", "*[p + 1] = x;"),
            ("*(T*)(void*)(p + 1) = x;", "-(T*)(void*)[p + 1] = x;"),
            ("x = *(T*)(p + 1);", "x = -(T*)(p + 1);"),
            ("x = a -*(int*)p;", "x = a -+(int*)p;"),
            ("x = (ulong)*(uint*)p;", "x = (ulong)-(uint*)p;"),
            ("if (c) *(int*)p = 1;", "if (c) -(int*)p = 1;"),
            ("return *(int*)p;", "return -(int*)p;"),
            (
                "/* c */ *(int*)p = 1; // c\n *(p) = 2;",
                "/* c */ -(int*)p = 1; // c\n *[p] = 2;",
            ),
            ("x = *(p) is 0;", "x = *[p] is 0;"),
            // Multiplications and pointer types.
            ("x = a * (b); y = a[0] * (b); z = \"s\" * (b);", ""),
            ("x = i++ * (b); y = a! * (b); z = (T) * (b);", ""),
            ("int* q = (int*)p; x = @return * (b); y = 2 * (b);", ""),
            ("s = \"*(int*)p\"; // *(int*)p", ""),
        ] {
            let expected = if expected.is_empty() { text } else { expected };
            assert_eq!(substituted(text), expected, "{text}");
        }
    }

    #[test]
    fn indirections_through_casts_and_parentheses() {
        for statement in [
            "*(ulong*)p = x;",
            "x = *(ulong*)p;",
            "*(Vector128<byte>*)p = v;",
            "var v = *(Vector128<byte>*)p;",
            "*(ulong*)(void*)p = x;",
            "*((ulong*)(void*)p + 1) = x;",
            "*(ulong*)(p + 8) = x;",
            "*(p + 1) = 1; *(p + 2) += 2; *(c ? p : p + 1) = 3;",
            "*(int*)p += 1;",
            "*(int*)p = *(int*)(void*)p = 0;",
            "x = *(ulong*)p + *(ulong*)(p + 8) * 2;",
            "x = (ulong)*(uint*)p;",
            "x = (ulong) * (uint*)p;",
            "F(*(int*)p, in *(int*)p, out *(int*)p);",
            "ref int r = ref *(int*)p;",
            "if (c) *(int*)p = 1; else *(long*)p = 2;",
            "fixed (byte* d = b) *(ulong*)d = x;",
            "return *(int*)p == 0 ? *(byte*)(p + 1) : *(p + 2);",
            "x = *(p + 1); x = x *(ulong)p[0];",
            "var f = () => *(int*)p; /* c */ *(int*)p = 1; // c\n*(int*)p = 2;",
            "switch (x) { case 1: *(int*)p = 1; break; }",
            // Indirections tree-sitter reads already, next to one it does not.
            "*p = 1; *(p) = 2; *(p).x = 3; x = *(int*)p;",
            // An identifier that tree-sitter takes for an attribute target after `[`.
            "int type = 0; *(type + p) = 1;",
        ] {
            assert_eq!(
                ids(&in_method(statement)),
                Vec::<String>::new(),
                "{statement}"
            );
        }
    }

    #[test]
    fn broken_indirections_stay_broken() {
        for statement in [
            "*(ulong*)p = ;",
            "x = *(ulong*);",
            "*(ulong*) = x;",
            "x = *(ulong*p;",
            "*(ulong*)p = x",
            "x = *(ulong*)p +;",
            "x = *(ulong*)p x;",
            "*(p + 1 = x;",
            "*(p + 1) = ;",
            "*() = x;",
            // What brackets would accept and parentheses do not.
            "*(p,) = x;",
            "*(ref p) = x;",
            "*(out var q) = x;",
            "*(a: p) = x;",
            "*(ulong*)(p,) = x;",
            // Not a statement: a comparison.
            "*(ulong*)p == x;",
            "*(p + 1) == x;",
            // A tuple, read as such.
            "*(p, p) = ;",
        ] {
            let text = in_method(statement);
            assert!(!ids(&text).is_empty(), "{statement}");
            assert_eq!(parse(&text).syntax().text().to_string(), text);
        }
    }
}
