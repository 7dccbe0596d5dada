//! Confirm: the caller's paid session only, idempotent, the stored amount, the tier set at once,
//! and confirm racing the webhook.

use entities::{OrderStatus, PaymentStatus, audit_log};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

use super::{checkout, confirm, ok_json, order_of, payment_of, project_of, review};
use crate::helpers::expect_error;
use crate::provider::{self, Provider};

#[actix_web::test]
async fn confirm_requires_the_callers_complete_and_paid_session_and_is_idempotent() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("confirm@example.com").await;
    let other = app.register("intruder@example.com").await;
    let project = project_of(&app, &user).await;
    let started = ok_json(review(&app, &user, &project, Value::Null).await).await;
    let session = started["checkoutSessionId"]
        .as_str()
        .expect("session")
        .to_owned();
    let order_id = started["orderId"].as_str().expect("order").to_owned();

    expect_error(
        confirm(&app, &user, &session).await,
        StatusCode::CONFLICT,
        "CHECKOUT_NOT_PAID",
    )
    .await;
    provider.edit_session(&session, |s| s["status"] = json!("complete"));
    expect_error(
        confirm(&app, &user, &session).await,
        StatusCode::CONFLICT,
        "CHECKOUT_NOT_PAID",
    )
    .await;
    assert_eq!(
        order_of(&app, &order_id).await.status,
        OrderStatus::PendingPayment
    );

    provider.pay(&session);
    expect_error(
        confirm(&app, &other, &session).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    expect_error(
        confirm(&app, &user, "cs_unknown").await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    let res = app
        .post(
            "/api/v1/billing/checkout/confirm",
            Some(&user.access),
            json!({"sessionId": " "}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let done = ok_json(confirm(&app, &user, &session).await).await;
    assert_eq!(
        done,
        json!({"kind": "EXPERT_REVIEW", "status": "PAID", "orderId": order_id})
    );
    let paid = order_of(&app, &order_id).await;
    assert_eq!(paid.status, OrderStatus::Paid);
    assert!(paid.paid_at.is_some());
    assert_eq!(payment_of(&app, &session).await.status, PaymentStatus::Paid);

    let again = ok_json(confirm(&app, &user, &session).await).await;
    assert_eq!(again, done);
    let still = order_of(&app, &order_id).await;
    assert_eq!(
        (still.paid_at, still.updated_at),
        (paid.paid_at, paid.updated_at)
    );
}

#[actix_web::test]
async fn a_session_whose_amount_differs_from_the_stored_one_is_not_fulfilled() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("amount@example.com").await;
    let project = project_of(&app, &user).await;
    let started = ok_json(review(&app, &user, &project, Value::Null).await).await;
    let session = started["checkoutSessionId"]
        .as_str()
        .expect("session")
        .to_owned();
    provider.pay(&session);
    provider.edit_session(&session, |s| s["amount_total"] = json!(100));
    expect_error(
        confirm(&app, &user, &session).await,
        StatusCode::CONFLICT,
        "CONFLICT",
    )
    .await;
    let order_id = started["orderId"].as_str().expect("order");
    assert_eq!(
        order_of(&app, order_id).await.status,
        OrderStatus::PendingPayment
    );
}

#[actix_web::test]
async fn a_confirmed_subscription_sets_the_tier_everywhere_at_once() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("tier@example.com").await;
    let before = ok_json(app.get("/api/v1/billing/me", &user.access).await).await;
    assert_eq!(before["membershipTier"], "FREE");
    assert_eq!(before["subscription"], Value::Null);
    assert!(before["quota"]["aiRuns"]["periodEnd"].is_string());
    let free_limit =
        ok_json(app.get("/api/v1/quotas/me", &user.access).await).await["aiRunsMonthlyLimit"]
            .clone();

    let started = ok_json(checkout(&app, &user, "PROFESSIONAL").await).await;
    let session = started["checkoutSessionId"]
        .as_str()
        .expect("session")
        .to_owned();
    provider.pay(&session);
    let done = ok_json(confirm(&app, &user, &session).await).await;
    assert_eq!(
        done,
        json!({"kind": "SUBSCRIPTION", "status": "PAID", "membershipTier": "PROFESSIONAL"})
    );
    let me = ok_json(app.get("/api/v1/auth/me", &user.access).await).await;
    assert_eq!(me["membershipTier"], "PROFESSIONAL");
    let quotas = ok_json(app.get("/api/v1/quotas/me", &user.access).await).await;
    assert_eq!(quotas["tier"], "PROFESSIONAL");
    assert_ne!(quotas["aiRunsMonthlyLimit"], free_limit);
    let profile = ok_json(app.get("/api/v1/billing/me", &user.access).await).await;
    assert_eq!(profile["membershipTier"], "PROFESSIONAL");
    assert_eq!(profile["subscription"]["status"], "ACTIVE");
    assert_eq!(profile["subscription"]["tier"], "PROFESSIONAL");
    assert_eq!(profile["subscription"]["cancelAtPeriodEnd"], false);
    assert!(profile["subscription"]["currentPeriodEnd"].is_string());

    // A second confirm changes nothing; a second subscription checkout is refused.
    assert_eq!(ok_json(confirm(&app, &user, &session).await).await, done);
    expect_error(
        checkout(&app, &user, "ENTERPRISE").await,
        StatusCode::CONFLICT,
        "CONFLICT",
    )
    .await;

    // The portal opens on the user's customer.
    let portal = ok_json(
        app.post(
            "/api/v1/billing/portal-session",
            Some(&user.access),
            json!({}),
        )
        .await,
    )
    .await;
    assert!(
        portal["url"]
            .as_str()
            .expect("url")
            .starts_with("https://portal.example/cus_")
    );
}

#[actix_web::test]
async fn confirm_and_webhook_racing_for_a_session_fulfil_it_once() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("race@example.com").await;
    let project = project_of(&app, &user).await;
    for round in 0..8 {
        let started = ok_json(review(&app, &user, &project, Value::Null).await).await;
        let session = started["checkoutSessionId"]
            .as_str()
            .expect("session")
            .to_owned();
        let order_id = started["orderId"].as_str().expect("order").to_owned();
        let paid = provider.pay(&session);
        let body = provider::event(
            &format!("evt_race_{round}"),
            "checkout.session.completed",
            chrono::Utc::now().timestamp(),
            &paid,
        );
        let (confirmed, delivered) = tokio::join!(
            confirm(&app, &user, &session),
            provider::deliver(&app, body)
        );
        assert_eq!(confirmed.status(), StatusCode::OK);
        assert_eq!(delivered.status(), StatusCode::OK);
        let order = order_of(&app, &order_id).await;
        assert_eq!(order.status, OrderStatus::Paid);
        // The loser's conditional UPDATE matched nothing: the order moved once.
        assert_eq!(order.paid_at, Some(order.updated_at), "round {round}");
        let moves = audit_log::Entity::find()
            .filter(audit_log::Column::TargetId.eq(order_id.as_str()))
            .filter(audit_log::Column::Action.eq("ORDER_PAID"))
            .count(&app.db)
            .await
            .expect("count");
        assert_eq!(moves, 1, "round {round}");
        let payment = payment_of(&app, &session).await;
        assert_eq!(payment.status, PaymentStatus::Paid);
    }
}
