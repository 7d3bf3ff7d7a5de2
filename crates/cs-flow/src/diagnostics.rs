//! Definite-assignment and reachability diagnostics from the graphs of a document's bodies,
//! with Roslyn's IDs, messages and spans: CS0165 (unassigned local read), CS0269 (unassigned
//! out parameter read), CS0177 (out parameter unassigned when control leaves), CS0161 (not all
//! code paths return a value), CS0162 (unreachable code). Judged only where certain: documents
//! without syntax errors, variables whose type needs no field-by-field analysis.

use std::sync::Arc;

use cs_bind::{BodyDiagnostic, BoundSymbol, DocumentBindings, LocalKind};
use cs_db::{Db, DiagnosticSeverity, Document, Project};
use cs_hir::{Ty, TypeKind};
use cs_syntax::{SyntaxNode, TextRange, kind_name};

use crate::analysis::{declared_at, parameters};
use crate::body::{BodyInfo, BodyKind, bodies_with_declarations};
use crate::cfg::{BranchSemantics, ControlFlowGraph};
use crate::dataflow::events::EventKind;
use crate::dataflow::{Flow, ParamMode};
use crate::operation::{Operation, OperationKind as K};

/// The flow diagnostics of a document bound under a project, sorted by position.
#[salsa::tracked(returns(ref))]
pub fn flow_diagnostics(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> Arc<Vec<BodyDiagnostic>> {
    Arc::new(diagnose(db, project, document, true))
}

/// The flow diagnostics of a document with every body lowered and checked, the pre-check not
/// asked: what [`flow_diagnostics`] must equal (for tests and `xtask bench-flow`).
pub fn flow_diagnostics_unfiltered(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> Vec<BodyDiagnostic> {
    diagnose(db, project, document, false)
}

fn diagnose(
    db: &dyn Db,
    project: Project,
    document: Document,
    use_precheck: bool,
) -> Vec<BodyDiagnostic> {
    let parse = cs_db::parse(db, document);
    if !parse.errors().is_empty() {
        return Vec::new();
    }
    let root = parse.syntax();
    let bindings = cs_bind::document_bindings(db, project, document);
    let precheck = crate::precheck::Precheck::new(db, bindings);
    let mut out = Vec::new();
    for (info, declaration) in bodies_with_declarations(&root) {
        // Most bodies can report nothing, and proving it is cheaper than lowering them.
        if use_precheck && !precheck.may_report(&info, &declaration) {
            continue;
        }
        let start = u32::from(info.declaration.start());
        let Some(operations) = crate::body_operations(db, project, document, start).clone() else {
            continue;
        };
        // Bodies we could not lower completely are not judged.
        if operations
            .root
            .descendants()
            .iter()
            .any(|o| o.kind == K::Invalid && is_statement_level(o))
        {
            continue;
        }
        let Some(graph) = crate::control_flow_graph(db, project, document, start).clone() else {
            continue;
        };
        check_body(
            db,
            bindings,
            &info,
            Some(&declaration),
            &operations.root,
            &graph,
            &mut out,
        );
    }
    out.sort_by_key(|d| (d.range.start(), d.id));
    out.dedup();
    out
}

fn is_statement_level(op: &Operation) -> bool {
    op.range.len() > 0.into()
        && op
            .children
            .iter()
            .any(|c| matches!(c.kind, K::Block | K::ExpressionStatement))
}

fn error(id: &'static str, range: TextRange, message: String) -> BodyDiagnostic {
    BodyDiagnostic {
        id,
        severity: DiagnosticSeverity::Error,
        message,
        range,
    }
}

fn check_body(
    db: &dyn Db,
    bindings: &DocumentBindings,
    info: &BodyInfo,
    declaration: Option<&SyntaxNode>,
    root: &Operation,
    graph: &ControlFlowGraph,
    out: &mut Vec<BodyDiagnostic>,
) {
    let params = parameters(db, bindings, info);
    let flow = Flow::new(graph, &params, info.body, &declared_at);
    let mut tree_events = Vec::new();
    crate::dataflow::events::events(root, &mut tree_events);
    let local = |s: &BoundSymbol| match s {
        BoundSymbol::Local(id) => bindings.locals.iter().find(|l| l.id == *id),
        _ => None,
    };
    // Variables a nested function writes may be assigned by calling it: not judged.
    let written_nested: Vec<&BoundSymbol> = tree_events
        .iter()
        .filter(|e| e.kind == EventKind::Write && e.function.is_some())
        .map(|e| &e.symbol)
        .collect();
    let judged = |symbol: &BoundSymbol| -> Option<(&'static str, String)> {
        if written_nested.contains(&symbol) {
            return None;
        }
        match symbol {
            BoundSymbol::Local(_) => {
                let l = local(symbol)?;
                if l.kind != LocalKind::Local
                    || !info.body.contains(l.name_range.start())
                    || !trackable(db, &l.ty)
                {
                    return None;
                }
                Some((
                    "CS0165",
                    format!("Use of unassigned local variable '{}'", l.name),
                ))
            }
            BoundSymbol::Parameter { .. } => {
                let (_, mode) = params.iter().find(|(s, _)| s == symbol)?;
                if *mode != ParamMode::Out || !out_param_trackable(db, symbol) {
                    return None;
                }
                Some((
                    "CS0269",
                    format!(
                        "Use of unassigned out parameter '{}'",
                        param_name(db, symbol)?
                    ),
                ))
            }
            _ => None,
        }
    };
    let misparsed = declaration
        .map(misparsed_conditional_accesses)
        .unwrap_or_default();
    // CS0165 / CS0269: reads where the variable is not definitely assigned.
    for (b, block_events) in flow.events.iter().enumerate() {
        if !graph.blocks[b].is_reachable {
            continue;
        }
        let mut state = flow.assigned_in[b].clone();
        for (_, e) in block_events {
            let i = flow.vars.index[&e.symbol];
            match e.kind {
                EventKind::Write if e.function.is_none() => state.insert(i),
                EventKind::Read if e.function.is_none() && !state.contains(i) => {
                    let uncertain = misparsed.iter().any(|r| r.contains_range(e.range));
                    if !uncertain && let Some((id, message)) = judged(&e.symbol) {
                        out.push(error(id, e.range, message));
                    }
                    state.insert(i);
                }
                _ => {}
            }
        }
    }
    // CS0177: an out parameter unassigned where control leaves normally.
    let outs: Vec<&BoundSymbol> = params
        .iter()
        .filter(|(s, m)| *m == ParamMode::Out && out_param_trackable(db, s))
        .map(|(s, _)| s)
        .collect();
    if !outs.is_empty() && !info.kind.is_nested() {
        let exit = graph.exit();
        for block in &graph.blocks {
            if !block.is_reachable {
                continue;
            }
            let Some(branch) = &block.fall_through_successor else {
                continue;
            };
            if branch.destination != Some(exit) {
                continue;
            }
            let end = crate::cfg::Point {
                block: block.ordinal,
                index: block.operations.len(),
            };
            let mut state = flow.assigned_at(end);
            for (_, e) in &flow.events[block.ordinal] {
                if e.kind == EventKind::Write && e.function.is_none() {
                    state.insert(flow.vars.index[&e.symbol]);
                }
            }
            // A `finally` run on the way out may assign it: not judged.
            if !branch.finalizing.is_empty() {
                continue;
            }
            let location = if branch.semantics == BranchSemantics::Return {
                return_statement(root, block).unwrap_or(info.name.unwrap_or(info.body))
            } else {
                info.name.unwrap_or(info.body)
            };
            for symbol in &outs {
                let i = flow.vars.index[*symbol];
                if !state.contains(i)
                    && let Some(name) = param_name(db, symbol)
                {
                    out.push(error(
                        "CS0177",
                        location,
                        format!("The out parameter '{name}' must be assigned to before control leaves the current method"),
                    ));
                }
            }
        }
    }
    // CS0161: the end of a value-returning body is reachable.
    if let Some(declaration) = declaration
        && graph.is_reachable_point(graph.end_of_body)
        && returns_value(declaration, info.kind)
        && !root.descendants().iter().any(|o| {
            matches!(o.kind, K::YieldReturn | K::YieldBreak) && !inside_function(root, o.range)
        })
        && let Some(name) = info.name
    {
        let display = member_display(db, bindings, info, declaration);
        out.push(error(
            "CS0161",
            name,
            format!("'{display}': not all code paths return a value"),
        ));
    }
    // CS0162: the first statement of each unreachable run.
    unreachable_statements(graph, root, out);
}

/// Is `range` inside a lambda or local function of the body?
fn inside_function(root: &Operation, range: TextRange) -> bool {
    root.descendants().iter().any(|o| {
        matches!(o.kind, K::AnonymousFunction | K::LocalFunction)
            && o.range.contains_range(range)
            && o.range != range
    })
}

fn return_statement(root: &Operation, block: &crate::cfg::BasicBlock) -> Option<TextRange> {
    let value = block.branch_value.as_ref()?;
    root.descendants()
        .into_iter()
        .filter(|o| o.kind == K::Return && o.range.contains_range(value.range))
        .min_by_key(|o| o.range.len())
        .map(|o| o.range)
}

/// Conditional accesses whose receiver is a bare `&&`/`||` chain or `is` pattern: C# cannot
/// write these without parentheses, so they are the grammar reading `a && b?.C(x)` as
/// `(a && b)?.C(x)`. Reads inside them follow the wrong order: never judged.
fn misparsed_conditional_accesses(declaration: &SyntaxNode) -> Vec<TextRange> {
    declaration
        .descendants()
        .filter(|n| kind_name(n.kind()) == "conditional_access_expression")
        .filter(|n| {
            n.first_child().is_some_and(|receiver| {
                matches!(
                    kind_name(receiver.kind()),
                    "binary_expression" | "is_pattern_expression"
                )
            })
        })
        .map(|n| {
            // The grammar leaves the call's argument list outside: `(a && b?.C)(x)`.
            let mut outer = n;
            while let Some(parent) = outer.parent()
                && matches!(
                    kind_name(parent.kind()),
                    "invocation_expression" | "element_access_expression"
                )
                && parent.first_child().as_ref() == Some(&outer)
            {
                outer = parent;
            }
            outer.text_range()
        })
        .collect()
}

/// A method, operator, conversion or `get` accessor with a block body and a return type other
/// than `void`, not `async` returning `Task`/`ValueTask`.
pub(crate) fn returns_value(declaration: &SyntaxNode, kind: BodyKind) -> bool {
    if !declaration
        .children()
        .any(|c| kind_name(c.kind()) == "block")
    {
        return false;
    }
    let tokens: Vec<String> = declaration
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .map(|e| e.to_string().trim().to_string())
        .collect();
    let is_async = declaration
        .children()
        .any(|c| kind_name(c.kind()) == "modifier" && c.to_string().trim() == "async");
    match kind {
        BodyKind::Method | BodyKind::LocalFunction | BodyKind::Operator | BodyKind::Conversion => {
            let return_type = declaration
                .children_with_tokens()
                .filter(|e| !cs_syntax::is_trivia(e.kind()))
                .find(|e| {
                    let k = kind_name(e.kind());
                    k == "predefined_type"
                        || k == "identifier"
                        || k.ends_with("_type")
                        || k.ends_with("_name")
                })
                .map(|e| e.to_string().trim().to_string());
            let Some(return_type) = return_type else {
                return kind == BodyKind::Conversion || kind == BodyKind::Operator;
            };
            if return_type == "void" {
                return false;
            }
            // An async method returning a non-generic type (`Task`, `ValueTask` or a custom
            // task-like with an `AsyncMethodBuilder`) returns no value; `Task<T>` and generic
            // task-likes do. An async iterator (IAsyncEnumerable) is caught by the yield check.
            if is_async && !return_type.contains('<') {
                return false;
            }
            let _ = tokens;
            true
        }
        BodyKind::Accessor => {
            tokens.first().is_some_and(|t| t == "get")
                || declaration
                    .children_with_tokens()
                    .any(|e| kind_name(e.kind()) == "get")
        }
        _ => false,
    }
}

/// Roslyn's error-message display of a member: `C.M(int, string)` (containing types, no
/// namespace); a local function as `M(int)`.
fn member_display(
    db: &dyn Db,
    bindings: &DocumentBindings,
    info: &BodyInfo,
    declaration: &SyntaxNode,
) -> String {
    let name = declaration.text_range();
    let _ = (db, bindings, name);
    let text_of = |n: &SyntaxNode| {
        n.to_string()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let method_name = declaration
        .children_with_tokens()
        .filter(|e| kind_name(e.kind()) == "identifier")
        .last()
        .map(|e| e.to_string().trim().to_string())
        .unwrap_or_default();
    let params: Vec<String> = declaration
        .children()
        .find(|c| kind_name(c.kind()) == "parameter_list")
        .map(|list| {
            list.children()
                .filter(|p| kind_name(p.kind()) == "parameter")
                .map(|p| {
                    let parts: Vec<String> = p
                        .children_with_tokens()
                        .filter(|e| !cs_syntax::is_trivia(e.kind()))
                        .filter(|e| kind_name(e.kind()) != "attribute_list")
                        .map(|e| match e {
                            cs_syntax::SyntaxElement::Node(n) => text_of(&n),
                            cs_syntax::SyntaxElement::Token(t) => t.text().to_string(),
                        })
                        .collect();
                    // Drop the name (and a default value).
                    let end = parts.iter().position(|s| s == "=").unwrap_or(parts.len());
                    parts[..end.saturating_sub(1)].join(" ")
                })
                .collect()
        })
        .unwrap_or_default();
    let accessor_owner = (info.kind == BodyKind::Accessor).then(|| {
        declaration
            .ancestors()
            .find(|a| {
                matches!(
                    kind_name(a.kind()),
                    "property_declaration" | "indexer_declaration"
                )
            })
            .and_then(|p| {
                p.children_with_tokens()
                    .filter(|e| matches!(kind_name(e.kind()), "identifier" | "this"))
                    .last()
                    .map(|e| e.to_string().trim().to_string())
            })
            .unwrap_or_default()
    });
    let mut types: Vec<String> = declaration
        .ancestors()
        .filter(|a| {
            matches!(
                kind_name(a.kind()),
                "class_declaration"
                    | "struct_declaration"
                    | "record_declaration"
                    | "interface_declaration"
            )
        })
        .filter_map(|t| {
            t.children_with_tokens()
                .find(|e| kind_name(e.kind()) == "identifier")
                .map(|e| {
                    let tps = t
                        .children()
                        .find(|c| kind_name(c.kind()) == "type_parameter_list")
                        .map(|l| text_of(&l).replace(' ', ""))
                        .unwrap_or_default();
                    format!("{}{tps}", e.to_string().trim())
                })
        })
        .collect();
    types.reverse();
    // Roslyn's error-message format qualifies with namespaces too.
    let namespace_name = |n: &SyntaxNode| {
        n.children_with_tokens()
            .find(|e| matches!(kind_name(e.kind()), "identifier" | "qualified_name"))
            .map(|e| e.to_string().split_whitespace().collect::<String>())
    };
    let mut namespaces: Vec<String> = declaration
        .ancestors()
        .filter(|a| kind_name(a.kind()) == "namespace_declaration")
        .filter_map(|n| namespace_name(&n))
        .collect();
    namespaces.reverse();
    if let Some(root) = declaration.ancestors().last()
        && let Some(file_scoped) = root
            .children()
            .find(|c| kind_name(c.kind()) == "file_scoped_namespace_declaration")
        && file_scoped.text_range().start() < declaration.text_range().start()
        && let Some(name) = namespace_name(&file_scoped)
    {
        namespaces.insert(0, name);
    }
    if !namespaces.is_empty() && info.kind != BodyKind::LocalFunction {
        types.splice(0..0, namespaces);
    }
    if info.kind == BodyKind::LocalFunction {
        return format!("{method_name}({})", params.join(", "));
    }
    let container = types.join(".");
    match accessor_owner {
        Some(property) => format!("{container}.{property}.get"),
        None => format!("{container}.{method_name}({})", params.join(", ")),
    }
}

/// Types definite assignment judges as a whole: classes, interfaces, delegates, arrays, enums
/// and the built-in value types (other structs may be assigned field by field, or have no
/// fields at all).
fn trackable(db: &dyn Db, ty: &Ty) -> bool {
    match ty {
        Ty::Array { .. } => true,
        Ty::Named { id, .. } => {
            let data = id.data(db);
            match data.kind {
                TypeKind::Class
                | TypeKind::Interface
                | TypeKind::Delegate
                | TypeKind::Record
                | TypeKind::Enum => true,
                TypeKind::Struct => {
                    data.parent.is_none()
                        && cs_hir::def_map(db, id.project).namespace_name(id.index) == "System"
                        && matches!(
                            &*data.name,
                            "Boolean"
                                | "Byte"
                                | "SByte"
                                | "Int16"
                                | "UInt16"
                                | "Int32"
                                | "UInt32"
                                | "Int64"
                                | "UInt64"
                                | "Char"
                                | "Double"
                                | "Single"
                                | "Decimal"
                                | "IntPtr"
                                | "UIntPtr"
                        )
                }
                _ => false,
            }
        }
        _ => false,
    }
}

fn out_param_trackable(db: &dyn Db, symbol: &BoundSymbol) -> bool {
    let BoundSymbol::Parameter { member, index } = symbol else {
        return false;
    };
    let Some(view) = crate::lower::member_view(db, *member) else {
        return false;
    };
    let Some(param) = view.decl.params.get(*index as usize) else {
        return false;
    };
    fn simple(t: &cs_hir::TypeRef) -> bool {
        match t {
            cs_hir::TypeRef::Predefined(_) | cs_hir::TypeRef::Array { .. } => true,
            cs_hir::TypeRef::Nullable(inner) => simple(inner),
            _ => false,
        }
    }
    simple(&param.ty)
}

fn param_name(db: &dyn Db, symbol: &BoundSymbol) -> Option<String> {
    let BoundSymbol::Parameter { member, index } = symbol else {
        return None;
    };
    let view = crate::lower::member_view(db, *member)?;
    view.decl
        .params
        .get(*index as usize)
        .map(|p| p.name.to_string())
}

/// CS0162 at the first statement of each run of unreachable statements (blocks, labels,
/// local functions, empty statements and declarations without initializers excepted: they
/// produce no code).
fn unreachable_statements(
    graph: &ControlFlowGraph,
    root: &Operation,
    out: &mut Vec<BodyDiagnostic>,
) {
    let eligible = |op: &Operation| {
        let produces_code = op.kind != K::VariableDeclarationGroup
            || op
                .descendants()
                .iter()
                .any(|d| d.kind == K::VariableInitializer);
        !matches!(op.kind, K::Block | K::Labeled | K::LocalFunction | K::Empty) && produces_code
    };
    let mut statements: Vec<(&Operation, bool)> = Vec::new();
    collect_statements(root, &mut statements, graph);
    // Statements already visited by their end (the later of equal ends wins): the one that
    // ends last before a statement starts is the one before it.
    let mut visited: std::collections::BTreeMap<cs_syntax::TextSize, bool> = Default::default();
    let mut reported: Vec<TextRange> = Vec::new();
    for (op, unreachable) in statements {
        let previous = visited
            .range(..=op.range.start())
            .next_back()
            .map(|(_, u)| *u);
        visited.insert(op.range.end(), unreachable);
        if !unreachable || !eligible(op) || reported.iter().any(|r| r.contains_range(op.range)) {
            continue;
        }
        if previous == Some(true) {
            continue;
        }
        reported.push(op.range);
        out.push(BodyDiagnostic {
            id: "CS0162",
            severity: DiagnosticSeverity::Warning,
            message: "Unreachable code detected".to_string(),
            range: op.range,
        });
    }
}

/// The statements of a body in source order with whether their start is unreachable.
fn collect_statements<'a>(
    op: &'a Operation,
    out: &mut Vec<(&'a Operation, bool)>,
    graph: &ControlFlowGraph,
) {
    let starts: std::collections::HashMap<TextRange, crate::cfg::Point> = graph
        .statements
        .iter()
        .map(|s| (s.range, s.start))
        .collect();
    let mut by_range: Vec<(&'a Operation, bool)> = Vec::new();
    for d in op.descendants() {
        if let Some(start) = starts.get(&d.range).filter(|_| !d.is_implicit) {
            if matches!(d.kind, K::AnonymousFunction | K::FlowAnonymousFunction) {
                continue;
            }
            by_range.push((d, !graph.is_reachable_point(*start)));
        }
    }
    by_range.sort_by_key(|(o, _)| (o.range.start(), std::cmp::Reverse(o.range.end())));
    by_range.dedup_by_key(|(o, _)| o.range);
    out.extend(by_range);
}
