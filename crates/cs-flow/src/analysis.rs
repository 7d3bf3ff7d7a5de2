//! The entry points tools use: the body around a range, its parameters, and data-flow
//! analysis of a selection in it.

use cs_bind::{BoundSymbol, DocumentBindings, LocalKind, RefKind};
use cs_db::{Db, Document, Project};
use cs_hir::ParamModifier;
use cs_syntax::TextRange;

use crate::body::{BodyInfo, body_at};
use crate::dataflow::region::{DataFlow, Selection, SelectionError, analyze_region, select};
use crate::dataflow::{Flow, ParamMode};

/// Why a flow question has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FlowError {
    /// The range is not inside any member body (method, accessor, constructor, local
    /// function, lambda, top-level statements).
    OutsideBody,
    Selection(SelectionError),
}

/// The innermost body around a range (`nested`: lambdas and local functions count).
pub fn body_around(
    db: &dyn Db,
    document: Document,
    range: TextRange,
    nested: bool,
) -> Option<BodyInfo> {
    let root = cs_db::parse(db, document).syntax();
    body_at(&root, range, nested).filter(|b| {
        b.body.contains_range(range) || range.is_empty() && b.declaration.contains_range(range)
    })
}

/// The member's parameters of a body with how they are passed (lambda and local-function
/// parameters are locals declared outside the body: assigned on entry).
pub fn parameters(
    db: &dyn Db,
    bindings: &DocumentBindings,
    info: &BodyInfo,
) -> Vec<(BoundSymbol, ParamMode)> {
    let mut out: Vec<(BoundSymbol, ParamMode)> = Vec::new();
    let mut views: Vec<(cs_hir::MemberId, Option<&cs_hir::MemberView>)> = Vec::new();
    let refs = &bindings.references;
    let first = refs.partition_point(|r| r.range.start() < info.declaration.start());
    for r in refs[first..]
        .iter()
        .take_while(|r| r.range.start() < info.body.start())
    {
        if r.kind != RefKind::Declaration
            || !info.declaration.contains_range(r.range)
            || info.body.contains_range(r.range)
        {
            continue;
        }
        if let BoundSymbol::Parameter { member, index } = &r.symbol {
            if !views.iter().any(|(id, _)| id == member) {
                views.push((*member, crate::lower::member_view(db, *member)));
            }
            let view = views
                .iter()
                .find(|(id, _)| id == member)
                .and_then(|(_, v)| *v);
            let mode = view
                .and_then(|m| m.decl.params.get(*index as usize).map(|p| p.modifier))
                .map(|m| match m {
                    ParamModifier::Out => ParamMode::Out,
                    ParamModifier::Ref | ParamModifier::ThisRef => ParamMode::Ref,
                    _ => ParamMode::Value,
                })
                .unwrap_or(ParamMode::Value);
            if !out.iter().any(|(s, _)| s == &r.symbol) {
                out.push((r.symbol.clone(), mode));
            }
        }
    }
    out
}

/// Where a variable is declared (locals: their name; parameters: none).
pub fn declared_at(symbol: &BoundSymbol) -> Option<u32> {
    match symbol {
        BoundSymbol::Local(id) => Some(id.offset),
        _ => None,
    }
}

/// A data-flow answer: the body, the checked selection and Roslyn's sets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataFlowAnswer {
    pub body: BodyInfo,
    pub selection: Selection,
    pub flow: DataFlow,
}

/// Analyses the data flow of a statement range or an expression (the range trimmed of
/// surrounding whitespace by the caller).
pub fn analyze_data_flow(
    db: &dyn Db,
    project: Project,
    document: Document,
    range: TextRange,
) -> Result<DataFlowAnswer, FlowError> {
    let info = body_around(db, document, range, true).ok_or(FlowError::OutsideBody)?;
    let start = u32::from(info.declaration.start());
    let operations = crate::body_operations(db, project, document, start)
        .clone()
        .ok_or(FlowError::OutsideBody)?;
    let selection = select(&operations.root, range).map_err(FlowError::Selection)?;
    let graph = crate::control_flow_graph(db, project, document, start)
        .clone()
        .ok_or(FlowError::OutsideBody)?;
    let bindings = cs_bind::document_bindings(db, project, document);
    let params = parameters(db, bindings, &info);
    let flow = Flow::new(&graph, &params, info.body, &declared_at);
    let mut result = analyze_region(&flow, &operations.root, &selection, &params, &declared_at);
    // Local functions are not variables.
    let is_function = |s: &BoundSymbol| matches!(s, BoundSymbol::Local(id) if bindings.locals.iter().any(|l| l.id == *id && l.kind == LocalKind::LocalFunction));
    for list in [
        &mut result.variables_declared,
        &mut result.read_inside,
        &mut result.read_outside,
        &mut result.written_inside,
        &mut result.written_outside,
        &mut result.captured,
        &mut result.captured_inside,
        &mut result.captured_outside,
    ] {
        list.retain(|s| !is_function(s));
    }
    Ok(DataFlowAnswer {
        body: info,
        selection,
        flow: result,
    })
}
