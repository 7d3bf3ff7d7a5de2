//! `lock` in a graph, as Roslyn's builder lowers it: the locked value captured, then
//! `try { Monitor.Enter(value, ref lockTaken); body } finally { if (lockTaken)
//! Monitor.Exit(value); }` in the lifetime of the synthesized `lockTaken` local. Graphs are
//! built without types, so a C# 13 `System.Threading.Lock` value (which the compiler turns into
//! `using (value.EnterScope())`) is shown the same way.

use super::build::Builder;
use super::{BranchSemantics, RegionKind};
use crate::operation::{Operation, OperationKind as K};

impl Builder {
    pub(super) fn lock_statement(&mut self, op: &Operation) {
        let locked = &op.children[0];
        let body = op.children.get(1);
        // The synthesized `lockTaken` has no symbol: its region lists no local.
        self.enter(RegionKind::LocalLifetime, Vec::new(), None);
        let value = self.value(locked);
        let capture = self.capture(value);
        let lock_taken = || {
            Operation::new(K::LocalReference, locked.range)
                .implicit()
                .with_detail("lockTaken")
        };
        self.enter(RegionKind::TryAndFinally, Vec::new(), None);
        self.enter(RegionKind::Try, Vec::new(), None);
        let enter = Operation::new(K::Invocation, locked.range)
            .implicit()
            .with_detail("System.Threading.Monitor.Enter")
            .with_children(vec![capture.clone(), lock_taken()]);
        self.push(enter);
        if let Some(body) = body {
            self.statement(body);
        }
        let after = self.alloc();
        self.goto(after, BranchSemantics::Regular);
        self.leave();
        self.enter(RegionKind::Finally, Vec::new(), None);
        let done = self.alloc();
        self.branch_on(lock_taken(), false, done);
        let exit = Operation::new(K::Invocation, locked.range)
            .implicit()
            .with_detail("System.Threading.Monitor.Exit")
            .with_children(vec![capture]);
        self.push(exit);
        self.goto(done, BranchSemantics::Regular);
        self.start(done);
        self.leave_graph(BranchSemantics::StructuredExceptionHandling);
        self.leave();
        self.leave();
        self.leave();
        self.start(after);
    }
}
