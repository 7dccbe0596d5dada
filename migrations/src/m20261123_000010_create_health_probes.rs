use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Rows written and deleted again by the write probe of readiness and start-up: a probe row
/// carries enough bytes to need new pages, so a full database fails the probe as it fails
/// real writes. The table is empty between probes.
#[derive(DeriveIden)]
enum HealthProbes {
    Table,
    Id,
    Payload,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(HealthProbes::Table)
                    .if_not_exists()
                    .col(pk_uuid(HealthProbes::Id))
                    .col(blob(HealthProbes::Payload))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(HealthProbes::Table).to_owned())
            .await
    }
}
