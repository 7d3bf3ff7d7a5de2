//! The control-flow graph of a body, as Roslyn's `ControlFlowGraph`: basic blocks (`Entry`,
//! `Block`, `Exit`) holding statement-level operations, a branch value with a
//! `ControlFlowConditionKind`, conditional and fall-through successors with their
//! `ControlFlowBranchSemantics`, and nested regions (`ControlFlowRegionKind`).

mod build;
mod finish;
mod lock;
mod stmt;
mod values;

use cs_bind::BoundSymbol;
use cs_syntax::TextRange;

use crate::operation::Operation;

pub use build::build_graph;
pub use finish::compact;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BlockKind {
    Entry,
    Exit,
    Block,
}

impl BlockKind {
    pub fn as_str(self) -> &'static str {
        match self {
            BlockKind::Entry => "Entry",
            BlockKind::Exit => "Exit",
            BlockKind::Block => "Block",
        }
    }
}

/// Roslyn's `ControlFlowConditionKind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ConditionKind {
    None,
    WhenTrue,
    WhenFalse,
}

impl ConditionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ConditionKind::None => "None",
            ConditionKind::WhenTrue => "WhenTrue",
            ConditionKind::WhenFalse => "WhenFalse",
        }
    }
}

/// Roslyn's `ControlFlowBranchSemantics`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BranchSemantics {
    Regular,
    Return,
    Throw,
    Rethrow,
    /// The end of a `finally` or filter: control continues where the runtime says.
    StructuredExceptionHandling,
}

impl BranchSemantics {
    pub fn as_str(self) -> &'static str {
        match self {
            BranchSemantics::Regular => "Regular",
            BranchSemantics::Return => "Return",
            BranchSemantics::Throw => "Throw",
            BranchSemantics::Rethrow => "Rethrow",
            BranchSemantics::StructuredExceptionHandling => "StructuredExceptionHandling",
        }
    }
}

/// A successor edge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Branch {
    /// The destination block's ordinal; none for throws and the ends of handlers.
    pub destination: Option<usize>,
    pub semantics: BranchSemantics,
    /// Regions the branch leaves (innermost first), and the `Finally` regions run on the way.
    pub leaving: Vec<usize>,
    pub finalizing: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BasicBlock {
    pub ordinal: usize,
    pub kind: BlockKind,
    pub operations: Vec<Operation>,
    pub branch_value: Option<Operation>,
    pub condition_kind: ConditionKind,
    pub conditional_successor: Option<Branch>,
    pub fall_through_successor: Option<Branch>,
    pub predecessors: Vec<usize>,
    pub is_reachable: bool,
    /// The innermost region holding the block.
    pub region: usize,
}

/// Roslyn's `ControlFlowRegionKind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegionKind {
    Root,
    LocalLifetime,
    Try,
    Filter,
    Catch,
    Finally,
    FilterAndHandler,
    TryAndCatch,
    TryAndFinally,
}

impl RegionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            RegionKind::Root => "Root",
            RegionKind::LocalLifetime => "LocalLifetime",
            RegionKind::Try => "Try",
            RegionKind::Filter => "Filter",
            RegionKind::Catch => "Catch",
            RegionKind::Finally => "Finally",
            RegionKind::FilterAndHandler => "FilterAndHandler",
            RegionKind::TryAndCatch => "TryAndCatch",
            RegionKind::TryAndFinally => "TryAndFinally",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Region {
    pub kind: RegionKind,
    pub enclosing: Option<usize>,
    pub nested: Vec<usize>,
    pub first_block: usize,
    pub last_block: usize,
    pub locals: Vec<BoundSymbol>,
    /// A catch clause's exception type as written.
    pub exception_type: Option<String>,
}

/// A point in the graph: before operation `index` of block `block` (`index` = the number of
/// operations: the end of the block, before its branch).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Point {
    pub block: usize,
    pub index: usize,
}

/// Where a statement starts and where it ends (its end point: after it completes normally).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatementPoints {
    pub range: TextRange,
    pub start: Point,
    pub end: Point,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ControlFlowGraph {
    pub blocks: Vec<BasicBlock>,
    /// Region 0 is `Root`.
    pub regions: Vec<Region>,
    /// Every statement lowered, in source order of their start.
    pub statements: Vec<StatementPoints>,
    /// The point where the body's end is reached by falling off it (not via `return`).
    pub end_of_body: Point,
}

impl ControlFlowGraph {
    pub fn entry(&self) -> usize {
        0
    }

    pub fn exit(&self) -> usize {
        self.blocks.len() - 1
    }

    /// The successors of a block that exist in the graph.
    pub fn successors(&self, block: usize) -> impl Iterator<Item = usize> + '_ {
        let b = &self.blocks[block];
        b.conditional_successor
            .iter()
            .chain(b.fall_through_successor.iter())
            .filter_map(|s| s.destination)
    }

    /// Is `region` (or a region nested in it) the region of `block`?
    pub fn region_contains(&self, region: usize, block: usize) -> bool {
        let mut current = Some(self.blocks[block].region);
        while let Some(r) = current {
            if r == region {
                return true;
            }
            current = self.regions[r].enclosing;
        }
        false
    }

    /// Regions enclosing a block, innermost first.
    pub fn regions_of(&self, block: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut current = Some(self.blocks[block].region);
        while let Some(r) = current {
            out.push(r);
            current = self.regions[r].enclosing;
        }
        out
    }

    pub fn is_reachable_point(&self, point: Point) -> bool {
        self.blocks.get(point.block).is_some_and(|b| b.is_reachable)
    }
}
