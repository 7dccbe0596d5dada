//! `payments.price_id`: the provider price this service put on a subscription checkout. A
//! completion that arrives only by webhook takes the tier from this price (the plan it was sold
//! as), never from the session's metadata.

use sea_orm_migration::prelude::*;

#[derive(DeriveIden)]
enum Payments {
    Table,
    PriceId,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Payments::Table)
                    .add_column(ColumnDef::new(Payments::PriceId).string_len(255).null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Payments::Table)
                    .drop_column(Payments::PriceId)
                    .to_owned(),
            )
            .await
    }
}
