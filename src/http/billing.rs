//! Billing routes. So far the public catalogue `GET /subscription-plans` (spec §4.9): an
//! ApiResponse of `{plans, expertReview}` with the active plans only. The DTOs carry the columns of
//! their tables in camelCase (DESIGN §12), the same shapes the admin billing configuration uses.

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use entities::{expert_review_offering, subscription_plans};
use serde::Serialize;
use serde_json::Value;

use crate::domain::MembershipTier;
use crate::error::AppError;
use crate::http::response::enveloped;
use crate::services::billing::catalogue::{self, Catalogue};
use crate::state::AppState;

/// The billing routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/subscription-plans", web::get().to(subscription_plans));
}

/// SubscriptionPlanDto: one plan of the catalogue. `providerPriceId` is the effective price ID
/// (configuration first, then the row); null when none is configured.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionPlanDto {
    pub tier: MembershipTier,
    pub name: String,
    pub description: String,
    pub price_cents: i64,
    pub currency: String,
    pub interval: String,
    pub provider_price_id: Option<String>,
    pub active: bool,
    pub purchasable: bool,
    /// The plan's feature lines (a JSON array of strings; empty when none are stored).
    pub features: Value,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<subscription_plans::Model> for SubscriptionPlanDto {
    fn from(plan: subscription_plans::Model) -> Self {
        SubscriptionPlanDto {
            tier: plan.tier,
            name: plan.name,
            description: plan.description,
            price_cents: plan.price_cents,
            currency: plan.currency,
            interval: plan.interval,
            provider_price_id: plan.provider_price_id,
            active: plan.active,
            purchasable: plan.purchasable,
            features: plan.features.unwrap_or_else(|| Value::Array(Vec::new())),
            created_at: plan.created_at,
            updated_at: plan.updated_at,
        }
    }
}

/// ExpertReviewOfferingDto: the expert-review offering.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExpertReviewOfferingDto {
    pub name: String,
    pub description: String,
    pub price_cents: i64,
    pub currency: String,
    pub provider_price_id: Option<String>,
    pub active: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<expert_review_offering::Model> for ExpertReviewOfferingDto {
    fn from(offering: expert_review_offering::Model) -> Self {
        ExpertReviewOfferingDto {
            name: offering.name,
            description: offering.description,
            price_cents: offering.price_cents,
            currency: offering.currency,
            provider_price_id: offering.provider_price_id,
            active: offering.active,
            created_at: offering.created_at,
            updated_at: offering.updated_at,
        }
    }
}

/// SubscriptionPlansResponse: the active plans, cheapest first, and the offering (null when it is
/// not active).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionPlansResponse {
    pub plans: Vec<SubscriptionPlanDto>,
    pub expert_review: Option<ExpertReviewOfferingDto>,
}

impl From<Catalogue> for SubscriptionPlansResponse {
    fn from(catalogue: Catalogue) -> Self {
        SubscriptionPlansResponse {
            plans: catalogue.plans.into_iter().map(Into::into).collect(),
            expert_review: catalogue.expert_review.map(Into::into),
        }
    }
}

/// `GET /subscription-plans` (public): ApiResponse of SubscriptionPlansResponse.
pub async fn subscription_plans(state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let catalogue =
        catalogue::public_catalogue(&state.db, &state.settings.payment.price_ids).await?;
    Ok(enveloped(SubscriptionPlansResponse::from(catalogue)))
}
