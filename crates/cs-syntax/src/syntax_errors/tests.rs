//! Tests of the syntax errors reported for parsed texts: ID, range and message per case.

use crate::{ParseOptions, parse_with};

/// The errors of a text, one per line: ID, range, the text in the range, message.
fn check(text: &str) -> String {
    check_with(text, &ParseOptions::default())
}

fn check_with(text: &str, options: &ParseOptions) -> String {
    let parse = parse_with(text, options);
    assert_eq!(parse.syntax().text().to_string(), text, "lossless");
    parse
        .errors()
        .iter()
        .map(|e| {
            format!(
                "{} {:?} {:?}: {}\n",
                e.id, e.range, &text[e.range], e.message
            )
        })
        .collect()
}

#[test]
fn valid_code_has_no_errors() {
    assert_eq!(check(include_str!("../../test_data/realistic.cs")), "");
    assert_eq!(
        check(include_str!("../../test_data/block_namespaces.cs")),
        ""
    );
    assert_eq!(check(""), "");
    assert_eq!(check("class C\r\n{\r\n    int x;\r\n}\r\n"), "");
    assert_eq!(check("class Café { int 变量 = 1; string s = \"😀\"; }"), "");
    assert_eq!(
        check("global using System;\nusing X;\nnamespace N;\nusing Y;\nclass C {}"),
        ""
    );
}

/// Hand-written reproductions of valid code from real repositories (see its README). A
/// first line `// symbols: A B` gives the preprocessor symbols to parse a file with.
#[test]
fn real_shapes_have_no_errors() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/real-shapes");
    let mut dirs = vec![root];
    let mut files = 0;
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "cs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let symbols = text
                    .lines()
                    .next()
                    .and_then(|line| line.strip_prefix("// symbols:"))
                    .map(str::split_whitespace);
                let options = ParseOptions::with_symbols(symbols.into_iter().flatten());
                assert_eq!(check_with(&text, &options), "", "{}", path.display());
                files += 1;
            }
        }
    }
    assert!(files >= 3, "{files} files");
}

#[test]
fn preprocessor_lines_alone_have_no_errors() {
    let text = "#define X\n#undef Y\n#pragma warning disable CS0168\n#nullable restore\n\
                    #region A\n#endregion\n#if DEBUG\n#error oops\n#warning hmm\n#elif TRACE\n\
                    #else\n#endif\n#line 200 \"x.cs\"\n#line default\n";
    assert_eq!(check(text), "");
    assert_eq!(
        check("class C {\n#region R\n#endregion\n#if X\n#endif\n}\n"),
        ""
    );
}

#[test]
fn missing_semicolon() {
    insta::assert_snapshot!(check("class C { void M() { int x = 1 } }"), @r#"CS1002 31..32 "}": ; expected"#);
    insta::assert_snapshot!(check("class C { int x }"), @r#"CS1002 16..17 "}": ; expected"#);
    insta::assert_snapshot!(check("using System"), @r#"CS1002 12..12 "": ; expected"#);
}

#[test]
fn missing_closing_brace() {
    insta::assert_snapshot!(check("class C { void M() { int x = 1;  }"), @r#"CS1513 34..34 "": } expected"#);
    insta::assert_snapshot!(check("namespace N { class C { void M() { } }"), @r#"CS1513 38..38 "": } expected"#);
}

#[test]
fn missing_closing_parenthesis() {
    insta::assert_snapshot!(check("class C { void M() { F(1; } }"), @r#"CS1026 24..25 ";": ) expected"#);
}

#[test]
fn other_missing_punctuation() {
    insta::assert_snapshot!(
        check("class C { void M() { var a = new int[1; } }"),
        @r#"CS1003 38..39 ";": Syntax error, ']' expected"#
    );
    insta::assert_snapshot!(
        check("class C { object d = new Dictionary<int, string(); }"),
        @r#"CS1003 47..48 "(": Syntax error, '>' expected"#
    );
    insta::assert_snapshot!(
        check("class C { void M() { F(1 2); } }"),
        @r#"CS1003 25..26 "2": Syntax error, ',' expected"#
    );
    insta::assert_snapshot!(
        check("class C { int M(int a int b) { } }"),
        @r#"CS1003 22..25 "int": Syntax error, ',' expected"#
    );
}

#[test]
fn identifier_expected() {
    insta::assert_snapshot!(check("class C { void M() { int = 3; } }"), @r#"CS1001 25..26 "=": Identifier expected"#);
    insta::assert_snapshot!(check("class C { void M() { x = a.; } }"), @r#"CS1001 27..28 ";": Identifier expected"#);
    insta::assert_snapshot!(check("class { }"), @r#"CS1001 6..7 "{": Identifier expected"#);
}

#[test]
fn end_of_file_expected() {
    insta::assert_snapshot!(
        check("class C { } }"),
        @r#"CS1022 12..13 "}": Type or namespace definition, or end-of-file expected"#
    );
    insta::assert_snapshot!(
        check("namespace N { } }"),
        @r#"CS1022 16..17 "}": Type or namespace definition, or end-of-file expected"#
    );
}

#[test]
fn invalid_member_token() {
    insta::assert_snapshot!(
        check("class C { 123 }"),
        @r#"CS1519 10..13 "123": Invalid token '123' in class, record, struct, or interface member declaration"#
    );
    insta::assert_snapshot!(
        check("record R { ) }"),
        @r#"CS1519 11..12 ")": Invalid token ')' in class, record, struct, or interface member declaration"#
    );
}

#[test]
fn invalid_expression_term() {
    insta::assert_snapshot!(
        check("class C { void M() { var x = ; } }"),
        @r#"CS1525 29..30 ";": Invalid expression term ';'"#
    );
    insta::assert_snapshot!(
        check("class C { void M() { x = 1 + ; } }"),
        @r#"CS1525 29..30 ";": Invalid expression term ';'"#
    );
    insta::assert_snapshot!(
        check("class C { void M() { return } }"),
        @r#"CS1525 28..29 "}": Invalid expression term '}'"#
    );
}

#[test]
fn using_after_members() {
    insta::assert_snapshot!(
        check("using System;\nclass A {}\nusing System.Linq;"),
        @r#"CS1529 25..43 "using System.Linq;": A using clause must precede all other elements defined in the namespace except extern alias declarations"#
    );
    insta::assert_snapshot!(
        check("namespace N { class A {} using System; }"),
        @r#"CS1529 25..38 "using System;": A using clause must precede all other elements defined in the namespace except extern alias declarations"#
    );
    insta::assert_snapshot!(
        check("extern alias X;\nusing System;\n[assembly: A]\nusing Y;"),
        @r#"CS1529 44..52 "using Y;": A using clause must precede all other elements defined in the namespace except extern alias declarations"#
    );
}

#[test]
fn misplaced_or_misspelt_allows_is_still_an_error() {
    // Not last in the clause: the compiler rejects it too.
    assert_ne!(
        check("class C { void M<T>() where T : allows ref struct, new() { } }"),
        ""
    );
    assert_ne!(
        check("class C { void M<T>() where T : allow ref struct { } }"),
        ""
    );
    assert_ne!(
        check("class C { void M<T>() where T : allows ref class { } }"),
        ""
    );
}

/// A `)` missing before the block of an `if` or `while`: Roslyn reports it on the `{`
/// (27..28), though tree-sitter reads `{ }` as an initializer of the condition.
#[test]
fn a_paren_missing_before_a_block() {
    insta::assert_snapshot!(check("class C { void M() { if (x { } } }"), @r#"CS1026 27..28 "{": ) expected"#);
}

#[test]
fn unclassified_errors_fall_back() {
    insta::assert_snapshot!(
        check("class C { void M() { x++ y++; } }"),
        @r#"CSW0001 25..26 "y": Syntax error: unexpected 'y'"#
    );
}

#[test]
fn errors_are_sorted_and_one_per_error_node() {
    insta::assert_snapshot!(check("class C { void M() { F(1; int x = 1 } } }"), @r#"
        CS1026 24..25 ";": ) expected
        CS1002 36..37 "}": ; expected
        "#);
}
