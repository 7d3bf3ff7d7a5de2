//! "Extract method" and "Extract local function" (Roslyn's `ExtractMethodCodeRefactoringProvider`)
//! for a selection of whole statements or one expression in a member body. What the new method
//! takes and gives comes from data-flow analysis of the selection (cs-flow), as Roslyn's
//! `ExtractMethodMatrix` decides it:
//!
//! - a variable declared outside and read inside is a value parameter;
//! - a variable declared outside and written inside is `ref` (its value flows in, or it is
//!   not always assigned) or `out` (always assigned, its value does not flow in); a variable
//!   declared inside and used after is an `out` whose declaration moves to the call site;
//! - when exactly one variable is `out` (else exactly one `ref`), it is the return value
//!   instead (`x = NewMethod(x);`, `int x = NewMethod();`); with more, they stay `out`/`ref`
//!   parameters — Roslyn's choice (it makes a tuple only for `async` methods, which cannot
//!   have `out` parameters; we do not list that case);
//! - an expression selection returns the expression's value.
//!
//! Not listed when the selection has a `return`, `yield`, `goto` or label, a `break` or
//! `continue` whose loop is outside it, a `throw;` outside its catch, a local function, a
//! `using` declaration, an address taken, a variable that a lambda captures and something
//! writes (passing it would split the variable), a method type parameter in play, or a type we
//! cannot write. The rendering is in `extract_render`.

use cs_bind::{BoundSymbol, LocalKind, RefKind};
use cs_flow::DataFlowAnswer;
use cs_flow::dataflow::region::Selection;
use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use super::extract_render;
use super::semantic::{
    Variable, containing_member, expression_type, has_modifier, imported_namespaces,
    in_nested_function, nodes_in, type_text, variable,
};
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct ExtractMethod;

const METHOD_KEY: &str = "ExtractMethod";
const LOCAL_FUNCTION_KEY: &str = "ExtractLocalFunction";

impl CodeActionProvider for ExtractMethod {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CodeRefactorings.ExtractMethod.ExtractMethodCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &[
            "block",
            "expression_statement",
            "local_declaration_statement",
        ]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        let Some(plan) = analyze(ctx, trigger) else {
            return Vec::new();
        };
        let mut offers = Vec::new();
        if !plan.calls_outer_local_function {
            offers.push(Offer::new("Extract method", METHOD_KEY));
        }
        if plan.body_block.is_some() {
            offers.push(Offer::new("Extract local function", LOCAL_FUNCTION_KEY));
        }
        offers
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let Some(plan) = analyze(ctx, trigger) else {
            return Vec::new();
        };
        let local_function = key == LOCAL_FUNCTION_KEY;
        if local_function && plan.body_block.is_none()
            || !local_function && plan.calls_outer_local_function
        {
            return Vec::new();
        }
        extract_render::edits(ctx, &plan, local_function)
    }
}

/// How a variable is passed to the new method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pass {
    Value,
    Ref,
    Out,
}

pub(crate) struct Param {
    pub var: Variable,
    pub pass: Pass,
    /// Declared inside the selection: its declaration moves to the call site (`out` only).
    pub declared_inside: bool,
    /// The declaration statement inside the selection (for `out` variables declared inside).
    pub declaration: Option<SyntaxNode>,
}

pub(crate) struct Returned {
    pub var: Variable,
    pub declared_inside: bool,
    /// Its value flows in too (Roslyn's `ref` turned return value): also a value parameter.
    pub passed_in: bool,
}

/// What the extraction does, before any text is written.
pub(crate) struct Plan {
    /// The selected statements (first to last) or the expression.
    pub range: TextRange,
    /// For an expression selection: its type, as written.
    pub expression_type: Option<String>,
    pub member: SyntaxNode,
    /// The member's block body (where an extracted local function goes).
    pub body_block: Option<SyntaxNode>,
    pub is_static: bool,
    pub is_async: bool,
    /// `Task` as the file can write it.
    pub task: String,
    pub params: Vec<Param>,
    pub returned: Option<Returned>,
    /// The selection calls a local function declared outside it: only a local function can.
    pub calls_outer_local_function: bool,
}

fn analyze(ctx: &ActionContext, trigger: &Trigger) -> Option<Plan> {
    let Trigger::Selection(range) = trigger else {
        return None;
    };
    let range = trim(&ctx.text, *range)?;
    let db = ctx.db();
    let answer = cs_flow::analyze_data_flow(db, ctx.project, ctx.document, range).ok()?;
    if answer.body.kind.is_nested() || answer.body.kind == cs_flow::BodyKind::TopLevelStatements {
        return None;
    }
    let member = containing_member(ctx, answer.body.declaration)?;
    // Type parameters of the member would have to be declared again.
    if member
        .children()
        .any(|n| n.kind() == kind("type_parameter_list"))
    {
        return None;
    }
    let (range, is_expression) = match &answer.selection {
        Selection::Statements { range, .. } => (*range, false),
        Selection::Expression { range } => (*range, true),
    };
    let nodes = nodes_in(ctx, range);
    if is_expression {
        check_expression(ctx, range, &answer)?;
    } else {
        check_statements(&nodes, range)?;
    }
    let is_async = nodes
        .iter()
        .any(|n| n.kind() == kind("await_expression") && !in_nested_function(n, range));
    if !answer.flow.unsafe_address_taken.is_empty() {
        return None;
    }
    let imported = imported_namespaces(ctx, member.text_range()).unwrap_or_default();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let calls_outer_local_function = bindings.references.iter().any(|r| {
        range.contains_range(r.range)
            && matches!(&r.symbol, BoundSymbol::Local(id) if !range.contains(TextSize::from(id.offset))
                && bindings.locals.iter().any(|l| l.id == *id && l.kind == LocalKind::LocalFunction))
    });
    let mut uses_instance = uses_instance(ctx, &answer, range);
    let flow = &answer.flow;
    let has = |list: &[BoundSymbol], s: &BoundSymbol| list.contains(s);
    let mut candidates: Vec<BoundSymbol> = Vec::new();
    for s in flow
        .read_inside
        .iter()
        .chain(&flow.written_inside)
        .chain(&flow.variables_declared)
    {
        if !candidates.contains(s) {
            candidates.push(s.clone());
        }
    }
    candidates.sort_by_key(|s| declared_offset(bindings, s));
    let mut params: Vec<Param> = Vec::new();
    // (variable, pass, declared inside, flows in)
    let mut outputs: Vec<(Variable, Pass, bool, bool, Option<SyntaxNode>)> = Vec::new();
    for symbol in candidates {
        // A `foreach` or pattern variable declared in the selection counts as declared there.
        let declared = has(&flow.variables_declared, &symbol)
            || matches!(&symbol, BoundSymbol::Local(id) if range.contains(TextSize::from(id.offset)));
        let written_inside = has(&flow.written_inside, &symbol);
        let flows_in = has(&flow.data_flows_in, &symbol);
        let flows_out = has(&flow.data_flows_out, &symbol);
        let read_outside = has(&flow.read_outside, &symbol) || flows_out;
        let written_outside = has(&flow.written_outside, &symbol);
        let captured = has(&flow.captured, &symbol);
        match &symbol {
            BoundSymbol::Local(id) => {
                let local = bindings.locals.iter().find(|l| l.id == *id)?;
                match local.kind {
                    LocalKind::LocalFunction => continue,
                    LocalKind::LambdaParameter if declared => continue,
                    LocalKind::RangeVariable if declared => continue,
                    LocalKind::RangeVariable | LocalKind::LambdaParameter => return None,
                    LocalKind::Local | LocalKind::Constant => {}
                }
            }
            BoundSymbol::Parameter { .. } => {
                // A primary constructor's parameter: in scope of any instance method.
                if !is_own_parameter(bindings, &symbol, answer.body.declaration) {
                    uses_instance = true;
                    continue;
                }
            }
            _ => continue,
        }
        if declared {
            if !read_outside && !written_outside {
                continue;
            }
            // Used after: it moves out and comes back through `out` or the return value.
            let moves_out = flows_out || (written_inside && read_outside && !written_outside);
            if !moves_out || captured || !has(&flow.always_assigned, &symbol) {
                return None;
            }
            let var = variable(ctx, bindings, &symbol, &imported)?;
            let declaration = single_declaration(ctx, range, &symbol);
            outputs.push((var, Pass::Out, true, false, declaration));
            continue;
        }
        // Declared outside. A captured variable must not be split into a parameter copy while
        // anything writes it.
        if captured && (written_inside || written_elsewhere(bindings, &symbol, range)) {
            return None;
        }
        let var = variable(ctx, bindings, &symbol, &imported)?;
        if !written_inside {
            params.push(Param {
                var,
                pass: Pass::Value,
                declared_inside: false,
                declaration: None,
            });
            continue;
        }
        if is_expression {
            return None;
        }
        let always = has(&flow.always_assigned, &symbol);
        let pass = if !flows_in && always {
            Pass::Out
        } else {
            Pass::Ref
        };
        if pass == Pass::Ref && !has(&flow.definitely_assigned_on_entry, &symbol) {
            return None;
        }
        outputs.push((var, pass, false, flows_in, None));
    }
    // Roslyn: exactly one `out` becomes the return value, else exactly one `ref`.
    let outs = outputs.iter().filter(|o| o.1 == Pass::Out).count();
    let refs = outputs.iter().filter(|o| o.1 == Pass::Ref).count();
    let returned_index = if outs == 1 {
        outputs.iter().position(|o| o.1 == Pass::Out)
    } else if refs == 1 {
        outputs.iter().position(|o| o.1 == Pass::Ref)
    } else {
        None
    };
    let mut returned = None;
    for (i, (var, pass, declared_inside, _flows_in, declaration)) in outputs.into_iter().enumerate()
    {
        if Some(i) == returned_index {
            let passed_in = pass == Pass::Ref;
            if passed_in {
                params.push(Param {
                    var: Variable {
                        symbol: var.symbol.clone(),
                        name: var.name.clone(),
                        ty: var.ty.clone(),
                    },
                    pass: Pass::Value,
                    declared_inside: false,
                    declaration: None,
                });
            }
            returned = Some(Returned {
                var,
                declared_inside,
                passed_in,
            });
            continue;
        }
        // `async` methods have no `out`/`ref`; an `out` declared inside needs its declaration
        // turned into an assignment.
        if is_async || declared_inside && declaration.is_none() {
            return None;
        }
        params.push(Param {
            var,
            pass,
            declared_inside,
            declaration,
        });
    }
    params.sort_by_key(|p| declared_offset(bindings, &p.var.symbol));
    let expression_type = if is_expression {
        let ty = expression_type(ctx, range)?;
        let text = type_text(ctx, &ty, &imported)?;
        if text == "void" {
            return None;
        }
        Some(text)
    } else {
        None
    };
    let member_static = has_modifier(&member, "static")
        || member.kind() == kind("operator_declaration")
        || member.kind() == kind("conversion_operator_declaration");
    let body_block = ctx
        .root
        .covering_element(answer.body.body)
        .into_node()
        .filter(|n| n.kind() == kind("block") && n.text_range() == answer.body.body);
    let task = if imported.iter().any(|n| n == "System.Threading.Tasks") {
        "Task".to_string()
    } else {
        "System.Threading.Tasks.Task".to_string()
    };
    Some(Plan {
        range,
        expression_type,
        member,
        body_block,
        is_static: member_static || !uses_instance,
        is_async,
        task,
        params,
        returned,
        calls_outer_local_function,
    })
}

/// The range without surrounding whitespace; `None` when nothing is left.
pub(crate) fn trim(text: &str, range: TextRange) -> Option<TextRange> {
    let (start, end) = (usize::from(range.start()), usize::from(range.end()));
    if end > text.len() || start >= end {
        return None;
    }
    let slice = &text[start..end];
    let leading = slice.len() - slice.trim_start().len();
    let trailing = slice.len() - slice.trim_end().len();
    if leading == slice.len() {
        return None;
    }
    Some(TextRange::new(
        TextSize::from((start + leading) as u32),
        TextSize::from((end - trailing) as u32),
    ))
}

fn declared_offset(bindings: &cs_bind::DocumentBindings, symbol: &BoundSymbol) -> u32 {
    match symbol {
        BoundSymbol::Local(id) => id.offset,
        _ => bindings
            .references
            .iter()
            .find(|r| r.kind == RefKind::Declaration && r.symbol == *symbol)
            .map_or(0, |r| u32::from(r.range.start())),
    }
}

fn is_own_parameter(
    bindings: &cs_bind::DocumentBindings,
    symbol: &BoundSymbol,
    declaration: TextRange,
) -> bool {
    bindings.references.iter().any(|r| {
        r.kind == RefKind::Declaration && r.symbol == *symbol && declaration.contains_range(r.range)
    })
}

/// Something outside the selection writes the variable (its declaration's initializer aside).
fn written_elsewhere(
    bindings: &cs_bind::DocumentBindings,
    symbol: &BoundSymbol,
    range: TextRange,
) -> bool {
    let declared_at = match symbol {
        BoundSymbol::Local(id) => Some(TextSize::from(id.offset)),
        _ => None,
    };
    bindings.references.iter().any(|r| {
        r.symbol == *symbol
            && !range.contains_range(r.range)
            && Some(r.range.start()) != declared_at
            && matches!(
                r.kind,
                RefKind::Write | RefKind::ReadWrite | RefKind::Reference
            )
    })
}

/// Instance members used in the selection: `this`, `base`, an instance member named without
/// a receiver, or something the lowering could not model (assumed to).
fn uses_instance(ctx: &ActionContext, answer: &DataFlowAnswer, range: TextRange) -> bool {
    let start = u32::from(answer.body.declaration.start());
    let Some(operations) =
        cs_flow::body_operations(ctx.db(), ctx.project, ctx.document, start).as_ref()
    else {
        return true;
    };
    fn walk(op: &cs_flow::Operation, range: TextRange) -> bool {
        if op.range.intersect(range).is_none_or(|i| i.is_empty()) && op.range != range {
            return false;
        }
        if range.contains_range(op.range) {
            let instance = op.kind == cs_flow::OperationKind::InstanceReference
                && op.detail.as_deref() != Some("ImplicitReceiver");
            if instance || op.kind == cs_flow::OperationKind::Invalid {
                return true;
            }
        }
        op.children.iter().any(|c| walk(c, range))
    }
    walk(&operations.root, range)
}

/// The statements' syntax allows moving them into a method.
fn check_statements(nodes: &[SyntaxNode], range: TextRange) -> Option<()> {
    let loops = [
        "for_statement",
        "foreach_statement",
        "while_statement",
        "do_statement",
    ];
    let is_any = |n: &SyntaxNode, kinds: &[&str]| kinds.iter().any(|k| n.kind() == kind(k));
    for node in nodes {
        if is_any(node, &["local_function_statement"]) {
            return None;
        }
        if in_nested_function(node, range) {
            continue;
        }
        if is_any(
            node,
            &[
                "return_statement",
                "yield_statement",
                "goto_statement",
                "labeled_statement",
            ],
        ) {
            return None;
        }
        if node.kind() == kind("local_declaration_statement")
            && node
                .children_with_tokens()
                .any(|e| e.as_token().is_some_and(|t| t.text() == "using"))
        {
            return None;
        }
        let target = if node.kind() == kind("break_statement") {
            Some(
                node.ancestors()
                    .skip(1)
                    .find(|a| is_any(a, &loops) || a.kind() == kind("switch_statement")),
            )
        } else if node.kind() == kind("continue_statement") {
            Some(node.ancestors().skip(1).find(|a| is_any(a, &loops)))
        } else if node.kind() == kind("throw_statement") && node.children().next().is_none() {
            Some(node.ancestors().find(|a| a.kind() == kind("catch_clause")))
        } else {
            None
        };
        if let Some(target) = target
            && !target.is_some_and(|t| range.contains_range(t.text_range()))
        {
            return None;
        }
    }
    Some(())
}

/// The expression can become a call: not written to, not a `ref`/`out` argument, not where a
/// constant is required, not a method group or a lambda.
fn check_expression(ctx: &ActionContext, range: TextRange, answer: &DataFlowAnswer) -> Option<()> {
    if !answer.flow.written_inside.is_empty() {
        return None;
    }
    let node = match ctx.root.covering_element(range) {
        cs_syntax::SyntaxElement::Node(n) => n,
        cs_syntax::SyntaxElement::Token(t) => t.parent()?,
    };
    let node = if node.text_range() == range {
        node
    } else {
        // A lone token (an identifier, a literal) is its own expression; its parent is the
        // context.
        let parent = node.clone();
        return check_context(ctx, &parent, range);
    };
    if [
        "lambda_expression",
        "anonymous_method_expression",
        "declaration_expression",
    ]
    .iter()
    .any(|k| node.kind() == kind(k))
    {
        return None;
    }
    check_context(ctx, &node.parent()?, range)
}

/// The place of an expression allows replacing it with a call, a local or a constant.
pub(crate) fn check_context(
    ctx: &ActionContext,
    parent: &SyntaxNode,
    range: TextRange,
) -> Option<()> {
    let first_child = parent
        .children_with_tokens()
        .find(|e| !cs_syntax::is_trivia(e.kind()));
    let is_first = first_child.is_some_and(|e| e.text_range() == range);
    // The called method (a method group), the left side of an assignment.
    if (parent.kind() == kind("invocation_expression")
        || parent.kind() == kind("assignment_expression"))
        && is_first
    {
        return None;
    }
    if parent.kind() == kind("argument")
        && parent
            .children_with_tokens()
            .any(|e| ["ref", "out", "in"].contains(&&ctx.text[e.text_range()]))
    {
        return None;
    }
    // `a.[|b|]`: a member name is no expression of its own.
    if parent.kind() == kind("member_access_expression") && !is_first {
        return None;
    }
    for ancestor in parent.ancestors() {
        let name = cs_syntax::kind_name(ancestor.kind());
        if name.contains("pattern") || name.contains("switch_label") || name == "attribute" {
            return None;
        }
        if name == "local_declaration_statement" && has_const(&ancestor) {
            return None;
        }
        if name.ends_with("_statement") || name == "block" {
            break;
        }
    }
    Some(())
}

fn has_const(node: &SyntaxNode) -> bool {
    node.children_with_tokens()
        .any(|e| e.kind() == kind("modifier") && e.to_string().trim() == "const")
}

/// The local declaration statement inside the selection that declares `symbol` with one
/// declarator and an initializer (it becomes an assignment to the `out` parameter).
fn single_declaration(
    ctx: &ActionContext,
    range: TextRange,
    symbol: &BoundSymbol,
) -> Option<SyntaxNode> {
    let BoundSymbol::Local(id) = symbol else {
        return None;
    };
    let token = ctx
        .root
        .token_at_offset(TextSize::from(id.offset))
        .right_biased()?;
    let declarator = token.parent()?;
    if declarator.kind() != kind("variable_declarator") {
        return None;
    }
    let declaration = declarator.parent()?;
    let statement = declaration.parent()?;
    let declarators = declaration
        .children()
        .filter(|n| n.kind() == kind("variable_declarator"))
        .count();
    let initialized = declarator
        .children_with_tokens()
        .any(|e| e.as_token().is_some_and(|t| t.text() == "="));
    (statement.kind() == kind("local_declaration_statement")
        && declarators == 1
        && initialized
        && range.contains_range(statement.text_range())
        && !has_const(&statement))
    .then_some(statement)
}
