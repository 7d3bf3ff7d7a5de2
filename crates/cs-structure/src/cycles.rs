//! Dependency cycles: the strongly connected components of a level's graph (Tarjan's
//! algorithm, iterative), each with its nodes, the edges inside it (any of which closes a
//! cycle) and one concrete cycle through its first node; smallest components first.

use std::collections::VecDeque;

use cs_db::{Db, Workspace};

use crate::graph::{DependencyGraph, Edge, Level, Node, Scope, dependency_graph};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cycle {
    /// Sorted by key.
    pub nodes: Vec<Node>,
    /// The edges between the component's nodes, heaviest first; indexes into `nodes`.
    pub edges: Vec<Edge>,
    /// One cycle: indexes into `nodes`, starting and ending at the first node.
    pub path: Vec<usize>,
}

/// The cycles at a level (components of two or more nodes; self-references are not edges).
pub fn find_cycles(db: &dyn Db, workspace: Workspace, level: Level, scope: &Scope) -> Vec<Cycle> {
    let graph = dependency_graph(db, workspace, level, scope, false, usize::MAX, usize::MAX);
    let mut cycles: Vec<Cycle> = components(&graph)
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|members| cycle_of(&graph, members))
        .collect();
    cycles.sort_by(|a, b| {
        a.nodes
            .len()
            .cmp(&b.nodes.len())
            .then_with(|| a.nodes[0].key.cmp(&b.nodes[0].key))
    });
    cycles
}

/// Tarjan's strongly connected components, without recursion (type graphs are deep).
fn components(graph: &DependencyGraph) -> Vec<Vec<usize>> {
    let n = graph.nodes.len();
    let mut successors: Vec<Vec<usize>> = vec![Vec::new(); n];
    for edge in &graph.edges {
        successors[edge.from].push(edge.to);
    }
    for list in &mut successors {
        list.sort_unstable();
    }
    const UNSEEN: usize = usize::MAX;
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut next = 0;
    let mut result = Vec::new();
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        // (node, next successor to visit)
        let mut work: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut i)) = work.last_mut() {
            if *i < successors[v].len() {
                let w = successors[v][*i];
                *i += 1;
                if index[w] == UNSEEN {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                component.sort_unstable();
                result.push(component);
            }
        }
    }
    result
}

fn cycle_of(graph: &DependencyGraph, members: Vec<usize>) -> Cycle {
    // Nodes are sorted by key in the graph, so sorted indexes keep key order.
    let local = |g: usize| members.binary_search(&g).ok();
    let mut edges: Vec<Edge> = graph
        .edges
        .iter()
        .filter_map(|e| {
            Some(Edge {
                from: local(e.from)?,
                to: local(e.to)?,
                ..e.clone()
            })
        })
        .collect();
    edges.sort_by(|a, b| {
        b.weight
            .cmp(&a.weight)
            .then(a.from.cmp(&b.from))
            .then(a.to.cmp(&b.to))
    });
    let path = shortest_cycle(members.len(), &edges);
    Cycle {
        nodes: members.iter().map(|&i| graph.nodes[i].clone()).collect(),
        edges,
        path,
    }
}

/// The shortest cycle through node 0 (breadth-first back to it), as `[0, …, 0]`.
fn shortest_cycle(n: usize, edges: &[Edge]) -> Vec<usize> {
    let pairs: Vec<(usize, usize)> = edges.iter().map(|e| (e.from, e.to)).collect();
    shortest_cycle_of_pairs(n, &pairs)
}

fn shortest_cycle_of_pairs(n: usize, pairs: &[(usize, usize)]) -> Vec<usize> {
    let mut successors: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(from, to) in pairs {
        successors[from].push(to);
    }
    for s in &mut successors {
        s.sort_unstable();
    }
    let mut parent = vec![usize::MAX; n];
    let mut queue = VecDeque::from([0usize]);
    while let Some(v) = queue.pop_front() {
        for &w in &successors[v] {
            if w == 0 {
                let mut back = Vec::new();
                let mut at = v;
                while at != 0 {
                    back.push(at);
                    at = parent[at];
                }
                back.reverse();
                let mut path = vec![0];
                path.extend(back);
                path.push(0);
                return path;
            }
            if parent[w] == usize::MAX && w != 0 {
                parent[w] = v;
                queue.push_back(w);
            }
        }
    }
    vec![0]
}

#[cfg(test)]
mod unit {
    use super::shortest_cycle_of_pairs;

    #[test]
    fn shortest_cycle_takes_the_short_way_back() {
        // 0 -> 1 -> 2 -> 0 and 0 -> 3 -> 0: the two-node cycle is shorter.
        let pairs = [(0, 1), (1, 2), (2, 0), (0, 3), (3, 0)];
        assert_eq!(shortest_cycle_of_pairs(4, &pairs), vec![0, 3, 0]);
        assert_eq!(
            shortest_cycle_of_pairs(3, &[(0, 1), (1, 2), (2, 0)]),
            vec![0, 1, 2, 0]
        );
    }
}
