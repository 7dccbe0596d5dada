use sea_orm::entity::prelude::*;

/// The single row (id 1) of service-wide limits; `None` means unlimited.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "global_quota")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: i32,
    pub ai_runs_per_day: Option<i64>,
    pub max_concurrent_runs: i32,
    pub storage_bytes: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
