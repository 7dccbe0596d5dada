use sea_orm_migration::{prelude::*, schema::*};

use crate::{Users, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RefreshTokens {
    Table,
    Id,
    UserId,
    TokenHash,
    FamilyId,
    ExpiresAt,
    RevokedAt,
    ReplacedBy,
    CreatedAt,
}

#[derive(DeriveIden)]
enum OneTimeTokens {
    Table,
    Id,
    UserId,
    Purpose,
    TokenHash,
    ExpiresAt,
    UsedAt,
    CreatedAt,
}

fn user_fk(from: impl IntoIden + 'static, name: &str) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .name(name)
        .from(from, Alias::new("user_id"))
        .to(Users::Table, Users::Id)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RefreshTokens::Table)
                    .if_not_exists()
                    .col(pk_uuid(RefreshTokens::Id))
                    .col(uuid(RefreshTokens::UserId))
                    .col(string_len_uniq(RefreshTokens::TokenHash, 64))
                    .col(uuid(RefreshTokens::FamilyId))
                    .col(timestamp_with_time_zone(RefreshTokens::ExpiresAt))
                    .col(timestamp_with_time_zone_null(RefreshTokens::RevokedAt))
                    .col(uuid_null(RefreshTokens::ReplacedBy))
                    .col(timestamp_with_time_zone(RefreshTokens::CreatedAt))
                    .foreign_key(&mut user_fk(RefreshTokens::Table, "fk_refresh_tokens_user"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                RefreshTokens::Table,
                "idx_refresh_tokens_user",
                &["user_id"],
            ))
            .await?;
        manager
            .create_index(index(
                RefreshTokens::Table,
                "idx_refresh_tokens_family",
                &["family_id"],
            ))
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(OneTimeTokens::Table)
                    .if_not_exists()
                    .col(pk_uuid(OneTimeTokens::Id))
                    .col(uuid(OneTimeTokens::UserId))
                    .col(string_len(OneTimeTokens::Purpose, 32))
                    .col(string_len_uniq(OneTimeTokens::TokenHash, 64))
                    .col(timestamp_with_time_zone(OneTimeTokens::ExpiresAt))
                    .col(timestamp_with_time_zone_null(OneTimeTokens::UsedAt))
                    .col(timestamp_with_time_zone(OneTimeTokens::CreatedAt))
                    .foreign_key(&mut user_fk(
                        OneTimeTokens::Table,
                        "fk_one_time_tokens_user",
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                OneTimeTokens::Table,
                "idx_one_time_tokens_user",
                &["user_id"],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(OneTimeTokens::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(RefreshTokens::Table).to_owned())
            .await
    }
}
