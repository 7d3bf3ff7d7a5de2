//! Workarounds for valid C# that tree-sitter-c-sharp 0.23.5 misreads: when the first parse has
//! errors, the text is parsed again with substitutions that keep its length, and the tree of
//! that parse is used with the original text (so it stays lossless and names what is really
//! written). A substitution keeps valid code valid and broken code broken, so the errors of the
//! new parse are errors of the text; it is kept only when it has fewer errors.

mod deref_trees;
mod derefs;
mod words;

use rowan::GreenNode;

use crate::code_scan;
use crate::parse::tree_sitter_parse;

/// The parse to build the tree from, and what [`restore`] puts back into that tree.
pub(crate) struct Reparsed {
    pub tree: tree_sitter::Tree,
    /// The indirections tree-sitter saw substituted.
    derefs: derefs::Sites,
}

/// `tree` (the parse of `text`), or a better parse when `tree` has errors and the text has
/// shapes that tree-sitter misreads. All are substituted at once:
/// - attribute-target words used as identifiers after `[` (see [`words`]);
/// - each escaped `{{` in a regular or verbatim interpolated string becomes `__`: tree-sitter
///   reads `{{{` as text, so a hole right after an escaped brace is text up to its first `"`
///   (`$"{{{"a"}}}"`). Text for text, in a string;
/// - indirections tree-sitter cannot read, through a cast and through parentheses (see
///   [`derefs`]).
///
/// The new parse is kept when it has fewer errors and reads every bracketed operand as
/// parentheses would be read (see [`deref_trees::groups_are_plain`]). `stop` is polled as in
/// the first parse.
pub(crate) fn reparse(
    text: &str,
    tree: tree_sitter::Tree,
    stop: &mut dyn FnMut() -> bool,
) -> Reparsed {
    let unchanged = |tree| Reparsed {
        tree,
        derefs: derefs::Sites::default(),
    };
    if !tree.root_node().has_error() {
        return unchanged(tree);
    }
    let marks = code_scan::marks(text);
    let derefs = derefs::sites(text, &marks.stars);
    let mut bytes = text.as_bytes().to_vec();
    for &offset in &marks.escaped_braces {
        bytes[offset..offset + 2].copy_from_slice(b"__");
    }
    for &(offset, byte) in &derefs.stars {
        bytes[offset] = byte;
    }
    for &(open, close) in &derefs.groups {
        bytes[open] = b'[';
        bytes[close] = b']';
    }
    // Words after the brackets of indirections too: `*(type + 1) = 2` is `*[type + 1] = 2`.
    let words = std::str::from_utf8(&bytes).map_or(Vec::new(), words::misread_words);
    if words.is_empty() && marks.escaped_braces.is_empty() && derefs.is_empty() {
        return unchanged(tree);
    }
    for offset in words {
        bytes[offset] = b'_';
    }
    let Ok(substituted) = String::from_utf8(bytes) else {
        // Unreachable: ASCII characters were replaced by ASCII characters.
        return unchanged(tree);
    };
    match tree_sitter_parse(&substituted, stop) {
        Some(again)
            if error_count(&again) < error_count(&tree)
                && deref_trees::groups_are_plain(&again, &derefs) =>
        {
            Reparsed {
                tree: again,
                derefs,
            }
        }
        _ => unchanged(tree),
    }
}

/// The green tree built from `reparsed`, with what the substitutions changed put back.
pub(crate) fn restore(green: GreenNode, reparsed: &Reparsed) -> GreenNode {
    deref_trees::restore(green, &reparsed.derefs)
}

/// The number of `ERROR` and `MISSING` nodes in the tree. Only subtrees that hold an error are
/// entered, and without recursion: trees can be far deeper than the stack.
fn error_count(tree: &tree_sitter::Tree) -> usize {
    let mut count = 0;
    let mut cursor = tree.walk();
    'walk: loop {
        let node = cursor.node();
        if node.is_error() || node.is_missing() {
            count += 1;
        }
        if node.has_error() && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                continue 'walk;
            }
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use crate::{kind_name, parse};

    fn ids(text: &str) -> Vec<String> {
        parse(text).errors().iter().map(|e| e.id.clone()).collect()
    }

    fn in_method(statement: &str) -> String {
        format!("class C {{ string M(double x, string s) {{ {statement} }} }}")
    }

    #[test]
    fn holes_right_after_escaped_braces() {
        for statement in [
            r#"return $"{{{"a"}}}";"#,
            r#"return $"{{{x.ToString("F2")}}}";"#,
            r#"return $@"{{{"a"}}}";"#,
            r#"return @$"{{{"a"}}}";"#,
            r#"return $"x{{{"a"}";"#,
            r#"return $"{x}{{{"a"}";"#,
            r#"return $"{{{{{"a"}}}}}";"#,
            r#"return $"{{{$"{{{"b"}}}"}}}";"#,
            r#"return $"{{{(x > 0 ? "a" : "b")}}}";"#,
            r#"return $"{{{"a",5:F2}}}";"#,
            "return $@\"{{\n{\"a\"}}}\";",
            // With an escaped brace that tree-sitter reads well, in the same file.
            r#"var t = $"{{{x}}}"; return $"{{{"a"}}}" + t;"#,
        ] {
            assert_eq!(
                ids(&in_method(statement)),
                Vec::<String>::new(),
                "{statement}"
            );
        }
    }

    #[test]
    fn holes_after_escaped_braces_are_holes_with_the_written_text() {
        let text = in_method(r#"return $"{{{"a"}}}";"#);
        let parse = parse(&text);
        assert_eq!(parse.syntax().text().to_string(), text);
        let tokens: Vec<(&str, String)> = parse
            .syntax()
            .descendants_with_tokens()
            .filter(|e| {
                e.parent()
                    .is_some_and(|p| kind_name(p.kind()).starts_with("interp"))
            })
            .map(|e| (kind_name(e.kind()), e.to_string()))
            .collect();
        assert_eq!(
            tokens,
            [
                ("interpolation_start", "$".into()),
                ("\"", "\"".into()),
                ("string_content", "{{".into()),
                ("interpolation", "{\"a\"}".into()),
                ("interpolation_brace", "{".into()),
                ("string_literal", "\"a\"".into()),
                ("interpolation_brace", "}".into()),
                ("string_content", "}}".into()),
                ("\"", "\"".into()),
            ]
        );
    }

    #[test]
    fn errors_elsewhere_are_still_reported() {
        let text = "unsafe class C { void N() { int x = 1 } string M(byte* p) { *(ulong*)p = 1; \
                    *(p + 1) = 2; G = [type]; return $\"{{{\"a\"}}}\"; } }";
        assert_eq!(ids(text), ["CS1002"]);
        let text = "unsafe class C { string M(byte* p) { *(ulong*)p = 1; *(p + 1) = 2; \
                    G = [type]; return $\"{{{\"a\"}}}\" } }";
        assert_eq!(ids(text), ["CS1002"]);
    }

    #[test]
    fn broken_strings_near_escaped_braces_stay_broken() {
        for statement in [
            // Unterminated string.
            r#"return $"{{{"a"}}};"#,
            // Unclosed hole.
            r#"return $"{{{"a" ";"#,
            // An empty hole (tree-sitter reads `{{{}}}` as text: the substitution runs for the
            // other string).
            r#"return $"{{{"a"}}}" + $"{{{}}}";"#,
            // A broken expression in the hole.
            r#"return $"{{{"a" +}}}";"#,
            // A missing semicolon after the string.
            r#"return $"{{{"a"}}}""#,
        ] {
            assert!(!ids(&in_method(statement)).is_empty(), "{statement}");
        }
    }
}
