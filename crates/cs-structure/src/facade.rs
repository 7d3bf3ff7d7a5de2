//! The structure features for callers holding an `Analysis` (the server): each answer runs
//! under `Cancelled::catch`, and the first graph or metrics call builds its per-project
//! queries on every core.

use cs_db::{Document, Workspace};
use cs_hir::{Symbol, TypeId};
use cs_ide::Analysis;

use crate::{
    Cancellable, CloneGroup, Cycle, DependencyGraph, Direction, DuplicateOptions, ImpactReport,
    Level, MetricsItem, Neighbour, Scope, Selection, TestMethod, TestReach,
};

/// Structure queries over one analysis snapshot.
pub struct Structure<'a> {
    analysis: &'a Analysis,
    workspace: Workspace,
}

impl<'a> Structure<'a> {
    pub fn new(analysis: &'a Analysis, workspace: Workspace) -> Structure<'a> {
        Structure {
            analysis,
            workspace,
        }
    }

    fn run<T>(&self, f: impl FnOnce(&dyn cs_db::Db) -> T) -> Cancellable<T> {
        let db = self.analysis.db();
        cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| f(db)))
    }

    fn warm_edges(&self) {
        crate::warm_edges(self.analysis.db(), self.workspace);
    }

    pub fn graph(
        &self,
        level: Level,
        scope: &Scope,
        include_external: bool,
        max_nodes: usize,
        max_edges: usize,
    ) -> Cancellable<DependencyGraph> {
        self.warm_edges();
        self.run(|db| {
            crate::dependency_graph(
                db,
                self.workspace,
                level,
                scope,
                include_external,
                max_nodes,
                max_edges,
            )
        })
    }

    pub fn neighbours(
        &self,
        selection: &Selection,
        level: Level,
        direction: Direction,
    ) -> Cancellable<Vec<Neighbour>> {
        self.warm_edges();
        self.run(|db| crate::neighbours(db, self.workspace, selection, level, direction))
    }

    pub fn cycles(&self, level: Level, scope: &Scope) -> Cancellable<Vec<Cycle>> {
        self.warm_edges();
        self.run(|db| crate::find_cycles(db, self.workspace, level, scope))
    }

    pub fn metrics(
        &self,
        level: Level,
        scope: &Scope,
        members: bool,
    ) -> Cancellable<Vec<MetricsItem>> {
        crate::warm_metrics(self.analysis.db(), self.workspace);
        self.run(|db| crate::metrics(db, self.workspace, level, scope, members))
    }

    pub fn duplicates(
        &self,
        project: Option<cs_db::Project>,
        options: DuplicateOptions,
    ) -> Cancellable<Vec<CloneGroup>> {
        self.run(|db| crate::find_duplicates(db, self.workspace, project, options))
    }

    /// The test methods of one project or of all, in project order.
    pub fn tests(&self, project: Option<cs_db::Project>) -> Cancellable<Vec<TestMethod>> {
        crate::warm_calls(self.analysis.db(), self.workspace);
        self.run(|db| {
            self.workspace
                .projects(db)
                .iter()
                .filter(|p| project.is_none_or(|only| only == **p))
                .flat_map(|p| crate::project_tests(db, *p).iter().cloned())
                .collect()
        })
    }

    pub fn tests_reaching(
        &self,
        symbol: &Symbol,
        max_depth: u32,
        max_visited: usize,
    ) -> Cancellable<(Vec<TestReach>, bool)> {
        crate::warm_calls(self.analysis.db(), self.workspace);
        crate::tests_reaching(
            self.analysis,
            self.workspace,
            symbol,
            max_depth,
            max_visited,
        )
    }

    pub fn impact(
        &self,
        roots: &[Symbol],
        max_depth: u32,
        max_members: usize,
    ) -> Cancellable<ImpactReport> {
        crate::warm_calls(self.analysis.db(), self.workspace);
        crate::analyze_symbol_impact(self.analysis, self.workspace, roots, max_depth, max_members)
    }

    /// The declarations of a document whose text differs from `original`.
    pub fn changed_declarations(
        &self,
        project: cs_db::Project,
        document: Document,
        original: &str,
    ) -> Cancellable<Vec<crate::ChangedDeclaration>> {
        self.run(|db| crate::changes::changed_declarations(db, project, document, original))
    }

    /// The namespace a type is declared in (empty for the global namespace).
    pub fn namespace_of(&self, ty: TypeId) -> Cancellable<String> {
        self.run(|db| crate::graph::type_namespace(db, ty))
    }
}
