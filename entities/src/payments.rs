//! Payments made through hosted checkout sessions (subscriptions and expert reviews).

use sea_orm::entity::prelude::*;

use crate::{PaymentKind, PaymentStatus};

/// One checkout's payment; `order_id` names the expert-review order it pays for.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payments")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub kind: PaymentKind,
    #[sea_orm(unique)]
    pub checkout_session_id: Option<String>,
    pub status: PaymentStatus,
    pub amount_cents: i64,
    pub currency: String,
    pub order_id: Option<Uuid>,
    /// The provider price of a subscription checkout (its tier at fulfilment).
    pub price_id: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
