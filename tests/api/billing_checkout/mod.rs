//! The billing routes of spec §4.10 against the provider stand-in: subscription and expert-review
//! checkout, confirm, the portal, the billing profile and the orders (DESIGN §10; RELIABILITY 17).

mod confirm;

use entities::{OrderStatus, PaymentStatus, expert_review_orders, payments, subscription_plans};
use reqwest::StatusCode;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::{Value, json};

use crate::helpers::{TestApp, TestUser, expect_error};
use crate::provider::Provider;

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
async fn one_subscription_checkout_is_open_per_user() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("one-open@example.com").await;
    let first = ok_json(checkout(&app, &user, "PROFESSIONAL").await).await;
    let first = first["checkoutSessionId"]
        .as_str()
        .expect("session")
        .to_owned();
    // A second checkout closes the first: it can no longer be paid.
    let second = ok_json(checkout(&app, &user, "STARTER").await).await;
    let second = second["checkoutSessionId"]
        .as_str()
        .expect("session")
        .to_owned();
    assert_eq!(provider.session(&first)["status"], "expired");
    assert_eq!(
        payment_of(&app, &first).await.status,
        PaymentStatus::Canceled
    );
    assert_eq!(provider.session(&second)["status"], "open");
    assert_eq!(
        payment_of(&app, &second).await.status,
        PaymentStatus::Pending
    );

    // The open one is paid at the provider before its completion arrives: a third checkout
    // would start a second subscription, so it is refused and its own session closed.
    provider.pay(&second);
    expect_error(
        checkout(&app, &user, "ENTERPRISE").await,
        StatusCode::CONFLICT,
        "CONFLICT",
    )
    .await;
    let sessions = provider.calls("POST", "/v1/checkout/sessions").await;
    assert_eq!(sessions, 3);
    let pending = payments::Entity::find()
        .filter(payments::Column::UserId.eq(user.id))
        .filter(payments::Column::Status.eq(PaymentStatus::Pending))
        .all(&app.db)
        .await
        .expect("payments");
    assert_eq!(pending.len(), 1, "only the paid checkout stays pending");
    assert_eq!(
        pending[0].checkout_session_id.as_deref(),
        Some(second.as_str())
    );
}

#[actix_web::test]
async fn concurrent_subscription_checkouts_leave_one_open() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("burst-buyer@example.com").await;
    let answers = futures_util::future::join_all(
        [
            "STARTER",
            "PROFESSIONAL",
            "ENTERPRISE",
            "STARTER",
            "PROFESSIONAL",
        ]
        .map(|tier| checkout(&app, &user, tier)),
    )
    .await;
    let mut sessions = Vec::new();
    for res in answers {
        let status = res.status();
        assert!(
            status == StatusCode::OK || status == StatusCode::CONFLICT,
            "{status}"
        );
        if status == StatusCode::OK {
            let body = ok_json(res).await;
            sessions.push(body["checkoutSessionId"].as_str().expect("id").to_owned());
        }
    }
    assert!(!sessions.is_empty());
    let open: Vec<&String> = sessions
        .iter()
        .filter(|id| provider.session(id)["status"] == "open")
        .collect();
    assert_eq!(open.len(), 1, "{sessions:?}");
    let pending = payments::Entity::find()
        .filter(payments::Column::UserId.eq(user.id))
        .filter(payments::Column::Status.eq(PaymentStatus::Pending))
        .all(&app.db)
        .await
        .expect("payments");
    assert_eq!(pending.len(), 1);
    assert_eq!(
        pending[0].checkout_session_id.as_deref(),
        Some(open[0].as_str())
    );
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
