//! Leases and claims that name their holder and do not outlive it by more than a few seconds.
//!
//! A holder is `{node_id}/{incarnation}`: the node ID survives restarts (`server.node_id`, or
//! generated once into the data directory), the incarnation is new at every start. A run's session
//! lease is owned by `{node_id}/{incarnation}/{n}` (one owner per run) and recorded on the run row;
//! an indexing claim by `{node_id}/{incarnation}`. Both are taken with a short expiry
//! (`runs.lease_secs`, `indexing.claim_secs`) and renewed by one heartbeat task per process: it
//! keeps the work in flight in memory and, every third of the expiry, renews in one UPDATE per
//! table only what has been in flight for more than half of that interval, conditional on the
//! owner, so runs that finish quickly never cost a heartbeat write.
//!
//! At start, before serving, what this node's previous incarnations held is released: their
//! RUNNING runs become FAILED with the reservation returned, their session leases are cleared and
//! their INDEXING files go back to PENDING (the scheduler's first rescan queues them). A periodic
//! sweep fails the RUNNING runs (of any node) whose session lease is no longer held by them and
//! live, so a holder that died without restarting leaves nothing RUNNING either.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use actix_web::web;
use actors::quota_ledger::{Held, settle_in};
use chrono::{DateTime, Utc};
use entities::{ReservationStatus, RunStatus, quota_reservations, runs, sessions};
use executor::{Executor, Kind, exec};
use sea_orm::sea_query::{Alias, Condition, Expr, ExprTrait, JoinType, Query, SimpleExpr};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter, Value as DbValue};
use uuid::Uuid;

use crate::clock;
use crate::db::WriteGate;
use crate::domain::{IndexStatus, QuotaKind};
use crate::protocol::{TaskError, TaskErrorCode};
use crate::state::AppState;

/// The owner column of an indexing claim. Not in the `files` entity, so the code that inserts
/// files need not name it.
pub(crate) fn claim_owner_col() -> Alias {
    Alias::new("index_claim_owner")
}

/// This process's leases: who it is, how long its leases last, and what it holds right now.
#[derive(Clone)]
pub struct Leases(Arc<Inner>);

struct Inner {
    node_id: String,
    /// `{node_id}/{incarnation}`.
    holder: String,
    run_lease: Duration,
    claim: Duration,
    next_run: AtomicU64,
    /// Run lease owner -> (session, last renewal).
    runs: Mutex<HashMap<String, (Uuid, Instant)>>,
    /// Claimed file -> last renewal.
    files: Mutex<HashMap<Uuid, Instant>>,
}

fn locked<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // The maps hold plain data; a panic elsewhere cannot leave them inconsistent.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Leases {
    /// A new incarnation of node `node_id`.
    pub fn new(node_id: &str, run_lease: Duration, claim: Duration) -> Leases {
        let incarnation = format!("{:016x}", rand::random::<u64>());
        Leases(Arc::new(Inner {
            node_id: node_id.to_owned(),
            holder: format!("{node_id}/{incarnation}"),
            run_lease: run_lease.max(Duration::from_millis(300)),
            claim: claim.max(Duration::from_millis(300)),
            next_run: AtomicU64::new(0),
            runs: Mutex::default(),
            files: Mutex::default(),
        }))
    }

    pub fn node_id(&self) -> &str {
        &self.0.node_id
    }

    /// `{node_id}/{incarnation}`: the owner of this process's indexing claims, and the prefix of
    /// its run lease owners.
    pub fn holder(&self) -> &str {
        &self.0.holder
    }

    /// A fresh owner for one run's session lease.
    pub fn run_owner(&self) -> String {
        let n = self.0.next_run.fetch_add(1, Ordering::Relaxed);
        format!("{}/{n:x}", self.0.holder)
    }

    pub fn run_lease(&self) -> Duration {
        self.0.run_lease
    }

    pub fn claim(&self) -> Duration {
        self.0.claim
    }

    /// How often the heartbeat looks at what is in flight.
    pub fn heartbeat_every(&self) -> Duration {
        self.0.run_lease.min(self.0.claim) / 3
    }

    /// Keeps the session lease of the run `owner` renewed until the guard is dropped.
    pub fn hold_run(&self, session_id: Uuid, owner: &str) -> RunHold {
        locked(&self.0.runs).insert(owner.to_owned(), (session_id, Instant::now()));
        RunHold {
            leases: self.clone(),
            owner: owner.to_owned(),
        }
    }

    /// Keeps this process's claim on `file_id` renewed until the guard is dropped.
    pub fn hold_file(&self, file_id: Uuid) -> FileHold {
        locked(&self.0.files).insert(file_id, Instant::now());
        FileHold {
            leases: self.clone(),
            file_id,
        }
    }

    /// One heartbeat: renews the leases and claims in flight for more than half a renewal
    /// interval (none: no write), each UPDATE conditional on this holder. Answers (renewed, lost).
    pub async fn renew(&self, writes: &WriteGate) -> Result<(u64, u64), DbErr> {
        let now = Instant::now();
        // Due: not renewed for half a renewal interval (a renewal interval is a third of the
        // lease), so each lease is renewed at least once per interval and well before it expires.
        let due = |last: &mut Instant, lease: Duration| {
            let is_due = now.duration_since(*last) >= lease / 6;
            if is_due {
                *last = now;
            }
            is_due
        };
        let (run_lease, claim) = (self.0.run_lease, self.0.claim);
        let (session_ids, owners): (Vec<Uuid>, Vec<String>) = locked(&self.0.runs)
            .iter_mut()
            .filter_map(|(owner, (session, last))| {
                due(last, run_lease).then(|| (*session, owner.clone()))
            })
            .unzip();
        let file_ids: Vec<Uuid> = locked(&self.0.files)
            .iter_mut()
            .filter_map(|(id, last)| due(last, claim).then_some(*id))
            .collect();
        if owners.is_empty() && file_ids.is_empty() {
            return Ok((0, 0));
        }
        let at = clock::now();
        let renewed = writes
            .transaction("leases.renew", async |txn| {
                let mut renewed = 0;
                if !owners.is_empty() {
                    use sessions::Column as S;
                    let update = sessions::Entity::update_many()
                        .col_expr(
                            S::RunLeaseUntil,
                            Expr::value(at + chrono_of(self.0.run_lease)),
                        )
                        .filter(S::Id.is_in(session_ids))
                        .filter(S::RunLeaseOwner.is_in(owners.iter().map(String::as_str)))
                        .filter(S::RunLeaseUntil.gte(at));
                    renewed += exec(txn, update).await?;
                }
                if !file_ids.is_empty() {
                    use entities::files::Column as F;
                    let update = entities::files::Entity::update_many()
                        .col_expr(
                            F::IndexClaimedUntil,
                            Expr::value(at + chrono_of(self.0.claim)),
                        )
                        .filter(F::Id.is_in(file_ids.iter().copied()))
                        .filter(Expr::col(claim_owner_col()).eq(self.0.holder.as_str()))
                        .filter(F::IndexStatus.eq(IndexStatus::Indexing))
                        .filter(F::IndexClaimedUntil.gte(at));
                    renewed += exec(txn, update).await?;
                }
                Ok::<_, DbErr>(renewed)
            })
            .await?;
        // Work that ended meanwhile has given its lease back; only what is still held was lost.
        let still_held = {
            let runs = locked(&self.0.runs);
            owners.iter().filter(|o| runs.contains_key(*o)).count()
        } + {
            let files = locked(&self.0.files);
            file_ids.iter().filter(|f| files.contains_key(*f)).count()
        };
        Ok((renewed, (still_held as u64).saturating_sub(renewed)))
    }
}

fn chrono_of(d: Duration) -> chrono::Duration {
    chrono::Duration::from_std(d).unwrap_or(chrono::Duration::seconds(15))
}

/// A run's lease kept renewed while this lives.
pub struct RunHold {
    leases: Leases,
    owner: String,
}

impl Drop for RunHold {
    fn drop(&mut self) {
        locked(&self.leases.0.runs).remove(&self.owner);
    }
}

/// An indexing claim kept renewed while this lives.
pub struct FileHold {
    leases: Leases,
    file_id: Uuid,
}

impl Drop for FileHold {
    fn drop(&mut self) {
        locked(&self.leases.0.files).remove(&self.file_id);
    }
}

/// What a release or sweep did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Released {
    pub runs_failed: u64,
    pub sessions_released: u64,
    pub files_requeued: u64,
}

/// `runs.status = 'RUNNING'` written as a literal, so the partial index `idx_runs_running`
/// (`WHERE status = 'RUNNING'`) applies to the statement.
fn running() -> SimpleExpr {
    Expr::col((runs::Entity, runs::Column::Status)).eq(Expr::cust("'RUNNING'"))
}

/// `owner LIKE '{node_id}/%'` for this node's earlier incarnations (not this one).
fn earlier_incarnations(col: SimpleExpr, leases: &Leases) -> Condition {
    Condition::all()
        .add(col.clone().like(format!("{}/%", leases.node_id())))
        .add(col.not_like(format!("{}%", leases.holder())))
}

/// Releases what this node's previous incarnations held (run at start, before serving; other
/// nodes' leases are not touched).
pub async fn release_previous(writes: &WriteGate, leases: &Leases) -> Result<Released, DbErr> {
    let runs_failed = fail_runs(
        writes,
        earlier_incarnations(Expr::col((runs::Entity, runs::Column::LeaseOwner)), leases),
        "interrupted: the node restarted",
    )
    .await?;
    let (sessions_released, files_requeued) = writes
        .transaction("leases.release_previous", async |txn| {
            use sessions::Column as S;
            let sessions = sessions::Entity::update_many()
                .col_expr(S::RunLeaseOwner, Expr::value(Option::<String>::None))
                .col_expr(S::RunLeaseUntil, Expr::value(Option::<DateTime<Utc>>::None))
                .filter(earlier_incarnations(Expr::col(S::RunLeaseOwner), leases));
            let sessions = exec(txn, sessions).await?;
            use entities::files::Column as F;
            let files = entities::files::Entity::update_many()
                .col_expr(F::IndexStatus, Expr::value(IndexStatus::Pending.as_str()))
                .col_expr(
                    F::IndexClaimedUntil,
                    Expr::value(Option::<DateTime<Utc>>::None),
                )
                .col_expr(claim_owner_col(), Expr::value(Option::<String>::None))
                .filter(F::IndexStatus.eq(IndexStatus::Indexing))
                .filter(earlier_incarnations(Expr::col(claim_owner_col()), leases));
            let files = exec(txn, files).await?;
            Ok::<_, DbErr>((sessions, files))
        })
        .await?;
    Ok(Released {
        runs_failed,
        sessions_released,
        files_requeued,
    })
}

/// How far another node's clock may be ahead of this one's before its live runs look orphaned.
const SKEW_GRACE: chrono::Duration = chrono::Duration::seconds(5);

/// Fails the RUNNING runs whose session lease is not held, live, by them (their holder stopped
/// renewing it: it died, or lost the lease), and returns their reservations. A run from before
/// leases had owners counts as held while its session has any live lease.
pub async fn sweep_orphans(writes: &WriteGate) -> Result<u64, DbErr> {
    use runs::Column as R;
    use sessions::Column as S;
    // A lease written by another replica's clock counts as live for a few seconds past its
    // expiry, so clock skew between nodes does not fail runs that are still renewing.
    let now = clock::now() - SKEW_GRACE;
    let held = Query::select()
        .expr(Expr::val(1))
        .from(sessions::Entity)
        .and_where(Expr::col((sessions::Entity, S::Id)).equals((runs::Entity, R::SessionId)))
        .and_where(Expr::col((sessions::Entity, S::RunLeaseUntil)).gte(now))
        .cond_where(
            Condition::any()
                .add(Expr::col((runs::Entity, R::LeaseOwner)).is_null())
                .add(
                    Expr::col((sessions::Entity, S::RunLeaseOwner))
                        .equals((runs::Entity, R::LeaseOwner)),
                ),
        )
        .to_owned();
    fail_runs(
        writes,
        Condition::all().add(Expr::exists(held).not()),
        "interrupted: the run's lease holder stopped",
    )
    .await
}

/// Fails the run of lease owner `owner` (a run that panicked) and gives its session lease back,
/// so the session's next run need not wait for the lease to expire.
pub async fn abandon(writes: &WriteGate, owner: &str) -> Result<(), DbErr> {
    fail_runs(
        writes,
        Condition::all().add(Expr::col((runs::Entity, runs::Column::LeaseOwner)).eq(owner)),
        "interrupted: the run failed unexpectedly",
    )
    .await?;
    writes
        .transaction("leases.abandon", async |txn| {
            use sessions::Column as S;
            let release = sessions::Entity::update_many()
                .col_expr(S::RunLeaseOwner, Expr::value(Option::<String>::None))
                .col_expr(S::RunLeaseUntil, Expr::value(Option::<DateTime<Utc>>::None))
                .filter(S::RunLeaseOwner.eq(owner));
            exec(txn, release).await
        })
        .await?;
    Ok(())
}

const BATCH: u64 = 100;

/// Fails the RUNNING runs matching `which` (in batches, each in one transaction) and cancels
/// their reservations; answers how many it failed.
async fn fail_runs(writes: &WriteGate, which: Condition, why: &str) -> Result<u64, DbErr> {
    let error = TaskError::new(TaskErrorCode::RunInterrupted, why).to_json();
    let mut total = 0;
    loop {
        let (found, failed) = writes
            .transaction("leases.fail_runs", async |txn| {
                fail_batch(txn, which.clone(), &error).await
            })
            .await?;
        total += failed;
        if found < BATCH || failed == 0 {
            return Ok(total);
        }
    }
}

/// One batch: reads up to [`BATCH`] candidates with their reservations, then fails each with a
/// conditional UPDATE (still RUNNING and still matching) and cancels its reservation.
async fn fail_batch(
    txn: &dyn Executor,
    which: Condition,
    error: &str,
) -> Result<(u64, u64), DbErr> {
    use quota_reservations::Column as Q;
    use runs::Column as R;
    let now = clock::now();
    let candidates = Query::select()
        .column((runs::Entity, R::Id))
        .columns([
            (quota_reservations::Entity, Q::Id),
            (quota_reservations::Entity, Q::UserId),
            (quota_reservations::Entity, Q::Kind),
            (quota_reservations::Entity, Q::Amount),
            (quota_reservations::Entity, Q::Period),
            (quota_reservations::Entity, Q::CreatedAt),
        ])
        .from(runs::Entity)
        .join(
            JoinType::LeftJoin,
            quota_reservations::Entity,
            Expr::col((quota_reservations::Entity, Q::Id)).equals((runs::Entity, R::ReservationId)),
        )
        .and_where(running())
        .cond_where(which.clone())
        .limit(BATCH)
        .to_owned();
    let rows = txn
        .rows(
            txn.backend().build(&candidates),
            &[
                Kind::Uuid,
                Kind::Uuid,
                Kind::Uuid,
                Kind::Text,
                Kind::Int,
                Kind::Text,
                Kind::Time,
            ],
        )
        .await?;
    let found = rows.len() as u64;
    let mut failed = 0;
    for row in rows {
        let DbValue::Uuid(Some(run_id)) = row[0] else {
            continue;
        };
        let update = runs::Entity::update_many()
            .col_expr(R::Status, Expr::value(RunStatus::Failed.as_str()))
            .col_expr(R::Error, Expr::value(error))
            .col_expr(R::FinishedAt, Expr::value(now))
            .filter(R::Id.eq(run_id))
            .filter(running())
            .filter(which.clone());
        if exec(txn, update).await? != 1 {
            continue;
        }
        failed += 1;
        if let Some(held) = reservation_of(&row) {
            settle_in(txn, &held, ReservationStatus::Canceled, now).await?;
        }
        tracing::warn!(%run_id, reason = error, "an orphaned run was failed");
    }
    Ok((found, failed))
}

fn reservation_of(row: &[DbValue]) -> Option<Held> {
    match row {
        [
            _,
            DbValue::Uuid(Some(id)),
            DbValue::Uuid(Some(user_id)),
            DbValue::String(Some(kind)),
            DbValue::BigInt(Some(amount)),
            DbValue::String(Some(period)),
            DbValue::ChronoDateTimeUtc(Some(created_at)),
        ] => Some(Held {
            id: *id,
            user_id: *user_id,
            kind: QuotaKind::parse(kind)?,
            amount: *amount,
            period: period.clone(),
            created_at: *created_at,
        }),
        _ => None,
    }
}

/// The heartbeat and the orphan sweep, for as long as the server runs.
pub fn spawn(state: web::Data<AppState>) {
    let heartbeat = state.clone();
    actix_web::rt::spawn(async move {
        let leases = heartbeat.leases.clone();
        let mut tick = tokio::time::interval(leases.heartbeat_every());
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            match leases.renew(&heartbeat.writes).await {
                Ok((_, 0)) => {}
                Ok((renewed, lost)) => {
                    tracing::warn!(renewed, lost, "leases lost before their renewal")
                }
                Err(e) => tracing::warn!(error = %e, "lease heartbeat failed; retried next tick"),
            }
        }
    });
    let every = Duration::from_secs(std::cmp::max(state.settings.runs.sweep_secs, 1));
    actix_web::rt::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            match sweep_orphans(&state.writes).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(count = n, "orphaned runs failed"),
                Err(e) => tracing::warn!(error = %e, "orphaned-run sweep failed"),
            }
        }
    });
}
