//! The QuotaLedger actor, its messages beside their handlers, and the transactions of its own
//! in which it runs the ledger's operations.

use std::sync::Arc;
use std::time::Duration;

use actix::{Actor, AsyncContext, Context, Handler, Message, ResponseActFuture, Supervised};
use chrono::{DateTime, Utc};
use entities::{QuotaKind, ReservationStatus, quota_reservations};
use executor::{Tx, WriteGate};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::store::{count_global_in, release_in, reserve_in, settle_id_in, usage};
use super::{LedgerError, Usage};
use crate::guard::guarded;

/// What the ledger takes as the current time; [`QuotaLedger::new`] reads the system clock.
pub type Clock = Arc<dyn Fn() -> DateTime<Utc> + Send + Sync>;

/// The way into the quota ledger for everything that is not already inside a transaction: a
/// presign's storage reservation, a confirm or cancel by reservation ID, a release, the usage
/// snapshot, the screener's service-wide count. Each message runs the ledger's operations (the
/// same ones a caller's transaction runs through `reserve_in`, `settle_in`, ...) in one
/// transaction of its own, and is answered when that transaction has ended.
///
/// What the actor owns:
/// - **The sweep.** Every `sweep_every` (and on [`SweepExpired`]) it returns the reservations
///   whose time ran out: a run or an upload that died. Nothing else sweeps.
/// - **The per-process ordering of storage reservations.** This process reserves storage only
///   through this actor's mailbox: requests are taken from it one at a time in arrival order and
///   each transaction is started in that order. A full mailbox makes the sender wait (a sender
///   that gives up answers 503). Started transactions may overlap: what fits is decided by the
///   conditional UPDATEs in the database, not by the actor, so replicas on one database stay
///   correct.
///
/// It keeps no state but its clock: a restart (after a caught panic) rebuilds nothing.
pub struct QuotaLedger {
    /// Reads (the pool).
    db: DatabaseConnection,
    /// Every write transaction: the service's write gate (on a SQLite file its one writer).
    writes: WriteGate,
    sweep_every: Duration,
    clock: Clock,
}

impl QuotaLedger {
    pub fn new(db: DatabaseConnection, writes: WriteGate, sweep_every: Duration) -> Self {
        QuotaLedger::with_clock(db, writes, sweep_every, Arc::new(Utc::now))
    }

    /// A ledger that takes `clock` as the current time (for deadlines, periods and the sweep).
    pub fn with_clock(
        db: DatabaseConnection,
        writes: WriteGate,
        sweep_every: Duration,
        clock: Clock,
    ) -> Self {
        QuotaLedger {
            db,
            writes,
            sweep_every,
            clock,
        }
    }

    fn now(&self) -> DateTime<Utc> {
        (self.clock)()
    }
}

impl Actor for QuotaLedger {
    type Context = Context<Self>;

    fn started(&mut self, ctx: &mut Context<Self>) {
        ctx.run_interval(self.sweep_every, |ledger, ctx| {
            let (db, writes) = (ledger.db.clone(), ledger.writes.clone());
            let now = ledger.now();
            ctx.spawn(actix::fut::wrap_future(async move {
                match sweep_expired(&db, &writes, now).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(count = n, "returned expired quota reservations"),
                    Err(e) => tracing::warn!(error = %e, "reservation sweep failed"),
                }
            }));
        });
    }
}

impl Supervised for QuotaLedger {
    fn restarting(&mut self, _ctx: &mut Context<Self>) {
        crate::metrics::restarted("quota_ledger");
        // All state is in the database; nothing to rebuild in memory.
        tracing::warn!("quota ledger restarting");
    }
}

/// Reserve `amounts` (one reservation each, all or nothing) for `ttl`. Also the argument of
/// [`reserve_in`](super::reserve_in).
#[derive(Message, Debug, Clone)]
#[rtype(result = "Result<Vec<Uuid>, LedgerError>")]
pub struct Reserve {
    pub user_id: Uuid,
    pub kind: QuotaKind,
    pub amounts: Vec<i64>,
    pub ttl: Duration,
}

impl Handler<Reserve> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<Vec<Uuid>, LedgerError>>;

    fn handle(&mut self, msg: Reserve, _ctx: &mut Context<Self>) -> Self::Result {
        let (db, now) = (self.writes.clone(), self.now());
        guarded(async move {
            let held = in_transaction(&db, async |txn| reserve_in(txn, &msg, now).await).await?;
            Ok(held.into_iter().map(|h| h.id).collect())
        })
    }
}

/// Moves a reservation into `used`. Confirming it twice is a no-op; confirming one that expired
/// or was canceled is `Expired` (an expired one is returned at once), never a count.
#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<(), LedgerError>")]
pub struct Confirm {
    pub id: Uuid,
}

impl Handler<Confirm> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<(), LedgerError>>;

    fn handle(&mut self, msg: Confirm, _ctx: &mut Context<Self>) -> Self::Result {
        let (db, now) = (self.writes.clone(), self.now());
        guarded(async move { settle(&db, msg.id, ReservationStatus::Confirmed, now).await })
    }
}

/// Returns a reservation; a no-op when it is already settled.
#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<(), LedgerError>")]
pub struct Cancel {
    pub id: Uuid,
}

impl Handler<Cancel> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<(), LedgerError>>;

    fn handle(&mut self, msg: Cancel, _ctx: &mut Context<Self>) -> Self::Result {
        let (db, now) = (self.writes.clone(), self.now());
        guarded(async move { settle(&db, msg.id, ReservationStatus::Canceled, now).await })
    }
}

/// Frees confirmed usage (storage of a deleted file). Also the argument of
/// [`release_in`](super::release_in).
#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<(), LedgerError>")]
pub struct Release {
    pub user_id: Uuid,
    pub kind: QuotaKind,
    pub amount: i64,
}

impl Handler<Release> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<(), LedgerError>>;

    fn handle(&mut self, msg: Release, _ctx: &mut Context<Self>) -> Self::Result {
        let (db, now) = (self.writes.clone(), self.now());
        guarded(async move {
            in_transaction(&db, async |txn| Ok(release_in(txn, msg, now).await?)).await
        })
    }
}

/// The user's tier, limits and counters ([`Usage`]).
#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<Usage, LedgerError>")]
pub struct GetUsage {
    pub user_id: Uuid,
}

impl Handler<GetUsage> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<Usage, LedgerError>>;

    fn handle(&mut self, msg: GetUsage, _ctx: &mut Context<Self>) -> Self::Result {
        let (db, now) = (self.db.clone(), self.now());
        guarded(async move { usage(&db, msg.user_id, now).await })
    }
}

/// Counts against the service-wide limit only (no user: the public screener).
#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<(), LedgerError>")]
pub struct CountGlobal {
    pub kind: QuotaKind,
    pub amount: i64,
}

impl Handler<CountGlobal> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<(), LedgerError>>;

    fn handle(&mut self, msg: CountGlobal, _ctx: &mut Context<Self>) -> Self::Result {
        let (db, now) = (self.writes.clone(), self.now());
        guarded(async move {
            in_transaction(&db, async |txn| {
                count_global_in(txn, msg.kind, msg.amount, now).await
            })
            .await
        })
    }
}

/// Returns reservations whose time ran out; answers how many.
#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<u64, LedgerError>")]
pub struct SweepExpired;

impl Handler<SweepExpired> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<u64, LedgerError>>;

    fn handle(&mut self, _msg: SweepExpired, _ctx: &mut Context<Self>) -> Self::Result {
        let (db, writes, now) = (self.db.clone(), self.writes.clone(), self.now());
        guarded(async move { sweep_expired(&db, &writes, now).await })
    }
}

/// Runs `work` in a write transaction of its own (the gate's): committed when it answers `Ok`,
/// rolled back otherwise.
async fn in_transaction<T>(
    db: &WriteGate,
    work: impl AsyncFnOnce(&Tx<'_>) -> Result<T, LedgerError>,
) -> Result<T, LedgerError> {
    db.transaction("quota_ledger", work).await
}

/// Settles one reservation: `Confirmed` moves it into `used`, `Canceled` returns it. Settling a
/// reservation twice the same way is a no-op; confirming one that expired or was canceled is
/// `Expired`, never a second count.
async fn settle(
    db: &WriteGate,
    id: Uuid,
    to: ReservationStatus,
    now: DateTime<Utc>,
) -> Result<(), LedgerError> {
    let found = in_transaction(db, async |txn| settle_id_in(txn, id, to, now).await).await?;
    match (found, to) {
        (None, _) => Ok(()),
        (Some(current), wanted) if current == wanted => Ok(()),
        (Some(ReservationStatus::Reserved), ReservationStatus::Confirmed) => {
            // Expired but not yet swept: return it now, and refuse the confirm.
            Box::pin(settle(db, id, ReservationStatus::Canceled, now)).await?;
            Err(LedgerError::Expired)
        }
        (Some(_), ReservationStatus::Canceled) => Ok(()),
        (Some(_), _) => Err(LedgerError::Expired),
    }
}

/// Cancels every RESERVED reservation past its expiry (up to 500 a sweep); answers how many.
async fn sweep_expired(
    db: &DatabaseConnection,
    writes: &WriteGate,
    now: DateTime<Utc>,
) -> Result<u64, LedgerError> {
    use quota_reservations::Column as R;
    let expired: Vec<Uuid> = quota_reservations::Entity::find()
        .select_only()
        .column(R::Id)
        .filter(super::reserved_in_flight())
        .filter(R::ExpiresAt.lte(now))
        .limit(500)
        .into_tuple()
        .all(db)
        .await?;
    let mut count = 0;
    for id in expired {
        settle(writes, id, ReservationStatus::Canceled, now).await?;
        count += 1;
    }
    Ok(count)
}
