//! QuotaLedger: the one owner of the quota rules. Two-phase quota transfers (reserve, then
//! confirm or cancel) for AI runs and storage, per user and service-wide; every step is a
//! conditional UPDATE inside one transaction, so the limits hold across replicas.
//!
//! There are two ways in, and both run the same operations:
//! - a caller already inside a transaction of its own (a run's, a confirm's, a delete's, the
//!   storage sweep's) calls the operations that take that transaction: [`reserve_in`],
//!   [`settle_in`], [`release_in`], [`lock_storage_in`], [`repair_storage_in`] (and reads the
//!   plan's limits with [`tier_limits`]);
//! - everyone else sends the [`QuotaLedger`] actor a message ([`Reserve`], [`Confirm`],
//!   [`Cancel`], [`Release`], [`GetUsage`], [`CountGlobal`], [`SweepExpired`]); it runs the same
//!   operations in a transaction of its own.
//!
//! Nothing else is public: the counter statements and the actor's own transactions stay inside
//! this module.

use chrono::{DateTime, Utc};
use entities::{MembershipTier, QuotaKind, tier_quotas};
use sea_orm::DbErr;
use serde::Serialize;

use crate::guard::FromPanic;

mod actor;
mod counters;
mod store;

pub use actor::{
    Cancel, Clock, Confirm, CountGlobal, GetUsage, QuotaLedger, Release, Reserve, SweepExpired,
};
pub use store::{
    Held, StorageDrift, lock_storage_in, release_in, repair_storage_in, reserve_in, settle_in,
    tier_limits,
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

/// A user's tier, its limits and both counters of the current periods ([`GetUsage`]).
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

/// The counter period of a kind at a moment: the month for AI runs, "all" for storage.
fn period(kind: QuotaKind, at: DateTime<Utc>) -> String {
    match kind {
        QuotaKind::AiRun => at.format("%Y-%m").to_string(),
        QuotaKind::Storage => "all".to_owned(),
    }
}

/// The service-wide period: the day for AI runs, "all" for storage.
fn global_period(kind: QuotaKind, at: DateTime<Utc>) -> String {
    match kind {
        QuotaKind::AiRun => at.format("%Y-%m-%d").to_string(),
        QuotaKind::Storage => "all".to_owned(),
    }
}

fn metric(kind: QuotaKind) -> &'static str {
    match kind {
        QuotaKind::AiRun => "AI_RUNS_MONTHLY",
        QuotaKind::Storage => "STORAGE_BYTES",
    }
}
