//! Which variables of a body the null-state analysis (`null_state.rs`) follows, and their
//! declared nullability: locals declared by a plain declaration (`string s`, `string? s`,
//! `var s`) and value parameters (`string? p` starts maybe-null), of a known reference type,
//! declared where annotations are on. A variable is left out (never judged) when it is captured
//! by a lambda or local function, passed or taken by `ref`/`out`/address, written in a
//! `finally`, the operand of `??`/`??=`, the receiver of a `?.` whose result is tested, or its
//! type defines `operator ==` (its null tests could be anything).

use std::collections::HashMap;

use cs_bind::{BoundSymbol, LocalKind};
use cs_flow::cfg::{ControlFlowGraph, RegionKind};
use cs_flow::{Access, Operation, OperationKind as K};
use cs_hir::Ty;
use cs_syntax::{SyntaxNode, TextRange};

use crate::analyzer::AnalysisContext;
use crate::nullable_context::document_nullable_context;
use crate::nullable_types::{has_nullability_attribute, is_known_reference_type, written_type};
use crate::syntax_util::{kind, token_kind};

/// A variable the analysis follows.
#[derive(Debug, Clone)]
pub struct Tracked {
    /// Declared `T?` (a parameter starts maybe-null).
    pub nullable: bool,
    /// Declared with an explicit non-nullable type: assigning a maybe-null value is CS8600.
    pub non_nullable: bool,
    pub is_parameter: bool,
    /// Of type `object` (`o as T` may then fail).
    pub is_object: bool,
    /// A field or property of `this` (or a static one) declared `T?`: maybe-null on entry.
    pub is_member: bool,
}

/// The variables of a body worth following, by symbol.
pub fn tracked_variables(
    cx: &AnalysisContext<'_>,
    info: &cs_flow::BodyInfo,
    root: &Operation,
    graph: &ControlFlowGraph,
) -> HashMap<BoundSymbol, Tracked> {
    let context = document_nullable_context(cx.db, cx.project, cx.document);
    let annotated = |offset: TextRange| context.at(u32::from(offset.start())).annotations;
    let mut out = HashMap::new();
    for local in &cx.bindings.locals {
        if local.kind != LocalKind::Local || !info.body.contains_range(local.name_range) {
            continue;
        }
        if !trackable_type(cx, &local.ty) {
            continue;
        }
        let Some(declaration) = plain_declaration(cx, local.name_range) else {
            continue;
        };
        let Some(written) = written_type(&declaration) else {
            continue;
        };
        let written_kind = cs_syntax::kind_name(written.kind());
        if !annotated(written.text_range()) {
            continue;
        }
        let (nullable, non_nullable) = match written_kind {
            "nullable_type" => (true, false),
            "implicit_type" => (false, false),
            "predefined_type" | "identifier" | "qualified_name" | "generic_name" | "array_type" => {
                (false, true)
            }
            _ => continue,
        };
        out.insert(
            BoundSymbol::Local(local.id),
            Tracked {
                nullable,
                non_nullable,
                is_parameter: false,
                is_object: cx.sema.is_type(&local.ty, "System", "Object"),
                is_member: false,
            },
        );
    }
    if matches!(
        info.kind,
        cs_flow::BodyKind::Method | cs_flow::BodyKind::Constructor | cs_flow::BodyKind::Operator
    ) {
        let params = cs_flow::analysis::parameters(cx.db, cx.bindings, info);
        for (symbol, mode) in params {
            let BoundSymbol::Parameter { member, index } = &symbol else {
                continue;
            };
            if mode != cs_flow::dataflow::ParamMode::Value {
                continue;
            }
            let Some((written, ty)) = parameter_declaration(cx, info, *member, *index as usize)
            else {
                continue;
            };
            if !trackable_type(cx, &ty) || !annotated(written.1) {
                continue;
            }
            let nullable = written.0 == "nullable_type";
            out.insert(
                symbol.clone(),
                Tracked {
                    nullable,
                    non_nullable: !nullable,
                    is_parameter: true,
                    is_object: cx.sema.is_type(&ty, "System", "Object"),
                    is_member: false,
                },
            );
        }
    }
    if !matches!(
        info.kind,
        cs_flow::BodyKind::Constructor | cs_flow::BodyKind::TopLevelStatements
    ) {
        let mut seen = std::collections::HashSet::new();
        for op in root.descendants() {
            if let Some(symbol) = member_read(op)
                && seen.insert(symbol.clone())
                && let BoundSymbol::Symbol(cs_hir::Symbol::Member(member)) = symbol
                && nullable_member(cx, *member)
            {
                out.insert(
                    symbol.clone(),
                    Tracked {
                        nullable: true,
                        non_nullable: false,
                        is_parameter: false,
                        is_object: false,
                        is_member: true,
                    },
                );
            }
        }
    }
    untrack(cx, info, root, graph, &mut out);
    out
}

/// The member a field or property reference names when it is one of `this` (implicit or
/// written) or a static one.
pub fn member_read(op: &Operation) -> Option<&BoundSymbol> {
    if !matches!(op.kind, K::FieldReference | K::PropertyReference) {
        return None;
    }
    let on_this = match op.children.as_slice() {
        [] => true,
        [instance] => instance.kind == K::InstanceReference,
        _ => false,
    };
    on_this.then_some(op.symbol.as_ref()?)
}

/// A source field or property (not an indexer, event or constant) declared `T?` for a known
/// reference type where annotations are on, without attributes.
fn nullable_member(cx: &AnalysisContext<'_>, id: cs_hir::MemberId) -> bool {
    let Some(member) = crate::nullable_types::source_member(cx.db, id) else {
        return false;
    };
    if !matches!(
        member.view.kind(),
        cs_hir::MemberKind::Field | cs_hir::MemberKind::Property
    ) || !member.view.decl.attributes.is_empty()
        || !matches!(
            kind(&member.node),
            "field_declaration" | "property_declaration"
        )
        || member.node.children().any(|c| kind(&c) == "attribute_list")
    {
        return false;
    }
    let declaration = if kind(&member.node) == "field_declaration" {
        member
            .node
            .children()
            .find(|c| kind(c) == "variable_declaration")
    } else {
        Some(member.node.clone())
    };
    let Some(written) = declaration.as_ref().and_then(written_type) else {
        return false;
    };
    let ty = cx.sema.sig(&member.view).ty.clone();
    cs_syntax::kind_name(written.kind()) == "nullable_type"
        && trackable_type(cx, &ty)
        && document_nullable_context(cx.db, member.project, member.document)
            .at(u32::from(written.text_range().start()))
            .annotations
}

/// A known reference type whose `==` is the built-in one (or `string`'s).
fn trackable_type(cx: &AnalysisContext<'_>, ty: &Ty) -> bool {
    if !is_known_reference_type(cx.db, ty) {
        return false;
    }
    if cx.sema.is_type(ty, "System", "String") {
        return true;
    }
    let defines_equality = |t: &Ty| {
        t.type_id().is_some_and(|id| {
            cx.sema
                .members_of(id)
                .iter()
                .any(|m| &*m.decl.name == "op_Equality")
        })
    };
    !defines_equality(ty) && !cx.sema.base_chain(ty).iter().any(defines_equality)
}

/// The `variable_declaration` of a local declared by `T x = …;` (or in a `for` header), not
/// `using`, `const` or `ref`.
fn plain_declaration(cx: &AnalysisContext<'_>, name: TextRange) -> Option<SyntaxNode> {
    let declarator = cx
        .node_at(name)?
        .ancestors()
        .find(|a| kind(a) == "variable_declarator")?;
    let declaration = declarator.parent()?;
    let statement = declaration.parent()?;
    let plain = kind(&declaration) == "variable_declaration"
        && matches!(
            kind(&statement),
            "local_declaration_statement" | "for_statement"
        )
        && !statement.children_with_tokens().any(|t| {
            matches!(
                cs_syntax::kind_name(t.kind()),
                "using" | "await" | "const" | "modifier"
            )
        })
        && !statement.children().any(|c| kind(&c) == "modifier");
    plain.then_some(declaration)
}

/// The written type (kind and range) and bound type of parameter `index` of the body's own
/// parameter list, when it has no attribute and no modifier.
fn parameter_declaration(
    cx: &AnalysisContext<'_>,
    info: &cs_flow::BodyInfo,
    member: cs_hir::MemberId,
    index: usize,
) -> Option<((&'static str, TextRange), Ty)> {
    let declaration = cx.node_at(info.declaration)?;
    let list = declaration
        .children()
        .find(|c| kind(c) == "parameter_list")?;
    let param = list
        .children()
        .filter(|c| kind(c) == "parameter")
        .nth(index)?;
    if has_nullability_attribute(&param)
        || param
            .children()
            .any(|c| matches!(kind(&c), "attribute_list" | "modifier"))
        || param
            .children_with_tokens()
            .any(|t| t.as_token().is_some_and(|t| token_kind(t) == "modifier"))
    {
        return None;
    }
    let written = written_type(&param)?;
    let view = cs_hir::member(cx.db, member)?;
    let ty = cx.sema.sig(&view).params.get(index)?.ty.clone();
    Some((
        (cs_syntax::kind_name(written.kind()), written.text_range()),
        ty,
    ))
}

/// Removes the variables whose uses the analysis does not model.
fn untrack(
    cx: &AnalysisContext<'_>,
    info: &cs_flow::BodyInfo,
    root: &Operation,
    graph: &ControlFlowGraph,
    tracked: &mut HashMap<BoundSymbol, Tracked>,
) {
    // Captured by a nested function, or referenced in any way other than read or write.
    let nested: Vec<TextRange> = root
        .descendants()
        .iter()
        .filter(|o| matches!(o.kind, K::AnonymousFunction | K::LocalFunction))
        .map(|o| o.range)
        .collect();
    for op in root.descendants() {
        let Some(symbol) = &op.symbol else { continue };
        if !tracked.contains_key(symbol) {
            continue;
        }
        let odd_access = matches!(op.access, Some(Access::Out | Access::AddressOf));
        if odd_access || nested.iter().any(|r| r.contains_range(op.range)) {
            tracked.remove(symbol);
        }
    }
    // `ref x` arguments (ReadWrite references inside an Argument).
    for op in root.descendants() {
        if op.kind == K::Argument
            && let Some(value) = op.children.first()
            && value.access == Some(Access::ReadWrite)
            && let Some(symbol) = &value.symbol
        {
            tracked.remove(symbol);
        }
    }
    // References the binder recorded inside nested functions (lambdas are not lowered here).
    let refs = &cx.bindings.references;
    let first = refs.partition_point(|r| r.range.start() < info.body.start());
    for r in refs[first..]
        .iter()
        .take_while(|r| r.range.end() <= info.body.end())
    {
        if tracked.contains_key(&r.symbol) && nested.iter().any(|n| n.contains_range(r.range)) {
            tracked.remove(&r.symbol);
        }
    }
    // Written in a `finally` (its writes reach the code after the `try` unseen).
    for (b, block) in graph.blocks.iter().enumerate() {
        let in_finally = graph
            .regions_of(b)
            .iter()
            .any(|r| graph.regions[*r].kind == RegionKind::Finally);
        if !in_finally {
            continue;
        }
        for op in &block.operations {
            for o in op.descendants() {
                if o.kind == K::SimpleAssignment
                    && let Some(symbol) = o.children.first().and_then(|t| t.symbol.as_ref())
                {
                    tracked.remove(symbol);
                }
                if matches!(o.access, Some(Access::Write | Access::ReadWrite))
                    && let Some(symbol) = &o.symbol
                {
                    tracked.remove(symbol);
                }
            }
        }
    }
    // `x ?? y`, `x ??= y`, and `x?.M` whose result is tested: not modelled.
    let Some(body) = cx.node_at(info.body) else {
        tracked.clear();
        return;
    };
    for node in body.descendants() {
        let operand = match kind(&node) {
            "binary_expression"
                if node
                    .children_with_tokens()
                    .any(|t| cs_syntax::kind_name(t.kind()) == "??") =>
            {
                node.first_child_or_token()
            }
            "assignment_expression"
                if node
                    .children_with_tokens()
                    .any(|t| cs_syntax::kind_name(t.kind()) == "??=") =>
            {
                node.first_child_or_token()
            }
            "conditional_access_expression" if !value_only_use(&node) => {
                node.first_child_or_token()
            }
            _ => None,
        };
        let Some(operand) = operand else { continue };
        let mut range = strip_parens(&operand);
        // `this.F?.M()`: the member's name.
        if let Some(node) = cx.node_at(range)
            && kind(&node) == "member_access_expression"
            && let Some(name) = crate::syntax_util::last_name(&node)
        {
            range = name.text_range();
        }
        for r in cx.bindings.at(u32::from(range.start())) {
            if r.range == range {
                tracked.remove(&r.symbol);
            }
        }
    }
}

/// The range of an expression without its parentheses.
fn strip_parens(e: &cs_syntax::SyntaxElement) -> TextRange {
    let mut current = e.clone();
    while let Some(node) = current.as_node()
        && kind(node) == "parenthesized_expression"
        && let Some(inner) = node.children().next()
    {
        current = cs_syntax::SyntaxElement::Node(inner);
    }
    current.text_range()
}

/// A `?.` whose value is only stored, passed or discarded, never tested.
fn value_only_use(access: &SyntaxNode) -> bool {
    let mut node = access.clone();
    while let Some(parent) = node.parent() {
        if matches!(
            kind(&parent),
            "invocation_expression" | "parenthesized_expression"
        ) && parent.first_child().as_ref() == Some(&node)
            || kind(&parent) == "parenthesized_expression"
        {
            node = parent;
            continue;
        }
        return matches!(
            kind(&parent),
            "expression_statement" | "variable_declarator" | "argument" | "return_statement"
        ) || kind(&parent) == "assignment_expression"
            && parent.last_child().as_ref() == Some(&node);
    }
    false
}
