//! Member existence on the hand-written stub types, from the framework index: the stubs
//! (`crates/cs-hir/corelib`) keep exact generic signatures, nullability and constants but list
//! only part of each type, so "lookup found nothing" proves nothing there; the index lists
//! every public member by name, so for a project that uses it the index decides whether a
//! stub type has a member of a given name (docs/framework-index.md, "Which source wins").

use std::collections::HashSet;
use std::sync::Arc;

use cs_db::{Db, Project};
use cs_framework::{Package, TypeKey};

use crate::db_queries::visible_projects;
use crate::def_map_impl::def_map;
use crate::symbols::TypeId;

/// The index packages `project` sees, in reference order.
pub fn index_packages(db: &dyn Db, project: Project) -> Vec<Package> {
    visible_projects(db, project)
        .iter()
        .filter_map(|p| {
            let settings = p.settings(db);
            if !settings.is_framework_index {
                return None;
            }
            Package::ALL
                .into_iter()
                .find(|package| package.assembly_name() == settings.assembly_name)
        })
        .collect()
}

/// `ty`'s (namespace, nesting path) as the index keys it.
fn key_of(db: &dyn Db, ty: TypeId) -> TypeKey {
    let namespace = def_map(db, ty.project).namespace_name(ty.index).to_string();
    let path = ty
        .containing_chain(db)
        .into_iter()
        .map(|t| {
            let data = t.data(db);
            (data.name.to_string(), data.arity)
        })
        .collect();
    (namespace, path)
}

/// For a type of the embedded core library: every name member lookup can find on it (its
/// members, nested types and inherited ones) as the index of the packages `project` uses
/// lists them; `None` when the project uses no index, the index does not list the type, or
/// part of its hierarchy is not exact.
pub fn index_member_names(
    db: &dyn Db,
    project: Project,
    ty: TypeId,
) -> Option<Arc<HashSet<String>>> {
    if !ty.is_from_core_library(db) || ty.project.settings(db).is_complete_metadata {
        return None;
    }
    let packages = index_packages(db, project);
    if packages.is_empty() {
        return None;
    }
    cs_framework::index().member_names(&packages, &key_of(db, ty))
}

/// True when an index package `project` uses declares an extension method named `name`
/// (whatever its receiver).
pub fn index_has_extension_method(db: &dyn Db, project: Project, name: &str) -> bool {
    let packages = index_packages(db, project);
    !packages.is_empty() && cs_framework::index().has_extension_method(&packages, name)
}

#[cfg(test)]
mod tests {
    use cs_db::{Document, DocumentStatus, ProjectSettings, RootDatabase, SourceFile, SymbolSet};

    use super::*;
    use crate::members::type_members;

    /// The stubs and the index agree: a public member a stub type declares is one the index
    /// lists for it (or what it inherits), so "the index lists no such name" never contradicts
    /// a member the stubs know. A disagreement is a stub inventing an API, or the index
    /// missing one (then its types could get false CS1061s): both are listed here.
    #[test]
    fn every_member_a_stub_declares_is_one_the_index_lists() {
        let db = RootDatabase::default();
        let symbols = SymbolSet::new(&db, Arc::from(Vec::<String>::new()));
        let documents = crate::core_library_sources()
            .iter()
            .map(|(name, text)| {
                Document::new(
                    &db,
                    SourceFile::new(&db, format!("<core>/{name}").into(), (*text).into()),
                    symbols,
                    DocumentStatus::Live,
                )
            })
            .collect();
        let core = Project::new(
            &db,
            Arc::new(ProjectSettings {
                name: "core".into(),
                is_core_library: true,
                ..Default::default()
            }),
            documents,
            Vec::new(),
        );
        let map = def_map(&db, core);
        let mut checked = 0;
        let mut disagreements = Vec::new();
        for index in 0..map.types.len() as u32 {
            let ty = TypeId {
                project: core,
                index,
            };
            let key = key_of(&db, ty);
            let Some(names) = cs_framework::index().member_names(&[Package::Bcl], &key) else {
                continue;
            };
            checked += 1;
            for member in type_members(&db, ty) {
                let decl = &member.decl;
                let public = decl.modifiers.contains(crate::Modifiers::PUBLIC)
                    || decl.modifiers.contains(crate::Modifiers::PROTECTED);
                let named = !matches!(
                    decl.kind,
                    crate::MemberKind::Constructor
                        | crate::MemberKind::Indexer
                        | crate::MemberKind::Operator
                        | crate::MemberKind::Conversion
                        | crate::MemberKind::Destructor
                );
                if public
                    && named
                    && decl.explicit_interface.is_none()
                    && !names.contains(&*decl.name)
                {
                    disagreements.push(format!("{}.{}", key.0, decl.name));
                }
            }
        }
        assert!(checked > 100, "{checked}");
        assert_eq!(disagreements, Vec::<String>::new());
    }
}
