use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "refresh_tokens")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    /// SHA-256 of the token, hex; the token itself is never stored.
    #[sea_orm(unique)]
    pub token_hash: String,
    pub family_id: Uuid,
    pub expires_at: DateTimeUtc,
    pub revoked_at: Option<DateTimeUtc>,
    pub replaced_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    /// The account's `password_version` when the token's family was issued.
    pub password_version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
