//! `rate_limit_keys`: the state of the per-client limits shared by every replica on PostgreSQL
//! (one row per limit and key: its GCRA theoretical arrival time in epoch milliseconds). On the
//! embedded SQLite default there is one process and the limits stay in memory; the table exists
//! on both so the schema is the same.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RateLimitKeys {
    Table,
    Scope,
    Key,
    TatMs,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RateLimitKeys::Table)
                    .if_not_exists()
                    .col(string_len(RateLimitKeys::Scope, 32))
                    .col(string_len(RateLimitKeys::Key, 128))
                    .col(big_integer(RateLimitKeys::TatMs))
                    .primary_key(
                        Index::create()
                            .col(RateLimitKeys::Scope)
                            .col(RateLimitKeys::Key),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_rate_limit_keys_tat")
                    .table(RateLimitKeys::Table)
                    .col(RateLimitKeys::TatMs)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(RateLimitKeys::Table).to_owned())
            .await
    }
}
