use sea_orm_migration::{prelude::*, schema::*};

use crate::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    Id,
    ActorId,
    Action,
    TargetType,
    TargetId,
    Details,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // No foreign key on actor_id: the audit trail outlives the accounts it mentions.
        manager
            .create_table(
                Table::create()
                    .table(AuditLog::Table)
                    .if_not_exists()
                    .col(pk_uuid(AuditLog::Id))
                    .col(uuid_null(AuditLog::ActorId))
                    .col(string_len(AuditLog::Action, 64))
                    .col(string_len(AuditLog::TargetType, 32))
                    .col(string_len_null(AuditLog::TargetId, 64))
                    .col(json_null(AuditLog::Details))
                    .col(timestamp_with_time_zone(AuditLog::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(AuditLog::Table, "idx_audit_log_actor", &["actor_id"]))
            .await?;
        manager
            .create_index(index(
                AuditLog::Table,
                "idx_audit_log_created",
                &["created_at"],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AuditLog::Table).to_owned())
            .await
    }
}
