//! The salsa queries of flow analysis, one per body: its operation tree (plain, for graphs and
//! diagnostics; typed, for the operation-tree tool), its control-flow graph and its flow
//! diagnostics. A body is named by its document and the start of its declaring syntax.

use std::sync::Arc;

use cs_db::{Db, Document, Project};
use cs_syntax::TextSize;

use crate::body::{BodyInfo, body_declared_at, find_declaration};
use crate::lower::Lowerer;
use crate::operation::Operation;

/// A body and its operation tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BodyOperations {
    pub info: BodyInfo,
    /// The body's `Block`.
    pub root: Operation,
}

fn lower(
    db: &dyn Db,
    project: Project,
    document: Document,
    start: u32,
    typed: bool,
) -> Option<Arc<BodyOperations>> {
    let root = cs_db::parse(db, document).syntax();
    let (info, declaration) = match crate::body::body_starting_at(&root, TextSize::from(start)) {
        Some(found) => found,
        None => {
            // Top-level statements (their "declaration" is the run of global statements).
            let info = body_declared_at(&root, TextSize::from(start))?;
            if u32::from(info.declaration.start()) != start {
                return None;
            }
            let declaration = find_declaration(&root, &info)?;
            (info, declaration)
        }
    };
    let bindings = cs_bind::document_bindings(db, project, document);
    let facts = typed.then(|| cs_bind::expression_facts(db, project, document).as_ref());
    // The outermost member around the body: lambdas and local functions name its locals.
    let scope = declaration
        .ancestors()
        .filter(|n| crate::body::body_of(n).is_some())
        .last()
        .map(|n| n.text_range())
        .unwrap_or(info.declaration);
    let mut lowerer = Lowerer::new(db, root, bindings, facts, scope);
    let body = lowerer.lower_body(&info, &declaration);
    Some(Arc::new(BodyOperations { info, root: body }))
}

/// The operation tree of the body declared at `start` (no types: what graphs and diagnostics
/// need, without binding the document a second time).
#[salsa::tracked(returns(ref))]
pub fn body_operations(
    db: &dyn Db,
    project: Project,
    document: Document,
    start: u32,
) -> Option<Arc<BodyOperations>> {
    lower(db, project, document, start, false)
}

/// The operation tree with each expression's type, constant and implicit conversions (binds
/// the document once more in recording mode, the first time).
#[salsa::tracked(returns(ref))]
pub fn typed_body_operations(
    db: &dyn Db,
    project: Project,
    document: Document,
    start: u32,
) -> Option<Arc<BodyOperations>> {
    lower(db, project, document, start, true)
}

/// The control-flow graph of the body declared at `start` (uncompacted: every statement's
/// start and end point is a block position; `cfg::compact` gives Roslyn's shape).
#[salsa::tracked(returns(ref))]
pub fn control_flow_graph(
    db: &dyn Db,
    project: Project,
    document: Document,
    start: u32,
) -> Option<Arc<crate::cfg::ControlFlowGraph>> {
    let operations = body_operations(db, project, document, start).as_ref()?;
    Some(Arc::new(crate::cfg::build_graph(&operations.root)))
}
