//! A dependency graph as text people can look at: Graphviz DOT and Mermaid flowcharts,
//! nodes in key order and edges labelled with their weight.

use crate::graph::DependencyGraph;

fn quoted(name: &str) -> String {
    name.replace('\\', "\\\\").replace('"', "\\\"")
}

pub fn render_dot(graph: &DependencyGraph) -> String {
    let mut out = String::from("digraph dependencies {\n  rankdir=LR;\n  node [shape=box];\n");
    for (i, node) in graph.nodes.iter().enumerate() {
        out.push_str(&format!("  n{i} [label=\"{}\"];\n", quoted(&node.name)));
    }
    for edge in &graph.edges {
        out.push_str(&format!(
            "  n{} -> n{} [label=\"{}\"];\n",
            edge.from, edge.to, edge.weight
        ));
    }
    out.push_str("}\n");
    out
}

pub fn render_mermaid(graph: &DependencyGraph) -> String {
    let mut out = String::from("flowchart LR\n");
    for (i, node) in graph.nodes.iter().enumerate() {
        // Mermaid labels are quoted; `"` inside is written as #quot;.
        out.push_str(&format!(
            "  n{i}[\"{}\"]\n",
            node.name.replace('"', "#quot;")
        ));
    }
    for edge in &graph.edges {
        out.push_str(&format!(
            "  n{} -->|{}| n{}\n",
            edge.from, edge.weight, edge.to
        ));
    }
    out
}
