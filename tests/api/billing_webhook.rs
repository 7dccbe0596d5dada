//! The payment webhook (spec §4.11, §6; DESIGN §10; RELIABILITY 13-16): the signature is checked
//! first on the raw body, duplicates are recorded once, unknown kinds are recorded, and without a
//! signing secret the route answers 503.

use entities::payment_events;
use reqwest::{Response, StatusCode};
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};
use taxcredit::billing::signature::{HEADER, header_for};

use crate::helpers::TestApp;

const SECRET: &str = "whsec_test_webhook_secret";
const PATH: &str = "/api/v1/billing/payment/webhook";

async fn app() -> TestApp {
    TestApp::spawn_with(|s| s.payment.webhook_secret = SECRET.to_owned().into()).await
}

fn event(id: &str, kind: &str) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": id,
        "type": kind,
        "created": chrono::Utc::now().timestamp(),
        "data": {"object": {
            "id": "cs_test_1", "object": "checkout.session", "mode": "payment",
            "status": "complete", "payment_status": "paid",
        }},
    }))
    .expect("json")
}

fn signed(body: &[u8], at: i64) -> String {
    header_for(&[SECRET.as_bytes()], at, body)
}

async fn deliver(app: &TestApp, body: Vec<u8>, header: Option<String>) -> Response {
    let mut req = app
        .client
        .post(app.url(PATH))
        .header("Content-Type", "application/json")
        .body(body);
    if let Some(header) = header {
        req = req.header(HEADER, header);
    }
    req.send().await.expect("request")
}

async fn rows(app: &TestApp) -> u64 {
    payment_events::Entity::find()
        .count(&app.db)
        .await
        .expect("count")
}

async fn error_code(res: Response) -> String {
    let body: Value = res.json().await.expect("json");
    body["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

#[actix_web::test]
async fn a_valid_signature_is_processed_and_recorded_once() {
    let app = app().await;
    let body = event("evt_valid", "checkout.session.completed");
    let res = deliver(&app, body.clone(), Some(signed(&body, now()))).await;
    assert_eq!(res.status(), StatusCode::OK);
    let answer: Value = res.json().await.expect("json");
    assert_eq!(answer, json!({"received": true, "duplicate": false}));
    let row = payment_events::Entity::find_by_id("evt_valid")
        .one(&app.db)
        .await
        .expect("read")
        .expect("row");
    assert_eq!(row.event_type, "checkout.session.completed");
    assert!(row.processed_at.is_some());
    assert_eq!(rows(&app).await, 1);
}

#[actix_web::test]
async fn a_missing_header_is_400_and_records_nothing() {
    let app = app().await;
    let res = deliver(
        &app,
        event("evt_missing", "checkout.session.completed"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_code(res).await, "INVALID_SIGNATURE");
    assert_eq!(rows(&app).await, 0);
}

#[actix_web::test]
async fn a_flipped_bit_is_400_and_records_nothing() {
    let app = app().await;
    let body = event("evt_flipped", "checkout.session.completed");
    let header = signed(&body, now());
    let mut tampered = body.clone();
    let last = tampered.len() - 2;
    tampered[last] ^= 0x01;
    let res = deliver(&app, tampered, Some(header)).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_code(res).await, "INVALID_SIGNATURE");
    assert_eq!(rows(&app).await, 0);
}

#[actix_web::test]
async fn an_old_timestamp_is_400() {
    let app = app().await;
    let body = event("evt_old", "checkout.session.completed");
    let res = deliver(&app, body.clone(), Some(signed(&body, now() - 301))).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_code(res).await, "INVALID_SIGNATURE");
    assert_eq!(rows(&app).await, 0);
}

#[actix_web::test]
async fn five_concurrent_deliveries_of_one_event_record_it_once() {
    let app = app().await;
    let body = event("evt_dup", "customer.subscription.updated");
    let header = signed(&body, now());
    let mut tasks = Vec::new();
    for _ in 0..5 {
        let req = app
            .client
            .post(app.url(PATH))
            .header("Content-Type", "application/json")
            .header(HEADER, header.clone())
            .body(body.clone());
        tasks.push(actix_web::rt::spawn(async move {
            req.send().await.expect("request").status()
        }));
    }
    for task in tasks {
        assert_eq!(task.await.expect("task"), StatusCode::OK);
    }
    assert_eq!(rows(&app).await, 1);
    // A later redelivery is a duplicate answered 200.
    let res = deliver(&app, body.clone(), Some(signed(&body, now()))).await;
    assert_eq!(res.status(), StatusCode::OK);
    let answer: Value = res.json().await.expect("json");
    assert_eq!(answer["duplicate"], true);
    assert_eq!(rows(&app).await, 1);
}

#[actix_web::test]
async fn an_unknown_kind_is_recorded_and_answered_200() {
    let app = app().await;
    let body = event("evt_unknown", "invoice.something_new");
    let res = deliver(&app, body.clone(), Some(signed(&body, now()))).await;
    assert_eq!(res.status(), StatusCode::OK);
    let row = payment_events::Entity::find_by_id("evt_unknown")
        .one(&app.db)
        .await
        .expect("read")
        .expect("row");
    assert_eq!(row.event_type, "invoice.something_new");
}

#[actix_web::test]
async fn a_malformed_event_with_a_valid_signature_is_400_validation() {
    let app = app().await;
    let body = br#"{"id": "evt_bad"}"#.to_vec();
    let res = deliver(&app, body.clone(), Some(signed(&body, now()))).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_code(res).await, "VALIDATION_FAILED");
    assert_eq!(rows(&app).await, 0);
}

#[actix_web::test]
async fn without_a_signing_secret_the_webhook_is_503() {
    let app = TestApp::spawn().await;
    let body = event("evt_unconfigured", "checkout.session.completed");
    let res = deliver(&app, body.clone(), Some(signed(&body, now()))).await;
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(error_code(res).await, "BILLING_NOT_CONFIGURED");
    assert_eq!(rows(&app).await, 0);
}

#[actix_web::test]
async fn within_the_tolerance_and_during_rotation_a_delivery_passes() {
    let app = app().await;
    let body = event("evt_edge", "customer.subscription.created");
    let res = deliver(&app, body.clone(), Some(signed(&body, now() - 299))).await;
    assert_eq!(res.status(), StatusCode::OK, "t-299 is accepted");
    // The provider signs with an old and the new secret while rotating: any v1 may match.
    let body = event("evt_rotation", "customer.subscription.created");
    let header = header_for(&[b"whsec_old_secret", SECRET.as_bytes()], now(), &body);
    let res = deliver(&app, body, Some(header)).await;
    assert_eq!(res.status(), StatusCode::OK, "old+new v1");
    assert_eq!(rows(&app).await, 2);
}

#[actix_web::test]
async fn a_reserialised_body_does_not_verify() {
    let app = app().await;
    let body = event("evt_reserialised", "checkout.session.completed");
    let header = signed(&body, now());
    let value: Value = serde_json::from_slice(&body).expect("json");
    let pretty = serde_json::to_vec_pretty(&value).expect("json");
    let res = deliver(&app, pretty, Some(header)).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(rows(&app).await, 0);
}

#[actix_web::test]
async fn an_oversized_body_is_refused_unprocessed() {
    let app = app().await;
    let body = vec![b' '; 300 * 1024];
    let res = deliver(&app, body.clone(), Some(signed(&body, now()))).await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(error_code(res).await, "PAYLOAD_TOO_LARGE");
    assert_eq!(rows(&app).await, 0);
}

#[actix_web::test]
async fn stripe_signature_is_accepted_and_two_headers_must_both_verify() {
    let app = app().await;
    let send = |body: Vec<u8>, headers: Vec<(&'static str, String)>| {
        let mut req = app
            .client
            .post(app.url(PATH))
            .header("Content-Type", "application/json")
            .body(body);
        for (name, value) in headers {
            req = req.header(name, value);
        }
        req.send()
    };
    // Stripe's header alone.
    let body = event("evt_stripe", "checkout.session.completed");
    let res = send(
        body.clone(),
        vec![("Stripe-Signature", signed(&body, now()))],
    )
    .await
    .expect("send");
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(rows(&app).await, 1);
    // Both, both valid.
    let body = event("evt_both", "checkout.session.completed");
    let res = send(
        body.clone(),
        vec![
            (HEADER, signed(&body, now())),
            ("Stripe-Signature", signed(&body, now())),
        ],
    )
    .await
    .expect("send");
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(rows(&app).await, 2);
    // Both, one forged (either way round): refused, nothing recorded.
    let body = event("evt_forged", "checkout.session.completed");
    let forged = header_for(&[b"whsec_someone_else"], now(), &body);
    for headers in [
        vec![
            (HEADER, signed(&body, now())),
            ("Stripe-Signature", forged.clone()),
        ],
        vec![
            (HEADER, forged.clone()),
            ("Stripe-Signature", signed(&body, now())),
        ],
    ] {
        let res = send(body.clone(), headers).await.expect("send");
        assert_eq!(res.status(), StatusCode::BAD_REQUEST);
        assert_eq!(error_code(res).await, "INVALID_SIGNATURE");
    }
    assert_eq!(rows(&app).await, 2);
}
