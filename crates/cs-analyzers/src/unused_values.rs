//! IDE0059 (unnecessary assignment of a value): a value written to a local or a value
//! parameter that no path reads before it is overwritten or goes out of scope, from live
//! variables over the body's control-flow graph (`cs_flow::dataflow::liveness`).
//!
//! Precision first, as Roslyn's analyzer bails out: not for variables a lambda, anonymous
//! method or local function of the body reads or writes (a delegate may run at any time; the
//! others are judged in the enclosing graph, where nested functions are opaque), not in bodies
//! with `ref` anything, address-of, `#` directives, or operations that did not lower; not for
//! discards (`_`,
//! `_1`), `out` arguments, pattern and deconstruction variables, `foreach` and `catch`
//! variables, variables a handler (`catch`, filter, `finally`) reads, and not for the common
//! "default first" initializers (`null`, `default`, `0`, `false`, `""`): only simple
//! assignments and declarator initializers of locals and value parameters.

use cs_bind::{BoundSymbol, LocalKind};
use cs_flow::cfg::RegionKind;
use cs_flow::dataflow::events::EventKind;
use cs_flow::dataflow::{Flow, ParamMode, liveness};
use cs_flow::{Operation, OperationKind as K};
use cs_hir::Ty;
use cs_syntax::TextRange;

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::rule::{IDE0059, Rule};
use crate::syntax_util::kind;

pub struct UnusedValues;

impl Analyzer for UnusedValues {
    fn rules(&self) -> &'static [Rule] {
        &[IDE0059]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        for (info, _) in cs_flow::body::bodies_with_declarations(&cx.root) {
            if info.kind.is_nested() {
                continue;
            }
            analyze_body(cx, &info, out);
        }
    }
}

/// Does the body hold something the analysis cannot follow?
fn bails_out(cx: &AnalysisContext<'_>, root: &Operation, body: TextRange) -> bool {
    let tree = root.descendants();
    let unsupported = tree.iter().any(|o| {
        matches!(o.kind, K::Invalid | K::AddressOf) || o.access == Some(cs_flow::Access::AddressOf)
    });
    if unsupported || cx.has_inactive_code(body) {
        return true;
    }
    let Some(node) = cx.node_at(body) else {
        return true;
    };
    node.descendants_with_tokens().any(|e| {
        let k = cs_syntax::kind_name(e.kind());
        k == "ref" || k.starts_with("preproc") || k.contains("directive")
    })
}

/// Writes that may be reported: `x = value` (written) and `T x = value` (a declarator's
/// initializer), with the range of the event's target and where to report.
/// The flag says whether the value is a constant.
fn candidate_writes(graph: &cs_flow::cfg::ControlFlowGraph) -> Vec<(TextRange, BoundSymbol, bool)> {
    let mut out = Vec::new();
    for block in graph.blocks.iter().filter(|b| b.is_reachable) {
        for op in &block.operations {
            let mut stack = vec![op];
            while let Some(o) = stack.pop() {
                if o.kind == K::SimpleAssignment
                    && let [target, value] = o.children.as_slice()
                    && matches!(target.kind, K::LocalReference | K::ParameterReference)
                    && let Some(symbol) = &target.symbol
                    && (!o.is_implicit || target.detail.as_deref() == Some("IsDeclaration"))
                    && !is_default_like(value)
                {
                    let constant = value.constant.is_some()
                        || value.children.len() == 1
                            && value.kind == K::Conversion
                            && value.children[0].constant.is_some();
                    out.push((target.range, symbol.clone(), constant));
                }
                stack.extend(o.children.iter());
            }
        }
    }
    out
}

/// `null`, `default`, `0`, `false`, `""`: what people write first and overwrite on purpose.
fn is_default_like(value: &Operation) -> bool {
    let value = match value.kind {
        K::Conversion if value.is_implicit && value.children.len() == 1 => &value.children[0],
        _ => value,
    };
    value.kind == K::DefaultValue
        || matches!(
            value.constant.as_deref(),
            Some("null" | "0" | "false" | "\"\"" | "0L" | "0.0" | "'\\0'")
        )
}

/// A type with nothing unresolved in it (Roslyn skips variables of error types; a
/// `List<Unknown>` is as uncertain).
pub(crate) fn fully_known(ty: &Ty) -> bool {
    match ty {
        Ty::Missing | Ty::Unresolved { .. } | Ty::Ref(_) | Ty::Dynamic => false,
        Ty::Named { args, .. } => args.iter().all(fully_known),
        Ty::Array { element, .. } | Ty::Pointer(element) => fully_known(element),
        Ty::FunctionPointer(parts) => parts.iter().all(fully_known),
        Ty::TypeParam { .. } => true,
    }
}

fn is_discard_name(name: &str) -> bool {
    let rest = name.trim_start_matches('_');
    name.starts_with('_') && (rest.is_empty() || rest.chars().all(|c| c.is_ascii_digit()))
}

fn analyze_body(cx: &AnalysisContext<'_>, info: &cs_flow::BodyInfo, out: &mut Vec<Finding>) {
    let start = u32::from(info.declaration.start());
    let Some(operations) = cs_flow::body_operations(cx.db, cx.project, cx.document, start) else {
        return;
    };
    if bails_out(cx, &operations.root, info.body) {
        return;
    }
    let Some(graph) = cs_flow::control_flow_graph(cx.db, cx.project, cx.document, start) else {
        return;
    };
    let candidates = candidate_writes(graph);
    if candidates.is_empty() {
        return;
    }
    // Variables a nested function uses: never judged.
    let mut tree_events = Vec::new();
    cs_flow::dataflow::events::events(&operations.root, &mut tree_events);
    let captured: std::collections::HashSet<BoundSymbol> = tree_events
        .into_iter()
        .filter(|e| e.function.is_some())
        .map(|e| e.symbol)
        .collect();
    let params = cs_flow::analysis::parameters(cx.db, cx.bindings, info);
    let flow = Flow::new(graph, &params, info.body, &cs_flow::analysis::declared_at);
    // Variables a handler region reads: their writes are kept (an exception may lead there).
    let mut handler_reads = std::collections::HashSet::new();
    for (b, block) in graph.blocks.iter().enumerate() {
        let in_handler = graph.regions_of(b).iter().any(|r| {
            matches!(
                graph.regions[*r].kind,
                RegionKind::Catch | RegionKind::Filter | RegionKind::Finally
            )
        });
        if in_handler || !block.is_reachable {
            for (_, e) in &flow.events[b] {
                if e.kind == EventKind::Read {
                    handler_reads.insert(e.symbol.clone());
                }
            }
        }
    }
    let live = liveness::live_variables(&flow);
    for (b, block_events) in flow.events.iter().enumerate() {
        if !graph.blocks[b].is_reachable {
            continue;
        }
        for (i, (_, e)) in block_events.iter().enumerate() {
            if e.kind != EventKind::Write || e.function.is_some() {
                continue;
            }
            let Some(&(_, _, constant)) = candidates
                .iter()
                .find(|(r, s, _)| *r == e.range && *s == e.symbol)
            else {
                continue;
            };
            if handler_reads.contains(&e.symbol) || captured.contains(&e.symbol) {
                continue;
            }
            // A constant assigned to a local that is never read is the compiler's CS0219.
            let read_anywhere = || {
                flow.events
                    .iter()
                    .flatten()
                    .any(|(_, r)| r.kind == EventKind::Read && r.symbol == e.symbol)
            };
            if constant && matches!(e.symbol, BoundSymbol::Local(_)) && !read_anywhere() {
                continue;
            }
            let var = flow.vars.index[&e.symbol];
            if live.write_is_read(&flow, b, i, var) {
                continue;
            }
            let Some((name, range)) = reportable(cx, &e.symbol, e.range, &params) else {
                continue;
            };
            out.push(Finding {
                rule: &IDE0059,
                message: IDE0059.format(&[&name]),
                range,
                symbol: Some(name),
            });
        }
    }
}

/// The variable's name and where to report when it is one IDE0059 judges: a local of a known
/// type declared in a plain declaration, or a value parameter.
fn reportable(
    cx: &AnalysisContext<'_>,
    symbol: &BoundSymbol,
    write: TextRange,
    params: &[(BoundSymbol, ParamMode)],
) -> Option<(String, TextRange)> {
    let name = match symbol {
        BoundSymbol::Local(id) => {
            let local = cx.bindings.locals.iter().find(|l| l.id == *id)?;
            if local.kind != LocalKind::Local || !fully_known(&local.ty) {
                return None;
            }
            // Declared by a plain local declaration (not a pattern, `out var`, `foreach`,
            // `catch`, deconstruction or `using`).
            let declarator = cx.node_at(local.name_range)?;
            let declarator = declarator
                .ancestors()
                .find(|n| kind(n) == "variable_declarator")?;
            let declaration = declarator.parent()?;
            let statement = declaration.parent()?;
            if kind(&declaration) != "variable_declaration"
                || !matches!(
                    kind(&statement),
                    "local_declaration_statement" | "for_statement"
                )
                || statement
                    .children_with_tokens()
                    .any(|t| matches!(cs_syntax::kind_name(t.kind()), "using" | "const"))
            {
                return None;
            }
            local.name.to_string()
        }
        BoundSymbol::Parameter { member, index } => {
            let (_, mode) = params.iter().find(|(s, _)| s == symbol)?;
            if *mode != ParamMode::Value {
                return None;
            }
            let view = cs_hir::member(cx.db, *member)?;
            let param = view.decl.params.get(*index as usize)?;
            if param.modifier != cs_hir::ParamModifier::None {
                return None;
            }
            param.name.to_string()
        }
        _ => return None,
    };
    if is_discard_name(&name) {
        return None;
    }
    // Report at the variable's name: the target of `x = …`, the declarator's identifier.
    let node = cx.node_at(write)?;
    let range = if kind(&node) == "variable_declarator" {
        node.children_with_tokens()
            .find(|e| cs_syntax::kind_name(e.kind()) == "identifier")
            .map(|e| e.text_range())?
    } else {
        write
    };
    (cx.text(range).trim_start_matches('@') == name).then_some((name, range))
}
