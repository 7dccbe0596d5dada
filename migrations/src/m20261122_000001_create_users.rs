use sea_orm_migration::{prelude::*, schema::*};

use crate::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    Email,
    Username,
    FullName,
    PasswordHash,
    Role,
    Status,
    EmailVerified,
    MembershipTier,
    IdpIssuer,
    IdpSubject,
    PaymentCustomerId,
    CreatedAt,
    UpdatedAt,
    LastLoginAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Users::Table)
                    .if_not_exists()
                    .col(pk_uuid(Users::Id))
                    .col(string_len_uniq(Users::Email, 254))
                    .col(string_len_null(Users::Username, 50).unique_key())
                    .col(string_len_null(Users::FullName, 200))
                    .col(string_len_null(Users::PasswordHash, 255))
                    .col(string_len(Users::Role, 16))
                    .col(string_len(Users::Status, 16))
                    .col(boolean(Users::EmailVerified).default(false))
                    .col(string_len(Users::MembershipTier, 16))
                    .col(string_len_null(Users::IdpIssuer, 255))
                    .col(string_len_null(Users::IdpSubject, 255))
                    .col(string_len_null(Users::PaymentCustomerId, 255))
                    .col(timestamp_with_time_zone(Users::CreatedAt))
                    .col(timestamp_with_time_zone(Users::UpdatedAt))
                    .col(timestamp_with_time_zone_null(Users::LastLoginAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                index(Users::Table, "uq_users_idp", &["idp_issuer", "idp_subject"])
                    .unique()
                    .to_owned(),
            )
            .await?;
        for (name, col) in [
            ("idx_users_role", "role"),
            ("idx_users_status", "status"),
            ("idx_users_membership_tier", "membership_tier"),
            ("idx_users_created_at", "created_at"),
        ] {
            manager
                .create_index(index(Users::Table, name, &[col]))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Users::Table).to_owned())
            .await
    }
}
