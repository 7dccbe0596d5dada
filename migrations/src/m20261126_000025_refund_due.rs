//! `expert_review_orders.refund_due`: the order was canceled while money for it was received (an
//! admin canceled a paid order, or the provider completed a checkout after the order was
//! canceled). The payment is recorded as PAID and the order keeps CANCELED; the flag tells the
//! admin console a refund is owed.

use sea_orm_migration::prelude::*;

#[derive(DeriveIden)]
enum ExpertReviewOrders {
    Table,
    RefundDue,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(ExpertReviewOrders::Table)
                    .add_column(
                        ColumnDef::new(ExpertReviewOrders::RefundDue)
                            .boolean()
                            .not_null()
                            .default(false),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(ExpertReviewOrders::Table)
                    .drop_column(ExpertReviewOrders::RefundDue)
                    .to_owned(),
            )
            .await
    }
}
