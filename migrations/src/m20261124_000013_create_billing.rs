//! Billing (spec §2.8-§2.10, DESIGN §4 and §10): the plan catalogue and the expert-review offering
//! (seeded; the provider price IDs stay empty here and come from configuration), the users'
//! subscriptions, payments, expert-review orders and the provider's webhook events (the unique event
//! ID is the durable dedup key).

use sea_orm_migration::{
    prelude::*,
    schema::*,
    sea_orm::prelude::{ChronoUtc, Json},
};

use crate::{Users, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Projects {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum SubscriptionPlans {
    Table,
    Tier,
    Name,
    Description,
    PriceCents,
    Currency,
    Interval,
    ProviderPriceId,
    Active,
    Purchasable,
    Features,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ExpertReviewOffering {
    Table,
    Id,
    Name,
    Description,
    PriceCents,
    Currency,
    ProviderPriceId,
    Active,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Subscriptions {
    Table,
    UserId,
    ProviderCustomerId,
    ProviderSubscriptionId,
    Status,
    Tier,
    CurrentPeriodEnd,
    CancelAtPeriodEnd,
    LastEventAt,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ExpertReviewOrders {
    Table,
    Id,
    UserId,
    ProjectId,
    Status,
    Notes,
    ReviewerNotes,
    CheckoutSessionId,
    AmountCents,
    Currency,
    CreatedAt,
    PaidAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Payments {
    Table,
    Id,
    UserId,
    Kind,
    CheckoutSessionId,
    Status,
    AmountCents,
    Currency,
    OrderId,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum PaymentEvents {
    Table,
    ProviderEventId,
    Type,
    Created,
    ReceivedAt,
    ProcessedAt,
}

/// A seeded plan: (tier, name, description, monthly price in cents, purchasable, features).
type SeedPlan = (
    &'static str,
    &'static str,
    &'static str,
    i64,
    bool,
    &'static [&'static str],
);

/// The seeded catalogue.
const PLANS: [SeedPlan; 4] = [
    (
        "FREE",
        "Free",
        "Try the workspace on a small project.",
        0,
        false,
        &["3 projects", "20 AI runs per month", "200 MiB of storage"],
    ),
    (
        "STARTER",
        "Starter",
        "For a single claim a year.",
        4_900,
        true,
        &["20 projects", "200 AI runs per month", "5 GiB of storage"],
    ),
    (
        "PROFESSIONAL",
        "Professional",
        "For firms preparing several claims.",
        14_900,
        true,
        &[
            "100 projects",
            "1,000 AI runs per month",
            "50 GiB of storage",
        ],
    ),
    (
        "ENTERPRISE",
        "Enterprise",
        "Unlimited projects, runs and storage.",
        49_900,
        true,
        &[
            "Unlimited projects",
            "Unlimited AI runs",
            "Unlimited storage",
        ],
    ),
];

const CURRENCY: &str = "CAD";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_catalogue(manager).await?;
        seed_catalogue(manager).await?;
        create_subscriptions(manager).await?;
        create_orders_and_payments(manager).await?;
        manager
            .create_table(
                Table::create()
                    .table(PaymentEvents::Table)
                    .if_not_exists()
                    .col(string_len(PaymentEvents::ProviderEventId, 255).primary_key())
                    .col(string_len(PaymentEvents::Type, 128))
                    .col(timestamp_with_time_zone(PaymentEvents::Created))
                    .col(timestamp_with_time_zone(PaymentEvents::ReceivedAt))
                    .col(timestamp_with_time_zone_null(PaymentEvents::ProcessedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            PaymentEvents::Table.into_iden(),
            Payments::Table.into_iden(),
            ExpertReviewOrders::Table.into_iden(),
            Subscriptions::Table.into_iden(),
            ExpertReviewOffering::Table.into_iden(),
            SubscriptionPlans::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}

/// The plan catalogue and the singleton expert-review offering.
async fn create_catalogue(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    manager
        .create_table(
            Table::create()
                .table(SubscriptionPlans::Table)
                .if_not_exists()
                .col(string_len(SubscriptionPlans::Tier, 16).primary_key())
                .col(string_len(SubscriptionPlans::Name, 64))
                .col(text(SubscriptionPlans::Description))
                .col(big_integer(SubscriptionPlans::PriceCents))
                .col(string_len(SubscriptionPlans::Currency, 8))
                .col(string_len(SubscriptionPlans::Interval, 16))
                .col(string_len_null(SubscriptionPlans::ProviderPriceId, 255))
                .col(boolean(SubscriptionPlans::Active).default(true))
                .col(boolean(SubscriptionPlans::Purchasable).default(false))
                .col(json_null(SubscriptionPlans::Features))
                .col(timestamp_with_time_zone(SubscriptionPlans::CreatedAt))
                .col(timestamp_with_time_zone(SubscriptionPlans::UpdatedAt))
                .to_owned(),
        )
        .await?;
    manager
        .create_table(
            Table::create()
                .table(ExpertReviewOffering::Table)
                .if_not_exists()
                .col(integer(ExpertReviewOffering::Id).primary_key())
                .col(string_len(ExpertReviewOffering::Name, 64))
                .col(text(ExpertReviewOffering::Description))
                .col(big_integer(ExpertReviewOffering::PriceCents))
                .col(string_len(ExpertReviewOffering::Currency, 8))
                .col(string_len_null(ExpertReviewOffering::ProviderPriceId, 255))
                .col(boolean(ExpertReviewOffering::Active).default(true))
                .col(timestamp_with_time_zone(ExpertReviewOffering::CreatedAt))
                .col(timestamp_with_time_zone(ExpertReviewOffering::UpdatedAt))
                .to_owned(),
        )
        .await
}

/// The four tiers (FREE active and not purchasable) and one expert-review offering, without
/// provider price IDs (those come from configuration).
async fn seed_catalogue(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let now = ChronoUtc::now();
    let mut plans = Query::insert()
        .into_table(SubscriptionPlans::Table)
        .columns([
            SubscriptionPlans::Tier,
            SubscriptionPlans::Name,
            SubscriptionPlans::Description,
            SubscriptionPlans::PriceCents,
            SubscriptionPlans::Currency,
            SubscriptionPlans::Interval,
            SubscriptionPlans::Active,
            SubscriptionPlans::Purchasable,
            SubscriptionPlans::Features,
            SubscriptionPlans::CreatedAt,
            SubscriptionPlans::UpdatedAt,
        ])
        .to_owned();
    for (tier, name, description, price, purchasable, features) in PLANS {
        let features: Vec<Json> = features
            .iter()
            .map(|f| Json::String((*f).to_owned()))
            .collect();
        plans.values_panic([
            tier.into(),
            name.into(),
            description.into(),
            price.into(),
            CURRENCY.into(),
            "month".into(),
            true.into(),
            purchasable.into(),
            Json::Array(features).into(),
            now.into(),
            now.into(),
        ]);
    }
    manager.exec_stmt(plans).await?;
    manager
        .exec_stmt(
            Query::insert()
                .into_table(ExpertReviewOffering::Table)
                .columns([
                    ExpertReviewOffering::Id,
                    ExpertReviewOffering::Name,
                    ExpertReviewOffering::Description,
                    ExpertReviewOffering::PriceCents,
                    ExpertReviewOffering::Currency,
                    ExpertReviewOffering::Active,
                    ExpertReviewOffering::CreatedAt,
                    ExpertReviewOffering::UpdatedAt,
                ])
                .values_panic([
                    1.into(),
                    "Expert review".into(),
                    "A tax-credit specialist reviews one project's claim before filing.".into(),
                    99_900i64.into(),
                    CURRENCY.into(),
                    true.into(),
                    now.into(),
                    now.into(),
                ])
                .to_owned(),
        )
        .await
}

/// One subscription row per user; the provider's subscription ID is unique when present.
async fn create_subscriptions(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    manager
        .create_table(
            Table::create()
                .table(Subscriptions::Table)
                .if_not_exists()
                .col(uuid(Subscriptions::UserId).primary_key())
                .col(string_len_null(Subscriptions::ProviderCustomerId, 255))
                .col(string_len_null(Subscriptions::ProviderSubscriptionId, 255))
                .col(string_len(Subscriptions::Status, 32))
                .col(string_len(Subscriptions::Tier, 16))
                .col(timestamp_with_time_zone_null(
                    Subscriptions::CurrentPeriodEnd,
                ))
                .col(boolean(Subscriptions::CancelAtPeriodEnd).default(false))
                .col(timestamp_with_time_zone_null(Subscriptions::LastEventAt))
                .col(timestamp_with_time_zone(Subscriptions::CreatedAt))
                .col(timestamp_with_time_zone(Subscriptions::UpdatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .name("fk_subscriptions_user")
                        .from(Subscriptions::Table, Subscriptions::UserId)
                        .to(Users::Table, Users::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
    manager
        .create_index(
            index(
                Subscriptions::Table,
                "idx_subscriptions_provider_subscription",
                &["provider_subscription_id"],
            )
            .unique()
            .to_owned(),
        )
        .await?;
    manager
        .create_index(index(
            Subscriptions::Table,
            "idx_subscriptions_provider_customer",
            &["provider_customer_id"],
        ))
        .await
}

/// Expert-review orders and payments (a payment may name its order; the checkout session ID is
/// unique on both when present).
async fn create_orders_and_payments(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    manager
        .create_table(
            Table::create()
                .table(ExpertReviewOrders::Table)
                .if_not_exists()
                .col(pk_uuid(ExpertReviewOrders::Id))
                .col(uuid(ExpertReviewOrders::UserId))
                .col(uuid(ExpertReviewOrders::ProjectId))
                .col(string_len(ExpertReviewOrders::Status, 16))
                .col(text_null(ExpertReviewOrders::Notes))
                .col(text_null(ExpertReviewOrders::ReviewerNotes))
                .col(string_len_null(ExpertReviewOrders::CheckoutSessionId, 255))
                .col(big_integer(ExpertReviewOrders::AmountCents))
                .col(string_len(ExpertReviewOrders::Currency, 8))
                .col(timestamp_with_time_zone(ExpertReviewOrders::CreatedAt))
                .col(timestamp_with_time_zone_null(ExpertReviewOrders::PaidAt))
                .col(timestamp_with_time_zone(ExpertReviewOrders::UpdatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .name("fk_expert_review_orders_user")
                        .from(ExpertReviewOrders::Table, ExpertReviewOrders::UserId)
                        .to(Users::Table, Users::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .name("fk_expert_review_orders_project")
                        .from(ExpertReviewOrders::Table, ExpertReviewOrders::ProjectId)
                        .to(Projects::Table, Projects::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
    for (name, cols) in [
        (
            "idx_expert_review_orders_user",
            &["user_id", "created_at"][..],
        ),
        ("idx_expert_review_orders_project", &["project_id"][..]),
        ("idx_expert_review_orders_status", &["status"][..]),
    ] {
        manager
            .create_index(index(ExpertReviewOrders::Table, name, cols))
            .await?;
    }
    manager
        .create_index(
            index(
                ExpertReviewOrders::Table,
                "idx_expert_review_orders_checkout_session",
                &["checkout_session_id"],
            )
            .unique()
            .to_owned(),
        )
        .await?;

    manager
        .create_table(
            Table::create()
                .table(Payments::Table)
                .if_not_exists()
                .col(pk_uuid(Payments::Id))
                .col(uuid(Payments::UserId))
                .col(string_len(Payments::Kind, 16))
                .col(string_len_null(Payments::CheckoutSessionId, 255))
                .col(string_len(Payments::Status, 16))
                .col(big_integer(Payments::AmountCents))
                .col(string_len(Payments::Currency, 8))
                .col(uuid_null(Payments::OrderId))
                .col(timestamp_with_time_zone(Payments::CreatedAt))
                .col(timestamp_with_time_zone(Payments::UpdatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .name("fk_payments_user")
                        .from(Payments::Table, Payments::UserId)
                        .to(Users::Table, Users::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .name("fk_payments_order")
                        .from(Payments::Table, Payments::OrderId)
                        .to(ExpertReviewOrders::Table, ExpertReviewOrders::Id)
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .to_owned(),
        )
        .await?;
    manager
        .create_index(
            index(
                Payments::Table,
                "idx_payments_checkout_session",
                &["checkout_session_id"],
            )
            .unique()
            .to_owned(),
        )
        .await?;
    manager
        .create_index(index(Payments::Table, "idx_payments_user", &["user_id"]))
        .await?;
    manager
        .create_index(index(Payments::Table, "idx_payments_order", &["order_id"]))
        .await
}
