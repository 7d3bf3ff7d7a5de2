//! Attribute-target words used as identifiers: tree-sitter lexes `type`, `method`… as keywords
//! right after any `[`, also where an expression starts.

/// Attribute targets (`[type: Obsolete]`) that are not C# keywords. tree-sitter lexes them as
/// keywords right after any `[`, also where an expression starts — a collection expression
/// `[type]`, an indexer initializer `{ [method] = … }` — and then fails to parse. Everywhere
/// but before the `:` of an attribute target they are plain identifiers.
const ATTRIBUTE_TARGETS: &[&str] = &["field", "method", "param", "property", "type", "typevar"];

/// Start offsets of the attribute-target words that follow `[` (whitespace apart) as whole
/// words, and are not followed by the `:` of an attribute target. Each gets `_` as its first
/// letter (`type` → `_ype`) wherever it is (in a comment or a string the change is harmless):
/// an identifier for another identifier changes neither lengths nor whether the text is valid.
pub(super) fn misread_words(text: &str) -> Vec<usize> {
    let is_word_char = |c: char| c.is_alphanumeric() || c == '_';
    let mut words = Vec::new();
    for (bracket, _) in text.match_indices('[') {
        let after = &text[bracket + 1..];
        let rest = after.trim_start();
        let start = text.len() - rest.len();
        let Some(word) = ATTRIBUTE_TARGETS
            .iter()
            .find(|word| rest.starts_with(**word) && !rest[word.len()..].starts_with(is_word_char))
        else {
            continue;
        };
        if !is_attribute_target_colon(&rest[word.len()..]) {
            words.push(start);
        }
    }
    words
}

/// Whether `rest` starts (after whitespace) with a single `:`; `::` is an alias qualifier.
fn is_attribute_target_colon(rest: &str) -> bool {
    let rest = rest.trim_start();
    rest.starts_with(':') && !rest.starts_with("::")
}

#[cfg(test)]
mod tests {
    use crate::kinds::KINDS;
    use crate::parse;

    fn ids(text: &str) -> Vec<String> {
        parse(text).errors().iter().map(|e| e.id.clone()).collect()
    }

    #[test]
    fn attribute_target_words_after_a_bracket_are_identifiers() {
        for statement in [
            "F(this, [method]);",
            "G = [type];",
            "G = [type, x];",
            "H([type.Name]);",
            "H([property!]);",
            "var d = new D { [type] = value };",
            "var e = new D { [ field ] = 1, [param] = 2 };",
            "T([typevar::X.Y]);",
            // Words the first parse read well, next to words it did not.
            "var d = new D { [type] = v }; L = [method.Length]; K = [ method ];",
        ] {
            let text = format!("class C {{ void M() {{ {statement} }} }}");
            assert_eq!(ids(&text), Vec::<String>::new(), "{statement}");
        }
    }

    #[test]
    fn the_tree_keeps_the_written_words() {
        let text = "class C { object[] M(object type) => [type]; }";
        let parse = parse(text);
        assert_eq!(parse.syntax().text().to_string(), text);
        let identifiers: Vec<String> = parse
            .syntax()
            .descendants_with_tokens()
            .filter(|e| e.kind() == KINDS.identifier)
            .map(|e| e.to_string())
            .collect();
        assert_eq!(identifiers, ["C", "M", "type", "type"]);
    }

    #[test]
    fn attribute_targets_and_real_errors_stay() {
        assert_eq!(
            ids("class C { void M() { F([type: A] () => 1); } }"),
            Vec::<String>::new()
        );
        // `return` and `event` are keywords: not identifiers, not substituted.
        assert!(!ids("class C { void M() { F([return]); } }").is_empty());
        assert!(!ids("class C { void M() { F([event]); } }").is_empty());
        // An error elsewhere in the text is still reported.
        assert_eq!(
            ids("class C { void M() { G = [type]; int x = 1 } }"),
            ["CS1002"]
        );
        // A broken list around the word is still broken.
        assert!(!ids("class C { void M() { G = [type; } }").is_empty());
    }
}
