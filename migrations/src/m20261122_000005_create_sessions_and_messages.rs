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
enum Sessions {
    Table,
    Id,
    ProjectId,
    UserId,
    Type,
    Title,
    Status,
    CreatedAt,
    UpdatedAt,
    LastMessageAt,
    RunLeaseOwner,
    RunLeaseUntil,
}

#[derive(DeriveIden)]
enum Messages {
    Table,
    Id,
    SessionId,
    Seq,
    Role,
    Content,
    RunId,
    Payload,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Sessions::Table)
                    .if_not_exists()
                    .col(pk_uuid(Sessions::Id))
                    .col(uuid(Sessions::ProjectId))
                    .col(uuid(Sessions::UserId))
                    .col(string_len(Sessions::Type, 32))
                    .col(string_len_null(Sessions::Title, 200))
                    .col(string_len(Sessions::Status, 16))
                    .col(timestamp_with_time_zone(Sessions::CreatedAt))
                    .col(timestamp_with_time_zone(Sessions::UpdatedAt))
                    .col(timestamp_with_time_zone_null(Sessions::LastMessageAt))
                    .col(string_len_null(Sessions::RunLeaseOwner, 64))
                    .col(timestamp_with_time_zone_null(Sessions::RunLeaseUntil))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_sessions_project")
                            .from(Sessions::Table, Sessions::ProjectId)
                            .to(Projects::Table, Projects::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_sessions_user")
                            .from(Sessions::Table, Sessions::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                Sessions::Table,
                "idx_sessions_project_created",
                &["project_id", "created_at"],
            ))
            .await?;
        manager
            .create_index(index(Sessions::Table, "idx_sessions_user", &["user_id"]))
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(Messages::Table)
                    .if_not_exists()
                    .col(pk_uuid(Messages::Id))
                    .col(uuid(Messages::SessionId))
                    .col(big_integer(Messages::Seq))
                    .col(string_len(Messages::Role, 16))
                    .col(text(Messages::Content))
                    .col(uuid_null(Messages::RunId))
                    .col(json_null(Messages::Payload))
                    .col(timestamp_with_time_zone(Messages::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_messages_session")
                            .from(Messages::Table, Messages::SessionId)
                            .to(Sessions::Table, Sessions::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                index(
                    Messages::Table,
                    "uq_messages_session_seq",
                    &["session_id", "seq"],
                )
                .unique()
                .to_owned(),
            )
            .await?;
        manager
            .create_index(index(Messages::Table, "idx_messages_run", &["run_id"]))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Messages::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Sessions::Table).to_owned())
            .await
    }
}
