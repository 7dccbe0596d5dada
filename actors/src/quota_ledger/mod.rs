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
//!   operations in a transaction of its own;
//! - a caller that makes a whole hot transaction one PostgreSQL statement (a run's start and
//!   finish) adds the same operations to it as steps ([`steps::reserve_steps`],
//!   [`steps::settle_steps`]).
//!
//! Nothing else is public: the counter statements and the actor's own transactions stay inside
//! this module.

use chrono::{DateTime, Utc};
use entities::{MembershipTier, QuotaKind, tier_quotas};
use sea_orm::DbErr;
use sea_orm::sea_query::Expr;
use serde::Serialize;

use crate::guard::FromPanic;

mod actor;
mod counters;
pub mod steps;
mod store;

pub use actor::{
    Cancel, Clock, Confirm, CountGlobal, GetUsage, QuotaLedger, Release, Reserve, SweepExpired,
};
pub use store::{
    Held, StorageDrift, lock_storage_in, release_in, repair_storage_in, reserve_in, settle_in,
    tier_limits,
};

/// `status = 'RESERVED'` with the status written into the SQL: the condition of the partial
/// index `idx_quota_reservations_reserved_expiry` (migration 000023), which PostgreSQL's generic
/// plans use only for a query that states that condition in its text, never for a bound status.
/// For scans of the reservations in flight (the expiry sweep, the storage drift check); a settle
/// binds its status instead (`store::mark_settled_statement`), so it finds its reservation by the key.
pub fn reserved_in_flight() -> Expr {
    Expr::cust("\"status\" = 'RESERVED'")
}

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

#[cfg(test)]
mod tests {
    /// The items of `source` declared `pub` at the start of a line (not `pub(super)`), with the
    /// rest of that line.
    fn public_lines(source: &str) -> Vec<&str> {
        source
            .lines()
            .filter_map(|line| line.trim_start().strip_prefix("pub "))
            .collect()
    }

    /// The ledger's surface: the operations that take the caller's transaction and the actor.
    /// Every public function of the rules' file is one of those operations (named `*_in`, its
    /// first parameter the transaction; `tier_limits` is the one read), the counter statements
    /// are private to the module, and the actor's own transactions are private to the actor.
    #[test]
    fn the_ledger_exports_only_operations_that_take_a_transaction_and_the_actor() {
        let mut operations = Vec::new();
        for line in public_lines(include_str!("store.rs")) {
            let Some(signature) = line
                .strip_prefix("async fn ")
                .or_else(|| line.strip_prefix("fn "))
            else {
                continue;
            };
            let name = signature.split(['<', '(']).next().unwrap_or_default();
            operations.push(name);
            if name != "tier_limits" {
                assert!(
                    name.ends_with("_in"),
                    "`{name}` does not take a transaction"
                );
            }
        }
        let store = include_str!("store.rs");
        for name in &operations {
            let at = store.find(&format!("fn {name}")).unwrap_or_default();
            let first_param = store[at..]
                .split('(')
                .nth(1)
                .unwrap_or_default()
                .trim_start();
            let expected = if *name == "tier_limits" {
                "db: &"
            } else {
                "txn: &"
            };
            assert!(first_param.starts_with(expected), "`{name}`: {first_param}");
        }
        assert!(operations.contains(&"reserve_in") && operations.contains(&"settle_in"));
        assert_eq!(
            public_lines(include_str!("counters.rs")),
            Vec::<&str>::new()
        );
        let actor_fns: Vec<&str> = public_lines(include_str!("actor.rs"))
            .into_iter()
            .filter(|line| line.contains("fn "))
            .collect();
        assert_eq!(
            actor_fns,
            [
                "fn new(db: DatabaseConnection, writes: WriteGate, sweep_every: Duration) -> Self {",
                "fn with_clock(",
            ]
        );
    }
}
