//! Values with control flow inside them, as Roslyn lowers them: conditions split at `&&`,
//! `||` and `!` into conditional branches; `?:`, `??`, `?.` and value-context `&&`/`||` into
//! blocks that store their result in a flow capture (`FlowCapture` / `FlowCaptureReference`),
//! the operands evaluated before them captured first so evaluation order is kept.

use super::BranchSemantics;
use super::build::Builder;
use crate::constant::Const;
use crate::operation::{Operation, OperationKind as K};

/// Does evaluating the operation branch (outside nested functions)?
pub(crate) fn contains_branching(op: &Operation) -> bool {
    match op.kind {
        K::Conditional
        | K::Coalesce
        | K::ConditionalAccess
        | K::CoalesceAssignment
        | K::SwitchExpression => true,
        K::Binary
            if matches!(
                op.detail.as_deref(),
                Some("ConditionalAnd" | "ConditionalOr")
            ) =>
        {
            true
        }
        K::AnonymousFunction | K::LocalFunction => false,
        _ => op.children.iter().any(contains_branching),
    }
}

fn bool_constant(op: &Operation) -> Option<bool> {
    op.constant
        .as_deref()
        .and_then(Const::parse_display)
        .and_then(|c| c.as_bool())
}

impl Builder {
    /// A fresh capture of a value: the `FlowCapture` goes into the current block, the
    /// answer is the reference to it.
    pub fn capture(&mut self, value: Operation) -> Operation {
        let id = self.next_capture;
        self.next_capture += 1;
        self.store(id, value.clone());
        let mut reference = Operation::new(K::FlowCaptureReference, value.range).implicit();
        reference.capture = Some(id);
        reference
    }

    fn store(&mut self, id: u32, value: Operation) {
        let mut capture = Operation::new(K::FlowCapture, value.range).implicit();
        capture.capture = Some(id);
        capture.children.push(value);
        self.push(capture);
    }

    fn reference(id: u32, range: cs_syntax::TextRange) -> Operation {
        let mut reference = Operation::new(K::FlowCaptureReference, range).implicit();
        reference.capture = Some(id);
        reference
    }

    /// Branches to `target` when `op` evaluates to `jump_if`; otherwise control continues in
    /// the current block. Constant conditions jump unconditionally or not at all.
    pub(super) fn condition(&mut self, op: &Operation, jump_if: bool, target: usize) {
        if let Some(value) = bool_constant(op) {
            if value == jump_if {
                self.goto(target, BranchSemantics::Regular);
            }
            return;
        }
        match (op.kind, op.detail.as_deref()) {
            (K::Unary, Some("Not")) => self.condition(&op.children[0], !jump_if, target),
            (K::Conversion, _) if op.is_implicit && op.children.len() == 1 => {
                self.condition(&op.children[0], jump_if, target)
            }
            (K::Binary, Some("ConditionalAnd")) if op.children.len() == 2 => {
                if jump_if {
                    let skip = self.alloc();
                    self.condition(&op.children[0], false, skip);
                    self.condition(&op.children[1], true, target);
                    self.goto(skip, BranchSemantics::Regular);
                    self.start(skip);
                } else {
                    self.condition(&op.children[0], false, target);
                    self.condition(&op.children[1], false, target);
                }
            }
            (K::Binary, Some("ConditionalOr")) if op.children.len() == 2 => {
                if jump_if {
                    self.condition(&op.children[0], true, target);
                    self.condition(&op.children[1], true, target);
                } else {
                    let skip = self.alloc();
                    self.condition(&op.children[0], true, skip);
                    self.condition(&op.children[1], false, target);
                    self.goto(skip, BranchSemantics::Regular);
                    self.start(skip);
                }
            }
            (K::Binary, Some(detail @ ("Equals" | "NotEquals")))
                if conditional_access_against_constant(op).is_some() =>
            {
                // `a?.M(out x) == true`: C# 10 reads the comparison as "`a` not null and
                // `a.M(out x) == true`" (a null receiver makes `==` false and `!=` true), so
                // `x` is assigned on the branch that needs the call.
                let (access, constant) =
                    conditional_access_against_constant(op).expect("checked by the guard");
                let receiver = self.value(&access.children[0]);
                let receiver_ref = self.capture(receiver);
                let is_null = Operation::new(K::IsNull, access.children[0].range)
                    .implicit()
                    .with_children(vec![receiver_ref.clone()]);
                let outcome_when_null = detail == "NotEquals";
                let skip = (outcome_when_null != jump_if).then(|| self.alloc());
                self.branch_on(is_null, true, skip.unwrap_or(target));
                let member = replace_instance(&access.children[1], &receiver_ref);
                let member = self.value(&member);
                let compare = Operation::new(K::Binary, op.range)
                    .with_detail(detail)
                    .with_children(vec![member, constant.clone()]);
                self.branch_on(compare, jump_if, target);
                if let Some(skip) = skip {
                    self.goto(skip, BranchSemantics::Regular);
                    self.start(skip);
                }
            }
            _ => {
                let value = self.value(op);
                self.branch_on(value, jump_if, target);
            }
        }
    }

    /// The operation with its branching parts lowered into blocks (see the module comment).
    pub fn value(&mut self, op: &Operation) -> Operation {
        if op.kind == K::AnonymousFunction {
            let mut flow = op.clone();
            flow.kind = K::FlowAnonymousFunction;
            return flow;
        }
        if !contains_branching(op) {
            return replace_functions(op.clone());
        }
        match (op.kind, op.detail.as_deref()) {
            (K::Conditional, _) if op.children.len() == 3 => {
                let id = self.fresh_capture();
                let otherwise = self.alloc();
                let after = self.alloc();
                self.condition(&op.children[0], false, otherwise);
                let when_true = self.value(&op.children[1]);
                self.store(id, when_true);
                self.goto(after, BranchSemantics::Regular);
                self.start(otherwise);
                let when_false = self.value(&op.children[2]);
                self.store(id, when_false);
                self.goto(after, BranchSemantics::Regular);
                self.start(after);
                Self::reference(id, op.range)
            }
            (K::Binary, Some(kind @ ("ConditionalAnd" | "ConditionalOr")))
                if op.children.len() == 2 =>
            {
                let and = kind == "ConditionalAnd";
                let id = self.fresh_capture();
                let short = self.alloc();
                let after = self.alloc();
                self.condition(&op.children[0], !and, short);
                let right = self.value(&op.children[1]);
                self.store(id, right);
                self.goto(after, BranchSemantics::Regular);
                self.start(short);
                let mut literal = Operation::new(K::Literal, op.children[0].range).implicit();
                literal.constant = Some((!and).to_string());
                self.store(id, literal);
                self.goto(after, BranchSemantics::Regular);
                self.start(after);
                Self::reference(id, op.range)
            }
            (K::Coalesce, _) if op.children.len() == 2 => {
                let left = self.value(&op.children[0]);
                let left_ref = self.capture(left);
                let id = self.fresh_capture();
                let when_null = self.alloc();
                let after = self.alloc();
                let is_null = Operation::new(K::IsNull, op.children[0].range)
                    .implicit()
                    .with_children(vec![left_ref.clone()]);
                self.branch_on(is_null, true, when_null);
                self.store(id, left_ref);
                self.goto(after, BranchSemantics::Regular);
                self.start(when_null);
                let right = self.value(&op.children[1]);
                self.store(id, right);
                self.goto(after, BranchSemantics::Regular);
                self.start(after);
                Self::reference(id, op.range)
            }
            (K::ConditionalAccess, _) if op.children.len() == 2 => {
                let receiver = self.value(&op.children[0]);
                let receiver_ref = self.capture(receiver);
                let id = self.fresh_capture();
                let when_null = self.alloc();
                let after = self.alloc();
                let is_null = Operation::new(K::IsNull, op.children[0].range)
                    .implicit()
                    .with_children(vec![receiver_ref.clone()]);
                self.branch_on(is_null, true, when_null);
                let access = replace_instance(&op.children[1], &receiver_ref);
                let value = self.value(&access);
                self.store(id, value);
                self.goto(after, BranchSemantics::Regular);
                self.start(when_null);
                self.store(id, Operation::new(K::DefaultValue, op.range).implicit());
                self.goto(after, BranchSemantics::Regular);
                self.start(after);
                Self::reference(id, op.range)
            }
            (K::SwitchExpression, _) if !op.children.is_empty() => self.switch_expression(op),
            (K::CoalesceAssignment, _) if op.children.len() == 2 => {
                // `a ??= b`: `a` tested, `b` assigned only when it is null.
                let target = op.children[0].clone();
                let id = self.fresh_capture();
                let when_null = self.alloc();
                let after = self.alloc();
                let mut read = target.clone();
                read.access = read.access.map(|_| crate::operation::Access::Read);
                let is_null = Operation::new(K::IsNull, target.range)
                    .implicit()
                    .with_children(vec![read.clone()]);
                self.branch_on(is_null, true, when_null);
                self.store(id, read);
                self.goto(after, BranchSemantics::Regular);
                self.start(when_null);
                let value = self.value(&op.children[1]);
                let mut write = target;
                write.access = write.access.map(|_| crate::operation::Access::Write);
                let assignment = Operation::new(K::SimpleAssignment, op.range)
                    .implicit()
                    .with_children(vec![write, value]);
                self.store(id, assignment);
                self.goto(after, BranchSemantics::Regular);
                self.start(after);
                Self::reference(id, op.range)
            }
            _ => {
                // Operands before the last branching one are captured first (evaluation
                // order); plain variable references and constants need no capture.
                let last = op
                    .children
                    .iter()
                    .rposition(contains_branching)
                    .unwrap_or(0);
                let mut children = Vec::with_capacity(op.children.len());
                for (i, child) in op.children.iter().enumerate() {
                    let lowered = self.value(child);
                    if i >= last || is_stable(&lowered) {
                        children.push(lowered);
                    } else if lowered.kind == K::Argument && lowered.children.len() == 1 {
                        let mut argument = lowered.clone();
                        let inner = argument.children.remove(0);
                        argument.children.push(self.capture(inner));
                        children.push(argument);
                    } else {
                        children.push(self.capture(lowered));
                    }
                }
                let mut rebuilt = op.clone();
                rebuilt.children = children;
                rebuilt
            }
        }
    }

    /// `v switch { p when g => r, … }` as Roslyn's builder lowers it: the value captured,
    /// each arm tested in order (`IsPattern` against the capture, then its `when` guard; the
    /// arm's pattern variables live in its own `LocalLifetime`), the result stored in one
    /// flow capture; when no arm matches, an implicit `SwitchExpressionException` is thrown.
    fn switch_expression(&mut self, op: &Operation) -> Operation {
        let value = self.value(&op.children[0]);
        let governing = self.capture(value);
        let id = self.fresh_capture();
        let after = self.alloc();
        for arm in &op.children[1..] {
            let (pattern, guard, result) = match arm.children.as_slice() {
                [pattern, guard, result] => (pattern, Some(guard), result),
                [pattern, result] => (pattern, None, result),
                _ => continue,
            };
            let next = self.alloc();
            self.enter_locals(arm);
            let test = Operation::new(K::IsPattern, arm.range)
                .implicit()
                .with_children(vec![governing.clone(), pattern.clone()]);
            self.branch_on(test, false, next);
            if let Some(guard) = guard {
                self.condition(guard, false, next);
            }
            if result.kind == K::Throw && result.children.len() == 1 {
                // `_ => throw …`: the arm leaves the graph.
                let thrown = self.value(&result.children[0]);
                let c = self.cur();
                self.blocks[c].branch_value = Some(thrown);
                self.leave_graph(BranchSemantics::Throw);
            } else {
                let result = self.value(result);
                self.store(id, result);
                self.goto(after, BranchSemantics::Regular);
            }
            self.leave_locals(arm);
            self.start(next);
        }
        let failure = Operation::new(K::ObjectCreation, op.range)
            .implicit()
            .with_detail("System.Runtime.CompilerServices.SwitchExpressionException");
        let c = self.cur();
        self.blocks[c].branch_value = Some(failure);
        self.leave_graph(BranchSemantics::Throw);
        self.start(after);
        Self::reference(id, op.range)
    }

    fn fresh_capture(&mut self) -> u32 {
        let id = self.next_capture;
        self.next_capture += 1;
        id
    }

    /// `a?.M();` as a statement: the call in a block taken only when `a` is not null.
    pub(super) fn conditional_access_statement(
        &mut self,
        access: &Operation,
        statement: &Operation,
    ) {
        if access.children.len() != 2 {
            let value = self.value(statement);
            self.push(value);
            return;
        }
        let receiver = self.value(&access.children[0]);
        let receiver_ref = self.capture(receiver);
        let after = self.alloc();
        let is_null = Operation::new(K::IsNull, access.children[0].range)
            .implicit()
            .with_children(vec![receiver_ref.clone()]);
        self.branch_on(is_null, true, after);
        let call = replace_instance(&access.children[1], &receiver_ref);
        let value = self.value(&call);
        self.push(
            Operation::new(K::ExpressionStatement, statement.range)
                .implicit()
                .with_children(vec![value]),
        );
        self.goto(after, BranchSemantics::Regular);
        self.start(after);
    }
}

/// `?.` bodies name their receiver with `ConditionalAccessInstance`: the captured receiver
/// takes its place (not inside nested conditional accesses, which have their own).
fn replace_instance(op: &Operation, receiver: &Operation) -> Operation {
    if op.kind == K::ConditionalAccessInstance {
        let mut r = receiver.clone();
        r.range = op.range;
        return r;
    }
    let mut out = op.clone();
    out.children = op
        .children
        .iter()
        .enumerate()
        .map(|(i, c)| {
            if op.kind == K::ConditionalAccess && i == 1 {
                c.clone()
            } else {
                replace_instance(c, receiver)
            }
        })
        .collect();
    out
}

/// Lambdas inside a value appear as `FlowAnonymousFunction` (their bodies have graphs of
/// their own).
fn replace_functions(mut op: Operation) -> Operation {
    if op.kind == K::AnonymousFunction {
        op.kind = K::FlowAnonymousFunction;
        return op;
    }
    if op.children.iter().any(|c| {
        c.descendants()
            .iter()
            .any(|d| d.kind == K::AnonymousFunction)
    }) {
        op.children = op.children.into_iter().map(replace_functions).collect();
    }
    op
}

/// A value that needs no capture to keep evaluation order: a variable reference (or one that
/// is written), a constant, a capture.
fn is_stable(op: &Operation) -> bool {
    match op.kind {
        K::LocalReference
        | K::ParameterReference
        | K::InstanceReference
        | K::Literal
        | K::FlowCaptureReference => true,
        K::Argument => op.children.iter().all(is_stable),
        _ => {
            op.constant.is_some()
                || op
                    .access
                    .is_some_and(|a| a != crate::operation::Access::Read)
        }
    }
}

/// `a?.b == K` or `K != a?.b` with `K` a non-null constant: the conditional access and the
/// constant (implicit conversions looked through).
fn conditional_access_against_constant(op: &Operation) -> Option<(&Operation, &Operation)> {
    fn unwrap(op: &Operation) -> &Operation {
        match op.kind {
            K::Conversion if op.is_implicit && op.children.len() == 1 => unwrap(&op.children[0]),
            _ => op,
        }
    }
    let [left, right] = op.children.as_slice() else {
        return None;
    };
    let is_constant = |o: &Operation| {
        o.constant
            .as_deref()
            .and_then(Const::parse_display)
            .is_some_and(|c| c != Const::Null)
    };
    fn access(o: &Operation) -> Option<&Operation> {
        let inner = unwrap(o);
        (inner.kind == K::ConditionalAccess && inner.children.len() == 2).then_some(inner)
    }
    match (access(left), access(right)) {
        (Some(a), None) if is_constant(right) => Some((a, right)),
        (None, Some(a)) if is_constant(left) => Some((a, left)),
        _ => None,
    }
}
