//! What a user sees of their billing: the profile of `GET /billing/me` (tier, subscription, quota
//! usage) and their expert-review orders.

use actors::quota_ledger::{GetUsage, Usage};
use chrono::{DateTime, Datelike, NaiveDate, Utc};
use entities::{MembershipTier, expert_review_orders, subscriptions, users};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use uuid::Uuid;

use crate::error::AppError;
use crate::services::quota;
use crate::state::AppState;

/// The most orders one list answers (newest first).
pub const ORDERS_LIST_MAX: u64 = 200;

/// A user's billing profile.
#[derive(Debug, Clone)]
pub struct BillingProfile {
    pub membership_tier: MembershipTier,
    /// The subscription, when the user has (or had) one.
    pub subscription: Option<subscriptions::Model>,
    pub usage: Usage,
    /// When the current AI-run period ends (the first instant of next month, UTC).
    pub period_end: Option<DateTime<Utc>>,
}

/// `GET /billing/me`.
#[tracing::instrument(level = "debug", skip_all, fields(user_id = %user_id))]
pub async fn profile(state: &AppState, user_id: Uuid) -> Result<BillingProfile, AppError> {
    let user = users::Entity::find_by_id(user_id)
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("user"))?;
    let subscription = subscriptions::Entity::find_by_id(user_id)
        .one(&state.db)
        .await?
        .filter(|s| s.provider_subscription_id.is_some());
    let usage = quota::ledger(state, GetUsage { user_id }).await?;
    Ok(BillingProfile {
        membership_tier: user.membership_tier,
        subscription,
        usage,
        period_end: month_end(crate::clock::now()),
    })
}

/// The first instant of the month after `now`'s (UTC).
fn month_end(now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let (year, month) = if now.month() == 12 {
        (now.year() + 1, 1)
    } else {
        (now.year(), now.month() + 1)
    };
    Some(
        NaiveDate::from_ymd_opt(year, month, 1)?
            .and_hms_opt(0, 0, 0)?
            .and_utc(),
    )
}

/// The user's orders, newest first (at most [`ORDERS_LIST_MAX`]).
pub async fn orders(
    state: &AppState,
    user_id: Uuid,
) -> Result<Vec<expert_review_orders::Model>, AppError> {
    Ok(expert_review_orders::Entity::find()
        .filter(expert_review_orders::Column::UserId.eq(user_id))
        .order_by_desc(expert_review_orders::Column::CreatedAt)
        .order_by_desc(expert_review_orders::Column::Id)
        .limit(ORDERS_LIST_MAX)
        .all(&state.db)
        .await?)
}

/// One of the user's orders (404 when it is not theirs).
pub async fn order(
    state: &AppState,
    user_id: Uuid,
    order_id: Uuid,
) -> Result<expert_review_orders::Model, AppError> {
    expert_review_orders::Entity::find_by_id(order_id)
        .filter(expert_review_orders::Column::UserId.eq(user_id))
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("order"))
}

/// The user's order paid through checkout session `session_id` (404 when none is theirs).
pub async fn order_by_checkout_session(
    state: &AppState,
    user_id: Uuid,
    session_id: &str,
) -> Result<expert_review_orders::Model, AppError> {
    expert_review_orders::Entity::find()
        .filter(expert_review_orders::Column::CheckoutSessionId.eq(session_id))
        .filter(expert_review_orders::Column::UserId.eq(user_id))
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("order"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn the_period_ends_at_the_next_month() {
        let at = |y, m, d| {
            Utc.with_ymd_and_hms(y, m, d, 12, 0, 0)
                .single()
                .expect("date")
        };
        let start = |y, m| {
            Utc.with_ymd_and_hms(y, m, 1, 0, 0, 0)
                .single()
                .expect("date")
        };
        assert_eq!(month_end(at(2026, 11, 24)), Some(start(2026, 12)));
        assert_eq!(month_end(at(2026, 12, 31)), Some(start(2027, 1)));
    }
}
