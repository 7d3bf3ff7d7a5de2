//! How a symbol is used, decided only when certain: every identifier token with its name in the
//! documents that can see it is either bound (to it or to something else) or a declaration's
//! own name. One token left unbound makes the answer [`Usage::Uncertain`].

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Document, Project};
use cs_syntax::TextRange;

use crate::syntax_util::{kind, token_kind};

/// The identifier tokens of a document by name, and the starts of the names that declare
/// something (members, types, locals, parameters, type parameters).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct DocIndex {
    pub identifiers: HashMap<String, Vec<TextRange>>,
    pub declared: HashSet<u32>,
}

#[salsa::tracked(returns(ref))]
pub fn doc_index(db: &dyn Db, project: Project, document: Document) -> Arc<DocIndex> {
    let root = cs_db::parse(db, document).syntax();
    let mut index = DocIndex::default();
    for range in &cs_hir::decl_ranges(db, document).ranges {
        index.declared.insert(range.name.start().into());
    }
    for local in &cs_bind::document_bindings(db, project, document).locals {
        index.declared.insert(local.name_range.start().into());
    }
    for token in root
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
    {
        if token_kind(&token) != "identifier" {
            continue;
        }
        let name = token.text().trim_start_matches('@').to_string();
        if let Some(parent) = token.parent() {
            let is_name = match kind(&parent) {
                "type_parameter" => true,
                "parameter" => parent
                    .children_with_tokens()
                    .filter_map(|c| c.into_token())
                    .filter(|t| token_kind(t) == "identifier")
                    .last()
                    .is_some_and(|last| last.text_range() == token.text_range()),
                _ => false,
            };
            if is_name {
                index.declared.insert(token.text_range().start().into());
            }
        }
        index
            .identifiers
            .entry(name)
            .or_default()
            .push(token.text_range());
    }
    Arc::new(index)
}

/// What the uses of a symbol are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Usage {
    /// No reference at all.
    Unused,
    /// Only written (assignments, `out` arguments).
    WriteOnly,
    Used,
    /// A token with its name could not be bound: no answer.
    Uncertain,
}

/// The usage of `symbol` named `name` over `documents` (all under `project`), not counting its
/// declaration at `declaration` in `declaring`.
pub fn usage(
    db: &dyn Db,
    project: Project,
    documents: &[Document],
    symbol: &BoundSymbol,
    name: &str,
    within: Option<TextRange>,
) -> Usage {
    let mut reads = 0;
    let mut writes = 0;
    for &document in documents {
        let index = doc_index(db, project, document);
        let Some(tokens) = index.identifiers.get(name) else {
            continue;
        };
        let bindings = cs_bind::document_bindings(db, project, document);
        for &range in tokens {
            if within.is_some_and(|w| !w.contains_range(range)) {
                continue;
            }
            let start = u32::from(range.start());
            let at = bindings
                .references
                .partition_point(|r| u32::from(r.range.start()) < start);
            let refs: Vec<_> = bindings.references[at..]
                .iter()
                .take_while(|r| r.range.start() == range.start())
                .collect();
            if refs.is_empty() {
                if index.declared.contains(&start) {
                    continue;
                }
                return Usage::Uncertain;
            }
            for r in refs.iter().filter(|r| &r.symbol == symbol) {
                match r.kind {
                    RefKind::Declaration => {}
                    RefKind::Write => writes += 1,
                    _ => reads += 1,
                }
            }
        }
    }
    match (reads, writes) {
        (0, 0) => Usage::Unused,
        (0, _) => Usage::WriteOnly,
        _ => Usage::Used,
    }
}
