//! Billing routes (spec §4.9-§4.11, DESIGN §10): the public catalogue `GET /subscription-plans`
//! (ApiResponse of `{plans, expertReview}`, active plans only); the caller's checkout, confirm,
//! portal, profile and order routes (bearer token; raw bodies, [`dto`]); and the payment
//! provider's webhook `POST /billing/payment/webhook` (signature first; hidden from the public API
//! document).

pub mod dto;

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::billing::signature;
use crate::domain::{FieldErrors, MembershipTier, multi_line, parse_enum};
use crate::error::{AppError, ErrorCode};
use crate::http::extract::{self, JsonBody, required};
use crate::http::response::enveloped;
use crate::services::billing::checkout::{self, ExpertReviewRequest, NOTES_MAX_CHARS};
use crate::services::billing::webhook::{self, Receipt};
use crate::services::billing::{account, catalogue, confirm};
use crate::state::AppState;
use dto::{
    BillingProfileDto, CheckoutSessionDto, ConfirmDto, ExpertReviewOrderDto, PortalSessionDto,
    SubscriptionPlansResponse, WebhookAck,
};

/// The billing routes. The by-checkout-session route is registered before `{orderId}`.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/subscription-plans", web::get().to(subscription_plans))
        .route("/billing/payment/webhook", web::post().to(payment_webhook))
        .route("/billing/me", web::get().to(me))
        .route(
            "/billing/checkout/subscription",
            web::post().to(subscription_checkout),
        )
        .route(
            "/billing/checkout/expert-review",
            web::post().to(expert_review_checkout),
        )
        .route("/billing/checkout/confirm", web::post().to(confirm))
        .route("/billing/portal-session", web::post().to(portal_session))
        .route("/billing/expert-review/orders", web::get().to(orders))
        .route(
            "/billing/expert-review/orders/by-checkout-session",
            web::get().to(order_by_checkout_session),
        )
        .route(
            "/billing/expert-review/orders/{orderId}",
            web::get().to(order),
        );
}

/// The largest webhook body read (a real event is a few KiB).
pub const WEBHOOK_BODY_LIMIT: usize = 256 * 1024;

/// The longest checkout session ID accepted (the provider's are about 66 characters).
const SESSION_ID_MAX: usize = 255;

/// The body of `POST /billing/checkout/subscription`.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct SubscriptionCheckoutBody {
    /// STARTER, PROFESSIONAL or ENTERPRISE (FREE cannot be bought).
    #[schema(value_type = crate::http::openapi::enums::MembershipTier)]
    tier: Option<String>,
}

impl SubscriptionCheckoutBody {
    fn parse(self) -> Result<MembershipTier, AppError> {
        let mut errors = FieldErrors::default();
        let tier = required(&mut errors, "tier", self.tier.as_deref()).and_then(|t| {
            errors.check(
                "tier",
                parse_enum(t, MembershipTier::parse, MembershipTier::expected),
            )
        });
        errors.finish()?;
        tier.ok_or_else(|| AppError::field("tier", "is required"))
    }
}

/// The body of `POST /billing/checkout/expert-review`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExpertReviewCheckoutBody {
    /// One of the caller's projects.
    #[schema(value_type = Uuid)]
    project_id: Option<String>,
    /// At most 2,000 characters; line breaks allowed.
    #[schema(max_length = 2000)]
    notes: Option<String>,
}

impl ExpertReviewCheckoutBody {
    fn parse(self) -> Result<ExpertReviewRequest, AppError> {
        let mut errors = FieldErrors::default();
        let project_id =
            required(&mut errors, "projectId", self.project_id.as_deref()).and_then(|id| {
                errors.check(
                    "projectId",
                    Uuid::parse_str(id.trim()).map_err(|_| "must be a UUID".to_owned()),
                )
            });
        let notes = errors.check_opt("notes", self.notes.as_deref(), parse_notes);
        errors.finish()?;
        match (project_id, notes) {
            (Some(project_id), Some(notes)) => Ok(ExpertReviewRequest {
                project_id,
                notes: notes.flatten(),
            }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

/// Optional notes: line breaks and tabs allowed, trimmed, at most [`NOTES_MAX_CHARS`]; blank is
/// none.
fn parse_notes(value: &str) -> Result<Option<String>, String> {
    let text = multi_line(value)?;
    let text = text.trim();
    if text.chars().count() > NOTES_MAX_CHARS {
        return Err(format!("must be at most {NOTES_MAX_CHARS} characters"));
    }
    Ok((!text.is_empty()).then(|| text.to_owned()))
}

/// A checkout session ID from a client: 1..=255 visible ASCII characters without spaces.
fn parse_session_id(field: &str, value: Option<&str>) -> Result<String, AppError> {
    let value = value.map(str::trim).unwrap_or_default();
    if value.is_empty() {
        return Err(AppError::field(field, "is required"));
    }
    if value.len() > SESSION_ID_MAX || !value.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(AppError::field(
            field,
            "is not a checkout session ID (1..=255 visible ASCII characters)",
        ));
    }
    Ok(value.to_owned())
}

/// The body of `POST /billing/checkout/confirm`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CheckoutConfirmBody)]
pub struct ConfirmBody {
    /// The checkout session ID (1..=255 visible ASCII characters).
    #[schema(value_type = String, min_length = 1, max_length = 255)]
    session_id: Option<String>,
}

impl ConfirmBody {
    fn parse(self) -> Result<String, AppError> {
        parse_session_id("sessionId", self.session_id.as_deref())
    }
}

/// The query of the by-checkout-session route.
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SessionQuery {
    /// The checkout session ID.
    #[param(value_type = String, min_length = 1, max_length = 255)]
    session_id: Option<String>,
}

/// `GET /billing/me`: tier, subscription and quota usage.
#[utoipa::path(
    get, path = "/api/v1/billing/me", tag = "billing", operation_id = "billingProfile", summary = "The caller's billing profile",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The caller's billing profile", body = BillingProfileDto),
        (status = 404, description = "The account is gone"),
    )
)]
pub async fn me(user: AuthUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let profile = account::profile(&state, user.id).await?;
    Ok(HttpResponse::Ok().json(BillingProfileDto::from(profile)))
}

/// `POST /billing/checkout/subscription` `{tier}` -> `{checkoutSessionId, url}`.
#[utoipa::path(
    post, path = "/api/v1/billing/checkout/subscription", tag = "billing", operation_id = "subscriptionCheckout", summary = "Check out a subscription",
    security(("bearerAuth" = [])),
    request_body = SubscriptionCheckoutBody,
    responses(
        (status = 200, description = "A hosted checkout of the plan's price", body = CheckoutSessionDto),
        (status = 400, description = "NOT_PURCHASABLE: FREE, or an inactive or unpurchasable plan"),
        (status = 404, description = "The account is gone"),
        (status = 409, description = "CONFLICT: a subscription already grants a tier (change plans in the portal)"),
        (status = 502, description = "PAYMENT_PROVIDER_FAILED"),
        (status = 503, description = "BILLING_NOT_CONFIGURED"),
    )
)]
pub async fn subscription_checkout(
    user: AuthUser,
    state: web::Data<AppState>,
    body: JsonBody<SubscriptionCheckoutBody>,
) -> Result<HttpResponse, AppError> {
    let tier = body.into_inner().parse()?;
    let started = checkout::subscription(&state, user.id, tier).await?;
    Ok(HttpResponse::Ok().json(CheckoutSessionDto::from(started)))
}

/// `POST /billing/checkout/expert-review` `{projectId, notes?}` -> `{checkoutSessionId, url,
/// orderId}`.
#[utoipa::path(
    post, path = "/api/v1/billing/checkout/expert-review", tag = "billing", operation_id = "expertReviewCheckout", summary = "Check out an expert review",
    security(("bearerAuth" = [])),
    request_body = ExpertReviewCheckoutBody,
    responses(
        (status = 200, description = "A hosted checkout; the order (PENDING_PAYMENT) is stored first", body = CheckoutSessionDto),
        (status = 400, description = "NOT_PURCHASABLE: the offering is inactive"),
        (status = 404, description = "No such project of the caller's"),
        (status = 502, description = "PAYMENT_PROVIDER_FAILED"),
        (status = 503, description = "BILLING_NOT_CONFIGURED"),
    )
)]
pub async fn expert_review_checkout(
    user: AuthUser,
    state: web::Data<AppState>,
    body: JsonBody<ExpertReviewCheckoutBody>,
) -> Result<HttpResponse, AppError> {
    let request = body.into_inner().parse()?;
    let started = checkout::expert_review(&state, user.id, request).await?;
    Ok(HttpResponse::Ok().json(CheckoutSessionDto::from(started)))
}

/// `POST /billing/checkout/confirm` `{sessionId}` -> `{kind, status, membershipTier?, orderId?}`.
#[utoipa::path(
    post, path = "/api/v1/billing/checkout/confirm", tag = "billing", operation_id = "confirmCheckout", summary = "Confirm a checkout",
    security(("bearerAuth" = [])),
    request_body = ConfirmBody,
    responses(
        (status = 200, description = "Fulfilled (a second confirm changes nothing)", body = ConfirmDto),
        (status = 404, description = "No such checkout session of the caller's"),
        (status = 409, description = "CHECKOUT_NOT_PAID, or CONFLICT when the session disagrees with what was stored"),
        (status = 502, description = "PAYMENT_PROVIDER_FAILED"),
        (status = 503, description = "BILLING_NOT_CONFIGURED"),
    )
)]
pub async fn confirm(
    user: AuthUser,
    state: web::Data<AppState>,
    body: JsonBody<ConfirmBody>,
) -> Result<HttpResponse, AppError> {
    let session_id = body.into_inner().parse()?;
    let done = confirm::confirm(&state, user.id, &session_id).await?;
    Ok(HttpResponse::Ok().json(ConfirmDto::from(done)))
}

/// `POST /billing/portal-session` (no body) -> `{url}`.
#[utoipa::path(
    post, path = "/api/v1/billing/portal-session", tag = "billing", operation_id = "portalSession", summary = "Open a billing-portal session",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "A billing-portal session", body = PortalSessionDto),
        (status = 404, description = "The account is gone"),
        (status = 409, description = "NO_BILLING_CUSTOMER: nothing was bought yet"),
        (status = 502, description = "PAYMENT_PROVIDER_FAILED"),
        (status = 503, description = "BILLING_NOT_CONFIGURED"),
    )
)]
pub async fn portal_session(
    user: AuthUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let url = checkout::portal(&state, user.id).await?;
    Ok(HttpResponse::Ok().json(PortalSessionDto { url }))
}

/// `GET /billing/expert-review/orders`: the caller's orders, newest first.
#[utoipa::path(
    get, path = "/api/v1/billing/expert-review/orders", tag = "billing", operation_id = "myExpertReviewOrders", summary = "The caller's expert-review orders",
    security(("bearerAuth" = [])),
    responses((status = 200, description = "The caller's orders, newest first (at most 200)", body = Vec<ExpertReviewOrderDto>))
)]
pub async fn orders(user: AuthUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let list: Vec<ExpertReviewOrderDto> = account::orders(&state, user.id)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    Ok(HttpResponse::Ok().json(list))
}

/// `GET /billing/expert-review/orders/{orderId}`.
#[utoipa::path(
    get, path = "/api/v1/billing/expert-review/orders/{orderId}", tag = "billing", operation_id = "myExpertReviewOrder", summary = "One of the caller's expert-review orders",
    security(("bearerAuth" = [])),
    params(("orderId" = Uuid, Path, description = "The order")),
    responses(
        (status = 200, description = "The order", body = ExpertReviewOrderDto),
        (status = 404, description = "No such order of the caller's"),
    )
)]
pub async fn order(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let order = account::order(&state, user.id, path.into_inner()).await?;
    Ok(HttpResponse::Ok().json(ExpertReviewOrderDto::from(order)))
}

/// `GET /billing/expert-review/orders/by-checkout-session?sessionId=`.
#[utoipa::path(
    get, path = "/api/v1/billing/expert-review/orders/by-checkout-session", tag = "billing", operation_id = "myExpertReviewOrderByCheckoutSession", summary = "The caller's order of a checkout session",
    security(("bearerAuth" = [])),
    params(SessionQuery),
    responses(
        (status = 200, description = "The order of the checkout session", body = ExpertReviewOrderDto),
        (status = 404, description = "No such order of the caller's"),
    )
)]
pub async fn order_by_checkout_session(
    user: AuthUser,
    state: web::Data<AppState>,
    query: web::Query<SessionQuery>,
) -> Result<HttpResponse, AppError> {
    let session_id = parse_session_id("sessionId", query.session_id.as_deref())?;
    let order = account::order_by_checkout_session(&state, user.id, &session_id).await?;
    Ok(HttpResponse::Ok().json(ExpertReviewOrderDto::from(order)))
}

/// `GET /subscription-plans` (public): ApiResponse of SubscriptionPlansResponse.
#[utoipa::path(
    get, path = "/api/v1/subscription-plans", tag = "billing", operation_id = "subscriptionPlans", summary = "The public plan catalogue",
    responses((status = 200, description = "The active plans, cheapest first, and the offering when active", body = crate::http::openapi::schemas::ApiResponse<SubscriptionPlansResponse>))
)]
pub async fn subscription_plans(state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let catalogue =
        catalogue::public_catalogue(&state.db, &state.settings.payment.price_ids).await?;
    Ok(enveloped(SubscriptionPlansResponse::from(catalogue)))
}

/// `POST /billing/payment/webhook` (the payment provider; no bearer token). The raw body's
/// signature, in `Payment-Signature` or Stripe's `Stripe-Signature` (both must verify when both
/// come), is checked first: missing or bad -> 400 INVALID_SIGNATURE and nothing
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
    let header = |name: &str| req.headers().get(name).map(|v| v.as_bytes());
    let now = crate::clock::now();
    verifier
        .verify_either(
            header(signature::HEADER),
            header(signature::STRIPE_HEADER),
            &body,
            now.timestamp(),
        )
        .map_err(|err| AppError::new(ErrorCode::InvalidSignature, err.to_string()))?;
    let event = webhook::parse_event(&body)?;
    let effect = webhook::effect_of(&event, async |price| {
        catalogue::tier_of_price(&state.db, &state.settings.payment.price_ids, &price).await
    })
    .await?;
    let prices = &state.settings.payment.price_ids;
    let receipt = webhook::receive(
        &state.writes,
        &state.webhook_deduper,
        &event,
        effect,
        prices,
        now,
    )
    .await?;
    Ok(HttpResponse::Ok().json(WebhookAck {
        received: true,
        duplicate: receipt == Receipt::Duplicate,
    }))
}
