//! Async rules: CS1998 (async without await), CS4014 (an awaitable call dropped as a statement
//! in async code), VSTHRD100 (`async void` outside event handlers), VSTHRD101 (async lambda
//! passed as `Action`), VSTHRD002 (`.Result`, `.Wait()`, `.GetAwaiter().GetResult()` in async
//! code) and CA2007 (an awaited task without `ConfigureAwait`). Calls count only when bound to
//! a member whose return type is known.

use cs_bind::BoundSymbol;
use cs_hir::{MemberView, Symbol, Ty};
use cs_syntax::{SyntaxNode, SyntaxToken};

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::rule::{CA2007, CS1998, CS4014, Rule, VSTHRD002, VSTHRD100, VSTHRD101};
use crate::syntax_util::{self, has_modifier, kind, name_token};

pub struct AsyncRules;

const TASKS: &str = "System.Threading.Tasks";
const COMPILER_SERVICES: &str = "System.Runtime.CompilerServices";

fn finding(rule: &'static Rule, range: cs_syntax::TextRange, symbol: Option<String>) -> Finding {
    Finding {
        rule,
        message: rule.message.to_string(),
        range,
        symbol,
    }
}

/// The member a name token is bound to.
fn bound_member(cx: &AnalysisContext<'_>, token: &SyntaxToken) -> Option<MemberView> {
    cx.bindings
        .references
        .iter()
        .filter(|r| r.range == token.text_range())
        .find_map(|r| match &r.symbol {
            BoundSymbol::Symbol(Symbol::Member(id)) => cs_hir::member(cx.db, *id),
            _ => None,
        })
}

fn is_awaitable(cx: &AnalysisContext<'_>, ty: &Ty) -> bool {
    cx.sema.is_type(ty, TASKS, "Task")
        || cx.sema.is_type(ty, TASKS, "ValueTask")
        || cx
            .sema
            .is_type(ty, COMPILER_SERVICES, "ConfiguredTaskAwaitable")
        || cx
            .sema
            .is_type(ty, COMPILER_SERVICES, "ConfiguredValueTaskAwaitable")
}

/// The return type of the member an invocation is bound to.
fn invocation_type(cx: &AnalysisContext<'_>, invocation: &SyntaxNode) -> Option<(Ty, String)> {
    let name = syntax_util::invoked_name(invocation)?;
    let member = bound_member(cx, &name)?;
    if member.decl.kind != cs_hir::MemberKind::Method {
        return None;
    }
    Some((cx.sema.sig(&member).ty.clone(), name.text().to_string()))
}

fn is_async_function(node: &SyntaxNode) -> bool {
    matches!(
        kind(node),
        "method_declaration"
            | "local_function_statement"
            | "lambda_expression"
            | "anonymous_method_expression"
    ) && has_modifier(node, "async")
}

fn in_async_code(node: &SyntaxNode) -> bool {
    syntax_util::enclosing_function(node).is_some_and(|f| is_async_function(&f))
}

/// Where a function's diagnostics go: its name, else its `=>` or `delegate` token.
fn function_anchor(node: &SyntaxNode) -> cs_syntax::TextRange {
    if let Some(name) = name_token(node) {
        return name.text_range();
    }
    node.children_with_tokens()
        .filter_map(|c| c.into_token())
        .find(|t| matches!(t.text(), "=>" | "delegate"))
        .map(|t| t.text_range())
        .unwrap_or_else(|| node.text_range())
}

fn returns_void(node: &SyntaxNode) -> bool {
    node.children_with_tokens().any(|c| {
        cs_syntax::kind_name(c.kind()) == "predefined_type"
            && c.as_token().is_some_and(|t| t.text() == "void")
    })
}

impl Analyzer for AsyncRules {
    fn rules(&self) -> &'static [Rule] {
        &[CS1998, CS4014, VSTHRD100, VSTHRD101, VSTHRD002, CA2007]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        for node in cx.root.descendants() {
            match kind(&node) {
                _ if is_async_function(&node) => self.function(cx, &node, out),
                "expression_statement" if in_async_code(&node) => {
                    let Some(invocation) = node
                        .children()
                        .next()
                        .filter(|c| kind(c) == "invocation_expression")
                    else {
                        continue;
                    };
                    if let Some((ty, _)) = invocation_type(cx, &invocation)
                        && is_awaitable(cx, &ty)
                    {
                        out.push(finding(&CS4014, invocation.text_range(), None));
                    }
                }
                "member_access_expression" if in_async_code(&node) => {
                    let Some(name) = syntax_util::last_name(&node) else {
                        continue;
                    };
                    let Some(member) = bound_member(cx, &name) else {
                        continue;
                    };
                    let owner = cx.sema.self_type(member.id.ty);
                    let blocking = match name.text() {
                        "Result" => {
                            cx.sema.is_type(&owner, TASKS, "Task")
                                || cx.sema.is_type(&owner, TASKS, "ValueTask")
                        }
                        "Wait" => cx.sema.is_type(&owner, TASKS, "Task"),
                        "GetResult" => ["TaskAwaiter", "ValueTaskAwaiter"]
                            .iter()
                            .any(|n| cx.sema.is_type(&owner, COMPILER_SERVICES, n)),
                        _ => false,
                    };
                    if blocking {
                        out.push(finding(&VSTHRD002, name.text_range(), None));
                    }
                }
                "await_expression" => {
                    let Some(operand) = node.children().last() else {
                        continue;
                    };
                    if kind(&operand) == "invocation_expression"
                        && let Some((ty, name)) = invocation_type(cx, &operand)
                        && name != "ConfigureAwait"
                        && (cx.sema.is_type(&ty, TASKS, "Task")
                            || cx.sema.is_type(&ty, TASKS, "ValueTask"))
                    {
                        out.push(finding(&CA2007, operand.text_range(), None));
                    }
                }
                _ => {}
            }
        }
    }
}

impl AsyncRules {
    fn function(&self, cx: &AnalysisContext<'_>, node: &SyntaxNode, out: &mut Vec<Finding>) {
        let name = name_token(node).map(|t| t.text().to_string());
        if let Some(body) = syntax_util::body(node)
            && !syntax_util::awaits(&body)
            && !syntax_util::yields(&body)
            && !cx.has_inactive_code(body.text_range())
        {
            out.push(finding(&CS1998, function_anchor(node), name.clone()));
        }
        if kind(node) == "method_declaration"
            && returns_void(node)
            && !syntax_util::is_event_handler_shape(&syntax_util::parameters(node))
        {
            out.push(finding(&VSTHRD100, function_anchor(node), name.clone()));
        }
        if kind(node) == "lambda_expression" && passed_as_action(cx, node) {
            out.push(finding(&VSTHRD101, node.text_range(), None));
        }
    }
}

/// An async lambda given as a positional argument whose parameter is `System.Action` (or
/// `Action<…>`) in every overload of the called method.
fn passed_as_action(cx: &AnalysisContext<'_>, lambda: &SyntaxNode) -> bool {
    let Some(argument) = lambda.parent().filter(|p| kind(p) == "argument") else {
        return false;
    };
    if argument.children().any(|c| kind(&c) == "name_colon") {
        return false;
    }
    let Some(list) = argument.parent().filter(|p| kind(p) == "argument_list") else {
        return false;
    };
    let Some(invocation) = list.parent().filter(|p| kind(p) == "invocation_expression") else {
        return false;
    };
    let index = list
        .children()
        .filter(|c| kind(c) == "argument")
        .position(|a| a == argument)
        .unwrap_or(usize::MAX);
    let Some(name) = syntax_util::invoked_name(&invocation) else {
        return false;
    };
    let Some(member) = bound_member(cx, &name) else {
        return false;
    };
    let overloads: Vec<_> = cx
        .sema
        .members_of(member.id.ty)
        .iter()
        .filter(|m| m.decl.name == member.decl.name && m.decl.params.len() > index)
        .cloned()
        .collect();
    !overloads.is_empty()
        && overloads.iter().all(|m| {
            let sig = cx.sema.sig(m);
            sig.params
                .get(index)
                .is_some_and(|p| cx.sema.is_type(&p.ty, "System", "Action"))
        })
}
