//! Call hierarchy from the references: the members that call a symbol (its references
//! grouped by the member holding them) and the members a member calls, as a tree walked
//! breadth-first to a depth.

use std::collections::{HashMap, VecDeque};

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Workspace};
use cs_hir::{MemberKind, Symbol, project_documents};

use super::ReferenceOptions;
use crate::{Analysis, Cancellable, FileRange};

/// A member that uses the symbol, with the places it does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub caller: Symbol,
    /// In document order.
    pub sites: Vec<FileRange>,
}

/// One node of the callee tree, listed breadth-first: `parent` is the index of the node
/// whose body makes the calls (none for the symbol's own direct callees).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Callee {
    pub callee: Symbol,
    /// 1 for the symbol's direct callees.
    pub depth: u32,
    pub parent: Option<usize>,
    /// The calls, in the caller's body.
    pub sites: Vec<FileRange>,
    /// The callee is already on the path from the root (recursion): not expanded again.
    pub recursive: bool,
}

/// The callee tree, cut at `max_nodes`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CalleeTree {
    pub nodes: Vec<Callee>,
    /// Nodes were left out to keep within the bound.
    pub truncated: bool,
}

/// How a reference calls its symbol: invoking it, creating an object, reading or writing a
/// property (its accessors), or taking a method group.
fn is_call(kind: RefKind) -> bool {
    matches!(
        kind,
        RefKind::Invocation
            | RefKind::ObjectCreation
            | RefKind::Read
            | RefKind::Write
            | RefKind::ReadWrite
    )
}

impl Analysis {
    /// The members whose bodies (or initializers) call, create, read or write `symbol`,
    /// ordered by their first call site (path, then offset).
    pub fn callers(&self, workspace: Workspace, symbol: &BoundSymbol) -> Cancellable<Vec<Caller>> {
        let references = self.find_references(workspace, symbol, &ReferenceOptions::default())?;
        let mut callers: Vec<Caller> = Vec::new();
        let mut index: HashMap<Symbol, usize> = HashMap::new();
        for reference in references.into_iter().filter(|r| is_call(r.kind)) {
            let Some(container) = reference.container else {
                continue;
            };
            let site = FileRange {
                document: reference.document,
                range: reference.range,
            };
            match index.get(&container) {
                Some(&i) => callers[i].sites.push(site),
                None => {
                    index.insert(container.clone(), callers.len());
                    callers.push(Caller {
                        caller: container,
                        sites: vec![site],
                    });
                }
            }
        }
        Ok(callers)
    }

    /// The members `symbol` invokes, creates, or whose properties, indexers and events it
    /// uses, then theirs, breadth-first to `depth` levels and at most `max_nodes` nodes.
    /// Members without source (the core library) are leaves.
    pub fn callees(
        &self,
        workspace: Workspace,
        symbol: &Symbol,
        depth: u32,
        max_nodes: usize,
    ) -> Cancellable<CalleeTree> {
        self.with_db(|db| {
            let mut direct: HashMap<Symbol, Vec<(Symbol, Vec<FileRange>)>> = HashMap::new();
            let mut direct_of = |db: &dyn Db, s: &Symbol| {
                direct
                    .entry(s.clone())
                    .or_insert_with(|| direct_callees(db, workspace, s))
                    .clone()
            };
            let mut tree = CalleeTree::default();
            // Breadth-first: the nodes of one level, in order, before those of the next.
            let mut frontier: VecDeque<(Option<usize>, Symbol, u32)> =
                VecDeque::from([(None, symbol.clone(), 0)]);
            while let Some((parent, caller, level)) = frontier.pop_front() {
                if level >= depth {
                    continue;
                }
                for (callee, sites) in direct_of(db, &caller) {
                    if tree.nodes.len() == max_nodes {
                        tree.truncated = true;
                        return tree;
                    }
                    let recursive = callee == *symbol || on_path(&tree.nodes, parent, &callee);
                    tree.nodes.push(Callee {
                        callee: callee.clone(),
                        depth: level + 1,
                        parent,
                        sites,
                        recursive,
                    });
                    if !recursive {
                        frontier.push_back((Some(tree.nodes.len() - 1), callee, level + 1));
                    }
                }
            }
            tree
        })
    }
}

/// Whether `symbol` is the node `at` or one of its ancestors.
fn on_path(nodes: &[Callee], mut at: Option<usize>, symbol: &Symbol) -> bool {
    while let Some(i) = at {
        if nodes[i].callee == *symbol {
            return true;
        }
        at = nodes[i].parent;
    }
    false
}

/// The calls made in a member's own declarations (both parts of a partial method), grouped
/// by callee in order of the first call.
fn direct_callees(
    db: &dyn Db,
    workspace: Workspace,
    symbol: &Symbol,
) -> Vec<(Symbol, Vec<FileRange>)> {
    let Symbol::Member(id) = symbol else {
        return Vec::new();
    };
    if id.ty.is_from_core_library(db) {
        return Vec::new();
    }
    let parts: Vec<Symbol> = super::targets::symbol_copies(db, workspace, symbol)
        .into_iter()
        .filter(|s| matches!(s, Symbol::Member(m) if m.ty.project == id.ty.project))
        .collect();
    let documents = project_documents(db, id.ty.project);
    let mut kinds: HashMap<cs_hir::MemberId, Option<MemberKind>> = HashMap::new();
    let mut result: Vec<(Symbol, Vec<FileRange>)> = Vec::new();
    let mut seen_documents = Vec::new();
    for part in &parts {
        let Symbol::Member(m) = part else { continue };
        let Some(view) = cs_hir::member(db, *m) else {
            continue;
        };
        let Some(&document) = documents.get(view.doc as usize) else {
            continue;
        };
        if seen_documents.contains(&document) {
            continue;
        }
        seen_documents.push(document);
        let bindings = cs_bind::document_bindings(db, id.ty.project, document);
        for reference in &bindings.references {
            if !reference
                .container
                .as_ref()
                .is_some_and(|c| parts.contains(c))
            {
                continue;
            }
            let BoundSymbol::Symbol(Symbol::Member(callee)) = &reference.symbol else {
                continue;
            };
            let kind = *kinds
                .entry(*callee)
                .or_insert_with(|| cs_hir::member(db, *callee).map(|v| v.decl.kind));
            let calls = match reference.kind {
                RefKind::Invocation => true,
                RefKind::Read | RefKind::Write | RefKind::ReadWrite => matches!(
                    kind,
                    Some(MemberKind::Property | MemberKind::Indexer | MemberKind::Event)
                ),
                _ => false,
            };
            if !calls {
                continue;
            }
            let site = FileRange {
                document,
                range: reference.range,
            };
            let callee = Symbol::Member(*callee);
            match result.iter_mut().find(|(s, _)| *s == callee) {
                Some((_, sites)) => sites.push(site),
                None => result.push((callee, vec![site])),
            }
        }
    }
    result
}
