//! RELIABILITY 35 for the IndexingScheduler and the RunRegistry: a panic inside a handler stops
//! the actor, its `Supervisor` restarts it with its state rebuilt (the scheduler's queue from the
//! files waiting in the database), and the next request through the same `Addr` is served. The
//! QuotaLedger's own test is tests/api/supervision.rs (it needs the service's database).

// A test crate: an `expect` that fails is the test failing with its message.
#![allow(clippy::expect_used)]

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix::{Context, Handler, Message, ResponseActFuture, Supervisor};
use actors::guard::guarded;
use actors::indexing_scheduler::Enqueue;
use actors::run_coordinator::ActiveSessions;
use actors::{Acquire, IndexOutcome, Indexer, IndexingScheduler, RunError, RunRegistry};
use futures_util::future::BoxFuture;
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Index {
    Pending,
    Ready,
}

/// The files table as the scheduler sees it through its `Indexer`: `waiting` lists the PENDING
/// files (as `FileIndexer` reads them from the database), `index` marks one READY. The first
/// attempt at `poisoned` panics: in `index` itself (inside the scheduler's handler) or, with
/// `in_job`, inside the job it returns.
struct Files {
    rows: Mutex<HashMap<Uuid, Index>>,
    poisoned: Uuid,
    in_job: bool,
    panicked: AtomicBool,
}

impl Files {
    fn new(pending: &[Uuid], poisoned: Uuid, in_job: bool) -> Arc<Files> {
        Arc::new(Files {
            rows: Mutex::new(pending.iter().map(|id| (*id, Index::Pending)).collect()),
            poisoned,
            in_job,
            panicked: AtomicBool::new(false),
        })
    }

    fn ready(&self) -> usize {
        let rows = self.rows.lock().expect("lock");
        rows.values().filter(|s| **s == Index::Ready).count()
    }

    /// Whether this attempt is the poisoned file's first.
    fn poisons(&self, id: Uuid) -> bool {
        id == self.poisoned && !self.panicked.swap(true, Ordering::SeqCst)
    }
}

struct FilesIndexer(Arc<Files>);

impl Indexer for FilesIndexer {
    fn waiting(&self, _limit: u64) -> BoxFuture<'static, Vec<Uuid>> {
        let rows = self.0.rows.lock().expect("lock");
        let ids = rows
            .iter()
            .filter(|(_, s)| **s == Index::Pending)
            .map(|(id, _)| *id)
            .collect();
        Box::pin(async move { ids })
    }

    fn index(&self, id: Uuid) -> BoxFuture<'static, IndexOutcome> {
        let files = self.0.clone();
        if !files.in_job && files.poisons(id) {
            panic!("a bug in the indexer's synchronous part");
        }
        Box::pin(async move {
            tokio::time::sleep(Duration::from_millis(5)).await;
            if files.in_job && files.poisons(id) {
                panic!("a bug inside an indexing job");
            }
            files.rows.lock().expect("lock").insert(id, Index::Ready);
            IndexOutcome::Finished
        })
    }
}

async fn until(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..300 {
        if done() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("timed out waiting until {what}");
}

#[actix::test]
async fn a_scheduler_whose_handler_panics_is_restarted_and_requeues_pending_files_from_the_database()
 {
    let ids: Vec<Uuid> = (0..4).map(|_| Uuid::now_v7()).collect();
    let files = Files::new(&ids, ids[0], false);
    let indexer: Arc<dyn Indexer> = Arc::new(FilesIndexer(files.clone()));
    // No periodic rescan during the test: only the restart's own rescan can find the files.
    let scheduler =
        Supervisor::start(move |_| IndexingScheduler::new(indexer, 1, Duration::from_secs(3600)));
    // The start-up rescan queues all four; the poisoned one panics inside the handler that
    // starts it. The restarted scheduler rescans the database and indexes every file.
    until("every pending file is ready", || files.ready() == 4).await;
    assert!(
        files.panicked.load(Ordering::SeqCst),
        "the handler panicked"
    );

    // The same address serves the next request.
    let late = Uuid::now_v7();
    files
        .rows
        .lock()
        .expect("lock")
        .insert(late, Index::Pending);
    scheduler
        .send(Enqueue { ids: vec![late] })
        .await
        .expect("the scheduler answers after its restart");
    until("the next file is ready", || files.ready() == 5).await;
}

#[actix::test]
async fn an_indexing_job_that_panics_gives_its_slot_back() {
    let ids: Vec<Uuid> = (0..3).map(|_| Uuid::now_v7()).collect();
    let files = Files::new(&[], ids[0], true);
    let indexer: Arc<dyn Indexer> = Arc::new(FilesIndexer(files.clone()));
    let scheduler =
        Supervisor::start(move |_| IndexingScheduler::new(indexer, 1, Duration::from_secs(3600)));
    {
        let mut rows = files.rows.lock().expect("lock");
        for id in &ids {
            rows.insert(*id, Index::Pending);
        }
    }
    // One slot: the poisoned job runs first; the others run only if its slot comes back.
    scheduler
        .send(Enqueue { ids: ids.clone() })
        .await
        .expect("sent");
    until("the files after the panicked job are ready", || {
        files.ready() == 2
    })
    .await;
    assert!(files.panicked.load(Ordering::SeqCst));
    // The panicked file is still PENDING; the next request picks it up.
    scheduler
        .send(Enqueue { ids: vec![ids[0]] })
        .await
        .expect("sent");
    until("the panicked file is ready", || files.ready() == 3).await;
}

/// A fault injected into the real RunRegistry: its handler future panics inside the same guard
/// its production handlers use (the registry has no input that panics, and no test-only code).
#[derive(Message)]
#[rtype(result = "Result<(), RunError>")]
struct Fault;

impl Handler<Fault> for RunRegistry {
    type Result = ResponseActFuture<Self, Result<(), RunError>>;

    fn handle(&mut self, _: Fault, _: &mut Context<Self>) -> Self::Result {
        guarded(async { panic!("a bug in a registry handler") })
    }
}

#[actix::test]
async fn a_registry_that_panics_is_restarted_and_serves_the_next_turn() {
    let registry = Supervisor::start(|_| RunRegistry::new(4, Duration::from_secs(300)));
    let session = Uuid::now_v7();
    let turn = registry
        .send(Acquire {
            session_id: session,
        })
        .await
        .expect("sent")
        .expect("turn");
    drop(turn);
    assert_eq!(registry.send(ActiveSessions).await.expect("sent"), 1);

    let crashed = registry
        .send(Fault)
        .await
        .expect("the caller gets an answer");
    assert!(matches!(crashed, Err(RunError::Failed)));
    // Restarted: its sessions were forgotten (`restarting`), the address still answers.
    assert_eq!(registry.send(ActiveSessions).await.expect("restarted"), 0);
    // The session's runs take turns again, one at a time.
    let first = tokio::time::timeout(
        Duration::from_secs(2),
        registry.send(Acquire {
            session_id: session,
        }),
    )
    .await
    .expect("served")
    .expect("sent")
    .expect("turn");
    let second = registry.send(Acquire {
        session_id: session,
    });
    let waiting = tokio::time::timeout(Duration::from_millis(50), second).await;
    assert!(waiting.is_err(), "the second run waits for the first");
    drop(first);
    let third = tokio::time::timeout(
        Duration::from_secs(2),
        registry.send(Acquire {
            session_id: session,
        }),
    )
    .await
    .expect("served after the first turn ends")
    .expect("sent");
    assert!(third.is_ok());
}
