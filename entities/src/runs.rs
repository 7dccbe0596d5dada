use sea_orm::entity::prelude::*;

use crate::{RunStatus, SessionType};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "runs")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub session_id: Uuid,
    pub user_id: Uuid,
    #[sea_orm(column_name = "type")]
    pub run_type: SessionType,
    pub status: RunStatus,
    pub reservation_id: Option<Uuid>,
    pub user_message_id: Option<Uuid>,
    pub assistant_message_id: Option<Uuid>,
    pub selected_file_ids: Option<Json>,
    #[sea_orm(column_type = "Text", nullable)]
    pub error: Option<String>,
    pub started_at: DateTimeUtc,
    pub finished_at: Option<DateTimeUtc>,
    pub worker_ms: Option<i64>,
    /// The session lease owner (`{node_id}/{incarnation}/{n}`) of the run while it executes.
    pub lease_owner: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
