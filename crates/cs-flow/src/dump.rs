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

/// The graph in Roslyn's dump layout: regions as nested `{ }` with their kind and locals,
/// blocks with predecessors, operations (kind and text), the branch value and successors.
pub fn control_flow_graph(
    graph: &crate::cfg::ControlFlowGraph,
    text: &str,
    local_name: &dyn Fn(&cs_bind::BoundSymbol) -> String,
) -> String {
    let mut out = String::new();
    write_region(&mut out, graph, 0, text, local_name, 0);
    out
}

fn write_region(
    out: &mut String,
    graph: &crate::cfg::ControlFlowGraph,
    region: usize,
    text: &str,
    local_name: &dyn Fn(&cs_bind::BoundSymbol) -> String,
    indent: usize,
) {
    let r = &graph.regions[region];
    let pad = "  ".repeat(indent);
    let inner = if region == 0 { indent } else { indent + 1 };
    if region != 0 {
        let _ = write!(out, "{pad}.{} {{R{region}}}", r.kind.as_str());
        if let Some(t) = &r.exception_type {
            let _ = write!(out, " ({t})");
        }
        if !r.locals.is_empty() {
            let names: Vec<String> = r.locals.iter().map(local_name).collect();
            let _ = write!(out, " locals [{}]", names.join(", "));
        }
        out.push('\n');
    }
    if r.first_block == usize::MAX {
        return;
    }
    let mut b = r.first_block;
    while b <= r.last_block {
        let block = &graph.blocks[b];
        if block.region != region {
            // A nested region starts here.
            let nested = r
                .nested
                .iter()
                .copied()
                .find(|n| graph.regions[*n].first_block == b)
                .expect("nested region starting at the block");
            write_region(out, graph, nested, text, local_name, inner);
            b = graph.regions[nested].last_block + 1;
            continue;
        }
        write_block(out, graph, b, text, inner);
        b += 1;
    }
}

fn write_block(
    out: &mut String,
    graph: &crate::cfg::ControlFlowGraph,
    b: usize,
    text: &str,
    indent: usize,
) {
    let block = &graph.blocks[b];
    let pad = "  ".repeat(indent);
    let _ = write!(out, "{pad}B{b} {}", block.kind.as_str());
    if !block.is_reachable {
        out.push_str(" (unreachable)");
    }
    if !block.predecessors.is_empty() {
        let preds: Vec<String> = block.predecessors.iter().map(|p| format!("B{p}")).collect();
        let _ = write!(out, " preds [{}]", preds.join(", "));
    }
    out.push('\n');
    for op in &block.operations {
        let _ = write!(out, "{pad}  ");
        let line = operation_tree(
            &Operation {
                children: Vec::new(),
                ..op.clone()
            },
            text,
        );
        out.push_str(&line);
    }
    let successor = |s: &crate::cfg::Branch| match s.destination {
        Some(d) => format!("({}) B{d}", s.semantics.as_str()),
        None => format!("({}) null", s.semantics.as_str()),
    };
    if let (Some(value), Some(c)) = (&block.branch_value, &block.conditional_successor) {
        let _ = write!(
            out,
            "{pad}  jump {} {} on ",
            block.condition_kind.as_str(),
            successor(c)
        );
        out.push_str(&operation_tree(
            &Operation {
                children: Vec::new(),
                ..value.clone()
            },
            text,
        ));
    } else if let Some(value) = &block.branch_value {
        let _ = write!(out, "{pad}  value ");
        out.push_str(&operation_tree(
            &Operation {
                children: Vec::new(),
                ..value.clone()
            },
            text,
        ));
    }
    if let Some(f) = &block.fall_through_successor {
        let _ = writeln!(out, "{pad}  next {}", successor(f));
    }
}
