//! A unique index on `users.payment_customer_id`: the payment provider's customer is created once
//! per user and a subscription event names its owner by it (DESIGN §10).

use sea_orm_migration::prelude::*;

use crate::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
}

const NAME: &str = "idx_users_payment_customer";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                index(Users::Table, NAME, &["payment_customer_id"])
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name(NAME).table(Users::Table).to_owned())
            .await
    }
}
