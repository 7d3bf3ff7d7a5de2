//! Building the graph: statements lowered to blocks and branches as Roslyn's
//! `ControlFlowGraphBuilder` does (loops with the condition on top, `foreach` and `using` with
//! an implicit `finally`, `lock` with `Monitor.Enter`/`Exit`, `switch` as a chain of pattern
//! tests, `goto` to labels), then the blocks ordered, regions bounded and reachability marked.

use std::collections::HashMap;

use cs_bind::BoundSymbol;
use cs_syntax::TextRange;

use super::*;
use crate::operation::{Operation, OperationKind as K};

/// A block while building: ids are allocation order, renumbered by layout at the end.
#[derive(Default)]
pub(super) struct RawBlock {
    pub operations: Vec<Operation>,
    pub branch_value: Option<Operation>,
    pub condition_kind: Option<ConditionKind>,
    pub conditional: Option<(Option<usize>, BranchSemantics)>,
    pub fall_through: Option<(Option<usize>, BranchSemantics)>,
    pub region: usize,
    pub started: bool,
}

/// A statement's range with its start and end points (raw block, operation index).
pub(super) type RawStatement = (TextRange, (usize, usize), (usize, usize));

pub(super) struct RawRegion {
    kind: RegionKind,
    enclosing: Option<usize>,
    locals: Vec<BoundSymbol>,
    exception_type: Option<String>,
}

#[derive(Clone, Copy)]
pub(super) struct LoopTargets {
    pub break_to: usize,
    pub continue_to: Option<usize>,
}

pub(super) struct Builder {
    pub blocks: Vec<RawBlock>,
    /// Layout order: blocks as they were started.
    order: Vec<usize>,
    /// The block being filled; none right after a jump.
    current: Option<usize>,
    pub regions: Vec<RawRegion>,
    pub region_stack: Vec<usize>,
    pub loops: Vec<LoopTargets>,
    /// Section blocks of the innermost switch: (case constant text or "default", block).
    pub switch_sections: Vec<Vec<(String, usize)>>,
    pub labels: HashMap<String, usize>,
    pub next_capture: u32,
    pub exit: usize,
    /// The block control falls into after a region boundary, started when first needed.
    pending: Option<usize>,
    pub statements: Vec<RawStatement>,
}

/// Builds the graph of a body's operation tree.
pub fn build_graph(body: &Operation) -> ControlFlowGraph {
    let mut b = Builder {
        blocks: Vec::new(),
        order: Vec::new(),
        current: None,
        regions: vec![RawRegion {
            kind: RegionKind::Root,
            enclosing: None,
            locals: Vec::new(),
            exception_type: None,
        }],
        region_stack: vec![0],
        loops: Vec::new(),
        switch_sections: Vec::new(),
        labels: HashMap::new(),
        next_capture: 0,
        exit: 0,
        pending: None,
        statements: Vec::new(),
    };
    let entry = b.alloc();
    b.exit = b.alloc();
    b.start(entry);
    let first = b.alloc();
    b.goto(first, BranchSemantics::Regular);
    b.start(first);
    for op in body.descendants() {
        if op.kind == K::Labeled
            && let Some(label) = &op.constant
        {
            let block = b.alloc();
            b.labels.insert(label.clone(), block);
        }
    }
    b.statement(body);
    let end = b.point();
    let exit = b.exit;
    b.goto(exit, BranchSemantics::Regular);
    b.start(exit);
    b.finish(end)
}

impl Builder {
    pub fn alloc(&mut self) -> usize {
        self.blocks.push(RawBlock::default());
        self.blocks.len() - 1
    }

    /// Makes `block` the current block, in the innermost region.
    pub fn start(&mut self, block: usize) {
        if let Some(p) = self.pending.take()
            && p != block
        {
            self.start(p);
            self.goto(block, BranchSemantics::Regular);
        }
        if let Some(c) = self.current
            && c != block
            && self.blocks[c].fall_through.is_none()
        {
            // Control falls from the live block into the new one.
            self.blocks[c].fall_through = Some((Some(block), BranchSemantics::Regular));
        }
        let region = *self.region_stack.last().unwrap_or(&0);
        let raw = &mut self.blocks[block];
        if !raw.started {
            raw.started = true;
            raw.region = region;
            self.order.push(block);
        }
        self.current = Some(block);
    }

    /// The current block, starting a fresh (unreachable) one after a jump.
    pub fn cur(&mut self) -> usize {
        match self.current {
            Some(c) => c,
            None => {
                let fresh = self.pending.take().unwrap_or_else(|| self.alloc());
                self.start(fresh);
                fresh
            }
        }
    }

    pub fn push(&mut self, op: Operation) {
        let c = self.cur();
        self.blocks[c].operations.push(op);
    }

    /// Ends the current block with an unconditional branch.
    pub fn goto(&mut self, target: usize, semantics: BranchSemantics) {
        let c = self.cur();
        self.blocks[c].fall_through = Some((Some(target), semantics));
        self.current = None;
    }

    /// Ends the current block leaving the graph (throw, end of a handler).
    pub fn leave_graph(&mut self, semantics: BranchSemantics) {
        let c = self.cur();
        self.blocks[c].fall_through = Some((None, semantics));
        self.current = None;
    }

    /// Ends the current block with `value` as its branch value: to `target` when it is
    /// `jump_if`, else on to a new block.
    pub fn branch_on(&mut self, value: Operation, jump_if: bool, target: usize) {
        let c = self.cur();
        let raw = &mut self.blocks[c];
        raw.branch_value = Some(value);
        raw.condition_kind = Some(if jump_if {
            ConditionKind::WhenTrue
        } else {
            ConditionKind::WhenFalse
        });
        raw.conditional = Some((Some(target), BranchSemantics::Regular));
        let next = self.alloc();
        self.blocks[c].fall_through = Some((Some(next), BranchSemantics::Regular));
        self.current = None;
        self.start(next);
    }

    pub fn point(&mut self) -> (usize, usize) {
        let c = self.cur();
        (c, self.blocks[c].operations.len())
    }

    /// Enters a region: the current block ends, and the next block needed starts inside.
    pub fn enter(
        &mut self,
        kind: RegionKind,
        locals: Vec<BoundSymbol>,
        exception_type: Option<String>,
    ) {
        let enclosing = *self.region_stack.last().unwrap_or(&0);
        self.end_current();
        self.regions.push(RawRegion {
            kind,
            enclosing: Some(enclosing),
            locals,
            exception_type,
        });
        self.region_stack.push(self.regions.len() - 1);
    }

    /// Leaves the innermost region: the code after it continues in a new block outside.
    pub fn leave(&mut self) {
        self.end_current();
        self.region_stack.pop();
    }

    /// Ends the live current block with a fall-through to a block started on demand.
    fn end_current(&mut self) {
        if let Some(c) = self.current.take() {
            let next = self.alloc();
            self.blocks[c].fall_through = Some((Some(next), BranchSemantics::Regular));
            self.pending = Some(next);
        }
        // Else a pending block (nothing emitted since the last boundary) stays pending: it
        // starts in whichever region first needs a block.
    }
}

impl Builder {
    /// The current point, unless control cannot reach here (after a jump).
    pub fn point_if_live(&mut self) -> Option<(usize, usize)> {
        if self.current.is_none() && self.pending.is_none() {
            return None;
        }
        Some(self.point())
    }

    pub fn record_statement(
        &mut self,
        op: &Operation,
        start: (usize, usize),
        end: Option<(usize, usize)>,
    ) {
        if op.is_implicit && op.kind == K::Block {
            return;
        }
        let end = end.unwrap_or_else(|| {
            // The end point of a statement that cannot complete: an unreachable new block.
            let fresh = self.alloc();
            self.start(fresh);
            (fresh, 0)
        });
        self.statements.push((op.range, start, end));
    }

    /// Orders the blocks by layout, bounds the regions, links predecessors and marks what
    /// is reachable.
    fn finish(mut self, end: (usize, usize)) -> ControlFlowGraph {
        // Blocks allocated but never started (targets of code that was never built).
        for i in 0..self.blocks.len() {
            if !self.blocks[i].started && i != self.exit {
                self.blocks[i].started = true;
                self.order.push(i);
            }
        }
        // The exit block last.
        self.order.retain(|b| *b != self.exit);
        self.order.push(self.exit);
        let mut ordinal = vec![usize::MAX; self.blocks.len()];
        for (i, b) in self.order.iter().enumerate() {
            ordinal[*b] = i;
        }
        let map = |t: Option<usize>| t.map(|t| ordinal[t]);
        let count = self.order.len();
        let mut blocks: Vec<BasicBlock> = Vec::with_capacity(count);
        for (i, raw_id) in self.order.iter().enumerate() {
            let raw = std::mem::take(&mut self.blocks[*raw_id]);
            let kind = if i == 0 {
                BlockKind::Entry
            } else if i + 1 == count {
                BlockKind::Exit
            } else {
                BlockKind::Block
            };
            let branch = |(d, s): (Option<usize>, BranchSemantics)| Branch {
                destination: map(d),
                semantics: s,
                leaving: Vec::new(),
                finalizing: Vec::new(),
            };
            blocks.push(BasicBlock {
                ordinal: i,
                kind,
                operations: raw.operations,
                branch_value: raw.branch_value,
                condition_kind: raw.condition_kind.unwrap_or(ConditionKind::None),
                conditional_successor: raw.conditional.map(branch),
                fall_through_successor: if kind == BlockKind::Exit {
                    None
                } else {
                    raw.fall_through.map(branch).or(Some(Branch {
                        destination: None,
                        semantics: BranchSemantics::StructuredExceptionHandling,
                        leaving: Vec::new(),
                        finalizing: Vec::new(),
                    }))
                },
                predecessors: Vec::new(),
                is_reachable: false,
                region: raw.region,
            });
        }
        let mut regions: Vec<Region> = self
            .regions
            .iter()
            .map(|r| Region {
                kind: r.kind,
                enclosing: r.enclosing,
                nested: Vec::new(),
                first_block: usize::MAX,
                last_block: 0,
                locals: r.locals.clone(),
                exception_type: r.exception_type.clone(),
            })
            .collect();
        for (i, r) in self.regions.iter().enumerate() {
            if let Some(e) = r.enclosing {
                regions[e].nested.push(i);
            }
        }
        let mut graph = ControlFlowGraph {
            blocks,
            regions,
            statements: Vec::new(),
            end_of_body: Point {
                block: ordinal[end.0],
                index: end.1,
            },
        };
        super::finish::finish(&mut graph);
        let point = |(b, i): (usize, usize)| Point {
            block: ordinal[b],
            index: i,
        };
        let mut statements: Vec<StatementPoints> = self
            .statements
            .iter()
            .map(|(range, s, e)| StatementPoints {
                range: *range,
                start: point(*s),
                end: point(*e),
            })
            .collect();
        statements.sort_by_key(|s| (s.range.start(), std::cmp::Reverse(s.range.end())));
        graph.statements = statements;
        graph
    }
}
