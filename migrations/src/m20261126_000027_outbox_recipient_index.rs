//! `idx_email_outbox_recipient` on `email_outbox (to_address, created_at)`: the account links
//! count what one address was sent in the last hour (a cap per recipient, so no one can use the
//! service to flood an address, whatever the accounts involved).

use sea_orm_migration::prelude::*;

#[derive(DeriveIden)]
enum EmailOutbox {
    Table,
    ToAddress,
    CreatedAt,
}

const RECIPIENT_INDEX: &str = "idx_email_outbox_recipient";

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create()
                    .name(RECIPIENT_INDEX)
                    .table(EmailOutbox::Table)
                    .col(EmailOutbox::ToAddress)
                    .col(EmailOutbox::CreatedAt)
                    .if_not_exists()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name(RECIPIENT_INDEX)
                    .table(EmailOutbox::Table)
                    .to_owned(),
            )
            .await
    }
}
