use sea_orm::entity::prelude::*;

use crate::{IndexStatus, UploadStatus};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "files")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub project_id: Uuid,
    pub owner_id: Uuid,
    pub original_filename: String,
    pub content_type: String,
    pub file_size: i64,
    pub object_key: String,
    pub upload_status: UploadStatus,
    pub index_status: Option<IndexStatus>,
    #[sea_orm(column_type = "Text", nullable)]
    pub index_error: Option<String>,
    pub etag: Option<String>,
    pub presign_expires_at: DateTimeUtc,
    pub reservation_id: Option<Uuid>,
    pub uploaded_at: Option<DateTimeUtc>,
    pub index_attempts: i32,
    pub index_claimed_until: Option<DateTimeUtc>,
    pub text_object_key: Option<String>,
    pub index_meta: Option<Json>,
    pub created_at: DateTimeUtc,
    /// While set and in the future, one confirm is copying the upload to its final key.
    pub confirm_claimed_until: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
