//! Webhook events received from the payment provider; the event ID is the durable dedup key.

use sea_orm::entity::prelude::*;

/// One delivered event; `processed_at` is set when its effects were committed.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payment_events")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub provider_event_id: String,
    #[sea_orm(column_name = "type")]
    pub event_type: String,
    /// The provider's creation time of the event.
    pub created: DateTimeUtc,
    pub received_at: DateTimeUtc,
    pub processed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
