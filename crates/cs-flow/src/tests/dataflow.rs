//! Data-flow analysis: Roslyn's facts for statement ranges and expressions, and the ranges
//! it refuses.

use super::fixture;
use crate::FlowError;
use crate::dataflow::region::SelectionError;

const PROGRAM: &str = r#"
using System;
class C
{
    void Use(int v) { }
    int M(bool c, int p, out int o)
    {
        int x;
        if (c) x = 1; else x = 2;
        Use(x);
        int y = p + 1;
        Func<int> f = () => y + x;
        int z = 0;
        for (int i = 0; i < p; i++) { z += i; }
        o = z; // a comment
        return f() + z;
    }
}
"#;

#[test]
fn if_statement_assigns_on_every_path_and_flows_out() {
    let f = fixture(PROGRAM);
    let answer = f.data_flow("if (c) x = 1; else x = 2;").expect("analysed");
    let flow = &answer.flow;
    assert_eq!(f.names(&flow.always_assigned), ["x"]);
    assert_eq!(f.names(&flow.data_flows_out), ["x"]);
    assert_eq!(f.names(&flow.data_flows_in), ["c"]);
    assert_eq!(f.names(&flow.read_inside), ["c"]);
    assert_eq!(f.names(&flow.written_inside), ["x"]);
    assert!(flow.variables_declared.is_empty());
    assert_eq!(f.names(&flow.definitely_assigned_on_entry), ["c", "p"]);
    assert_eq!(f.names(&flow.definitely_assigned_on_exit), ["c", "p", "x"]);
    assert_eq!(
        f.names(&flow.written_outside),
        ["c", "p", "o", "y", "f", "z", "i"]
    );
}

#[test]
fn lambda_reading_locals_captures_them() {
    let f = fixture(PROGRAM);
    let answer = f.data_flow("Func<int> f = () => y + x;").expect("analysed");
    let flow = &answer.flow;
    assert_eq!(f.names(&flow.captured), ["x", "y"]);
    assert_eq!(f.names(&flow.captured_inside), ["x", "y"]);
    assert!(flow.captured_outside.is_empty());
    assert_eq!(f.names(&flow.data_flows_in), ["x", "y"]);
    assert_eq!(f.names(&flow.variables_declared), ["f"]);
    assert_eq!(f.names(&flow.data_flows_out), ["f"]);
    assert_eq!(f.names(&flow.always_assigned), ["f"]);
}

#[test]
fn loop_region_reads_and_writes() {
    let f = fixture(PROGRAM);
    let answer = f
        .data_flow("for (int i = 0; i < p; i++) { z += i; }")
        .expect("analysed");
    let flow = &answer.flow;
    assert_eq!(f.names(&flow.variables_declared), ["i"]);
    assert_eq!(f.names(&flow.data_flows_in), ["p", "z"]);
    assert_eq!(f.names(&flow.data_flows_out), ["z"]);
    assert_eq!(f.names(&flow.read_inside), ["p", "z", "i"]);
    assert_eq!(f.names(&flow.written_inside), ["z", "i"]);
    // `z` is written only when the loop runs.
    assert_eq!(f.names(&flow.always_assigned), ["i"]);
}

#[test]
fn out_parameter_written_inside_flows_out() {
    let f = fixture(PROGRAM);
    let answer = f.data_flow("o = z;").expect("analysed");
    assert_eq!(f.names(&answer.flow.data_flows_out), ["o"]);
    assert_eq!(f.names(&answer.flow.always_assigned), ["o"]);
}

#[test]
fn expression_region() {
    let f = fixture(PROGRAM);
    let answer = f.data_flow("p + 1").expect("analysed");
    assert!(matches!(
        answer.selection,
        crate::dataflow::region::Selection::Expression { .. }
    ));
    assert_eq!(f.names(&answer.flow.read_inside), ["p"]);
    assert_eq!(f.names(&answer.flow.data_flows_in), ["p"]);
    assert!(answer.flow.written_inside.is_empty());
}

#[test]
fn ranges_that_cut_statements_or_cover_nothing_are_refused() {
    let f = fixture(PROGRAM);
    match f.data_flow("Use(x);\n        int y") {
        Err(FlowError::Selection(SelectionError::CutsStatements(cut))) => {
            assert_eq!(cut.len(), 1);
            let start = usize::from(cut[0].start());
            assert!(f.text[start..].starts_with("int y = p + 1;"));
        }
        other => panic!("expected a cut statement, got {other:?}"),
    }
    assert_eq!(
        f.data_flow("// a comment").unwrap_err(),
        FlowError::Selection(SelectionError::NothingSelected)
    );
    assert_eq!(f.data_flow("void Use").unwrap_err(), FlowError::OutsideBody);
}
