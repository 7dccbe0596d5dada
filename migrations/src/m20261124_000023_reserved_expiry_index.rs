//! The reservations' index on (status, expires_at) becomes a partial index on `expires_at` of the
//! RESERVED ones: `idx_quota_reservations_reserved_expiry`.
//!
//! A settle (`UPDATE ... WHERE id = $1 AND status = $2 AND expires_at > $3`) is meant to find its
//! reservation by the primary key. PostgreSQL's generic plan for it, cached after a few
//! executions, costed both indexes alike and took the (status, expires_at) one: under load every
//! run's finish then walked every reservation created in the last two minutes (each RESERVED
//! until it settled, so the index held one entry per run) to find its one. A partial index cannot
//! serve a condition on a bound `status`, so the settle takes the key; and a reservation leaves
//! the index when it settles, so the index holds the reservations in flight, and a settle no
//! longer adds an entry to it. The sweep of expired reservations writes `status = 'RESERVED'`
//! as a literal so that both databases use the index.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const OLD: &str = "idx_quota_reservations_status_expiry";
const NEW: &str = "CREATE INDEX IF NOT EXISTS idx_quota_reservations_reserved_expiry \
     ON quota_reservations (expires_at) WHERE status = 'RESERVED'";

#[derive(DeriveIden)]
enum QuotaReservations {
    Table,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.get_connection().execute_unprepared(NEW).await?;
        manager
            .drop_index(
                Index::drop()
                    .name(OLD)
                    .table(QuotaReservations::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(crate::index(
                QuotaReservations::Table,
                OLD,
                &["status", "expires_at"],
            ))
            .await?;
        manager
            .get_connection()
            .execute_unprepared("DROP INDEX IF EXISTS idx_quota_reservations_reserved_expiry")
            .await?;
        Ok(())
    }
}
