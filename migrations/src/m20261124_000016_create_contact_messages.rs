//! Contact-form submissions (spec §4.9, DESIGN §13): stored first, so a message is never lost
//! whatever happens to its notification.

use sea_orm_migration::{prelude::*, schema::*};

use crate::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ContactMessages {
    Table,
    Id,
    Name,
    Email,
    Subject,
    Message,
    Company,
    ClientIp,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ContactMessages::Table)
                    .if_not_exists()
                    .col(pk_uuid(ContactMessages::Id))
                    .col(string_len(ContactMessages::Name, 100))
                    .col(string_len(ContactMessages::Email, 254))
                    .col(string_len_null(ContactMessages::Subject, 200))
                    .col(text(ContactMessages::Message))
                    .col(string_len_null(ContactMessages::Company, 200))
                    .col(string_len_null(ContactMessages::ClientIp, 64))
                    .col(timestamp_with_time_zone(ContactMessages::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                ContactMessages::Table,
                "idx_contact_messages_created",
                &["created_at"],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ContactMessages::Table).to_owned())
            .await
    }
}
