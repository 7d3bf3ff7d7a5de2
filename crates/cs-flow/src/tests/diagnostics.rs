//! Definite-assignment and reachability diagnostics: planted errors reported exactly (ID,
//! line, column), and the classic correct shapes reported nothing.

use super::fixture;

#[track_caller]
fn check(text: &str, expected: &[&str]) {
    let f = fixture(text);
    let found = f.flow_diagnostics();
    let short: Vec<String> = found
        .iter()
        .map(|d| d.splitn(3, ' ').take(2).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(short, expected, "all: {found:#?}");
}

#[test]
fn unassigned_local() {
    check(
        r#"class C
{
    int M(bool c)
    {
        int x;
        if (c) x = 1;
        return x;
    }
}"#,
        &["CS0165 7:16"],
    );
}

#[test]
fn not_all_paths_return() {
    check(
        r#"class C
{
    int M(bool c)
    {
        if (c) return 1;
    }
    int Fine(int n)
    {
        while (true) { if (n > 3) return n; n++; }
    }
}"#,
        &["CS0161 3:9"],
    );
}

#[test]
fn out_parameters() {
    check(
        r#"class C
{
    bool M(bool c, out int o)
    {
        if (c) { o = 1; return true; }
        return false;
    }
    void N(out int o)
    {
        int v = o;
        o = v;
    }
}"#,
        &["CS0177 6:9", "CS0269 10:17"],
    );
}

#[test]
fn unreachable_code() {
    check(
        r#"class C
{
    void Use() { }
    int M(int n)
    {
        return n;
        Use();
        Use();
    }
    void N()
    {
        if (false) { Use(); }
        throw new System.Exception();
        Use();
    }
}"#,
        &["CS0162 7:9", "CS0162 12:22", "CS0162 14:9"],
    );
}

#[test]
fn correct_code_reports_nothing() {
    check(
        r#"using System;
using System.Collections.Generic;
class C
{
    int F(int v) => v;
    int TryFinally(bool c)
    {
        int x;
        try { x = 1; } finally { F(0); }
        return x;
    }
    int SwitchThrow(int n)
    {
        int r;
        switch (n)
        {
            case 1: r = 10; break;
            case 2: r = 20; break;
            default: throw new ArgumentException();
        }
        return r;
    }
    int Loop(int n)
    {
        while (true)
        {
            if (n > 10) return n;
            n++;
        }
    }
    int OutVar(string s) => int.TryParse(s, out var v) ? v : 0;
    int Pattern(object o)
    {
        if (o is int i) return i;
        if (!(o is string s)) return 0;
        return s.Length;
    }
    int Goto(int n)
    {
        int x;
        again:
        x = n;
        n--;
        if (n > 0) goto again;
        return x;
    }
    int LocalFunction()
    {
        int x;
        Set();
        return x;
        void Set() { x = 1; }
    }
    int Catch()
    {
        int x;
        try { x = int.Parse("1"); }
        catch (FormatException) { x = 0; }
        catch { throw; }
        return x;
    }
    IEnumerable<int> Iterator()
    {
        yield return 1;
    }
    int Foreach(List<int> list)
    {
        int sum = 0;
        foreach (var v in list) sum += v;
        using (var d = new System.IO.MemoryStream()) { sum += (int)d.Length; }
        return sum;
    }
    int DoWhile(int n)
    {
        int x;
        do { x = n--; } while (n > 0);
        return x;
    }
    bool Out(bool c, out int o)
    {
        o = 0;
        if (c) return true;
        return false;
    }
    int SwitchReturn(int n)
    {
        switch (n)
        {
            case 1: return 1;
            default: return 0;
        }
    }
    int Deconstruct((int, int) t)
    {
        var (a, b) = t;
        int c, d;
        (c, d) = t;
        return a + b + c + d;
    }
    int Lock(object o)
    {
        int x;
        lock (o) { x = 1; }
        return x;
    }
    int Coalesce(string s)
    {
        string t;
        var u = s ?? (t = "a");
        return u.Length;
    }
    int Throws(int n) => n > 0 ? n : throw new ArgumentException();
    bool FinallyAssigns(out int o)
    {
        try { return true; }
        finally { o = 1; }
    }
    int Property
    {
        get { if (F(1) > 0) return 1; throw new InvalidOperationException(); }
    }
}"#,
        &[],
    );
}

#[test]
fn read_before_any_assignment_is_cs0165() {
    check(
        "class C {\n  int M(bool c) {\n    int x;\n    if (c) { }\n    return x;\n  }\n}\n",
        &["CS0165 5:12"],
    );
}

#[test]
fn assignments_by_out_local_functions_and_loop_bodies_count() {
    check(
        "class E { public E Next; }\nclass C {\n  bool Try(out int v) { v = 1; return true; }\n  int M(E[] es) {\n    int a; Try(out a);\n    int b; Set(); void Set() { b = 2; }\n    E next;\n    for (E e = es[0]; e != null; e = next) { next = e.Next; }\n    return a + b;\n  }\n}\n",
        &[],
    );
}

#[test]
fn code_after_return_is_cs0162() {
    check(
        "class C {\n  int M() {\n    return 1;\n    M();\n  }\n}\n",
        &["CS0162 4:5"],
    );
}

#[test]
fn pattern_variables_are_assigned_when_true() {
    // Roslyn: `s` is definitely assigned when `o is string s` is true; `i` after
    // `if (!(o is int i)) return;`; `t` when `o is not string t` is false. Read on the other
    // outcome, each is CS0165.
    check(
        r#"class C
{
    int Use(object v) => 0;
    void Fine(object o)
    {
        if (o is string s && s.Length > 0) Use(s);
        if (!(o is int i)) return;
        Use(i);
        if (o is not string t) return;
        Use(t);
        var n = o is string u ? u.Length : 0;
        var b = o is string w && w.Length > 0;
        Use(b);
    }
    void Wrong(object o)
    {
        if (!(o is string s)) Use(s);
        if (o is string t || o == null) Use(t);
        if (o is not int i) Use(i);
    }
}"#,
        &["CS0165 17:35", "CS0165 18:45", "CS0165 19:33"],
    );
}

#[test]
fn switch_expression_arms_are_branches() {
    // Roslyn: an arm's pattern variable is assigned in its guard and result; a local written
    // by every arm that completes is assigned after; one written by some arms only is not.
    check(
        r#"class C
{
    int Every(int n)
    {
        int x;
        var r = n switch { 0 => x = 1, int k when k > 5 => x = k, _ => throw new System.Exception() };
        return x + r;
    }
    int Some(int n)
    {
        int y;
        var r = n switch { 0 => y = 1, _ => 2 };
        return y + r;
    }
}"#,
        &["CS0165 13:16"],
    );
}

#[test]
fn contextual_keywords_as_pattern_and_out_variables_are_assigned() {
    // AutoMapper: `member is PropertyInfo property ? property.CanWrite : …`, `{ X: var type }`,
    // `out var type`: a contextual keyword used as the name is a node around its token, and
    // its declaration writes it as any other name (no CS0165).
    check(
        r#"class C
{
    bool Get(out int v) { v = 1; return true; }
    int A(object o) => o is string property ? property.Length : 0;
    int B(object o) => o switch { string field => field.Length, int method => method, _ => 0 };
    bool D(object o) => o is not string { Length: var type } || type > 2;
    int E() { Get(out var type); return type; }
    int Unassigned() { int z; return z; }
}"#,
        // The control: the same class's real CS0165 is still reported.
        &["CS0165 8:38"],
    );
}

#[test]
fn a_catch_variable_of_a_qualified_type_is_assigned() {
    // FluentValidation: `catch (System.InvalidOperationException ex) { … ex.Message … }`.
    check(
        r#"class C
{
    int Use(object v) => 0;
    void M()
    {
        try { Use(1); }
        catch (System.InvalidOperationException ex) { Use(ex.Message); }
        catch (System.Exception) { }
    }
    int Unassigned() { int z; return z; }
}"#,
        &["CS0165 10:38"],
    );
}

#[test]
fn an_out_variable_after_is_not_null_and_is_assigned() {
    // Dapper: `(name is not null && d.TryGetValue(name, out int result)) ? result : -1`; the
    // grammar reads `not (null && …)` inside the parentheses, the compiler `(… is not null) && …`.
    check(
        r#"class C
{
    bool Get(string k, out int v) { v = 1; return true; }
    int A(string name) { return (name is not null && Get(name, out int result)) ? result : -1; }
    int B(string name) { return (name is null || !Get(name, out int r)) ? -1 : r; }
    int Unassigned() { int z; return z; }
}"#,
        &["CS0165 6:38"],
    );
}

#[test]
fn an_out_variable_at_the_end_of_an_is_null_and_chain_is_assigned() {
    // BenchmarkDotNet: `method is null && (address & 7) == 0 && Read(address, out ulong n) &&
    // Valid(n)`: the grammar puts the whole `&&` chain in the constant pattern.
    check(
        r#"class C
{
    bool Read(long a, out ulong v) { v = 1; return true; }
    bool Valid(ulong v) => v > 0;
    void A(object method, long address)
    {
        if (method is null && (address & 7) == 0 && Read(address, out ulong n) && Valid(n))
        {
            System.Console.WriteLine(n);
        }
    }
    int Unassigned() { int z; return z; }
}"#,
        &["CS0165 12:38"],
    );
}

#[test]
fn conditional_access_results_compared_to_constants_assign_their_out_variables() {
    // C# 10's improved definite assignment; BenchmarkDotNet `BenchmarkActionFactory.cs` and
    // `AsyncCoreEmitterBase.cs`.
    check(
        r#"class F { public bool TryCreate(int a, out string v) { v = ""; return true; } public F Next() => this; public object Get(object o) => o; }
class C
{
    string A(F f) { if (f?.TryCreate(1, out var x) == true) { return x; } return ""; }
    object B(object o, F f) { if (o is { } m && f.Next()?.Get(m) is string t) { return t; } return ""; }
    int Unassigned() { int z; return z; }
}"#,
        &["CS0165 6:38"],
    );
}

#[test]
fn async_methods_returning_non_generic_task_likes_need_no_return() {
    // BenchmarkDotNet `CustomTaskAndAwaitableTests.cs`: a task-like with an
    // `AsyncMethodBuilder` returns no value when it is not generic.
    check(
        r#"using System.Threading.Tasks;
[System.Runtime.CompilerServices.AsyncMethodBuilder(typeof(object))] class CustomTask { }
[System.Runtime.CompilerServices.AsyncMethodBuilder(typeof(object))] class CustomTask<T> { }
class C
{
    async CustomTask Benchmark() { await Task.Yield(); }
    async CustomTask<int> Value() { await Task.Yield(); }
}"#,
        &["CS0161 7:27"],
    );
}

#[test]
fn an_out_variable_after_a_relational_pattern_and_is_assigned() {
    // Humanizer `SuffixScaleWordsToNumberConverter.cs`: `m is >= 2 and <= 9 && TryParse(…, out
    // var r)`; the grammar puts the `&&` in the relational pattern's operand, the compiler ends
    // the pattern before it (cs-syntax re-brackets the tree). After `||` `r` is unassigned.
    check(
        r#"class C
{
    bool Parse(int a, out int v) { v = a; return true; }
    int A(int m) { if (m is >= 2 and <= 9 && Parse(m, out var r)) { return r; } return 0; }
    int B(int m) { if (m is > 0 and < 10 || Parse(m, out var r)) { return r; } return 0; }
}"#,
        &["CS0165 5:75"],
    );
}

#[test]
fn an_out_variable_before_a_conditional_access_is_test_is_assigned() {
    // Humanizer `NumberToWordsEngineContractFactory.cs`: `p is not null && Try(v, out var s) &&
    // G()?.Trim() is { Length: > 0 } t`; the grammar applied `?.Trim()` to `null && … && G()`.
    check(
        r#"class C
{
    bool Try(int a, out char v) { v = 'a'; return true; }
    string G() => "";
    char A(string p) { if (p is not null && Try(1, out var s) && G()?.Trim() is { Length: > 0 } t) { return s; } return ' '; }
    char B(string p) { if (p is not null || Try(1, out var s) && G()?.Trim() is { Length: > 0 } t) { return s; } return ' '; }
}"#,
        &["CS0165 6:109"],
    );
}

#[test]
fn a_deeply_nested_condition_does_not_overflow_the_stack() {
    // NLog: a long `||` chain nests one node per operator; the pre-check and the lowering
    // recursed past a thread's stack. Still judged: the unassigned read below it is reported.
    let chain = vec!["b"; 1200].join(" || ");
    let text = format!(
        "class C\n{{\n    bool M(bool b)\n    {{\n        if ({chain}) {{ return true; }}\n        return false;\n    }}\n    int N() {{ int z; return z; }}\n}}"
    );
    check(&text, &["CS0165 8:29"]);
}
