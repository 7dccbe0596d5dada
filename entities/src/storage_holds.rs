use sea_orm::entity::prelude::*;

/// Bytes kept counted (as used storage) after an upload left PENDING without becoming a file
/// while its URL could still write: released once the URL has expired and the sweep has removed
/// whatever was written under the file's keys.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "storage_holds")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub file_id: Uuid,
    pub user_id: Uuid,
    pub project_id: Uuid,
    /// The file row's object key when the hold was taken (the upload key of a PENDING upload).
    pub object_key: String,
    pub amount: i64,
    /// When the upload URL expires; the hold is released by the first sweep after it.
    pub release_after: DateTimeUtc,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
