//! Flow analysis for tools: the body a range or a symbol names, its operation tree, its
//! control-flow graph and data flow of a selection (all computed by `cs-flow`).

use std::sync::Arc;

use cs_db::{Document, Project};
use cs_flow::{BodyInfo, BodyOperations, FlowError};
use cs_hir::Symbol;
use cs_syntax::{SyntaxElement, TextRange};

use crate::{Analysis, Cancellable};

pub use cs_flow::cfg::{
    BasicBlock, BlockKind, Branch, BranchSemantics, ConditionKind, ControlFlowGraph, Region,
    RegionKind,
};
pub use cs_flow::dataflow::region::{DataFlow, Selection, SelectionError};
pub use cs_flow::{Access, BodyKind, DataFlowAnswer, Operation, OperationKind};

/// A body with its typed operation tree.
#[derive(Debug, Clone)]
pub struct BodyTree {
    pub document: Document,
    pub operations: Arc<BodyOperations>,
}

/// Why a symbol has no body to analyse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BodyLookupError {
    /// Not a method, accessor, constructor, operator or local function (a type, a field, …).
    NotExecutable,
    /// Declared without a body (abstract, extern, interface, partial declaration) or outside
    /// the workspace's source.
    NoBody,
}

impl Analysis {
    /// Does the range cover only whitespace and comments?
    pub fn covers_only_trivia(&self, document: Document, range: TextRange) -> Cancellable<bool> {
        self.with_db(|db| {
            let root = cs_db::parse(db, document).syntax();
            let mut any = false;
            for element in root.descendants_with_tokens() {
                let SyntaxElement::Token(token) = element else {
                    continue;
                };
                let r = token.text_range();
                let overlaps = if range.is_empty() {
                    r.contains_inclusive(range.start())
                } else {
                    r.intersect(range).is_some_and(|i| !i.is_empty())
                };
                if overlaps && !cs_syntax::is_trivia(token.kind()) {
                    any = true;
                    break;
                }
            }
            !any
        })
    }

    /// The innermost body around a range (`nested`: lambdas and local functions count).
    pub fn body_around(
        &self,
        document: Document,
        range: TextRange,
        nested: bool,
    ) -> Cancellable<Option<BodyInfo>> {
        self.with_db(|db| cs_flow::body_around(db, document, range, nested))
    }

    /// The body a symbol declares: its document and body.
    pub fn body_of_symbol(
        &self,
        symbol: &Symbol,
    ) -> Cancellable<Result<(Project, Document, BodyInfo), BodyLookupError>> {
        self.with_db(|db| {
            let Symbol::Member(id) = symbol else {
                return Err(BodyLookupError::NotExecutable);
            };
            let Some(info) = crate::symbols::symbol_info(db, symbol) else {
                return Err(BodyLookupError::NoBody);
            };
            let executable = cs_hir::member(db, *id).is_some_and(|m| {
                use cs_hir::MemberKind::*;
                matches!(
                    m.decl.kind,
                    Method
                        | Constructor
                        | Destructor
                        | Operator
                        | Conversion
                        | Property
                        | Indexer
                        | Event
                )
            });
            if !executable {
                return Err(BodyLookupError::NotExecutable);
            }
            let project = info.project.ok_or(BodyLookupError::NoBody)?;
            for declaration in &info.declarations {
                let root = cs_db::parse(db, declaration.document).syntax();
                if let Some(body) = cs_flow::body::body_at(&root, declaration.range, true)
                    && body.declaration.contains_range(declaration.range)
                    && !body.kind.is_nested()
                {
                    return Ok((project, declaration.document, body));
                }
            }
            Err(BodyLookupError::NoBody)
        })
    }

    /// The typed operation tree of the body declared at `start` (a body's declaration start).
    pub fn operation_tree(
        &self,
        project: Project,
        document: Document,
        start: u32,
    ) -> Cancellable<Option<Arc<BodyOperations>>> {
        self.with_db(|db| cs_flow::typed_body_operations(db, project, document, start).clone())
    }

    /// The control-flow graph of the body declared at `start`, compacted as Roslyn shows it.
    pub fn control_flow_graph(
        &self,
        project: Project,
        document: Document,
        start: u32,
    ) -> Cancellable<Option<ControlFlowGraph>> {
        self.with_db(|db| {
            cs_flow::control_flow_graph(db, project, document, start)
                .as_ref()
                .map(|g| cs_flow::cfg::compact(g))
        })
    }

    /// Data flow of a statement range or expression.
    pub fn data_flow(
        &self,
        project: Project,
        document: Document,
        range: TextRange,
    ) -> Cancellable<Result<DataFlowAnswer, FlowError>> {
        self.with_db(|db| cs_flow::analyze_data_flow(db, project, document, range))
    }
}
