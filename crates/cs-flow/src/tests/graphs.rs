//! Control-flow graphs: Roslyn's block layout, branches and regions for each construct.

use super::fixture;

fn graph_of(body: &str) -> String {
    let text = format!(
        "using System;\nusing System.Collections.Generic;\nclass C\n{{\n    int Use(int v) => v;\n    object Lock = new object();\n    int M(bool c, int n, string s, List<int> list)\n    {{\n{body}\n    }}\n}}\n"
    );
    let f = fixture(&text);
    f.graph_text("int M")
}

#[test]
fn if_else() {
    insta::assert_snapshot!(graph_of(
        "int x; if (c) x = 1; else x = 2; Use(x); return x;"
    ));
}

#[test]
fn short_circuit_condition() {
    insta::assert_snapshot!(graph_of("if (c && n > 0 || s == null) Use(1); return 0;"));
}

#[test]
fn loops_and_jumps() {
    insta::assert_snapshot!(graph_of(
        "int t = 0; for (int i = 0; i < n; i++) { if (i == 3) continue; if (i == 5) break; t += i; } while (true) { if (t > 10) return t; t++; }"
    ));
}

#[test]
fn try_catch_finally() {
    insta::assert_snapshot!(graph_of(
        "try { Use(1); } catch (ArgumentException e) when (e.Message != null) { Use(2); } catch { throw; } finally { Use(3); } return 0;"
    ));
}

#[test]
fn foreach_using_lock() {
    insta::assert_snapshot!(graph_of(
        "foreach (var v in list) Use(v); using (var d = new System.IO.MemoryStream()) { Use(4); } lock (Lock) { Use(5); } return 0;"
    ));
}

#[test]
fn switch_and_goto() {
    insta::assert_snapshot!(graph_of(
        "switch (n) { case 1: case 2: Use(1); break; case 3 when c: goto default; default: Use(3); break; } again: n--; if (n > 0) goto again; return 0;"
    ));
}

#[test]
fn value_branches() {
    insta::assert_snapshot!(graph_of(
        "var t = c ? n : 0; var u = s ?? \"x\"; var l = s?.Length; s?.Trim(); return Use(t);"
    ));
}

#[test]
fn switch_expression_arms() {
    insta::assert_snapshot!(graph_of(
        "var r = n switch { 0 => 1, int k when k > 5 => k, _ => throw new ArgumentException() }; return r;"
    ));
}

#[test]
#[ignore]
fn debug_raw() {
    let body = std::env::var("BODY").unwrap_or_default();
    let text = format!(
        "using System;\nusing System.Collections.Generic;\nclass C\n{{\n    int Use(int v) => v;\n    int M(bool c, int n, string s, List<int> list)\n    {{\n{body}\n    }}\n}}\n"
    );
    let f = fixture(&text);
    let graph = f.graph("int M");
    println!(
        "{}",
        crate::dump::control_flow_graph(&graph, &f.text, &|s| f.local_name(s))
    );
    println!("{}", f.tree("int M"));
    let bindings = cs_bind::document_bindings(&f.db, f.project, f.document);
    for l in &bindings.locals {
        println!("local {} {:?} {:?}", l.name, l.name_range, l.kind);
    }
    let root = cs_db::parse(&f.db, f.document).syntax();
    for n in root
        .descendants()
        .filter(|n| cs_syntax::kind_name(n.kind()) == "variable_declarator")
    {
        for c in n.children_with_tokens() {
            println!("  {} {:?}", cs_syntax::kind_name(c.kind()), c.text_range());
        }
    }
}
