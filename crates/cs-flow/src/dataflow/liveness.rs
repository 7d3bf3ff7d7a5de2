//! Live variables over a control-flow graph (backward): which variables may still be read
//! before they are written again. Exceptions are edges too: every block of a `try` may go to
//! its handlers, so what a `catch`, filter or `finally` may read is live throughout the `try`,
//! and the end of a `finally` continues wherever the branches that run it go. Conservative
//! where the graph does not say (the end of a filter): everything is live. Used for unread
//! writes (IDE0059).

use crate::cfg::{BranchSemantics, ControlFlowGraph, RegionKind};

use super::events::EventKind;
use super::{BitSet, Flow};

/// Live variables at each block's start and end, and what the handlers guarding each block
/// may read (live at any point of the block, through an exception).
pub struct Liveness {
    pub live_in: Vec<BitSet>,
    pub live_out: Vec<BitSet>,
    pub handlers: Vec<BitSet>,
}

/// The first blocks of the handlers (catch, filter, finally) that guard `block`.
fn guarding_handlers(graph: &ControlFlowGraph, block: usize) -> Vec<usize> {
    let mut out = Vec::new();
    for r in graph.regions_of(block) {
        if graph.regions[r].kind != RegionKind::Try {
            continue;
        }
        let Some(parent) = graph.regions[r].enclosing else {
            continue;
        };
        for h in &graph.regions[parent].nested {
            let handler = &graph.regions[*h];
            if *h != r && handler.first_block != usize::MAX {
                out.push(handler.first_block);
            }
        }
    }
    out
}

/// The innermost `Finally` or `Filter` region whose end `block` is (its fall-through leaves
/// the graph as structured exception handling).
fn ends_handler(graph: &ControlFlowGraph, block: usize) -> Option<(usize, RegionKind)> {
    let b = &graph.blocks[block];
    let ends = b.fall_through_successor.as_ref().is_some_and(|s| {
        s.destination.is_none() && s.semantics == BranchSemantics::StructuredExceptionHandling
    });
    if !ends {
        return None;
    }
    graph
        .regions_of(block)
        .into_iter()
        .find(|r| {
            matches!(
                graph.regions[*r].kind,
                RegionKind::Finally | RegionKind::Filter
            )
        })
        .map(|r| (r, graph.regions[r].kind))
}

pub fn live_variables(flow: &Flow<'_>) -> Liveness {
    let graph = flow.graph;
    let n = flow.len();
    let count = graph.blocks.len();
    let guards: Vec<Vec<usize>> = (0..count).map(|b| guarding_handlers(graph, b)).collect();
    // Where control goes after each `finally` completes normally: the destinations of the
    // branches that run it.
    let mut after_finally: std::collections::HashMap<usize, Vec<usize>> = Default::default();
    for block in &graph.blocks {
        for branch in block
            .conditional_successor
            .iter()
            .chain(block.fall_through_successor.iter())
        {
            if let Some(d) = branch.destination {
                for f in &branch.finalizing {
                    after_finally.entry(*f).or_default().push(d);
                }
            }
        }
    }
    let ends: Vec<Option<(usize, RegionKind)>> =
        (0..count).map(|b| ends_handler(graph, b)).collect();
    let mut live_in = vec![BitSet::empty(n); count];
    let mut live_out = vec![BitSet::empty(n); count];
    let mut handlers = vec![BitSet::empty(n); count];
    for _round in 0..200 {
        let mut changed = false;
        for b in (0..count).rev() {
            let mut guard = BitSet::empty(n);
            for h in &guards[b] {
                guard.union(&live_in[*h]);
            }
            let mut out = guard.clone();
            for s in graph.successors(b) {
                out.union(&live_in[s]);
            }
            match ends[b] {
                Some((region, RegionKind::Finally)) => {
                    for d in after_finally.get(&region).into_iter().flatten() {
                        out.union(&live_in[*d]);
                    }
                }
                Some(_) => out = BitSet::full(n),
                None => {}
            }
            let mut state = out.clone();
            for (_, e) in flow.events[b].iter().rev() {
                if e.function.is_some() {
                    // A nested function may run at any time: its reads keep values live.
                    if e.kind == EventKind::Read {
                        state.insert(flow.vars.index[&e.symbol]);
                    }
                    continue;
                }
                match e.kind {
                    EventKind::Write => state.remove(flow.vars.index[&e.symbol]),
                    EventKind::Read => state.insert(flow.vars.index[&e.symbol]),
                    _ => {}
                }
            }
            state.union(&guard);
            if state != live_in[b] || out != live_out[b] || guard != handlers[b] {
                live_in[b] = state;
                live_out[b] = out;
                handlers[b] = guard;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Liveness {
        live_in,
        live_out,
        handlers,
    }
}

impl Liveness {
    /// Is the value written by event `index` of `block` (on variable `var`) read afterwards on
    /// some path?
    pub fn write_is_read(&self, flow: &Flow<'_>, block: usize, index: usize, var: usize) -> bool {
        if self.handlers[block].contains(var) {
            return true;
        }
        for (_, e) in flow.events[block].iter().skip(index + 1) {
            if flow.vars.index[&e.symbol] != var {
                continue;
            }
            if e.function.is_some() {
                if e.kind == EventKind::Read {
                    return true;
                }
                continue;
            }
            match e.kind {
                EventKind::Read => return true,
                EventKind::Write => return false,
                _ => {}
            }
        }
        self.live_out[block].contains(var)
    }
}
