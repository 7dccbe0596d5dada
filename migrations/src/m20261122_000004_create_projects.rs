use sea_orm_migration::{prelude::*, schema::*};

use crate::{Users, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Projects {
    Table,
    Id,
    OwnerId,
    Name,
    FiscalYear,
    Description,
    Status,
    CreatedAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Projects::Table)
                    .if_not_exists()
                    .col(pk_uuid(Projects::Id))
                    .col(uuid(Projects::OwnerId))
                    .col(string_len(Projects::Name, 200))
                    .col(string_len(Projects::FiscalYear, 4))
                    .col(text_null(Projects::Description))
                    .col(string_len(Projects::Status, 16))
                    .col(timestamp_with_time_zone(Projects::CreatedAt))
                    .col(timestamp_with_time_zone(Projects::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_projects_owner")
                            .from(Projects::Table, Projects::OwnerId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                Projects::Table,
                "idx_projects_owner_created",
                &["owner_id", "created_at"],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Projects::Table).to_owned())
            .await
    }
}
