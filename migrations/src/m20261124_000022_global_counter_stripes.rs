//! The service-wide counters are written across stripes: `global_counters` gains `stripe`, and
//! its key becomes (kind, period, stripe). A period's service-wide `used` and `reserved` are the
//! sums over its stripes; one stripe's values mean nothing alone. Without a service-wide limit,
//! every AI run's reserve and settle write one of the stripes 1..=16 (chosen by the reservation
//! ID), so concurrent runs of different users no longer wait on one row, held until each
//! commit is flushed. With a limit, reserves take stripe 0, which orders them, and check the sum
//! (`actors/src/quota_ledger/counters.rs`). Existing rows become stripe 0.
//!
//! The key changes, which SQLite cannot alter in place: the table is rebuilt on both databases.

use sea_orm_migration::prelude::*;

#[derive(DeriveIden)]
enum GlobalCounters {
    Table,
    Kind,
    Period,
    Stripe,
    Used,
    Reserved,
}

#[derive(DeriveIden)]
enum GlobalCountersStriped {
    Table,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

/// `table` with the counters' columns, keyed by (kind, period) and by `stripe` when `striped`.
fn counters_table(table: impl IntoIden, striped: bool) -> TableCreateStatement {
    let mut create = Table::create();
    let mut key = Index::create();
    key.col(GlobalCounters::Kind).col(GlobalCounters::Period);
    create
        .table(table)
        .col(
            ColumnDef::new(GlobalCounters::Kind)
                .string_len(16)
                .not_null(),
        )
        .col(
            ColumnDef::new(GlobalCounters::Period)
                .string_len(16)
                .not_null(),
        );
    if striped {
        create.col(
            ColumnDef::new(GlobalCounters::Stripe)
                .small_integer()
                .not_null()
                .default(0),
        );
        key.col(GlobalCounters::Stripe);
    }
    create
        .col(
            ColumnDef::new(GlobalCounters::Used)
                .big_integer()
                .not_null()
                .default(0),
        )
        .col(
            ColumnDef::new(GlobalCounters::Reserved)
                .big_integer()
                .not_null()
                .default(0),
        )
        .primary_key(&mut key);
    create.to_owned()
}

/// Replaces `global_counters` with a table of the given shape, its rows copied by `copy` (an
/// INSERT ... SELECT from `global_counters` into the new table).
async fn rebuild(manager: &SchemaManager<'_>, striped: bool, copy: &str) -> Result<(), DbErr> {
    manager
        .create_table(counters_table(GlobalCountersStriped::Table, striped))
        .await?;
    manager.get_connection().execute_unprepared(copy).await?;
    manager
        .drop_table(Table::drop().table(GlobalCounters::Table).to_owned())
        .await?;
    manager
        .rename_table(
            Table::rename()
                .table(GlobalCountersStriped::Table, GlobalCounters::Table)
                .to_owned(),
        )
        .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        rebuild(
            manager,
            true,
            "INSERT INTO global_counters_striped (kind, period, stripe, used, reserved) \
             SELECT kind, period, 0, used, reserved FROM global_counters",
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        rebuild(
            manager,
            false,
            "INSERT INTO global_counters_striped (kind, period, used, reserved) \
             SELECT kind, period, SUM(used), SUM(reserved) FROM global_counters \
             GROUP BY kind, period",
        )
        .await
    }
}
