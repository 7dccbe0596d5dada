//! `/api/v1/quotas`: the caller's quota snapshot.

use actix_web::{HttpResponse, web};
use serde::Serialize;

use crate::auth::AuthUser;
use crate::domain::MembershipTier;
use crate::error::AppError;
use crate::services::quotas::{self, QuotaSnapshot};
use crate::state::AppState;

/// The quota routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/quotas/me", web::get().to(me));
}

/// The body of `GET /quotas/me`: a null limit means unlimited. Fields in alphabetical order, as
/// the JSON has always been written.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuotaDto {
    pub ai_runs_monthly_limit: Option<i64>,
    pub ai_runs_monthly_used: i64,
    pub ai_runs_reserved: i64,
    pub file_size_limit_bytes: i64,
    pub files_per_project_limit: Option<i32>,
    pub files_per_upload_limit: i32,
    pub period_key: String,
    pub projects_limit: Option<i32>,
    pub projects_used: u64,
    pub storage_limit_bytes: Option<i64>,
    pub storage_reserved_bytes: i64,
    pub storage_used_bytes: i64,
    #[schema(value_type = crate::http::openapi::enums::MembershipTier)]
    pub tier: MembershipTier,
}

impl From<QuotaSnapshot> for QuotaDto {
    fn from(snapshot: QuotaSnapshot) -> Self {
        let QuotaSnapshot {
            usage,
            projects_used,
        } = snapshot;
        let limits = usage.tier_quota;
        QuotaDto {
            ai_runs_monthly_limit: limits.ai_runs_per_month,
            ai_runs_monthly_used: usage.ai_runs.used,
            ai_runs_reserved: usage.ai_runs.reserved,
            file_size_limit_bytes: limits.max_file_size_bytes,
            files_per_project_limit: limits.max_files_per_project,
            files_per_upload_limit: limits.max_files_per_upload,
            period_key: usage.ai_runs.period,
            projects_limit: limits.max_projects,
            projects_used,
            storage_limit_bytes: limits.storage_bytes,
            storage_reserved_bytes: usage.storage.reserved,
            storage_used_bytes: usage.storage.used,
            tier: usage.tier,
        }
    }
}

/// `GET /quotas/me`: the caller's usage and limits.
#[utoipa::path(
    get, path = "/api/v1/quotas/me", tag = "quotas", operation_id = "myQuota", summary = "The caller's quota",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Usage and limits of the caller's tier (a null limit is unlimited)", body = QuotaDto),
        (status = 404, description = "The account is gone"),
    )
)]
pub async fn me(user: AuthUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let snapshot = quotas::snapshot(&state, user.id).await?;
    Ok(HttpResponse::Ok().json(QuotaDto::from(snapshot)))
}

#[cfg(test)]
mod tests {
    use actors::quota_ledger::{Counter, TierLimits, Usage};
    use serde_json::json;

    use super::*;

    /// The struct writes the same bytes as the `json!` literal the route answered with before.
    #[test]
    fn the_snapshot_json_is_unchanged() {
        let counter = |period: &str, used, reserved| Counter {
            period: period.into(),
            used,
            reserved,
            limit: None,
        };
        let snapshot = QuotaSnapshot {
            usage: Usage {
                tier: MembershipTier::Free,
                tier_quota: TierLimits {
                    ai_runs_per_month: Some(20),
                    storage_bytes: None,
                    max_file_size_bytes: 10,
                    max_files_per_upload: 5,
                    max_projects: Some(3),
                    max_files_per_project: None,
                },
                ai_runs: counter("2025-01", 2, 1),
                storage: counter("all", 700, 300),
            },
            projects_used: 1,
        };
        let before = json!({
            "tier": "FREE", "periodKey": "2025-01",
            "aiRunsMonthlyUsed": 2, "aiRunsMonthlyLimit": 20, "aiRunsReserved": 1,
            "storageUsedBytes": 700, "storageLimitBytes": null, "storageReservedBytes": 300,
            "projectsUsed": 1, "projectsLimit": 3,
            "filesPerProjectLimit": null, "fileSizeLimitBytes": 10, "filesPerUploadLimit": 5,
        });
        let now = serde_json::to_string(&QuotaDto::from(snapshot)).expect("serializes");
        assert_eq!(now, before.to_string());
    }
}
