//! The billing routes of spec §4.10 against the provider stand-in: subscription and expert-review
//! checkout, confirm, the portal, the billing profile and the orders (DESIGN §10; RELIABILITY 17).

use entities::{
    OrderStatus, PaymentStatus, audit_log, expert_review_orders, payments, subscription_plans,
};
use reqwest::StatusCode;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};

use crate::helpers::{TestApp, TestUser, expect_error};
use crate::provider::{self, Provider};

async fn checkout(app: &TestApp, user: &TestUser, tier: &str) -> reqwest::Response {
    app.post(
        "/api/v1/billing/checkout/subscription",
        Some(&user.access),
        json!({"tier": tier}),
    )
    .await
}

async fn review(app: &TestApp, user: &TestUser, project: &str, notes: Value) -> reqwest::Response {
    app.post(
        "/api/v1/billing/checkout/expert-review",
        Some(&user.access),
        json!({"projectId": project, "notes": notes}),
    )
    .await
}

async fn confirm(app: &TestApp, user: &TestUser, session: &str) -> reqwest::Response {
    app.post(
        "/api/v1/billing/checkout/confirm",
        Some(&user.access),
        json!({"sessionId": session}),
    )
    .await
}

async fn ok_json(res: reqwest::Response) -> Value {
    let status = res.status();
    let body: Value = res.json().await.expect("json");
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

async fn project_of(app: &TestApp, user: &TestUser) -> String {
    let project = app.create_project(&user.access, "Claim 2026").await;
    project["id"].as_str().expect("project id").to_owned()
}

async fn payment_of(app: &TestApp, session: &str) -> payments::Model {
    payments::Entity::find()
        .filter(payments::Column::CheckoutSessionId.eq(session))
        .one(&app.db)
        .await
        .expect("read")
        .expect("a payment row")
}

async fn order_of(app: &TestApp, id: &str) -> expert_review_orders::Model {
    expert_review_orders::Entity::find_by_id(id.parse::<uuid::Uuid>().expect("uuid"))
        .one(&app.db)
        .await
        .expect("read")
        .expect("an order")
}

#[actix_web::test]
async fn a_subscription_checkout_names_the_plan_price_and_reuses_the_customer() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("buyer@example.com").await;

    let first = ok_json(checkout(&app, &user, "PROFESSIONAL").await).await;
    let session = first["checkoutSessionId"].as_str().expect("session id");
    assert!(
        first["url"]
            .as_str()
            .expect("url")
            .starts_with("https://pay.example/")
    );
    assert!(first.get("orderId").is_none());
    let form = provider.last_form("/v1/checkout/sessions").await;
    assert_eq!(form["mode"], "subscription");
    assert_eq!(form["line_items[0][price]"], "price_professional");
    assert_eq!(form["client_reference_id"], user.id.to_string());
    assert_eq!(form["metadata[userId]"], user.id.to_string());
    assert_eq!(form["metadata[tier]"], "PROFESSIONAL");
    let customer = form["customer"].clone();
    assert!(customer.starts_with("cus_"));
    let payment = payment_of(&app, session).await;
    assert_eq!(payment.status, PaymentStatus::Pending);
    assert_eq!(payment.user_id, user.id);

    ok_json(checkout(&app, &user, "STARTER").await).await;
    assert_eq!(
        provider.last_form("/v1/checkout/sessions").await["customer"],
        customer
    );
    assert_eq!(provider.calls("POST", "/v1/customers").await, 1);
}

#[actix_web::test]
async fn what_cannot_be_bought_is_refused_before_the_provider_is_called() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("refused@example.com").await;

    expect_error(
        checkout(&app, &user, "FREE").await,
        StatusCode::BAD_REQUEST,
        "NOT_PURCHASABLE",
    )
    .await;
    expect_error(
        checkout(&app, &user, "GOLD").await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;
    let res = app
        .post(
            "/api/v1/billing/checkout/subscription",
            Some(&user.access),
            json!({}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let starter = subscription_plans::Entity::find_by_id(entities::MembershipTier::Starter)
        .one(&app.db)
        .await
        .expect("read")
        .expect("plan");
    let mut inactive: subscription_plans::ActiveModel = starter.clone().into();
    inactive.active = Set(false);
    inactive.update(&app.db).await.expect("update");
    expect_error(
        checkout(&app, &user, "STARTER").await,
        StatusCode::BAD_REQUEST,
        "NOT_PURCHASABLE",
    )
    .await;
    let mut closed: subscription_plans::ActiveModel = starter.into();
    closed.active = Set(true);
    closed.purchasable = Set(false);
    closed.update(&app.db).await.expect("update");
    expect_error(
        checkout(&app, &user, "STARTER").await,
        StatusCode::BAD_REQUEST,
        "NOT_PURCHASABLE",
    )
    .await;
    assert_eq!(provider.calls("POST", "/v1/checkout/sessions").await, 0);
}

#[actix_web::test]
async fn a_plan_without_a_price_id_or_a_server_without_a_provider_answers_503() {
    let provider = Provider::start().await;
    let app = TestApp::spawn_with(|s| {
        provider.configure(s);
        s.payment.price_ids.enterprise = String::new();
    })
    .await;
    let user = app.register("noprice@example.com").await;
    expect_error(
        checkout(&app, &user, "ENTERPRISE").await,
        StatusCode::SERVICE_UNAVAILABLE,
        "BILLING_NOT_CONFIGURED",
    )
    .await;

    let bare = TestApp::spawn().await;
    let user = bare.register("bare@example.com").await;
    expect_error(
        checkout(&bare, &user, "STARTER").await,
        StatusCode::SERVICE_UNAVAILABLE,
        "BILLING_NOT_CONFIGURED",
    )
    .await;
    let res = bare
        .post(
            "/api/v1/billing/portal-session",
            Some(&user.access),
            json!({}),
        )
        .await;
    expect_error(
        res,
        StatusCode::SERVICE_UNAVAILABLE,
        "BILLING_NOT_CONFIGURED",
    )
    .await;
}

#[actix_web::test]
async fn an_expert_review_checkout_creates_a_pending_order_with_server_metadata() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("review@example.com").await;
    let other = app.register("other@example.com").await;
    let project = project_of(&app, &user).await;

    let res = review(&app, &other, &project, json!("mine?")).await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    let res = review(&app, &user, "not-a-uuid", Value::Null).await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let res = review(&app, &user, &project, json!("x".repeat(2001))).await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let started =
        ok_json(review(&app, &user, &project, json!("  Please check line 242  ")).await).await;
    let order_id = started["orderId"].as_str().expect("order id");
    let session = started["checkoutSessionId"].as_str().expect("session");
    let form = provider.last_form("/v1/checkout/sessions").await;
    assert_eq!(form["mode"], "payment");
    assert_eq!(form["line_items[0][price]"], "price_review");
    assert_eq!(form["metadata[userId]"], user.id.to_string());
    assert_eq!(form["metadata[projectId]"], project);
    assert_eq!(form["metadata[notes]"], "Please check line 242");
    assert_eq!(form["metadata[orderId]"], order_id);

    let order = order_of(&app, order_id).await;
    assert_eq!(order.status, OrderStatus::PendingPayment);
    assert_eq!(order.checkout_session_id.as_deref(), Some(session));
    assert_eq!(order.notes.as_deref(), Some("Please check line 242"));
    assert_eq!(order.amount_cents, 150_000);
    let payment = payment_of(&app, session).await;
    assert_eq!(payment.order_id, Some(order.id));
    assert_eq!(payment.status, PaymentStatus::Pending);

    // The caller's orders, one order, and the order by its checkout session.
    let list = ok_json(
        app.get("/api/v1/billing/expert-review/orders", &user.access)
            .await,
    )
    .await;
    assert_eq!(list.as_array().expect("list").len(), 1);
    assert_eq!(list[0]["status"], "PENDING_PAYMENT");
    let one = ok_json(
        app.get(
            &format!("/api/v1/billing/expert-review/orders/{order_id}"),
            &user.access,
        )
        .await,
    )
    .await;
    assert_eq!(one["projectId"], project);
    let by = ok_json(
        app.get(
            &format!(
                "/api/v1/billing/expert-review/orders/by-checkout-session?sessionId={session}"
            ),
            &user.access,
        )
        .await,
    )
    .await;
    assert_eq!(by["id"], order_id);
    let empty = ok_json(
        app.get("/api/v1/billing/expert-review/orders", &other.access)
            .await,
    )
    .await;
    assert_eq!(empty, json!([]));
    let res = app
        .get(
            &format!("/api/v1/billing/expert-review/orders/{order_id}"),
            &other.access,
        )
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    let res = app
        .get(
            &format!(
                "/api/v1/billing/expert-review/orders/by-checkout-session?sessionId={session}"
            ),
            &other.access,
        )
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    let res = app
        .get(
            "/api/v1/billing/expert-review/orders/by-checkout-session",
            &user.access,
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
}

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
async fn the_portal_needs_a_customer() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("noportal@example.com").await;
    let res = app
        .post(
            "/api/v1/billing/portal-session",
            Some(&user.access),
            json!({}),
        )
        .await;
    expect_error(res, StatusCode::CONFLICT, "NO_BILLING_CUSTOMER").await;
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
