//! The salsa queries of body binding: a document's bindings under a project, and the names
//! a document mentions (so that a reference search binds only documents that may match).

use std::collections::HashSet;
use std::sync::Arc;

use cs_db::{Db, Document, Project};
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
