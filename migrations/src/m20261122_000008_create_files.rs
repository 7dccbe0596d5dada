use sea_orm_migration::{prelude::*, schema::*};

use crate::{Users, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Projects {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Files {
    Table,
    Id,
    ProjectId,
    OwnerId,
    OriginalFilename,
    ContentType,
    FileSize,
    ObjectKey,
    UploadStatus,
    IndexStatus,
    IndexError,
    Etag,
    PresignExpiresAt,
    ReservationId,
    UploadedAt,
    IndexAttempts,
    IndexClaimedUntil,
    TextObjectKey,
    IndexMeta,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Files::Table)
                    .if_not_exists()
                    .col(pk_uuid(Files::Id))
                    .col(uuid(Files::ProjectId))
                    .col(uuid(Files::OwnerId))
                    .col(string_len(Files::OriginalFilename, 255))
                    .col(string_len(Files::ContentType, 128))
                    .col(big_integer(Files::FileSize))
                    .col(string_len(Files::ObjectKey, 512))
                    .col(string_len(Files::UploadStatus, 16))
                    .col(string_len_null(Files::IndexStatus, 16))
                    .col(text_null(Files::IndexError))
                    .col(string_len_null(Files::Etag, 128))
                    .col(timestamp_with_time_zone(Files::PresignExpiresAt))
                    .col(uuid_null(Files::ReservationId))
                    .col(timestamp_with_time_zone_null(Files::UploadedAt))
                    .col(integer(Files::IndexAttempts).default(0))
                    .col(timestamp_with_time_zone_null(Files::IndexClaimedUntil))
                    .col(string_len_null(Files::TextObjectKey, 512))
                    .col(json_null(Files::IndexMeta))
                    .col(timestamp_with_time_zone(Files::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_files_project")
                            .from(Files::Table, Files::ProjectId)
                            .to(Projects::Table, Projects::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_files_owner")
                            .from(Files::Table, Files::OwnerId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, cols) in [
            (
                "idx_files_project_created",
                &["project_id", "created_at"][..],
            ),
            ("idx_files_owner", &["owner_id"][..]),
            (
                "idx_files_upload_status",
                &["upload_status", "presign_expires_at"][..],
            ),
            (
                "idx_files_index_status",
                &["index_status", "index_claimed_until"][..],
            ),
        ] {
            manager
                .create_index(index(Files::Table, name, cols))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Files::Table).to_owned())
            .await
    }
}
