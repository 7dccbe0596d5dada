//! Expert-review orders (spec §3.5): a user's paid review of one of their projects.

use sea_orm::entity::prelude::*;

use crate::OrderStatus;

/// An order; `checkout_session_id` is the provider's checkout session that pays for it.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "expert_review_orders")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub project_id: Uuid,
    pub status: OrderStatus,
    #[sea_orm(column_type = "Text", nullable)]
    pub notes: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub reviewer_notes: Option<String>,
    #[sea_orm(unique)]
    pub checkout_session_id: Option<String>,
    pub amount_cents: i64,
    pub currency: String,
    pub created_at: DateTimeUtc,
    pub paid_at: Option<DateTimeUtc>,
    pub updated_at: DateTimeUtc,
    /// Canceled while money for it was received: a refund is owed.
    pub refund_due: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
