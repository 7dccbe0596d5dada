use sea_orm::entity::prelude::*;

use crate::{MembershipTier, Role, UserStatus};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    #[sea_orm(unique)]
    pub email: String,
    #[sea_orm(unique)]
    pub username: Option<String>,
    pub full_name: Option<String>,
    pub password_hash: Option<String>,
    pub role: Role,
    pub status: UserStatus,
    pub email_verified: bool,
    pub membership_tier: MembershipTier,
    pub idp_issuer: Option<String>,
    pub idp_subject: Option<String>,
    pub payment_customer_id: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub last_login_at: Option<DateTimeUtc>,
    /// How many times the account's password changed (a reset, a change, a password dropped).
    pub password_version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
