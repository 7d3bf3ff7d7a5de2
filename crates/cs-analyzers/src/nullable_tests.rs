//! Nullable rule tests (CS8600, CS8602, CS8603, CS8604, CS8625) over the embedded core library: each
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
    void Overloaded(object? o) { }
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

#[test]
fn maybe_null_variables_dereferenced_assigned_and_returned() {
    check_nullable(
        Some("enable"),
        r#"class C
{
    int Parameter(string? p) { return p.Length; }
    int Local(bool b)
    {
        string? s = null;
        if (b) s = "x";
        return s.Length;
    }
    int Twice(string? p) { _ = p.Length; return p.Length; }
    string Returned(string? p) { return p; }
    string Converted(string? p) { string s = p; return s; }
    int Tested(string s) { if (s == null) { return s.Length; } return 0; }
    int Merged(string? p) { if (p == null) { System.Console.WriteLine(); } return p.Length; }
    string Conditional(bool b) { var v = b ? null : "x"; return v; }
}
"#,
        &[
            "CS8602 3:39 'p'",
            "CS8602 8:16 's'",
            "CS8602 10:32 'p'",
            "CS8603 11:41 'p'",
            "CS8600 12:46 'p'",
            "CS8603 12:56 's'",
            "CS8602 13:52 's'",
            "CS8602 14:83 'p'",
            "CS8603 15:65 'v'",
        ],
    );
}

/// Null tests, `!`, `?.`, patterns, assignments, calls that check their argument, methods that
/// do not return, captured and `ref` variables, loops, `try`, `switch`, generics and disabled
/// regions: no finding.
#[test]
fn maybe_null_variables_checked_or_not_followed() {
    check_nullable(
        Some("enable"),
        r#"using System;
using System.Diagnostics;
class C
{
    int A(string? p) { if (p != null) { return p.Length; } return 0; }
    int B(string? p) { if (p == null) return 0; return p.Length; }
    int D(string? p) { if (p is null) throw new ArgumentNullException(nameof(p)); return p.Length; }
    int E(string? p) => p is not null ? p.Length : 0;
    int F(string? p) { if (p is { } q) { return p.Length + q.Length; } return 0; }
    int G(string? p) { if (p is string s && p.Length > 0) { return s.Length; } return 0; }
    int H(string? p) { return p!.Length; }
    int? I(string? p) { return p?.Length; }
    int J(string? p) { p = "x"; return p.Length; }
    int K(string? p) { if (string.IsNullOrEmpty(p)) return 0; return p.Length; }
    int L(string? p) { Debug.Assert(p != null); return p.Length; }
    int M(string? p) { if (p == null) Fail(); return p.Length; }
    int N(string? p) { Action a = () => p = null; a(); return p == null ? 0 : p.Length; }
    int O(string? p) { Set(ref p); return p.Length; }
    int P(string? p) { p ??= "d"; return p.Length; }
    int Q(string? p) { var t = p ?? throw new ArgumentException(); return p.Length; }
    int R(string? p) { while (p == null) { p = Next(); } return p.Length; }
    int S(string? p) { try { p = "x"; } finally { p = "y"; } return p.Length; }
    int T(string? p) { switch (p) { case null: return 0; default: return p.Length; } }
    int U(string? p) => p switch { null => 0, _ => p.Length };
    int V(string? p) { if (p?.Length > 0) { return p.Length; } return 0; }
    int W(string? p) { if (!(p is null)) { return p.Length; } return 0; }
    int X(string? p) { if (p == null || p.Length == 0) return 0; return p.Length; }
    int Y<TV>(TV v) where TV : class? { return v.GetHashCode(); }
    int Z(string p) { return p.Length; }
    int Loop(string[] items) { string? last = null; foreach (var i in items) { last = i; } return last == null ? 0 : last.Length; }
    int IsType(object? o) { if (o is string) { return o.GetHashCode(); } return 0; }
    int Default(string? p) { if (p != default) { return p.Length; } return 0; }
    int Same(string? p, string q) { if (p == q) { return p.Length; } return 0; }
    int Or(string? p) { if (p is null or "") return 0; return p.Length; }
    int Cast(object? o) { var s = o as string; return s != null ? s.Length : 0; }
#nullable disable
    int Off(string p) { p = null; return p.Length; }
#nullable restore
    static void Fail() => throw new InvalidOperationException();
    static void Set(ref string? s) => s = "s";
    static string Next() => "n";
}
"#,
        &[],
    );
}

#[test]
fn maybe_null_variables_only_where_warnings_are_on() {
    let text = "class C { int M(string? p) { return p.Length; } }\n";
    check_nullable(None, text, &[]);
    check_nullable(Some("annotations"), text, &[]);
    check_nullable(Some("enable"), text, &["CS8602 1:37 'p'"]);
}

#[test]
fn maybe_null_from_nullable_returns_and_as() {
    check_nullable(
        Some("enable"),
        r#"using System.Diagnostics.CodeAnalysis;
class C
{
    string? Find() => null;
    int Deref() { var r = Find(); return r.Length; }
    string Assigned() { string s = Find(); return s; }
    string Returned() { return Find(); }
    int As(object o) { var s = o as string; return s.Length; }
    int Checked() { var r = Find(); if (r != null) { return r.Length; } return Find()!.Length; }
    int Upcast(string t) { var o = t as object; return o.GetHashCode(); }
    T? Generic<T>() where T : class => null;
    int FromGeneric() { var g = Generic<string>(); return g.Length; }
    [return: NotNullIfNotNull("p")] string? Maybe(string? p) => p;
    int Attributed() { var m = Maybe("x"); return m.Length; }
    int Thrown() { var t = Find() ?? throw new System.Exception(); return t.Length; }
    int Defaulted() { var u = Find() ?? "d"; return u.Length; }
    int BothMaybe() { var w = Find() ?? Find(); return w.Length; }
    int Switched() { switch (Find()) { case string s: return s.Length; default: return 0; } }
    int InCondition() { string? a; if ((a = Find()) != null) { return a.Length; } return 0; }
    int Deconstructed(string? p) { (p, int n) = ("x", 1); return p.Length + n; }
    void Calls() { Arity(null); Arity(null, 1); }
    void Arity(string s) { }
    void Arity(string? s, int i) { }
}
"#,
        &[
            "CS8602 5:42 'r'",
            "CS8600 6:36 'Find()'",
            "CS8603 6:51 's'",
            "CS8603 7:32 'Find()'",
            "CS8602 8:52 's'",
            "CS8602 17:56 'w'",
            "CS8625 21:26 'null'",
        ],
    );
}

#[test]
fn maybe_null_arguments_to_source_parameters() {
    let text = r#"namespace N
{
    class C
    {
        void Take(string s, object? o) { }
        C(object o) { }
        void Many(string[] items) { }
        void Overloaded(string s) { }
        void Overloaded(int i) { }
        static void Generic<T>(string s) { }
        void Calls(string? p, object? q, string[]? a)
        {
            Take(p, p);
            new C(q);
            Many(a);
            Overloaded(p);
            Generic<int>(p);
            Take(s: "x", o: p);
            if (p != null) { Take(p, null); }
        }
    }
}
"#;
    let (db, project, document) = fixture_with(text, Some("enable"));
    let found: Vec<String> = document_findings(&db, project, document)
        .iter()
        .filter(|f| f.rule.id == "CS8604")
        .map(|f| format!("{} '{}'", f.message, &text[f.range]))
        .collect();
    assert_eq!(
        found,
        [
            "Possible null reference argument for parameter 's' in 'void C.Take(string s, object? o)'. 'p'",
            "Possible null reference argument for parameter 'o' in 'C.C(object o)'. 'q'",
            "Possible null reference argument for parameter 'items' in 'void C.Many(string[] items)'. 'a'",
        ]
    );
}

/// Object initializers, generic fields, loops, `?.` statements and guards through helpers
/// (`Guard`: Roslyn warns, as `ThrowIfEmpty` has no `[NotNull]`; a call that receives the
/// variable makes it not-null here: a miss, never a false finding).
#[test]
fn nullable_shapes_of_everyday_code() {
    check_nullable(
        Some("enable"),
        r#"using System;
using System.Collections.Generic;
class Box<T> { public T Value = default!; public List<T> Items = new(); }
class C
{
    public string Name { get; set; } = "";
    static C Make() => new C { Name = null };
    static void Generic(Box<string?> box) { box.Value = null; }
    static int Loop(List<string?> items)
    {
        int total = 0;
        foreach (var item in items)
        {
            if (item == null) continue;
            total += item.Length;
        }
        return total;
    }
    static int Statement(string s) { s?.Trim(); return s.Length; }
    static int Guard(string? s) { ThrowIfEmpty(s); return s.Length; }
    static int Reassigned(string? s) { while (s == null) { s = Console.ReadLine(); } return s.Length; }
    static int AfterLoop(string[] lines)
    {
        string? found = null;
        for (int i = 0; i < lines.Length; i++) { if (lines[i].Length > 3) { found = lines[i]; break; } }
        return found.Length;
    }
    static void ThrowIfEmpty(string? s) { if (string.IsNullOrEmpty(s)) throw new ArgumentException(); }
}
"#,
        &["CS8625 7:39 'null'", "CS8602 26:16 'found'"],
    );
}

/// Fields and properties of `this` (and static ones) declared `T?` have a flow state in each
/// body, as Roslyn's member slots: maybe-null on entry, learned from tests and assignments,
/// not reset by calls; `[MemberNotNull]` members make them not-null; constructors are not
/// judged.
#[test]
fn maybe_null_fields_and_properties_of_this() {
    check_nullable(
        Some("enable"),
        r#"using System.Diagnostics.CodeAnalysis;
class C
{
    string? _name;
    static string? s_shared;
    string? Title { get; set; }
    C? _other;
    int Field() => _name.Length;
    int Checked() { if (_name != null) { Work(); return _name.Length; } return 0; }
    int Assigned() { _name = "x"; return _name.Length; }
    string Returned() { return this._name; }
    int Static() => s_shared.Length;
    int Property() => Title == null ? 0 : Title.Length;
    int Other(C c) => c._name == null ? 0 : c._name.Length;
    int Ensured() { Ensure(); return _name.Length; }
    int Conditional() => _name?.Length ?? 0;
    int Chained() => _other is { } o ? o.Field() : 0;
    C() { _name = null; _ = _name; }
    void Work() { }
    [MemberNotNull(nameof(_name))] void Ensure() => _name ??= "n";
}
"#,
        &[
            "CS8602 8:20 '_name'",
            "CS8603 11:32 'this._name'",
            "CS8602 12:21 's_shared'",
        ],
    );
}
