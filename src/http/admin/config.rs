//! `/api/v1/admin/billing/*` and `/api/v1/admin/quotas/*` (spec §4.7, DESIGN §12): the billing
//! and quota configuration, ApiResponse envelope. The DTOs carry their tables' columns in
//! camelCase; a null limit means unlimited. PUT bodies are partial: an absent field stays, an
//! explicit null clears a nullable one (price ID, limit), and is refused for the others.

use actix_web::{HttpResponse, web};
use entities::{MembershipTier, global_quota, tier_quotas};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::auth::AdminUser;
use crate::domain::{FieldErrors, multi_line, required_line};
use crate::error::AppError;
use crate::http::admin::write_allowed;
use crate::http::billing::dto::{ExpertReviewOfferingDto, SubscriptionPlanDto};
use crate::http::extract::double_option;
use crate::http::response::enveloped;
use crate::services::admin_config::{
    self, BillingConfig, GlobalQuotaPatch, OfferingPatch, PlanPatch, QuotaConfig, TierQuotaPatch,
};
use crate::state::AppState;

/// The configuration routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/billing/config", web::get().to(billing_config))
        .route("/billing/plans/{tier}", web::put().to(update_plan))
        .route(
            "/billing/expert-review",
            web::put().to(update_expert_review),
        )
        .route("/quotas/config", web::get().to(quota_config))
        .route("/quotas/tiers/{tier}", web::put().to(update_tier_quota))
        .route("/quotas/global", web::put().to(update_global_quota));
}

/// The bounds of the configuration values.
pub const NAME_MAX: usize = 100;
pub const DESCRIPTION_MAX: usize = 2_000;
pub const PRICE_CENTS_MAX: i64 = 100_000_000;
pub const PRICE_ID_MAX: usize = 255;
pub const FEATURES_MAX: usize = 20;
pub const FEATURE_MAX: usize = 200;
const GIB: i64 = 1024 * 1024 * 1024;
/// The largest single file a tier may allow.
pub const FILE_SIZE_MAX: i64 = 5 * GIB;
/// The most files one upload may carry.
pub const FILES_PER_UPLOAD_MAX: i64 = 100;
/// Bounds of the countable limits (AI runs, projects, files, concurrent runs) and of storage.
pub const RUNS_MAX: i64 = 1_000_000_000;
pub const COUNT_MAX: i64 = 1_000_000;
pub const STORAGE_BYTES_MAX: i64 = 1 << 60;

/// AdminBillingConfigResponse.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AdminBillingConfigResponse {
    pub plans: Vec<SubscriptionPlanDto>,
    pub expert_review: ExpertReviewOfferingDto,
    pub provider_configured: bool,
    pub webhook_configured: bool,
}

impl From<BillingConfig> for AdminBillingConfigResponse {
    fn from(config: BillingConfig) -> Self {
        AdminBillingConfigResponse {
            plans: config.plans.into_iter().map(Into::into).collect(),
            expert_review: config.expert_review.into(),
            provider_configured: config.provider_configured,
            webhook_configured: config.webhook_configured,
        }
    }
}

/// TierQuotaDto: a tier's limits (null = unlimited).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TierQuotaDto {
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
#[derive(Debug, Serialize)]
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
#[derive(Debug, Serialize)]
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

/// `{tier}` of a path: a membership tier (case-insensitive), else 400 naming `tier`.
fn parse_tier(value: &str) -> Result<MembershipTier, AppError> {
    MembershipTier::parse(&value.trim().to_ascii_uppercase()).ok_or_else(|| {
        AppError::field(
            "tier",
            format!("must be one of {}", MembershipTier::expected()),
        )
    })
}

/// A field that may be left out but not sent as null.
fn not_null<T>(errors: &mut FieldErrors, field: &str, value: Option<Option<T>>) -> Option<T> {
    match value {
        None => None,
        Some(None) => {
            errors.add(field, "must not be null");
            None
        }
        Some(Some(v)) => Some(v),
    }
}

/// A JSON integer in `min..=max` (a string, a fraction or anything else is refused).
fn integer(
    errors: &mut FieldErrors,
    field: &str,
    value: &Value,
    min: i64,
    max: i64,
) -> Option<i64> {
    match value.as_i64() {
        Some(n) if (min..=max).contains(&n) => Some(n),
        _ => {
            errors.add(field, format!("must be a whole number in {min}..={max}"));
            None
        }
    }
}

/// A required integer field: absent stays, null refused.
fn required_int(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<Option<Value>>,
    min: i64,
    max: i64,
) -> Option<i64> {
    not_null(errors, field, value).and_then(|v| integer(errors, field, &v, min, max))
}

/// A nullable integer field (a limit): absent stays (`None`), null is unlimited (`Some(None)`).
/// `None` also when the value is refused (the error is recorded).
fn nullable_int(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<Option<Value>>,
    min: i64,
    max: i64,
) -> Option<Option<i64>> {
    match value {
        None => None,
        Some(None) => Some(None),
        Some(Some(v)) => integer(errors, field, &v, min, max).map(Some),
    }
}

fn narrow(value: Option<i64>) -> Option<i32> {
    value.and_then(|v| i32::try_from(v).ok())
}

fn narrow_nullable(value: Option<Option<i64>>) -> Option<Option<i32>> {
    value.map(|v| v.and_then(|v| i32::try_from(v).ok()))
}

fn name(value: &str) -> Result<String, String> {
    required_line(value, NAME_MAX, "must not be blank")
}

/// Multi-line text, trimmed, at most 2,000 characters (may be empty).
fn description(value: &str) -> Result<String, String> {
    let text = multi_line(value)?;
    let text = text.trim();
    if text.chars().count() > DESCRIPTION_MAX {
        return Err(format!("must be at most {DESCRIPTION_MAX} characters"));
    }
    Ok(text.to_owned())
}

/// Three ASCII letters, stored lower-case.
fn currency(value: &str) -> Result<String, String> {
    let value = value.trim();
    if value.len() == 3 && value.chars().all(|c| c.is_ascii_alphabetic()) {
        Ok(value.to_ascii_lowercase())
    } else {
        Err("must be a three-letter currency code".into())
    }
}

fn interval(value: &str) -> Result<String, String> {
    match value.trim().to_ascii_lowercase().as_str() {
        v @ ("month" | "year") => Ok(v.to_owned()),
        _ => Err("must be one of month, year".into()),
    }
}

/// A provider price ID: null or blank clears it; otherwise 1..=255 of `[A-Za-z0-9_-]`.
fn price_id(errors: &mut FieldErrors, value: Option<Option<String>>) -> Option<Option<String>> {
    let value = value?;
    let Some(id) = value.as_deref().map(str::trim).filter(|v| !v.is_empty()) else {
        return Some(None);
    };
    if id.len() > PRICE_ID_MAX
        || !id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        errors.add(
            "providerPriceId",
            format!("must be 1..={PRICE_ID_MAX} letters, digits, '_' or '-'"),
        );
        return None;
    }
    Some(Some(id.to_owned()))
}

/// At most 20 feature lines, each trimmed, single-line, 1..=200 characters; null is none.
fn features(errors: &mut FieldErrors, value: Option<Option<Vec<String>>>) -> Option<Vec<String>> {
    let lines = value?.unwrap_or_default();
    if lines.len() > FEATURES_MAX {
        errors.add(
            "features",
            format!("must have at most {FEATURES_MAX} entries"),
        );
        return None;
    }
    let mut out = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        match required_line(line, FEATURE_MAX, "must not be blank") {
            Ok(line) => out.push(line),
            Err(message) => {
                errors.add(&format!("features[{i}]"), message);
                return None;
            }
        }
    }
    Some(out)
}

fn text(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<Option<String>>,
    parse: fn(&str) -> Result<String, String>,
) -> Option<String> {
    not_null(errors, field, value).and_then(|v| errors.check(field, parse(&v)))
}

// ---- billing ----

/// `GET /admin/billing/config` -> ApiResponse of AdminBillingConfigResponse.
pub async fn billing_config(
    _admin: AdminUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let config = admin_config::billing_config(&state).await?;
    Ok(enveloped(AdminBillingConfigResponse::from(config)))
}

/// The body of `PUT /admin/billing/plans/{tier}`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanBody {
    #[serde(default, deserialize_with = "double_option")]
    name: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    description: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    price_cents: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    currency: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    interval: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    provider_price_id: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    active: Option<Option<bool>>,
    #[serde(default, deserialize_with = "double_option")]
    purchasable: Option<Option<bool>>,
    #[serde(default, deserialize_with = "double_option")]
    features: Option<Option<Vec<String>>>,
}

impl PlanBody {
    /// The validated change of `tier`'s plan: FREE may not become purchasable and its price stays 0.
    fn parse(self, tier: MembershipTier) -> Result<PlanPatch, AppError> {
        let mut errors = FieldErrors::default();
        let name = text(&mut errors, "name", self.name, name);
        let description = text(&mut errors, "description", self.description, description);
        let price_cents = required_int(
            &mut errors,
            "priceCents",
            self.price_cents,
            0,
            PRICE_CENTS_MAX,
        );
        let currency = text(&mut errors, "currency", self.currency, currency);
        let interval = text(&mut errors, "interval", self.interval, interval);
        let provider_price_id = price_id(&mut errors, self.provider_price_id);
        let active = not_null(&mut errors, "active", self.active);
        let purchasable = not_null(&mut errors, "purchasable", self.purchasable);
        let features = features(&mut errors, self.features);
        if tier == MembershipTier::Free {
            if purchasable == Some(true) {
                errors.add("purchasable", "the FREE plan cannot be purchasable");
            }
            if price_cents.is_some_and(|p| p != 0) {
                errors.add("priceCents", "the FREE plan's price must stay 0");
            }
        }
        errors.finish()?;
        Ok(PlanPatch {
            name,
            description,
            price_cents,
            currency,
            interval,
            provider_price_id,
            active,
            purchasable,
            features,
        })
    }
}

/// `PUT /admin/billing/plans/{tier}` -> ApiResponse of SubscriptionPlanDto (with the effective
/// provider price ID); 400 for an unknown tier or a refused value.
pub async fn update_plan(
    admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<PlanBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin)?;
    let tier = parse_tier(&path)?;
    let patch = body.into_inner().parse(tier)?;
    let plan = admin_config::update_plan(&state, admin.0.id, tier, patch).await?;
    Ok(enveloped(SubscriptionPlanDto::from(plan)))
}

/// The body of `PUT /admin/billing/expert-review`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferingBody {
    #[serde(default, deserialize_with = "double_option")]
    name: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    description: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    price_cents: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    currency: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    provider_price_id: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    active: Option<Option<bool>>,
}

impl OfferingBody {
    fn parse(self) -> Result<OfferingPatch, AppError> {
        let mut errors = FieldErrors::default();
        let name = text(&mut errors, "name", self.name, name);
        let description = text(&mut errors, "description", self.description, description);
        let price_cents = required_int(
            &mut errors,
            "priceCents",
            self.price_cents,
            1,
            PRICE_CENTS_MAX,
        );
        let currency = text(&mut errors, "currency", self.currency, currency);
        let provider_price_id = price_id(&mut errors, self.provider_price_id);
        let active = not_null(&mut errors, "active", self.active);
        errors.finish()?;
        Ok(OfferingPatch {
            name,
            description,
            price_cents,
            currency,
            provider_price_id,
            active,
        })
    }
}

/// `PUT /admin/billing/expert-review` -> ApiResponse of ExpertReviewOfferingDto.
pub async fn update_expert_review(
    admin: AdminUser,
    state: web::Data<AppState>,
    body: web::Json<OfferingBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin)?;
    let patch = body.into_inner().parse()?;
    let offering = admin_config::update_offering(&state, admin.0.id, patch).await?;
    Ok(enveloped(ExpertReviewOfferingDto::from(offering)))
}

// ---- quotas ----

/// `GET /admin/quotas/config` -> ApiResponse of AdminQuotaConfigResponse.
pub async fn quota_config(
    _admin: AdminUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let config = admin_config::quota_config(&state).await?;
    Ok(enveloped(AdminQuotaConfigResponse::from(config)))
}

/// The body of `PUT /admin/quotas/tiers/{tier}`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TierQuotaBody {
    #[serde(default, deserialize_with = "double_option")]
    ai_runs_per_month: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    storage_bytes: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    max_file_size_bytes: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    max_files_per_upload: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    max_projects: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
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
pub async fn update_tier_quota(
    admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<TierQuotaBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin)?;
    let tier = parse_tier(&path)?;
    let patch = body.into_inner().parse()?;
    let limits = admin_config::update_tier_quota(&state, admin.0.id, tier, patch).await?;
    Ok(enveloped(TierQuotaDto::from(limits)))
}

/// The body of `PUT /admin/quotas/global`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GlobalQuotaBody {
    #[serde(default, deserialize_with = "double_option")]
    ai_runs_per_day: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    max_concurrent_runs: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
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
pub async fn update_global_quota(
    admin: AdminUser,
    state: web::Data<AppState>,
    body: web::Json<GlobalQuotaBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin)?;
    let patch = body.into_inner().parse()?;
    let global = admin_config::update_global_quota(&state, admin.0.id, patch).await?;
    Ok(enveloped(GlobalQuotaDto::from(global)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_rules() {
        assert_eq!(currency(" CAD ").as_deref(), Ok("cad"));
        assert!(currency("CA1").is_err());
        assert!(currency("CADX").is_err());
        assert_eq!(interval("Year").as_deref(), Ok("year"));
        assert!(interval("week").is_err());
        let mut errors = FieldErrors::default();
        assert_eq!(price_id(&mut errors, Some(Some(" ".into()))), Some(None));
        assert_eq!(price_id(&mut errors, Some(None)), Some(None));
        assert_eq!(price_id(&mut errors, None), None);
        assert_eq!(
            price_id(&mut errors, Some(Some("price_1-A".into()))),
            Some(Some("price_1-A".into()))
        );
        assert!(errors.is_empty());
        assert_eq!(price_id(&mut errors, Some(Some("price 1".into()))), None);
        assert_eq!(integer(&mut errors, "n", &Value::from(1.5), 0, 9), None);
        assert_eq!(integer(&mut errors, "n", &Value::from("3"), 0, 9), None);
        assert_eq!(integer(&mut errors, "m", &Value::from(3), 0, 9), Some(3));
        assert!(!errors.is_empty());
    }
}
