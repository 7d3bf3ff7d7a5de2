//! Region analysis, Roslyn's `DataFlowAnalysis` over a statement range or an expression:
//! which variables are declared, read and written inside and outside, which values flow in
//! and out, what is always assigned, captured, and definitely assigned on entry and exit.
//! A range must cover whole statements of one statement list, or be one expression.

use std::collections::BTreeSet;

use cs_bind::BoundSymbol;
use cs_syntax::TextRange;

use super::events::{Event, EventKind, events};
use super::{BitSet, Flow, ParamMode};
use crate::cfg::Point;
use crate::operation::{Operation, OperationKind as K};

/// What a selection is, once checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Selection {
    /// Whole statements of one list, first to last.
    Statements {
        range: TextRange,
        statements: Vec<TextRange>,
    },
    Expression {
        range: TextRange,
    },
}

/// Why a range cannot be analysed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SelectionError {
    /// The range covers part of these statements (each given by its range).
    CutsStatements(Vec<TextRange>),
    /// The range covers no statement and no expression (whitespace, a comment, a brace).
    NothingSelected,
}

fn is_statement(op: &Operation) -> bool {
    matches!(
        op.kind,
        K::Block
            | K::VariableDeclarationGroup
            | K::UsingDeclaration
            | K::ExpressionStatement
            | K::Conditional
            | K::Loop
            | K::Branch
            | K::Labeled
            | K::Return
            | K::YieldReturn
            | K::YieldBreak
            | K::Try
            | K::Using
            | K::Lock
            | K::Switch
            | K::LocalFunction
            | K::Empty
            | K::Throw
    )
}

/// Statement children of an operation (`if` branches, loop bodies, block statements, …).
fn statement_children(op: &Operation) -> Vec<&Operation> {
    match op.kind {
        K::Conditional if op.children.len() >= 2 && is_statement(&op.children[1]) => {
            op.children[1..].iter().collect()
        }
        K::Conditional => Vec::new(),
        _ => op
            .children
            .iter()
            .filter(|c| is_statement(c) && (c.kind != K::Throw || is_throw_statement(op, c)))
            .collect(),
    }
}

/// A `Throw` child is a statement unless its parent is an expression (a throw expression).
fn is_throw_statement(parent: &Operation, _child: &Operation) -> bool {
    matches!(
        parent.kind,
        K::Block
            | K::SwitchCase
            | K::Labeled
            | K::Conditional
            | K::Loop
            | K::Try
            | K::CatchClause
            | K::Using
            | K::Lock
    )
}

/// Checks a (whitespace-trimmed) range against a body's operation tree.
pub fn select(root: &Operation, range: TextRange) -> Result<Selection, SelectionError> {
    // One expression, exactly.
    if let Some(op) = innermost_exact(root, range)
        && !is_statement(op)
        && !op.is_implicit
        && op.kind != K::Throw
    {
        return Ok(Selection::Expression { range });
    }
    let mut container = root;
    loop {
        let children = statement_children(container);
        let overlapping: Vec<&Operation> = children
            .iter()
            .copied()
            .filter(|c| c.range.intersect(range).is_some_and(|i| !i.is_empty()))
            .collect();
        if let [single] = overlapping.as_slice()
            && single.range != range
            && single.range.contains_range(range)
        {
            container = single;
            continue;
        }
        if overlapping.is_empty() {
            return Err(SelectionError::NothingSelected);
        }
        let cut: Vec<TextRange> = overlapping
            .iter()
            .filter(|c| !range.contains_range(c.range))
            .map(|c| c.range)
            .collect();
        if !cut.is_empty() {
            return Err(SelectionError::CutsStatements(cut));
        }
        let statements: Vec<TextRange> = overlapping.iter().map(|c| c.range).collect();
        let covered = TextRange::new(
            statements[0].start(),
            statements[statements.len() - 1].end(),
        );
        return Ok(Selection::Statements {
            range: covered,
            statements,
        });
    }
}

fn innermost_exact(op: &Operation, range: TextRange) -> Option<&Operation> {
    if !op.range.contains_range(range) {
        return None;
    }
    for child in &op.children {
        if let Some(found) = innermost_exact(child, range) {
            return Some(found);
        }
    }
    (op.range == range).then_some(op)
}

/// Roslyn's `DataFlowAnalysis` result (symbols in declaration order).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DataFlow {
    pub variables_declared: Vec<BoundSymbol>,
    pub data_flows_in: Vec<BoundSymbol>,
    pub data_flows_out: Vec<BoundSymbol>,
    pub always_assigned: Vec<BoundSymbol>,
    pub read_inside: Vec<BoundSymbol>,
    pub written_inside: Vec<BoundSymbol>,
    pub read_outside: Vec<BoundSymbol>,
    pub written_outside: Vec<BoundSymbol>,
    pub captured: Vec<BoundSymbol>,
    pub captured_inside: Vec<BoundSymbol>,
    pub captured_outside: Vec<BoundSymbol>,
    pub unsafe_address_taken: Vec<BoundSymbol>,
    pub definitely_assigned_on_entry: Vec<BoundSymbol>,
    pub definitely_assigned_on_exit: Vec<BoundSymbol>,
}

/// Analyses a checked selection. `root` is the body's operation tree (for the syntactic
/// sets: reads and writes in lambdas and local functions count where they are written);
/// `declared_at` gives a variable's declaration offset, `order` sorts the answers.
pub fn analyze_region(
    flow: &Flow<'_>,
    root: &Operation,
    selection: &Selection,
    params: &[(BoundSymbol, ParamMode)],
    declared_at: &dyn Fn(&BoundSymbol) -> Option<u32>,
) -> DataFlow {
    let range = match selection {
        Selection::Statements { range, .. } | Selection::Expression { range } => *range,
    };
    let inside = |r: TextRange| range.contains_range(r);
    let mut tree_events = Vec::new();
    events(root, &mut tree_events);
    let mut out = DataFlow::default();
    let mut sets: [BTreeSet<usize>; 14] = Default::default();
    let n = flow.len();
    let index = |s: &BoundSymbol| flow.vars.index.get(s).copied();
    // Variables the tree names but the graph does not (only in local functions): index them
    // after the graph's.
    let mut extra: Vec<BoundSymbol> = Vec::new();
    let id = |s: &BoundSymbol, extra: &mut Vec<BoundSymbol>| -> usize {
        if let Some(i) = index(s) {
            return i;
        }
        match extra.iter().position(|e| e == s) {
            Some(p) => n + p,
            None => {
                extra.push(s.clone());
                n + extra.len() - 1
            }
        }
    };
    const DECLARED: usize = 0;
    const READ_IN: usize = 4;
    const WRITTEN_IN: usize = 5;
    const READ_OUT: usize = 6;
    const WRITTEN_OUT: usize = 7;
    const CAPTURED: usize = 8;
    const CAPTURED_IN: usize = 9;
    const CAPTURED_OUT: usize = 10;
    const ADDRESS: usize = 11;
    for e in &tree_events {
        let i = id(&e.symbol, &mut extra);
        let own_function_local = e
            .function
            .is_some_and(|f| declared_at(&e.symbol).is_some_and(|d| f.contains(d.into())));
        let captured = e.function.is_some()
            && !own_function_local
            && matches!(e.kind, EventKind::Read | EventKind::Write);
        let at = inside(e.range);
        match e.kind {
            EventKind::Declare => {
                if at {
                    sets[DECLARED].insert(i);
                }
            }
            EventKind::Read => {
                sets[if at { READ_IN } else { READ_OUT }].insert(i);
            }
            EventKind::Write => {
                sets[if at { WRITTEN_IN } else { WRITTEN_OUT }].insert(i);
            }
            EventKind::AddressTaken => {
                if at {
                    sets[ADDRESS].insert(i);
                }
            }
        }
        if captured {
            sets[CAPTURED].insert(i);
            sets[if at { CAPTURED_IN } else { CAPTURED_OUT }].insert(i);
        }
    }
    // Parameters are written on entry (outside any region).
    for (symbol, mode) in params {
        if *mode != ParamMode::Out
            && let Some(i) = index(symbol)
        {
            sets[WRITTEN_OUT].insert(i);
        }
    }
    // Values flowing in and out: reaching definitions, each tagged inside or outside.
    let (flows_in, flows_out) = reaching(flow, range, params);
    // Definite assignment on entry and exit, and what the region itself always assigns.
    let (entry, exit) = points(flow, selection, range);
    let on_entry = entry
        .map(|p| flow.assigned_at(p))
        .unwrap_or_else(|| BitSet::empty(n));
    let on_exit = exit
        .map(|p| flow.assigned_at(p))
        .unwrap_or_else(|| BitSet::empty(n));
    let always = match (entry, exit) {
        (Some(_), Some(exit_point)) => {
            let counts = |e: &Event| inside(e.range);
            // Only writes inside count: nothing is assigned where the region starts.
            let ins = flow.solve(
                flow_entry_empty(flow),
                BitSet::full(n),
                &|s, e| {
                    if e.kind == EventKind::Write && e.function.is_none() && counts(e) {
                        s.insert(flow.vars.index[&e.symbol]);
                    }
                },
                true,
            );
            flow.state_at(&ins, exit_point, &|s, e| {
                if e.kind == EventKind::Write && e.function.is_none() && counts(e) {
                    s.insert(flow.vars.index[&e.symbol]);
                }
            })
        }
        _ => BitSet::empty(n),
    };
    let written_inside = sets[WRITTEN_IN].clone();
    let symbol_of = |i: usize| -> BoundSymbol {
        if i < n {
            flow.vars.list[i].clone()
        } else {
            extra[i - n].clone()
        }
    };
    let sorted = |set: &BTreeSet<usize>| -> Vec<BoundSymbol> {
        let mut symbols: Vec<BoundSymbol> = set.iter().map(|i| symbol_of(*i)).collect();
        symbols.sort_by_key(|s| order_key(s, declared_at));
        symbols
    };
    let from_bits = |bits: &BitSet, filter: &dyn Fn(usize) -> bool| -> Vec<BoundSymbol> {
        let set: BTreeSet<usize> = bits.iter().filter(|i| *i < n && filter(*i)).collect();
        sorted(&set)
    };
    let in_scope = |i: usize| {
        // Only variables declared before the point (or parameters) are reported.
        declared_at(&flow.vars.list[i]).is_none_or(|d| d < u32::from(range.end()))
    };
    let declared_in: BTreeSet<usize> = sets[DECLARED].clone();
    out.variables_declared = sorted(&declared_in);
    out.data_flows_in = sorted(&flows_in);
    out.data_flows_out = sorted(&flows_out);
    out.always_assigned = from_bits(&always, &|i| written_inside.contains(&i));
    out.read_inside = sorted(&sets[READ_IN]);
    out.written_inside = sorted(&sets[WRITTEN_IN]);
    out.read_outside = sorted(&sets[READ_OUT]);
    out.written_outside = sorted(&sets[WRITTEN_OUT]);
    out.captured = sorted(&sets[CAPTURED]);
    out.captured_inside = sorted(&sets[CAPTURED_IN]);
    out.captured_outside = sorted(&sets[CAPTURED_OUT]);
    out.unsafe_address_taken = sorted(&sets[ADDRESS]);
    out.definitely_assigned_on_entry = from_bits(&on_entry, &|i| {
        in_scope(i) && declared_at(&flow.vars.list[i]).is_none_or(|d| d < u32::from(range.start()))
    });
    out.definitely_assigned_on_exit = from_bits(&on_exit, &in_scope);
    out
}

fn flow_entry_empty(flow: &Flow<'_>) -> BitSet {
    BitSet::empty(flow.len())
}

fn order_key(s: &BoundSymbol, declared_at: &dyn Fn(&BoundSymbol) -> Option<u32>) -> (u32, u32) {
    match s {
        BoundSymbol::Parameter { index, .. } => (0, *index),
        other => (1, declared_at(other).unwrap_or(u32::MAX)),
    }
}

/// The graph points where a selection starts and ends.
fn points(
    flow: &Flow<'_>,
    selection: &Selection,
    range: TextRange,
) -> (Option<Point>, Option<Point>) {
    match selection {
        Selection::Statements { statements, .. } => {
            let first = statements.first();
            let last = statements.last();
            let start = first
                .and_then(|r| flow.graph.statements.iter().find(|s| s.range == *r))
                .map(|s| s.start);
            let end = last
                .and_then(|r| flow.graph.statements.iter().rev().find(|s| s.range == *r))
                .map(|s| s.end);
            (start, end)
        }
        Selection::Expression { .. } => {
            // The block event positions around the expression's first and last event.
            let mut start = None;
            let mut end = None;
            for (b, block_events) in flow.events.iter().enumerate() {
                for (i, e) in block_events {
                    if range.contains_range(e.range) {
                        start.get_or_insert(Point {
                            block: b,
                            index: *i,
                        });
                        end = Some(Point {
                            block: b,
                            index: *i + 1,
                        });
                    }
                }
            }
            (start, end)
        }
    }
}

/// Reaching definitions tagged inside/outside: variables whose outside value is read inside
/// (flows in) and whose inside value is read after (flows out; also `ref`/`out` parameters
/// written inside and live at the exit).
fn reaching(
    flow: &Flow<'_>,
    range: TextRange,
    params: &[(BoundSymbol, ParamMode)],
) -> (BTreeSet<usize>, BTreeSet<usize>) {
    let n = flow.len();
    // Bits 0..n: a definition from outside reaches; n..2n: one from inside.
    let inside = |r: TextRange| range.contains_range(r);
    let mut entry = BitSet::empty(2 * n);
    for i in flow.vars.on_entry.iter().filter(|i| *i < n) {
        entry.insert(i);
    }
    let transfer = |s: &mut BitSet, e: &Event| {
        if e.kind != EventKind::Write {
            return;
        }
        let i = flow.vars.index[&e.symbol];
        let (set, clear) = if inside(e.range) {
            (n + i, i)
        } else {
            (i, n + i)
        };
        if e.function.is_none() {
            s.remove(clear);
        }
        s.insert(set);
    };
    let ins = flow.solve(entry, BitSet::empty(2 * n), &transfer, false);
    let mut flows_in = BTreeSet::new();
    let mut flows_out = BTreeSet::new();
    for (b, block_events) in flow.events.iter().enumerate() {
        if !flow.graph.blocks[b].is_reachable {
            continue;
        }
        let mut state = ins[b].clone();
        for (_, e) in block_events {
            if e.kind == EventKind::Read {
                let i = flow.vars.index[&e.symbol];
                if inside(e.range) && state.contains(i) {
                    flows_in.insert(i);
                }
                if !inside(e.range) && state.contains(n + i) {
                    flows_out.insert(i);
                }
            }
            transfer(&mut state, e);
        }
    }
    // `ref` and `out` parameters are read by the caller when the body ends.
    let exit = flow.graph.exit();
    for (symbol, mode) in params {
        if *mode != ParamMode::Value
            && let Some(&i) = flow.vars.index.get(symbol)
            && ins[exit].contains(n + i)
        {
            flows_out.insert(i);
        }
    }
    (flows_in, flows_out)
}
