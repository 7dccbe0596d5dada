//! The billing effects, written against [`Executor`] so the webhook runs them through the write
//! gate and the confirm route in the same way: every effect is one conditional statement, so a
//! second delivery, a concurrent one, or the confirm route racing the webhook changes nothing the
//! first one already did (RELIABILITY 15, 17).
//! Subscriptions are in [`subscription_sync`].

mod subscription_sync;

pub use subscription_sync::*;

use chrono::{DateTime, Utc};
use entities::{
    OrderStatus, PaymentKind, PaymentStatus, expert_review_orders, payment_events, payments,
};
use executor::{Executor, Kind, exec};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ColumnTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, QueryTrait, Set, Value as DbValue,
};
use uuid::Uuid;

use crate::billing::orders::OrderTrigger;
use crate::services::audit::{self, AuditEntry};

/// Records a delivered event; false when a row with its ID exists (a duplicate, also one
/// committed concurrently by another delivery or replica).
pub async fn record_event<E: Executor + ?Sized>(
    db: &E,
    event_id: &str,
    kind: &str,
    created: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let insert = payment_events::Entity::insert(payment_events::ActiveModel {
        provider_event_id: Set(event_id.to_owned()),
        event_type: Set(kind.to_owned()),
        created: Set(created),
        received_at: Set(now),
        processed_at: Set(Some(now)),
    })
    .on_conflict(
        OnConflict::column(payment_events::Column::ProviderEventId)
            .do_nothing()
            .to_owned(),
    );
    Ok(exec(db, insert).await? == 1)
}

/// The payment row of a checkout session, as this service stored it when it created the session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutPayment {
    pub id: Uuid,
    pub user_id: Uuid,
    pub kind: PaymentKind,
    pub status: PaymentStatus,
    pub amount_cents: i64,
    pub currency: String,
    pub order_id: Option<Uuid>,
    /// The provider price of a subscription checkout, as stored when it was created.
    pub price_id: Option<String>,
}

/// The payment row whose checkout session is `session_id`.
pub async fn checkout_payment<E: Executor + ?Sized>(
    db: &E,
    session_id: &str,
) -> Result<Option<CheckoutPayment>, DbErr> {
    use payments::Column as C;
    let query = payments::Entity::find()
        .select_only()
        .columns([
            C::Id,
            C::UserId,
            C::Kind,
            C::Status,
            C::AmountCents,
            C::Currency,
            C::OrderId,
            C::PriceId,
        ])
        .filter(C::CheckoutSessionId.eq(session_id))
        .build(db.backend());
    let kinds = [
        Kind::Uuid,
        Kind::Uuid,
        Kind::Text,
        Kind::Text,
        Kind::Int,
        Kind::Text,
        Kind::Uuid,
        Kind::Text,
    ];
    let Some(row) = db.first_row(query, &kinds).await? else {
        return Ok(None);
    };
    match row.as_slice() {
        [
            DbValue::Uuid(Some(id)),
            DbValue::Uuid(Some(user_id)),
            DbValue::String(Some(kind)),
            DbValue::String(Some(status)),
            DbValue::BigInt(Some(amount_cents)),
            DbValue::String(Some(currency)),
            DbValue::Uuid(order_id),
            DbValue::String(price_id),
        ] => Ok(Some(CheckoutPayment {
            id: *id,
            user_id: *user_id,
            kind: PaymentKind::parse(kind).ok_or_else(|| bad_value("payments.kind", kind))?,
            status: PaymentStatus::parse(status)
                .ok_or_else(|| bad_value("payments.status", status))?,
            amount_cents: *amount_cents,
            currency: currency.clone(),
            order_id: *order_id,
            price_id: price_id.clone(),
        })),
        _ => Err(DbErr::Type("unexpected payments row".to_owned())),
    }
}

pub(super) fn bad_value(column: &str, value: &str) -> DbErr {
    DbErr::Type(format!("{column} holds an unknown value {value:?}"))
}

/// Marks a pending payment paid; true when this call did it.
pub async fn mark_payment_paid<E: Executor + ?Sized>(
    db: &E,
    payment_id: Uuid,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    mark_paid_from(db, payment_id, &[PaymentStatus::Pending], now).await
}

/// Marks a payment paid when its status is one of `from`; true when this call did it.
async fn mark_paid_from<E: Executor + ?Sized>(
    db: &E,
    payment_id: Uuid,
    from: &[PaymentStatus],
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let update = payments::Entity::update_many()
        .col_expr(
            payments::Column::Status,
            Expr::value(PaymentStatus::Paid.as_str()),
        )
        .col_expr(payments::Column::UpdatedAt, Expr::value(now))
        .filter(payments::Column::Id.eq(payment_id))
        .filter(payments::Column::Status.is_in(from.iter().map(|s| s.as_str())));
    Ok(exec(db, update).await? == 1)
}

/// Moves an order by `trigger` when its status allows it (one conditional UPDATE on the
/// trigger's source statuses), with its audit row (`ORDER_<STATUS>`; `actor` is the admin, `None`
/// for the payment provider); a canceled order's pending payment is canceled with it. True when
/// this call moved it.
pub async fn move_order<E: Executor + ?Sized>(
    db: &E,
    order_id: Uuid,
    trigger: OrderTrigger,
    actor: Option<Uuid>,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let sources: Vec<&str> = trigger.sources().iter().map(|s| s.as_str()).collect();
    if sources.is_empty() {
        return Ok(false);
    }
    let to = trigger.target();
    let mut update = expert_review_orders::Entity::update_many()
        .col_expr(
            expert_review_orders::Column::Status,
            Expr::value(to.as_str()),
        )
        .col_expr(expert_review_orders::Column::UpdatedAt, Expr::value(now))
        .filter(expert_review_orders::Column::Id.eq(order_id))
        .filter(expert_review_orders::Column::Status.is_in(sources));
    if to == OrderStatus::Paid {
        update = update.col_expr(expert_review_orders::Column::PaidAt, Expr::value(now));
    }
    if exec(db, update).await? == 0 {
        return Ok(false);
    }
    if to == OrderStatus::Canceled {
        // Nothing stays pending for a canceled order (a PAID payment stays: a refund is the
        // provider's business).
        let payments = payments::Entity::update_many()
            .col_expr(
                payments::Column::Status,
                Expr::value(PaymentStatus::Canceled.as_str()),
            )
            .col_expr(payments::Column::UpdatedAt, Expr::value(now))
            .filter(payments::Column::OrderId.eq(order_id))
            .filter(payments::Column::Status.eq(PaymentStatus::Pending));
        exec(db, payments).await?;
    }
    let action = format!("ORDER_{}", to.as_str());
    audit::record(
        db,
        AuditEntry {
            actor_id: actor,
            action: &action,
            target_type: "expert_review_order",
            target_id: Some(order_id.to_string()),
            details: Some(serde_json::json!({ "trigger": trigger.name() })),
        },
    )
    .await?;
    if to == OrderStatus::Canceled && has_paid_payment(db, order_id).await? {
        flag_refund(db, order_id, actor, "CANCELED_AFTER_PAYMENT", now).await?;
    }
    Ok(true)
}

/// Whether a payment of the order was received.
async fn has_paid_payment<E: Executor + ?Sized>(db: &E, order_id: Uuid) -> Result<bool, DbErr> {
    let query = payments::Entity::find()
        .select_only()
        .column(payments::Column::Id)
        .filter(payments::Column::OrderId.eq(order_id))
        .filter(payments::Column::Status.eq(PaymentStatus::Paid))
        .limit(1)
        .build(db.backend());
    Ok(db.first_row(query, &[Kind::Uuid]).await?.is_some())
}

/// The order's status, when it exists.
pub async fn order_status<E: Executor + ?Sized>(
    db: &E,
    order_id: Uuid,
) -> Result<Option<OrderStatus>, DbErr> {
    let query = expert_review_orders::Entity::find()
        .select_only()
        .column(expert_review_orders::Column::Status)
        .filter(expert_review_orders::Column::Id.eq(order_id))
        .build(db.backend());
    match db.first_row(query, &[Kind::Text]).await?.as_deref() {
        Some([DbValue::String(Some(status))]) => OrderStatus::parse(status)
            .map(Some)
            .ok_or_else(|| bad_value("expert_review_orders.status", status)),
        _ => Ok(None),
    }
}

/// Marks a canceled order as owing a refund, with its audit row (`ORDER_REFUND_DUE`, `reason` in
/// the details); true when this call flagged it (once per order).
async fn flag_refund<E: Executor + ?Sized>(
    db: &E,
    order_id: Uuid,
    actor: Option<Uuid>,
    reason: &str,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let update = expert_review_orders::Entity::update_many()
        .col_expr(expert_review_orders::Column::RefundDue, Expr::value(true))
        .col_expr(expert_review_orders::Column::UpdatedAt, Expr::value(now))
        .filter(expert_review_orders::Column::Id.eq(order_id))
        .filter(expert_review_orders::Column::Status.eq(OrderStatus::Canceled))
        .filter(expert_review_orders::Column::RefundDue.eq(false));
    if exec(db, update).await? == 0 {
        return Ok(false);
    }
    tracing::warn!(%order_id, reason, "a canceled expert-review order was paid: a refund is due");
    audit::record(
        db,
        AuditEntry {
            actor_id: actor,
            action: "ORDER_REFUND_DUE",
            target_type: "expert_review_order",
            target_id: Some(order_id.to_string()),
            details: Some(serde_json::json!({ "reason": reason })),
        },
    )
    .await?;
    Ok(true)
}

/// A checkout completed and paid for an order that was canceled meanwhile (an admin canceled it
/// while the provider's session was still open): the money is recorded (the payment PAID, from
/// whatever status the cancel left it in) and the order, still CANCELED, is flagged as owing a
/// refund. False when the order is not canceled (nothing done).
pub async fn record_paid_after_cancel<E: Executor + ?Sized>(
    db: &E,
    payment_id: Uuid,
    order_id: Uuid,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    if order_status(db, order_id).await? != Some(OrderStatus::Canceled) {
        return Ok(false);
    }
    use PaymentStatus::{Canceled, Failed, Pending};
    mark_paid_from(db, payment_id, &[Pending, Canceled, Failed], now).await?;
    flag_refund(db, order_id, None, "PAID_AFTER_CANCEL", now).await?;
    Ok(true)
}

/// What an expired checkout session canceled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Expired {
    pub orders: u64,
    pub payments: u64,
}

/// Cancels the pending order and payment of an expired checkout session (spec §3.5, §6).
pub async fn expire_checkout<E: Executor + ?Sized>(
    db: &E,
    session_id: &str,
    now: DateTime<Utc>,
) -> Result<Expired, DbErr> {
    let query = expert_review_orders::Entity::find()
        .select_only()
        .column(expert_review_orders::Column::Id)
        .filter(expert_review_orders::Column::CheckoutSessionId.eq(session_id))
        .build(db.backend());
    let mut orders = 0;
    if let Some([DbValue::Uuid(Some(order_id))]) =
        db.first_row(query, &[Kind::Uuid]).await?.as_deref()
        && move_order(db, *order_id, OrderTrigger::CheckoutExpired, None, now).await?
    {
        orders = 1;
    }
    let payments = exec(
        db,
        payments::Entity::update_many()
            .col_expr(
                payments::Column::Status,
                Expr::value(PaymentStatus::Canceled.as_str()),
            )
            .col_expr(payments::Column::UpdatedAt, Expr::value(now))
            .filter(payments::Column::CheckoutSessionId.eq(session_id))
            .filter(payments::Column::Status.eq(PaymentStatus::Pending)),
    )
    .await?;
    Ok(Expired { orders, payments })
}
