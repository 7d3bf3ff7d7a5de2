//! The code around a position: the member and type enclosing it and what the names in a
//! window of text refer to.

use cs_bind::Reference;
use cs_db::{Db, Document, Project};
use cs_hir::{Symbol, TypeId, def_map, project_documents, type_members};
use cs_syntax::{TextRange, TextSize};

use crate::{Analysis, Cancellable};

/// What surrounds a position.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CodeContext {
    /// The innermost member whose declaration contains the position (none in top-level
    /// statements and between members).
    pub member: Option<Symbol>,
    /// The innermost type whose declaration contains the position.
    pub ty: Option<Symbol>,
    /// The bound names inside the window, declarations included, in document order.
    pub references: Vec<Reference>,
}

impl Analysis {
    /// The enclosing member and type of `offset` and the references inside `window`.
    pub fn code_context(
        &self,
        project: Project,
        document: Document,
        offset: TextSize,
        window: TextRange,
    ) -> Cancellable<CodeContext> {
        self.with_db(|db| {
            let (member, ty) = enclosing(db, project, document, offset);
            let references = cs_bind::document_bindings(db, project, document)
                .references
                .iter()
                .filter(|r| window.contains_range(r.range))
                .cloned()
                .collect();
            CodeContext {
                member,
                ty,
                references,
            }
        })
    }
}

/// The innermost member and type declarations whose full range contains `offset`.
fn enclosing(
    db: &dyn Db,
    project: Project,
    document: Document,
    offset: TextSize,
) -> (Option<Symbol>, Option<Symbol>) {
    let Some(doc_index) = project_documents(db, project)
        .iter()
        .position(|d| *d == document)
    else {
        return (None, None);
    };
    let doc_index = doc_index as u32;
    let decls = cs_hir::file_decls(db, document);
    let ranges = cs_hir::decl_ranges(db, document);
    let map = def_map(db, project);
    let mut ty: Option<(TextRange, TypeId)> = None;
    let mut member: Option<(TextRange, Symbol)> = None;
    for index in 0..map.types.len() as u32 {
        let id = TypeId { project, index };
        let parts = &map.types[index as usize].parts;
        let mut inside = false;
        for part in parts
            .iter()
            .filter(|p| p.doc == doc_index && !p.is_synthesized())
        {
            let Some(r) = ranges.get(decls.types[part.ty as usize].decl) else {
                continue;
            };
            if r.full.contains_inclusive(offset) {
                inside = true;
                if ty.is_none_or(|(best, _)| r.full.len() < best.len()) {
                    ty = Some((r.full, id));
                }
            }
        }
        if !inside {
            continue;
        }
        for m in type_members(db, id) {
            if m.doc != doc_index || m.synthesized {
                continue;
            }
            if let Some(r) = ranges.get(m.decl.decl)
                && r.full.contains_inclusive(offset)
                && member
                    .as_ref()
                    .is_none_or(|(best, _)| r.full.len() < best.len())
            {
                member = Some((r.full, Symbol::Member(m.id)));
            }
        }
    }
    (member.map(|(_, s)| s), ty.map(|(_, t)| Symbol::Type(t)))
}
