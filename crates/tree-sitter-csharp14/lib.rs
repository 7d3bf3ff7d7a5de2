//! cs-workbench's C# grammar: tree-sitter-c-sharp 0.23.5 extended with C# 12–14 and the
//! shapes it misreads (see `grammar.js`), as a tree-sitter language.

use tree_sitter_language::LanguageFn;

unsafe extern "C" {
    fn tree_sitter_c_sharp14() -> *const ();
}

/// The grammar, for `tree_sitter::Parser::set_language(&LANGUAGE.into())`.
// SAFETY: `tree_sitter_c_sharp14` is the generated parser's entry point: it takes nothing and
// returns a pointer to a static `TSLanguage`.
pub const LANGUAGE: LanguageFn = unsafe { LanguageFn::from_raw(tree_sitter_c_sharp14) };

/// The node types of the grammar, as `tree-sitter generate` describes them.
pub const NODE_TYPES: &str = include_str!("src/node-types.json");

#[cfg(test)]
mod tests {
    #[test]
    fn the_language_loads_into_a_parser() {
        let mut parser = tree_sitter::Parser::new();
        parser.set_language(&super::LANGUAGE.into()).unwrap();
        let tree = parser.parse("class C { }", None).unwrap();
        assert_eq!(tree.root_node().kind(), "compilation_unit");
        assert!(!tree.root_node().has_error());
    }
}
