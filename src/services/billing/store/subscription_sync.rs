//! Subscriptions are ordered by an *order key* per event: its `created` second plus its kind's rank
//! in milliseconds (created 0, updated 1, deleted 2), stored in `subscriptions.last_event_at`. An
//! event whose key is not newer than the stored one is ignored, so any permutation of a
//! subscription's events ends in the state of the newest (RELIABILITY 16), and at the same second a
//! deletion outranks an update and an update a creation. A snapshot (the checkout's completion, or
//! the subscription re-fetched by the confirm route) fills the row only until the first event of
//! that subscription arrives, and leaves the key empty so every event still applies over it.

use chrono::{DateTime, Duration, Utc};
use entities::{MembershipTier, SubscriptionStatus, subscriptions, users};
use executor::{Executor, Kind, exec};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{
    ColumnTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, QueryTrait, Set, Value as DbValue,
};
use uuid::Uuid;

use super::bad_value;
use crate::billing::tier;
use crate::services::audit::{self, AuditEntry};

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
