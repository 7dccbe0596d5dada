//! The billing routes' response bodies. The catalogue DTOs carry the columns of their tables in
//! camelCase (DESIGN §12), the same shapes the admin billing configuration uses; the others are
//! DESIGN §10's shapes.

use actors::quota_ledger::Usage;
use chrono::{DateTime, Utc};
use entities::{
    OrderStatus, PaymentKind, PaymentStatus, SubscriptionStatus, expert_review_offering,
    expert_review_orders, subscription_plans, subscriptions,
};
use serde::Serialize;
use serde_json::Value;
use uuid::Uuid;

use crate::domain::MembershipTier;
use crate::services::billing::account::BillingProfile;
use crate::services::billing::catalogue::Catalogue;
use crate::services::billing::checkout::CheckoutStarted;
use crate::services::billing::confirm::Confirmed;

/// SubscriptionPlanDto: one plan of the catalogue. `providerPriceId` is the effective price ID
/// (configuration first, then the row); null when none is configured.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionPlanDto {
    #[schema(value_type = crate::http::openapi::enums::MembershipTier)]
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
    #[schema(value_type = Vec<String>)]
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
#[derive(Debug, Serialize, utoipa::ToSchema)]
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
#[derive(Debug, Serialize, utoipa::ToSchema)]
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

/// The answer of both checkout routes: where to send the user; `orderId` for an expert review.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckoutSessionDto {
    pub checkout_session_id: String,
    pub url: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_id: Option<Uuid>,
}

impl From<CheckoutStarted> for CheckoutSessionDto {
    fn from(started: CheckoutStarted) -> Self {
        CheckoutSessionDto {
            checkout_session_id: started.checkout_session_id,
            url: started.url,
            order_id: started.order_id,
        }
    }
}

/// The answer of the confirm route.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmDto {
    #[schema(value_type = crate::http::openapi::enums::PaymentKind)]
    pub kind: PaymentKind,
    #[schema(value_type = crate::http::openapi::enums::PaymentStatus)]
    pub status: PaymentStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::http::openapi::enums::MembershipTier>)]
    pub membership_tier: Option<MembershipTier>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_id: Option<Uuid>,
}

impl From<Confirmed> for ConfirmDto {
    fn from(done: Confirmed) -> Self {
        ConfirmDto {
            kind: done.kind,
            status: done.status,
            membership_tier: done.membership_tier,
            order_id: done.order_id,
        }
    }
}

/// The answer of the portal-session route.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PortalSessionDto {
    pub url: String,
}

/// The body of `GET /billing/me`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BillingProfileDto {
    #[schema(value_type = crate::http::openapi::enums::MembershipTier)]
    pub membership_tier: MembershipTier,
    pub subscription: Option<SubscriptionDto>,
    pub quota: BillingQuotaDto,
}

/// The subscription in the billing profile.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionDto {
    #[schema(value_type = crate::http::openapi::enums::SubscriptionStatus)]
    pub status: SubscriptionStatus,
    #[schema(value_type = crate::http::openapi::enums::MembershipTier)]
    pub tier: MembershipTier,
    pub current_period_end: Option<DateTime<Utc>>,
    pub cancel_at_period_end: bool,
}

impl From<subscriptions::Model> for SubscriptionDto {
    fn from(s: subscriptions::Model) -> Self {
        SubscriptionDto {
            status: s.status,
            tier: s.tier,
            current_period_end: s.current_period_end,
            cancel_at_period_end: s.cancel_at_period_end,
        }
    }
}

/// The quota usage in the billing profile; a null limit means unlimited.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BillingQuotaDto {
    pub ai_runs: AiRunsDto,
    pub storage: StorageDto,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AiRunsDto {
    pub used: i64,
    pub reserved: i64,
    pub limit: Option<i64>,
    pub period_end: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StorageDto {
    pub used_bytes: i64,
    pub reserved_bytes: i64,
    pub limit_bytes: Option<i64>,
}

impl From<BillingProfile> for BillingProfileDto {
    fn from(profile: BillingProfile) -> Self {
        let Usage {
            ai_runs, storage, ..
        } = profile.usage;
        BillingProfileDto {
            membership_tier: profile.membership_tier,
            subscription: profile.subscription.map(Into::into),
            quota: BillingQuotaDto {
                ai_runs: AiRunsDto {
                    used: ai_runs.used,
                    reserved: ai_runs.reserved,
                    limit: ai_runs.limit,
                    period_end: profile.period_end,
                },
                storage: StorageDto {
                    used_bytes: storage.used,
                    reserved_bytes: storage.reserved,
                    limit_bytes: storage.limit,
                },
            },
        }
    }
}

/// An expert-review order as its owner sees it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExpertReviewOrderDto {
    pub id: Uuid,
    pub project_id: Uuid,
    #[schema(value_type = crate::http::openapi::enums::OrderStatus)]
    pub status: OrderStatus,
    pub notes: Option<String>,
    pub reviewer_notes: Option<String>,
    pub checkout_session_id: Option<String>,
    pub amount_cents: i64,
    pub currency: String,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
}

impl From<expert_review_orders::Model> for ExpertReviewOrderDto {
    fn from(o: expert_review_orders::Model) -> Self {
        ExpertReviewOrderDto {
            id: o.id,
            project_id: o.project_id,
            status: o.status,
            notes: o.notes,
            reviewer_notes: o.reviewer_notes,
            checkout_session_id: o.checkout_session_id,
            amount_cents: o.amount_cents,
            currency: o.currency,
            created_at: o.created_at,
            paid_at: o.paid_at,
            updated_at: o.updated_at,
        }
    }
}

/// The webhook's answer.
#[derive(Debug, Serialize)]
pub struct WebhookAck {
    pub received: bool,
    pub duplicate: bool,
}
