//! Nullable rule tests (CS8600, CS8602, CS8603, CS8625) over the embedded core library: each
//! snippet lists the exact findings as `ID line:column 'text'` (1-based, as Roslyn prints
//! them), true positives beside the classic false positives.

use crate::document_findings;
use crate::tests::fixture_with;

const NULLABLE_IDS: &[&str] = &["CS8600", "CS8602", "CS8603", "CS8604", "CS8618", "CS8625"];

#[track_caller]
fn check_nullable(project: Option<&str>, text: &str, expected: &[&str]) {
    let (db, project, document) = fixture_with(text, project);
    let lines = cs_db::line_index(&db, document);
    let found: Vec<String> = document_findings(&db, project, document)
        .iter()
        .filter(|f| NULLABLE_IDS.contains(&f.rule.id))
        .map(|f| {
            let at = lines.line_col(f.range.start());
            assert_eq!(
                f.message,
                f.rule.message.replace("{0}", "").replace("{1}", "")
            );
            format!(
                "{} {}:{} '{}'",
                f.rule.id,
                at.line + 1,
                at.col + 1,
                &text[f.range]
            )
        })
        .collect();
    assert_eq!(found, expected, "findings of\n{text}");
}

#[test]
fn null_literals_to_non_nullable_targets() {
    check_nullable(
        Some("enable"),
        r#"class C
{
    string F = null;
    string? G = null;
    object H = default;
    public string P { get; set; } = null;
    public string Q { get; set; } = null!;
    C(string s = null, string? t = null) { }
    string M(string x)
    {
        string a = null;
        string? b = null;
        var c = (string)"c";
        a = null;
        x = null;
        F = null;
        this.P = null;
        N(null, null);
        new D(null);
        return null;
    }
    string R() => default;
    string? S() => null;
    void N(string p, string? q) { }
}
class D { public D(object o) { } }
"#,
        &[
            "CS8625 3:16 'null'",
            "CS8625 5:16 'default'",
            "CS8625 6:37 'null'",
            "CS8625 8:18 'null'",
            "CS8600 11:20 'null'",
            "CS8600 14:13 'null'",
            "CS8600 15:13 'null'",
            "CS8625 16:13 'null'",
            "CS8625 17:18 'null'",
            "CS8625 18:11 'null'",
            "CS8625 19:15 'null'",
            "CS8603 20:16 'null'",
            "CS8603 22:19 'default'",
        ],
    );
}

/// Null allowed (`?`, `var`, value types, `dynamic`, `[AllowNull]`, `[return: MaybeNull]`,
/// `!`, oblivious declarations) or not judged: Roslyn reports some of these (overloads, named
/// arguments, lambdas, local functions, `T : class`, `async`), a miss here, never a false finding.
#[test]
fn null_literals_not_reported_where_null_is_allowed_or_unknown() {
    check_nullable(
        Some("enable"),
        r#"using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Threading.Tasks;
class G<T> where T : class
{
    T F = null!;
    T Get() => default!;
    T Other() { return default; }
    List<T> Items = null!;
}
class C
{
    int? I = null;
    dynamic D = null;
    object? O = null;
    [AllowNull] string A = null;
    string B = null!;
    (string, int) Tuple = default;
    int Value = default;
#nullable disable
    string Oblivious = null;
    string ObliviousReturn() => null;
    void ObliviousParam(string s) { }
#nullable enable
    void M(out string o, ref string r)
    {
        var v = "x";
        v = null;
        string? n = null;
        n = null;
        Oblivious = null;
        ObliviousParam(null);
        Overloaded(null);
        Named(s: null);
        System.Func<string> f = () => null;
        string Local() => null;
        o = null!;
        r = "r";
        const string k = null;
    }
    [return: MaybeNull] string Maybe() => null;
    async Task<string> Async() { await Task.Yield(); return null; }
    IEnumerable<string> Iterator() { yield return "a"; }
    void Overloaded(string s) { }
    void Overloaded(string s, int i) { }
    void Named(string s) { }
    string Suppressed() { return null!; }
}
"#,
        &[],
    );
}

#[test]
fn null_literals_follow_the_nullable_context() {
    // Project without <Nullable>: only #nullable enable regions warn.
    check_nullable(
        None,
        r#"class C
{
    string A = null;
#nullable enable
    string B = null;
#nullable disable warnings
    string C1 = null;
#nullable restore
    string D = null;
}
"#,
        &["CS8625 5:16 'null'"],
    );
    // Warnings without annotations: every declaration is oblivious.
    check_nullable(
        Some("warnings"),
        "class C { string A = null; string M() { return null; } }\n",
        &[],
    );
    // Annotations without warnings: nothing is reported.
    check_nullable(
        Some("annotations"),
        "class C { string A = null; string M() { return null; } }\n",
        &[],
    );
    // Generated code starts disabled.
    check_nullable(
        Some("enable"),
        "// <auto-generated/>\nclass C { string A = null; }\n",
        &[],
    );
}
