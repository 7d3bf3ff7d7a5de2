//! The transfer function of the null-state analysis: one block's operations in evaluation
//! order (assignments, dereferences, calls), then what its branch value teaches each outgoing
//! edge (`x == null`, `x is not null`, `?.`'s null test, patterns).

use cs_bind::BoundSymbol;
use cs_flow::cfg::{BranchSemantics, ConditionKind, ControlFlowGraph};
use cs_flow::{Access, Operation, OperationKind as K};
use cs_hir::{Modifiers, Symbol};

use super::{MAYBE_NULL, NOT_NULL, State, Value, Walker};
use crate::rule::{CS8600, CS8602, CS8603, CS8604};

impl Walker<'_, '_> {
    /// Runs block `b` from `state`; the states on its outgoing edges.
    pub(super) fn transfer(
        &mut self,
        graph: &ControlFlowGraph,
        b: usize,
        mut state: State,
        returns_non_null: bool,
    ) -> Vec<(usize, State)> {
        let block = &graph.blocks[b];
        for op in &block.operations {
            self.eval(op, &mut state);
        }
        if block.operations.iter().any(|o| self.does_not_return(o)) {
            return Vec::new();
        }
        let mut out = Vec::new();
        let Some(value) = &block.branch_value else {
            if let Some(dest) = block
                .fall_through_successor
                .as_ref()
                .and_then(|s| s.destination)
            {
                out.push((dest, state));
            }
            return out;
        };
        let result = self.eval(value, &mut state);
        if block.conditional_successor.is_none() {
            let returns = block
                .fall_through_successor
                .as_ref()
                .is_some_and(|s| s.semantics == BranchSemantics::Return);
            if returns && returns_non_null && result.maybe_null && result.direct {
                self.report(&CS8603, strip(value).range);
            }
            if let Some(dest) = block
                .fall_through_successor
                .as_ref()
                .and_then(|s| s.destination)
            {
                out.push((dest, state));
            }
            return out;
        }
        let (mut when_true, mut when_false) = (state.clone(), state);
        if let Some((target, on_true, on_false)) = self.learn(value, &when_true) {
            for (edge, learned) in [(&mut when_true, on_true), (&mut when_false, on_false)] {
                let Some(n) = learned else { continue };
                match target {
                    Target::Var(var) => edge.maybe_null[var] = n,
                    Target::Capture(id) => {
                        if let Some(captured) = edge.captures.get_mut(&id) {
                            captured.maybe_null = n;
                            if let Some(var) = captured.var {
                                edge.maybe_null[var] = n;
                            }
                        }
                    }
                }
            }
        }
        let (jump, fall) = match block.condition_kind {
            ConditionKind::WhenTrue => (when_true, when_false),
            _ => (when_false, when_true),
        };
        if let Some(dest) = block
            .conditional_successor
            .as_ref()
            .and_then(|s| s.destination)
        {
            out.push((dest, jump));
        }
        if let Some(dest) = block
            .fall_through_successor
            .as_ref()
            .and_then(|s| s.destination)
        {
            out.push((dest, fall));
        }
        out
    }

    fn report(&mut self, rule: &'static crate::rule::Rule, range: cs_syntax::TextRange) {
        if let Some(reports) = &mut self.reports {
            reports.push((rule, range, None));
        }
    }

    /// CS8604 for the maybe-null arguments of a call to a source method or constructor.
    fn check_arguments(
        &mut self,
        call: &Operation,
        values: &[(usize, Value, cs_syntax::TextRange)],
    ) {
        if self.reports.is_none() || !values.iter().any(|(_, v, _)| v.maybe_null && v.direct) {
            return;
        }
        let Some(BoundSymbol::Symbol(Symbol::Member(member))) = &call.symbol else {
            return;
        };
        // Named arguments may be out of order: not judged.
        let Some(node) = self.cx.node_at(call.range) else {
            return;
        };
        let named = node.descendants().any(|n| {
            crate::syntax_util::kind(&n) == "argument"
                && n.children_with_tokens()
                    .any(|t| cs_syntax::kind_name(t.kind()) == ":")
        });
        let arity = call
            .children
            .iter()
            .filter(|c| c.kind == K::Argument)
            .count();
        if named {
            return;
        }
        let Some(display) = crate::nullable_types::argument_display(self.cx, *member, arity) else {
            return;
        };
        let Some(view) = cs_hir::member(self.cx.db, *member) else {
            return;
        };
        for (index, value, range) in values {
            if !value.maybe_null
                || !value.direct
                || !crate::nullable_types::non_nullable_parameter(self.cx, *member, *index)
            {
                continue;
            }
            let Some(param) = view.decl.params.get(*index) else {
                continue;
            };
            let message = CS8604.format(&[&param.name, &display]);
            if let Some(reports) = &mut self.reports {
                reports.push((&CS8604, *range, Some(message)));
            }
        }
    }

    fn var_of(&self, op: &Operation) -> Option<usize> {
        match op.kind {
            K::LocalReference | K::ParameterReference => {
                self.index.get(op.symbol.as_ref()?).copied()
            }
            K::FieldReference | K::PropertyReference => self
                .index
                .get(crate::null_state_vars::member_read(op)?)
                .copied(),
            _ => None,
        }
    }

    /// `[MemberNotNull]`/`[MemberNotNullWhen]` on a member used: every followed member is
    /// not-null after it (which members it names is not read).
    fn member_not_null(&self, op: &Operation, state: &mut State) {
        let Some(BoundSymbol::Symbol(Symbol::Member(member))) = &op.symbol else {
            return;
        };
        let Some(view) = cs_hir::member(self.cx.db, *member) else {
            return;
        };
        if view
            .decl
            .attributes
            .iter()
            .any(|a| a.name.to_string().contains("MemberNotNull"))
        {
            for (i, t) in self.tracked.iter().enumerate() {
                if t.is_member {
                    state.maybe_null[i] = false;
                }
            }
        }
    }

    /// Evaluates an operation: its effects on `state` and its value's null state.
    fn eval(&mut self, op: &Operation, state: &mut State) -> Value {
        match op.kind {
            K::Literal => Value {
                maybe_null: op.constant.as_deref() == Some("null"),
                var: None,
                direct: false,
            },
            K::DefaultValue => Value {
                maybe_null: true,
                var: None,
                direct: false,
            },
            K::LocalReference | K::ParameterReference => match self.var_of(op) {
                // Written other than by `x = v` (deconstruction, `out`): not-null after.
                Some(var) if matches!(op.access, Some(Access::Write | Access::Out)) => {
                    state.maybe_null[var] = false;
                    NOT_NULL
                }
                Some(var) => Value {
                    maybe_null: state.maybe_null[var] && !self.suppressed.contains(&op.range),
                    var: Some(var),
                    direct: true,
                },
                None => NOT_NULL,
            },
            K::FlowCaptureReference => op
                .capture
                .and_then(|id| state.captures.get(&id).copied())
                .map(|v| Value { direct: false, ..v })
                .unwrap_or(NOT_NULL),
            K::FlowCapture => {
                let value = match op.children.first() {
                    Some(child) => self.eval(child, state),
                    None => NOT_NULL,
                };
                if let Some(id) = op.capture {
                    state.captures.insert(id, value);
                }
                NOT_NULL
            }
            K::Conversion => {
                let value = match op.children.first() {
                    Some(child) => self.eval(child, state),
                    None => NOT_NULL,
                };
                match op.detail.as_deref() {
                    // `o as T` from `object` to another type: null when the conversion fails
                    // (an identity or upcast keeps the operand's state: not judged).
                    Some("TryCast") if self.downcast_from_object(op) => MAYBE_NULL,
                    Some("TryCast") => NOT_NULL,
                    Some("Implicit") => value,
                    _ if op.is_implicit => value,
                    _ => NOT_NULL,
                }
            }
            K::SimpleAssignment if op.children.len() == 2 => {
                let (target, source) = (&op.children[0], &op.children[1]);
                if let Some(var) = self.var_of(target) {
                    let value = self.eval(source, state);
                    if self.tracked[var].non_nullable
                        && value.maybe_null
                        && value.direct
                        && !self.suppressed.contains(&strip(source).range)
                    {
                        self.report(&CS8600, strip(source).range);
                    }
                    state.maybe_null[var] = value.maybe_null;
                    value
                } else {
                    for child in &target.children {
                        self.eval(child, state);
                    }
                    self.dereference(target, state);
                    self.eval(source, state)
                }
            }
            K::FieldReference | K::PropertyReference if self.var_of(op).is_some() => {
                let var = self.var_of(op).unwrap_or_default();
                if matches!(op.access, Some(Access::Write | Access::Out)) {
                    state.maybe_null[var] = false;
                    return NOT_NULL;
                }
                Value {
                    maybe_null: state.maybe_null[var] && !self.suppressed.contains(&op.range),
                    var: Some(var),
                    direct: true,
                }
            }
            K::Argument => match op.children.first() {
                Some(child) => self.eval(child, state),
                None => NOT_NULL,
            },
            _ => {
                let mut arguments = Vec::new();
                for child in &op.children {
                    let value = self.eval(child, state);
                    if child.kind == K::Argument
                        && let Some(inner) = child.children.first()
                    {
                        let index = arguments.len();
                        let range = strip(inner).range;
                        let value = Value {
                            maybe_null: value.maybe_null && !self.suppressed.contains(&range),
                            ..value
                        };
                        arguments.push((index, value, range));
                    }
                }
                self.dereference(op, state);
                if matches!(op.kind, K::Invocation | K::PropertyReference) {
                    self.member_not_null(op, state);
                }
                if matches!(op.kind, K::Invocation | K::ObjectCreation) {
                    self.check_arguments(op, &arguments);
                    // A call may check what it receives ([NotNull], ThrowIfNull, Assert).
                    for argument in op.children.iter().filter(|c| c.kind == K::Argument) {
                        for o in argument.descendants() {
                            if let Some(var) = self.var_of(o) {
                                state.maybe_null[var] = false;
                            }
                        }
                    }
                }
                // Other writes (patterns' designations, compound assignments): not-null.
                if let Some(symbol) = &op.symbol
                    && op.kind == K::DeclarationPattern
                    && let Some(var) = self.index.get(symbol)
                {
                    state.maybe_null[*var] = false;
                }
                if matches!(
                    op.kind,
                    K::CompoundAssignment | K::Increment | K::Decrement | K::CoalesceAssignment
                ) && let Some(var) = op.children.first().and_then(|t| self.var_of(t))
                {
                    state.maybe_null[var] = false;
                }
                // A source method declared to return `T?`.
                if op.kind == K::Invocation
                    && let Some(BoundSymbol::Symbol(Symbol::Member(member))) = &op.symbol
                    && crate::nullable_types::nullable_return(self.cx, *member)
                {
                    return MAYBE_NULL;
                }
                NOT_NULL
            }
        }
    }

    /// `o as T` where `o` is a followed variable of type `object` and `T` is not `object`.
    fn downcast_from_object(&self, op: &Operation) -> bool {
        let Some(var) = op.children.first().and_then(|o| self.var_of(strip(o))) else {
            return false;
        };
        if !self.tracked[var].is_object {
            return false;
        }
        let Some(node) = self.cx.node_at(op.range) else {
            return false;
        };
        let target = node
            .children_with_tokens()
            .filter(|c| !cs_syntax::is_trivia(c.kind()))
            .last()
            .map(|c| c.to_string());
        crate::syntax_util::kind(&node) == "as_expression"
            && target.is_some_and(|t| {
                !matches!(
                    t.trim().trim_end_matches('?'),
                    "object" | "Object" | "System.Object"
                )
            })
    }

    /// `x.M`, `x.M()`, `x[i]` with `x` a followed variable: CS8602 when it may be null; `x` is
    /// not-null afterwards.
    fn dereference(&mut self, op: &Operation, state: &mut State) {
        let instance = match op.kind {
            K::PropertyReference
            | K::FieldReference
            | K::EventReference
            | K::Invocation
            | K::ArrayElementReference => op.children.first(),
            _ => None,
        };
        let Some(receiver) = instance.filter(|c| c.kind != K::Argument) else {
            return;
        };
        let receiver = strip(receiver);
        let Some(var) = self.var_of(receiver) else {
            return;
        };
        let certain = op.kind == K::ArrayElementReference || self.instance_member(op);
        if certain && state.maybe_null[var] && !self.suppressed.contains(&receiver.range) {
            self.report(&CS8602, receiver.range);
        }
        state.maybe_null[var] = false;
    }

    /// The operation names an instance member (not static, not an extension method).
    fn instance_member(&self, op: &Operation) -> bool {
        let Some(BoundSymbol::Symbol(Symbol::Member(member))) = &op.symbol else {
            return false;
        };
        cs_hir::member(self.cx.db, *member)
            .is_some_and(|view| !view.decl.modifiers.contains(Modifiers::STATIC))
    }

    /// A throw expression, or a call to a method that may not return (`Throw…`, `Fail…`,
    /// `[DoesNotReturn]`, unbound).
    fn does_not_return(&self, op: &Operation) -> bool {
        op.descendants().iter().any(|o| {
            if o.kind == K::Throw {
                return true;
            }
            if o.kind != K::Invocation {
                return false;
            }
            let Some(BoundSymbol::Symbol(Symbol::Member(member))) = &o.symbol else {
                // An unbound call could be anything.
                return true;
            };
            let Some(view) = cs_hir::member(self.cx.db, *member) else {
                return true;
            };
            let name: &str = &view.decl.name;
            // `[DoesNotReturn]` is not always visible on metadata members: names that say so.
            ["Throw", "Fail", "Exit", "Abort", "Terminate", "Unreachable"]
                .iter()
                .any(|w| name.contains(w))
                || view
                    .decl
                    .attributes
                    .iter()
                    .any(|a| a.name.to_string().contains("DoesNotReturn"))
        })
    }

    /// What a branch value teaches: the variable, its state when the value is true and when it
    /// is false (`Some(true)`: maybe-null).
    fn learn(
        &self,
        value: &Operation,
        state: &State,
    ) -> Option<(Target, Option<bool>, Option<bool>)> {
        let var_through = |op: &Operation| -> Option<Target> {
            let mut op = strip(op);
            // `(x = v) != null` tests `x`.
            if op.kind == K::SimpleAssignment
                && let Some(target) = op.children.first()
            {
                op = strip(target);
            }
            match op.kind {
                K::FlowCaptureReference => {
                    let id = op.capture?;
                    state
                        .captures
                        .contains_key(&id)
                        .then_some(Target::Capture(id))
                }
                _ => self.var_of(op).map(Target::Var),
            }
        };
        // `null`, or `default` (null for the reference types followed).
        let is_null = |op: &Operation| {
            let op = strip(op);
            op.kind == K::Literal && op.constant.as_deref() == Some("null")
                || op.kind == K::DefaultValue
        };
        match value.kind {
            K::Binary if value.children.len() == 2 => {
                let (a, b) = (&value.children[0], &value.children[1]);
                let var = if is_null(b) {
                    var_through(a)?
                } else if is_null(a) {
                    var_through(b)?
                } else {
                    // `x == y`: Roslyn may learn `x` is not null from a non-null `y`; say
                    // not-null on the equal branch (never more warnings than it).
                    let var = var_through(a).or_else(|| var_through(b))?;
                    return match value.detail.as_deref() {
                        Some("Equals") => Some((var, Some(false), None)),
                        Some("NotEquals") => Some((var, None, Some(false))),
                        _ => None,
                    };
                };
                match value.detail.as_deref() {
                    Some("Equals") => Some((var, Some(true), Some(false))),
                    Some("NotEquals") => Some((var, Some(false), Some(true))),
                    _ => None,
                }
            }
            K::IsNull => Some((var_through(value.children.first()?)?, None, Some(false))),
            // `x is string`: true only for a non-null `x`.
            K::IsType => Some((var_through(value.children.first()?)?, Some(false), None)),
            K::IsPattern if value.children.len() == 2 => {
                let var = var_through(&value.children[0])?;
                let facts = self.pattern_facts(&value.children[1])?;
                let on = |not_null: bool, null: bool| {
                    if not_null {
                        Some(false)
                    } else if null {
                        Some(true)
                    } else {
                        None
                    }
                };
                Some((var, on(facts.0, facts.1), on(facts.2, facts.3)))
            }
            _ => None,
        }
    }

    /// What a pattern's outcome says: (true ⇒ not-null, true ⇒ null, false ⇒ not-null,
    /// false ⇒ null).
    fn pattern_facts(&self, pattern: &Operation) -> Option<(bool, bool, bool, bool)> {
        Some(match pattern.kind {
            K::ConstantPattern => {
                let value = strip(pattern.children.first()?);
                if value.kind == K::Literal && value.constant.as_deref() == Some("null") {
                    (false, true, true, false)
                } else if value.constant.is_some() {
                    (true, false, false, false)
                } else {
                    return None;
                }
            }
            K::DeclarationPattern => {
                let node = self.cx.node_at(pattern.range)?;
                let is_var = crate::syntax_util::kind(&node) == "var_pattern"
                    || node
                        .children_with_tokens()
                        .any(|c| cs_syntax::kind_name(c.kind()) == "implicit_type");
                if is_var {
                    (false, false, false, false)
                } else {
                    (true, false, false, false)
                }
            }
            K::TypePattern | K::RecursivePattern | K::RelationalPattern | K::ListPattern => {
                (true, false, false, false)
            }
            K::DiscardPattern => (false, false, false, false),
            K::NegatedPattern => {
                let (tn, tz, fnn, fz) = self.pattern_facts(pattern.children.first()?)?;
                (fnn, fz, tn, tz)
            }
            K::BinaryPattern if pattern.children.len() == 2 => {
                let p = self.pattern_facts(&pattern.children[0])?;
                let q = self.pattern_facts(&pattern.children[1])?;
                match pattern.detail.as_deref().map(str::trim) {
                    Some("and") => (p.0 || q.0, p.1 || q.1, p.2 && q.2, p.3 && q.3),
                    Some("or") => (p.0 && q.0, p.1 && q.1, p.2 || q.2, p.3 || q.3),
                    _ => return None,
                }
            }
            _ => return None,
        })
    }
}

/// What a test is about: a followed variable, or a flow capture (and its variable, if any).
#[derive(Debug, Clone, Copy)]
pub(super) enum Target {
    Var(usize),
    Capture(u32),
}

/// An operation without the implicit conversions around it.
pub(super) fn strip(op: &Operation) -> &Operation {
    let mut op = op;
    while op.kind == K::Conversion && op.is_implicit && op.children.len() == 1 {
        op = &op.children[0];
    }
    op
}
