//! Work spread over the available cores, each thread with its own database handle, results
//! kept in input order; a write to the database cancels every thread.

use cs_db::Db;

use crate::{Analysis, Cancellable};

/// Below this many items the work runs on the calling thread: spawning costs more than it
/// saves.
const SEQUENTIAL_BELOW: usize = 4;

impl Analysis {
    /// `work` applied to every item, on up to eight threads.
    pub(crate) fn map_in_parallel<T: Sync, R: Send>(
        &self,
        items: &[T],
        work: impl Fn(&dyn Db, &T) -> R + Sync,
    ) -> Cancellable<Vec<R>> {
        if items.len() < SEQUENTIAL_BELOW {
            let db = &self.db;
            return cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| {
                items.iter().map(|item| work(db, item)).collect()
            }));
        }
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(8)
            .min(items.len());
        let work = &work;
        let per_thread: Vec<Cancellable<Vec<(usize, R)>>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|worker| {
                    let analysis = Analysis {
                        db: self.db.clone(),
                    };
                    scope.spawn(move || {
                        let db = &analysis.db;
                        cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| {
                            items
                                .iter()
                                .enumerate()
                                .skip(worker)
                                .step_by(threads)
                                .map(|(i, item)| (i, work(db, item)))
                                .collect::<Vec<_>>()
                        }))
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                .collect()
        });
        let mut indexed: Vec<(usize, R)> = Vec::with_capacity(items.len());
        for part in per_thread {
            indexed.extend(part?);
        }
        indexed.sort_by_key(|(i, _)| *i);
        Ok(indexed.into_iter().map(|(_, r)| r).collect())
    }
}
