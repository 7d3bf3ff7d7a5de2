//! Per-file salsa queries: lowering a parsed file, and the summary and positions split so that
//! a body edit changes only the positions.

use std::sync::Arc;

use cs_db::{Db, Document, DocumentStatus, Project, SourceFile, SymbolSet};

use crate::decls::FileDecls;
use crate::framework_index::IndexNamespace;
use crate::lower::{DeclRanges, lower_file};
use crate::metadata_source::MetadataNamespace;

#[salsa::tracked(returns(ref))]
fn lower_source(
    db: &dyn Db,
    source: SourceFile,
    symbols: SymbolSet,
) -> (Arc<FileDecls>, Arc<DeclRanges>) {
    let parse = cs_db::parse_source(db, source, symbols);
    let (decls, ranges) = lower_file(&parse.syntax());
    (Arc::new(decls), Arc::new(ranges))
}

#[salsa::tracked(returns(ref))]
fn source_decls(db: &dyn Db, source: SourceFile, symbols: SymbolSet) -> Arc<FileDecls> {
    // A reference-assembly namespace reads its summary from metadata: no text, no parse.
    if let Some(generated) = source.generated(db)
        && let Some(namespace) = generated.0.as_any().downcast_ref::<MetadataNamespace>()
    {
        return Arc::new(namespace.decls());
    }
    // A namespace of the embedded framework index: its summary comes from the index.
    if let Some(generated) = source.generated(db)
        && let Some(namespace) = generated.0.as_any().downcast_ref::<IndexNamespace>()
    {
        return Arc::new(namespace.decls(db));
    }
    lower_source(db, source, symbols).0.clone()
}

#[salsa::tracked(returns(ref))]
fn source_decl_ranges(db: &dyn Db, source: SourceFile, symbols: SymbolSet) -> Arc<DeclRanges> {
    lower_source(db, source, symbols).1.clone()
}

/// The declaration summary of a document; equal after edits that touch only bodies.
pub fn file_decls(db: &dyn Db, document: Document) -> &Arc<FileDecls> {
    source_decls(db, document.source(db), document.symbols(db))
}

/// Positions and documentation comments of a document's declarations.
pub fn decl_ranges(db: &dyn Db, document: Document) -> &Arc<DeclRanges> {
    source_decl_ranges(db, document.source(db), document.symbols(db))
}

/// The live documents of a project, in input order (the index space of `TypePart::doc`).
pub fn project_documents(db: &dyn Db, project: Project) -> Arc<[Document]> {
    live_documents(db, project).clone()
}

#[salsa::tracked(returns(ref))]
fn live_documents(db: &dyn Db, project: Project) -> Arc<[Document]> {
    project
        .documents(db)
        .iter()
        .copied()
        .filter(|d| d.status(db) == DocumentStatus::Live)
        .collect()
}

/// The projects whose declarations a project sees: itself, its project references
/// (transitively, as the SDK flows them) and the core library, last.
#[salsa::tracked(returns(ref))]
pub fn visible_projects(db: &dyn Db, project: Project) -> Arc<[Project]> {
    let mut seen = vec![project];
    let mut core = Vec::new();
    let mut next = 0;
    while next < seen.len() {
        let current = seen[next];
        next += 1;
        for &reference in current.references(db) {
            if seen.contains(&reference) || core.contains(&reference) {
                continue;
            }
            if reference.settings(db).is_core_library {
                core.push(reference);
            } else {
                seen.push(reference);
            }
        }
    }
    seen.extend(core);
    seen.into()
}
