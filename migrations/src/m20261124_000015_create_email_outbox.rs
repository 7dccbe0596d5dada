//! The mail outbox (DESIGN §4, §13): a message is written in the transaction of the event that
//! causes it and sent later by the background sender, with retries.

use sea_orm_migration::{prelude::*, schema::*};

use crate::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum EmailOutbox {
    Table,
    Id,
    ToAddress,
    Subject,
    BodyText,
    Kind,
    Status,
    Attempts,
    NextAttemptAt,
    LastError,
    CreatedAt,
    SentAt,
}

const DUE_INDEX: &str = "idx_email_outbox_due";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(EmailOutbox::Table)
                    .if_not_exists()
                    .col(pk_uuid(EmailOutbox::Id))
                    .col(text(EmailOutbox::ToAddress))
                    .col(text(EmailOutbox::Subject))
                    .col(text(EmailOutbox::BodyText))
                    .col(string_len(EmailOutbox::Kind, 32))
                    .col(string_len(EmailOutbox::Status, 16))
                    .col(integer(EmailOutbox::Attempts).default(0))
                    .col(timestamp_with_time_zone(EmailOutbox::NextAttemptAt))
                    .col(string_len_null(EmailOutbox::LastError, 255))
                    .col(timestamp_with_time_zone(EmailOutbox::CreatedAt))
                    .col(timestamp_with_time_zone_null(EmailOutbox::SentAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                EmailOutbox::Table,
                DUE_INDEX,
                &["status", "next_attempt_at"],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(EmailOutbox::Table).to_owned())
            .await
    }
}
