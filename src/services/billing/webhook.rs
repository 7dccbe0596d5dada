//! The payment webhook's processing (spec §4.11, §6; DESIGN §6, §10), after the signature was
//! verified: parse the event, skip a recent duplicate through the [`WebhookDeduper`], otherwise
//! record the event in `payment_events` in one transaction with its effects. The table's primary
//! key (the provider event ID) is the durable dedup key: a unique violation means another delivery
//! of the same event already committed, and this one changes nothing.
//!
//! So far every event kind is only recorded (`processed_at` set in the same transaction); the six
//! kinds' effects come with the subscription and order work.

use actix::Addr;
use actors::webhook_deduper::{Processed, Seen, WebhookDeduper};
use chrono::{DateTime, Utc};
use entities::payment_events;
use sea_orm::{DatabaseConnection, EntityTrait, Set, TransactionTrait};
use serde::Deserialize;
use serde_json::Value;

use crate::error::AppError;

/// The event kinds the service knows (spec §6); any other kind is recorded and answered 200.
pub const KNOWN_KINDS: [&str; 6] = [
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "checkout.session.expired",
    "customer.subscription.created",
    "customer.subscription.updated",
    "customer.subscription.deleted",
];

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

/// Processes one verified event: a recent duplicate answers at once; otherwise the event row and
/// its effects are committed together, or nothing is (any error -> 500, the provider retries).
pub async fn receive(
    db: &DatabaseConnection,
    deduper: &Addr<WebhookDeduper>,
    event: WebhookEvent,
    now: DateTime<Utc>,
) -> Result<Receipt, AppError> {
    let seen = Seen {
        event_id: event.id.clone(),
    };
    // An unreachable deduper is only a missed shortcut: the table still deduplicates.
    if deduper.send(seen).await.unwrap_or(false) {
        return Ok(Receipt::Duplicate);
    }
    let created = DateTime::<Utc>::from_timestamp(event.created, 0)
        .ok_or_else(|| AppError::field("created", "is not a valid Unix timestamp"))?;
    let txn = db.begin().await?;
    let row = payment_events::ActiveModel {
        provider_event_id: Set(event.id.clone()),
        event_type: Set(event.kind.clone()),
        created: Set(created),
        received_at: Set(now),
        processed_at: Set(Some(now)),
    };
    if let Err(err) = payment_events::Entity::insert(row)
        .exec_without_returning(&txn)
        .await
    {
        txn.rollback().await.ok();
        return match err.sql_err() {
            Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => {
                deduper.do_send(Processed { event_id: event.id });
                Ok(Receipt::Duplicate)
            }
            _ => Err(AppError::Database(err)),
        };
    }
    if !KNOWN_KINDS.contains(&event.kind.as_str()) {
        tracing::info!(event_id = %event.id, kind = %event.kind, "unknown payment event kind recorded");
    }
    txn.commit().await?;
    deduper.do_send(Processed { event_id: event.id });
    Ok(Receipt::Processed)
}
