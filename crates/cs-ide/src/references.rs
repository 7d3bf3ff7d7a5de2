//! Navigation from body binding: the symbol at a position, its definitions, every reference
//! to it (with how each uses it), callers and callees, and the code around a position. A
//! reference search binds only the documents whose name index mentions the symbol, in the
//! projects that can see it, on every core.

mod calls;
mod context;
mod describe;
mod parallel;
mod related;
mod targets;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::Arc;

use cs_db::{Db, Document, Project, Workspace};
use cs_hir::Symbol;
use cs_syntax::{TextRange, TextSize};

pub use calls::{Callee, CalleeTree, Caller};
pub use context::CodeContext;
pub use cs_bind::{BoundSymbol, LocalId, RefKind, Reference};
pub use describe::{LocalSymbolInfo, LocalSymbolKind};

use crate::{Analysis, Cancellable, FileRange};

/// Where to look for references.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ReferenceScope {
    Document(Document),
    Project(Project),
    #[default]
    Solution,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReferenceOptions {
    /// Also the declarations' own names (each part of a partial type).
    pub include_declarations: bool,
    /// Also the references of related symbols (see `related.rs`).
    pub include_related: bool,
    pub scope: ReferenceScope,
}

/// One place that refers to the symbol.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferenceItem {
    pub document: Document,
    /// The project the document was bound under (the first, when several compile it).
    pub project: Project,
    /// The name token (UTF-8).
    pub range: TextRange,
    pub kind: RefKind,
    /// The member (or type) whose body or signature holds the reference.
    pub container: Option<Symbol>,
    /// The symbol referred to: a copy of the one asked about, or a related one.
    pub symbol: BoundSymbol,
    /// True when `symbol` is a related symbol, not the one asked about.
    pub related: bool,
}

/// Where a symbol referred to at a position is declared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition {
    pub symbol: BoundSymbol,
    /// Every declaration (all parts of a partial type or method); empty for the core library.
    pub declarations: Vec<FileRange>,
    pub from_core_library: bool,
}

/// A symbol described for tools: a declared one, or a local, parameter or type parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoundSymbolInfo {
    Declared(crate::SymbolInfo),
    Local(LocalSymbolInfo),
}

impl Analysis {
    /// The symbol at a position: what the name there refers to or declares (for a token that
    /// names both a type and its constructor, the type; for a positional record parameter,
    /// the property), else the declaration whose header holds the position.
    pub fn bound_symbol_at(
        &self,
        project: Project,
        document: Document,
        offset: TextSize,
    ) -> Cancellable<Option<BoundSymbol>> {
        self.with_db(|db| {
            symbols_at(db, project, document, offset)
                .into_iter()
                .next()
                .or_else(|| {
                    crate::search::symbol_at(db, project, document, offset).map(BoundSymbol::Symbol)
                })
        })
    }

    /// Every reference to `symbol` (and to its related symbols when asked), sorted by path
    /// and offset, one per place even when several projects compile the file.
    pub fn find_references(
        &self,
        workspace: Workspace,
        symbol: &BoundSymbol,
        options: &ReferenceOptions,
    ) -> Cancellable<Vec<ReferenceItem>> {
        let projects = self.with_db(|db| workspace.projects(db).clone())?;
        // Planning reads every project's aliases: built a project per core first (a memo
        // hit once built, unlike visiting every document's summary).
        self.map_in_parallel(&projects, |db, project| {
            let _ = targets::project_aliases(db, *project);
        })?;
        let plan = self.with_db(|db| {
            let mut plan = targets::Plan::default();
            plan.add(db, workspace, symbol, true);
            if options.include_related {
                for related in related::related_symbols(db, workspace, symbol) {
                    plan.add(db, workspace, &related, false);
                }
            }
            plan.restrict(db, workspace, options.scope);
            plan
        })?;
        let found = self.map_in_parallel(&plan.documents, |db, (project, document, filter)| {
            if !filter.admits(db, *document) {
                return Vec::new();
            }
            cs_bind::document_bindings(db, *project, *document)
                .references
                .iter()
                .filter(|r| {
                    // Related symbols' declarations are part of the answer (Roslyn lists
                    // the overrides and implementations themselves).
                    (r.kind != RefKind::Declaration
                        || options.include_declarations
                        || !plan.primary.contains(&r.symbol))
                        && plan.targets.contains(&r.symbol)
                })
                .map(|r| ReferenceItem {
                    document: *document,
                    project: *project,
                    range: r.range,
                    kind: r.kind,
                    container: r.container.clone(),
                    symbol: r.symbol.clone(),
                    related: !plan.primary.contains(&r.symbol),
                })
                .collect::<Vec<_>>()
        })?;
        self.with_db(|db| merge(db, &projects, found.into_iter().flatten().collect()))
    }

    /// The declarations of what the name at a position refers to: the preferred symbol first
    /// (see [`Analysis::bound_symbol_at`]), then any other the token also names (the
    /// constructor of `new T()`, the parameter of a positional record property).
    pub fn definitions(
        &self,
        project: Project,
        document: Document,
        offset: TextSize,
    ) -> Cancellable<Vec<Definition>> {
        let symbols = self.with_db(|db| {
            let mut symbols = symbols_at(db, project, document, offset);
            if symbols.is_empty()
                && let Some(declared) = crate::search::symbol_at(db, project, document, offset)
                && declares_at(db, &declared, document, offset)
            {
                symbols.push(BoundSymbol::Symbol(declared));
            }
            symbols
        })?;
        let mut result = Vec::new();
        for symbol in symbols {
            let definition = match &symbol {
                BoundSymbol::Symbol(s) => {
                    let Some(info) = self.symbol_info(s)? else {
                        continue;
                    };
                    let declarations = if info.from_core_library {
                        Vec::new()
                    } else if let Some(parameter) = self.with_db(|db| record_parameter(db, s))? {
                        vec![parameter]
                    } else {
                        self.partial_declarations(s)?
                    };
                    Definition {
                        symbol,
                        declarations,
                        from_core_library: info.from_core_library,
                    }
                }
                _ => {
                    let Some(info) =
                        self.with_db(|db| describe::local_symbol_info(db, Some(project), &symbol))?
                    else {
                        continue;
                    };
                    Definition {
                        symbol,
                        declarations: info.declaration.into_iter().collect(),
                        from_core_library: info.from_core_library,
                    }
                }
            };
            result.push(definition);
        }
        Ok(result)
    }

    /// Builds the symbol index of every project, a project per core (a memo hit once built):
    /// what looking symbols up by ID or name reads.
    pub fn warm_symbol_indexes(&self, projects: &[Project]) -> Cancellable<()> {
        self.map_in_parallel(projects, |db, project| {
            let _ = crate::search::symbol_index(db, *project);
        })
        .map(|_| ())
    }

    /// Describes any bound symbol (a local is looked up in the project that compiles its
    /// document).
    pub fn bound_symbol_info(
        &self,
        workspace: Workspace,
        symbol: &BoundSymbol,
    ) -> Cancellable<Option<BoundSymbolInfo>> {
        self.with_db(|db| match symbol {
            BoundSymbol::Symbol(s) => {
                crate::symbols::symbol_info(db, s).map(BoundSymbolInfo::Declared)
            }
            _ => {
                let project = targets::declaring_project(db, workspace, symbol);
                describe::local_symbol_info(db, project, symbol).map(BoundSymbolInfo::Local)
            }
        })
    }
}

/// The distinct symbols bound at a position, preferred first: names containing the offset
/// before names ending at it, then types, members, namespaces, parameters, locals.
fn symbols_at(
    db: &dyn Db,
    project: Project,
    document: Document,
    offset: TextSize,
) -> Vec<BoundSymbol> {
    let offset = u32::from(offset);
    let bindings = cs_bind::document_bindings(db, project, document);
    let mut found: Vec<(bool, u8, &BoundSymbol)> = bindings
        .at(offset)
        .map(|r| {
            (
                u32::from(r.range.end()) == offset,
                rank(&r.symbol),
                &r.symbol,
            )
        })
        .collect();
    found.sort_by_key(|(touching, rank, _)| (*touching, *rank));
    let mut result: Vec<BoundSymbol> = Vec::new();
    for (_, _, symbol) in found {
        if !result.contains(symbol) {
            result.push(symbol.clone());
        }
    }
    result
}

fn rank(symbol: &BoundSymbol) -> u8 {
    match symbol {
        BoundSymbol::Symbol(Symbol::Type(_)) => 0,
        BoundSymbol::Symbol(Symbol::Member(_)) => 1,
        BoundSymbol::Symbol(Symbol::Namespace(_)) => 2,
        BoundSymbol::Parameter { .. } | BoundSymbol::TypeParameter { .. } => 3,
        BoundSymbol::Local(_) => 4,
    }
}

/// Whether one of the symbol's declaration names in `document` holds `offset` (not merely
/// its body: a position inside a body that binding left unresolved defines nothing).
fn declares_at(db: &dyn Db, symbol: &Symbol, document: Document, offset: TextSize) -> bool {
    match symbol {
        Symbol::Namespace(_) => true,
        _ => crate::symbols::symbol_info(db, symbol).is_some_and(|info| {
            info.declarations
                .iter()
                .any(|d| d.document == document && d.range.contains_inclusive(offset))
        }),
    }
}

/// Where a positional record's property is declared: its parameter's name (the symbol tables
/// place compiler-declared members at the type's name).
fn record_parameter(db: &dyn Db, symbol: &Symbol) -> Option<FileRange> {
    let Symbol::Member(m) = symbol else {
        return None;
    };
    if !matches!(m.origin, cs_hir::MemberOrigin::PrimaryProperty { .. }) {
        return None;
    }
    let view = cs_hir::member(db, *m)?;
    let document = *cs_hir::project_documents(db, m.ty.project).get(view.doc as usize)?;
    let wanted = BoundSymbol::Symbol(symbol.clone());
    cs_bind::document_bindings(db, m.ty.project, document)
        .references
        .iter()
        .find(|r| r.kind == RefKind::Declaration && r.symbol == wanted)
        .map(|r| FileRange {
            document,
            range: r.range,
        })
}

/// Sorts by path and offset and keeps one reference per place: the earliest project's, and
/// at a token naming several searched symbols, the one asked about.
fn merge(db: &dyn Db, projects: &[Project], items: Vec<ReferenceItem>) -> Vec<ReferenceItem> {
    let order: HashMap<Project, usize> =
        projects.iter().enumerate().map(|(i, p)| (*p, i)).collect();
    type Key = (Arc<str>, TextSize, TextSize, bool, usize);
    let mut keyed: Vec<(Key, ReferenceItem)> = items
        .into_iter()
        .map(|item| {
            let key = (
                item.document.source(db).path(db).clone(),
                item.range.start(),
                item.range.end(),
                item.related,
                order.get(&item.project).copied().unwrap_or(usize::MAX),
            );
            (key, item)
        })
        .collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    keyed.dedup_by(|later, earlier| {
        later.0.0 == earlier.0.0 && later.0.1 == earlier.0.1 && later.0.2 == earlier.0.2
    });
    keyed.into_iter().map(|(_, item)| item).collect()
}
