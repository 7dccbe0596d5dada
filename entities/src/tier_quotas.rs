use sea_orm::entity::prelude::*;

use crate::MembershipTier;

/// Per-tier limits; `None` means unlimited.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "tier_quotas")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub tier: MembershipTier,
    pub ai_runs_per_month: Option<i64>,
    pub storage_bytes: Option<i64>,
    pub max_file_size_bytes: i64,
    pub max_files_per_upload: i32,
    pub max_projects: Option<i32>,
    pub max_files_per_project: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
