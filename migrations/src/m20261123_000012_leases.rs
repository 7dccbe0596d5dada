//! Leases that name their holder (`{node_id}/{incarnation}/...`), so a restarted node can release
//! what its previous incarnation held and a sweep can tell an orphaned RUNNING run: the run's
//! `lease_owner`, the indexing claim's `index_claim_owner`, a partial index on the RUNNING runs
//! (only runs in flight are in it) and, on PostgreSQL, room for the longer owner in
//! `sessions.run_lease_owner` (SQLite does not enforce lengths).

use sea_orm_migration::{prelude::*, schema::*, sea_orm::DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Runs {
    Table,
    LeaseOwner,
}

#[derive(DeriveIden)]
enum Files {
    Table,
    IndexClaimOwner,
}

#[derive(DeriveIden)]
enum Sessions {
    Table,
    RunLeaseOwner,
}

const RUNNING_INDEX: &str =
    "CREATE INDEX IF NOT EXISTS idx_runs_running ON runs (session_id) WHERE status = 'RUNNING'";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Runs::Table)
                    .add_column(string_len_null(Runs::LeaseOwner, 128))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Files::Table)
                    .add_column(string_len_null(Files::IndexClaimOwner, 128))
                    .to_owned(),
            )
            .await?;
        manager
            .get_connection()
            .execute_unprepared(RUNNING_INDEX)
            .await?;
        if manager.get_database_backend() == DbBackend::Postgres {
            manager
                .alter_table(
                    Table::alter()
                        .table(Sessions::Table)
                        .modify_column(string_len_null(Sessions::RunLeaseOwner, 128))
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        if manager.get_database_backend() == DbBackend::Postgres {
            db.execute_unprepared(
                "UPDATE sessions SET run_lease_owner = NULL, run_lease_until = NULL \
                 WHERE length(run_lease_owner) > 64",
            )
            .await?;
            manager
                .alter_table(
                    Table::alter()
                        .table(Sessions::Table)
                        .modify_column(string_len_null(Sessions::RunLeaseOwner, 64))
                        .to_owned(),
                )
                .await?;
        }
        db.execute_unprepared("DROP INDEX IF EXISTS idx_runs_running")
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Files::Table)
                    .drop_column(Files::IndexClaimOwner)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Runs::Table)
                    .drop_column(Runs::LeaseOwner)
                    .to_owned(),
            )
            .await
    }
}
