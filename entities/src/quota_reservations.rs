use sea_orm::entity::prelude::*;

use crate::{QuotaKind, ReservationStatus};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quota_reservations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub kind: QuotaKind,
    pub amount: i64,
    pub period: String,
    pub status: ReservationStatus,
    pub created_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
    pub settled_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
