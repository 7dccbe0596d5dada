//! The expert-review offering: a singleton row (`id` 1).

use sea_orm::entity::prelude::*;

/// The offering; `provider_price_id` is the stored price ID (configuration may supply one instead).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "expert_review_offering")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: i32,
    pub name: String,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    pub price_cents: i64,
    pub currency: String,
    pub provider_price_id: Option<String>,
    pub active: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

/// The ID of the one offering row.
pub const SINGLETON_ID: i32 = 1;

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
