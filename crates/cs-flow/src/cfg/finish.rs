//! After building: predecessors, region bounds, the regions each branch leaves (and the
//! `finally` regions it runs), reachability; and the compacted graph the tool shows (empty
//! pass-through blocks removed, as Roslyn's builder does).

use super::*;

/// Links predecessors, bounds regions, fills `leaving`/`finalizing` and marks reachability.
pub(super) fn finish(graph: &mut ControlFlowGraph) {
    link(graph);
    mark_reachable(graph);
}

fn link(graph: &mut ControlFlowGraph) {
    for block in &mut graph.blocks {
        block.predecessors.clear();
    }
    for i in 0..graph.blocks.len() {
        let successors: Vec<usize> = graph.successors(i).collect();
        for s in successors {
            if !graph.blocks[s].predecessors.contains(&i) {
                graph.blocks[s].predecessors.push(i);
            }
        }
    }
    for block in &mut graph.blocks {
        block.predecessors.sort_unstable();
    }
    for region in &mut graph.regions {
        region.first_block = usize::MAX;
        region.last_block = 0;
    }
    for i in 0..graph.blocks.len() {
        for r in graph.regions_of(i) {
            let region = &mut graph.regions[r];
            region.first_block = region.first_block.min(i);
            region.last_block = region.last_block.max(i);
        }
    }
    for i in 0..graph.blocks.len() {
        let regions = graph.regions_of(i);
        let fill = |branch: &Option<Branch>| -> Option<Branch> {
            let mut branch = branch.clone()?;
            if let Some(d) = branch.destination {
                branch.leaving = regions
                    .iter()
                    .copied()
                    .filter(|r| !graph.region_contains(*r, d))
                    .collect();
                branch.finalizing = branch
                    .leaving
                    .iter()
                    .filter(|r| graph.regions[**r].kind == RegionKind::Try)
                    .filter_map(|r| graph.regions[*r].enclosing)
                    .filter(|e| graph.regions[*e].kind == RegionKind::TryAndFinally)
                    .filter_map(|e| {
                        graph.regions[e]
                            .nested
                            .iter()
                            .copied()
                            .find(|n| graph.regions[*n].kind == RegionKind::Finally)
                    })
                    .collect();
            }
            Some(branch)
        };
        let conditional = fill(&graph.blocks[i].conditional_successor);
        let fall_through = fill(&graph.blocks[i].fall_through_successor);
        graph.blocks[i].conditional_successor = conditional;
        graph.blocks[i].fall_through_successor = fall_through;
    }
}

/// Reachable from the entry; a handler (catch, filter, finally) is reachable when its
/// protected `try` holds a reachable block.
fn mark_reachable(graph: &mut ControlFlowGraph) {
    let mut reachable = vec![false; graph.blocks.len()];
    let mut work = vec![graph.entry()];
    loop {
        while let Some(b) = work.pop() {
            if std::mem::replace(&mut reachable[b], true) {
                continue;
            }
            work.extend(graph.successors(b).filter(|s| !reachable[*s]));
        }
        for (r, region) in graph.regions.iter().enumerate() {
            if region.kind != RegionKind::Try || region.first_block == usize::MAX {
                continue;
            }
            let protected = (region.first_block..=region.last_block).any(|b| reachable[b]);
            let Some(parent) = region.enclosing else {
                continue;
            };
            if !protected {
                continue;
            }
            for handler in &graph.regions[parent].nested {
                if *handler != r && graph.regions[*handler].first_block != usize::MAX {
                    let first = graph.regions[*handler].first_block;
                    if !reachable[first] {
                        work.push(first);
                    }
                }
            }
        }
        // A filter's handler is entered from the filter (its conditional successor).
        if work.is_empty() {
            break;
        }
    }
    for (block, r) in graph.blocks.iter_mut().zip(reachable) {
        block.is_reachable = r;
    }
}

/// The graph as Roslyn shows it: empty blocks that only fall through are removed (when their
/// region keeps another block), branches redirected past them.
pub fn compact(graph: &ControlFlowGraph) -> ControlFlowGraph {
    let count = graph.blocks.len();
    let mut in_region = vec![0usize; graph.regions.len()];
    for block in &graph.blocks {
        in_region[block.region] += 1;
    }
    let mut removed = vec![false; count];
    for (i, block) in graph.blocks.iter().enumerate() {
        let Some(Branch {
            destination: Some(d),
            semantics: BranchSemantics::Regular,
            ..
        }) = &block.fall_through_successor
        else {
            continue;
        };
        let removable = block.kind == BlockKind::Block
            && block.operations.is_empty()
            && block.branch_value.is_none()
            && block.conditional_successor.is_none()
            && *d != i
            && in_region[block.region] > 1;
        if removable {
            removed[i] = true;
            in_region[block.region] -= 1;
        }
    }
    // Where a branch to each block lands once the removed ones are skipped.
    let target = |mut b: usize| {
        let mut steps = 0;
        while removed[b] && steps < count {
            b = graph.blocks[b]
                .fall_through_successor
                .as_ref()
                .and_then(|s| s.destination)
                .unwrap_or(b);
            steps += 1;
        }
        b
    };
    let mut ordinal = vec![usize::MAX; count];
    let mut next = 0;
    for i in 0..count {
        if !removed[i] {
            ordinal[i] = next;
            next += 1;
        }
    }
    let redirect = |branch: &Option<Branch>| {
        branch.as_ref().map(|b| Branch {
            destination: b.destination.map(|d| ordinal[target(d)]),
            ..b.clone()
        })
    };
    let blocks = graph
        .blocks
        .iter()
        .enumerate()
        .filter(|(i, _)| !removed[*i])
        .map(|(i, b)| BasicBlock {
            ordinal: ordinal[i],
            conditional_successor: redirect(&b.conditional_successor),
            fall_through_successor: redirect(&b.fall_through_successor),
            ..b.clone()
        })
        .collect();
    let mut compacted = ControlFlowGraph {
        blocks,
        regions: graph.regions.clone(),
        statements: Vec::new(),
        end_of_body: graph.end_of_body,
    };
    link(&mut compacted);
    compacted
}
