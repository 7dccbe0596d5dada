//! The billing configuration: GET config, PUT a plan, PUT the expert-review offering.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::*;
use crate::auth::AdminUser;
use crate::domain::FieldErrors;
use crate::error::AppError;
use crate::http::admin::write_allowed;
use crate::http::billing::dto::{ExpertReviewOfferingDto, SubscriptionPlanDto};
use crate::http::extract::{JsonBody, double_option};
use crate::http::response::enveloped;
use crate::services::admin_config::{self, BillingConfig, OfferingPatch, PlanPatch};
use crate::state::AppState;

/// AdminBillingConfigResponse.
#[derive(Debug, Serialize, utoipa::ToSchema)]
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

/// `GET /admin/billing/config` -> ApiResponse of AdminBillingConfigResponse.
#[utoipa::path(
    get, path = "/api/v1/admin/billing/config", tag = "admin", operation_id = "billingConfig", summary = "The billing configuration",
    security(("bearerAuth" = [])),
    responses((status = 200, description = "All four plans (FREE first), the offering, and what is configured", body = crate::http::openapi::schemas::ApiResponse<AdminBillingConfigResponse>))
)]
pub(super) async fn billing_config(
    _admin: AdminUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let config = admin_config::billing_config(&state).await?;
    Ok(enveloped(AdminBillingConfigResponse::from(config)))
}

/// The body of `PUT /admin/billing/plans/{tier}`.
/// Absent fields stay; null is refused except for `providerPriceId` and `features`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanBody {
    #[serde(default, deserialize_with = "double_option")]
    #[schema(min_length = 1, max_length = 100)]
    name: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(max_length = 2000)]
    description: Option<Option<String>>,
    /// 0..=100,000,000 (FREE: 0).
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 0, maximum = 100_000_000)]
    price_cents: Option<Option<Value>>,
    /// Three letters, stored lower-case.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(pattern = "^[A-Za-z]{3}$")]
    currency: Option<Option<String>>,
    /// `month` or `year`.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(pattern = "^(month|year)$")]
    interval: Option<Option<String>>,
    /// Null or blank clears it.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(max_length = 255, pattern = "^[A-Za-z0-9_-]*$")]
    provider_price_id: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    active: Option<Option<bool>>,
    #[serde(default, deserialize_with = "double_option")]
    purchasable: Option<Option<bool>>,
    /// At most 20 lines of 1..=200 characters; null is none.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(max_items = 20)]
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
#[utoipa::path(
    put, path = "/api/v1/admin/billing/plans/{tier}", tag = "admin", operation_id = "updatePlan", summary = "Change a plan",
    security(("bearerAuth" = [])),
    params(("tier" = crate::http::openapi::enums::MembershipTier, Path, description = "A membership tier (case-insensitive)")),
    request_body = PlanBody,
    responses(
        (status = 200, description = "ApiResponse of the plan, with the effective provider price ID", body = crate::http::openapi::schemas::ApiResponse<SubscriptionPlanDto>),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub(super) async fn update_plan(
    admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: JsonBody<PlanBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let tier = parse_tier(&path)?;
    let patch = body.into_inner().parse(tier)?;
    let plan = admin_config::update_plan(&state, admin.0.id, tier, patch).await?;
    Ok(enveloped(SubscriptionPlanDto::from(plan)))
}

/// The body of `PUT /admin/billing/expert-review`.
/// Absent fields stay; null is refused except for `providerPriceId`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferingBody {
    #[serde(default, deserialize_with = "double_option")]
    #[schema(min_length = 1, max_length = 100)]
    name: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(max_length = 2000)]
    description: Option<Option<String>>,
    /// 1..=100,000,000.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 100_000_000)]
    price_cents: Option<Option<Value>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(pattern = "^[A-Za-z]{3}$")]
    currency: Option<Option<String>>,
    /// Null or blank clears it.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(max_length = 255, pattern = "^[A-Za-z0-9_-]*$")]
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
#[utoipa::path(
    put, path = "/api/v1/admin/billing/expert-review", tag = "admin", operation_id = "updateExpertReviewOffering", summary = "Change the expert-review offering",
    security(("bearerAuth" = [])),
    request_body = OfferingBody,
    responses(
        (status = 200, description = "ApiResponse of the offering", body = crate::http::openapi::schemas::ApiResponse<ExpertReviewOfferingDto>),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub(super) async fn update_expert_review(
    admin: AdminUser,
    state: web::Data<AppState>,
    body: JsonBody<OfferingBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let patch = body.into_inner().parse()?;
    let offering = admin_config::update_offering(&state, admin.0.id, patch).await?;
    Ok(enveloped(ExpertReviewOfferingDto::from(offering)))
}

// ---- quotas ----
