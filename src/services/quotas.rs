//! The quotas area: the caller's quota snapshot (`GET /quotas/me`), the ledger's counters of the
//! current periods plus the plan limits counted from rows. (Reaching the ledger itself is
//! [`crate::services::quota`].)

use actors::quota_ledger::{GetUsage, Usage};
use uuid::Uuid;

use crate::error::AppError;
use crate::services::{projects, quota};
use crate::state::AppState;

/// A user's usage: the ledger's tier, limits and counters, and how many projects they own.
#[derive(Debug, Clone)]
pub struct QuotaSnapshot {
    pub usage: Usage,
    pub projects_used: u64,
}

/// The user's quota snapshot, read live (the ledger's counters and a count of their projects).
#[tracing::instrument(level = "debug", skip_all, fields(user_id = %user_id))]
pub async fn snapshot(state: &AppState, user_id: Uuid) -> Result<QuotaSnapshot, AppError> {
    let usage = quota::ledger(state, GetUsage { user_id }).await?;
    let projects_used = projects::count_owned(&state.db, user_id).await?;
    Ok(QuotaSnapshot {
        usage,
        projects_used,
    })
}
