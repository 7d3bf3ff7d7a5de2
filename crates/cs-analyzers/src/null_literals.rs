//! The nullable warnings about a `null` (or `default`) literal written where a non-nullable
//! reference type is expected, read from syntax and bindings: no flow state needed.
//!
//! - CS8600 (as Roslyn's "legacy" warning for locals and value parameters): `string s = null;`,
//!   `s = null;` where `s` is a local declared with an explicit type, or a value parameter.
//! - CS8625: a field or property initializer (`string F = null;`, `string P { get; } = null;`),
//!   an assignment to such a field or property, a parameter's default value, and an argument to
//!   a value parameter of a source method or constructor (positional arguments, no overloads).
//! - CS8603: `return null;` / `=> null` / `return default;` in a method, property or indexer
//!   whose written return type is a non-nullable reference type (not `async`, not an iterator).
//!
//! The target must be declared in source as a non-nullable reference type in an
//! annotations-enabled context (no `?`, not `var`, not a type parameter, no nullability
//! attribute), and warnings must be on where the literal is. `null!` is a suppression, never a
//! literal here; casts, conditionals, lambdas and local functions are left out.

use std::collections::HashMap;

use cs_bind::{BoundSymbol, LocalKind};
use cs_hir::MemberId;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::nullable_context::document_nullable_context;
use crate::nullable_types::{
    bound_member, bound_symbol, declares_non_nullable, non_nullable_field_or_property,
    non_nullable_parameter, non_nullable_return, written_type,
};
use crate::rule::{CS8600, CS8603, CS8625, Rule};
use crate::syntax_util::{has_modifier, is_function, kind, token_kind, yields};

pub struct NullLiterals;

impl Analyzer for NullLiterals {
    fn rules(&self) -> &'static [Rule] {
        &[CS8600, CS8603, CS8625]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        let context = document_nullable_context(cx.db, cx.project, cx.document);
        if !context.any_warnings() {
            return;
        }
        let members = declared_members(cx);
        for literal in null_literals(&cx.root) {
            let range = literal.text_range();
            if !context.at(u32::from(range.start())).warnings {
                continue;
            }
            if let Some(rule) = judge(cx, &members, &literal) {
                out.push(Finding {
                    rule,
                    message: rule.message.to_string(),
                    range,
                    symbol: None,
                });
            }
        }
    }
}

/// `null` and the `default` literal, as elements of the tree.
fn null_literals(root: &SyntaxNode) -> Vec<SyntaxElement> {
    root.descendants_with_tokens()
        .filter(|e| match e {
            SyntaxElement::Token(t) => token_kind(t) == "null_literal",
            SyntaxElement::Node(n) => {
                kind(n) == "default_expression"
                    && n.children_with_tokens()
                        .filter(|c| !cs_syntax::is_trivia(c.kind()))
                        .count()
                        == 1
            }
        })
        .collect()
}

/// The members this document declares, by the range of their declaring node and of their
/// name.
pub(crate) fn declared_members(cx: &AnalysisContext<'_>) -> HashMap<TextRange, MemberId> {
    let mut map = HashMap::new();
    for (ti, ty) in cx.decls.types.iter().enumerate() {
        for (mi, member) in ty.members.iter().enumerate() {
            let (Some(range), Some(id)) = (
                cx.ranges.get(member.decl),
                cx.member_id(ti as u32, mi as u32),
            ) else {
                continue;
            };
            map.insert(range.full, id);
            map.insert(range.name, id);
        }
    }
    map
}

pub(crate) fn member_of(
    members: &HashMap<TextRange, MemberId>,
    node: &SyntaxNode,
) -> Option<MemberId> {
    if let Some(id) = members.get(&node.text_range()) {
        return Some(*id);
    }
    let name = crate::syntax_util::name_token(node)?;
    members.get(&name.text_range()).copied()
}

/// Which rule a literal breaks, if any.
fn judge(
    cx: &AnalysisContext<'_>,
    members: &HashMap<TextRange, MemberId>,
    literal: &SyntaxElement,
) -> Option<&'static Rule> {
    // `(null)` is still the literal.
    let mut expr_range = literal.text_range();
    let mut parent = literal.parent()?;
    while kind(&parent) == "parenthesized_expression" {
        expr_range = parent.text_range();
        parent = parent.parent()?;
    }
    let is_last = |node: &SyntaxNode| {
        node.children_with_tokens()
            .filter(|c| !cs_syntax::is_trivia(c.kind()))
            .filter(|c| token_kind_of(c) != ";")
            .last()
            .is_some_and(|c| c.text_range() == expr_range)
    };
    let after_equals = |node: &SyntaxNode| {
        let mut previous = None;
        for c in node
            .children_with_tokens()
            .filter(|c| !cs_syntax::is_trivia(c.kind()))
        {
            if c.text_range() == expr_range {
                return previous.as_deref() == Some("=");
            }
            previous = Some(token_kind_of(&c).to_string());
        }
        false
    };
    match kind(&parent) {
        "variable_declarator" if after_equals(&parent) => {
            let declaration = parent.parent()?;
            let holder = declaration.parent()?;
            match kind(&holder) {
                "local_declaration_statement" | "for_statement" => {
                    if has_modifier(&holder, "const")
                        || holder
                            .children_with_tokens()
                            .any(|t| matches!(token_kind_of(&t), "using" | "await" | "const"))
                    {
                        return None;
                    }
                    let name = parent
                        .children_with_tokens()
                        .find(|c| token_kind_of(c) == "identifier")?;
                    let local = cx
                        .bindings
                        .locals
                        .iter()
                        .find(|l| l.name_range == name.text_range())?;
                    let written = written_type(&declaration)?;
                    (local.kind == LocalKind::Local
                        && declares_non_nullable(
                            cx.db,
                            cx.project,
                            cx.document,
                            &written,
                            &local.ty,
                        ))
                    .then_some(&CS8600)
                }
                "field_declaration" => {
                    let id = member_of(members, &parent).or_else(|| member_of(members, &holder))?;
                    non_nullable_field_or_property(cx, id).then_some(&CS8625)
                }
                _ => None,
            }
        }
        "property_declaration" if after_equals(&parent) => {
            let id = member_of(members, &parent)?;
            non_nullable_field_or_property(cx, id).then_some(&CS8625)
        }
        "parameter" if after_equals(&parent) => {
            let list = parent.parent()?;
            let function = list.parent()?;
            if kind(&list) != "parameter_list"
                || !matches!(
                    kind(&function),
                    "method_declaration" | "constructor_declaration"
                )
            {
                return None;
            }
            let index = list
                .children()
                .filter(|c| kind(c) == "parameter")
                .position(|p| p == parent)?;
            let id = member_of(members, &function)?;
            non_nullable_parameter(cx, id, index).then_some(&CS8625)
        }
        "assignment_expression" if after_equals(&parent) && is_last(&parent) => {
            assignment_target(cx, &parent)
        }
        "return_statement" => returned(cx, members, &parent),
        "arrow_expression_clause" => {
            let function = parent.parent()?;
            if kind(&function) == "local_function_statement"
                || kind(&function) == "lambda_expression"
            {
                return None;
            }
            returned(cx, members, &parent)
        }
        "argument" if is_last(&parent) => argument(cx, &parent),
        _ => None,
    }
}

fn token_kind_of(e: &SyntaxElement) -> &'static str {
    cs_syntax::kind_name(e.kind())
}

/// `x = null`: a typed local or value parameter (CS8600), a field or property (CS8625).
fn assignment_target(cx: &AnalysisContext<'_>, assignment: &SyntaxNode) -> Option<&'static Rule> {
    let target = assignment
        .children_with_tokens()
        .find(|c| !cs_syntax::is_trivia(c.kind()))?;
    let name = match &target {
        SyntaxElement::Token(t) if token_kind(t) == "identifier" => t.text_range(),
        SyntaxElement::Node(n) if kind(n) == "member_access_expression" => {
            let first = n.first_child_or_token()?;
            // `this.F`, `x.F`: only a simple receiver (a local, `this`, a name).
            if !matches!(token_kind_of(&first), "this" | "identifier") {
                return None;
            }
            crate::syntax_util::last_name(n)?.text_range()
        }
        _ => return None,
    };
    match bound_symbol(cx, name)? {
        BoundSymbol::Local(id) => {
            let local = cx.bindings.locals.iter().find(|l| l.id == id)?;
            if local.kind != LocalKind::Local {
                return None;
            }
            let node = cx.node_at(local.name_range)?;
            let declarator = node
                .ancestors()
                .find(|a| kind(a) == "variable_declarator")?;
            let declaration = declarator.parent()?;
            let statement = declaration.parent()?;
            if kind(&declaration) != "variable_declaration"
                || !matches!(
                    kind(&statement),
                    "local_declaration_statement" | "for_statement"
                )
                || statement
                    .children_with_tokens()
                    .any(|t| matches!(token_kind_of(&t), "using" | "await" | "const"))
            {
                return None;
            }
            let written = written_type(&declaration)?;
            declares_non_nullable(cx.db, cx.project, cx.document, &written, &local.ty)
                .then_some(&CS8600)
        }
        BoundSymbol::Parameter { member, index } => {
            // Only in the member's own body, not a lambda's.
            let function = crate::syntax_util::enclosing_function(assignment.parent().as_ref()?)
                .or_else(|| assignment.ancestors().find(is_function))?;
            if matches!(
                kind(&function),
                "lambda_expression" | "anonymous_method_expression" | "local_function_statement"
            ) {
                return None;
            }
            non_nullable_parameter(cx, member, index as usize).then_some(&CS8600)
        }
        BoundSymbol::Symbol(cs_hir::Symbol::Member(member)) => {
            non_nullable_field_or_property(cx, member).then_some(&CS8625)
        }
        _ => None,
    }
}

/// `return null;` / `=> null`: the function's declared return type.
fn returned(
    cx: &AnalysisContext<'_>,
    members: &HashMap<TextRange, MemberId>,
    statement: &SyntaxNode,
) -> Option<&'static Rule> {
    let function = statement.ancestors().skip(1).find(is_function)?;
    let member_node = match kind(&function) {
        "method_declaration" => {
            let body = crate::syntax_util::body(&function)?;
            if yields(&body) {
                return None;
            }
            function
        }
        "property_declaration" | "indexer_declaration" => function,
        "accessor_declaration" => {
            if !function
                .children_with_tokens()
                .any(|t| token_kind_of(&t) == "get")
            {
                return None;
            }
            let owner = function.parent()?.parent()?;
            if !matches!(kind(&owner), "property_declaration" | "indexer_declaration") {
                return None;
            }
            owner
        }
        _ => return None,
    };
    let id = member_of(members, &member_node)?;
    non_nullable_return(cx, id).then_some(&CS8603)
}

/// `M(null)`, `new C(null)`: a positional argument to a value parameter of a source method or
/// constructor, when the call has no named arguments and the method no overload.
fn argument(cx: &AnalysisContext<'_>, argument: &SyntaxNode) -> Option<&'static Rule> {
    let list = argument.parent()?;
    let call = list.parent()?;
    if kind(&list) != "argument_list" {
        return None;
    }
    let arguments: Vec<SyntaxNode> = list.children().filter(|c| kind(c) == "argument").collect();
    let plain = |a: &SyntaxNode| {
        a.children_with_tokens()
            .filter(|c| !cs_syntax::is_trivia(c.kind()))
            .count()
            == 1
    };
    if !arguments.iter().all(plain) {
        return None;
    }
    let index = arguments.iter().position(|a| a == argument)?;
    let name = match kind(&call) {
        "invocation_expression" => crate::syntax_util::invoked_name(&call)?,
        "object_creation_expression" => {
            let ty = call
                .children_with_tokens()
                .filter(|c| !cs_syntax::is_trivia(c.kind()))
                .nth(1)?;
            match ty {
                SyntaxElement::Token(t) if token_kind(&t) == "identifier" => t,
                SyntaxElement::Node(n) => crate::syntax_util::last_name(&n)
                    .or_else(|| crate::syntax_util::name_token(&n))?,
                _ => return None,
            }
        }
        _ => return None,
    };
    let member = bound_member(cx, name.text_range())?;
    let view = cs_hir::member(cx.db, member)?;
    if !matches!(
        view.kind(),
        cs_hir::MemberKind::Method | cs_hir::MemberKind::Constructor
    ) || view.decl.params.len() != arguments.len()
    {
        return None;
    }
    // Whichever overload the call binds to, the parameter must be non-nullable: every
    // overload of the type that could take as many arguments (none with optional or `params`
    // parameters, which could take them too).
    let overloads = cx.sema.members_of(member.ty);
    let mut candidates = overloads
        .iter()
        .filter(|m| m.kind() == view.kind() && m.decl.name == view.decl.name);
    let certain = candidates.all(|m| {
        let flexible = m
            .decl
            .params
            .iter()
            .any(|p| p.default.is_some() || p.modifier == cs_hir::ParamModifier::Params);
        if flexible {
            return false;
        }
        m.decl.params.len() != arguments.len() || non_nullable_parameter(cx, m.id, index)
    });
    (certain && non_nullable_parameter(cx, member, index)).then_some(&CS8625)
}
