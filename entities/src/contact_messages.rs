//! Contact-form submissions, stored before anything else happens to them.

use sea_orm::entity::prelude::*;

/// One submission; `client_ip` is the address the rate limit counted it under.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "contact_messages")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub subject: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub message: String,
    pub company: Option<String>,
    pub client_ip: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
