//! Expert review operations of the admin console (spec §4.7, §3.5, DESIGN §12): the order list
//! (status filter, paging, newest first), one order, status moves through the state machine with
//! reviewer notes and audit rows, the project's files as a streamed zip, and the newest T661
//! payload.

mod download;
mod refunds;

use entities::audit_log;
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::helpers::{TestApp, TestUser, expect_error};
use crate::provider::Provider;

const ORDERS: &str = "/api/v1/admin/expert-reviews/orders";

async fn data_of(res: reqwest::Response, status: StatusCode) -> Value {
    let got = res.status();
    let body: Value = res.json().await.expect("json");
    assert_eq!(got, status, "{body}");
    assert_eq!(body["success"], true, "{body}");
    body["data"].clone()
}

/// A project of `user`; answers its ID.
async fn project(app: &TestApp, user: &TestUser, name: &str) -> String {
    app.create_project(&user.access, name).await["id"]
        .as_str()
        .expect("id")
        .to_owned()
}

/// An expert review checkout of `project`: (orderId, checkoutSessionId), PENDING_PAYMENT.
async fn order(app: &TestApp, user: &TestUser, project: &str) -> (String, String) {
    let res = app
        .post(
            "/api/v1/billing/checkout/expert-review",
            Some(&user.access),
            json!({"projectId": project, "notes": "Please check line 242"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    (
        body["orderId"].as_str().expect("orderId").to_owned(),
        body["checkoutSessionId"]
            .as_str()
            .expect("session")
            .to_owned(),
    )
}

/// Pays the order's checkout at the stand-in and confirms it: PAID.
async fn pay(app: &TestApp, provider: &Provider, user: &TestUser, session: &str) {
    provider.pay(session);
    let res = app
        .post(
            "/api/v1/billing/checkout/confirm",
            Some(&user.access),
            json!({"sessionId": session}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
}

async fn move_to(app: &TestApp, admin: &TestUser, order: &str, body: Value) -> reqwest::Response {
    app.patch(&format!("{ORDERS}/{order}/status"), &admin.access, body)
        .await
}

#[actix_web::test]
async fn orders_are_listed_newest_first_filtered_by_status_and_paged() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let admin = app.create_admin("reviews-admin@example.com").await;
    let user = app.register("reviews-owner@example.com").await;
    let p1 = project(&app, &user, "Gaskets").await;
    let p2 = project(&app, &user, "Sensors").await;
    let (o1, s1) = order(&app, &user, &p1).await;
    let (o2, _) = order(&app, &user, &p2).await;
    let (o3, _) = order(&app, &user, &p1).await;
    pay(&app, &provider, &user, &s1).await;

    let page = data_of(app.get(ORDERS, &admin.access).await, StatusCode::OK).await;
    assert_eq!(page["totalElements"], 3);
    let ids: Vec<&str> = page["content"]
        .as_array()
        .expect("content")
        .iter()
        .map(|o| o["id"].as_str().expect("id"))
        .collect();
    assert_eq!(ids, [o3.as_str(), o2.as_str(), o1.as_str()], "newest first");

    let paid = data_of(
        app.get(&format!("{ORDERS}?status=PAID"), &admin.access)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(paid["totalElements"], 1);
    let row = &paid["content"][0];
    assert_eq!(row["id"], o1.as_str());
    assert_eq!(row["status"], "PAID");
    assert_eq!(row["userId"], user.id.to_string());
    assert_eq!(row["userEmail"], "reviews-owner@example.com");
    assert_eq!(row["projectName"], "Gaskets");
    assert_eq!(row["projectId"], p1.as_str());
    assert_eq!(row["notes"], "Please check line 242");
    assert!(row["paidAt"].is_string() && row["amountCents"].is_i64());

    let pending = data_of(
        app.get(
            &format!("{ORDERS}?status=PENDING_PAYMENT&size=1&page=1"),
            &admin.access,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(pending["totalElements"], 2);
    assert_eq!(pending["totalPages"], 2);
    assert_eq!(pending["number"], 1);
    assert_eq!(pending["size"], 1);
    assert_eq!(pending["last"], true);
    assert_eq!(pending["content"][0]["id"], o2.as_str());

    let body = expect_error(
        app.get(&format!("{ORDERS}?status=paid"), &admin.access)
            .await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;
    assert!(body["error"]["details"]["fields"]["status"].is_string());
    expect_error(
        app.get(&format!("{ORDERS}?size=abc"), &admin.access).await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;

    let one = data_of(
        app.get(&format!("{ORDERS}/{o2}"), &admin.access).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(one["id"], o2.as_str());
    assert_eq!(one["status"], "PENDING_PAYMENT");
    assert_eq!(one["projectName"], "Sensors");
    assert_eq!(one["userEmail"], "reviews-owner@example.com");
    expect_error(
        app.get(&format!("{ORDERS}/{}", Uuid::now_v7()), &admin.access)
            .await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    // Not for users.
    let res = app.get(ORDERS, &user.access).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn status_moves_follow_the_order_rules_and_leave_audit_rows() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let admin = app.create_admin("moves-admin@example.com").await;
    let user = app.register("moves-owner@example.com").await;
    let pid = project(&app, &user, "Moves").await;
    let (oid, session) = order(&app, &user, &pid).await;

    // PENDING_PAYMENT -> IN_REVIEW / COMPLETED / PAID: refused.
    for to in ["IN_REVIEW", "COMPLETED", "PAID", "PENDING_PAYMENT"] {
        let body = expect_error(
            move_to(&app, &admin, &oid, json!({"status": to})).await,
            StatusCode::CONFLICT,
            "INVALID_TRANSITION",
        )
        .await;
        assert!(
            body["message"]
                .as_str()
                .expect("message")
                .contains("PENDING_PAYMENT"),
            "{body}"
        );
    }
    // Bodies the route refuses.
    for body in [
        json!({}),
        json!({"status": "DONE"}),
        json!({"status": "IN_REVIEW", "reviewerNotes": "x".repeat(5001)}),
        json!({"status": "IN_REVIEW", "reviewerNotes": "bell\u{7}"}),
    ] {
        expect_error(
            move_to(&app, &admin, &oid, body).await,
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
        )
        .await;
    }
    expect_error(
        move_to(
            &app,
            &admin,
            &Uuid::now_v7().to_string(),
            json!({"status": "IN_REVIEW"}),
        )
        .await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;

    pay(&app, &provider, &user, &session).await;
    let notes = "Started the review.\nLine 242 needs the uncertainty stated.";
    let moved = data_of(
        move_to(
            &app,
            &admin,
            &oid,
            json!({"status": "IN_REVIEW", "reviewerNotes": notes}),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(moved["status"], "IN_REVIEW");
    assert_eq!(moved["reviewerNotes"], notes);
    assert_eq!(moved["userEmail"], "moves-owner@example.com");
    // Again: refused, nothing changes.
    expect_error(
        move_to(&app, &admin, &oid, json!({"status": "IN_REVIEW"})).await,
        StatusCode::CONFLICT,
        "INVALID_TRANSITION",
    )
    .await;
    let done_notes = "Complete.\n\n- 242 ok\n- 244 ok\n\tThanks";
    let long = format!("{done_notes}{}", " ".repeat(10));
    let done = data_of(
        move_to(
            &app,
            &admin,
            &oid,
            json!({"status": "COMPLETED", "reviewerNotes": long}),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(done["status"], "COMPLETED");
    assert_eq!(done["reviewerNotes"], done_notes);
    for to in [
        "PAID",
        "CANCELED",
        "IN_REVIEW",
        "PENDING_PAYMENT",
        "COMPLETED",
    ] {
        expect_error(
            move_to(&app, &admin, &oid, json!({"status": to})).await,
            StatusCode::CONFLICT,
            "INVALID_TRANSITION",
        )
        .await;
    }
    let stored = data_of(
        app.get(&format!("{ORDERS}/{oid}"), &admin.access).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(stored["status"], "COMPLETED");
    assert_eq!(stored["reviewerNotes"], done_notes);

    // The moves' audit rows name the admin.
    let rows = audit_log::Entity::find()
        .filter(audit_log::Column::TargetId.eq(oid.as_str()))
        .order_by_asc(audit_log::Column::CreatedAt)
        .order_by_asc(audit_log::Column::Id)
        .all(&app.db)
        .await
        .expect("audit");
    let by_admin: Vec<&str> = rows
        .iter()
        .filter(|r| r.actor_id == Some(admin.id))
        .map(|r| r.action.as_str())
        .collect();
    assert!(by_admin.contains(&"ORDER_IN_REVIEW"), "{by_admin:?}");
    assert!(by_admin.contains(&"ORDER_COMPLETED"), "{by_admin:?}");
    assert!(
        rows.iter()
            .any(|r| r.action == "ORDER_PAID" && r.actor_id.is_none())
    );
    let moves: Vec<&str> = rows
        .iter()
        .filter(|r| r.action.starts_with("ORDER_") && !r.action.contains("NOTES"))
        .map(|r| r.action.as_str())
        .collect();
    assert_eq!(moves, ["ORDER_PAID", "ORDER_IN_REVIEW", "ORDER_COMPLETED"]);

    // PENDING_PAYMENT -> CANCELED and PAID -> CANCELED are allowed; nothing leaves CANCELED.
    let (pending, _) = order(&app, &user, &pid).await;
    let canceled = data_of(
        move_to(&app, &admin, &pending, json!({"status": "CANCELED"})).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(canceled["status"], "CANCELED");
    assert!(canceled["reviewerNotes"].is_null());
    // Its pending payment is canceled with it.
    let payment = entities::payments::Entity::find()
        .filter(entities::payments::Column::OrderId.eq(pending.parse::<Uuid>().expect("uuid")))
        .one(&app.db)
        .await
        .expect("read")
        .expect("payment");
    assert_eq!(payment.status, entities::PaymentStatus::Canceled);
    let (paid, session) = order(&app, &user, &pid).await;
    pay(&app, &provider, &user, &session).await;
    let canceled = data_of(
        move_to(
            &app,
            &admin,
            &paid,
            json!({"status": "CANCELED", "reviewerNotes": "Refunded on request"}),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(canceled["status"], "CANCELED");
    assert_eq!(canceled["reviewerNotes"], "Refunded on request");
    for to in ["PAID", "IN_REVIEW", "COMPLETED"] {
        expect_error(
            move_to(&app, &admin, &paid, json!({"status": to})).await,
            StatusCode::CONFLICT,
            "INVALID_TRANSITION",
        )
        .await;
    }
    let canceled_by_admin = audit_log::Entity::find()
        .filter(audit_log::Column::Action.eq("ORDER_CANCELED"))
        .filter(audit_log::Column::ActorId.eq(admin.id))
        .all(&app.db)
        .await
        .expect("audit");
    assert_eq!(canceled_by_admin.len(), 2);
    // Not for users.
    let res = move_to(&app, &user, &paid, json!({"status": "CANCELED"})).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn two_admins_racing_one_move_give_one_success_and_one_conflict() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let first = app.create_admin("race-admin-1@example.com").await;
    let second = app.create_admin("race-admin-2@example.com").await;
    let user = app.register("race-owner@example.com").await;
    let pid = project(&app, &user, "Race").await;
    let (oid, session) = order(&app, &user, &pid).await;
    pay(&app, &provider, &user, &session).await;
    let (a, b) = tokio::join!(
        move_to(&app, &first, &oid, json!({"status": "IN_REVIEW"})),
        move_to(&app, &second, &oid, json!({"status": "CANCELED"})),
    );
    let mut statuses = [a.status(), b.status()];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT]);
    let moves = audit_log::Entity::find()
        .filter(audit_log::Column::TargetId.eq(oid.as_str()))
        .filter(audit_log::Column::ActorId.is_not_null())
        // A winning cancel of the paid order also flags its refund.
        .filter(audit_log::Column::Action.ne("ORDER_REFUND_DUE"))
        .all(&app.db)
        .await
        .expect("audit");
    assert_eq!(moves.len(), 1, "one move, one audit row");
}
