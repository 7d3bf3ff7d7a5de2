//! Structure of a workspace for planning changes: type, namespace and project dependency
//! graphs with their cycles, change impact, test discovery, code metrics and duplicate code.
//! Everything is derived from the per-document bindings of `cs-bind` (the reference index)
//! and the syntax trees: no second walk of the sources, no IO.

mod changes;
mod cycles;
mod duplicates;
mod edges;
mod facade;
mod graph;
mod impact;
mod metrics;
mod parallel;
mod render;
mod test_methods;
#[cfg(test)]
mod tests;

pub use changes::ChangedDeclaration;
pub use cycles::{Cycle, find_cycles};
pub use duplicates::{CloneGroup, CloneOccurrence, DuplicateOptions, find_duplicates};
pub use edges::{TypeEdge, document_type_edges, project_type_edges, workspace_type_edges};
pub use facade::Structure;
pub use graph::{
    DependencyGraph, Direction, Edge, Level, Neighbour, Node, NodeKind, Scope, Selection,
    dependency_graph, neighbours,
};
pub use impact::{ImpactItem, ImpactReason, ImpactReport, analyze_symbol_impact};
pub use metrics::{MetricSet, MetricsItem, member_metrics_of_document, metrics};
pub use render::{render_dot, render_mermaid};
pub use test_methods::{TestFramework, TestMethod, TestReach, project_tests, tests_reaching};

/// A query result, or `Cancelled` when a write to the database arrived while it ran.
pub type Cancellable<T> = Result<T, cs_db::Cancelled>;

/// Builds every project's type edges on all cores: the first graph or dependency list binds
/// every document, which one thread would do project by project.
pub fn warm_edges(db: &cs_db::RootDatabase, workspace: cs_db::Workspace) {
    let projects = workspace.projects(db).clone();
    parallel::for_each_project(db, &projects, |db, project| {
        let _ = edges::project_type_edges(db, project);
    });
}

/// Builds every project's call index on all cores (the first walk over callers).
pub fn warm_calls(db: &cs_db::RootDatabase, workspace: cs_db::Workspace) {
    let projects = workspace.projects(db).clone();
    parallel::for_each_project(db, &projects, |db, project| {
        let _ = test_methods::project_call_index(db, project);
        let _ = test_methods::project_tests(db, project);
    });
}

/// Measures every project's documents on all cores (the first `get-metrics`).
pub fn warm_metrics(db: &cs_db::RootDatabase, workspace: cs_db::Workspace) {
    let projects = workspace.projects(db).clone();
    parallel::for_each_project(db, &projects, |db, project| {
        for &document in cs_hir::project_documents(db, project).iter() {
            let _ = metrics::member_metrics_of_document(db, project, document);
        }
    });
}
