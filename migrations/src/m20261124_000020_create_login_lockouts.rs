//! `login_lockouts`: locked (email, IP) pairs of the sign-in limits, shared by every replica on
//! PostgreSQL: the pair's key (a SHA-256, so no address is stored), until when it is locked, its
//! strikes (each lockout doubles the next) and the latest lockout, all in epoch milliseconds. On
//! the embedded SQLite default the lockouts stay in memory; the table exists on both.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum LoginLockouts {
    Table,
    PairKey,
    UntilMs,
    Strikes,
    AtMs,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(LoginLockouts::Table)
                    .if_not_exists()
                    .col(string_len(LoginLockouts::PairKey, 64).primary_key())
                    .col(big_integer(LoginLockouts::UntilMs))
                    .col(integer(LoginLockouts::Strikes))
                    .col(big_integer(LoginLockouts::AtMs))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(LoginLockouts::Table).to_owned())
            .await
    }
}
