//! A user's code-host credential (DESIGN §11): one per user and provider; the tokens are sealed
//! (AES-256-GCM, the row ID and the field as associated data).

use sea_orm::entity::prelude::*;

use crate::enums::CodehostTokenStatus;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "codehost_credentials")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub provider: String,
    pub access_token_enc: String,
    /// `None` for a manual token (no refresh).
    pub refresh_token_enc: Option<String>,
    pub token_status: CodehostTokenStatus,
    pub token_expires_at: Option<DateTimeUtc>,
    pub refresh_expires_at: Option<DateTimeUtc>,
    pub last_refresh_at: Option<DateTimeUtc>,
    /// While set in the future, one process is refreshing the tokens (the others wait).
    pub refresh_claimed_until: Option<DateTimeUtc>,
    pub scopes: Option<String>,
    pub account_login: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
