//! RunCoordinator: one actor per active session, created on demand by the [`RunRegistry`], runs
//! that session's jobs one at a time in arrival order (an `AtomicResponse` handler: nothing else is
//! handled while a job runs). At most `max_waiting` jobs wait behind the running one; more are
//! refused as busy. Idle coordinators are dropped by the registry's sweep. Across replicas the
//! job itself takes the session's lease columns in the database.

use std::any::Any;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use actix::{
    Actor, Addr, AsyncContext, AtomicResponse, Context, Handler, Message, ResponseFuture,
    Supervised, Supervisor,
};
use futures_util::FutureExt;
use futures_util::future::BoxFuture;
use uuid::Uuid;

use crate::guard::{FromPanic, guarded};

/// A run's work; its output is handed back to the submitter unchanged.
pub type RunJob = BoxFuture<'static, Box<dyn Any + Send>>;

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("the session already has the maximum number of runs waiting")]
    Busy,
    #[error("the run coordinator failed")]
    Failed,
}

impl FromPanic for RunError {
    fn panicked() -> Self {
        RunError::Failed
    }
}

#[derive(Default)]
pub struct RunCoordinator;

impl Actor for RunCoordinator {
    type Context = Context<Self>;
}

impl Supervised for RunCoordinator {
    fn restarting(&mut self, _: &mut Context<Self>) {
        tracing::warn!("run coordinator restarting");
    }
}

#[derive(Message)]
#[rtype(result = "Result<Box<dyn Any + Send>, RunError>")]
struct Execute(RunJob);

impl Handler<Execute> for RunCoordinator {
    type Result = AtomicResponse<Self, Result<Box<dyn Any + Send>, RunError>>;

    fn handle(&mut self, msg: Execute, _: &mut Context<Self>) -> Self::Result {
        AtomicResponse::new(guarded(msg.0.map(Ok)))
    }
}

struct Slot {
    addr: Addr<RunCoordinator>,
    pending: Arc<AtomicUsize>,
    last_used: Instant,
}

pub struct RunRegistry {
    max_waiting: usize,
    idle: Duration,
    sessions: HashMap<Uuid, Slot>,
}

impl RunRegistry {
    pub fn new(max_waiting: usize, idle: Duration) -> Self {
        RunRegistry {
            max_waiting,
            idle,
            sessions: HashMap::new(),
        }
    }
}

impl Actor for RunRegistry {
    type Context = Context<Self>;

    fn started(&mut self, ctx: &mut Context<Self>) {
        let every = (self.idle / 5).max(Duration::from_secs(1));
        ctx.run_interval(every, |registry, _| {
            let idle = registry.idle;
            registry.sessions.retain(|_, s| {
                s.pending.load(Ordering::SeqCst) > 0 || s.last_used.elapsed() < idle
            });
        });
    }
}

impl Supervised for RunRegistry {
    fn restarting(&mut self, _: &mut Context<Self>) {
        self.sessions.clear();
        tracing::warn!("run registry restarting");
    }
}

/// Runs `job` after the session's earlier runs.
#[derive(Message)]
#[rtype(result = "Result<Box<dyn Any + Send>, RunError>")]
pub struct Submit {
    pub session_id: Uuid,
    pub job: RunJob,
}

impl Handler<Submit> for RunRegistry {
    type Result = ResponseFuture<Result<Box<dyn Any + Send>, RunError>>;

    fn handle(&mut self, msg: Submit, _: &mut Context<Self>) -> Self::Result {
        let slot = self.sessions.entry(msg.session_id).or_insert_with(|| Slot {
            addr: Supervisor::start(|_| RunCoordinator),
            pending: Arc::new(AtomicUsize::new(0)),
            last_used: Instant::now(),
        });
        if !slot.addr.connected() {
            slot.addr = Supervisor::start(|_| RunCoordinator);
        }
        if slot.pending.load(Ordering::SeqCst) > self.max_waiting {
            return Box::pin(async { Err(RunError::Busy) });
        }
        slot.pending.fetch_add(1, Ordering::SeqCst);
        slot.last_used = Instant::now();
        let addr = slot.addr.clone();
        let pending = slot.pending.clone();
        Box::pin(async move {
            let result = addr.send(Execute(msg.job)).await;
            pending.fetch_sub(1, Ordering::SeqCst);
            result.map_err(|_| RunError::Failed)?
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    fn job(log: Arc<Mutex<Vec<u32>>>, n: u32) -> RunJob {
        Box::pin(async move {
            log.lock().expect("lock").push(n);
            tokio::time::sleep(Duration::from_millis(20)).await;
            log.lock().expect("lock").push(n + 100);
            Box::new(n) as Box<dyn Any + Send>
        })
    }

    #[actix::test]
    async fn one_session_runs_in_order_and_refuses_beyond_the_queue() {
        let registry = RunRegistry::new(4, Duration::from_secs(300)).start();
        let log = Arc::new(Mutex::new(Vec::new()));
        let session = Uuid::now_v7();
        let sends: Vec<_> = (0..6)
            .map(|n| {
                registry.send(Submit {
                    session_id: session,
                    job: job(log.clone(), n),
                })
            })
            .collect();
        let results = futures_util::future::join_all(sends).await;
        let busy = results
            .iter()
            .filter(|r| matches!(r, Ok(Err(RunError::Busy))))
            .count();
        assert_eq!(busy, 1, "1 running + 4 waiting, the sixth refused");
        let log = log.lock().expect("lock").clone();
        for pair in log.chunks(2) {
            assert_eq!(pair[1], pair[0] + 100, "runs never interleave: {log:?}");
        }
        assert_eq!(
            log.iter()
                .filter(|n| **n < 100)
                .copied()
                .collect::<Vec<_>>(),
            vec![0, 1, 2, 3, 4]
        );
    }

    #[actix::test]
    async fn a_panicking_run_fails_alone_and_the_next_run_works() {
        let registry = RunRegistry::new(4, Duration::from_secs(300)).start();
        let session = Uuid::now_v7();
        let boom: RunJob = Box::pin(async { panic!("engine bug") });
        let failed = registry
            .send(Submit {
                session_id: session,
                job: boom,
            })
            .await
            .expect("sent");
        assert!(matches!(failed, Err(RunError::Failed)));
        let ok: RunJob = Box::pin(async { Box::new(7u8) as Box<dyn Any + Send> });
        let out = registry
            .send(Submit {
                session_id: session,
                job: ok,
            })
            .await
            .expect("sent")
            .expect("ran");
        assert_eq!(out.downcast_ref::<u8>(), Some(&7));
    }
}
