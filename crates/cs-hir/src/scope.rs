//! What a project sees, fetched once: the symbol tables of itself, its references and the core
//! library, whether unseen assemblies may add types, and its global usings. Name lookups read
//! this one memo instead of a database read per project per name.

use std::sync::Arc;

use cs_db::{Db, Project};

use crate::db_queries::visible_projects;
use crate::def_map_impl::{DefMap, def_map};
use crate::global_usings::{ProjectUsing, project_global_usings};
use crate::symbols::TypeId;

#[derive(Debug)]
pub struct ProjectScope {
    pub projects: Arc<[Project]>,
    /// `maps[i]` is the symbol table of `projects[i]`.
    pub maps: Vec<Arc<DefMap>>,
    /// Some visible project has references we cannot see.
    pub open: bool,
    /// The framework is the embedded stand-in (not real reference assemblies read in full):
    /// its namespaces may lack types and members the real framework has.
    pub framework_open: bool,
    /// Positions in `maps` of the framework index's projects (`cs-framework`): a framework
    /// namespace they declare lists all its types, so it is closed even while the embedded
    /// stand-in serves.
    pub index_maps: Vec<usize>,
    pub global_usings: Arc<[ProjectUsing]>,
}

/// Tables compare by identity: a table that did not change is the same allocation, and one
/// that did makes every lookup through this scope worth redoing.
impl PartialEq for ProjectScope {
    fn eq(&self, other: &Self) -> bool {
        self.projects == other.projects
            && self.open == other.open
            && self.framework_open == other.framework_open
            && self.index_maps == other.index_maps
            && self.global_usings == other.global_usings
            && self.maps.len() == other.maps.len()
            && self
                .maps
                .iter()
                .zip(&other.maps)
                .all(|(a, b)| Arc::ptr_eq(a, b))
    }
}

impl Eq for ProjectScope {}

#[salsa::tracked(returns(ref))]
pub fn project_scope(db: &dyn Db, project: Project) -> Arc<ProjectScope> {
    let projects = visible_projects(db, project).clone();
    let maps = projects.iter().map(|p| def_map(db, *p).clone()).collect();
    let open = projects
        .iter()
        .any(|p| p.settings(db).has_unseen_references);
    let framework_open = projects.iter().any(|p| {
        let settings = p.settings(db);
        settings.is_core_library && !settings.is_complete_metadata
    });
    let index_maps = projects
        .iter()
        .enumerate()
        .filter(|(_, p)| p.settings(db).is_framework_index)
        .map(|(i, _)| i)
        .collect();
    Arc::new(ProjectScope {
        projects,
        maps,
        open,
        framework_open,
        index_maps,
        global_usings: project_global_usings(db, project).clone(),
    })
}

impl ProjectScope {
    /// A type by namespace, name and arity; the project's own declarations win.
    pub fn type_in_namespace(&self, ns: &str, name: &str, arity: u32) -> Option<TypeId> {
        for (project, map) in self.projects.iter().zip(&self.maps) {
            if let Some(&index) = map.namespace_by_name.get(ns)
                && let Some(t) = map.types_in_namespace(index, name, arity).next()
            {
                return Some(TypeId {
                    project: *project,
                    index: t,
                });
            }
        }
        None
    }

    /// True for a namespace that assemblies we cannot see may add types to: the framework's
    /// namespaces while the framework is the embedded stand-in, except those the framework
    /// index declares (it lists every type of them).
    pub fn is_open_namespace(&self, ns: &str) -> bool {
        self.framework_open
            && crate::resolve::is_open_namespace(ns)
            && !self
                .index_maps
                .iter()
                .any(|&i| self.maps[i].namespace_by_name.contains_key(ns))
    }

    pub fn namespace_exists(&self, full: &str) -> bool {
        self.maps
            .iter()
            .any(|m| m.namespace_by_name.contains_key(full))
    }
}
