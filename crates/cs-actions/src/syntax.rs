//! Syntax helpers the providers share: nodes by tree-sitter kind name, the node a diagnostic
//! points at, and line-aware deletion (a statement alone on its line goes with its line).

use cs_syntax::{SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize, kind_from_name};

/// The grammar kind of a named node.
pub(crate) fn kind(name: &str) -> SyntaxKind {
    kind_from_name(name, true).unwrap_or_else(|| panic!("grammar kind {name}"))
}

/// The innermost node of kind `name` covering `range`.
pub(crate) fn covering(root: &SyntaxNode, range: TextRange, name: &str) -> Option<SyntaxNode> {
    let wanted = kind(name);
    let element = root.covering_element(range);
    let start = match element {
        cs_syntax::SyntaxElement::Node(n) => n,
        cs_syntax::SyntaxElement::Token(t) => t.parent()?,
    };
    start.ancestors().find(|n| n.kind() == wanted)
}

/// The first non-trivia token inside `range` (the identifier a diagnostic names).
pub(crate) fn token_in(root: &SyntaxNode, range: TextRange) -> Option<SyntaxToken> {
    let token = root.token_at_offset(range.start()).right_biased()?;
    (token.text_range().start() >= range.start() || range.is_empty()).then_some(token)
}

pub(crate) fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind(['\n', '\r']).map_or(0, |i| i + 1)
}

/// The end of the line holding `offset`, after its line break.
pub(crate) fn line_end(text: &str, offset: usize) -> usize {
    match text[offset..].find(['\n', '\r']) {
        Some(i) if text[offset + i..].starts_with("\r\n") => offset + i + 2,
        Some(i) => offset + i + 1,
        None => text.len(),
    }
}

/// The range that deletes `range`: its whole lines when nothing but whitespace shares them,
/// else just the range.
pub(crate) fn deletion(text: &str, range: TextRange) -> TextRange {
    let (start, end) = (usize::from(range.start()), usize::from(range.end()));
    let first = line_start(text, start);
    let last = line_end(text, end);
    let before_blank = text[first..start].trim().is_empty();
    let after = &text[end..last];
    if before_blank && after.trim().is_empty() {
        TextRange::new(TextSize::from(first as u32), TextSize::from(last as u32))
    } else {
        range
    }
}

/// The indentation of the line holding `offset`.
pub(crate) fn indentation_at(text: &str, offset: usize) -> &str {
    let start = line_start(text, offset);
    let line = &text[start..];
    let width = line.len() - line.trim_start_matches([' ', '\t']).len();
    &line[..width]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deletion_takes_lonely_lines() {
        let text = "a\n    int x;\nb int y; c\n";
        let x = TextRange::new(6.into(), 12.into());
        assert_eq!(&text[deletion(text, x)], "    int x;\n");
        let y = TextRange::new(15.into(), 21.into());
        assert_eq!(&text[deletion(text, y)], "int y;");
        assert_eq!(indentation_at(text, 8), "    ");
    }
}
