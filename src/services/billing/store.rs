//! The billing effects, written against [`Executor`] so the webhook runs them through the write
//! gate and the confirm route in the same way: every effect is one conditional statement, so a
//! second delivery, a concurrent one, or the confirm route racing the webhook changes nothing the
//! first one already did (RELIABILITY 15, 17).
//!
//! Subscriptions are ordered by an *order key* per event: its `created` second plus its kind's rank
//! in milliseconds (created 0, updated 1, deleted 2), stored in `subscriptions.last_event_at`. An
//! event whose key is not newer than the stored one is ignored, so any permutation of a
//! subscription's events ends in the state of the newest (RELIABILITY 16), and at the same second a
//! deletion outranks an update and an update a creation. A snapshot (the checkout's completion, or
//! the subscription re-fetched by the confirm route) fills the row only until the first event of
//! that subscription arrives, and leaves the key empty so every event still applies over it.

use chrono::{DateTime, Duration, Utc};
use entities::{
    MembershipTier, OrderStatus, PaymentKind, PaymentStatus, SubscriptionStatus,
    expert_review_orders, payment_events, payments, subscriptions, users,
};
use executor::{Executor, Kind, exec};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{
    ColumnTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, QueryTrait, Set, Value as DbValue,
};
use uuid::Uuid;

use crate::billing::orders::OrderTrigger;
use crate::billing::tier;
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

/// A subscription's state, from an event, the provider, or a completed checkout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubscriptionState {
    pub subscription_id: String,
    pub customer_id: Option<String>,
    pub status: SubscriptionStatus,
    /// The plan's tier, found by the subscription's price; `None` when the price is unknown.
    pub plan: Option<MembershipTier>,
    pub current_period_end: Option<DateTime<Utc>>,
    pub cancel_at_period_end: bool,
}

/// How a state is ordered against the stored one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    /// A subscription event, with its order key.
    Event(DateTime<Utc>),
    /// A snapshot: applied only while no event of that subscription has been applied.
    Snapshot,
}

/// The subscription event kinds, in rank order within a second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubscriptionEventKind {
    Created,
    Updated,
    Deleted,
}

/// The order key of a subscription event created at `created` (whole seconds).
pub fn order_key(created: DateTime<Utc>, kind: SubscriptionEventKind) -> DateTime<Utc> {
    let rank = match kind {
        SubscriptionEventKind::Created => 0,
        SubscriptionEventKind::Updated => 1,
        SubscriptionEventKind::Deleted => 2,
    };
    created + Duration::milliseconds(rank)
}

/// What a synchronisation did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Synced {
    /// The row now holds the state; the user's tier is `tier` (unchanged when the status leaves
    /// it as it is).
    Applied { tier: Option<MembershipTier> },
    /// The stored state is newer (or the subscription is not the one that counts); nothing changed.
    Stale,
}

/// Stores `state` as `user_id`'s subscription unless the stored one is newer (see the module
/// doc), and moves the user's tier as the status says (DESIGN §10). Between two subscriptions
/// (a replaced one and its successor) a state that grants a tier beats one that does not, and
/// between two of the same kind the newer wins: a late event of a replaced subscription never
/// takes the tier of the current one away, and a new subscription's first paid state is never
/// held back by the old one's cancellation.
pub async fn sync_subscription<E: Executor + ?Sized>(
    db: &E,
    user_id: Uuid,
    state: &SubscriptionState,
    version: Version,
    now: DateTime<Utc>,
) -> Result<Synced, DbErr> {
    use subscriptions::Column as C;
    let col = |c: C| Expr::col((subscriptions::Entity, c));
    let same_subscription = col(C::ProviderSubscriptionId).eq(state.subscription_id.as_str());
    let other_subscription = col(C::ProviderSubscriptionId)
        .is_null()
        .or(col(C::ProviderSubscriptionId).ne(state.subscription_id.as_str()));
    let stored_grants = col(C::Status).is_in(granting_statuses());
    let (key, applies) = match version {
        Version::Event(key) => {
            let newer = col(C::LastEventAt)
                .is_null()
                .or(col(C::LastEventAt).lt(key));
            // Across subscriptions a granting state beats a non-granting one whatever their
            // times; between two of the same kind the newer wins.
            let across = if grants(state.status) {
                stored_grants.not().or(newer.clone())
            } else {
                stored_grants.not().and(newer.clone())
            };
            (
                Some(key),
                same_subscription
                    .and(newer)
                    .or(other_subscription.and(across)),
            )
        }
        // A snapshot has no time: it fills its own subscription's row until an event arrives,
        // and replaces another subscription only when that one grants nothing.
        Version::Snapshot => (
            None,
            same_subscription
                .and(col(C::LastEventAt).is_null())
                .or(other_subscription.and(stored_grants.not())),
        ),
    };
    let mut updated = vec![
        C::ProviderSubscriptionId,
        C::Status,
        C::Tier,
        C::CurrentPeriodEnd,
        C::CancelAtPeriodEnd,
        C::LastEventAt,
        C::UpdatedAt,
    ];
    if state.customer_id.is_some() {
        updated.push(C::ProviderCustomerId);
    }
    let upsert = subscriptions::Entity::insert(subscriptions::ActiveModel {
        user_id: Set(user_id),
        provider_customer_id: Set(state.customer_id.clone()),
        provider_subscription_id: Set(Some(state.subscription_id.clone())),
        status: Set(state.status),
        tier: Set(state.plan.unwrap_or(MembershipTier::Free)),
        current_period_end: Set(state.current_period_end),
        cancel_at_period_end: Set(state.cancel_at_period_end),
        last_event_at: Set(key),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(C::UserId)
            .update_columns(updated)
            .action_and_where(applies)
            .to_owned(),
    );
    if exec(db, upsert).await? == 0 {
        return Ok(Synced::Stale);
    }
    let tier = tier::resulting_tier(state.status, state.plan);
    if let Some(tier) = tier {
        let update = users::Entity::update_many()
            .col_expr(users::Column::MembershipTier, Expr::value(tier.as_str()))
            .col_expr(users::Column::UpdatedAt, Expr::value(now))
            .filter(users::Column::Id.eq(user_id))
            .filter(users::Column::MembershipTier.ne(tier));
        if exec(db, update).await? == 1 {
            audit::record(
                db,
                AuditEntry {
                    actor_id: None,
                    action: "MEMBERSHIP_TIER_CHANGED",
                    target_type: "user",
                    target_id: Some(user_id.to_string()),
                    details: Some(serde_json::json!({
                        "tier": tier.as_str(),
                        "subscriptionId": state.subscription_id,
                        "status": state.status.as_str(),
                    })),
                },
            )
            .await?;
        }
    }
    Ok(Synced::Applied { tier })
}

fn grants(status: SubscriptionStatus) -> bool {
    !matches!(
        tier::effect(status),
        tier::TierEffect::Downgrade | tier::TierEffect::Unchanged
    )
}

fn granting_statuses() -> Vec<&'static str> {
    SubscriptionStatus::ALL
        .iter()
        .filter(|s| grants(**s))
        .map(|s| s.as_str())
        .collect()
}

/// The user a subscription belongs to: the row holding its ID, else the user holding its
/// customer (both stored by this service), else the `userId` this service put in its metadata
/// when that account exists.
pub async fn subscription_owner<E: Executor + ?Sized>(
    db: &E,
    subscription_id: &str,
    customer_id: Option<&str>,
    metadata_user: Option<Uuid>,
) -> Result<Option<Uuid>, DbErr> {
    let mut queries = vec![
        subscriptions::Entity::find()
            .select_only()
            .column(subscriptions::Column::UserId)
            .filter(subscriptions::Column::ProviderSubscriptionId.eq(subscription_id))
            .build(db.backend()),
    ];
    let user = |filter: sea_orm::sea_query::SimpleExpr| {
        users::Entity::find()
            .select_only()
            .column(users::Column::Id)
            .filter(filter)
            .limit(1)
            .build(db.backend())
    };
    if let Some(customer) = customer_id {
        queries.push(user(users::Column::PaymentCustomerId.eq(customer)));
    }
    if let Some(id) = metadata_user {
        queries.push(user(users::Column::Id.eq(id)));
    }
    for query in queries {
        if let Some([DbValue::Uuid(Some(user))]) =
            db.first_row(query, &[Kind::Uuid]).await?.as_deref()
        {
            return Ok(Some(*user));
        }
    }
    Ok(None)
}

/// The provider customer stored for the user.
pub async fn customer_of<E: Executor + ?Sized>(
    db: &E,
    user_id: Uuid,
) -> Result<Option<String>, DbErr> {
    let query = users::Entity::find_by_id(user_id)
        .select_only()
        .column(users::Column::PaymentCustomerId)
        .build(db.backend());
    Ok(match db.first_row(query, &[Kind::Text]).await?.as_deref() {
        Some([DbValue::String(customer)]) => customer.clone(),
        _ => None,
    })
}

/// Stores the user's provider customer unless one is stored; true when this call stored it.
pub async fn set_customer<E: Executor + ?Sized>(
    db: &E,
    user_id: Uuid,
    customer_id: &str,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let update = users::Entity::update_many()
        .col_expr(users::Column::PaymentCustomerId, Expr::value(customer_id))
        .col_expr(users::Column::UpdatedAt, Expr::value(now))
        .filter(users::Column::Id.eq(user_id))
        .filter(users::Column::PaymentCustomerId.is_null());
    Ok(exec(db, update).await? == 1)
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
        ] => Ok(Some(CheckoutPayment {
            id: *id,
            user_id: *user_id,
            kind: PaymentKind::parse(kind).ok_or_else(|| bad_value("payments.kind", kind))?,
            status: PaymentStatus::parse(status)
                .ok_or_else(|| bad_value("payments.status", status))?,
            amount_cents: *amount_cents,
            currency: currency.clone(),
            order_id: *order_id,
        })),
        _ => Err(DbErr::Type("unexpected payments row".to_owned())),
    }
}

fn bad_value(column: &str, value: &str) -> DbErr {
    DbErr::Type(format!("{column} holds an unknown value {value:?}"))
}

/// Marks a pending payment paid; true when this call did it.
pub async fn mark_payment_paid<E: Executor + ?Sized>(
    db: &E,
    payment_id: Uuid,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let update = payments::Entity::update_many()
        .col_expr(
            payments::Column::Status,
            Expr::value(PaymentStatus::Paid.as_str()),
        )
        .col_expr(payments::Column::UpdatedAt, Expr::value(now))
        .filter(payments::Column::Id.eq(payment_id))
        .filter(payments::Column::Status.eq(PaymentStatus::Pending));
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

/// The user's tier as stored.
pub async fn user_tier<E: Executor + ?Sized>(
    db: &E,
    user_id: Uuid,
) -> Result<Option<MembershipTier>, DbErr> {
    let query = users::Entity::find_by_id(user_id)
        .select_only()
        .column(users::Column::MembershipTier)
        .build(db.backend());
    match db.first_row(query, &[Kind::Text]).await?.as_deref() {
        Some([DbValue::String(Some(tier))]) => MembershipTier::parse(tier)
            .map(Some)
            .ok_or_else(|| bad_value("users.membership_tier", tier)),
        _ => Ok(None),
    }
}

/// An order's status as stored.
pub async fn order_status<E: Executor + ?Sized>(
    db: &E,
    order_id: Uuid,
) -> Result<Option<OrderStatus>, DbErr> {
    let query = expert_review_orders::Entity::find_by_id(order_id)
        .select_only()
        .column(expert_review_orders::Column::Status)
        .build(db.backend());
    match db.first_row(query, &[Kind::Text]).await?.as_deref() {
        Some([DbValue::String(Some(status))]) => OrderStatus::parse(status)
            .map(Some)
            .ok_or_else(|| bad_value("expert_review_orders.status", status)),
        _ => Ok(None),
    }
}
