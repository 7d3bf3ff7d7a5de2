//! Sources the model generates instead of reading from disk (reference assemblies rendered as
//! C#): their text is produced on first use, and a layer above may read their declarations
//! straight from the generator (see `SourceGenerator::as_any`) without parsing the text.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::{Db, SourceFile};

/// Produces a generated file's text on demand.
pub trait SourceGenerator: Send + Sync + fmt::Debug {
    /// The file's full text; called at most once per source (the result is memoized). `db`
    /// lets a generator read other inputs (the framework index leaves out what the core
    /// library declares).
    fn render(&self, db: &dyn Db) -> String;
    /// The concrete generator, for layers that know it (they downcast).
    fn as_any(&self) -> &dyn Any;
}

/// A shared generator handle; equal only to itself (generators are never compared by value).
#[derive(Clone, Debug)]
pub struct GeneratedSource(pub Arc<dyn SourceGenerator>);

impl PartialEq for GeneratedSource {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for GeneratedSource {}

impl SourceFile {
    /// The file's text: as stored, or rendered once by its generator.
    pub fn text(self, db: &dyn Db) -> &Arc<str> {
        if self.generated(db).is_some() {
            rendered_text(db, self)
        } else {
            self.stored_text(db)
        }
    }
}

#[salsa::tracked(returns(ref))]
fn rendered_text(db: &dyn Db, source: SourceFile) -> Arc<str> {
    match source.generated(db) {
        Some(generator) => Arc::from(generator.0.render(db)),
        None => source.stored_text(db).clone(),
    }
}
