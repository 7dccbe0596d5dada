//! `email_outbox.secret_sealed`: the one secret a message carries (a verification or reset
//! token), sealed with the service's encryption key and the row's ID, so no raw token is stored;
//! the body holds a placeholder the sender fills at send time, and the column is cleared once the
//! message is sent or given up (RELIABILITY 6).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum EmailOutbox {
    Table,
    SecretSealed,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(EmailOutbox::Table)
                    .add_column(text_null(EmailOutbox::SecretSealed))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(EmailOutbox::Table)
                    .drop_column(EmailOutbox::SecretSealed)
                    .to_owned(),
            )
            .await
    }
}
