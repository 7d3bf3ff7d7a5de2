//! Recording mode: one document bound again keeping each expression's type, folded integer
//! constant and implicit conversion, for the operation trees of `cs-flow`. A separate query, so
//! the everyday `document_bindings` path records nothing extra.

use std::sync::Arc;

use cs_db::{Db, Document, Project};
use cs_hir::Ty;
use cs_syntax::TextRange;

use crate::binder::{Binder, Recording};

/// The facts binding found about the expressions of one document.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ExpressionFacts {
    /// Each bound expression's type, by range (sorted).
    pub types: Vec<(TextRange, Ty)>,
    /// Integer constants the binder folded (literals, `const` members with literal values).
    pub constants: Vec<(TextRange, i128)>,
    /// Expressions implicitly converted to the type expected of them: the target type.
    pub conversions: Vec<(TextRange, Ty)>,
}

impl ExpressionFacts {
    pub fn type_of(&self, range: TextRange) -> Option<&Ty> {
        find(&self.types, range)
    }

    pub fn constant_of(&self, range: TextRange) -> Option<i128> {
        find(&self.constants, range).copied()
    }

    pub fn conversion_of(&self, range: TextRange) -> Option<&Ty> {
        find(&self.conversions, range)
    }
}

fn find<T>(list: &[(TextRange, T)], range: TextRange) -> Option<&T> {
    list.binary_search_by(|(r, _)| (r.start(), r.end()).cmp(&(range.start(), range.end())))
        .ok()
        .map(|i| &list[i].1)
}

fn sorted<T>(map: std::collections::HashMap<TextRange, T>) -> Vec<(TextRange, T)> {
    let mut list: Vec<_> = map.into_iter().collect();
    list.sort_by_key(|(r, _)| (r.start(), r.end()));
    list
}

/// The expression facts of a document bound under a project (binds the document once more,
/// in recording mode).
#[salsa::tracked(returns(ref))]
pub fn expression_facts(db: &dyn Db, project: Project, document: Document) -> Arc<ExpressionFacts> {
    let documents = cs_hir::project_documents(db, project);
    let Some(doc_index) = documents.iter().position(|d| *d == document) else {
        return Arc::new(ExpressionFacts::default());
    };
    let mut binder = Binder::new(db, project, document, doc_index as u32);
    binder.recording = Some(Box::default());
    binder.bind_document();
    let recording: Recording = *binder.recording.take().unwrap_or_default();
    Arc::new(ExpressionFacts {
        types: sorted(recording.types),
        constants: sorted(recording.constants),
        conversions: sorted(recording.conversions),
    })
}
