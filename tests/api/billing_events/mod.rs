//! The payment webhook's effects, event by event, against the provider stand-in (spec §4.11, §6;
//! DESIGN §10; RELIABILITY 15-18): subscription events in any order end in the newest state, the
//! status decides the tier, checkout events fulfil, expire or leave alone an order exactly once,
//! and a failed processing commits nothing.

use entities::{
    OrderStatus, PaymentStatus, SubscriptionStatus, audit_log, expert_review_orders,
    payment_events, payments, subscriptions,
};
use reqwest::StatusCode;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, PaginatorTrait, QueryFilter, Set,
};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::helpers::{TestApp, TestUser};
use crate::provider::{self, Provider};

mod checkout;
mod completion;

/// A fixed provider time for the events' `created` (the signature is made at delivery time).
const T0: i64 = 1_750_000_000;

const CREATED: &str = "customer.subscription.created";
const UPDATED: &str = "customer.subscription.updated";
const DELETED: &str = "customer.subscription.deleted";
const COMPLETED: &str = "checkout.session.completed";

async fn ok_json(res: reqwest::Response) -> Value {
    let status = res.status();
    let body: Value = res.json().await.expect("json");
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// Delivers an event and expects it processed (not a duplicate).
async fn send(app: &TestApp, id: &str, kind: &str, created: i64, object: Value) {
    let res = provider::deliver(app, provider::event(id, kind, created, &object)).await;
    let body = ok_json(res).await;
    assert_eq!(
        body,
        json!({"received": true, "duplicate": false}),
        "event {id}"
    );
}

/// A subscription object on the professional price.
fn subscription(id: &str, customer: &str, status: &str, cancel_at_period_end: bool) -> Value {
    let mut object = provider::subscription_json(id, customer, status, "price_professional");
    object["cancel_at_period_end"] = json!(cancel_at_period_end);
    object
}

/// A registered user whose provider customer is `customer`.
async fn customer_user(app: &TestApp, email: &str, customer: &str) -> TestUser {
    let user = app.register(email).await;
    let customer = customer.to_owned();
    app.update_user(user.id, |row| row.payment_customer_id = Set(Some(customer)))
        .await;
    user
}

async fn subscription_row(app: &TestApp, user: Uuid) -> Option<subscriptions::Model> {
    subscriptions::Entity::find_by_id(user)
        .one(&app.db)
        .await
        .expect("read")
}

/// The user's tier as `GET /auth/me` and `GET /billing/me` answer it (they must agree).
async fn tier_of(app: &TestApp, user: &TestUser) -> String {
    let me = ok_json(app.get("/api/v1/auth/me", &user.access).await).await;
    let profile = ok_json(app.get("/api/v1/billing/me", &user.access).await).await;
    assert_eq!(me["membershipTier"], profile["membershipTier"], "{profile}");
    me["membershipTier"].as_str().expect("tier").to_owned()
}

/// The stored subscription's status, the tier everywhere and the profile's subscription.
async fn assert_state(
    app: &TestApp,
    user: &TestUser,
    status: SubscriptionStatus,
    tier: &str,
    cancel_at_period_end: bool,
    context: &str,
) {
    let row = subscription_row(app, user.id)
        .await
        .expect("a subscription");
    assert_eq!(row.status, status, "{context}");
    assert_eq!(row.cancel_at_period_end, cancel_at_period_end, "{context}");
    assert_eq!(tier_of(app, user).await, tier, "{context}");
    let profile = ok_json(app.get("/api/v1/billing/me", &user.access).await).await;
    assert_eq!(
        profile["subscription"]["status"],
        status.as_str(),
        "{context}"
    );
    assert_eq!(
        profile["subscription"]["cancelAtPeriodEnd"], cancel_at_period_end,
        "{context}"
    );
}

/// Every order of `0..n`.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in permutations(n - 1) {
        for at in 0..=shorter.len() {
            let mut order = shorter.clone();
            order.insert(at, n - 1);
            all.push(order);
        }
    }
    all
}

/// One subscription event: kind, `created`, status and `cancel_at_period_end`.
type Step = (&'static str, i64, &'static str, bool);

/// Delivers `steps` in every order, each order for a fresh user and subscription, and checks the
/// final state.
async fn every_order_ends_alike(
    app: &TestApp,
    family: &str,
    steps: &[Step],
    status: SubscriptionStatus,
    tier: &str,
    cancel_at_period_end: bool,
) -> usize {
    let orders = permutations(steps.len());
    for (n, order) in orders.iter().enumerate() {
        let customer = format!("cus_{family}_{n}");
        let sub = format!("sub_{family}_{n}");
        let user = customer_user(app, &format!("{family}{n}@example.com"), &customer).await;
        for i in order {
            let (kind, created, provider_status, cancel) = steps[*i];
            let object = subscription(&sub, &customer, provider_status, cancel);
            send(app, &format!("evt_{family}_{n}_{i}"), kind, created, object).await;
        }
        let context = format!("{family}: order {order:?}");
        assert_state(app, &user, status, tier, cancel_at_period_end, &context).await;
        let row = subscription_row(app, user.id)
            .await
            .expect("a subscription");
        assert_eq!(
            row.provider_subscription_id.as_deref(),
            Some(sub.as_str()),
            "{context}"
        );
    }
    orders.len()
}

#[actix_web::test]
async fn every_order_of_a_subscriptions_events_ends_in_the_newest_state() {
    let provider = Provider::start().await;
    let app = provider.app().await;

    let ended = [
        (CREATED, T0, "incomplete", false),
        (UPDATED, T0 + 1, "active", false),
        (UPDATED, T0 + 2, "past_due", false),
        (DELETED, T0 + 3, "canceled", false),
    ];
    let orders = every_order_ends_alike(
        &app,
        "ended",
        &ended,
        SubscriptionStatus::Canceled,
        "FREE",
        false,
    )
    .await;
    assert_eq!(orders, 24);

    let kept = [
        (CREATED, T0, "incomplete", false),
        (UPDATED, T0 + 1, "active", false),
        (UPDATED, T0 + 2, "active", true),
    ];
    let orders = every_order_ends_alike(
        &app,
        "kept",
        &kept,
        SubscriptionStatus::Active,
        "PROFESSIONAL",
        true,
    )
    .await;
    assert_eq!(orders, 6);
}

#[actix_web::test]
async fn within_one_second_a_deletion_outranks_an_update_and_an_update_a_creation() {
    let provider = Provider::start().await;
    let app = provider.app().await;

    let pairs: [(Step, Step, SubscriptionStatus, &str); 2] = [
        (
            (CREATED, T0, "incomplete", false),
            (UPDATED, T0, "active", false),
            SubscriptionStatus::Active,
            "PROFESSIONAL",
        ),
        (
            (UPDATED, T0, "active", false),
            (DELETED, T0, "canceled", false),
            SubscriptionStatus::Canceled,
            "FREE",
        ),
    ];
    for (p, (first, second, status, tier)) in pairs.iter().enumerate() {
        for (o, order) in [[first, second], [second, first]].iter().enumerate() {
            let customer = format!("cus_tie_{p}_{o}");
            let sub = format!("sub_tie_{p}_{o}");
            let user = customer_user(&app, &format!("tie{p}{o}@example.com"), &customer).await;
            for (i, (kind, created, provider_status, cancel)) in order.iter().enumerate() {
                let object = subscription(&sub, &customer, provider_status, *cancel);
                send(
                    &app,
                    &format!("evt_tie_{p}_{o}_{i}"),
                    kind,
                    *created,
                    object,
                )
                .await;
            }
            let context = format!("pair {p}, order {order:?}");
            assert_state(&app, &user, *status, tier, false, &context).await;
        }
    }
}

#[actix_web::test]
async fn each_provider_status_moves_the_tier_as_the_table_says() {
    let provider = Provider::start().await;
    let app = provider.app().await;

    let table = [
        ("active", SubscriptionStatus::Active, "PROFESSIONAL"),
        ("trialing", SubscriptionStatus::Trialing, "PROFESSIONAL"),
        ("past_due", SubscriptionStatus::PastDue, "PROFESSIONAL"),
        ("canceled", SubscriptionStatus::Canceled, "FREE"),
        ("unpaid", SubscriptionStatus::Unpaid, "FREE"),
        (
            "incomplete_expired",
            SubscriptionStatus::IncompleteExpired,
            "FREE",
        ),
        ("incomplete", SubscriptionStatus::Incomplete, "PROFESSIONAL"),
        ("paused", SubscriptionStatus::Unknown, "PROFESSIONAL"),
    ];
    for (n, (provider_status, stored, tier)) in table.iter().enumerate() {
        let customer = format!("cus_status_{n}");
        let sub = format!("sub_status_{n}");
        let user = customer_user(&app, &format!("status{n}@example.com"), &customer).await;
        let active = subscription(&sub, &customer, "active", false);
        send(&app, &format!("evt_status_{n}_a"), CREATED, T0, active).await;
        let context = format!("before {provider_status}");
        assert_state(
            &app,
            &user,
            SubscriptionStatus::Active,
            "PROFESSIONAL",
            false,
            &context,
        )
        .await;

        let object = subscription(&sub, &customer, provider_status, false);
        send(&app, &format!("evt_status_{n}_b"), UPDATED, T0 + 1, object).await;
        let context = format!("after {provider_status}");
        assert_state(&app, &user, *stored, tier, false, &context).await;
    }
}

#[actix_web::test]
async fn an_older_subscription_object_with_a_plan_and_no_price_applies() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = customer_user(&app, "legacy@example.com", "cus_legacy").await;
    // API versions before prices (and localstripe) give each item a `plan`, no `price`.
    let mut object = subscription("sub_legacy", "cus_legacy", "active", false);
    object["items"] = json!({"data": [{"plan": {"id": "price_professional", "object": "plan"}}]});
    object["current_period_end"] = json!(1_900_000_000);
    send(&app, "evt_legacy", CREATED, T0, object).await;
    assert_state(
        &app,
        &user,
        SubscriptionStatus::Active,
        "PROFESSIONAL",
        false,
        "plan without price",
    )
    .await;
}

#[actix_web::test]
async fn a_subscription_event_for_no_known_customer_is_recorded_without_effect() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let bystander = customer_user(&app, "bystander@example.com", "cus_known").await;

    let object = subscription("sub_stranger", "cus_stranger", "active", false);
    send(&app, "evt_stranger", UPDATED, T0, object).await;
    let row = event_row(&app, "evt_stranger").await.expect("recorded");
    assert_eq!(row.event_type, UPDATED);
    let rows = subscriptions::Entity::find()
        .count(&app.db)
        .await
        .expect("count");
    assert_eq!(rows, 0);
    assert_eq!(tier_of(&app, &bystander).await, "FREE");
}

#[actix_web::test]
async fn a_late_deletion_of_a_replaced_subscription_keeps_the_current_tier() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let customer = "cus_replaced";
    let user = customer_user(&app, "replaced@example.com", customer).await;

    let a = subscription("sub_a", customer, "active", false);
    send(&app, "evt_a_created", CREATED, T0, a.clone()).await;
    assert_eq!(tier_of(&app, &user).await, "PROFESSIONAL");

    let b = provider::subscription_json("sub_b", customer, "active", "price_enterprise");
    send(&app, "evt_b_created", CREATED, T0 + 10, b).await;
    assert_state(
        &app,
        &user,
        SubscriptionStatus::Active,
        "ENTERPRISE",
        false,
        "sub B",
    )
    .await;

    let mut a_deleted = a;
    a_deleted["status"] = json!("canceled");
    send(&app, "evt_a_deleted", DELETED, T0 + 20, a_deleted).await;
    assert_state(
        &app,
        &user,
        SubscriptionStatus::Active,
        "ENTERPRISE",
        false,
        "after A's deletion",
    )
    .await;
    let row = subscription_row(&app, user.id)
        .await
        .expect("a subscription");
    assert_eq!(row.provider_subscription_id.as_deref(), Some("sub_b"));
}

/// The successor's first paid state is never held back by the replaced subscription's
/// cancellation, even when that cancellation is newer, in either order of delivery.
#[actix_web::test]
async fn a_successor_is_granted_even_after_a_newer_cancellation_of_the_old_one() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    for (round, a_first) in [true, false].into_iter().enumerate() {
        let customer = format!("cus_successor_{round}");
        let user = customer_user(&app, &format!("successor{round}@example.com"), &customer).await;
        let old = format!("sub_old_{round}");
        let new = format!("sub_new_{round}");
        send(
            &app,
            &format!("evt_old_{round}"),
            CREATED,
            T0,
            subscription(&old, &customer, "active", false),
        )
        .await;
        let mut canceled = subscription(&old, &customer, "active", false);
        canceled["status"] = json!("canceled");
        let successor = provider::subscription_json(&new, &customer, "active", "price_enterprise");
        let deliveries = [
            (
                format!("evt_old_deleted_{round}"),
                DELETED,
                T0 + 20,
                canceled,
            ),
            (
                format!("evt_new_updated_{round}"),
                UPDATED,
                T0 + 10,
                successor,
            ),
        ];
        let order: Vec<usize> = if a_first { vec![0, 1] } else { vec![1, 0] };
        for i in order {
            let (id, kind, created, object) = deliveries[i].clone();
            send(&app, &id, kind, created, object).await;
        }
        assert_state(
            &app,
            &user,
            SubscriptionStatus::Active,
            "ENTERPRISE",
            false,
            "successor",
        )
        .await;
    }
}

async fn review(app: &TestApp, user: &TestUser, project: &str) -> (String, Uuid) {
    let started = ok_json(
        app.post(
            "/api/v1/billing/checkout/expert-review",
            Some(&user.access),
            json!({"projectId": project}),
        )
        .await,
    )
    .await;
    let session = started["checkoutSessionId"]
        .as_str()
        .expect("session")
        .to_owned();
    let order = started["orderId"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("order id");
    (session, order)
}

async fn reviewer(app: &TestApp, email: &str) -> (TestUser, String) {
    let user = app.register(email).await;
    let project = app.create_project(&user.access, "Claim 2026").await;
    let project = project["id"].as_str().expect("project id").to_owned();
    (user, project)
}

async fn order_of(app: &TestApp, id: Uuid) -> expert_review_orders::Model {
    expert_review_orders::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .expect("read")
        .expect("an order")
}

async fn payment_of(app: &TestApp, session: &str) -> payments::Model {
    payments::Entity::find()
        .filter(payments::Column::CheckoutSessionId.eq(session))
        .one(&app.db)
        .await
        .expect("read")
        .expect("a payment row")
}

async fn audits(app: &TestApp, order: Uuid, action: &str) -> u64 {
    audit_log::Entity::find()
        .filter(audit_log::Column::TargetId.eq(order.to_string()))
        .filter(audit_log::Column::Action.eq(action))
        .count(&app.db)
        .await
        .expect("count")
}

async fn event_row(app: &TestApp, id: &str) -> Option<payment_events::Model> {
    payment_events::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .expect("read")
}
