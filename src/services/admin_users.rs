//! Administrative views of user accounts.

use std::collections::BTreeMap;

use chrono::Duration;
use entities::users;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde::Serialize;

use crate::clock;
use crate::domain::{MembershipTier, Role, UserStatus};
use crate::error::AppError;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UserStats {
    pub total_users: u64,
    pub active_users: u64,
    pub suspended_users: u64,
    pub admins: u64,
    pub verified_users: u64,
    pub by_tier: BTreeMap<&'static str, u64>,
    pub new_users_last7_days: u64,
    pub new_users_last30_days: u64,
}

#[tracing::instrument(level = "info", skip_all)]
pub async fn stats<C: ConnectionTrait>(db: &C) -> Result<UserStats, AppError> {
    let count = |filter: Option<sea_orm::Condition>| async move {
        let mut query = users::Entity::find();
        if let Some(filter) = filter {
            query = query.filter(filter);
        }
        query.count(db).await
    };
    let cond = sea_orm::Condition::all;
    let now = clock::now();
    let mut by_tier = BTreeMap::new();
    for tier in MembershipTier::ALL {
        let n = count(Some(cond().add(users::Column::MembershipTier.eq(*tier)))).await?;
        by_tier.insert(tier.as_str(), n);
    }
    Ok(UserStats {
        total_users: count(None).await?,
        active_users: count(Some(
            cond().add(users::Column::Status.eq(UserStatus::Active)),
        ))
        .await?,
        suspended_users: count(Some(
            cond().add(users::Column::Status.eq(UserStatus::Suspended)),
        ))
        .await?,
        admins: count(Some(cond().add(users::Column::Role.eq(Role::Admin)))).await?,
        verified_users: count(Some(cond().add(users::Column::EmailVerified.eq(true)))).await?,
        by_tier,
        new_users_last7_days: count(Some(
            cond().add(users::Column::CreatedAt.gte(now - Duration::days(7))),
        ))
        .await?,
        new_users_last30_days: count(Some(
            cond().add(users::Column::CreatedAt.gte(now - Duration::days(30))),
        ))
        .await?,
    })
}
