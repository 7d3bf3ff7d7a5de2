use super::*;
use crate::text_edit::apply_edits;

fn format_with(text: &str, options: &FormatOptions, range: Option<TextRange>) -> String {
    let parse = cs_syntax::parse(text);
    let edits = format_text(&parse.syntax(), text, options, range);
    for pair in edits.windows(2) {
        assert!(
            pair[0].range.end() < pair[1].range.start(),
            "sorted, disjoint, merged"
        );
    }
    apply_edits(text, &edits)
}

fn format(text: &str) -> String {
    format_with(text, &FormatOptions::default(), None)
}

/// Shows line breaks and tabs.
fn visible(text: &str) -> String {
    text.replace('\t', "→").replace('\r', "␍")
}

#[test]
fn reindents_by_nesting() {
    let text = "namespace N {\nusing X;\n  class C {\n        int P { get;\n  set; }\n void M() {\nif (a)\n{\nx();\n}\n  else\n  y();\nswitch (k) {\ncase 1:\ncase 2:\nbreak;\ndefault:\n{\nreturn;\n}\n}\n   var o = new C\n   {\nP = 1,\n};\n}\n}\n}\n";
    insta::assert_snapshot!(format(text), @r"
    namespace N {
        using X;
        class C {
            int P { get;
                set; }
            void M() {
                if (a)
                {
                    x();
                }
                else
                    y();
                switch (k) {
                    case 1:
                    case 2:
                        break;
                    default:
                        {
                            return;
                        }
                }
                var o = new C
                {
                    P = 1,
                };
            }
        }
    }
    ");
}

#[test]
fn continuation_lines_move_with_their_statement() {
    let text = "class C\n{\nvoid M()\n{\nvar q = list\n    .Where(x => x > 0)\n    .Select(x =>\n    {\n    return x;\n    });\n[Obsolete]\n    int Local() => 1;\nFoo(a,\n      b);\ntry { }\n   catch { }\n}\n}\n";
    insta::assert_snapshot!(format(text), @r"
    class C
    {
        void M()
        {
            var q = list
                .Where(x => x > 0)
                .Select(x =>
                {
                    return x;
                });
            [Obsolete]
                int Local() => 1;
            Foo(a,
                  b);
            try { }
            catch { }
        }
    }
    ");
}

#[test]
fn literals_comments_and_disabled_text_keep_their_lines() {
    let text = "class C\n{\n        string s = @\"line one   \n  line two\";\n      string r = \"\"\"\n    raw   \n    \"\"\";\n          /* block\n      comment */\n#if NEVER\n        disabled   \n#endif\n#region R\n            int x;   // note   \n  #endregion\n}\n";
    insta::assert_snapshot!(format(text), @r#"
    class C
    {
        string s = @"line one   
      line two";
        string r = """
        raw   
        """;
        /* block
          comment */
    #if NEVER
            disabled   
    #endif
    #region R
        int x;   // note
      #endregion
    }
    "#);
}

#[test]
fn tabs_line_endings_and_final_newline() {
    let options = FormatOptions {
        indent_style: IndentStyle::Tab,
        end_of_line: Some(LineEnding::CrLf),
        insert_final_newline: true,
        ..FormatOptions::default()
    };
    let text = "class C {\r\n  void M() {   \n      int x = 1;\r  }\n\n    \n}";
    insta::assert_snapshot!(visible(&format_with(text, &options, None)), @r"
    class C {␍
    →void M() {␍
    →→int x = 1;␍
    →}␍
    ␍
    ␍
    }␍
    ");
    // Without `end_of_line`, breaks stay; the added final one is the file's first kind.
    let keep = FormatOptions {
        insert_final_newline: true,
        ..FormatOptions::default()
    };
    assert_eq!(
        format_with("class C {\r\nint x;\n}", &keep, None),
        "class C {\r\n    int x;\n}\r\n"
    );
}

#[test]
fn only_edits_inside_the_range() {
    let text = "class C {\nint a;  \nint b;  \nint c;\n}\n";
    let second_line = TextRange::new(10.into(), 18.into());
    assert_eq!(&text[second_line], "int a;  ");
    assert_eq!(
        format_with(text, &FormatOptions::default(), Some(second_line)),
        "class C {\n    int a;\nint b;  \nint c;\n}\n"
    );
}

#[test]
fn options_from_editorconfig_properties() {
    let props = |pairs: &[(&str, &str)]| -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    assert_eq!(
        FormatOptions::from_properties(&BTreeMap::new()),
        FormatOptions::default()
    );
    insta::assert_debug_snapshot!(FormatOptions::from_properties(&props(&[
        ("indent_style", "TAB"),
        ("tab_width", "8"),
        ("end_of_line", "crlf"),
        ("trim_trailing_whitespace", "false"),
        ("insert_final_newline", "true"),
        ("csharp_indent_case_contents_when_block", "false"),
    ])), @r"
    FormatOptions {
        indent_style: Tab,
        indent_size: 8,
        tab_width: 8,
        end_of_line: Some(
            CrLf,
        ),
        trim_trailing_whitespace: false,
        insert_final_newline: true,
        indent_switch_labels: true,
        indent_case_contents: true,
        indent_case_contents_when_block: false,
    }
    ");
    let two = FormatOptions::from_properties(&props(&[("indent_size", "2"), ("end_of_line", "x")]));
    assert_eq!(
        (two.indent_size, two.tab_width, two.end_of_line),
        (2, 2, None)
    );
    let tab = FormatOptions::from_properties(&props(&[("indent_size", "tab"), ("tab_width", "3")]));
    assert_eq!((tab.indent_size, tab.tab_width), (3, 3));
}

fn non_whitespace(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Every `.cs` file under test-data: formatting changes whitespace only, and formatting the
/// result again changes nothing.
#[test]
fn test_data_keeps_its_non_whitespace_text_and_formats_idempotently() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data");
    let mut files = Vec::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("test-data").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "cs") {
                files.push(path);
            }
        }
    }
    assert!(files.len() > 50, "found {} files", files.len());
    let option_sets = [
        FormatOptions::default(),
        FormatOptions {
            indent_style: IndentStyle::Tab,
            indent_size: 2,
            tab_width: 8,
            end_of_line: Some(LineEnding::CrLf),
            trim_trailing_whitespace: true,
            insert_final_newline: true,
            indent_switch_labels: false,
            indent_case_contents: false,
            indent_case_contents_when_block: false,
        },
    ];
    for path in files {
        let bytes = std::fs::read(&path).expect("readable");
        let text = cs_syntax::decode_source(&bytes).text;
        for options in &option_sets {
            let once = format_with(&text, options, None);
            assert_eq!(
                non_whitespace(&once),
                non_whitespace(&text),
                "{} changed non-whitespace text",
                path.display()
            );
            let twice = format_with(&once, options, None);
            assert_eq!(
                twice,
                once,
                "{} is not formatted idempotently",
                path.display()
            );
        }
    }
}
#[test]
fn switch_options_and_comments_in_sections() {
    let text = "class C {\nvoid M() {\nswitch (k) {\ncase 1:\n// one\nbreak;\ncase 2:\n{\nreturn;\n}\n}\n}\n}\n";
    insta::assert_snapshot!(format(text), @r"
    class C {
        void M() {
            switch (k) {
                case 1:
                    // one
                    break;
                case 2:
                    {
                        return;
                    }
            }
        }
    }
    ");
    let flat = FormatOptions {
        indent_switch_labels: false,
        indent_case_contents_when_block: false,
        ..FormatOptions::default()
    };
    insta::assert_snapshot!(format_with(text, &flat, None), @r"
    class C {
        void M() {
            switch (k) {
            case 1:
                // one
                break;
            case 2:
            {
                return;
            }
            }
        }
    }
    ");
}

#[test]
fn braces_opened_on_one_line_indent_once_each() {
    let text = "var d = new Dictionary<string, object> {\n{ \"a\", new Dictionary<string, object> {\n{ \"b\", 1 },\n}\n},\n};\n";
    insta::assert_snapshot!(format(text), @r#"
    var d = new Dictionary<string, object> {
        { "a", new Dictionary<string, object> {
                { "b", 1 },
            }
        },
    };
    "#);
}

#[test]
fn syntax_errors_turn_reindentation_off() {
    let text = "class C {\n      void M(double\n  {\nint x;   \n}\n}\n";
    insta::assert_snapshot!(format(text), @r"
    class C {
          void M(double
      {
    int x;
    }
    }
    ");
}

#[test]
fn analysis_formats_a_document_with_its_project_symbols() {
    use std::sync::Arc;

    use cs_db::{DocumentStatus, SourceFile, SymbolSet};

    let mut host = crate::AnalysisHost::default();
    let db = host.db_mut();
    let symbols = SymbolSet::new(db, Arc::from(vec!["DEBUG".to_string()]));
    let text = "class C {\n#if DEBUG\nint a;\n#else\n  int   b;  \n#endif\n}\n";
    let source = SourceFile::new(db, "a.cs".into(), text.into());
    let document = Document::new(db, source, symbols, DocumentStatus::Live);
    let edits = host
        .analysis()
        .format_document(document, &FormatOptions::default(), None)
        .expect("not cancelled");
    // The active branch is re-indented; the inactive one is left exactly as it is.
    insta::assert_snapshot!(apply_edits(text, &edits), @r"
    class C {
    #if DEBUG
        int a;
    #else
      int   b;  
    #endif
    }
    ");
}
