//! QuotaLedger: two-phase quota transfers (reserve, then confirm or cancel) for AI runs and
//! storage, per user and service-wide. Every step is a conditional UPDATE inside one transaction,
//! so the limits hold across replicas; the actor adds a periodic sweep of expired reservations.

use std::time::Duration;

use actix::{Actor, AsyncContext, Context, Handler, Message, ResponseActFuture, Supervised};
use chrono::{DateTime, Utc};
use entities::{MembershipTier, QuotaKind, ReservationStatus, tier_quotas};
use sea_orm::{DatabaseConnection, DbErr};
use serde::Serialize;
use uuid::Uuid;

use crate::guard::{FromPanic, guarded};

mod counters;
mod store;

pub use store::{
    Held, StorageDrift, count_global, lock_storage_in, release, release_in, repair_storage_in,
    reserve, reserve_in, reserved_storage, settle, settle_in, sweep_expired, tier_limits, usage,
};

#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    #[error("quota exceeded")]
    QuotaExceeded(Box<QuotaExceeded>),
    #[error("service capacity exhausted")]
    CapacityExhausted {
        kind: QuotaKind,
        retry_after_secs: u64,
    },
    #[error("reservation not found")]
    NotFound,
    #[error("reservation expired or canceled")]
    Expired,
    #[error("the ledger failed while handling the request")]
    Panicked,
    #[error("database error: {0}")]
    Db(#[from] DbErr),
}

impl FromPanic for LedgerError {
    fn panicked() -> Self {
        LedgerError::Panicked
    }
}

/// What the client is told when a per-user limit is reached.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QuotaExceeded {
    pub metric: &'static str,
    pub limit: i64,
    pub used: i64,
    pub reserved: i64,
    pub requested: i64,
    pub tier: MembershipTier,
    pub period_key: String,
}

/// The counter period of a kind at a moment: the month for AI runs, "all" for storage.
pub fn period(kind: QuotaKind, at: DateTime<Utc>) -> String {
    match kind {
        QuotaKind::AiRun => at.format("%Y-%m").to_string(),
        QuotaKind::Storage => "all".to_owned(),
    }
}

/// The service-wide period: the day for AI runs, "all" for storage.
pub(crate) fn global_period(kind: QuotaKind, at: DateTime<Utc>) -> String {
    match kind {
        QuotaKind::AiRun => at.format("%Y-%m-%d").to_string(),
        QuotaKind::Storage => "all".to_owned(),
    }
}

pub(crate) fn metric(kind: QuotaKind) -> &'static str {
    match kind {
        QuotaKind::AiRun => "AI_RUNS_MONTHLY",
        QuotaKind::Storage => "STORAGE_BYTES",
    }
}

pub struct QuotaLedger {
    db: DatabaseConnection,
    sweep_every: Duration,
}

impl QuotaLedger {
    pub fn new(db: DatabaseConnection, sweep_every: Duration) -> Self {
        QuotaLedger { db, sweep_every }
    }
}

impl Actor for QuotaLedger {
    type Context = Context<Self>;

    fn started(&mut self, ctx: &mut Context<Self>) {
        ctx.run_interval(self.sweep_every, |ledger, ctx| {
            let db = ledger.db.clone();
            ctx.spawn(actix::fut::wrap_future(async move {
                match sweep_expired(&db, Utc::now()).await {
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
        // All state is in the database; nothing to rebuild in memory.
        tracing::warn!("quota ledger restarting");
    }
}

/// Reserve `amounts` (one reservation each, all or nothing) for `ttl`.
#[derive(Message, Debug, Clone)]
#[rtype(result = "Result<Vec<Uuid>, LedgerError>")]
pub struct Reserve {
    pub user_id: Uuid,
    pub kind: QuotaKind,
    pub amounts: Vec<i64>,
    pub ttl: Duration,
}

#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<(), LedgerError>")]
pub struct Confirm {
    pub id: Uuid,
}

#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<(), LedgerError>")]
pub struct Cancel {
    pub id: Uuid,
}

/// Frees confirmed usage (storage of a deleted file).
#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<(), LedgerError>")]
pub struct Release {
    pub user_id: Uuid,
    pub kind: QuotaKind,
    pub amount: i64,
}

#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<Usage, LedgerError>")]
pub struct GetUsage {
    pub user_id: Uuid,
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
        let db = self.db.clone();
        guarded(async move { count_global(&db, msg.kind, msg.amount, Utc::now()).await })
    }
}

/// Returns reservations whose time ran out; answers how many.
#[derive(Message, Debug, Clone, Copy)]
#[rtype(result = "Result<u64, LedgerError>")]
pub struct SweepExpired;

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Usage {
    pub tier: MembershipTier,
    pub tier_quota: TierLimits,
    pub ai_runs: Counter,
    pub storage: Counter,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counter {
    pub period: String,
    pub used: i64,
    pub reserved: i64,
    pub limit: Option<i64>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TierLimits {
    pub ai_runs_per_month: Option<i64>,
    pub storage_bytes: Option<i64>,
    pub max_file_size_bytes: i64,
    pub max_files_per_upload: i32,
    pub max_projects: Option<i32>,
    pub max_files_per_project: Option<i32>,
}

impl From<tier_quotas::Model> for TierLimits {
    fn from(t: tier_quotas::Model) -> Self {
        TierLimits {
            ai_runs_per_month: t.ai_runs_per_month,
            storage_bytes: t.storage_bytes,
            max_file_size_bytes: t.max_file_size_bytes,
            max_files_per_upload: t.max_files_per_upload,
            max_projects: t.max_projects,
            max_files_per_project: t.max_files_per_project,
        }
    }
}

impl Handler<Reserve> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<Vec<Uuid>, LedgerError>>;

    fn handle(&mut self, msg: Reserve, _ctx: &mut Context<Self>) -> Self::Result {
        let db = self.db.clone();
        guarded(async move { reserve(&db, msg, Utc::now()).await })
    }
}

impl Handler<Confirm> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<(), LedgerError>>;

    fn handle(&mut self, msg: Confirm, _ctx: &mut Context<Self>) -> Self::Result {
        let db = self.db.clone();
        guarded(async move { settle(&db, msg.id, ReservationStatus::Confirmed, Utc::now()).await })
    }
}

impl Handler<Cancel> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<(), LedgerError>>;

    fn handle(&mut self, msg: Cancel, _ctx: &mut Context<Self>) -> Self::Result {
        let db = self.db.clone();
        guarded(async move { settle(&db, msg.id, ReservationStatus::Canceled, Utc::now()).await })
    }
}

impl Handler<Release> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<(), LedgerError>>;

    fn handle(&mut self, msg: Release, _ctx: &mut Context<Self>) -> Self::Result {
        let db = self.db.clone();
        guarded(async move { release(&db, msg).await })
    }
}

impl Handler<GetUsage> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<Usage, LedgerError>>;

    fn handle(&mut self, msg: GetUsage, _ctx: &mut Context<Self>) -> Self::Result {
        let db = self.db.clone();
        guarded(async move { usage(&db, msg.user_id).await })
    }
}

impl Handler<SweepExpired> for QuotaLedger {
    type Result = ResponseActFuture<Self, Result<u64, LedgerError>>;

    fn handle(&mut self, _msg: SweepExpired, _ctx: &mut Context<Self>) -> Self::Result {
        let db = self.db.clone();
        guarded(async move { sweep_expired(&db, Utc::now()).await })
    }
}
