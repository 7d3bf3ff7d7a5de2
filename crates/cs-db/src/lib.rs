//! The incremental database: salsa inputs for projects and documents, and the derived
//! per-document queries (parse, line index, syntax diagnostics). No IO happens here.

mod generated;
mod inputs;
mod queries;

pub use generated::{GeneratedSource, SourceGenerator};
pub use inputs::{
    Document, DocumentStatus, GlobalUsingSetting, Project, ProjectSettings, SourceFile, SymbolSet,
    Workspace,
};
pub use queries::{
    DiagnosticSeverity, DocumentDiagnostic, line_index, parse, parse_source, syntax_diagnostics,
};

/// The database trait every analysis layer is written against.
#[salsa::db]
pub trait Db: salsa::Database {}

/// The concrete database owned by a workspace. Cloning gives a handle that shares storage
/// (for running queries on another thread); a write waits for every clone to drop.
#[salsa::db]
#[derive(Clone, Default)]
pub struct RootDatabase {
    storage: salsa::Storage<Self>,
}

impl RootDatabase {
    /// A database that reports every query execution to `on_execute`, for tests that prove
    /// what re-runs after a change.
    pub fn with_execution_log(on_execute: impl Fn(String) + Send + Sync + 'static) -> Self {
        RootDatabase {
            storage: salsa::Storage::new(Some(Box::new(move |event: salsa::Event| {
                if let salsa::EventKind::WillExecute { database_key } = event.kind {
                    on_execute(format!("{database_key:?}"));
                }
            }))),
        }
    }
}

#[salsa::db]
impl salsa::Database for RootDatabase {}

#[salsa::db]
impl Db for RootDatabase {}

pub use salsa::{Cancelled, Durability, Setter};
