//! The storage lifecycle (DESIGN §8): holds that keep the bytes of a deleted upload counted until
//! its URL has expired and the sweep has removed what it could still write, and the claim that
//! lets one confirm at a time copy an upload to its final key.

use sea_orm_migration::{prelude::*, schema::*};

use crate::{Users, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum StorageHolds {
    Table,
    FileId,
    UserId,
    ProjectId,
    ObjectKey,
    Amount,
    ReleaseAfter,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Files {
    Table,
    ConfirmClaimedUntil,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(StorageHolds::Table)
                    .if_not_exists()
                    .col(pk_uuid(StorageHolds::FileId))
                    .col(uuid(StorageHolds::UserId))
                    .col(uuid(StorageHolds::ProjectId))
                    .col(string_len(StorageHolds::ObjectKey, 512))
                    .col(big_integer(StorageHolds::Amount))
                    .col(timestamp_with_time_zone(StorageHolds::ReleaseAfter))
                    .col(timestamp_with_time_zone(StorageHolds::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_storage_holds_user")
                            .from(StorageHolds::Table, StorageHolds::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, cols) in [
            ("idx_storage_holds_user", &["user_id"][..]),
            ("idx_storage_holds_release", &["release_after"][..]),
        ] {
            manager
                .create_index(index(StorageHolds::Table, name, cols))
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(Files::Table)
                    .add_column(timestamp_with_time_zone_null(Files::ConfirmClaimedUntil))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Files::Table)
                    .drop_column(Files::ConfirmClaimedUntil)
                    .to_owned(),
            )
            .await?;
        manager
            .drop_table(Table::drop().table(StorageHolds::Table).to_owned())
            .await
    }
}
