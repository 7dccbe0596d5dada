//! The way services reach the QuotaLedger actor, and plan limits that are counted, not reserved.

use std::time::Duration;

use actix::dev::ToEnvelope;
use actix::{Handler, Message};
use actors::QuotaLedger;
use actors::quota_ledger::{LedgerError, QuotaExceeded};
use entities::{MembershipTier, tier_quotas};
use uuid::Uuid;

use crate::error::{AppError, ErrorCode};
use crate::state::AppState;

const LEDGER_TIMEOUT: Duration = Duration::from_secs(10);

fn unavailable() -> AppError {
    AppError::new(
        ErrorCode::QuotaLedgerUnavailable,
        "The quota service is busy; retry shortly",
    )
}

pub fn exceeded(details: &QuotaExceeded) -> AppError {
    AppError::QuotaExceeded {
        message: format!(
            "The {} limit of your {} plan is reached ({} of {})",
            details.metric,
            details.tier,
            details.used + details.reserved,
            details.limit
        ),
        details: Box::new(details.clone()),
    }
}

impl From<LedgerError> for AppError {
    fn from(err: LedgerError) -> Self {
        match err {
            LedgerError::QuotaExceeded(details) => exceeded(&details),
            LedgerError::CapacityExhausted {
                retry_after_secs, ..
            } => AppError::CapacityExhausted { retry_after_secs },
            LedgerError::NotFound => AppError::NotFound("reservation"),
            LedgerError::Expired => AppError::new(
                ErrorCode::ReservationExpired,
                "The quota reservation expired; start again",
            ),
            LedgerError::Panicked => unavailable(),
            LedgerError::Db(e) => AppError::Database(e),
        }
    }
}

/// Sends a message to the ledger with a timeout; a full mailbox or a timeout is a 503.
pub async fn ledger<M, T>(state: &AppState, msg: M) -> Result<T, AppError>
where
    M: Message<Result = Result<T, LedgerError>> + Send + 'static,
    T: Send + 'static,
    QuotaLedger: Handler<M>,
    <QuotaLedger as actix::Actor>::Context: ToEnvelope<QuotaLedger, M>,
{
    state
        .ledger
        .send(msg)
        .timeout(LEDGER_TIMEOUT)
        .await
        .map_err(|e| {
            tracing::warn!(error = %e, "quota ledger did not answer");
            crate::metrics::mailbox_timeout("quota_ledger");
            unavailable()
        })?
        .map_err(AppError::from)
}

/// A plan limit counted from existing rows (projects, files per project): 429 when `used` has
/// reached it.
pub fn check_count(
    metric: &'static str,
    tier: MembershipTier,
    limit: Option<i32>,
    used: u64,
    adding: u64,
) -> Result<(), AppError> {
    let Some(limit) = limit else {
        return Ok(());
    };
    let limit = u64::try_from(limit).unwrap_or_default();
    if used + adding <= limit {
        return Ok(());
    }
    let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    Err(exceeded(&QuotaExceeded {
        metric,
        limit: count(limit),
        used: count(used),
        reserved: 0,
        requested: count(adding),
        tier,
        period_key: "all".into(),
    }))
}

/// The user's tier and limits, read live.
pub async fn limits(
    state: &AppState,
    user_id: Uuid,
) -> Result<(MembershipTier, tier_quotas::Model), AppError> {
    Ok(actors::quota_ledger::tier_limits(&state.db, user_id).await?)
}
