//! Hosted checkout (spec §4.10, DESIGN §10): a subscription or an expert review is bought through
//! a checkout session of the payment provider, confirmed by the confirm route or the webhook,
//! whichever comes first ([`super::fulfilment`]); and the provider's billing portal.
//!
//! Before the provider is called, this service stores what it sells: a PENDING payment row (and
//! for an expert review its PENDING_PAYMENT order), whose ID is the idempotency key of the
//! checkout session, so a retried request never makes a second session for the same row. The
//! provider customer is created once per user (idempotency key `customer-<user ID>`) and reused.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use entities::{
    MembershipTier, OrderStatus, PaymentKind, PaymentStatus, expert_review_offering,
    expert_review_orders, payments, subscription_plans, subscriptions, users,
};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use uuid::Uuid;

use crate::billing::orders::OrderTrigger;
use crate::billing::tier::{self, TierEffect};
use crate::clients::payments::{
    CheckoutMode, CheckoutSession, LineItem, NewCheckoutSession, PaymentClient, PaymentError,
};
use crate::clock;
use crate::error::{AppError, ErrorCode};
use crate::services::billing::catalogue;
use crate::services::billing::store;
use crate::services::projects;
use crate::state::AppState;

/// The longest `notes` of an expert-review order, in characters.
pub const NOTES_MAX_CHARS: usize = 2000;
/// The provider keeps at most this many characters of a metadata value; longer notes are cut in
/// the metadata (the order keeps them whole).
const METADATA_VALUE_MAX_CHARS: usize = 500;

/// A created checkout session: where to send the user.
#[derive(Debug, Clone)]
pub struct CheckoutStarted {
    pub checkout_session_id: String,
    pub url: String,
    pub order_id: Option<Uuid>,
}

/// An expert-review checkout request, checked.
#[derive(Debug, Clone)]
pub struct ExpertReviewRequest {
    pub project_id: Uuid,
    pub notes: Option<String>,
}

/// `POST /billing/checkout/subscription`: a checkout session for `tier`'s plan.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id, tier = %tier))]
pub async fn subscription(
    state: &AppState,
    user_id: Uuid,
    tier: MembershipTier,
) -> Result<CheckoutStarted, AppError> {
    if tier == MembershipTier::Free {
        return Err(not_purchasable("The FREE tier cannot be purchased"));
    }
    let client = state.payment_client()?;
    let plan = subscription_plans::Entity::find_by_id(tier)
        .one(&state.db)
        .await?
        .map(|plan| catalogue::with_configured_price(plan, &state.settings.payment.price_ids))
        .filter(|plan| plan.active && plan.purchasable)
        .ok_or_else(|| not_purchasable(format!("The {tier} plan is not available for purchase")))?;
    let price = plan.provider_price_id.clone().ok_or_else(|| {
        AppError::new(
            ErrorCode::BillingNotConfigured,
            format!("No payment provider price is configured for the {tier} plan"),
        )
    })?;
    ensure_no_live_subscription(state, user_id).await?;
    let customer = ensure_customer(state, client, user_id).await?;
    let payment_id = Uuid::now_v7();
    let now = clock::now();
    let mut payment = pending_payment(
        payment_id,
        user_id,
        PaymentKind::Subscription,
        None,
        plan.price_cents,
        &plan.currency,
        now,
    );
    payment.price_id = Set(Some(price.clone()));
    payment.insert(&state.writes).await?;
    let metadata = BTreeMap::from([
        ("userId".to_owned(), user_id.to_string()),
        ("tier".to_owned(), tier.as_str().to_owned()),
        ("paymentId".to_owned(), payment_id.to_string()),
    ]);
    let request = new_session(
        state,
        CheckoutMode::Subscription,
        price,
        customer,
        user_id,
        metadata,
    );
    let session = match create_session(client, &request, payment_id).await {
        Ok(session) => session,
        Err(err) => {
            abandon(state, payment_id, None).await;
            return Err(err);
        }
    };
    record_session(state, payment_id, None, &session).await?;
    super::open_checkouts::close_others(state, client, user_id, payment_id, &session.id).await?;
    started(session, None)
}

/// `POST /billing/checkout/expert-review`: an order (PENDING_PAYMENT) and its checkout session.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id, project_id = %request.project_id))]
pub async fn expert_review(
    state: &AppState,
    user_id: Uuid,
    request: ExpertReviewRequest,
) -> Result<CheckoutStarted, AppError> {
    let client = state.payment_client()?;
    projects::get(&state.db, user_id, request.project_id).await?;
    let offering = expert_review_offering::Entity::find_by_id(expert_review_offering::SINGLETON_ID)
        .one(&state.db)
        .await?
        .map(|o| catalogue::offering_with_configured_price(o, &state.settings.payment.price_ids))
        .filter(|offering| offering.active)
        .ok_or_else(|| not_purchasable("Expert review is not available for purchase"))?;
    let price = offering.provider_price_id.clone().ok_or_else(|| {
        AppError::new(
            ErrorCode::BillingNotConfigured,
            "No payment provider price is configured for expert review",
        )
    })?;
    let customer = ensure_customer(state, client, user_id).await?;
    let (order_id, payment_id, now) = (Uuid::now_v7(), Uuid::now_v7(), clock::now());
    state
        .writes
        .transaction("checkout.expert_review", async |txn| {
            expert_review_orders::ActiveModel {
                id: Set(order_id),
                user_id: Set(user_id),
                project_id: Set(request.project_id),
                status: Set(OrderStatus::PendingPayment),
                notes: Set(request.notes.clone()),
                reviewer_notes: Set(None),
                checkout_session_id: Set(None),
                amount_cents: Set(offering.price_cents),
                currency: Set(offering.currency.clone()),
                created_at: Set(now),
                paid_at: Set(None),
                updated_at: Set(now),
                refund_due: Set(false),
            }
            .insert(txn)
            .await?;
            pending_payment(
                payment_id,
                user_id,
                PaymentKind::ExpertReview,
                Some(order_id),
                offering.price_cents,
                &offering.currency,
                now,
            )
            .insert(txn)
            .await?;
            Ok::<_, AppError>(())
        })
        .await?;
    let metadata = BTreeMap::from([
        ("userId".to_owned(), user_id.to_string()),
        ("projectId".to_owned(), request.project_id.to_string()),
        (
            "notes".to_owned(),
            request
                .notes
                .as_deref()
                .map(|n| n.chars().take(METADATA_VALUE_MAX_CHARS).collect())
                .unwrap_or_default(),
        ),
        ("orderId".to_owned(), order_id.to_string()),
        ("paymentId".to_owned(), payment_id.to_string()),
    ]);
    let request = new_session(
        state,
        CheckoutMode::Payment,
        price,
        customer,
        user_id,
        metadata,
    );
    let session = match create_session(client, &request, payment_id).await {
        Ok(session) => session,
        Err(err) => {
            abandon(state, payment_id, Some(order_id)).await;
            return Err(err);
        }
    };
    record_session(state, payment_id, Some(order_id), &session).await?;
    started(session, Some(order_id))
}

/// `POST /billing/portal-session`: the URL of a billing-portal session of the caller's customer.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id))]
pub async fn portal(state: &AppState, user_id: Uuid) -> Result<String, AppError> {
    let client = state.payment_client()?;
    let customer = store::customer_of(&state.db, user_id)
        .await?
        .ok_or_else(|| {
            AppError::new(
                ErrorCode::NoBillingCustomer,
                "There is no billing account yet; buy a plan or an expert review first",
            )
        })?;
    let return_url = format!("{}/billing", public_url(state));
    let key = format!("portal-{}", Uuid::now_v7());
    let portal = client
        .create_portal_session(&customer, &return_url, &key)
        .await?;
    Ok(portal.url)
}

/// A PENDING payment row, stored before its checkout session is created.
fn pending_payment(
    id: Uuid,
    user_id: Uuid,
    kind: PaymentKind,
    order_id: Option<Uuid>,
    amount_cents: i64,
    currency: &str,
    now: DateTime<Utc>,
) -> payments::ActiveModel {
    payments::ActiveModel {
        id: Set(id),
        user_id: Set(user_id),
        kind: Set(kind),
        checkout_session_id: Set(None),
        status: Set(PaymentStatus::Pending),
        amount_cents: Set(amount_cents),
        currency: Set(currency.to_owned()),
        order_id: Set(order_id),
        price_id: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
}

fn not_purchasable(message: impl Into<String>) -> AppError {
    AppError::new(ErrorCode::NotPurchasable, message)
}

/// A user with a subscription that grants a tier changes plans in the billing portal; a second
/// checkout would bill them twice.
async fn ensure_no_live_subscription(state: &AppState, user_id: Uuid) -> Result<(), AppError> {
    let live = subscriptions::Entity::find_by_id(user_id)
        .one(&state.db)
        .await?
        .is_some_and(|s| {
            s.provider_subscription_id.is_some()
                && matches!(
                    tier::effect(s.status),
                    TierEffect::Grant | TierEffect::Grace
                )
        });
    if live {
        return Err(AppError::conflict(
            "You already have an active subscription; change plans in the billing portal",
        ));
    }
    Ok(())
}

/// The user's provider customer, created once (the idempotency key makes a concurrent second
/// creation answer the same customer).
async fn ensure_customer(
    state: &AppState,
    client: &PaymentClient,
    user_id: Uuid,
) -> Result<String, AppError> {
    if let Some(customer) = store::customer_of(&state.db, user_id).await? {
        return Ok(customer);
    }
    let user = users::Entity::find_by_id(user_id)
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("user"))?;
    let metadata = BTreeMap::from([("userId".to_owned(), user_id.to_string())]);
    let customer = client
        .create_customer(
            &user.email,
            user.full_name.as_deref(),
            &metadata,
            &format!("customer-{user_id}"),
        )
        .await?;
    if !store::set_customer(&state.writes, user_id, &customer.id, clock::now()).await? {
        // Another request stored one first; use the stored one.
        if let Some(stored) = store::customer_of(&state.db, user_id).await? {
            return Ok(stored);
        }
    }
    Ok(customer.id)
}

fn public_url(state: &AppState) -> &str {
    state.settings.app.public_url.trim_end_matches('/')
}

fn new_session(
    state: &AppState,
    mode: CheckoutMode,
    price: String,
    customer: String,
    user_id: Uuid,
    metadata: BTreeMap<String, String>,
) -> NewCheckoutSession {
    let base = public_url(state);
    NewCheckoutSession {
        mode,
        line_item: LineItem::Price(price),
        customer: Some(customer),
        client_reference_id: Some(user_id.to_string()),
        success_url: format!("{base}/billing/success?session_id={{CHECKOUT_SESSION_ID}}"),
        cancel_url: format!("{base}/billing/cancel"),
        metadata,
    }
}

async fn create_session(
    client: &PaymentClient,
    request: &NewCheckoutSession,
    payment_id: Uuid,
) -> Result<CheckoutSession, AppError> {
    let session = client
        .create_checkout_session(request, &format!("checkout-{payment_id}"))
        .await?;
    if session.url.as_deref().is_none_or(str::is_empty) {
        return Err(PaymentError::Malformed("checkout session without a url".to_owned()).into());
    }
    Ok(session)
}

/// The session's ID, amount and currency (as the provider computed them) on the payment row and
/// the order, so fulfilment can check the completed session against them.
async fn record_session(
    state: &AppState,
    payment_id: Uuid,
    order_id: Option<Uuid>,
    session: &CheckoutSession,
) -> Result<(), AppError> {
    let now = clock::now();
    state
        .writes
        .transaction("checkout.record_session", async |txn| {
            let mut payment = payments::Entity::update_many()
                .col_expr(
                    payments::Column::CheckoutSessionId,
                    Expr::value(&session.id),
                )
                .col_expr(payments::Column::UpdatedAt, Expr::value(now))
                .filter(payments::Column::Id.eq(payment_id));
            let amounts = session
                .amount_total
                .zip(session.currency.as_deref().map(str::to_ascii_lowercase));
            if let Some((amount, currency)) = &amounts {
                payment = payment
                    .col_expr(payments::Column::AmountCents, Expr::value(*amount))
                    .col_expr(payments::Column::Currency, Expr::value(currency.clone()));
            }
            payment.exec(txn).await?;
            if let Some(order_id) = order_id {
                let mut order = expert_review_orders::Entity::update_many()
                    .col_expr(
                        expert_review_orders::Column::CheckoutSessionId,
                        Expr::value(&session.id),
                    )
                    .col_expr(expert_review_orders::Column::UpdatedAt, Expr::value(now))
                    .filter(expert_review_orders::Column::Id.eq(order_id));
                if let Some((amount, currency)) = amounts {
                    order = order
                        .col_expr(
                            expert_review_orders::Column::AmountCents,
                            Expr::value(amount),
                        )
                        .col_expr(
                            expert_review_orders::Column::Currency,
                            Expr::value(currency),
                        );
                }
                order.exec(txn).await?;
            }
            Ok::<_, AppError>(())
        })
        .await?;
    Ok(())
}

/// A checkout that could not be created: its payment FAILED and its order CANCELED, so nothing
/// stays pending for a session that does not exist. Logged, not raised (the caller reports the
/// provider's failure).
async fn abandon(state: &AppState, payment_id: Uuid, order_id: Option<Uuid>) {
    let now = clock::now();
    let failed = payments::Entity::update_many()
        .col_expr(
            payments::Column::Status,
            Expr::value(PaymentStatus::Failed.as_str()),
        )
        .col_expr(payments::Column::UpdatedAt, Expr::value(now))
        .filter(payments::Column::Id.eq(payment_id))
        .filter(payments::Column::Status.eq(PaymentStatus::Pending))
        .exec(&state.writes)
        .await;
    if let Err(e) = failed {
        tracing::warn!(%payment_id, error = %e, "could not mark an abandoned checkout's payment failed");
    }
    if let Some(order_id) = order_id
        && let Err(e) = store::move_order(
            &state.db,
            order_id,
            OrderTrigger::CheckoutExpired,
            None,
            now,
        )
        .await
    {
        tracing::warn!(%order_id, error = %e, "could not cancel an abandoned checkout's order");
    }
}

fn started(session: CheckoutSession, order_id: Option<Uuid>) -> Result<CheckoutStarted, AppError> {
    Ok(CheckoutStarted {
        url: session.url.unwrap_or_default(),
        checkout_session_id: session.id,
        order_id,
    })
}
