//! Tests of the preprocessor through whole parses: line marks, errors and warnings.

use super::*;
use crate::kinds::{ERROR, SKIPPED};
use crate::{ParseOptions, SyntaxNode, parse_with};

/// The text parsed with `symbols`, one line each, marked `#` for a directive line, `-` for
/// an inactive one and `|` for code; then errors (`error`) and warnings (`warning`) with the
/// text they cover. Checks that the tree is lossless and that directive and inactive text
/// are never inside an error node.
fn check(text: &str, symbols: &[&str]) -> String {
    let parse = parse_with(text, &ParseOptions::with_symbols(symbols.iter().copied()));
    let root = parse.syntax();
    assert_eq!(root.text().to_string(), text, "lossless");
    for token in root
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
    {
        if token.kind() == PREPROCESSOR_DIRECTIVE || token.kind() == DISABLED_TEXT {
            assert!(
                !token.parent_ancestors().any(|n| n.kind() == ERROR),
                "{token:?}"
            );
        }
    }
    let inactive: Vec<TextRange> = tokens_of(&root, DISABLED_TEXT);
    assert_eq!(parse.inactive_ranges(), inactive);
    let directives = tokens_of(&root, PREPROCESSOR_DIRECTIVE);
    let mut out = String::new();
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let content = line.trim_end_matches(['\r', '\n']);
        let at = TextSize::new(start as u32);
        let end = TextSize::new((start + content.len()) as u32);
        let mark = if directives.iter().any(|r| r.start() >= at && r.end() <= end) {
            '#'
        } else if inactive.iter().any(|r| r.contains(at)) {
            '-'
        } else {
            '|'
        };
        out += &format!("{mark} {content}\n");
        start += line.len();
    }
    for (what, list) in [("error", parse.errors()), ("warning", parse.warnings())] {
        for e in list {
            let covered = &text[e.range];
            out += &format!("{what} {} {:?} {covered:?}: {}\n", e.id, e.range, e.message);
        }
    }
    out
}

fn tokens_of(root: &SyntaxNode, kind: SyntaxKind) -> Vec<TextRange> {
    root.descendants_with_tokens()
        .filter(|e| e.kind() == kind)
        .map(|e| e.text_range())
        .collect()
}

const SPLIT_SIGNATURE: &str = "\
class C
{
#if NET8_0
    public void M(ReadOnlySpan<char> text,
#else
    public void M(string text, int start,
#endif
        int count)
    {
    }
}
";

#[test]
fn a_signature_split_across_branches() {
    insta::assert_snapshot!(check(SPLIT_SIGNATURE, &["NET8_0"]), @"
    | class C
    | {
    # #if NET8_0
    |     public void M(ReadOnlySpan<char> text,
    # #else
    -     public void M(string text, int start,
    # #endif
    |         int count)
    |     {
    |     }
    | }
    ");
    insta::assert_snapshot!(check(SPLIT_SIGNATURE, &[]), @"
    | class C
    | {
    # #if NET8_0
    -     public void M(ReadOnlySpan<char> text,
    # #else
    |     public void M(string text, int start,
    # #endif
    |         int count)
    |     {
    |     }
    | }
    ");
}

#[test]
fn tree_shape() {
    let text = "class C {\n  #if A // a\n  int x;\n#else\n  int y\n#endif\n}\n";
    let parse = parse_with(text, &ParseOptions::with_symbols(["A"]));
    let tokens: Vec<String> = parse
        .syntax()
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .map(|t| format!("{} {:?}", crate::kind_name(t.kind()), t.text()))
        .collect();
    insta::assert_snapshot!(tokens.join("\n"), @r##"
    class "class"
    WHITESPACE " "
    identifier "C"
    WHITESPACE " "
    { "{"
    WHITESPACE "\n  "
    PREPROCESSOR_DIRECTIVE "#if A // a"
    WHITESPACE "\n  "
    predefined_type "int"
    WHITESPACE " "
    identifier "x"
    ; ";"
    WHITESPACE "\n"
    PREPROCESSOR_DIRECTIVE "#else"
    WHITESPACE "\n"
    DISABLED_TEXT "  int y\n"
    PREPROCESSOR_DIRECTIVE "#endif"
    WHITESPACE "\n"
    } "}"
    WHITESPACE "\n"
    "##);
    assert!(parse.errors().is_empty());
}

#[test]
fn nested_conditions() {
    let text = "\
#if A
class A { }
#if B
class AB { }
#else
class ANotB { }
#endif
#else
class NotA { }
#if B
class NotAB { }
#endif
#endif
";
    insta::assert_snapshot!(check(text, &["A"]), @"
    # #if A
    | class A { }
    # #if B
    - class AB { }
    # #else
    | class ANotB { }
    # #endif
    # #else
    - class NotA { }
    # #if B
    - class NotAB { }
    # #endif
    # #endif
    ");
    insta::assert_snapshot!(check(text, &["B"]), @"
    # #if A
    - class A { }
    # #if B
    - class AB { }
    # #else
    - class ANotB { }
    # #endif
    # #else
    | class NotA { }
    # #if B
    | class NotAB { }
    # #endif
    # #endif
    ");
}

#[test]
fn elif_chains_take_the_first_true_branch() {
    let text = "\
#if NET9_0_OR_GREATER
class Nine { }
#elif NET8_0_OR_GREATER
class Eight { }
#elif NETSTANDARD2_0 || NET8_0_OR_GREATER
class Standard { }
#else
class Other { }
#endif
";
    insta::assert_snapshot!(check(text, &["NET8_0_OR_GREATER"]), @"
    # #if NET9_0_OR_GREATER
    - class Nine { }
    # #elif NET8_0_OR_GREATER
    | class Eight { }
    # #elif NETSTANDARD2_0 || NET8_0_OR_GREATER
    - class Standard { }
    # #else
    - class Other { }
    # #endif
    ");
    insta::assert_snapshot!(check(text, &[]), @"
    # #if NET9_0_OR_GREATER
    - class Nine { }
    # #elif NET8_0_OR_GREATER
    - class Eight { }
    # #elif NETSTANDARD2_0 || NET8_0_OR_GREATER
    - class Standard { }
    # #else
    | class Other { }
    # #endif
    ");
}

#[test]
fn defines_at_the_top_are_used() {
    let text = "\
// header comment
#define FAST
#undef DEBUG
using System;
#if FAST && !DEBUG
class Fast { }
#endif
";
    insta::assert_snapshot!(check(text, &["DEBUG"]), @"
    | // header comment
    # #define FAST
    # #undef DEBUG
    | using System;
    # #if FAST && !DEBUG
    | class Fast { }
    # #endif
    ");
}

#[test]
fn operators_and_grouping() {
    let text = "\
#if !NET8_0 && (DEBUG || X)
class Old { }
#endif
";
    insta::assert_snapshot!(check(text, &["X"]), @"
    # #if !NET8_0 && (DEBUG || X)
    | class Old { }
    # #endif
    ");
    insta::assert_snapshot!(check(text, &["NET8_0", "X"]), @"
    # #if !NET8_0 && (DEBUG || X)
    - class Old { }
    # #endif
    ");
}

#[test]
fn regions_inside_conditions() {
    let text = "\
class C
{
#if DEBUG
    #region Diagnostics
    void Dump() { }
    #endregion
#else
    #region Nothing
    #endregion
#endif
}
";
    insta::assert_snapshot!(check(text, &[]), @"
    | class C
    | {
    # #if DEBUG
    #     #region Diagnostics
    -     void Dump() { }
    #     #endregion
    # #else
    #     #region Nothing
    #     #endregion
    # #endif
    | }
    ");
}

#[test]
fn trailing_comments_on_directives() {
    let text = "\
#if NET // modern
class A { }
#else   // legacy
class B {
#endif // NET
";
    insta::assert_snapshot!(check(text, &["NET"]), @"
    # #if NET // modern
    | class A { }
    # #else   // legacy
    - class B {
    # #endif // NET
    ");
}

#[test]
fn hash_lines_inside_strings_and_comments_are_not_directives() {
    let text = "\
class C
{
    string a = @\"
#if NOT_A_DIRECTIVE
\";
    string b = \"\"\"
        #endif
        \"\"\";
    /*
    #error not an error
    */
    string c = $\"\"\"
        {c}
#region not a region
\"\"\";
}
";
    insta::assert_snapshot!(check(text, &[]), @r#"
    | class C
    | {
    |     string a = @"
    | #if NOT_A_DIRECTIVE
    | ";
    |     string b = """
    |         #endif
    |         """;
    |     /*
    |     #error not an error
    |     */
    |     string c = $"""
    |         {c}
    | #region not a region
    | """;
    | }
    "#);
}

#[test]
fn crlf_line_breaks_are_kept() {
    let text = "class C\r\n{\r\n#if A\r\n    int a;\r\n#else\r\n    int b\r\n#endif\r\n}\r\n";
    insta::assert_snapshot!(check(text, &["A"]), @"
    | class C
    | {
    # #if A
    |     int a;
    # #else
    -     int b
    # #endif
    | }
    ");
    let parse = parse_with(text, &ParseOptions::default());
    assert_eq!(
        parse.inactive_ranges(),
        [TextRange::new(19.into(), 31.into())]
    );
    assert_eq!(&text[parse.inactive_ranges()[0]], "    int a;\r\n");
}

#[test]
fn unterminated_if_and_region() {
    insta::assert_snapshot!(check("class C { }\n#if A\nclass D { }\n", &[]), @r#"
    | class C { }
    # #if A
    - class D { }
    error CS1027 30..30 "": #endif directive expected
    "#);
    insta::assert_snapshot!(check("#region R\nclass C { }\n", &[]), @r#"
    # #region R
    | class C { }
    error CS1038 22..22 "": #endregion directive expected
    "#);
    // Only the innermost open directive is reported.
    insta::assert_snapshot!(check("#region R\n#if A\n", &[]), @r#"
    # #region R
    # #if A
    error CS1027 16..16 "": #endif directive expected
    "#);
}

#[test]
fn unexpected_directives() {
    insta::assert_snapshot!(check("class C { }\n#endif\n#else\n#elif A\n#endregion\n", &[]), @r##"
    | class C { }
    # #endif
    # #else
    # #elif A
    # #endregion
    error CS1028 12..18 "#endif": Unexpected preprocessor directive
    error CS1028 19..24 "#else": Unexpected preprocessor directive
    error CS1028 25..30 "#elif": Unexpected preprocessor directive
    error CS1028 33..43 "#endregion": Unexpected preprocessor directive
    "##);
    insta::assert_snapshot!(check("#if A\n#else\n#else\n#elif B\n#endregion\n#endif\n", &[]), @r##"
    # #if A
    # #else
    # #else
    # #elif B
    # #endregion
    # #endif
    error CS1027 12..17 "#else": #endif directive expected
    error CS1027 18..23 "#elif": #endif directive expected
    error CS1027 26..36 "#endregion": #endif directive expected
    "##);
    insta::assert_snapshot!(check("#region R\n#if A\n#endregion\n#endif\n#endif\n#endregion\n", &[]), @r##"
    # #region R
    # #if A
    # #endregion
    # #endif
    # #endif
    # #endregion
    error CS1027 16..26 "#endregion": #endif directive expected
    error CS1038 34..40 "#endif": #endregion directive expected
    "##);
}

#[test]
fn invalid_expressions() {
    insta::assert_snapshot!(check("#if\n#elif A ||\n#elif (B\n#elif A B\n#endif\n", &[]), @r#"
    # #if
    # #elif A ||
    # #elif (B
    # #elif A B
    # #endif
    error CS1517 3..3 "": Invalid preprocessor expression
    error CS1517 14..14 "": Invalid preprocessor expression
    error CS1026 23..23 "": ) expected
    error CS1025 32..33 "B": Single-line comment or end-of-line expected
    "#);
    // Checked in inactive code too, as by the compiler.
    insta::assert_snapshot!(check("#if false\n#if &&\n#endif\n#endif\n", &[]), @r#"
    # #if false
    # #if &&
    # #endif
    # #endif
    error CS1517 14..16 "&&": Invalid preprocessor expression
    error CS1517 16..16 "": Invalid preprocessor expression
    "#);
}

#[test]
fn unknown_directives() {
    insta::assert_snapshot!(check("#ifdef A\n#endif\n# \n#include <x>\n", &[]), @r##"
    # #ifdef A
    # #endif
    # # 
    # #include <x>
    error CS1024 1..6 "ifdef": Preprocessor directive expected
    error CS1028 9..15 "#endif": Unexpected preprocessor directive
    error CS1024 16..17 "#": Preprocessor directive expected
    error CS1024 20..27 "include": Preprocessor directive expected
    "##);
    insta::assert_snapshot!(check("#!/usr/bin/env dotnet\n#:package A@1\nclass C { }\n", &[]), @"
    # #!/usr/bin/env dotnet
    # #:package A@1
    | class C { }
    ");
}

#[test]
fn error_and_warning_directives_in_active_code_only() {
    let text = "\
#if NET
#error Not supported on .NET
#warning Slow on .NET
#else
#error Not supported elsewhere
#warning Slow elsewhere
#endif
";
    insta::assert_snapshot!(check(text, &["NET"]), @r#"
    # #if NET
    # #error Not supported on .NET
    # #warning Slow on .NET
    # #else
    # #error Not supported elsewhere
    # #warning Slow elsewhere
    # #endif
    error CS1029 15..36 "Not supported on .NET": #error: 'Not supported on .NET'
    warning CS1030 46..58 "Slow on .NET": #warning: 'Slow on .NET'
    "#);
}

#[test]
fn defines_after_the_first_token() {
    let text = "\
/* a comment is not a token */
#define A
using System;
#define B
#undef A
#if false
#define C
#endif
#if A || !B
#error B only
#endif
";
    insta::assert_snapshot!(check(text, &[]), @r#"
    | /* a comment is not a token */
    # #define A
    | using System;
    # #define B
    # #undef A
    # #if false
    # #define C
    # #endif
    # #if A || !B
    # #error B only
    # #endif
    error CS1032 56..62 "define": Cannot define/undefine preprocessor symbols after first token in file
    error CS1032 66..71 "undef": Cannot define/undefine preprocessor symbols after first token in file
    "#);
    insta::assert_snapshot!(check("#define\n#define 1\n#undef A B\n", &[]), @r#"
    # #define
    # #define 1
    # #undef A B
    error CS1001 7..7 "": Identifier expected
    error CS1001 16..17 "1": Identifier expected
    error CS1025 27..28 "B": Single-line comment or end-of-line expected
    "#);
}

#[test]
fn inactive_code_is_never_parsed() {
    let text = "\
namespace N
{
#if NEVER
    this is not C# {{{ \"unterminated
    /* an unterminated comment does not hide directives in inactive code
#elif ALSO_NEVER
    ))))
    #endif
    class C { }
}
";
    insta::assert_snapshot!(check(text, &[]), @r#"
    | namespace N
    | {
    # #if NEVER
    -     this is not C# {{{ "unterminated
    -     /* an unterminated comment does not hide directives in inactive code
    # #elif ALSO_NEVER
    -     ))))
    #     #endif
    |     class C { }
    | }
    "#);
}

#[test]
fn text_without_directives_is_not_copied() {
    for text in [
        "class C { string s = \"#if\"; }",
        "class C { } // #if A\n",
        "",
        "x # y",
    ] {
        assert!(!may_have_directives(text), "{text:?}");
        let pre = preprocess(text, &[]);
        assert!(pre.blanked.is_none() && pre.regions.is_empty());
    }
    assert!(may_have_directives("  \t#if A"));
    assert!(may_have_directives("class C { }\r#endif"));
    // A candidate that is not a directive: scanned, still not copied.
    let pre = preprocess("var s = @\"\n#if A\n\";", &[]);
    assert!(pre.blanked.is_none() && pre.regions.is_empty());
}

#[test]
fn blanked_text_keeps_offsets() {
    let text = "#if A\r\nclass Ä { }\r\n#endif\u{2028}class B { }";
    let pre = preprocess(text, &[]);
    let blanked = pre.blanked.unwrap();
    assert_eq!(blanked.len(), text.len());
    assert_eq!(
        blanked,
        "     \r\n            \r\n      \u{2028}class B { }"
    );
    let kinds: Vec<_> = pre.regions.iter().map(|r| r.kind).collect();
    assert_eq!(
        kinds,
        [
            PREPROCESSOR_DIRECTIVE,
            DISABLED_TEXT,
            PREPROCESSOR_DIRECTIVE
        ]
    );
    // tree-sitter-c-sharp does not take U+2028 for whitespace; the compiler does.
    let text = text.replace('\u{2028}', "\n");
    let parse = parse_with(&text, &ParseOptions::default());
    assert!(parse.errors().is_empty(), "{:?}", parse.errors());
    assert!(
        !parse
            .syntax()
            .descendants_with_tokens()
            .any(|e| e.kind() == SKIPPED)
    );
}
