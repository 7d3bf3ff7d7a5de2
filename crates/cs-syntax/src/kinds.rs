//! Syntax kinds: the kind ids of our grammar (tree-sitter-csharp14), plus the few synthetic kinds the lossless
//! rowan tree needs (trivia, errors, missing tokens, directives, disabled text), and name lookups
//! in both directions.

use std::sync::LazyLock;

use rowan::SyntaxKind;

/// Whitespace and line breaks between tree-sitter nodes (tree-sitter keeps no node for them).
pub const WHITESPACE: SyntaxKind = SyntaxKind(SYNTHETIC_BASE);
/// Text that no tree-sitter node covers and that is not whitespace; also the text of a
/// tree-sitter ERROR node that has no children. Kept so that the tree stays lossless.
pub const SKIPPED: SyntaxKind = SyntaxKind(SYNTHETIC_BASE + 1);
/// A node wrapping what tree-sitter could not parse (tree-sitter's `ERROR`).
pub const ERROR: SyntaxKind = SyntaxKind(SYNTHETIC_BASE + 2);
/// A zero-width token standing for a token the parser expected but did not find (tree-sitter's
/// `MISSING`); [`crate::Parse::missing`] says which kind it was.
pub const MISSING: SyntaxKind = SyntaxKind(SYNTHETIC_BASE + 3);
/// A preprocessor directive line (`#if DEBUG`, `#region R`, `#endif // NET`), from `#` to the
/// end of the line (the line break is whitespace). tree-sitter never sees it: it is blanked.
pub const PREPROCESSOR_DIRECTIVE: SyntaxKind = SyntaxKind(SYNTHETIC_BASE + 4);
/// Lines in an inactive `#if` branch, line breaks included: not parsed, as in the compiler.
pub const DISABLED_TEXT: SyntaxKind = SyntaxKind(SYNTHETIC_BASE + 5);

/// Synthetic kinds start here: far above the grammar's kind count (about 540) and below
/// tree-sitter's own `ERROR` id (`u16::MAX`). A unit test checks the grammar stays below.
const SYNTHETIC_BASE: u16 = 0xF000;
const SYNTHETIC_NAMES: [&str; 6] = [
    "WHITESPACE",
    "SKIPPED",
    "ERROR",
    "MISSING",
    "PREPROCESSOR_DIRECTIVE",
    "DISABLED_TEXT",
];

pub(crate) static LANGUAGE: LazyLock<tree_sitter::Language> =
    LazyLock::new(|| tree_sitter_csharp14::LANGUAGE.into());

/// The grammar's name of a kind (e.g. `class_declaration`, `;`), or the synthetic kind's name
/// (e.g. `WHITESPACE`); `"<unknown>"` for a raw value that is neither.
pub fn kind_name(kind: SyntaxKind) -> &'static str {
    if kind.0 >= SYNTHETIC_BASE {
        return SYNTHETIC_NAMES
            .get(usize::from(kind.0 - SYNTHETIC_BASE))
            .copied()
            .unwrap_or("<unknown>");
    }
    LANGUAGE.node_kind_for_id(kind.0).unwrap_or("<unknown>")
}

/// The kind with a grammar name: `named` distinguishes e.g. the named `identifier` node from an
/// anonymous token spelled the same. Synthetic kinds are found by name with `named == true`.
pub fn kind_from_name(name: &str, named: bool) -> Option<SyntaxKind> {
    if named && let Some(i) = SYNTHETIC_NAMES.iter().position(|n| *n == name) {
        return Some(SyntaxKind(SYNTHETIC_BASE + i as u16));
    }
    // tree-sitter answers 0 (its end-of-input symbol) for an unknown name.
    match LANGUAGE.id_for_node_kind(name, named) {
        0 => None,
        id => Some(SyntaxKind(id)),
    }
}

/// True for whitespace, comments, preprocessor directives and disabled text: tokens that carry
/// no syntax.
pub fn is_trivia(kind: SyntaxKind) -> bool {
    kind == WHITESPACE
        || kind == KINDS.comment
        || kind == PREPROCESSOR_DIRECTIVE
        || kind == DISABLED_TEXT
}

/// True for grammar kinds that are named nodes (identifiers, literals, declarations...), false
/// for anonymous tokens (punctuation, keywords) and synthetic kinds.
pub(crate) fn is_named(kind: SyntaxKind) -> bool {
    kind.0 < SYNTHETIC_BASE && LANGUAGE.node_kind_is_named(kind.0)
}

/// Grammar kinds that the crate itself looks at, resolved once by name.
pub(crate) struct Kinds {
    pub compilation_unit: SyntaxKind,
    pub comment: SyntaxKind,
    pub declaration_list: SyntaxKind,
    pub namespace_declaration: SyntaxKind,
    pub file_scoped_namespace_declaration: SyntaxKind,
    pub using_directive: SyntaxKind,
    pub extern_alias_directive: SyntaxKind,
    pub class_declaration: SyntaxKind,
    pub struct_declaration: SyntaxKind,
    pub record_declaration: SyntaxKind,
    pub interface_declaration: SyntaxKind,
    pub block: SyntaxKind,
    pub variable_declaration: SyntaxKind,
    pub identifier: SyntaxKind,
    pub l_brace: SyntaxKind,
    pub r_brace: SyntaxKind,
    pub l_paren: SyntaxKind,
    pub r_paren: SyntaxKind,
    pub r_bracket: SyntaxKind,
    pub semicolon: SyntaxKind,
    /// The zero-width `;` the grammar gives where one is missing at the end of a line.
    pub automatic_semicolon: SyntaxKind,
    pub comma: SyntaxKind,
}

pub(crate) static KINDS: LazyLock<Kinds> = LazyLock::new(|| {
    let named = |name| kind_from_name(name, true).unwrap_or_else(|| missing_kind(name));
    let anon = |name| kind_from_name(name, false).unwrap_or_else(|| missing_kind(name));
    Kinds {
        compilation_unit: named("compilation_unit"),
        comment: named("comment"),
        declaration_list: named("declaration_list"),
        namespace_declaration: named("namespace_declaration"),
        file_scoped_namespace_declaration: named("file_scoped_namespace_declaration"),
        using_directive: named("using_directive"),
        extern_alias_directive: named("extern_alias_directive"),
        class_declaration: named("class_declaration"),
        struct_declaration: named("struct_declaration"),
        record_declaration: named("record_declaration"),
        interface_declaration: named("interface_declaration"),
        block: named("block"),
        variable_declaration: named("variable_declaration"),
        identifier: named("identifier"),
        l_brace: anon("{"),
        r_brace: anon("}"),
        l_paren: anon("("),
        r_paren: anon(")"),
        r_bracket: anon("]"),
        semicolon: anon(";"),
        automatic_semicolon: named("automatic_semicolon"),
        comma: anon(","),
    }
});

/// A grammar upgrade that renames a kind we rely on is a programming error, caught by the
/// unit test below that resolves every kind.
#[cold]
fn missing_kind(name: &str) -> SyntaxKind {
    panic!("the C# grammar has no kind named {name:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_loads_and_abi_matches() {
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&LANGUAGE)
            .expect("tree-sitter core and the C# grammar ABI versions must match");
        assert!(parser.parse("class C {}", None).is_some());
    }

    #[test]
    fn synthetic_kinds_do_not_collide_with_grammar_kinds() {
        assert!(LANGUAGE.node_kind_count() < usize::from(SYNTHETIC_BASE));
        for kind in [
            WHITESPACE,
            SKIPPED,
            ERROR,
            MISSING,
            PREPROCESSOR_DIRECTIVE,
            DISABLED_TEXT,
        ] {
            assert_eq!(kind_from_name(kind_name(kind), true), Some(kind));
        }
    }

    #[test]
    fn names_round_trip() {
        let class = kind_from_name("class_declaration", true).unwrap();
        assert_eq!(kind_name(class), "class_declaration");
        let semicolon = kind_from_name(";", false).unwrap();
        assert_eq!(kind_name(semicolon), ";");
        assert_eq!(kind_from_name("no_such_kind", true), None);
        assert_eq!(kind_name(SyntaxKind(SYNTHETIC_BASE + 100)), "<unknown>");
        // Forces every well-known kind to resolve.
        assert_eq!(kind_name(KINDS.compilation_unit), "compilation_unit");
        assert!(is_trivia(WHITESPACE) && is_trivia(KINDS.comment) && !is_trivia(class));
        assert!(is_trivia(PREPROCESSOR_DIRECTIVE) && is_trivia(DISABLED_TEXT));
    }
}
