use sea_orm::entity::prelude::*;

use crate::MessageRole;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "messages")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub session_id: Uuid,
    /// Position in the session, strictly increasing; history is ordered by it.
    pub seq: i64,
    pub role: MessageRole,
    #[sea_orm(column_type = "Text")]
    pub content: String,
    pub run_id: Option<Uuid>,
    pub payload: Option<Json>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
