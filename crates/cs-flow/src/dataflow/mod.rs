//! Data flow over a control-flow graph: the variables of a body, a forward solver over the
//! graph's blocks (handlers entered from every point of their `try`, branches that leave a
//! `try` run its `finally`), definite assignment, and region analysis
//! ([`region::analyze_region`], Roslyn's `DataFlowAnalysis`).

pub mod events;
pub mod liveness;
pub mod region;

use std::collections::HashMap;

use cs_bind::BoundSymbol;
use cs_syntax::TextRange;

use crate::cfg::{BranchSemantics, ConditionKind, ControlFlowGraph, Point, RegionKind};
use events::{Event, EventKind};

/// A fixed-size set of variable indices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BitSet(Vec<u64>);

impl BitSet {
    pub fn empty(n: usize) -> BitSet {
        BitSet(vec![0; n.div_ceil(64).max(1)])
    }
    pub fn full(n: usize) -> BitSet {
        let mut s = BitSet(vec![u64::MAX; n.div_ceil(64).max(1)]);
        for i in n..s.0.len() * 64 {
            s.remove(i);
        }
        s
    }
    pub fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }
    pub fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    pub fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }
    pub fn intersect(&mut self, other: &BitSet) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= b;
        }
    }
    pub fn union(&mut self, other: &BitSet) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
    }
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.0.len() * 64).filter(|i| self.contains(*i))
    }
}

/// A parameter's passing mode, as flow cares about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamMode {
    Value,
    Ref,
    Out,
}

/// The variables of a body: every local and parameter its events name, plus the member's
/// parameters.
#[derive(Debug, Clone)]
pub struct Vars {
    pub list: Vec<BoundSymbol>,
    pub index: HashMap<BoundSymbol, usize>,
    /// Assigned when the body starts: value and `ref` parameters, and variables declared
    /// outside the body (captured by a lambda or local function whose body this is).
    pub on_entry: BitSet,
    pub modes: Vec<Option<ParamMode>>,
}

/// The flow facts of one body's graph.
pub struct Flow<'g> {
    pub graph: &'g ControlFlowGraph,
    pub vars: Vars,
    /// Events of each block: its operations' then its branch value's.
    pub events: Vec<Vec<(usize, Event)>>,
    /// Writes that happen on one outgoing edge only: a pattern variable of the block's
    /// `IsPattern` branch value, assigned when the test is true (or, under `not`, false).
    pub edge_events: Vec<Vec<(bool, Event)>>,
    /// Definitely assigned at each block's start.
    pub assigned_in: Vec<BitSet>,
}

impl<'g> Flow<'g> {
    /// `params`: the member's parameters with their modes (in order); `body`: the range of
    /// the body (variables declared outside it are assigned on entry).
    pub fn new(
        graph: &'g ControlFlowGraph,
        params: &[(BoundSymbol, ParamMode)],
        body: TextRange,
        declared_at: &dyn Fn(&BoundSymbol) -> Option<u32>,
    ) -> Flow<'g> {
        let mut list: Vec<BoundSymbol> = params.iter().map(|(s, _)| s.clone()).collect();
        let mut index: HashMap<BoundSymbol, usize> = list
            .iter()
            .enumerate()
            .map(|(i, s)| (s.clone(), i))
            .collect();
        let mut events = Vec::with_capacity(graph.blocks.len());
        let mut edge_events = Vec::with_capacity(graph.blocks.len());
        for block in &graph.blocks {
            let mut block_events = Vec::new();
            let mut conditional = Vec::new();
            for (i, op) in block.operations.iter().enumerate() {
                let mut es = Vec::new();
                events::events(op, &mut es);
                block_events.extend(es.into_iter().map(|e| (i, e)));
            }
            if let Some(value) = &block.branch_value {
                let mut es = Vec::new();
                events::events(value, &mut es);
                let on_edge = if block.condition_kind == crate::cfg::ConditionKind::None {
                    Vec::new()
                } else {
                    events::pattern_writes(value)
                };
                for e in es {
                    let sense = on_edge
                        .iter()
                        .find(|(r, s, _)| {
                            e.kind == EventKind::Write && *r == e.range && *s == e.symbol
                        })
                        .map(|(_, _, sense)| *sense);
                    match sense {
                        Some(sense) => conditional.push((sense, e)),
                        None => block_events.push((block.operations.len(), e)),
                    }
                }
            }
            for (_, e) in &conditional {
                if !index.contains_key(&e.symbol) {
                    index.insert(e.symbol.clone(), list.len());
                    list.push(e.symbol.clone());
                }
            }
            edge_events.push(conditional);
            for (_, e) in &block_events {
                if !index.contains_key(&e.symbol) {
                    index.insert(e.symbol.clone(), list.len());
                    list.push(e.symbol.clone());
                }
            }
            events.push(block_events);
        }
        let n = list.len();
        let mut on_entry = BitSet::empty(n);
        let mut modes = vec![None; n];
        for (symbol, mode) in params {
            let i = index[symbol];
            modes[i] = Some(*mode);
            if *mode != ParamMode::Out {
                on_entry.insert(i);
            }
        }
        for (i, symbol) in list.iter().enumerate() {
            if modes[i].is_none()
                && let Some(offset) = declared_at(symbol)
                && !body.contains(offset.into())
            {
                on_entry.insert(i);
            }
            if matches!(symbol, BoundSymbol::Parameter { .. }) && modes[i].is_none() {
                // A parameter of the member seen only in events (e.g. an accessor's `value`).
                on_entry.insert(i);
            }
        }
        let vars = Vars {
            list,
            index,
            on_entry,
            modes,
        };
        let mut flow = Flow {
            graph,
            vars,
            events,
            edge_events,
            assigned_in: Vec::new(),
        };
        flow.assigned_in = flow.solve_assignment(&|_| true, None);
        flow
    }

    pub fn len(&self) -> usize {
        self.vars.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.vars.list.is_empty()
    }

    /// Definite assignment: the assigned set at each block start. Only writes `counts`
    /// accepts generate; `entry` replaces the entry state (for always-assigned analysis).
    pub fn solve_assignment(
        &self,
        counts: &dyn Fn(&Event) -> bool,
        entry: Option<BitSet>,
    ) -> Vec<BitSet> {
        let n = self.len();
        let entry = entry.unwrap_or_else(|| self.vars.on_entry.clone());
        let transfer = |state: &mut BitSet, e: &Event| {
            if e.kind == EventKind::Write && e.function.is_none() && counts(e) {
                state.insert(self.vars.index[&e.symbol]);
            }
        };
        self.solve(entry, BitSet::full(n), &transfer, true)
    }

    /// A forward solver: `must` meets by intersection (unreachable = `init` = everything),
    /// else by union.
    pub fn solve(
        &self,
        entry: BitSet,
        init: BitSet,
        transfer: &dyn Fn(&mut BitSet, &Event),
        must: bool,
    ) -> Vec<BitSet> {
        let g = self.graph;
        let count = g.blocks.len();
        let mut ins = vec![init.clone(); count];
        let mut outs = vec![init.clone(); count];
        ins[0] = entry.clone();
        // Handler entries: the first block of each catch, filter and finally region with
        // the `try` region that protects it.
        let mut handler_of: HashMap<usize, usize> = HashMap::new();
        for (try_index, region) in g.regions.iter().enumerate() {
            if region.kind != RegionKind::Try || region.first_block == usize::MAX {
                continue;
            }
            let Some(parent) = region.enclosing else {
                continue;
            };
            for h in &g.regions[parent].nested {
                let handler = &g.regions[*h];
                if handler.kind != RegionKind::Try && handler.first_block != usize::MAX {
                    handler_of.insert(handler.first_block, try_index);
                }
            }
        }
        let meet = |a: &mut BitSet, b: &BitSet| if must { a.intersect(b) } else { a.union(b) };
        for _round in 0..200 {
            let mut changed = false;
            for b in 0..count {
                let block = &g.blocks[b];
                if !block.is_reachable {
                    continue;
                }
                let mut state = if b == 0 { entry.clone() } else { init.clone() };
                let mut first = true;
                if b != 0 {
                    for &p in &block.predecessors {
                        if !g.blocks[p].is_reachable {
                            continue;
                        }
                        let pred = &g.blocks[p];
                        let branches = pred
                            .conditional_successor
                            .iter()
                            .map(|s| (s, true))
                            .chain(pred.fall_through_successor.iter().map(|s| (s, false)));
                        for (branch, is_conditional) in branches {
                            if branch.destination != Some(b) {
                                continue;
                            }
                            let mut edge = outs[p].clone();
                            if !self.edge_events[p].is_empty() {
                                // The edge taken when the branch value is `sense`.
                                let jumps_when = pred.condition_kind == ConditionKind::WhenTrue;
                                let sense = if is_conditional {
                                    jumps_when
                                } else {
                                    !jumps_when
                                };
                                for (when, e) in &self.edge_events[p] {
                                    if *when == sense {
                                        transfer(&mut edge, e);
                                    }
                                }
                            }
                            for f in &branch.finalizing {
                                edge.union(&self.finally_end(*f, &outs));
                            }
                            if first && must {
                                state = edge;
                            } else {
                                meet(&mut state, &edge);
                            }
                            first = false;
                        }
                    }
                    if let Some(&try_region) = handler_of.get(&b) {
                        let r = &g.regions[try_region];
                        for x in r.first_block..=r.last_block {
                            if !g.blocks[x].is_reachable {
                                continue;
                            }
                            for s in [&ins[x], &outs[x]] {
                                if first && must {
                                    state = s.clone();
                                } else {
                                    meet(&mut state, s);
                                }
                                first = false;
                            }
                        }
                    }
                }
                if state != ins[b] {
                    ins[b] = state.clone();
                    changed = true;
                }
                for (_, e) in &self.events[b] {
                    transfer(&mut state, e);
                }
                if state != outs[b] {
                    outs[b] = state;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        ins
    }

    /// The state at the end of a `finally` region (meet of its blocks that end it).
    fn finally_end(&self, region: usize, outs: &[BitSet]) -> BitSet {
        let g = self.graph;
        let r = &g.regions[region];
        let mut result: Option<BitSet> = None;
        if r.first_block == usize::MAX {
            return BitSet::empty(self.len());
        }
        for (b, block) in g
            .blocks
            .iter()
            .enumerate()
            .take(r.last_block + 1)
            .skip(r.first_block)
        {
            let ends = block.fall_through_successor.as_ref().is_some_and(|s| {
                s.destination.is_none()
                    && s.semantics == BranchSemantics::StructuredExceptionHandling
            });
            if ends && block.is_reachable {
                match &mut result {
                    Some(acc) => acc.intersect(&outs[b]),
                    None => result = Some(outs[b].clone()),
                }
            }
        }
        result.unwrap_or_else(|| BitSet::empty(self.len()))
    }

    /// The definitely-assigned set at a point (unreachable points: everything).
    pub fn assigned_at(&self, point: Point) -> BitSet {
        self.state_at(&self.assigned_in, point, &|state, e| {
            if e.kind == EventKind::Write && e.function.is_none() {
                state.insert(self.vars.index[&e.symbol]);
            }
        })
    }

    pub fn state_at(
        &self,
        ins: &[BitSet],
        point: Point,
        transfer: &dyn Fn(&mut BitSet, &Event),
    ) -> BitSet {
        if !self.graph.is_reachable_point(point) {
            return BitSet::full(self.len());
        }
        let mut state = ins[point.block].clone();
        for (i, e) in &self.events[point.block] {
            if *i >= point.index {
                break;
            }
            transfer(&mut state, e);
        }
        state
    }
}
