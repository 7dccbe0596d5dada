use sea_orm_migration::{prelude::*, schema::*};

use crate::{Users, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum InvitationCodes {
    Table,
    Code,
    Status,
    CreatedBy,
    CreatedAt,
    ExpiresAt,
    UsedBy,
    UsedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(InvitationCodes::Table)
                    .if_not_exists()
                    .col(string_len(InvitationCodes::Code, 32).primary_key())
                    .col(string_len(InvitationCodes::Status, 16))
                    .col(string_len_null(InvitationCodes::CreatedBy, 254))
                    .col(timestamp_with_time_zone(InvitationCodes::CreatedAt))
                    .col(timestamp_with_time_zone(InvitationCodes::ExpiresAt))
                    .col(uuid_null(InvitationCodes::UsedBy))
                    .col(timestamp_with_time_zone_null(InvitationCodes::UsedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_invitation_codes_used_by")
                            .from(InvitationCodes::Table, InvitationCodes::UsedBy)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                InvitationCodes::Table,
                "idx_invitation_codes_status",
                &["status", "created_at"],
            ))
            .await?;
        manager
            .create_index(index(
                InvitationCodes::Table,
                "idx_invitation_codes_used_by",
                &["used_by"],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(InvitationCodes::Table).to_owned())
            .await
    }
}
