//! A user's subscription with the payment provider (one row per user).

use sea_orm::entity::prelude::*;

use crate::{MembershipTier, SubscriptionStatus};

/// The provider state of a user's subscription; `last_event_at` orders webhook deliveries.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: Uuid,
    pub provider_customer_id: Option<String>,
    #[sea_orm(unique)]
    pub provider_subscription_id: Option<String>,
    pub status: SubscriptionStatus,
    pub tier: MembershipTier,
    pub current_period_end: Option<DateTimeUtc>,
    pub cancel_at_period_end: bool,
    pub last_event_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
