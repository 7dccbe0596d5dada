//! Billing routes. So far the public catalogue `GET /subscription-plans` (spec §4.9): an
//! ApiResponse of `{plans, expertReview}` with the active plans only; and the payment provider's
//! webhook `POST /billing/payment/webhook` (spec §4.11, hidden from the public API document). The DTOs carry the columns of
//! their tables in camelCase (DESIGN §12), the same shapes the admin billing configuration uses.

use actix_web::{HttpRequest, HttpResponse, web};
use chrono::{DateTime, Utc};
use entities::{expert_review_offering, subscription_plans};
use serde::Serialize;
use serde_json::{Value, json};

use crate::billing::signature;
use crate::domain::MembershipTier;
use crate::error::{AppError, ErrorCode};
use crate::http::extract;
use crate::http::response::enveloped;
use crate::services::billing::catalogue::{self, Catalogue};
use crate::services::billing::webhook::{self, Receipt};
use crate::state::AppState;

/// The billing routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/subscription-plans", web::get().to(subscription_plans));
    cfg.route("/billing/payment/webhook", web::post().to(payment_webhook));
}

/// The largest webhook body read (a real event is a few KiB).
pub const WEBHOOK_BODY_LIMIT: usize = 256 * 1024;

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

/// `POST /billing/payment/webhook` (the payment provider; no bearer token). The raw body's
/// `Payment-Signature` is checked first: missing or bad -> 400 INVALID_SIGNATURE and nothing
/// processed; no signing secret configured -> 503 BILLING_NOT_CONFIGURED. Then the event is parsed
/// (malformed -> 400 VALIDATION_FAILED) and processed: `{"received": true, "duplicate": bool}`.
pub async fn payment_webhook(
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let body = extract::read_body(&req, payload, WEBHOOK_BODY_LIMIT).await?;
    let Some(verifier) = state.webhook_verifier.as_ref() else {
        return Err(AppError::new(
            ErrorCode::BillingNotConfigured,
            "The payment webhook signing secret is not configured",
        ));
    };
    let header = req.headers().get(signature::HEADER).map(|v| v.as_bytes());
    let now = crate::clock::now();
    verifier
        .verify(header, &body, now.timestamp())
        .map_err(|err| AppError::new(ErrorCode::InvalidSignature, err.to_string()))?;
    let event = webhook::parse_event(&body)?;
    let receipt = webhook::receive(&state.db, &state.webhook_deduper, event, now).await?;
    Ok(HttpResponse::Ok().json(json!({
        "received": true,
        "duplicate": receipt == Receipt::Duplicate,
    })))
}
