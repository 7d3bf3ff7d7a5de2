//! A compact text rendering of operation trees and control-flow graphs, in the spirit of
//! Roslyn's test dumps, for tests and snapshots.

use std::fmt::Write;

use crate::operation::Operation;

/// One line per operation: `Kind detail [type] = constant (start..end)`, children indented.
pub fn operation_tree(op: &Operation, text: &str) -> String {
    let mut out = String::new();
    write_op(&mut out, op, text, 0);
    out
}

fn write_op(out: &mut String, op: &Operation, text: &str, indent: usize) {
    let _ = write!(
        out,
        "{:indent$}{}",
        "",
        op.kind.as_str(),
        indent = indent * 2
    );
    if let Some(detail) = &op.detail {
        let _ = write!(out, " {detail}");
    }
    if op.is_implicit {
        out.push_str(" (implicit)");
    }
    if let Some(access) = op.access {
        let _ = write!(out, " {access:?}");
    }
    if let Some(ty) = &op.ty {
        let _ = write!(out, " : {ty}");
    }
    if let Some(c) = &op.constant {
        let _ = write!(out, " = {c}");
    }
    if let Some(capture) = op.capture {
        let _ = write!(out, " #{capture}");
    }
    let snippet: String = text
        .get(usize::from(op.range.start())..usize::from(op.range.end()))
        .unwrap_or("")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let snippet = if snippet.chars().count() > 40 {
        format!("{}…", snippet.chars().take(40).collect::<String>())
    } else {
        snippet
    };
    let _ = writeln!(out, " `{snippet}`");
    for child in &op.children {
        write_op(out, child, text, indent + 1);
    }
}
