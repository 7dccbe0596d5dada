//! The payment webhook's processing (spec §4.11, §6; DESIGN §6, §10), after the signature was
//! verified: parse the event and read its object ([`effect_of`]), skip a recent duplicate through
//! the [`WebhookDeduper`], otherwise record the event in `payment_events` in one write-gate
//! transaction with its effects. The table's primary key (the provider event ID) is the durable
//! dedup key: when the insert finds the row there, another delivery of the same event already
//! committed, and this one changes nothing. A crash before the commit leaves neither the row nor
//! the effects, and the provider's retry processes the event.

use std::future::Future;

use actix::Addr;
use actors::webhook_deduper::{Processed, Seen, WebhookDeduper};
use chrono::{DateTime, Utc};
use entities::MembershipTier;
use executor::Executor;
use serde::Deserialize;
use serde_json::Value;
use uuid::Uuid;

use crate::clients::payments::{CheckoutSession, Subscription};
use crate::config::PriceIds;
use crate::db::WriteGate;
use crate::error::AppError;
use crate::services::billing::fulfilment;
use crate::services::billing::store::{self, SubscriptionEventKind, SubscriptionState, Version};

/// A delivered event: the fields the service reads (Stripe-compatible envelope).
#[derive(Debug, Clone, Deserialize)]
pub struct WebhookEvent {
    /// The provider's event ID, the dedup key.
    pub id: String,
    /// The event kind, e.g. `customer.subscription.updated`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The provider's creation time, in Unix seconds.
    pub created: i64,
    /// The event's payload.
    pub data: EventData,
}

/// The `data` member of an event.
#[derive(Debug, Clone, Deserialize)]
pub struct EventData {
    /// The object the event is about (a checkout session, a subscription, ...).
    pub object: Value,
}

/// How a delivery was handled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Receipt {
    /// Recorded (and its effects applied) now.
    Processed,
    /// The event was already processed; nothing was done.
    Duplicate,
}

/// Parses the raw body as an event; malformed -> 400 VALIDATION_FAILED.
pub fn parse_event(body: &[u8]) -> Result<WebhookEvent, AppError> {
    let event: WebhookEvent = serde_json::from_slice(body).map_err(|_| {
        AppError::field(
            "body",
            "is not a payment event (id, type, created, data.object)",
        )
    })?;
    if event.id.trim().is_empty() || event.id.len() > 255 {
        return Err(AppError::field("id", "must be 1..=255 characters"));
    }
    if event.kind.trim().is_empty() || event.kind.len() > 255 {
        return Err(AppError::field("type", "must be 1..=255 characters"));
    }
    if DateTime::<Utc>::from_timestamp(event.created, 0).is_none() {
        return Err(AppError::field("created", "is not a valid Unix timestamp"));
    }
    Ok(event)
}

/// How long a delivery waits for the deduper's answer before it asks the database instead.
const DEDUPER_TIMEOUT: std::time::Duration = std::time::Duration::from_millis(100);

/// What an event asks for, read from its object before the transaction.
#[derive(Debug, Clone)]
pub enum Effect {
    /// `checkout.session.completed` or `async_payment_succeeded`: fulfil when paid.
    CheckoutPaid(Box<CheckoutSession>),
    /// `checkout.session.expired`: cancel the pending order and payment.
    CheckoutExpired(String),
    /// `customer.subscription.*`: synchronise the subscription and the owner's tier.
    Subscription {
        key: DateTime<Utc>,
        state: SubscriptionState,
        metadata_user: Option<Uuid>,
    },
    /// Any other kind: recorded only.
    Record,
}

/// Reads the event's object for its kind; a known kind whose object is not the expected one is
/// 400 VALIDATION_FAILED (nothing recorded). `plan_of` finds the tier of a subscription's price.
pub async fn effect_of<F, Fut>(event: &WebhookEvent, plan_of: F) -> Result<Effect, AppError>
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = Result<Option<MembershipTier>, AppError>>,
{
    let kind = match event.kind.as_str() {
        "checkout.session.completed" | "checkout.session.async_payment_succeeded" => {
            return Ok(Effect::CheckoutPaid(Box::new(object(event)?)));
        }
        "checkout.session.expired" => {
            let session: CheckoutSession = object(event)?;
            return Ok(Effect::CheckoutExpired(session.id));
        }
        "customer.subscription.created" => SubscriptionEventKind::Created,
        "customer.subscription.updated" => SubscriptionEventKind::Updated,
        "customer.subscription.deleted" => SubscriptionEventKind::Deleted,
        _ => return Ok(Effect::Record),
    };
    let subscription: Subscription = object(event)?;
    let plan = match subscription.price_id() {
        Some(price) => plan_of(price.to_owned()).await?,
        None => None,
    };
    let created = created_at(event)?;
    Ok(Effect::Subscription {
        key: store::order_key(created, kind),
        state: fulfilment::state_of(&subscription, plan),
        metadata_user: subscription
            .metadata
            .get("userId")
            .and_then(|id| Uuid::parse_str(id).ok()),
    })
}

fn object<T: serde::de::DeserializeOwned>(event: &WebhookEvent) -> Result<T, AppError> {
    T::deserialize(&event.data.object).map_err(|e| {
        AppError::field(
            "data.object",
            format!("is not the object a {} event carries: {e}", event.kind),
        )
    })
}

fn created_at(event: &WebhookEvent) -> Result<DateTime<Utc>, AppError> {
    DateTime::<Utc>::from_timestamp(event.created, 0)
        .ok_or_else(|| AppError::field("created", "is not a valid Unix timestamp"))
}

/// Processes one verified event: a recent duplicate answers at once; otherwise the event row and
/// its effects are committed together through the write gate, or nothing is (any error -> 500,
/// the provider retries).
pub async fn receive(
    writes: &WriteGate,
    deduper: &Addr<WebhookDeduper>,
    event: &WebhookEvent,
    effect: Effect,
    prices: &PriceIds,
    now: DateTime<Utc>,
) -> Result<Receipt, AppError> {
    let seen = Seen {
        event_id: event.id.clone(),
    };
    // An unreachable or slow deduper is only a missed shortcut: the table still deduplicates.
    let known = match deduper.send(seen).timeout(DEDUPER_TIMEOUT).await {
        Ok(known) => known,
        Err(_) => {
            crate::metrics::mailbox_timeout("webhook_deduper");
            false
        }
    };
    if known {
        crate::metrics::webhook_duplicate();
        return Ok(Receipt::Duplicate);
    }
    let created = created_at(event)?;
    let receipt = writes
        .transaction("billing.webhook", async |txn| {
            if !store::record_event(txn, &event.id, &event.kind, created, now).await? {
                crate::metrics::webhook_duplicate();
                return Ok::<_, AppError>(Receipt::Duplicate);
            }
            apply(txn, event, effect, prices, now).await?;
            Ok(Receipt::Processed)
        })
        .await?;
    deduper.do_send(Processed {
        event_id: event.id.clone(),
    });
    Ok(receipt)
}

/// The event's effects, inside the transaction that recorded it.
async fn apply(
    txn: &dyn Executor,
    event: &WebhookEvent,
    effect: Effect,
    prices: &PriceIds,
    now: DateTime<Utc>,
) -> Result<(), AppError> {
    match effect {
        Effect::CheckoutPaid(session) => {
            let done = fulfilment::fulfil(txn, &session, None, prices, now).await?;
            tracing::debug!(event_id = %event.id, session_id = %session.id, ?done, "checkout fulfilment");
        }
        Effect::CheckoutExpired(session_id) => {
            let expired = store::expire_checkout(txn, &session_id, now).await?;
            tracing::debug!(event_id = %event.id, %session_id, ?expired, "checkout expired");
        }
        Effect::Subscription {
            key,
            state,
            metadata_user,
        } => {
            let owner = store::subscription_owner(
                txn,
                &state.subscription_id,
                state.customer_id.as_deref(),
                metadata_user,
            )
            .await?;
            match owner {
                Some(user_id) => {
                    store::sync_subscription(txn, user_id, &state, Version::Event(key), now)
                        .await?;
                }
                None => tracing::warn!(
                    event_id = %event.id,
                    subscription_id = %state.subscription_id,
                    "subscription event for no known customer recorded without effect"
                ),
            }
        }
        Effect::Record => {
            tracing::info!(event_id = %event.id, kind = %event.kind, "unknown payment event kind recorded");
        }
    }
    Ok(())
}
