//! CA1812 (off by default): an internal class nothing in its project names, when no
//! `InternalsVisibleTo` lets another assembly see it. Decided only when every token with the
//! class's name in the project is bound.

use cs_bind::BoundSymbol;
use cs_hir::{Modifiers, Symbol, TypeKind};

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::rule::{CA1812, Rule};
use crate::usage::{Usage, usage};

pub struct UninstantiatedTypes;

impl Analyzer for UninstantiatedTypes {
    fn rules(&self) -> &'static [Rule] {
        &[CA1812]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        let settings = cx.project.settings(cx.db);
        if settings.may_generate_members() && settings.has_unseen_references {
            return;
        }
        let documents = cs_hir::project_documents(cx.db, cx.project);
        let mut visible_to_others: Option<bool> = None;
        for (ty_index, decl) in cx.decls.types.iter().enumerate() {
            let Some(&(type_id, part)) = cx.types.get(&(ty_index as u32)) else {
                continue;
            };
            let data = type_id.data(cx.db);
            let m = data.modifiers;
            let internal = m.contains(Modifiers::INTERNAL)
                || (data.parent.is_none()
                    && ![
                        Modifiers::PUBLIC,
                        Modifiers::FILE,
                        Modifiers::PRIVATE,
                        Modifiers::PROTECTED,
                    ]
                    .iter()
                    .any(|a| m.contains(*a)));
            if part != 0
                || !internal
                || data.parent.is_some()
                || decl.kind != TypeKind::Class
                || !decl.attributes.is_empty()
                || m.contains(Modifiers::STATIC)
                || m.contains(Modifiers::ABSTRACT)
                || m.contains(Modifiers::PARTIAL)
                || decl.members.iter().any(|x| &*x.name == "Main")
            {
                continue;
            }
            let others = *visible_to_others.get_or_insert_with(|| {
                documents
                    .iter()
                    .any(|d| cs_bind::document_names(cx.db, *d).contains("InternalsVisibleTo"))
            });
            if others {
                return;
            }
            let Some(range) = cx.ranges.get(decl.decl) else {
                continue;
            };
            let candidates: Vec<_> = documents
                .iter()
                .copied()
                .filter(|d| cs_bind::document_names(cx.db, *d).contains(&*decl.name))
                .collect();
            let symbol = BoundSymbol::Symbol(Symbol::Type(type_id));
            if usage(cx.db, cx.project, &candidates, &symbol, &decl.name, None) == Usage::Unused {
                out.push(Finding {
                    rule: &CA1812,
                    message: CA1812.format(&[&decl.name]),
                    range: range.name,
                    symbol: Some(decl.name.to_string()),
                });
            }
        }
    }
}
