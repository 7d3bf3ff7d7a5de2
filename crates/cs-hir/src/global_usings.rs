//! A project's global usings: `global using` directives from every file plus those the project
//! file adds (implicit usings, `<Using>` items).

use std::sync::Arc;

use cs_db::{Db, Project};

use crate::db_queries::{file_decls, project_documents};
use crate::decls::UsingKind;
use crate::type_ref::{NameSegment, TypeRef};

/// A using directive that applies to a whole compilation unit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectUsing {
    pub kind: UsingKind,
    pub target: TypeRef,
}

#[salsa::tracked(returns(ref))]
pub fn project_global_usings(db: &dyn Db, project: Project) -> Arc<[ProjectUsing]> {
    let mut result = Vec::new();
    for setting in &project.settings(db).global_usings {
        let target = TypeRef::Named {
            alias: None,
            segments: setting
                .namespace
                .trim_start_matches("global::")
                .split('.')
                .map(|s| NameSegment {
                    name: s.into(),
                    args: Vec::new(),
                })
                .collect(),
        };
        let kind = match (&setting.alias, setting.is_static) {
            (Some(alias), _) => UsingKind::Alias(alias.as_str().into()),
            (None, true) => UsingKind::Static,
            (None, false) => UsingKind::Namespace,
        };
        result.push(ProjectUsing { kind, target });
    }
    for &document in project_documents(db, project).iter() {
        let decls = file_decls(db, document);
        if let Some(root) = decls.scopes.first() {
            for using in root.usings.iter().filter(|u| u.is_global) {
                result.push(ProjectUsing {
                    kind: using.kind.clone(),
                    target: using.target.clone(),
                });
            }
        }
    }
    result.into()
}
