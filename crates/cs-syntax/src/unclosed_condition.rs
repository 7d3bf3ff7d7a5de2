//! Where the compiler reports the `)` missing from a statement's condition: `if (x { … }`
//! reads as an error that swallows the block, and Roslyn reports CS1026 at the `{` that
//! should have followed the `)`, not at the end of what the error swallowed.

use crate::kinds::{KINDS, kind_name};
use crate::parse::SyntaxElement;
use rowan::TextSize;

/// Statements whose keyword is followed by a parenthesized condition or header and a body.
const KEYWORDS: &[&str] = &["if", "while", "switch", "lock", "using", "fixed", "foreach"];

/// In an error's children that start with `if (`, `while (` and the like, the end of the
/// last token before the first brace that no parsed expression took: the place the `)` is
/// missing from. `None` when the error does not start that way or holds no such brace.
pub(crate) fn missing_paren_before_body(parts: &[SyntaxElement]) -> Option<TextSize> {
    let k = &*KINDS;
    let [keyword, open, rest @ ..] = parts else {
        return None;
    };
    if keyword.as_node().is_some()
        || !KEYWORDS.contains(&kind_name(keyword.kind()))
        || open.kind() != k.l_paren
    {
        return None;
    }
    let mut previous = open;
    for part in rest {
        let opens_body = match part {
            rowan::NodeOrToken::Token(token) => token.kind() == k.l_brace,
            // tree-sitter reads a brace after the condition as an initializer (`x { }`).
            rowan::NodeOrToken::Node(node) => {
                kind_name(node.kind()) == "initializer_expression" || node.kind() == k.block
            }
        };
        if opens_body {
            return Some(previous.text_range().end());
        }
        if part.kind() == k.r_paren {
            return None;
        }
        previous = part;
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::parse;

    /// The first error only: what tree-sitter's recovery makes of the rest may differ from
    /// the compiler's (it reads the statements after the body as members).
    fn errors(text: &str) -> Vec<String> {
        parse(text)
            .errors()
            .iter()
            .take(1)
            .map(|e| format!("{} {:?} {:?}", e.id, e.range, &text[e.range]))
            .collect()
    }

    /// Roslyn: CS1026 on the `{`. Other shapes (`while (x.Y(1) { F(); }`, a `{` on the next
    /// line) recover differently in tree-sitter and are still reported elsewhere.
    #[test]
    fn a_paren_missing_before_the_body_is_reported_at_the_brace() {
        assert_eq!(
            errors("class C { void M() { if (x { } } }"),
            ["CS1026 27..28 \"{\""]
        );
    }
}
