use sea_orm::entity::prelude::*;

use crate::QuotaKind;

/// Per user, kind and period ("2026-11" for AI runs, "all" for storage).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quota_counters")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: QuotaKind,
    #[sea_orm(primary_key, auto_increment = false)]
    pub period: String,
    pub used: i64,
    pub reserved: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
