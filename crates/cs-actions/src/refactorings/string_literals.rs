//! String literals as the string refactorings read them: the style and body of a regular or
//! verbatim literal, a body re-spelled for an interpolated string, and a literal's value
//! (its escapes decoded) when every character has a plain spelling.

use cs_syntax::{SyntaxElement, SyntaxKind};

use crate::ActionContext;
use crate::syntax::kind;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    Regular,
    Verbatim,
}

/// A literal's style and the text between its quotes, escapes as written; none for other
/// expressions and for UTF-8 literals (`"…"u8`).
pub(crate) fn literal_body(
    ctx: &ActionContext,
    element: &SyntaxElement,
) -> Option<(Style, String)> {
    let text = &ctx.text[element.text_range()];
    if element.kind() == kind("string_literal") {
        let body = text.strip_prefix('"')?.strip_suffix('"')?;
        return Some((Style::Regular, body.to_string()));
    }
    if element.kind() == kind("verbatim_string_literal") {
        let body = text.strip_prefix("@\"")?.strip_suffix('"')?;
        return Some((Style::Verbatim, body.to_string()));
    }
    None
}

pub(crate) fn is_string_literal(kind_of: SyntaxKind) -> bool {
    kind_of == kind("string_literal") || kind_of == kind("verbatim_string_literal")
}

/// A literal body as the text of an interpolated string of the same style: braces doubled.
pub(crate) fn interpolated_text(body: &str) -> String {
    body.replace('{', "{{").replace('}', "}}")
}

/// The value of a literal when every character can be written as itself on one line: no
/// line break, no control character (tab included: it would become invisible), no lone
/// surrogate.
pub(crate) fn plain_value(style: Style, body: &str) -> Option<String> {
    let value = match style {
        Style::Verbatim => body.replace("\"\"", "\""),
        Style::Regular => decode_escapes(body)?,
    };
    let plain = value
        .chars()
        .all(|c| !c.is_control() && !matches!(c, '\u{85}' | '\u{2028}' | '\u{2029}'));
    plain.then_some(value)
}

fn decode_escapes(body: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let escape = chars.next()?;
        let hex = |chars: &mut std::iter::Peekable<std::str::Chars>, min: usize, max: usize| {
            let mut digits = String::new();
            while digits.len() < max && chars.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                digits.push(chars.next()?);
            }
            (digits.len() >= min).then(|| u32::from_str_radix(&digits, 16).ok())?
        };
        match escape {
            '\'' | '"' | '\\' => out.push(escape),
            'x' => out.push(char::from_u32(hex(&mut chars, 1, 4)?)?),
            'u' => out.push(char::from_u32(hex(&mut chars, 4, 4)?)?),
            'U' => out.push(char::from_u32(hex(&mut chars, 8, 8)?)?),
            // `\0 \a \b \f \n \r \t \v`: control characters, no plain spelling.
            _ => return None,
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_values_decode_escapes_and_refuse_control_characters() {
        assert_eq!(
            plain_value(Style::Regular, r#"a\"b\\c\x41\u0042"#).as_deref(),
            Some("a\"b\\cAB")
        );
        assert_eq!(
            plain_value(Style::Verbatim, r#"a""b\c"#).as_deref(),
            Some("a\"b\\c")
        );
        assert_eq!(plain_value(Style::Regular, r"a\nb"), None);
        assert_eq!(plain_value(Style::Regular, r"a\tb"), None);
        assert_eq!(plain_value(Style::Regular, r"\uD800"), None);
        assert_eq!(plain_value(Style::Verbatim, "a\nb"), None);
        assert_eq!(interpolated_text("{0}"), "{{0}}");
    }
}
