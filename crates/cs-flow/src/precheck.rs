//! A syntactic pre-check of a body before its flow diagnostics: most bodies can report none
//! of CS0165, CS0269, CS0177, CS0161, CS0162 or CS1643, and proving that from the syntax (and
//! the bindings' references) is far cheaper than lowering the body and building its graph.
//!
//! The check is sound with respect to the graph's own rules, not a heuristic: a body is
//! skipped only when
//! - it has no `out` parameter (CS0177, CS0269);
//! - every local it declares is initialized where declared, by an initializer that does not
//!   name it, and it declares nothing through a pattern, a deconstruction, an `out var` or a
//!   query (CS0165: every read then follows the write);
//! - every statement is "straight": expression statements, initialized declarations, blocks,
//!   `if`/`while`/`do`/`for` whose conditions cannot be constant, `foreach`, `try` without
//!   filters, `using`, `lock`, `checked`, `unsafe`, `fixed`; a `return`, `throw`, `break` or
//!   `continue` only as the last statement of an `if` without `else` (whose end the false
//!   branch still reaches) or as the body's last statement (CS0162: every statement is then
//!   reachable);
//! - it does not return a value, or its last statement is a `return` or `throw` (CS0161,
//!   CS1643).
//!
//! Lambdas and local functions inside a body are skipped over: they are bodies of their own,
//! and the enclosing body's diagnostics do not look inside them.

use std::collections::HashSet;

use cs_bind::{BoundSymbol, DocumentBindings, LocalId, LocalKind, RefKind};
use cs_db::Db;
use cs_hir::{MemberKind, Symbol};
use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, kind_name};

use crate::body::{BodyInfo, BodyKind, body_of};

/// The recursion over expressions grows the stack past this reserve (as cs-bind's binder does).
const STACK_RED_ZONE: usize = 128 * 1024;
const STACK_GROWTH: usize = 4 * 1024 * 1024;

/// What the pre-check reads: the document's bindings and its `const` locals.
pub(crate) struct Precheck<'a> {
    db: &'a dyn Db,
    bindings: &'a DocumentBindings,
    constants: HashSet<LocalId>,
}

fn kind(node: &SyntaxNode) -> &'static str {
    kind_name(node.kind())
}

fn element_kind(e: &SyntaxElement) -> &'static str {
    kind_name(e.kind())
}

/// Lambdas, anonymous methods and local functions: bodies of their own.
fn is_function(k: &str) -> bool {
    matches!(
        k,
        "lambda_expression" | "anonymous_method_expression" | "local_function_statement"
    )
}

fn is_jump(node: &SyntaxNode) -> bool {
    matches!(
        kind(node),
        "return_statement" | "throw_statement" | "break_statement" | "continue_statement"
    )
}

/// The statements directly in a block.
fn statements(block: &SyntaxNode) -> Vec<SyntaxNode> {
    block
        .children()
        .filter(|c| crate::lower::is_statement_kind(kind(c)))
        .collect()
}

/// The non-trivia children of a node.
fn parts(node: &SyntaxNode) -> Vec<SyntaxElement> {
    node.children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect()
}

impl<'a> Precheck<'a> {
    pub(crate) fn new(db: &'a dyn Db, bindings: &'a DocumentBindings) -> Precheck<'a> {
        let constants = bindings
            .locals
            .iter()
            .filter(|l| l.kind == LocalKind::Constant)
            .map(|l| l.id)
            .collect();
        Precheck {
            db,
            bindings,
            constants,
        }
    }

    /// Can this body have flow diagnostics? `false` only when none is possible.
    pub(crate) fn may_report(&self, info: &BodyInfo, declaration: &SyntaxNode) -> bool {
        if info.kind == BodyKind::TopLevelStatements {
            return true;
        }
        let Some((_, body)) = body_of(declaration) else {
            return true;
        };
        if has_out_parameter(declaration) || declares_conditionally(&body) {
            return true;
        }
        if kind(&body) != "block" {
            // An expression body: no statements, no missing return.
            return false;
        }
        let statements = statements(&body);
        let Some((last, rest)) = statements.split_last() else {
            return returns_value(info, declaration, &body);
        };
        if !rest.iter().all(|s| self.straight(s)) {
            return true;
        }
        if matches!(kind(last), "return_statement" | "throw_statement") {
            return false;
        }
        !self.straight(last) || returns_value(info, declaration, &body)
    }

    /// A statement whose start reaching means every statement in it and its end are reached
    /// (see the module comment).
    fn straight(&self, statement: &SyntaxNode) -> bool {
        let p = parts(statement);
        let nodes = || statement.children();
        match kind(statement) {
            "expression_statement" | "empty_statement" | "local_function_statement" => true,
            "local_declaration_statement" => {
                nodes().all(|n| kind(&n) != "variable_declaration" || initialized(&n))
            }
            "block" => statements(statement).iter().all(|s| self.straight(s)),
            "checked_statement" | "unsafe_statement" | "lock_statement" | "fixed_statement"
            | "using_statement" | "foreach_statement" => nodes().all(|n| match kind(&n) {
                "variable_declaration" => initialized(&n),
                k if crate::lower::is_statement_kind(k) => self.straight(&n),
                _ => true,
            }),
            "try_statement" => nodes().all(|n| match kind(&n) {
                "block" => self.straight(&n),
                "catch_clause" => n.children().all(|c| match kind(&c) {
                    "catch_filter_clause" => false,
                    "block" => self.straight(&c),
                    _ => true,
                }),
                "finally_clause" => n
                    .children()
                    .all(|c| kind(&c) != "block" || self.straight(&c)),
                _ => true,
            }),
            "if_statement" => {
                let branches: Vec<SyntaxNode> = nodes()
                    .filter(|n| crate::lower::is_statement_kind(kind(n)))
                    .collect();
                let has_else = p.iter().any(|e| element_kind(e) == "else");
                let condition = p.iter().find(|e| crate::lower::is_expression(e));
                let condition_ok = condition.is_some_and(|c| self.never_constant_condition(c));
                condition_ok
                    && match branches.as_slice() {
                        [then] if !has_else => self.straight_or_ends_in_jump(then),
                        [then, otherwise] if has_else => {
                            self.straight(then) && self.straight(otherwise)
                        }
                        _ => false,
                    }
            }
            "while_statement" | "do_statement" => {
                let condition = p.iter().find(|e| crate::lower::is_expression(e));
                condition.is_some_and(|c| self.never_constant_condition(c))
                    && nodes()
                        .filter(|n| crate::lower::is_statement_kind(kind(n)))
                        .all(|s| self.straight(&s))
            }
            "for_statement" => {
                // `for (init; condition; increments) body`: the condition sits between the
                // first two semicolons; none means `true`.
                let mut semicolons = 0;
                let mut condition = None;
                for e in &p {
                    match element_kind(e) {
                        ";" => semicolons += 1,
                        _ if semicolons == 1 && crate::lower::is_expression(e) => {
                            condition = Some(e.clone())
                        }
                        _ => {}
                    }
                }
                condition.is_some_and(|c| self.never_constant_condition(&c))
                    && nodes().all(|n| match kind(&n) {
                        "variable_declaration" => initialized(&n),
                        k if crate::lower::is_statement_kind(k) => self.straight(&n),
                        _ => true,
                    })
            }
            _ => false,
        }
    }

    /// The `then` of an `if` without `else`: straight, or a jump, or a block whose last
    /// statement is a jump after straight statements (the `if`'s end is still reached when the
    /// condition is false).
    fn straight_or_ends_in_jump(&self, statement: &SyntaxNode) -> bool {
        if is_jump(statement) {
            return true;
        }
        if kind(statement) == "block" {
            let statements = statements(statement);
            return match statements.split_last() {
                None => true,
                Some((last, rest)) => {
                    rest.iter().all(|s| self.straight(s)) && (is_jump(last) || self.straight(last))
                }
            };
        }
        self.straight(statement)
    }

    /// A condition the graph splits at `&&`, `||` and `!`: every part it tests must be
    /// certain not to be a constant (a constant part makes one branch unreachable).
    fn never_constant_condition(&self, e: &SyntaxElement) -> bool {
        // Conditions nest one node per `&&`/`||`: a long chain (NLog) needs more stack than a
        // thread has.
        stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
            self.never_constant_condition_inner(e)
        })
    }

    fn never_constant_condition_inner(&self, e: &SyntaxElement) -> bool {
        let Some(node) = e.as_node() else {
            return self.never_constant(e);
        };
        let p = parts(node);
        match kind(node) {
            "parenthesized_expression" => p
                .iter()
                .find(|c| crate::lower::is_expression(c))
                .is_some_and(|c| self.never_constant_condition(c)),
            "prefix_unary_expression" if p.first().is_some_and(|o| element_kind(o) == "!") => {
                p.get(1).is_some_and(|c| self.never_constant_condition(c))
            }
            "binary_expression"
                if p.get(1)
                    .is_some_and(|o| matches!(element_kind(o), "&&" | "||")) =>
            {
                p.first().is_some_and(|c| self.never_constant_condition(c))
                    && p.get(2).is_some_and(|c| self.never_constant_condition(c))
            }
            _ => self.never_constant(e),
        }
    }

    /// An expression the lowering never gives a constant value: it reads a variable, calls
    /// something, creates something, or is an operator over such a value (folding needs every
    /// operand constant). Unknown forms answer `false`.
    fn never_constant(&self, e: &SyntaxElement) -> bool {
        stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
            self.never_constant_inner(e)
        })
    }

    fn never_constant_inner(&self, e: &SyntaxElement) -> bool {
        let node = match e {
            SyntaxElement::Token(t) => {
                return kind_name(t.kind()) == "identifier" && self.names_variable(t);
            }
            SyntaxElement::Node(n) => n,
        };
        let p = parts(node);
        let operands = || p.iter().filter(|c| crate::lower::is_expression(c));
        match kind(node) {
            "identifier" => node.first_token().is_some_and(|t| self.names_variable(&t)),
            "parenthesized_expression" | "cast_expression" => operands()
                .next_back()
                .is_some_and(|c| self.never_constant(c)),
            "prefix_unary_expression" | "postfix_unary_expression" | "binary_expression" => {
                operands().any(|c| self.never_constant(c))
            }
            "conditional_expression" => operands().next().is_some_and(|c| self.never_constant(c)),
            "member_access_expression" => p
                .last()
                .and_then(crate::lower::name_token)
                .is_some_and(|t| self.names_variable(&t)),
            "invocation_expression" => p.first().is_none_or(|f| f.to_string().trim() != "nameof"),
            "element_access_expression"
            | "object_creation_expression"
            | "implicit_object_creation_expression"
            | "array_creation_expression"
            | "this"
            | "base"
            | "await_expression"
            | "assignment_expression"
            | "conditional_access_expression"
            | "as_expression"
            | "is_expression" => true,
            // `x is null`, `x is not 0`: a test, never a constant (unless it is the grammar's
            // misread of `x is not null && y`, which the lowering rebuilds as a `&&`).
            "is_pattern_expression" => !node.descendants().any(|d| kind(&d) == "binary_expression"),
            _ => false,
        }
    }

    /// Does a name token name a variable or a member whose value is never a constant (a
    /// parameter, a non-`const` local, a property, a non-`const` field, a method)?
    fn names_variable(&self, token: &SyntaxToken) -> bool {
        let range = token.text_range();
        let refs = &self.bindings.references;
        let start = refs.partition_point(|r| r.range.start() < range.start());
        let found: Vec<&cs_bind::Reference> = refs[start..]
            .iter()
            .take_while(|r| r.range.start() == range.start())
            .filter(|r| r.range == range && r.kind != RefKind::Declaration)
            .collect();
        // The lowering reads the first reference that is not a type use.
        let Some(reference) = found
            .iter()
            .find(|r| !matches!(r.kind, RefKind::TypeUse | RefKind::ObjectCreation))
            .or(found.first())
        else {
            return false;
        };
        match &reference.symbol {
            BoundSymbol::Local(id) => !self.constants.contains(id),
            BoundSymbol::Parameter { .. } => true,
            BoundSymbol::Symbol(Symbol::Member(id)) => crate::lower::member_view(self.db, *id)
                .is_some_and(|v| {
                    !matches!(v.decl.kind, MemberKind::Constant | MemberKind::EnumMember)
                }),
            _ => false,
        }
    }
}

/// Does the declaration have an `out` parameter?
fn has_out_parameter(declaration: &SyntaxNode) -> bool {
    declaration
        .children()
        .filter(|c| kind(c) == "parameter_list")
        .flat_map(|list| {
            list.children()
                .filter(|p| kind(p) == "parameter")
                .collect::<Vec<_>>()
        })
        .any(|p| {
            p.children_with_tokens()
                .any(|e| element_kind(&e) == "modifier" && e.to_string().trim() == "out")
        })
}

/// Every declarator of a declaration has an initializer that does not name it.
fn initialized(declaration: &SyntaxNode) -> bool {
    declaration
        .children()
        .filter(|d| kind(d) == "variable_declarator")
        .all(|d| {
            let p = parts(&d);
            let Some(eq) = p.iter().position(|e| element_kind(e) == "=") else {
                return false;
            };
            let [SyntaxElement::Token(name)] = &p[..eq] else {
                return false;
            };
            !p[eq + 1..].iter().any(|e| match e {
                SyntaxElement::Token(t) => t.text() == name.text(),
                SyntaxElement::Node(n) => n
                    .descendants_with_tokens()
                    .any(|t| t.as_token().is_some_and(|t| t.text() == name.text())),
            })
        })
}

/// Does the body (its nested functions excepted) declare a variable that may be read before
/// it is assigned: a declarator without initializer, a pattern with a designation, a
/// deconstruction, an `out var`, a query's range variables, a switch expression's arms?
fn declares_conditionally(body: &SyntaxNode) -> bool {
    any_outside_functions(body, &|node| match kind(node) {
        "variable_declarator" => !node.children_with_tokens().any(|e| element_kind(&e) == "="),
        "declaration_expression"
        | "tuple_pattern"
        | "parenthesized_variable_designation"
        | "query_expression"
        | "switch_expression"
        | "switch_statement" => true,
        // Patterns that declare nothing.
        "constant_pattern"
        | "relational_pattern"
        | "negated_pattern"
        | "and_pattern"
        | "or_pattern"
        | "parenthesized_pattern"
        | "type_pattern"
        | "discard" => false,
        k => k.ends_with("_pattern") || k.contains("designation"),
    })
}

/// Does `test` hold for `node` or a node under it, lambdas and local functions not entered?
fn any_outside_functions(node: &SyntaxNode, test: &dyn Fn(&SyntaxNode) -> bool) -> bool {
    // An explicit stack, not recursion: deeply nested code (a long `+` or `&&` chain nests one
    // node per operator) overflowed the thread's stack (NLog).
    let mut stack = vec![node.clone()];
    while let Some(n) = stack.pop() {
        if test(&n) {
            return true;
        }
        stack.extend(n.children().filter(|c| !is_function(kind(c))));
    }
    false
}

/// Must the end of the body be unreachable? A method, operator, conversion, local function or
/// `get` accessor returning a value (CS0161); a lambda or anonymous method that returns a
/// value somewhere (CS1643).
fn returns_value(info: &BodyInfo, declaration: &SyntaxNode, body: &SyntaxNode) -> bool {
    match info.kind {
        BodyKind::Lambda | BodyKind::AnonymousMethod => any_outside_functions(body, &|node| {
            kind(node) == "return_statement"
                && node
                    .children_with_tokens()
                    .any(|e| crate::lower::is_expression(&e))
        }),
        _ => crate::diagnostics::returns_value(declaration, info.kind),
    }
}
