//! Reads and writes of variables in evaluation order: what flow analysis sees of an
//! operation. Reads and writes inside lambdas and local functions are marked nested (they
//! happen when the function runs, not where it is written).

use cs_bind::BoundSymbol;
use cs_syntax::TextRange;

use crate::operation::{Access, Operation, OperationKind as K};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    Read,
    Write,
    /// Declared here (locals, pattern and `out` variables, loop variables).
    Declare,
    /// `&x`.
    AddressTaken,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub symbol: BoundSymbol,
    pub range: TextRange,
    pub kind: EventKind,
    /// Inside a lambda or local function (the range of the innermost one).
    pub function: Option<TextRange>,
}

pub fn events(op: &Operation, out: &mut Vec<Event>) {
    walk(op, out, None);
}

fn variable(op: &Operation) -> Option<&BoundSymbol> {
    match op.kind {
        K::LocalReference | K::ParameterReference => op.symbol.as_ref(),
        _ => None,
    }
}

fn push(out: &mut Vec<Event>, op: &Operation, kind: EventKind, function: Option<TextRange>) {
    if let Some(symbol) = op.symbol.clone() {
        out.push(Event {
            symbol,
            range: op.range,
            kind,
            function,
        });
    }
}

fn walk(op: &Operation, out: &mut Vec<Event>, function: Option<TextRange>) {
    match op.kind {
        K::LocalReference | K::ParameterReference => {
            if op.detail.as_deref() == Some("IsDeclaration")
                || (op.is_implicit && op.access == Some(Access::Out))
            {
                push(out, op, EventKind::Declare, function);
            }
            match op.access.unwrap_or(Access::Read) {
                Access::Read => push(out, op, EventKind::Read, function),
                Access::Write | Access::Out => push(out, op, EventKind::Write, function),
                Access::ReadWrite => {
                    push(out, op, EventKind::Read, function);
                    push(out, op, EventKind::Write, function);
                }
                Access::AddressOf => {
                    push(out, op, EventKind::AddressTaken, function);
                    push(out, op, EventKind::Write, function);
                }
            }
        }
        K::SimpleAssignment
        | K::DeconstructionAssignment
        | K::CompoundAssignment
        | K::CoalesceAssignment
            if op.children.len() == 2 =>
        {
            // The target's own parts, the value, then the write.
            let target = &op.children[0];
            let compound = op.kind != K::SimpleAssignment && op.kind != K::DeconstructionAssignment;
            let targets: Vec<&Operation> = match target.kind {
                K::Tuple | K::DeclarationExpression => target.children.iter().collect(),
                _ => vec![target],
            };
            for t in &targets {
                if variable(t).is_none() {
                    walk(t, out, function);
                } else if compound {
                    push(out, t, EventKind::Read, function);
                }
            }
            walk(&op.children[1], out, function);
            for t in targets {
                if variable(t).is_some() {
                    if t.detail.as_deref() == Some("IsDeclaration")
                        || target.kind == K::DeclarationExpression
                    {
                        push(out, t, EventKind::Declare, function);
                    }
                    push(out, t, EventKind::Write, function);
                }
            }
        }
        K::VariableDeclarator => {
            push(out, op, EventKind::Declare, function);
            for child in &op.children {
                walk(child, out, function);
            }
            if !op.children.is_empty() {
                push(out, op, EventKind::Write, function);
            }
            // A deconstructing declaration (`var (a, b) = t`) declares and writes each.
            if op.symbol.is_none() {
                for local in &op.locals {
                    for kind in [EventKind::Declare, EventKind::Write] {
                        out.push(Event {
                            symbol: local.clone(),
                            range: op.range,
                            kind,
                            function,
                        });
                    }
                }
            }
        }
        K::DeclarationPattern | K::RecursivePattern => {
            for child in &op.children {
                walk(child, out, function);
            }
            if op.symbol.is_some() {
                push(out, op, EventKind::Declare, function);
                push(out, op, EventKind::Write, function);
            }
        }
        K::AnonymousFunction | K::FlowAnonymousFunction | K::LocalFunction => {
            if op.kind == K::LocalFunction {
                push(out, op, EventKind::Declare, function);
            }
            for local in &op.locals {
                out.push(Event {
                    symbol: local.clone(),
                    range: op.range,
                    kind: EventKind::Declare,
                    function: Some(op.range),
                });
                out.push(Event {
                    symbol: local.clone(),
                    range: op.range,
                    kind: EventKind::Write,
                    function: Some(op.range),
                });
            }
            for child in &op.children {
                walk(child, out, Some(op.range));
            }
        }
        K::CatchClause => {
            if let Some(symbol) = &op.symbol {
                out.push(Event {
                    symbol: symbol.clone(),
                    range: op.range,
                    kind: EventKind::Declare,
                    function,
                });
                out.push(Event {
                    symbol: symbol.clone(),
                    range: op.range,
                    kind: EventKind::Write,
                    function,
                });
            }
            for child in &op.children {
                walk(child, out, function);
            }
        }
        _ => {
            for child in &op.children {
                walk(child, out, function);
            }
        }
    }
}

/// The variables a pattern test assigns only on one outcome: for an `IsPattern`, each
/// designation (`string s`, `{ … } p`) with `true` when it is assigned when the test succeeds,
/// `false` when it is assigned when it fails (under an odd number of `not`). Designations under
/// `or` are left out (invalid C#; their writes stay unconditional, never a false CS0165).
pub fn pattern_writes(is_pattern: &Operation) -> Vec<(TextRange, BoundSymbol, bool)> {
    fn visit(op: &Operation, sense: bool, out: &mut Vec<(TextRange, BoundSymbol, bool)>) {
        match op.kind {
            K::NegatedPattern => {
                for child in &op.children {
                    visit(child, !sense, out);
                }
            }
            K::BinaryPattern if op.detail.as_deref().map(str::trim) != Some("and") => {}
            K::DeclarationPattern | K::RecursivePattern => {
                if let Some(symbol) = &op.symbol {
                    out.push((op.range, symbol.clone(), sense));
                }
                for child in &op.children {
                    visit(child, sense, out);
                }
            }
            // Expressions inside patterns (constants) declare nothing.
            K::AnonymousFunction | K::FlowAnonymousFunction => {}
            _ => {
                for child in &op.children {
                    visit(child, sense, out);
                }
            }
        }
    }
    let mut out = Vec::new();
    if is_pattern.kind == K::IsPattern
        && let Some(pattern) = is_pattern.children.get(1)
    {
        visit(pattern, true, &mut out);
    }
    out
}
