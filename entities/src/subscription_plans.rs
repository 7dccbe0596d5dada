//! The plan catalogue: one row per membership tier.

use sea_orm::entity::prelude::*;

use crate::MembershipTier;

/// A plan; `provider_price_id` is the stored price ID (configuration may supply one instead).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscription_plans")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub tier: MembershipTier,
    pub name: String,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    pub price_cents: i64,
    pub currency: String,
    pub interval: String,
    pub provider_price_id: Option<String>,
    pub active: bool,
    pub purchasable: bool,
    pub features: Option<Json>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
