//! The confirm route (spec §4.10, DESIGN §10): the checkout session is fetched from the provider
//! and must be the caller's, complete and paid; then it is fulfilled exactly as the webhook would
//! ([`super::fulfilment`]), so a second confirm, or the webhook racing it, changes nothing.

use entities::{MembershipTier, PaymentKind, PaymentStatus};
use uuid::Uuid;

use crate::clock;
use crate::error::{AppError, ErrorCode};
use crate::services::billing::catalogue;
use crate::services::billing::fulfilment::{self, Fulfilment};
use crate::services::billing::store;
use crate::state::AppState;

/// What the confirm route reports.
#[derive(Debug, Clone)]
pub struct Confirmed {
    pub kind: PaymentKind,
    pub status: PaymentStatus,
    pub membership_tier: Option<MembershipTier>,
    pub order_id: Option<Uuid>,
}

/// `POST /billing/checkout/confirm`: the session is fetched from the provider and must be the
/// caller's, complete and paid; then it is fulfilled exactly as the webhook would (idempotent).
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id))]
pub async fn confirm(
    state: &AppState,
    user_id: Uuid,
    session_id: &str,
) -> Result<Confirmed, AppError> {
    let client = state.payment_client()?;
    let not_found = || AppError::NotFound("checkout session");
    let payment = store::checkout_payment(&state.db, session_id)
        .await?
        .filter(|payment| payment.user_id == user_id)
        .ok_or_else(not_found)?;
    let session = client
        .retrieve_checkout_session(session_id)
        .await
        .map_err(|e| {
            if e.is_not_found() {
                not_found()
            } else {
                e.into()
            }
        })?;
    let user = user_id.to_string();
    if session
        .client_reference_id
        .as_deref()
        .is_some_and(|reference| reference != user)
    {
        return Err(not_found());
    }
    if !session.is_fulfillable() {
        return Err(AppError::new(
            ErrorCode::CheckoutNotPaid,
            "The checkout session is not complete and paid yet",
        ));
    }
    let snapshot = match (&payment.kind, &session.subscription) {
        (PaymentKind::Subscription, Some(subscription_id)) => {
            let subscription = client.retrieve_subscription(subscription_id).await?;
            let plan = match subscription.price_id() {
                Some(price) => {
                    catalogue::tier_of_price(&state.db, &state.settings.payment.price_ids, price)
                        .await?
                }
                None => None,
            };
            Some(fulfilment::state_of(&subscription, plan))
        }
        _ => None,
    };
    let now = clock::now();
    let done = state
        .writes
        .transaction("billing.confirm", async |txn| {
            let prices = &state.settings.payment.price_ids;
            fulfilment::fulfil(txn, &session, snapshot, prices, now).await
        })
        .await?;
    match done {
        Fulfilment::Order { payment, order_id } => Ok(Confirmed {
            kind: payment.kind,
            status: PaymentStatus::Paid,
            membership_tier: None,
            order_id: Some(order_id),
        }),
        Fulfilment::Subscription { payment, tier } => Ok(Confirmed {
            kind: payment.kind,
            status: PaymentStatus::Paid,
            membership_tier: tier,
            order_id: None,
        }),
        Fulfilment::PaidAfterCancel { .. } => Err(AppError::conflict(
            "The order was canceled before its payment arrived; the payment is recorded and will be refunded",
        )),
        Fulfilment::NotPaid(_) => Err(AppError::new(
            ErrorCode::CheckoutNotPaid,
            "The checkout session is not complete and paid yet",
        )),
        Fulfilment::Mismatch(_) => Err(AppError::conflict(
            "The checkout session does not match the purchase it was created for",
        )),
        Fulfilment::Unknown => Err(not_found()),
    }
}
