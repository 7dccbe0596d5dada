//! IndexingScheduler: queues confirmed files for indexing and runs at most `concurrency` worker
//! calls at once. The work itself (claim with a conditional UPDATE, call the worker with retries,
//! record the result) is an [`Indexer`] supplied by the service, so this actor holds only the
//! scheduling: a queue without duplicates, the running set, and periodic rescans that pick up
//! PENDING files and INDEXING files whose claim expired (interrupted work, a worker that was down).

use std::collections::{HashSet, VecDeque};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::time::Duration;

use actix::{Actor, ActorContext, AsyncContext, Context, Handler, Message, Supervised};
use futures_util::FutureExt;
use futures_util::future::BoxFuture;
use uuid::Uuid;

/// How one indexing attempt ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IndexOutcome {
    /// READY or permanently FAILED: nothing more to do.
    Finished,
    /// Another process holds the claim, or the file is gone.
    NotClaimed,
    /// Transient failures exhausted their retries; the file is back to PENDING for a later rescan.
    Deferred,
}

/// The service side of indexing.
pub trait Indexer: Send + Sync + 'static {
    /// Files waiting: PENDING, or INDEXING with an expired claim (at most `limit`).
    fn waiting(&self, limit: u64) -> BoxFuture<'static, Vec<Uuid>>;
    /// Claims and indexes one file.
    fn index(&self, file_id: Uuid) -> BoxFuture<'static, IndexOutcome>;
}

pub struct IndexingScheduler {
    indexer: Arc<dyn Indexer>,
    concurrency: usize,
    rescan_every: Duration,
    queue: VecDeque<Uuid>,
    queued: HashSet<Uuid>,
    running: HashSet<Uuid>,
}

impl IndexingScheduler {
    pub fn new(indexer: Arc<dyn Indexer>, concurrency: usize, rescan_every: Duration) -> Self {
        IndexingScheduler {
            indexer,
            concurrency: concurrency.max(1),
            rescan_every,
            queue: VecDeque::new(),
            queued: HashSet::new(),
            running: HashSet::new(),
        }
    }

    fn push(&mut self, id: Uuid) {
        if !self.running.contains(&id) && self.queued.insert(id) {
            self.queue.push_back(id);
        }
    }

    fn pump(&mut self, ctx: &mut Context<Self>) {
        while self.running.len() < self.concurrency {
            let Some(id) = self.queue.pop_front() else {
                break;
            };
            self.queued.remove(&id);
            self.running.insert(id);
            let job = self.indexer.index(id);
            let me = ctx.address();
            actix::spawn(async move {
                // A job that panics still gives its slot back; the file waits for a rescan.
                let outcome = AssertUnwindSafe(job)
                    .catch_unwind()
                    .await
                    .unwrap_or_else(|_| {
                        tracing::error!(file_id = %id, "an indexing job panicked");
                        IndexOutcome::Deferred
                    });
                me.do_send(Finished { id, outcome });
            });
        }
    }

    /// Runs a handler's body. If it panics (it calls the indexer's code), the scheduler's state
    /// may be half-changed: the actor stops, and its supervisor restarts it with the queue
    /// forgotten (`restarting`) and rebuilt from the database (`started` rescans).
    fn or_restart(
        &mut self,
        ctx: &mut Context<Self>,
        body: impl FnOnce(&mut Self, &mut Context<Self>),
    ) {
        if catch_unwind(AssertUnwindSafe(|| body(self, ctx))).is_err() {
            tracing::error!("indexing scheduler handler panicked; stopping it for a restart");
            ctx.stop();
        }
    }

    fn rescan(&self, ctx: &mut Context<Self>) {
        // A panic here changes no state: this rescan is skipped, the next one tries again.
        let Ok(waiting) = catch_unwind(AssertUnwindSafe(|| self.indexer.waiting(1000))) else {
            tracing::error!("listing the files waiting for indexing panicked");
            return;
        };
        let me = ctx.address();
        actix::spawn(async move {
            let ids = waiting.await;
            if !ids.is_empty() {
                me.do_send(Enqueue { ids });
            }
        });
    }
}

impl Actor for IndexingScheduler {
    type Context = Context<Self>;

    fn started(&mut self, ctx: &mut Context<Self>) {
        // Re-queue what an earlier run left behind, then keep looking periodically.
        self.rescan(ctx);
        ctx.run_interval(self.rescan_every, |scheduler, ctx| scheduler.rescan(ctx));
    }
}

impl Supervised for IndexingScheduler {
    fn restarting(&mut self, _ctx: &mut Context<Self>) {
        crate::metrics::restarted("indexing_scheduler");
        // In-flight jobs keep their claims; the rescan after restart finds the rest.
        self.queue.clear();
        self.queued.clear();
        self.running.clear();
        tracing::warn!("indexing scheduler restarting");
    }
}

/// Files to index (a confirmed upload, or a rescan's findings).
#[derive(Message, Debug, Clone)]
#[rtype(result = "()")]
pub struct Enqueue {
    pub ids: Vec<Uuid>,
}

#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "()")]
struct Finished {
    id: Uuid,
    outcome: IndexOutcome,
}

impl Handler<Enqueue> for IndexingScheduler {
    type Result = ();

    fn handle(&mut self, msg: Enqueue, ctx: &mut Context<Self>) {
        self.or_restart(ctx, |scheduler, ctx| {
            for id in msg.ids {
                scheduler.push(id);
            }
            scheduler.pump(ctx);
        });
    }
}

impl Handler<Finished> for IndexingScheduler {
    type Result = ();

    fn handle(&mut self, msg: Finished, ctx: &mut Context<Self>) {
        self.running.remove(&msg.id);
        if msg.outcome == IndexOutcome::Deferred {
            tracing::info!(file_id = %msg.id, "indexing deferred to a later rescan");
        }
        self.or_restart(ctx, |scheduler, ctx| scheduler.pump(ctx));
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    #[derive(Default)]
    struct Probe {
        active: AtomicUsize,
        peak: AtomicUsize,
        done: Mutex<Vec<Uuid>>,
    }

    impl Indexer for Arc<Probe> {
        fn waiting(&self, _limit: u64) -> BoxFuture<'static, Vec<Uuid>> {
            Box::pin(async { Vec::new() })
        }

        fn index(&self, id: Uuid) -> BoxFuture<'static, IndexOutcome> {
            let probe = self.clone();
            Box::pin(async move {
                let now = probe.active.fetch_add(1, Ordering::SeqCst) + 1;
                probe.peak.fetch_max(now, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(20)).await;
                probe.active.fetch_sub(1, Ordering::SeqCst);
                probe.done.lock().expect("lock").push(id);
                IndexOutcome::Finished
            })
        }
    }

    #[actix::test]
    async fn runs_each_file_once_with_bounded_concurrency() {
        let probe = Arc::new(Probe::default());
        let indexer: Arc<dyn Indexer> = Arc::new(probe.clone());
        let addr = IndexingScheduler::new(indexer, 2, Duration::from_secs(60)).start();
        let ids: Vec<Uuid> = (0..6).map(|_| Uuid::now_v7()).collect();
        addr.send(Enqueue { ids: ids.clone() }).await.expect("sent");
        addr.send(Enqueue {
            ids: ids[..3].to_vec(),
        })
        .await
        .expect("duplicates");
        for _ in 0..100 {
            if probe.done.lock().expect("lock").len() >= 6 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let done = probe.done.lock().expect("lock").clone();
        assert_eq!(done.len(), 6, "{done:?}");
        assert!(probe.peak.load(Ordering::SeqCst) <= 2);
    }
}
