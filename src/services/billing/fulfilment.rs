//! Fulfilment of a completed checkout session, shared by the confirm route and the webhook's
//! `checkout.session.completed` / `async_payment_succeeded` (spec §4.10, §6; RELIABILITY 17).
//!
//! The session is matched to the payment row this service stored when it created the session
//! (keyed by the checkout session ID), and only what this service stored is trusted: the user, the
//! kind, the amount and the currency come from that row, and the session's mode, amount and
//! currency must agree with it. Fulfilment happens only when the session is complete and paid (or
//! needs no payment); every write is conditional, so running it twice, also concurrently, has the
//! effect of running it once.

use chrono::{DateTime, Utc};
use entities::{MembershipTier, PaymentKind, subscription_plans};
use executor::{Executor, Kind};
use sea_orm::{
    ColumnTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, QueryTrait, Value as DbValue,
};
use uuid::Uuid;

use crate::billing::orders::OrderTrigger;
use crate::clients::payments::{CheckoutMode, CheckoutSession, Subscription};
use crate::config::PriceIds;
use crate::services::billing::catalogue;
use crate::services::billing::store::{self, CheckoutPayment, SubscriptionState, Version};

/// What fulfilling a session did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fulfilment {
    /// An expert-review order is paid (now or before).
    Order {
        payment: CheckoutPayment,
        order_id: Uuid,
    },
    /// A subscription checkout is paid; `tier` is the user's tier afterwards.
    Subscription {
        payment: CheckoutPayment,
        tier: Option<MembershipTier>,
    },
    /// The order was canceled before its payment arrived: the payment is recorded as PAID and
    /// the order, still CANCELED, owes a refund.
    PaidAfterCancel {
        payment: CheckoutPayment,
        order_id: Uuid,
    },
    /// The session is not complete and paid yet; nothing changed.
    NotPaid(CheckoutPayment),
    /// No payment row of this service has this session; nothing changed.
    Unknown,
    /// The session disagrees with the stored payment (mode, amount or currency); nothing changed.
    Mismatch(CheckoutPayment),
}

/// Fulfils `session`. `subscription` is the provider's current state of the session's
/// subscription when the caller fetched it (the confirm route); otherwise the state is taken from
/// the session (active, on the tier of the price stored with the payment; `prices` is the
/// configuration's price of each tier).
pub async fn fulfil<E: Executor + ?Sized>(
    db: &E,
    session: &CheckoutSession,
    subscription: Option<SubscriptionState>,
    prices: &PriceIds,
    now: DateTime<Utc>,
) -> Result<Fulfilment, DbErr> {
    let Some(payment) = store::checkout_payment(db, &session.id).await? else {
        return Ok(Fulfilment::Unknown);
    };
    if !session.is_fulfillable() {
        return Ok(Fulfilment::NotPaid(payment));
    }
    if !agrees(session, &payment) {
        tracing::warn!(
            session_id = %session.id,
            payment_id = %payment.id,
            "checkout session disagrees with its stored payment (mode, amount or currency); not fulfilled"
        );
        return Ok(Fulfilment::Mismatch(payment));
    }
    match (payment.kind, payment.order_id) {
        (PaymentKind::ExpertReview, Some(order_id)) => {
            // The order first, then its payment: the order row is locked before the payment row,
            // in the same order as a cancel takes them (no deadlock between the two).
            let moved =
                store::move_order(db, order_id, OrderTrigger::PaymentReceived, None, now).await?;
            if !moved && store::record_paid_after_cancel(db, payment.id, order_id, now).await? {
                return Ok(Fulfilment::PaidAfterCancel { payment, order_id });
            }
            store::mark_payment_paid(db, payment.id, now).await?;
            Ok(Fulfilment::Order { payment, order_id })
        }
        (PaymentKind::ExpertReview, None) => Ok(Fulfilment::Mismatch(payment)),
        (PaymentKind::Subscription, _) => {
            store::mark_payment_paid(db, payment.id, now).await?;
            let state = match subscription {
                Some(state) => Some(state),
                None => {
                    let plan = match payment.price_id.as_deref() {
                        Some(price) => plan_of_price(db, prices, price).await?,
                        None => None,
                    };
                    state_from_session(session, plan)
                }
            };
            if let Some(state) = state {
                store::sync_subscription(db, payment.user_id, &state, Version::Snapshot, now)
                    .await?;
            }
            let tier = store::user_tier(db, payment.user_id).await?;
            Ok(Fulfilment::Subscription { payment, tier })
        }
    }
}

/// The session's mode, amount and currency agree with the stored payment. A subscription's first
/// amount may differ from the plan's price (a trial, a coupon, tax), so only its currency is
/// compared; an expert review must be paid exactly.
fn agrees(session: &CheckoutSession, payment: &CheckoutPayment) -> bool {
    let currency_agrees = session
        .currency
        .as_deref()
        .is_none_or(|c| c.eq_ignore_ascii_case(&payment.currency));
    match payment.kind {
        PaymentKind::Subscription => session.mode == CheckoutMode::Subscription && currency_agrees,
        PaymentKind::ExpertReview => {
            session.mode == CheckoutMode::Payment
                && currency_agrees
                && session.currency.is_some()
                && session.amount_total == Some(payment.amount_cents)
        }
    }
}

/// The state a paid subscription checkout implies: its subscription, active, on `plan`, the tier
/// of the price this service put on the checkout (never the session's metadata). Without a known
/// plan nothing is implied: the subscription's own events, which carry its price, set it.
fn state_from_session(
    session: &CheckoutSession,
    plan: Option<MembershipTier>,
) -> Option<SubscriptionState> {
    Some(SubscriptionState {
        subscription_id: session.subscription.clone()?,
        customer_id: session.customer.clone(),
        status: entities::SubscriptionStatus::Active,
        plan: Some(plan?),
        current_period_end: None,
        cancel_at_period_end: false,
    })
}

/// The tier sold at `price`: a configured plan price, else a plan whose stored provider price it
/// is (never FREE).
async fn plan_of_price<E: Executor + ?Sized>(
    db: &E,
    prices: &PriceIds,
    price: &str,
) -> Result<Option<MembershipTier>, DbErr> {
    if let Some(tier) = MembershipTier::ALL
        .iter()
        .find(|tier| catalogue::configured_plan_price(prices, **tier) == Some(price))
    {
        return Ok(Some(*tier));
    }
    let query = subscription_plans::Entity::find()
        .select_only()
        .column(subscription_plans::Column::Tier)
        .filter(subscription_plans::Column::ProviderPriceId.eq(price))
        .build(db.backend());
    Ok(match db.first_row(query, &[Kind::Text]).await?.as_deref() {
        Some([DbValue::String(Some(tier))]) => {
            MembershipTier::parse(tier).filter(|t| *t != MembershipTier::Free)
        }
        _ => None,
    })
}

/// A provider subscription as a state to store; `plan` is the tier of its price.
pub fn state_of(subscription: &Subscription, plan: Option<MembershipTier>) -> SubscriptionState {
    SubscriptionState {
        subscription_id: subscription.id.clone(),
        customer_id: subscription.customer.clone(),
        status: subscription.status.normalised(),
        plan,
        current_period_end: subscription
            .period_end()
            .and_then(|end| DateTime::<Utc>::from_timestamp(end, 0)),
        cancel_at_period_end: subscription.cancel_at_period_end,
    }
}
