use sea_orm_migration::{prelude::*, schema::*};

use crate::{Users, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum TierQuotas {
    Table,
    Tier,
    AiRunsPerMonth,
    StorageBytes,
    MaxFileSizeBytes,
    MaxFilesPerUpload,
    MaxProjects,
    MaxFilesPerProject,
}

#[derive(DeriveIden)]
enum GlobalQuota {
    Table,
    Id,
    AiRunsPerDay,
    MaxConcurrentRuns,
    StorageBytes,
}

#[derive(DeriveIden)]
enum QuotaCounters {
    Table,
    UserId,
    Kind,
    Period,
    Used,
    Reserved,
}

#[derive(DeriveIden)]
enum GlobalCounters {
    Table,
    Kind,
    Period,
    Used,
    Reserved,
}

#[derive(DeriveIden)]
enum QuotaReservations {
    Table,
    Id,
    UserId,
    Kind,
    Amount,
    Period,
    Status,
    CreatedAt,
    ExpiresAt,
    SettledAt,
}

const MIB: i64 = 1024 * 1024;
const GIB: i64 = 1024 * MIB;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(TierQuotas::Table)
                    .if_not_exists()
                    .col(string_len(TierQuotas::Tier, 16).primary_key())
                    .col(big_integer_null(TierQuotas::AiRunsPerMonth))
                    .col(big_integer_null(TierQuotas::StorageBytes))
                    .col(big_integer(TierQuotas::MaxFileSizeBytes))
                    .col(integer(TierQuotas::MaxFilesPerUpload))
                    .col(integer_null(TierQuotas::MaxProjects))
                    .col(integer_null(TierQuotas::MaxFilesPerProject))
                    .to_owned(),
            )
            .await?;
        // (tier, runs/month, storage, per file, files per upload, projects, files per project)
        let tiers: [(
            &str,
            Option<i64>,
            Option<i64>,
            i64,
            i32,
            Option<i32>,
            Option<i32>,
        ); 4] = [
            (
                "FREE",
                Some(20),
                Some(200 * MIB),
                25 * MIB,
                10,
                Some(3),
                Some(50),
            ),
            (
                "STARTER",
                Some(200),
                Some(5 * GIB),
                100 * MIB,
                20,
                Some(20),
                Some(500),
            ),
            (
                "PROFESSIONAL",
                Some(1000),
                Some(50 * GIB),
                500 * MIB,
                50,
                Some(100),
                Some(2000),
            ),
            ("ENTERPRISE", None, None, 2 * GIB, 100, None, None),
        ];
        let mut insert = Query::insert()
            .into_table(TierQuotas::Table)
            .columns([
                TierQuotas::Tier,
                TierQuotas::AiRunsPerMonth,
                TierQuotas::StorageBytes,
                TierQuotas::MaxFileSizeBytes,
                TierQuotas::MaxFilesPerUpload,
                TierQuotas::MaxProjects,
                TierQuotas::MaxFilesPerProject,
            ])
            .to_owned();
        for (tier, runs, storage, per_file, per_upload, projects, files) in tiers {
            insert.values_panic([
                tier.into(),
                runs.into(),
                storage.into(),
                per_file.into(),
                per_upload.into(),
                projects.into(),
                files.into(),
            ]);
        }
        manager.exec_stmt(insert).await?;

        manager
            .create_table(
                Table::create()
                    .table(GlobalQuota::Table)
                    .if_not_exists()
                    .col(integer(GlobalQuota::Id).primary_key())
                    .col(big_integer_null(GlobalQuota::AiRunsPerDay))
                    .col(integer(GlobalQuota::MaxConcurrentRuns))
                    .col(big_integer_null(GlobalQuota::StorageBytes))
                    .to_owned(),
            )
            .await?;
        manager
            .exec_stmt(
                Query::insert()
                    .into_table(GlobalQuota::Table)
                    .columns([
                        GlobalQuota::Id,
                        GlobalQuota::AiRunsPerDay,
                        GlobalQuota::MaxConcurrentRuns,
                        GlobalQuota::StorageBytes,
                    ])
                    .values_panic([
                        1.into(),
                        Option::<i64>::None.into(),
                        64.into(),
                        Option::<i64>::None.into(),
                    ])
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(QuotaCounters::Table)
                    .if_not_exists()
                    .col(uuid(QuotaCounters::UserId))
                    .col(string_len(QuotaCounters::Kind, 16))
                    .col(string_len(QuotaCounters::Period, 16))
                    .col(big_integer(QuotaCounters::Used).default(0))
                    .col(big_integer(QuotaCounters::Reserved).default(0))
                    .primary_key(
                        Index::create()
                            .col(QuotaCounters::UserId)
                            .col(QuotaCounters::Kind)
                            .col(QuotaCounters::Period),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_quota_counters_user")
                            .from(QuotaCounters::Table, QuotaCounters::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(GlobalCounters::Table)
                    .if_not_exists()
                    .col(string_len(GlobalCounters::Kind, 16))
                    .col(string_len(GlobalCounters::Period, 16))
                    .col(big_integer(GlobalCounters::Used).default(0))
                    .col(big_integer(GlobalCounters::Reserved).default(0))
                    .primary_key(
                        Index::create()
                            .col(GlobalCounters::Kind)
                            .col(GlobalCounters::Period),
                    )
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(QuotaReservations::Table)
                    .if_not_exists()
                    .col(pk_uuid(QuotaReservations::Id))
                    .col(uuid(QuotaReservations::UserId))
                    .col(string_len(QuotaReservations::Kind, 16))
                    .col(big_integer(QuotaReservations::Amount))
                    .col(string_len(QuotaReservations::Period, 16))
                    .col(string_len(QuotaReservations::Status, 16))
                    .col(timestamp_with_time_zone(QuotaReservations::CreatedAt))
                    .col(timestamp_with_time_zone(QuotaReservations::ExpiresAt))
                    .col(timestamp_with_time_zone_null(QuotaReservations::SettledAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_quota_reservations_user")
                            .from(QuotaReservations::Table, QuotaReservations::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                QuotaReservations::Table,
                "idx_quota_reservations_status_expiry",
                &["status", "expires_at"],
            ))
            .await?;
        manager
            .create_index(index(
                QuotaReservations::Table,
                "idx_quota_reservations_user",
                &["user_id"],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            QuotaReservations::Table.into_iden(),
            GlobalCounters::Table.into_iden(),
            QuotaCounters::Table.into_iden(),
            GlobalQuota::Table.into_iden(),
            TierQuotas::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}
