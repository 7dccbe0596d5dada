//! The quota configuration: GET config, PUT a tier's limits, PUT the service-wide limits.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::*;
use crate::auth::AdminUser;
use crate::domain::FieldErrors;
use crate::error::AppError;
use crate::http::admin::write_allowed;
use crate::http::extract::{JsonBody, double_option};
use crate::http::response::enveloped;
use crate::services::admin_config::{self, GlobalQuotaPatch, QuotaConfig, TierQuotaPatch};
use crate::state::AppState;
use entities::{global_quota, tier_quotas};

/// TierQuotaDto: a tier's limits (null = unlimited).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TierQuotaDto {
    #[schema(value_type = crate::http::openapi::enums::MembershipTier)]
    pub tier: MembershipTier,
    pub ai_runs_per_month: Option<i64>,
    pub storage_bytes: Option<i64>,
    pub max_file_size_bytes: i64,
    pub max_files_per_upload: i32,
    pub max_projects: Option<i32>,
    pub max_files_per_project: Option<i32>,
}

impl From<tier_quotas::Model> for TierQuotaDto {
    fn from(t: tier_quotas::Model) -> Self {
        TierQuotaDto {
            tier: t.tier,
            ai_runs_per_month: t.ai_runs_per_month,
            storage_bytes: t.storage_bytes,
            max_file_size_bytes: t.max_file_size_bytes,
            max_files_per_upload: t.max_files_per_upload,
            max_projects: t.max_projects,
            max_files_per_project: t.max_files_per_project,
        }
    }
}

/// GlobalQuotaDto: the service-wide limits (null = unlimited).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GlobalQuotaDto {
    pub ai_runs_per_day: Option<i64>,
    pub max_concurrent_runs: i32,
    pub storage_bytes: Option<i64>,
}

impl From<global_quota::Model> for GlobalQuotaDto {
    fn from(g: global_quota::Model) -> Self {
        GlobalQuotaDto {
            ai_runs_per_day: g.ai_runs_per_day,
            max_concurrent_runs: g.max_concurrent_runs,
            storage_bytes: g.storage_bytes,
        }
    }
}

/// AdminQuotaConfigResponse.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminQuotaConfigResponse {
    pub tiers: Vec<TierQuotaDto>,
    pub global: GlobalQuotaDto,
}

impl From<QuotaConfig> for AdminQuotaConfigResponse {
    fn from(config: QuotaConfig) -> Self {
        AdminQuotaConfigResponse {
            tiers: config.tiers.into_iter().map(Into::into).collect(),
            global: config.global.into(),
        }
    }
}

// ---- field rules ----

/// `GET /admin/quotas/config` -> ApiResponse of AdminQuotaConfigResponse.
#[utoipa::path(
    get, path = "/api/v1/admin/quotas/config", tag = "admin", operation_id = "quotaConfig", summary = "The quota configuration",
    security(("bearerAuth" = [])),
    responses((status = 200, description = "Every tier's limits (FREE first) and the service-wide ones; null is unlimited", body = crate::http::openapi::schemas::ApiResponse<AdminQuotaConfigResponse>))
)]
pub(super) async fn quota_config(
    _admin: AdminUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let config = admin_config::quota_config(&state).await?;
    Ok(enveloped(AdminQuotaConfigResponse::from(config)))
}

/// The body of `PUT /admin/quotas/tiers/{tier}`.
/// Absent fields stay; null is unlimited for the nullable limits (runs, storage, projects, files
/// per project) and refused for the others.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TierQuotaBody {
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 0, maximum = 1_000_000_000)]
    ai_runs_per_month: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 0, maximum = 1_152_921_504_606_846_976_i64)]
    storage_bytes: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 5_368_709_120_i64)]
    max_file_size_bytes: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 100)]
    max_files_per_upload: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 0, maximum = 1_000_000)]
    max_projects: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 0, maximum = 1_000_000)]
    max_files_per_project: Option<Option<Value>>,
}

impl TierQuotaBody {
    fn parse(self) -> Result<TierQuotaPatch, AppError> {
        let mut e = FieldErrors::default();
        let patch = TierQuotaPatch {
            ai_runs_per_month: nullable_int(
                &mut e,
                "aiRunsPerMonth",
                self.ai_runs_per_month,
                0,
                RUNS_MAX,
            ),
            storage_bytes: nullable_int(
                &mut e,
                "storageBytes",
                self.storage_bytes,
                0,
                STORAGE_BYTES_MAX,
            ),
            max_file_size_bytes: required_int(
                &mut e,
                "maxFileSizeBytes",
                self.max_file_size_bytes,
                1,
                FILE_SIZE_MAX,
            ),
            max_files_per_upload: narrow(required_int(
                &mut e,
                "maxFilesPerUpload",
                self.max_files_per_upload,
                1,
                FILES_PER_UPLOAD_MAX,
            )),
            max_projects: narrow_nullable(nullable_int(
                &mut e,
                "maxProjects",
                self.max_projects,
                0,
                COUNT_MAX,
            )),
            max_files_per_project: narrow_nullable(nullable_int(
                &mut e,
                "maxFilesPerProject",
                self.max_files_per_project,
                0,
                COUNT_MAX,
            )),
        };
        e.finish()?;
        Ok(patch)
    }
}

/// `PUT /admin/quotas/tiers/{tier}` -> ApiResponse of TierQuotaDto; the next reservation or
/// count uses the new limits.
#[utoipa::path(
    put, path = "/api/v1/admin/quotas/tiers/{tier}", tag = "admin", operation_id = "updateTierQuota", summary = "Change a tier's limits",
    security(("bearerAuth" = [])),
    params(("tier" = crate::http::openapi::enums::MembershipTier, Path, description = "A membership tier (case-insensitive)")),
    request_body = TierQuotaBody,
    responses(
        (status = 200, description = "ApiResponse of the tier's limits", body = crate::http::openapi::schemas::ApiResponse<TierQuotaDto>),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub(super) async fn update_tier_quota(
    admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: JsonBody<TierQuotaBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let tier = parse_tier(&path)?;
    let patch = body.into_inner().parse()?;
    let limits = admin_config::update_tier_quota(&state, admin.0.id, tier, patch).await?;
    Ok(enveloped(TierQuotaDto::from(limits)))
}

/// The body of `PUT /admin/quotas/global`.
/// Absent fields stay; null is unlimited for `aiRunsPerDay` and `storageBytes`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GlobalQuotaBody {
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 0, maximum = 1_000_000_000)]
    ai_runs_per_day: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 1_000_000)]
    max_concurrent_runs: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 0, maximum = 1_152_921_504_606_846_976_i64)]
    storage_bytes: Option<Option<Value>>,
}

impl GlobalQuotaBody {
    fn parse(self) -> Result<GlobalQuotaPatch, AppError> {
        let mut e = FieldErrors::default();
        let patch = GlobalQuotaPatch {
            ai_runs_per_day: nullable_int(
                &mut e,
                "aiRunsPerDay",
                self.ai_runs_per_day,
                0,
                RUNS_MAX,
            ),
            max_concurrent_runs: narrow(required_int(
                &mut e,
                "maxConcurrentRuns",
                self.max_concurrent_runs,
                1,
                COUNT_MAX,
            )),
            storage_bytes: nullable_int(
                &mut e,
                "storageBytes",
                self.storage_bytes,
                0,
                STORAGE_BYTES_MAX,
            ),
        };
        e.finish()?;
        Ok(patch)
    }
}

/// `PUT /admin/quotas/global` -> ApiResponse of GlobalQuotaDto.
#[utoipa::path(
    put, path = "/api/v1/admin/quotas/global", tag = "admin", operation_id = "updateGlobalQuota", summary = "Change the service-wide limits",
    security(("bearerAuth" = [])),
    request_body = GlobalQuotaBody,
    responses(
        (status = 200, description = "ApiResponse of the service-wide limits", body = crate::http::openapi::schemas::ApiResponse<GlobalQuotaDto>),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub(super) async fn update_global_quota(
    admin: AdminUser,
    state: web::Data<AppState>,
    body: JsonBody<GlobalQuotaBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let patch = body.into_inner().parse()?;
    let global = admin_config::update_global_quota(&state, admin.0.id, patch).await?;
    Ok(enveloped(GlobalQuotaDto::from(global)))
}
