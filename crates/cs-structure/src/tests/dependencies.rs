//! Dependency edges, graphs, neighbours and cycles of test-data/structure, counted by hand.

use super::solution;
use crate::{
    Direction, Level, Scope, Selection, dependency_graph, find_cycles, neighbours, render_dot,
    render_mermaid,
};

fn edges(level: Level, scope: &Scope, max_nodes: usize, max_edges: usize) -> Vec<String> {
    let s = solution();
    let graph = dependency_graph(
        s.db(),
        s.workspace,
        level,
        scope,
        false,
        max_nodes,
        max_edges,
    );
    graph
        .edges
        .iter()
        .map(|e| {
            format!(
                "{} -> {} {}",
                graph.nodes[e.from].name, graph.nodes[e.to].name, e.weight
            )
        })
        .collect()
}

#[test]
fn project_edges_follow_the_project_references() {
    // Tests: 31 names of Domain's types and members, 6 of Services'; Services: 10 of Domain's.
    assert_eq!(
        edges(Level::Project, &Scope::Workspace, 200, 400),
        [
            "Tests -> Domain 31",
            "Services -> Domain 10",
            "Tests -> Services 6"
        ]
    );
}

#[test]
fn namespace_edges_count_every_reference() {
    let all = edges(Level::Namespace, &Scope::Workspace, 200, 400);
    assert_eq!(all.len(), 12);
    // Order: new PriceCalculator() (type + constructor) and .Total(this); PriceCalculator:
    // Order (parameter), order.Lines, line.Price, line.Quantity.
    assert!(all.contains(&"Shop.Domain.Orders -> Shop.Domain.Pricing 3".to_string()));
    assert!(all.contains(&"Shop.Domain.Pricing -> Shop.Domain.Orders 4".to_string()));
    // Scoped to one namespace and those below it: only edges inside the scope.
    assert_eq!(
        edges(
            Level::Namespace,
            &Scope::Namespace("Shop.Domain".into()),
            200,
            400
        ),
        [
            "Shop.Domain.Pricing -> Shop.Domain.Orders 4",
            "Shop.Domain.Orders -> Shop.Domain.Pricing 3"
        ]
    );
}

#[test]
fn a_cut_graph_keeps_the_heaviest_edges() {
    let cut = edges(Level::Type, &Scope::Workspace, 200, 3);
    assert_eq!(
        cut,
        [
            "Shop.Tests.MsTests -> Shop.Domain.Metrics.Samples 6",
            "Shop.Tests.XunitTests -> Shop.Domain.Metrics.Samples 6",
            "Shop.Tests.XunitTests -> Shop.Services.OrderService 6"
        ]
    );
    let s = solution();
    let graph = dependency_graph(
        s.db(),
        s.workspace,
        Level::Type,
        &Scope::Workspace,
        false,
        2,
        400,
    );
    assert_eq!(graph.nodes.len(), 2);
    assert_eq!(graph.edges.len(), 1, "{graph:?}");
    assert_eq!(graph.total_edges, 36);
}

#[test]
fn dependencies_and_dependents_of_a_type() {
    let s = solution();
    let order = s.ty("T:Shop.Domain.Orders.Order");
    let list = |level, direction| -> Vec<(String, u32)> {
        neighbours(
            s.db(),
            s.workspace,
            &Selection::Type(order),
            level,
            direction,
        )
        .into_iter()
        .map(|n| (n.node.name, n.count))
        .collect()
    };
    let pairs = |items: &[(&str, u32)]| -> Vec<(String, u32)> {
        items.iter().map(|(n, c)| (n.to_string(), *c)).collect()
    };
    assert_eq!(
        list(Level::Type, Direction::Dependencies),
        pairs(&[
            ("Shop.Domain.Pricing.PriceCalculator", 3),
            ("Shop.Domain.Orders.OrderLine", 2)
        ])
    );
    assert_eq!(
        list(Level::Type, Direction::Dependents),
        pairs(&[
            ("Shop.Tests.XunitTests", 4),
            ("Shop.Services.OrderService", 3),
            ("Shop.Domain.Pricing.PriceCalculator", 2)
        ])
    );
    assert_eq!(
        list(Level::Project, Direction::Dependents),
        pairs(&[("Tests", 4), ("Services", 3)])
    );
    // The framework types used are grouped by assembly.
    let core = neighbours(
        s.db(),
        s.workspace,
        &Selection::Project(s.projects[2]),
        Level::Project,
        Direction::Dependencies,
    );
    let names: Vec<&str> = core.iter().map(|n| n.node.name.as_str()).collect();
    assert_eq!(names, ["Domain", "System.Runtime", "Services"]);
    assert!(core[1].node.is_external());
}

#[test]
fn cycles_at_each_level() {
    let s = solution();
    let names = |level| -> Vec<Vec<String>> {
        find_cycles(s.db(), s.workspace, level, &Scope::Workspace)
            .into_iter()
            .map(|c| c.nodes.into_iter().map(|n| n.name).collect())
            .collect()
    };
    assert!(names(Level::Project).is_empty());
    assert_eq!(
        names(Level::Namespace),
        [["Shop.Domain.Orders", "Shop.Domain.Pricing"]]
    );
    assert_eq!(
        names(Level::Type),
        [[
            "Shop.Domain.Orders.Order",
            "Shop.Domain.Pricing.PriceCalculator"
        ]]
    );
    let cycle = &find_cycles(s.db(), s.workspace, Level::Namespace, &Scope::Workspace)[0];
    assert_eq!(cycle.path, [0, 1, 0]);
    let closing: Vec<(usize, usize, u32)> = cycle
        .edges
        .iter()
        .map(|e| (e.from, e.to, e.weight))
        .collect();
    assert_eq!(closing, [(1, 0, 4), (0, 1, 3)]);
}

#[test]
fn graphs_render_as_dot_and_mermaid() {
    let s = solution();
    let graph = dependency_graph(
        s.db(),
        s.workspace,
        Level::Project,
        &Scope::Workspace,
        false,
        200,
        400,
    );
    assert_eq!(
        render_dot(&graph),
        "digraph dependencies {\n  rankdir=LR;\n  node [shape=box];\n  n0 [label=\"Domain\"];\n  n1 [label=\"Services\"];\n  n2 [label=\"Tests\"];\n  n2 -> n0 [label=\"31\"];\n  n1 -> n0 [label=\"10\"];\n  n2 -> n1 [label=\"6\"];\n}\n"
    );
    assert_eq!(
        render_mermaid(&graph),
        "flowchart LR\n  n0[\"Domain\"]\n  n1[\"Services\"]\n  n2[\"Tests\"]\n  n2 -->|31| n0\n  n1 -->|10| n0\n  n2 -->|6| n1\n"
    );
}
