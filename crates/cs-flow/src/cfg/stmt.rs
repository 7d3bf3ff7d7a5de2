//! Statements into blocks: sequences, `if`, loops, jumps, `try`, `using`, `lock`, `switch`,
//! labels and `goto`, in Roslyn's layout.

use super::build::{Builder, LoopTargets};
use super::{BranchSemantics, RegionKind};
use crate::operation::{Access, Operation, OperationKind as K};

impl Builder {
    pub(super) fn statement(&mut self, op: &Operation) {
        let start = self.point();
        self.statement_inner(op);
        let end = self.point_if_live();
        self.record_statement(op, start, end);
    }

    fn statement_inner(&mut self, op: &Operation) {
        match op.kind {
            K::Block => self.block(op),
            K::Conditional => {
                let condition = &op.children[0];
                let after = self.alloc();
                let otherwise = if op.children.len() > 2 {
                    self.alloc()
                } else {
                    after
                };
                self.condition(condition, false, otherwise);
                if let Some(then) = op.children.get(1) {
                    self.statement(then);
                }
                self.goto(after, BranchSemantics::Regular);
                if let Some(else_) = op.children.get(2) {
                    self.start(otherwise);
                    self.statement(else_);
                    self.goto(after, BranchSemantics::Regular);
                }
                self.start(after);
            }
            K::Loop => self.loop_statement(op),
            K::Branch => self.jump(op),
            K::Labeled => {
                if let Some(block) = op
                    .constant
                    .as_ref()
                    .and_then(|l| self.labels.get(l))
                    .copied()
                {
                    self.goto(block, BranchSemantics::Regular);
                    self.start(block);
                }
                if let Some(inner) = op.children.first() {
                    self.statement(inner);
                }
            }
            K::Return | K::YieldBreak => {
                if let Some(value) = op.children.first() {
                    let value = self.value(value);
                    let c = self.cur();
                    self.blocks[c].branch_value = Some(value);
                }
                let exit = self.exit;
                self.goto(exit, BranchSemantics::Return);
            }
            K::Throw => {
                let semantics = match op.children.first() {
                    Some(value) => {
                        let value = self.value(value);
                        let c = self.cur();
                        self.blocks[c].branch_value = Some(value);
                        BranchSemantics::Throw
                    }
                    None => BranchSemantics::Rethrow,
                };
                self.leave_graph(semantics);
            }
            K::Try => self.try_statement(op),
            K::Using => {
                self.enter_locals(op);
                let resource = self.resource(&op.children[0]);
                let body = op.children.get(1);
                self.protected(body.into_iter().cloned().collect(), |b| {
                    b.dispose(op, resource)
                });
                self.leave_locals(op);
            }
            K::Lock => self.lock_statement(op),
            K::Switch => self.switch_statement(op),
            // Local functions have graphs of their own.
            K::LocalFunction => {}
            K::ExpressionStatement
                if op
                    .children
                    .first()
                    .is_some_and(|c| c.kind == K::ConditionalAccess) =>
            {
                // `a?.M();`: the call runs only when `a` is not null; no result is kept.
                let access = &op.children[0];
                self.conditional_access_statement(access, op);
            }
            K::VariableDeclarationGroup => self.declarations(op),
            _ => {
                let value = self.value(op);
                self.push(value);
            }
        }
    }

    /// `int a = 1, b;` in a graph: an implicit assignment per initialized declarator (a
    /// declarator without initializer does nothing).
    fn declarations(&mut self, group: &Operation) {
        for declaration in &group.children {
            for declarator in &declaration.children {
                if declarator.symbol.is_none()
                    && !declarator.locals.is_empty()
                    && let Some(value) =
                        declarator.children.first().and_then(|i| i.children.first())
                {
                    let value = self.value(value);
                    let targets = declarator
                        .locals
                        .iter()
                        .map(|local| {
                            let mut target =
                                Operation::new(K::LocalReference, declarator.range).implicit();
                            target.symbol = Some(local.clone());
                            target.access = Some(Access::Write);
                            target.detail = Some("IsDeclaration".to_string());
                            target
                        })
                        .collect();
                    let tuple = Operation::new(K::Tuple, declarator.range)
                        .implicit()
                        .with_children(targets);
                    self.push(
                        Operation::new(K::DeconstructionAssignment, declarator.range)
                            .implicit()
                            .with_children(vec![tuple, value]),
                    );
                    continue;
                }
                let (Some(symbol), Some(init)) = (&declarator.symbol, declarator.children.first())
                else {
                    continue;
                };
                let Some(value) = init.children.first() else {
                    continue;
                };
                let value = self.value(value);
                let mut target = Operation::new(K::LocalReference, declarator.range).implicit();
                target.symbol = Some(symbol.clone());
                target.access = Some(Access::Write);
                target.detail = Some("IsDeclaration".to_string());
                self.push(
                    Operation::new(K::SimpleAssignment, declarator.range)
                        .implicit()
                        .with_children(vec![target, value]),
                );
            }
        }
    }

    /// A block: its locals live in a `LocalLifetime` region; a `using` declaration protects
    /// the rest of the block.
    fn block(&mut self, op: &Operation) {
        self.enter_locals(op);
        self.sequence(&op.children);
        self.leave_locals(op);
    }

    fn sequence(&mut self, statements: &[Operation]) {
        for (i, statement) in statements.iter().enumerate() {
            if statement.kind == K::UsingDeclaration {
                let declaration = statement.clone();
                let start = self.point();
                let resource = self.resource(&declaration);
                let end = self.point_if_live();
                self.record_statement(statement, start, end);
                let rest: Vec<Operation> = statements[i + 1..].to_vec();
                self.protected(rest, |b| b.dispose(&declaration, resource));
                return;
            }
            self.statement(statement);
        }
    }

    pub(super) fn enter_locals(&mut self, op: &Operation) {
        if !op.locals.is_empty() {
            self.enter(RegionKind::LocalLifetime, op.locals.clone(), None);
        }
    }

    pub(super) fn leave_locals(&mut self, op: &Operation) {
        if !op.locals.is_empty() {
            self.leave();
        }
    }

    /// Evaluates a `using` resource: a declaration (the declared locals hold it) or an
    /// expression (captured). Answers the operation naming the resource.
    fn resource(&mut self, resources: &Operation) -> Option<Operation> {
        match resources.kind {
            K::VariableDeclarationGroup | K::UsingDeclaration => {
                let declared = resources
                    .descendants()
                    .into_iter()
                    .find(|o| o.kind == K::VariableDeclarator)
                    .and_then(|d| d.symbol.clone());
                self.declarations(resources);
                declared.map(|symbol| {
                    let mut reference =
                        Operation::new(K::LocalReference, resources.range).implicit();
                    reference.symbol = Some(symbol);
                    reference.access = Some(Access::Read);
                    reference
                })
            }
            K::Empty => None,
            _ => {
                let value = self.value(resources);
                Some(self.capture(value))
            }
        }
    }

    /// `try { body } finally { finally }`, with `body` a statement list.
    fn protected(&mut self, body: Vec<Operation>, finally: impl FnOnce(&mut Builder)) {
        self.enter(RegionKind::TryAndFinally, Vec::new(), None);
        self.enter(RegionKind::Try, Vec::new(), None);
        self.sequence(&body);
        let after = self.alloc();
        self.goto(after, BranchSemantics::Regular);
        self.leave();
        self.enter(RegionKind::Finally, Vec::new(), None);
        finally(self);
        self.leave_graph(BranchSemantics::StructuredExceptionHandling);
        self.leave();
        self.leave();
        self.start(after);
    }

    /// The implicit `finally` of `using`: `if (r != null) r.Dispose();`.
    fn dispose(&mut self, using: &Operation, resource: Option<Operation>) {
        let Some(resource) = resource else {
            return;
        };
        let end = self.alloc();
        let is_null = Operation::new(K::IsNull, using.range)
            .implicit()
            .with_children(vec![resource.clone()]);
        self.branch_on(is_null, true, end);
        let mut dispose = Operation::new(K::Invocation, using.range)
            .implicit()
            .with_detail("System.IDisposable.Dispose");
        dispose.children.push(resource);
        self.push(dispose);
        self.goto(end, BranchSemantics::Regular);
        self.start(end);
    }

    fn loop_statement(&mut self, op: &Operation) {
        let after = self.alloc();
        match op.detail.as_deref() {
            Some("While") => {
                self.enter_locals(op);
                let top = self.alloc();
                self.goto(top, BranchSemantics::Regular);
                self.start(top);
                self.condition(&op.children[0], false, after);
                self.loops.push(LoopTargets {
                    break_to: after,
                    continue_to: Some(top),
                });
                self.statement(&op.children[1]);
                self.loops.pop();
                self.goto(top, BranchSemantics::Regular);
                self.leave_locals(op);
            }
            Some("DoWhile") => {
                self.enter_locals(op);
                let top = self.alloc();
                let test = self.alloc();
                self.goto(top, BranchSemantics::Regular);
                self.start(top);
                self.loops.push(LoopTargets {
                    break_to: after,
                    continue_to: Some(test),
                });
                self.statement(&op.children[0]);
                self.loops.pop();
                self.goto(test, BranchSemantics::Regular);
                self.start(test);
                self.condition(&op.children[1], true, top);
                self.goto(after, BranchSemantics::Regular);
                self.leave_locals(op);
            }
            Some("For") => {
                self.enter_locals(op);
                self.sequence(&op.children[0].children);
                let top = self.alloc();
                let bottom = self.alloc();
                self.goto(top, BranchSemantics::Regular);
                self.start(top);
                if op.children[1].kind != K::Empty {
                    self.condition(&op.children[1], false, after);
                }
                self.loops.push(LoopTargets {
                    break_to: after,
                    continue_to: Some(bottom),
                });
                self.statement(&op.children[2]);
                self.loops.pop();
                self.goto(bottom, BranchSemantics::Regular);
                self.start(bottom);
                self.sequence(&op.children[3].children);
                self.goto(top, BranchSemantics::Regular);
                self.leave_locals(op);
            }
            _ => self.foreach(op, after),
        }
        self.start(after);
    }

    /// `foreach`: the enumerator captured, `MoveNext` tested on top inside a `try` whose
    /// `finally` disposes it; the loop variable assigned `Current` in its own lifetime.
    fn foreach(&mut self, op: &Operation, after: usize) {
        let collection = self.value(&op.children[1]);
        let mut get = Operation::new(K::Invocation, op.children[1].range)
            .implicit()
            .with_detail("GetEnumerator");
        get.children.push(collection);
        let enumerator = self.capture(get);
        self.enter(RegionKind::TryAndFinally, Vec::new(), None);
        self.enter(RegionKind::Try, Vec::new(), None);
        let top = self.alloc();
        self.goto(top, BranchSemantics::Regular);
        self.start(top);
        let mut move_next = Operation::new(K::Invocation, op.children[1].range)
            .implicit()
            .with_detail("MoveNext");
        move_next.children.push(enumerator.clone());
        self.branch_on(move_next, false, after);
        self.enter_locals(op);
        let mut current = Operation::new(K::PropertyReference, op.children[1].range)
            .implicit()
            .with_detail("Current");
        current.children.push(enumerator.clone());
        let variable = &op.children[0];
        let target = match variable.children.as_slice() {
            [single] => single.clone(),
            many => Operation::new(K::Tuple, variable.range)
                .implicit()
                .with_children(many.to_vec()),
        };
        self.push(
            Operation::new(K::SimpleAssignment, variable.range)
                .implicit()
                .with_children(vec![target, current]),
        );
        self.loops.push(LoopTargets {
            break_to: after,
            continue_to: Some(top),
        });
        self.statement(&op.children[2]);
        self.loops.pop();
        self.goto(top, BranchSemantics::Regular);
        self.leave_locals(op);
        self.leave();
        self.enter(RegionKind::Finally, Vec::new(), None);
        self.dispose(op, Some(enumerator));
        self.leave_graph(BranchSemantics::StructuredExceptionHandling);
        self.leave();
        self.leave();
    }

    fn jump(&mut self, op: &Operation) {
        let target = match op.detail.as_deref() {
            Some("Break") => self.loops.last().map(|l| l.break_to),
            Some("Continue") => self.loops.iter().rev().find_map(|l| l.continue_to),
            Some("GoTo") => op
                .constant
                .as_ref()
                .and_then(|l| self.labels.get(l))
                .copied(),
            Some("GoToDefault") => self.section_for("default"),
            Some("GoToCase") => {
                let key = op
                    .children
                    .first()
                    .and_then(|c| c.constant.clone())
                    .unwrap_or_default();
                self.section_for(&key)
            }
            _ => None,
        };
        match target {
            Some(t) => self.goto(t, BranchSemantics::Regular),
            // A jump we cannot place (invalid code): control leaves the graph.
            None => self.leave_graph(BranchSemantics::Throw),
        }
    }

    fn section_for(&self, key: &str) -> Option<usize> {
        self.switch_sections
            .last()?
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, b)| *b)
    }

    fn try_statement(&mut self, op: &Operation) {
        let catches: Vec<&Operation> = op
            .children
            .iter()
            .filter(|c| c.kind == K::CatchClause)
            .collect();
        let finally = op
            .children
            .iter()
            .find(|c| c.detail.as_deref() == Some("Finally"));
        let after = self.alloc();
        if finally.is_some() {
            self.enter(RegionKind::TryAndFinally, Vec::new(), None);
            self.enter(RegionKind::Try, Vec::new(), None);
        }
        if !catches.is_empty() {
            self.enter(RegionKind::TryAndCatch, Vec::new(), None);
            self.enter(RegionKind::Try, Vec::new(), None);
        }
        self.statement(&op.children[0]);
        self.goto(after, BranchSemantics::Regular);
        if !catches.is_empty() {
            self.leave();
            for clause in catches {
                let filter = &clause.children[0];
                let handler = &clause.children[1];
                let has_filter = filter.kind != K::Empty;
                if has_filter {
                    self.enter(
                        RegionKind::FilterAndHandler,
                        clause.locals.clone(),
                        clause.detail.clone(),
                    );
                    self.enter(RegionKind::Filter, Vec::new(), None);
                    self.catch_variable(clause);
                    let handler_block = self.alloc();
                    let value = self.value(filter);
                    let c = self.cur();
                    let raw = &mut self.blocks[c];
                    raw.branch_value = Some(value);
                    raw.condition_kind = Some(super::ConditionKind::WhenTrue);
                    raw.conditional = Some((Some(handler_block), BranchSemantics::Regular));
                    self.leave_graph(BranchSemantics::StructuredExceptionHandling);
                    self.leave();
                    self.enter(RegionKind::Catch, Vec::new(), clause.detail.clone());
                    self.start(handler_block);
                } else {
                    self.enter(
                        RegionKind::Catch,
                        clause.locals.clone(),
                        clause.detail.clone(),
                    );
                    self.catch_variable(clause);
                }
                self.statement(handler);
                self.goto(after, BranchSemantics::Regular);
                self.leave();
                if has_filter {
                    self.leave();
                }
            }
            self.leave();
        }
        if let Some(finally) = finally {
            self.leave();
            self.enter(RegionKind::Finally, Vec::new(), None);
            self.statement(finally);
            self.leave_graph(BranchSemantics::StructuredExceptionHandling);
            self.leave();
            self.leave();
        }
        self.start(after);
    }

    /// `catch (E e)`: `e` is assigned the caught exception first.
    fn catch_variable(&mut self, clause: &Operation) {
        if let Some(symbol) = &clause.symbol {
            let mut target = Operation::new(K::LocalReference, clause.range).implicit();
            target.symbol = Some(symbol.clone());
            target.access = Some(Access::Write);
            let caught = Operation::new(K::CaughtException, clause.range).implicit();
            self.push(
                Operation::new(K::SimpleAssignment, clause.range)
                    .implicit()
                    .with_children(vec![target, caught]),
            );
        }
    }

    /// `switch`: the value captured, each section's case clauses tested in order (jump to the
    /// next section's tests when none matches), `default` taken when all fail.
    fn switch_statement(&mut self, op: &Operation) {
        let value = self.value(&op.children[0]);
        let governing = self.capture(value);
        let after = self.alloc();
        let sections: Vec<&Operation> = op.children[1..].iter().collect();
        let bodies: Vec<usize> = sections.iter().map(|_| self.alloc()).collect();
        let mut keys = Vec::new();
        let mut default_body = None;
        for (section, body) in sections.iter().zip(&bodies) {
            for clause in section.children.iter().filter(|c| c.kind == K::CaseClause) {
                if clause.detail.as_deref() == Some("Default") {
                    keys.push(("default".to_string(), *body));
                    default_body = Some(*body);
                } else if let Some(constant) = clause
                    .children
                    .first()
                    .and_then(|p| p.children.first())
                    .and_then(|v| v.constant.clone())
                {
                    keys.push((constant, *body));
                }
            }
        }
        let locals: Vec<_> = sections.iter().flat_map(|s| s.locals.clone()).collect();
        let scope = Operation {
            locals,
            ..Operation::new(K::Block, op.range)
        };
        self.enter_locals(&scope);
        self.switch_sections.push(keys);
        self.loops.push(LoopTargets {
            break_to: after,
            continue_to: None,
        });
        for (i, (section, body)) in sections.iter().zip(&bodies).enumerate() {
            let clauses: Vec<&Operation> = section
                .children
                .iter()
                .filter(|c| c.kind == K::CaseClause && c.detail.as_deref() != Some("Default"))
                .collect();
            let next_tests = self.alloc();
            for (j, clause) in clauses.iter().enumerate() {
                let last = j + 1 == clauses.len();
                let pattern = clause.children.first().cloned();
                let guard = clause.children.get(1);
                let test = Operation::new(K::IsPattern, clause.range)
                    .implicit()
                    .with_children(std::iter::once(governing.clone()).chain(pattern).collect());
                if last {
                    self.branch_on(test, false, next_tests);
                    if let Some(guard) = guard {
                        self.condition(guard, false, next_tests);
                    }
                    self.goto(*body, BranchSemantics::Regular);
                } else {
                    let next_clause = self.alloc();
                    self.branch_on(test, false, next_clause);
                    if let Some(guard) = guard {
                        self.condition(guard, false, next_clause);
                    }
                    self.goto(*body, BranchSemantics::Regular);
                    self.start(next_clause);
                }
            }
            if !clauses.is_empty() {
                self.start(*body);
            } else if Some(*body) != default_body {
                self.goto(*body, BranchSemantics::Regular);
                self.start(*body);
            } else {
                // A section with only `default`: reached when every test fails.
                self.goto(next_tests, BranchSemantics::Regular);
                self.start(*body);
            }
            let statements: Vec<Operation> = section
                .children
                .iter()
                .filter(|c| c.kind != K::CaseClause)
                .cloned()
                .collect();
            self.sequence(&statements);
            // C# has no fall-through: a reachable end (invalid code) leaves the switch.
            self.goto(after, BranchSemantics::Regular);
            self.start(next_tests);
            if i + 1 == sections.len() {
                self.goto(default_body.unwrap_or(after), BranchSemantics::Regular);
            }
        }
        if sections.is_empty() {
            self.goto(after, BranchSemantics::Regular);
        }
        self.loops.pop();
        self.switch_sections.pop();
        self.leave_locals(&scope);
        self.start(after);
    }
}
