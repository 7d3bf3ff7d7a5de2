//! Warming per-project queries on every core (each thread with its own database handle):
//! the first dependency graph binds every document of the workspace.

use cs_db::{Db, Project, RootDatabase};

/// Runs `work` for every project, spread over up to eight threads.
pub fn for_each_project(
    db: &RootDatabase,
    projects: &[Project],
    work: impl Fn(&dyn Db, Project) + Sync,
) {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(8)
        .min(projects.len().max(1));
    if threads <= 1 {
        for &p in projects {
            work(db, p);
        }
        return;
    }
    let work = &work;
    std::thread::scope(|scope| {
        for worker in 0..threads {
            let db = db.clone();
            scope.spawn(move || {
                // A write cancels the warm-up; the caller's own query reports it.
                let _ = cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| {
                    for &p in projects.iter().skip(worker).step_by(threads) {
                        work(&db, p);
                    }
                }));
            });
        }
    });
}
