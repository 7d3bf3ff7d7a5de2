//! Parsing C# with our tree-sitter grammar (tree-sitter-csharp14) and converting the result into a lossless rowan tree.

use std::cell::RefCell;
use std::sync::Arc;

use rowan::{GreenNode, SyntaxKind, TextRange, TextSize};

use crate::kinds::LANGUAGE;
use crate::{green, pattern_operands, preprocessor, syntax_errors};

/// rowan language tag for C#; node kinds are the grammar's kind ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CSharpLanguage {}

impl rowan::Language for CSharpLanguage {
    type Kind = rowan::SyntaxKind;
    fn kind_from_raw(raw: rowan::SyntaxKind) -> Self::Kind {
        raw
    }
    fn kind_to_raw(kind: Self::Kind) -> rowan::SyntaxKind {
        kind
    }
}

pub type SyntaxNode = rowan::SyntaxNode<CSharpLanguage>;
pub type SyntaxToken = rowan::SyntaxToken<CSharpLanguage>;
pub type SyntaxElement = rowan::SyntaxElement<CSharpLanguage>;

/// A syntax error with the compiler's ID where the shape is recognised (e.g. `CS1002`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SyntaxError {
    pub id: String,
    pub message: String,
    /// UTF-8 byte range in the parsed text.
    pub range: TextRange,
}

/// The result of parsing one text: a lossless tree, its syntax errors and warnings, and where
/// the preprocessor found inactive code. Cheap to clone, comparable (so salsa can backdate),
/// `Send + Sync`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parse {
    green: GreenNode,
    errors: Arc<[SyntaxError]>,
    warnings: Arc<[SyntaxError]>,
    missing: Arc<[Missing]>,
    inactive: Arc<[TextRange]>,
}

/// A token the parser expected and did not find; the tree holds a zero-width
/// [`crate::MISSING`] token at `offset` in its place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Missing {
    pub offset: TextSize,
    /// The grammar kind that was expected, e.g. `;` or `identifier` (see [`crate::kind_name`]).
    pub kind: SyntaxKind,
}

/// What a parse depends on besides the text.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ParseOptions {
    /// The preprocessor symbols defined for the file (`DEBUG`, `TRACE`, `NET8_0`...): the
    /// project's `DefineConstants` and its target framework's symbols. Undefined symbols are
    /// false in `#if`; `#define` and `#undef` in the file override these.
    pub symbols: Arc<[String]>,
}

impl ParseOptions {
    /// Options with these preprocessor symbols defined.
    pub fn with_symbols<S: Into<String>>(symbols: impl IntoIterator<Item = S>) -> Self {
        ParseOptions {
            symbols: symbols.into_iter().map(Into::into).collect(),
        }
    }
}

impl Parse {
    pub fn syntax(&self) -> SyntaxNode {
        SyntaxNode::new_root(self.green.clone())
    }
    pub fn green(&self) -> &GreenNode {
        &self.green
    }
    /// Errors, sorted by position: the syntax errors of the active code and the preprocessor's
    /// errors (including `#error`).
    pub fn errors(&self) -> &[SyntaxError] {
        &self.errors
    }
    /// Warnings, sorted by position: `#warning` directives in active code (CS1030).
    pub fn warnings(&self) -> &[SyntaxError] {
        &self.warnings
    }
    /// The missing tokens, in text order.
    pub fn missing(&self) -> &[Missing] {
        &self.missing
    }
    /// The ranges of inactive code (lines of `#if` branches not taken, line breaks included),
    /// in text order; each is one [`crate::DISABLED_TEXT`] token in the tree. The directive
    /// lines between them are [`crate::PREPROCESSOR_DIRECTIVE`] tokens and are not included.
    pub fn inactive_ranges(&self) -> &[TextRange] {
        &self.inactive
    }
}

/// Parses a whole compilation unit with no preprocessor symbols defined.
pub fn parse(text: &str) -> Parse {
    parse_with(text, &ParseOptions::default())
}

/// Parses a whole compilation unit: the preprocessor runs first, and only active code is
/// parsed; directive lines and inactive code are trivia in the tree.
pub fn parse_with(text: &str, options: &ParseOptions) -> Parse {
    parse_cancellable_with(text, options, &mut || false)
}

/// [`parse_cancellable_with`] with no preprocessor symbols defined.
pub fn parse_cancellable(text: &str, stop: &mut dyn FnMut() -> bool) -> Parse {
    parse_cancellable_with(text, &ParseOptions::default(), stop)
}

/// Parses a whole compilation unit; `stop` is polled now and then during parsing and stops it
/// when it returns true (e.g. on a timeout). A stopped parse, or any text tree-sitter gives no
/// tree for, yields a tree with one `ERROR` node holding the whole text and the error `CSW0002`.
pub fn parse_cancellable_with(
    text: &str,
    options: &ParseOptions,
    stop: &mut dyn FnMut() -> bool,
) -> Parse {
    let pre = preprocessor::preprocess(text, &options.symbols);
    let parsed = pre.blanked.as_deref().unwrap_or(text);
    let Some(tree) = tree_sitter_parse(parsed, stop) else {
        let error = SyntaxError {
            id: "CSW0002".to_owned(),
            message: "The parser stopped before the end; the file is not analysed".to_owned(),
            range: TextRange::up_to(TextSize::of(text)),
        };
        return Parse {
            green: green::unparsed(text),
            errors: Arc::new([error]),
            warnings: Arc::new([]),
            missing: Arc::new([]),
            inactive: Arc::new([]),
        };
    };
    let green::Built {
        green,
        missing,
        too_deep,
    } = green::build(text, &tree, &pre.regions);
    let green = pattern_operands::repair(green);
    let mut errors =
        syntax_errors::collect(&SyntaxNode::new_root(green.clone()), &missing, &too_deep);
    errors.extend(pre.errors);
    syntax_errors::sort(&mut errors);
    Parse {
        green,
        errors: errors.into(),
        warnings: pre.warnings.into(),
        missing: missing.into_iter().map(|site| site.missing).collect(),
        inactive: pre.inactive.into(),
    }
}

thread_local! {
    /// A parser per thread: creating one allocates, and files are parsed by the thousand.
    static PARSER: RefCell<Option<tree_sitter::Parser>> = const { RefCell::new(None) };
}

fn tree_sitter_parse(text: &str, stop: &mut dyn FnMut() -> bool) -> Option<tree_sitter::Tree> {
    // Offsets are u32 in rowan and tree-sitter alike.
    if u32::try_from(text.len()).is_err() {
        return None;
    }
    PARSER.with(|cell| {
        // The parser is borrowed already only if `stop` itself parses on this thread: use a
        // fresh parser then rather than panic.
        let mut fresh = None;
        let mut borrowed = cell.try_borrow_mut().ok();
        let slot = match borrowed.as_deref_mut() {
            Some(slot) => slot,
            None => &mut fresh,
        };
        let parser = match slot {
            Some(parser) => parser,
            None => {
                let mut parser = tree_sitter::Parser::new();
                parser.set_language(&LANGUAGE).ok()?;
                slot.insert(parser)
            }
        };
        let bytes = text.as_bytes();
        let mut read = |offset: usize, _| bytes.get(offset..).unwrap_or_default();
        let mut progress = |_: &tree_sitter::ParseState| stop();
        let options = tree_sitter::ParseOptions::new().progress_callback(&mut progress);
        let tree = parser.parse_with_options(&mut read, None, Some(options));
        if tree.is_none() {
            // A stopped parse is resumed by the next call unless the parser is reset.
            parser.reset();
        }
        tree
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kinds::{ERROR, KINDS, MISSING, SKIPPED, WHITESPACE, kind_name};

    const _: () = {
        const fn assert_send_sync_eq<T: Send + Sync + Eq>() {}
        assert_send_sync_eq::<Parse>();
    };

    const REALISTIC: &str = include_str!("../test_data/realistic.cs");

    fn assert_round_trips(text: &str) -> Parse {
        let parse = parse(text);
        assert_eq!(parse.syntax().text().to_string(), text);
        assert_eq!(parse.syntax().kind(), KINDS.compilation_unit);
        assert_eq!(
            parse.syntax().text_range(),
            TextRange::up_to(TextSize::of(text))
        );
        parse
    }

    /// The tree as indented `kind range "text"` lines, trivia included.
    fn dump(parse: &Parse) -> String {
        let mut out = String::new();
        for event in parse.syntax().preorder_with_tokens() {
            let rowan::WalkEvent::Enter(element) = event else {
                continue;
            };
            let depth = match &element {
                rowan::NodeOrToken::Node(node) => node.ancestors().count() - 1,
                rowan::NodeOrToken::Token(token) => token.parent_ancestors().count(),
            };
            let text = element
                .as_token()
                .map(|t| format!(" {:?}", t.text()))
                .unwrap_or_default();
            let kind = kind_name(element.kind());
            out += &format!(
                "{}{kind} {:?}{text}\n",
                "  ".repeat(depth),
                element.text_range()
            );
        }
        out
    }

    #[test]
    fn round_trips() {
        for text in [
            "",
            " ",
            "\n\n",
            "// only a comment",
            "  class C { }  \n",
            "class C\r\n{\r\n    int x; // trailing\r\n}\r\n",
            "class Café { int 变量 = 1; string s = \"😀\"; }",
            "\u{feff}class C {}",
            "class C { void M() { int x = 1 } }",
            "} ) ] @@@ \"unterminated",
            "#if DEBUG\nclass A {}\n#else\nclass B {}\n#endif\n",
            "class C { string s = $\"\"\"\n  {x} \"\"\"; }",
            "\0\u{1}\u{7f}",
            "x\u{a0}y\u{2028}z",
            REALISTIC,
            include_str!("../test_data/block_namespaces.cs"),
        ] {
            assert_round_trips(text);
        }
    }

    #[test]
    fn tree_shape_with_trivia_and_leading_text() {
        let parse = assert_round_trips(" class C { } // c\n");
        insta::assert_snapshot!(dump(&parse), @r#"
        compilation_unit 0..18
          WHITESPACE 0..1 " "
          class_declaration 1..12
            class 1..6 "class"
            WHITESPACE 6..7 " "
            identifier 7..8 "C"
            WHITESPACE 8..9 " "
            declaration_list 9..12
              { 9..10 "{"
              WHITESPACE 10..11 " "
              } 11..12 "}"
          WHITESPACE 12..13 " "
          comment 13..17 "// c"
          WHITESPACE 17..18 "\n"
        "#);
    }

    #[test]
    fn error_and_missing_shapes() {
        let parse = assert_round_trips("class C { 1 void M() { F(1; } }");
        let error = parse
            .syntax()
            .descendants()
            .find(|n| n.kind() == ERROR)
            .unwrap();
        assert_eq!(error.text(), "1");
        let missing: Vec<_> = parse
            .syntax()
            .descendants_with_tokens()
            .filter(|e| e.kind() == MISSING)
            .map(|e| e.text_range())
            .collect();
        assert_eq!(missing, [TextRange::empty(26.into())]);
        assert_eq!(parse.missing().len(), 1);
        assert_eq!(parse.missing()[0].offset, TextSize::from(26));
        assert_eq!(kind_name(parse.missing()[0].kind), ")");
    }

    #[test]
    fn skipped_text_is_kept_as_tokens() {
        let parse = assert_round_trips("class C { int M(int a int b) { } }");
        let kinds: Vec<_> = parse
            .syntax()
            .descendants()
            .find(|n| n.kind() == ERROR)
            .unwrap()
            .children_with_tokens()
            .map(|e| (kind_name(e.kind()), e.to_string()))
            .collect();
        assert_eq!(
            kinds,
            [
                ("SKIPPED", "int".into()),
                ("WHITESPACE", " ".into()),
                ("SKIPPED", "b".into())
            ]
        );
        assert!(is_kind_used(SKIPPED) && is_kind_used(WHITESPACE));
    }

    fn is_kind_used(kind: SyntaxKind) -> bool {
        crate::kind_name(kind) != "<unknown>"
    }

    #[test]
    fn contextual_keywords_used_as_names_are_identifier_tokens() {
        let parse =
            parse("class C { bool M(Type type, int from) => type.IsValueType && from > 0; }");
        let names: Vec<_> = parse
            .syntax()
            .descendants_with_tokens()
            .filter_map(|e| e.into_token())
            .filter(|t| t.kind() == KINDS.identifier)
            .map(|t| t.text().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "C",
                "M",
                "Type",
                "type",
                "from",
                "type",
                "IsValueType",
                "from"
            ]
        );
        assert!(
            parse
                .syntax()
                .descendants()
                .all(|n| n.kind() != KINDS.identifier),
            "no identifier node wraps a keyword token"
        );
    }

    #[test]
    fn tokens_are_shared() {
        let parse = parse("class C { int a; int b; }");
        let semicolons: Vec<_> = parse
            .syntax()
            .descendants_with_tokens()
            .filter_map(|e| e.into_token())
            .filter(|t| t.kind() == KINDS.semicolon)
            .collect();
        assert_eq!(semicolons.len(), 2);
        assert!(std::ptr::eq(semicolons[0].green(), semicolons[1].green()));
    }

    #[test]
    fn deep_nesting_is_flattened_not_overflowed() {
        let depth = 20_000;
        let text = format!(
            "class C {{ void M() {{ var x = {}1{}; {}{} }} }}",
            "(".repeat(depth),
            ")".repeat(depth),
            "{".repeat(depth),
            "}".repeat(depth)
        );
        let parse = assert_round_trips(&text);
        let deepest = parse
            .syntax()
            .descendants()
            .map(|n| n.ancestors().count())
            .max();
        assert!(deepest <= Some(green::MAX_DEPTH + 1), "{deepest:?}");
        let ids: Vec<_> = parse.errors().iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["CS8078", "CS8078"]);
        // Comparing and dropping trees recurses in rowan: it must stay shallow enough.
        assert_eq!(parse, super::parse(&text));
    }

    #[test]
    fn a_stopped_parse_keeps_the_text_in_one_error_node() {
        let text = "class C { void M() { } }\n".repeat(100);
        let parse = parse_cancellable(&text, &mut || true);
        assert_eq!(parse.syntax().text().to_string(), text);
        let error = parse.syntax().first_child().unwrap();
        assert_eq!(error.kind(), ERROR);
        assert_eq!(error.text_range(), parse.syntax().text_range());
        let ids: Vec<_> = parse.errors().iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["CSW0002"]);
        // The parser of this thread is usable again afterwards.
        assert!(super::parse(&text).errors().is_empty());
        assert_eq!(parse_cancellable("", &mut || true).syntax().text(), "");
    }

    #[test]
    fn options_select_the_active_code() {
        let text = "#if A\nclass A { }\n#else\nclass B {\n#endif\n";
        let with_a = ParseOptions::with_symbols(["A"]);
        assert_eq!(with_a, ParseOptions::with_symbols(vec!["A".to_owned()]));
        assert_ne!(with_a, ParseOptions::default());
        assert!(parse_with(text, &with_a).errors().is_empty());
        let ids: Vec<_> = parse(text).errors().iter().map(|e| e.id.clone()).collect();
        assert_eq!(ids, ["CS1513"]);
        assert_eq!(parse(text).inactive_ranges().len(), 1);
        // The preprocessor runs before a stoppable parse too.
        let stopped = parse_cancellable_with(text, &with_a, &mut || true);
        assert_eq!(stopped.syntax().text().to_string(), text);
        let unstopped = parse_cancellable_with(text, &with_a, &mut || false);
        assert_eq!(unstopped, parse_with(text, &with_a));
    }

    #[test]
    fn parses_on_many_threads() {
        let handles: Vec<_> = (0..4)
            .map(|i| std::thread::spawn(move || parse(&format!("class C{i} {{}}"))))
            .collect();
        for handle in handles {
            assert!(handle.join().unwrap().errors().is_empty());
        }
    }
}
