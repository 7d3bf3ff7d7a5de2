//! The salsa queries of body binding: a document's bindings under a project, and the names
//! a document mentions (so that a reference search binds only documents that may match).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use cs_db::{Db, Document, Project};
use cs_hir::{MemberId, MemberKind, Modifiers, Name, ParamModifier, TypeId, TypeKind};
use cs_syntax::SyntaxElement;

use crate::binder::Binder;
use crate::model::DocumentBindings;

/// Every name in a document bound under a project.
#[salsa::tracked(returns(ref), no_eq)]
pub fn document_bindings(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> Arc<DocumentBindings> {
    let documents = cs_hir::project_documents(db, project);
    let Some(doc_index) = documents.iter().position(|d| *d == document) else {
        return Arc::new(DocumentBindings::default());
    };
    let mut binder = Binder::new(db, project, document, doc_index as u32);
    binder.bind_document();
    Arc::new(binder.finish())
}

/// The identifiers a document mentions (without `@`), including words in `cref` attributes.
#[salsa::tracked(returns(ref))]
pub fn document_names(db: &dyn Db, document: Document) -> Arc<HashSet<String>> {
    let root = cs_db::parse(db, document).syntax();
    let mut names = HashSet::new();
    for element in root.descendants_with_tokens() {
        let SyntaxElement::Token(token) = element else {
            continue;
        };
        match cs_syntax::kind_name(token.kind()) {
            "identifier" | "implicit_parameter" => {
                names.insert(token.text().trim_start_matches('@').to_string());
            }
            "comment" if token.text().starts_with("///") => {
                for part in token.text().split("cref=\"").skip(1) {
                    let reference = part.split('"').next().unwrap_or("");
                    for word in reference.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
                        if !word.is_empty() {
                            names.insert(word.to_string());
                        }
                    }
                }
            }
            _ => {}
        }
    }
    Arc::new(names)
}

/// Extension methods a project can see: namespace → method name → (static class, method).
pub type ExtensionIndex = HashMap<String, HashMap<Name, Vec<(TypeId, MemberId)>>>;

/// Every extension method declared in the projects a project sees (static, non-generic,
/// top-level classes), by namespace and name.
#[salsa::tracked(returns(ref))]
pub fn extension_methods(db: &dyn Db, project: Project) -> Arc<ExtensionIndex> {
    let scope = cs_hir::project_scope(db, project).clone();
    let mut index: ExtensionIndex = HashMap::new();
    for (p, map) in scope.projects.iter().zip(&scope.maps) {
        for namespace in &map.namespaces {
            for types in namespace.types.values() {
                for &t in types {
                    let data = &map.types[t as usize];
                    if data.parent.is_some()
                        || data.kind != TypeKind::Class
                        || !data.modifiers.contains(Modifiers::STATIC)
                        || data.arity != 0
                    {
                        continue;
                    }
                    let id = TypeId {
                        project: *p,
                        index: t,
                    };
                    let table = crate::sema::type_table(
                        db,
                        crate::sema::TypeKey::new(db, id.project, id.index),
                    );
                    for m in table.members.iter() {
                        let is_extension = m.decl.kind == MemberKind::Method
                            && m.decl.params.first().is_some_and(|p| {
                                matches!(
                                    p.modifier,
                                    ParamModifier::This
                                        | ParamModifier::ThisRef
                                        | ParamModifier::ThisIn
                                )
                            });
                        if is_extension {
                            index
                                .entry(namespace.full_name.clone())
                                .or_default()
                                .entry(m.decl.name.clone())
                                .or_default()
                                .push((id, m.id));
                        }
                    }
                }
            }
        }
    }
    Arc::new(index)
}
