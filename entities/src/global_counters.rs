use sea_orm::entity::prelude::*;

use crate::QuotaKind;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "global_counters")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: QuotaKind,
    #[sea_orm(primary_key, auto_increment = false)]
    pub period: String,
    /// The service-wide counter of (kind, period) is the sum over its stripes (migration 000022).
    #[sea_orm(primary_key, auto_increment = false)]
    pub stripe: i16,
    pub used: i64,
    pub reserved: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
