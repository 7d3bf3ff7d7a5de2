//! IDE features over the incremental database: `AnalysisHost` owns the database and takes
//! changes; `Analysis` is a read-only handle whose answers are `Cancellable`.

mod add_using;
mod decl_diagnostics;
mod diagnostics;
pub mod flow;
mod formatting;
mod hierarchy;
mod members;
mod metadata_source;
mod organize_usings;
mod references;
mod rename;
mod search;
mod signatures;
mod symbols;
mod text_edit;
mod unnecessary_usings;
mod written_type;

use cs_db::RootDatabase;

pub use add_using::add_using_edit;
pub use cs_db::{DiagnosticSeverity, Document, DocumentDiagnostic, Project};
pub use cs_flow::{BodyInfo, FlowError};
pub use cs_hir::{Symbol, SymbolKind};
pub use diagnostics::{DiagnosticFilter, PostProcess};
pub use formatting::{FormatOptions, IndentStyle, LineEnding, detect_line_ending};
pub use hierarchy::{DerivedType, ImplementedInterface};
pub use members::{AttributeItem, MemberItem};
pub use metadata_source::{LibraryDeclaration, MAX_METADATA_SOURCE_CHARS, MetadataSource};
pub use organize_usings::OrganizeOptions;
pub use references::{
    BoundSymbol, BoundSymbolInfo, Callee, CalleeTree, Caller, CodeContext, Definition, LocalId,
    LocalSymbolInfo, LocalSymbolKind, RefKind, Reference, ReferenceItem, ReferenceOptions,
    ReferenceScope,
};
pub use rename::{RenameConflict, RenameError, RenamePlan, validate_identifier};
pub use search::SymbolQuery;
pub use symbols::{FileRange, SymbolInfo};
pub use text_edit::{TextEdit, apply_edits};
pub use unnecessary_usings::unnecessary_usings;

/// A query result, or `Cancelled` when a write to the database arrived while it ran.
pub type Cancellable<T> = Result<T, cs_db::Cancelled>;

/// Owner of the database; the only place where inputs change.
#[derive(Default)]
pub struct AnalysisHost {
    db: RootDatabase,
}

impl AnalysisHost {
    pub fn new(db: RootDatabase) -> AnalysisHost {
        AnalysisHost { db }
    }
    /// The database, for creating and updating inputs.
    pub fn db_mut(&mut self) -> &mut RootDatabase {
        &mut self.db
    }
    pub fn db(&self) -> &RootDatabase {
        &self.db
    }
    /// A read-only handle that may be moved to another thread.
    pub fn analysis(&self) -> Analysis {
        Analysis {
            db: self.db.clone(),
        }
    }
}

/// A read-only view of the database at its current revision.
pub struct Analysis {
    db: RootDatabase,
}

impl Analysis {
    /// The database handle, for library users that query `cs-hir` directly (outside
    /// `Cancelled::catch`: a concurrent write makes such queries unwind).
    pub fn db(&self) -> &RootDatabase {
        &self.db
    }

    fn with_db<T>(
        &self,
        f: impl FnOnce(&RootDatabase) -> T + std::panic::UnwindSafe,
    ) -> Cancellable<T> {
        let db = &self.db;
        cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| f(db)))
    }
}
