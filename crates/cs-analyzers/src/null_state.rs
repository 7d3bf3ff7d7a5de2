//! The null-state analysis: a forward data flow over a body's control-flow graph
//! (`cs_flow::control_flow_graph`) that knows, for each followed variable
//! (`null_state_vars.rs`), whether it may be null at each point — and reports what Roslyn's
//! nullable walker reports from that state:
//!
//! - CS8602 at `x` in `x.Member`, `x.M()`, `x[i]` when `x` may be null (and `x` is not-null
//!   after it, as in Roslyn);
//! - CS8600 at `y` in `string s = y;` / `s = y;` when `s` is declared non-nullable and `y` may
//!   be null;
//! - CS8603 at `y` in `return y;` when the member's return type is non-nullable;
//! - CS8604 at `y` in `M(y)` when `M` is a source method (or constructor) whose parameter is
//!   non-nullable and whose display we print exactly (`nullable_types::argument_display`).
//!
//! Maybe-null comes only from what is certain: a `null`/`default` literal, a `T?` parameter on
//! entry, `x == null` / `x is null` on the branch where it holds, and the merge of such paths.
//! Everything else (calls, fields, properties, casts) is not-null, so unknown values never warn.
//! `x != null`, `x is not null`, `x is {}`, any pattern that cannot match null, the non-null
//! side of `?.`, `x!` and a dereference make `x` not-null; a call that receives `x` (or
//! mentions it in an argument: `Debug.Assert(x != null)`, `ThrowIfNull(x)`) makes it not-null
//! after the call, and a block that calls a method named `Throw…`/`Fail…`/`Exit…` (and the
//! like) or a `[DoesNotReturn]` one ends there. Bodies with `goto` or anything that did not lower are skipped; handlers
//! (`catch`, filters, `finally`) are not judged.

use std::collections::{HashMap, HashSet};

use cs_bind::BoundSymbol;
use cs_flow::OperationKind as K;
use cs_flow::cfg::{ControlFlowGraph, RegionKind};
use cs_syntax::TextRange;

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::null_state_vars::{Tracked, tracked_variables};
use crate::nullable_context::document_nullable_context;
use crate::rule::{CS8600, CS8602, CS8603, CS8604, Rule};
use crate::syntax_util::kind;

mod transfer;

pub struct NullStates;

impl Analyzer for NullStates {
    fn rules(&self) -> &'static [Rule] {
        &[CS8600, CS8602, CS8603, CS8604]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        let context = document_nullable_context(cx.db, cx.project, cx.document);
        if !context.any_warnings() {
            return;
        }
        let members = crate::null_literals::declared_members(cx);
        let suppressed = suppressed_operands(cx);
        for (info, node) in cs_flow::body::bodies_with_declarations(&cx.root) {
            if info.kind.is_nested() || cx.has_inactive_code(info.body) {
                continue;
            }
            let warn_anywhere = context.at(u32::from(info.body.start())).warnings
                || context.at(u32::from(info.body.end())).warnings;
            if !warn_anywhere {
                continue;
            }
            let returns_non_null = returns_non_nullable(cx, &members, &info, &node);
            let mut reports = Vec::new();
            analyze_body(cx, &info, &suppressed, returns_non_null, &mut reports);
            for (rule, range, message) in reports {
                if context.at(u32::from(range.start())).warnings {
                    out.push(Finding {
                        rule,
                        message: message.unwrap_or_else(|| rule.message.to_string()),
                        range,
                        symbol: None,
                    });
                }
            }
        }
    }
}

/// Whether a body's `return y;` must not return null (CS8603 applies).
fn returns_non_nullable(
    cx: &AnalysisContext<'_>,
    members: &HashMap<TextRange, cs_hir::MemberId>,
    info: &cs_flow::BodyInfo,
    node: &cs_syntax::SyntaxNode,
) -> bool {
    let owner = match info.kind {
        cs_flow::BodyKind::Method => {
            if crate::syntax_util::body(node).is_some_and(|b| crate::syntax_util::yields(&b)) {
                return false;
            }
            node.clone()
        }
        cs_flow::BodyKind::Property => node.clone(),
        cs_flow::BodyKind::Accessor => {
            let is_get = node
                .children_with_tokens()
                .any(|t| cs_syntax::kind_name(t.kind()) == "get");
            match node.parent().and_then(|l| l.parent()) {
                Some(owner) if is_get => owner,
                _ => return false,
            }
        }
        _ => return false,
    };
    crate::null_literals::member_of(members, &owner)
        .is_some_and(|id| crate::nullable_types::non_nullable_return(cx, id))
}

/// The ranges of the operands of `!` (the null-forgiving operator), parentheses stripped.
fn suppressed_operands(cx: &AnalysisContext<'_>) -> HashSet<TextRange> {
    let mut out = HashSet::new();
    for node in cx.root.descendants() {
        if kind(&node) != "postfix_unary_expression"
            || !node
                .children_with_tokens()
                .any(|t| cs_syntax::kind_name(t.kind()) == "!")
        {
            continue;
        }
        let mut operand = node.first_child();
        while let Some(o) = operand.clone() {
            out.insert(o.text_range());
            operand = (kind(&o) == "parenthesized_expression")
                .then(|| o.first_child())
                .flatten();
        }
        if let Some(t) = node.first_token() {
            out.insert(t.text_range());
        }
    }
    out
}

/// A value's null state, and the followed variable it is (for null tests through captures).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Value {
    maybe_null: bool,
    var: Option<usize>,
    /// The expression itself is what Roslyn reports a conversion or return of (a variable,
    /// `as`, a call returning `T?`), not a literal (`null_literals.rs`) or a merged value.
    direct: bool,
}

const NOT_NULL: Value = Value {
    maybe_null: false,
    var: None,
    direct: false,
};

const MAYBE_NULL: Value = Value {
    maybe_null: true,
    var: None,
    direct: true,
};

#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    maybe_null: Vec<bool>,
    captures: HashMap<u32, Value>,
}

impl State {
    /// Joins `other` in; true when something changed.
    fn join(&mut self, other: &State) -> bool {
        let mut changed = false;
        for (a, b) in self.maybe_null.iter_mut().zip(&other.maybe_null) {
            if *b && !*a {
                *a = true;
                changed = true;
            }
        }
        for (id, v) in &other.captures {
            match self.captures.get_mut(id) {
                None => {
                    self.captures.insert(*id, *v);
                    changed = true;
                }
                Some(mine) => {
                    let joined = Value {
                        maybe_null: mine.maybe_null || v.maybe_null,
                        var: if mine.var == v.var { mine.var } else { None },
                        direct: false,
                    };
                    if joined != *mine {
                        *mine = joined;
                        changed = true;
                    }
                }
            }
        }
        changed
    }
}

/// A finding of the last pass: rule, span, and the message when it has arguments.
type Report = (&'static Rule, TextRange, Option<String>);

struct Walker<'a, 'db> {
    cx: &'a AnalysisContext<'db>,
    index: HashMap<BoundSymbol, usize>,
    tracked: Vec<Tracked>,
    suppressed: &'a HashSet<TextRange>,
    /// Where to put findings (the last pass only).
    reports: Option<Vec<Report>>,
}

fn analyze_body(
    cx: &AnalysisContext<'_>,
    info: &cs_flow::BodyInfo,
    suppressed: &HashSet<TextRange>,
    returns_non_null: bool,
    out: &mut Vec<Report>,
) {
    let start = u32::from(info.declaration.start());
    let Some(operations) = cs_flow::body_operations(cx.db, cx.project, cx.document, start) else {
        return;
    };
    // A discard target (`_ = …`) lowers to an empty Invalid: harmless.
    let discard = |o: &cs_flow::Operation| o.children.is_empty() && cx.text(o.range).trim() == "_";
    let unsupported = operations.root.descendants().iter().any(|o| {
        o.kind == K::Invalid && !discard(o)
            || o.kind == K::Branch && o.detail.as_deref().is_some_and(|d| d.starts_with("GoTo"))
    });
    if unsupported {
        return;
    }
    let Some(graph) = cs_flow::control_flow_graph(cx.db, cx.project, cx.document, start) else {
        return;
    };
    let tracked = tracked_variables(cx, info, &operations.root, graph);
    if tracked.is_empty() && !returns_non_null {
        return;
    }
    let mut symbols: Vec<(BoundSymbol, Tracked)> = tracked.into_iter().collect();
    symbols.sort_by_key(|(s, _)| match s {
        BoundSymbol::Parameter { index, .. } => (0, *index),
        BoundSymbol::Local(id) => (1, id.offset),
        _ => (2, 0),
    });
    let index = symbols
        .iter()
        .enumerate()
        .map(|(i, (s, _))| (s.clone(), i))
        .collect();
    let mut walker = Walker {
        cx,
        index,
        tracked: symbols.iter().map(|(_, t)| t.clone()).collect(),
        suppressed,
        reports: None,
    };
    let entry = State {
        maybe_null: walker
            .tracked
            .iter()
            .map(|t| (t.is_parameter || t.is_member) && t.nullable)
            .collect(),
        captures: HashMap::new(),
    };
    let states = solve(&mut walker, graph, entry);
    walker.reports = Some(Vec::new());
    for (b, state) in states.iter().enumerate() {
        if let Some(state) = state {
            walker.transfer(graph, b, state.clone(), returns_non_null);
        }
    }
    out.extend(walker.reports.take().unwrap_or_default());
    out.sort_by_key(|(r, range, _)| (range.start(), r.id));
    out.dedup();
}

/// Blocks that are not judged: handlers and unreachable code.
fn skipped(graph: &ControlFlowGraph, b: usize) -> bool {
    !graph.blocks[b].is_reachable
        || graph.regions_of(b).iter().any(|r| {
            matches!(
                graph.regions[*r].kind,
                RegionKind::Catch | RegionKind::Filter | RegionKind::Finally
            )
        })
}

fn solve(
    walker: &mut Walker<'_, '_>,
    graph: &ControlFlowGraph,
    entry: State,
) -> Vec<Option<State>> {
    let mut states: Vec<Option<State>> = vec![None; graph.blocks.len()];
    states[graph.entry()] = Some(entry);
    let mut work = vec![graph.entry()];
    let mut steps = 0usize;
    while let Some(b) = work.pop() {
        steps += 1;
        if steps > 50_000 {
            return vec![None; graph.blocks.len()];
        }
        let Some(state) = states[b].clone() else {
            continue;
        };
        for (dest, out) in walker.transfer(graph, b, state, false) {
            if skipped(graph, dest) {
                continue;
            }
            let changed = match &mut states[dest] {
                Some(existing) => existing.join(&out),
                slot @ None => {
                    *slot = Some(out);
                    true
                }
            };
            if changed && !work.contains(&dest) {
                work.push(dest);
            }
        }
    }
    states
}
