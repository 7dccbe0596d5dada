//! Money for a canceled order: the admin's cancel closes the provider's checkout session; a
//! payment that still arrives (the customer paid a moment before the cancel) is recorded and the
//! order, still CANCELED, is flagged as owing a refund; so is a paid order the admin cancels.

use entities::{PaymentStatus, audit_log, payments};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;
use uuid::Uuid;

use super::{ORDERS, data_of, move_to, order, pay, project};
use crate::helpers::{TestApp, expect_error};
use crate::provider::{Provider, deliver, event};

async fn payment_status(app: &TestApp, order: &str) -> PaymentStatus {
    let order: Uuid = order.parse().expect("uuid");
    payments::Entity::find()
        .filter(payments::Column::OrderId.eq(order))
        .one(&app.db)
        .await
        .expect("query")
        .expect("a payment")
        .status
}

async fn refund_audits(app: &TestApp, order: &str) -> usize {
    audit_log::Entity::find()
        .filter(audit_log::Column::Action.eq("ORDER_REFUND_DUE"))
        .filter(audit_log::Column::TargetId.eq(order))
        .all(&app.db)
        .await
        .expect("audit")
        .len()
}

#[actix_web::test]
async fn a_cancel_closes_the_checkout_so_it_cannot_be_paid() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let admin = app.create_admin("cancel-admin@example.com").await;
    let user = app.register("cancel-owner@example.com").await;
    let pid = project(&app, &user, "Canceled").await;
    let (oid, session) = order(&app, &user, &pid).await;

    let moved = data_of(
        move_to(&app, &admin, &oid, json!({"status": "CANCELED"})).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(moved["status"], "CANCELED");
    assert_eq!(moved["refundDue"], false);
    assert_eq!(provider.session(&session)["status"], "expired");
    assert_eq!(
        provider
            .calls("POST", &format!("/v1/checkout/sessions/{session}/expire"))
            .await,
        1
    );
    assert_eq!(payment_status(&app, &oid).await, PaymentStatus::Canceled);
}

#[actix_web::test]
async fn a_payment_that_arrives_after_the_cancel_is_recorded_and_flagged_for_a_refund() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let admin = app.create_admin("late-admin@example.com").await;
    let user = app.register("late-owner@example.com").await;
    let pid = project(&app, &user, "Late").await;
    let (oid, session) = order(&app, &user, &pid).await;

    // The customer completes the hosted page a moment before the admin cancels: the provider
    // refuses to expire a complete session.
    let paid = provider.pay(&session);
    let moved = data_of(
        move_to(&app, &admin, &oid, json!({"status": "CANCELED"})).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(moved["status"], "CANCELED");
    assert_eq!(provider.session(&session)["status"], "complete");

    // The completion is delivered: the money is recorded, the order stays canceled and owes a
    // refund; delivered twice, it is flagged once.
    for id in ["evt_late_1", "evt_late_2"] {
        let res = deliver(
            &app,
            event(
                id,
                "checkout.session.completed",
                chrono::Utc::now().timestamp(),
                &paid,
            ),
        )
        .await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    assert_eq!(payment_status(&app, &oid).await, PaymentStatus::Paid);
    let detail = data_of(
        app.client
            .get(app.url(&format!("{ORDERS}/{oid}")))
            .bearer_auth(&admin.access)
            .send()
            .await
            .expect("detail"),
        StatusCode::OK,
    )
    .await;
    assert_eq!(detail["status"], "CANCELED");
    assert_eq!(detail["refundDue"], true);
    assert_eq!(refund_audits(&app, &oid).await, 1);

    // The customer's confirm is not told PAID for an order that will not be reviewed.
    let res = app
        .post(
            "/api/v1/billing/checkout/confirm",
            Some(&user.access),
            json!({"sessionId": session}),
        )
        .await;
    let body = expect_error(res, StatusCode::CONFLICT, "CONFLICT").await;
    assert!(
        body["message"]
            .as_str()
            .is_some_and(|m| m.contains("refund")),
        "{body}"
    );
}

#[actix_web::test]
async fn canceling_a_paid_order_flags_the_refund() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let admin = app.create_admin("paid-admin@example.com").await;
    let user = app.register("paid-owner@example.com").await;
    let pid = project(&app, &user, "Paid").await;
    let (oid, session) = order(&app, &user, &pid).await;
    pay(&app, &provider, &user, &session).await;

    let moved = data_of(
        move_to(&app, &admin, &oid, json!({"status": "CANCELED"})).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(moved["status"], "CANCELED");
    assert_eq!(moved["refundDue"], true);
    assert_eq!(payment_status(&app, &oid).await, PaymentStatus::Paid);
    assert_eq!(refund_audits(&app, &oid).await, 1);
    // Nothing to expire: the session was complete.
    assert_eq!(
        provider
            .calls("POST", &format!("/v1/checkout/sessions/{session}/expire"))
            .await,
        0
    );
}
