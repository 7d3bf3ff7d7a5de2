//! Tests that our grammar reads the C# 12–14 forms and the valid shapes tree-sitter-c-sharp
//! 0.23.5 misread (text substitutions used to repair some): `test-data/syntax/` has one file
//! per language feature, each parsed with no error, and the trees keep the written text.

use crate::{kind_name, parse};

fn ids(text: &str) -> Vec<String> {
    parse(text).errors().iter().map(|e| e.id.clone()).collect()
}

fn in_method(statement: &str) -> String {
    format!("class C {{ string M(double x, string s) {{ {statement} }} }}")
}

#[test]
fn every_feature_file_parses_without_errors() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/syntax");
    let mut files = 0;
    let mut failures = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "cs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let parse = parse(&text);
        assert_eq!(
            parse.syntax().text().to_string(),
            text,
            "{}",
            path.display()
        );
        let errors: Vec<String> = parse
            .errors()
            .iter()
            .map(|e| format!("{} at {:?}: {}", e.id, e.range, &text[e.range]))
            .collect();
        if !errors.is_empty() {
            failures.push(format!("{}: {}", path.display(), errors.join("; ")));
        }
        files += 1;
    }
    assert_eq!(failures, Vec::<String>::new());
    assert!(files >= 20, "{files} feature files");
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
fn broken_strings_near_escaped_braces_stay_broken() {
    for statement in [
        // Unterminated string.
        r#"return $"{{{"a"}}};"#,
        // Unclosed hole.
        r#"return $"{{{"a" ";"#,
        // A broken expression in the hole.
        r#"return $"{{{"a" +}}}";"#,
        // A missing semicolon after the string.
        r#"return $"{{{"a"}}}""#,
    ] {
        assert!(!ids(&in_method(statement)).is_empty(), "{statement}");
    }
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
        "var d = new D { [type] = v }; L = [method.Length]; K = [ method ];",
    ] {
        let text = format!("class C {{ void M() {{ {statement} }} }}");
        assert_eq!(ids(&text), Vec::<String>::new(), "{statement}");
    }
    assert_eq!(
        ids("class C { void M() { F([type: A] () => 1); } }"),
        Vec::<String>::new()
    );
    // `return` and `event` are keywords: not identifiers.
    assert!(!ids("class C { void M() { F([return]); } }").is_empty());
    assert!(!ids("class C { void M() { F([event]); } }").is_empty());
    assert!(!ids("class C { void M() { G = [type; } }").is_empty());
}

#[test]
fn indirections_assigned_to_are_read_as_roslyn_reads_them() {
    // `*(T*)p = v` is an assignment to the indirection, not an indirection of `p = v`.
    let text = "unsafe class C { void M(byte* p) { *(ulong*)p = 1; } }";
    let parse = parse(text);
    assert_eq!(parse.errors(), []);
    let assignment = parse
        .syntax()
        .descendants()
        .find(|n| kind_name(n.kind()) == "assignment_expression")
        .unwrap();
    let left = assignment.first_child().unwrap();
    assert_eq!(kind_name(left.kind()), "prefix_unary_expression");
    assert_eq!(left.text().to_string(), "*(ulong*)p");
    // Errors elsewhere are still reported.
    let text = "unsafe class C { void N() { int x = 1 } void M(byte* p) { *(ulong*)p = 1; \
                *(p + 1) = 2; G = [type]; return $\"{{{\"a\"}}}\"; } }";
    assert_eq!(ids(text), ["CS1002"]);
}

/// The kinds of the nodes that stand directly in argument lists: a product in an argument is a
/// multiplication (the compiler only reads a declaration after `out`), never a pointer-typed
/// declaration.
#[test]
fn a_product_in_an_argument_multiplies() {
    let text = in_method("F(new(a.B * c), new M(a * b), a * b, out int* p, out var q);");
    let parse = parse(&text);
    assert_eq!(ids(&text), Vec::<String>::new());
    let argument_kinds: Vec<&str> = parse
        .syntax()
        .descendants()
        .filter(|n| kind_name(n.kind()) == "argument")
        .filter_map(|n| n.first_child().map(|c| kind_name(c.kind())))
        .collect();
    assert_eq!(
        argument_kinds,
        [
            "implicit_object_creation_expression",
            "binary_expression",
            "object_creation_expression",
            "binary_expression",
            "binary_expression",
            "declaration_expression",
            "declaration_expression",
        ]
    );
}

/// `(ref x) => …`, `(in a, in b) => …`, `(out int x) => …`: lambdas, each with its parameters.
#[test]
fn lambdas_whose_first_parameter_has_a_modifier() {
    for (statement, parameters) in [
        ("F((ref x) => x);", 1),
        ("F((in a, in b) => a);", 2),
        ("F((out int x) => x = 1);", 1),
    ] {
        let text = in_method(statement);
        let parse = parse(&text);
        assert_eq!(ids(&text), Vec::<String>::new(), "{statement}");
        let found = parse
            .syntax()
            .descendants()
            .filter(|n| kind_name(n.kind()) == "lambda_expression")
            .flat_map(|l| l.descendants())
            .filter(|n| kind_name(n.kind()) == "parameter")
            .count();
        assert_eq!(found, parameters, "{statement}");
    }
}
