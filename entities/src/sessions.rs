use sea_orm::entity::prelude::*;

use crate::{SessionStatus, SessionType};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sessions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub project_id: Uuid,
    pub user_id: Uuid,
    #[sea_orm(column_name = "type")]
    pub session_type: SessionType,
    pub title: Option<String>,
    pub status: SessionStatus,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub last_message_at: Option<DateTimeUtc>,
    pub run_lease_owner: Option<String>,
    pub run_lease_until: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
