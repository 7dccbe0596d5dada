//! The public contact form (spec §4.9, §7; DESIGN §13): stored first, its notification queued in
//! the outbox in the same transaction, plain `{success, message}` answers, a per-IP hourly limit
//! counted by the client IP rule (a spoofed `X-Forwarded-For` from an untrusted peer is ignored).

use entities::{MailKind, contact_messages, email_outbox};
use reqwest::StatusCode;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};

use crate::helpers::TestApp;

const PATH: &str = "/api/v1/contact/submit";

fn form() -> Value {
    json!({
        "name": "Ada Lovelace",
        "email": "Ada@Example.com",
        "subject": "Claim for 2025",
        "message": "We build coatings.\nCan you help with our T661?",
        "company": "Analytical Engines Ltd",
    })
}

async fn submit(app: &TestApp, body: &Value, forwarded: Option<&str>) -> reqwest::Response {
    let mut req = app.client.post(app.url(PATH)).json(body);
    if let Some(ip) = forwarded {
        req = req.header("X-Forwarded-For", ip);
    }
    req.send().await.expect("request")
}

async fn stored(app: &TestApp) -> u64 {
    contact_messages::Entity::find()
        .count(&app.db)
        .await
        .expect("count")
}

#[actix_web::test]
async fn a_submission_is_stored_and_its_notification_queued() {
    let app = TestApp::spawn_with(|s| s.mail.contact_to = "team@example.com".into()).await;
    let res = submit(&app, &form(), None).await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["success"], true);
    assert!(body["message"].is_string());
    let rows = contact_messages::Entity::find()
        .all(&app.db)
        .await
        .expect("rows");
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].email, "ada@example.com");
    assert_eq!(rows[0].company.as_deref(), Some("Analytical Engines Ltd"));
    assert_eq!(rows[0].client_ip.as_deref(), Some("127.0.0.1"));
    let mails = email_outbox::Entity::find()
        .all(&app.db)
        .await
        .expect("outbox");
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].kind, MailKind::ContactNotification);
    assert_eq!(mails[0].to_address, "team@example.com");
    assert!(mails[0].body_text.contains("Can you help with our T661?"));
    assert!(mails[0].subject.contains("Claim for 2025"));
}

#[actix_web::test]
async fn without_a_recipient_the_message_is_still_stored() {
    let app = TestApp::spawn().await;
    let res = submit(&app, &form(), None).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(stored(&app).await, 1);
    let mails = email_outbox::Entity::find()
        .count(&app.db)
        .await
        .expect("count");
    assert_eq!(mails, 0);
}

#[actix_web::test]
async fn invalid_submissions_are_400_plain_and_store_nothing() {
    let app = TestApp::spawn().await;
    let mut bad = form();
    bad["name"] = json!("   ");
    bad["email"] = json!("not-an-email");
    bad["message"] = json!("x".repeat(5_001));
    let res = submit(&app, &bad, None).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["success"], false);
    assert!(body["message"].is_string());
    for field in ["name", "email", "message"] {
        assert!(body["fields"][field].is_string(), "{field}: {body}");
    }
    assert!(body.get("error").is_none(), "a plain map, not the envelope");
    let res = submit(&app, &json!({"name": "A", "email": "a@example.com"}), None).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(stored(&app).await, 0);
}

#[actix_web::test]
async fn the_hourly_limit_per_ip_answers_429_plain_with_retry_after() {
    let app = TestApp::spawn_with(|s| s.contact.per_ip_per_hour = 2).await;
    for _ in 0..2 {
        assert_eq!(submit(&app, &form(), None).await.status(), StatusCode::OK);
    }
    let res = submit(&app, &form(), None).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(res.headers().contains_key("retry-after"));
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["success"], false);
    assert_eq!(stored(&app).await, 2);
}

#[actix_web::test]
async fn a_spoofed_forwarded_for_from_an_untrusted_peer_is_ignored() {
    let app = TestApp::spawn_with(|s| s.contact.per_ip_per_hour = 1).await;
    let res = submit(&app, &form(), Some("203.0.113.7")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = submit(&app, &form(), Some("198.51.100.9")).await;
    assert_eq!(
        res.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "same peer, new header"
    );

    let behind_proxy = TestApp::spawn_with(|s| {
        s.contact.per_ip_per_hour = 1;
        s.server.trusted_proxies = vec!["127.0.0.1".into()];
    })
    .await;
    for ip in ["203.0.113.7", "198.51.100.9"] {
        let res = submit(&behind_proxy, &form(), Some(ip)).await;
        assert_eq!(res.status(), StatusCode::OK, "{ip} behind a trusted proxy");
    }
}
