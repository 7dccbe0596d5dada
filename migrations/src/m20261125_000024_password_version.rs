//! `users.password_version` counts the account's password changes (a reset, a change, a password
//! dropped when an identity is linked); `refresh_tokens.password_version` is the version a token's
//! family was issued under. A sign-in issues its family only while the version it verified the
//! password against is still the account's, and a rotation refuses a family of an older version:
//! a sign-in with the old password that was in flight during a reset cannot keep a session.

use sea_orm_migration::prelude::*;

#[derive(DeriveIden)]
enum Users {
    Table,
    PasswordVersion,
}

#[derive(DeriveIden)]
enum RefreshTokens {
    Table,
    PasswordVersion,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

fn version() -> ColumnDef {
    ColumnDef::new(Alias::new("password_version"))
        .integer()
        .not_null()
        .default(0)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(version())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(RefreshTokens::Table)
                    .add_column(version())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(RefreshTokens::Table)
                    .drop_column(RefreshTokens::PasswordVersion)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .drop_column(Users::PasswordVersion)
                    .to_owned(),
            )
            .await
    }
}
