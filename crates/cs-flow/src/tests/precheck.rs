//! The pre-check of flow diagnostics: straight bodies are skipped, and every form that can
//! report (constant conditions, jumps, unassigned declarations, out parameters, missing
//! returns) is checked — the fixture asserts that the pre-check changes nothing.

use super::fixture;
use crate::body::bodies_with_declarations;

/// The bodies the pre-check lets through, by the name of their declaration (or `lambda`).
fn checked_bodies(text: &str) -> Vec<String> {
    let f = fixture(text);
    let root = cs_db::parse(&f.db, f.document).syntax();
    let bindings = cs_bind::document_bindings(&f.db, f.project, f.document);
    let precheck = crate::precheck::Precheck::new(&f.db, bindings);
    bodies_with_declarations(&root)
        .into_iter()
        .filter(|(info, declaration)| precheck.may_report(info, declaration))
        .map(|(info, _)| match info.name {
            Some(name) => text[name].to_string(),
            None => "lambda".to_string(),
        })
        .collect()
}

#[track_caller]
fn reports(text: &str, expected: &[&str]) {
    let f = fixture(text);
    let found = f.flow_diagnostics();
    let short: Vec<String> = found
        .iter()
        .map(|d| d.splitn(3, ' ').take(2).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(short, expected, "all: {found:#?}");
}

const STRAIGHT: &str = r#"using System;
using System.Collections.Generic;
class C
{
    int field;
    int Property => field;
    int Render(string prefix, List<int> items)
    {
        var total = prefix.Length;
        Func<int, int> adjust = x => x switch { < 0 => 0, _ => x };
        if (total > 4 && items.Count != 0) { total += adjust(total); }
        else if (!(items is null)) total--;
        for (int i = 0; i < items.Count; i++) { if (i > 3) break; total += i; }
        while (total > 100) total /= 2;
        foreach (var item in items) { if (item < 0) { total = 0; continue; } total += item; }
        try { total += field; } catch (Exception) { total = 0; } finally { field = 1; }
        static int Square(int x) => x * x;
        if (total < 0) return 0;
        return Square(total) + nameof(prefix).Length;
    }
    void Log(string text)
    {
        if (text.Length == 0) return;
        Console.WriteLine(text);
    }
}"#;

#[test]
fn straight_bodies_are_skipped() {
    // Only the lambda with a switch expression (its arms declare nothing, but the pre-check
    // does not follow switch expressions) is lowered.
    assert_eq!(checked_bodies(STRAIGHT), ["lambda"]);
    reports(STRAIGHT, &[]);
}

#[test]
fn constant_conditions_are_checked() {
    let text = r#"class C
{
    const bool Debug = false;
    enum Mode { A }
    void Literal(int n) { if (false) n++; }
    void ConstField(int n) { if (Debug) n++; }
    void ConstLocal(int n) { const bool on = false; if (on) n++; }
    void HalfConstant(int n) { if (n > 0 && false) n++; }
    void Folded(int n) { if (1 + 1 == 3) n++; }
    void Conditional(int n) { if (true ? false : n > 0) n++; }
    void Infinite(int n) { for (;;) { n++; } }
    void WhileTrue(int n) { while (true) n++; }
    void Named(int n) { if (nameof(n) == "m") n++; }
    void Enum(int n) { if (Mode.A == Mode.A) n++; else n--; }
}"#;
    assert_eq!(
        checked_bodies(text),
        [
            "Literal",
            "ConstField",
            "ConstLocal",
            "HalfConstant",
            "Folded",
            "Conditional",
            "Infinite",
            "WhileTrue",
            "Named",
            "Enum"
        ]
    );
    reports(
        text,
        // Roslyn also reports 13:47 and 14:56 (a string and an enum comparison of constants
        // fold); the lowering folds neither yet: a miss, never a false report. The loops
        // have nothing after them.
        &[
            "CS0162 5:38",
            "CS0162 6:41",
            "CS0162 7:61",
            "CS0162 8:52",
            "CS0162 9:42",
            "CS0162 10:57",
        ],
    );
}

#[test]
fn jumps_that_end_a_run_are_checked() {
    let text = r#"class C
{
    void BothBranches(bool c, int n) { if (c) return; else return; n++; }
    void InLoop(int n) { while (n > 0) { break; n++; } }
    void Middle(int n) { return; n++; }
    int Missing(bool c) { if (c) return 1; }
    int Ends(bool c) { if (c) return 1; return 2; }
    int Empty() { }
}"#;
    assert_eq!(
        checked_bodies(text),
        ["BothBranches", "InLoop", "Middle", "Missing", "Empty"]
    );
    reports(
        text,
        &[
            "CS0162 3:68",
            "CS0162 4:49",
            "CS0162 5:34",
            "CS0161 6:9",
            "CS0161 8:9",
        ],
    );
}

#[test]
fn declarations_that_may_be_unassigned_are_checked() {
    let text = r#"class C
{
    int NoInitializer(bool c) { int x; if (c) x = 1; return x; }
    int SelfReference() { int y = y + 1; return y; }
    int Pattern(object o) { if (!(o is int i)) return i; return 0; }
    bool Out(bool c, out int o) { if (c) o = 1; return c; }
    int OutVar(string s) { int.TryParse(s, out var v); return v; }
}"#;
    assert_eq!(
        checked_bodies(text),
        ["NoInitializer", "SelfReference", "Pattern", "Out", "OutVar"]
    );
    reports(
        text,
        &["CS0165 3:61", "CS0165 4:35", "CS0165 5:55", "CS0177 6:49"],
    );
}
