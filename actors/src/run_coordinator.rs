//! RunCoordinator: one actor per active session, created on demand by the [`RunRegistry`], gives
//! that session's runs their turns one at a time in arrival order. A turn is a [`SessionTurn`]
//! value: the run executes on the caller's own thread while it holds the turn, and dropping it
//! (also while a panic unwinds) lets the next run in. The coordinator's handler is an
//! `AtomicResponse` that waits for that drop, so nothing else is handled in between. At most
//! `max_waiting` runs wait behind the running one; more are refused as busy. Idle coordinators
//! are dropped by the registry's sweep. Across replicas the run itself takes the session's lease
//! columns in the database.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use actix::{
    Actor, Addr, AsyncContext, AtomicResponse, Context, Handler, Message, ResponseFuture,
    Supervised, Supervisor,
};
use tokio::sync::oneshot;
use uuid::Uuid;

use crate::guard::{FromPanic, guarded};

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

/// The right to execute the session's next run; dropping it ends the turn.
#[derive(Debug)]
pub struct SessionTurn {
    done: Option<oneshot::Sender<()>>,
    pending: Arc<AtomicUsize>,
}

impl Drop for SessionTurn {
    fn drop(&mut self) {
        self.pending.fetch_sub(1, Ordering::SeqCst);
        if let Some(done) = self.done.take() {
            // The coordinator may be gone (restarted); nothing waits for this turn then.
            let _ = done.send(());
        }
    }
}

#[derive(Default)]
pub struct RunCoordinator;

impl Actor for RunCoordinator {
    type Context = Context<Self>;
}

impl Supervised for RunCoordinator {
    fn restarting(&mut self, _: &mut Context<Self>) {
        crate::metrics::restarted("run_coordinator");
        tracing::warn!("run coordinator restarting");
    }
}

/// Hands `turn` to `grant` and waits until it is dropped. A Grant dropped unhandled (the
/// coordinator stopped) drops its turn, which gives the pending count back.
#[derive(Message)]
#[rtype(result = "Result<(), RunError>")]
struct Grant {
    grant: oneshot::Sender<SessionTurn>,
    turn: SessionTurn,
}

impl Handler<Grant> for RunCoordinator {
    type Result = AtomicResponse<Self, Result<(), RunError>>;

    fn handle(&mut self, msg: Grant, _: &mut Context<Self>) -> Self::Result {
        let (done, ended) = oneshot::channel();
        let mut turn = msg.turn;
        turn.done = Some(done);
        AtomicResponse::new(guarded(async move {
            // A caller that went away (client disconnected) drops the turn at once.
            if msg.grant.send(turn).is_ok() {
                let _ = ended.await;
            }
            Ok(())
        }))
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
        crate::metrics::restarted("run_registry");
        self.sessions.clear();
        tracing::warn!("run registry restarting");
    }
}

/// Waits for the session's turn, after its earlier runs.
#[derive(Message)]
#[rtype(result = "Result<SessionTurn, RunError>")]
pub struct Acquire {
    pub session_id: Uuid,
}

impl Handler<Acquire> for RunRegistry {
    type Result = ResponseFuture<Result<SessionTurn, RunError>>;

    fn handle(&mut self, msg: Acquire, _: &mut Context<Self>) -> Self::Result {
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
        let turn = SessionTurn {
            done: None,
            pending: slot.pending.clone(),
        };
        let (grant, granted) = oneshot::channel();
        // On a full or closed mailbox the Grant, and with it the turn, is dropped here.
        let sent = slot.addr.try_send(Grant { grant, turn });
        Box::pin(async move {
            sent.map_err(|_| RunError::Failed)?;
            granted.await.map_err(|_| RunError::Failed)
        })
    }
}

/// How many sessions have a coordinator at the moment (idle ones are dropped by the sweep).
#[derive(Message)]
#[rtype(result = "usize")]
pub struct ActiveSessions;

impl Handler<ActiveSessions> for RunRegistry {
    type Result = usize;

    fn handle(&mut self, _: ActiveSessions, _: &mut Context<Self>) -> usize {
        self.sessions.len()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    async fn run(
        registry: Addr<RunRegistry>,
        session: Uuid,
        log: Arc<Mutex<Vec<u32>>>,
        n: u32,
    ) -> bool {
        let Ok(Ok(turn)) = registry
            .send(Acquire {
                session_id: session,
            })
            .await
        else {
            return false;
        };
        log.lock().expect("lock").push(n);
        tokio::time::sleep(Duration::from_millis(20)).await;
        log.lock().expect("lock").push(n + 100);
        drop(turn);
        true
    }

    #[actix::test]
    async fn one_session_runs_in_order_and_refuses_beyond_the_queue() {
        let registry = RunRegistry::new(4, Duration::from_secs(300)).start();
        let log = Arc::new(Mutex::new(Vec::new()));
        let session = Uuid::now_v7();
        let runs: Vec<_> = (0..6)
            .map(|n| run(registry.clone(), session, log.clone(), n))
            .collect();
        let results = futures_util::future::join_all(runs).await;
        assert_eq!(
            results.iter().filter(|ok| !**ok).count(),
            1,
            "1 running + 4 waiting, the sixth refused"
        );
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
        // Once they are done the session takes runs again.
        assert!(
            run(
                registry.clone(),
                session,
                Arc::new(Mutex::new(Vec::new())),
                9
            )
            .await
        );
    }

    #[actix::test]
    async fn a_run_that_panics_while_holding_its_turn_lets_the_next_run_in() {
        let registry = RunRegistry::new(4, Duration::from_secs(300)).start();
        let session = Uuid::now_v7();
        let holder = registry.clone();
        let crashed = actix::spawn(async move {
            let _turn = holder
                .send(Acquire {
                    session_id: session,
                })
                .await
                .expect("sent")
                .expect("turn");
            panic!("engine bug");
        })
        .await;
        assert!(crashed.is_err(), "the task panicked");
        let next = tokio::time::timeout(
            Duration::from_secs(2),
            registry.send(Acquire {
                session_id: session,
            }),
        )
        .await
        .expect("the panicked run's turn was released")
        .expect("sent");
        assert!(next.is_ok());
    }

    #[actix::test]
    async fn a_caller_that_goes_away_while_waiting_does_not_block_the_session() {
        let registry = RunRegistry::new(4, Duration::from_secs(300)).start();
        let session = Uuid::now_v7();
        let first = registry
            .send(Acquire {
                session_id: session,
            })
            .await
            .expect("sent")
            .expect("turn");
        // A second caller gives up (its request was dropped) before its turn comes.
        let abandoned = registry.send(Acquire {
            session_id: session,
        });
        let _ = tokio::time::timeout(Duration::from_millis(20), abandoned).await;
        drop(first);
        let third = tokio::time::timeout(
            Duration::from_secs(2),
            registry.send(Acquire {
                session_id: session,
            }),
        )
        .await
        .expect("not blocked by the abandoned turn")
        .expect("sent");
        assert!(third.is_ok());
    }

    #[actix::test]
    async fn idle_coordinators_are_dropped_and_running_ones_kept() {
        let registry = RunRegistry::new(4, Duration::from_millis(100)).start();
        let acquire = |registry: &Addr<RunRegistry>| {
            registry.send(Acquire {
                session_id: Uuid::now_v7(),
            })
        };
        drop(acquire(&registry).await.expect("sent").expect("turn"));
        let running = acquire(&registry).await.expect("sent").expect("turn");
        assert_eq!(registry.send(ActiveSessions).await.expect("sent"), 2);
        // The sweep runs every second at the shortest.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert_eq!(
            registry.send(ActiveSessions).await.expect("sent"),
            1,
            "the idle coordinator is dropped, the running one kept"
        );
        drop(running);
    }
}
