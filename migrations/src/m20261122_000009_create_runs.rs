use sea_orm_migration::{prelude::*, schema::*};

use crate::{Users, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Sessions {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Runs {
    Table,
    Id,
    SessionId,
    UserId,
    Type,
    Status,
    ReservationId,
    UserMessageId,
    AssistantMessageId,
    SelectedFileIds,
    Error,
    StartedAt,
    FinishedAt,
    WorkerMs,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Runs::Table)
                    .if_not_exists()
                    .col(pk_uuid(Runs::Id))
                    .col(uuid(Runs::SessionId))
                    .col(uuid(Runs::UserId))
                    .col(string_len(Runs::Type, 32))
                    .col(string_len(Runs::Status, 16))
                    .col(uuid_null(Runs::ReservationId))
                    .col(uuid_null(Runs::UserMessageId))
                    .col(uuid_null(Runs::AssistantMessageId))
                    .col(json_null(Runs::SelectedFileIds))
                    .col(text_null(Runs::Error))
                    .col(timestamp_with_time_zone(Runs::StartedAt))
                    .col(timestamp_with_time_zone_null(Runs::FinishedAt))
                    .col(big_integer_null(Runs::WorkerMs))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_runs_session")
                            .from(Runs::Table, Runs::SessionId)
                            .to(Sessions::Table, Sessions::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_runs_user")
                            .from(Runs::Table, Runs::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                Runs::Table,
                "idx_runs_session",
                &["session_id", "started_at"],
            ))
            .await?;
        manager
            .create_index(index(Runs::Table, "idx_runs_user", &["user_id"]))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Runs::Table).to_owned())
            .await
    }
}
