//! Abuse hardening (issue 11, items 7-12; RELIABILITY 40, 42): sign-in throttling that never
//! refuses valid credentials of an account without failures from the client, change-password
//! failures, registration per IP, the worker's token before its body, security headers, private
//! file modes, one control-character rule, fixed error sentences, `nbf`, the run body's aliases.

mod edges;
mod replicas;

use std::io::{Read, Write};
use std::net::TcpListener;

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::StatusCode;
use secrecy::SecretString;
use serde_json::{Value, json};
use taxcredit::auth::jwt::key_id;

use crate::helpers::{PASSWORD, TestApp, expect_error, test_settings};
use crate::run_stub::{app_with_stub, run, session};
use crate::uploads::upload;

async fn login(app: &TestApp, email: &str, password: &str) -> reqwest::Response {
    app.post(
        "/api/v1/auth/login",
        None,
        json!({"email": email, "password": password}),
    )
    .await
}

fn retry_after(res: &reqwest::Response) -> u64 {
    res.headers()["retry-after"]
        .to_str()
        .expect("ascii")
        .parse()
        .expect("seconds")
}

#[actix_web::test]
async fn sixty_made_up_emails_from_one_ip_do_not_lock_out_valid_credentials() {
    // Defaults: 50 failures per IP, 10 per account; no trusted proxy, so every request of this
    // test comes from one client IP (127.0.0.1), as everyone behind an untrusted proxy would.
    let app = TestApp::spawn().await;
    let owner = app.register("owner@example.com").await;
    for i in 0..60 {
        let res = login(
            &app,
            &format!("made-up-{i}@example.com"),
            "Wrong-Password-1",
        )
        .await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "attempt {i}");
    }
    // An account without failures from this IP signs in.
    let res = login(&app, &owner.email, PASSWORD).await;
    assert_eq!(res.status(), StatusCode::OK);
    // The IP is over its limit, so spraying is slowed: an email that failed from it waits.
    let res = login(&app, "made-up-7@example.com", "Wrong-Password-2").await;
    assert!(retry_after(&res) >= 1);
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
    // A known account behaves exactly as an unknown one: one failure, then it waits too.
    let res = login(&app, &owner.email, "Wrong-Password-1").await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let res = login(&app, &owner.email, PASSWORD).await;
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
}

#[actix_web::test]
async fn guessing_one_account_gets_429_after_its_limit() {
    let app = TestApp::spawn_with(|s| s.auth.login_max_failures_per_account = 3).await;
    let user = app.register("guessed@example.com").await;
    for _ in 0..3 {
        let res = login(&app, &user.email, "Wrong-Password-1").await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    }
    // Refused even with the right password, or guessing would go on until a 200.
    let res = login(&app, &user.email, PASSWORD).await;
    let window = app.state.settings.auth.login_window_secs;
    assert!((1..=window).contains(&retry_after(&res)));
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
}

#[actix_web::test]
async fn change_password_failures_count_as_failed_logins_of_the_account() {
    let app = TestApp::spawn_with(|s| s.auth.login_max_failures_per_account = 3).await;
    let user = app.register("changer@example.com").await;
    let change = |current: &'static str| {
        app.post(
            "/api/v1/auth/change-password",
            Some(&user.access),
            json!({"currentPassword": current, "newPassword": "Another-Horse-43"}),
        )
    };
    for _ in 0..3 {
        let body = expect_error(
            change("Wrong-Password-1").await,
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
        )
        .await;
        assert!(body["error"]["details"]["fields"]["currentPassword"].is_string());
    }
    // Throttled the same way: even the right current password waits now...
    let res = change(PASSWORD).await;
    assert!(retry_after(&res) >= 1);
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
    // ...and so does signing in to that account from this client.
    let res = login(&app, &user.email, PASSWORD).await;
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
}

#[actix_web::test]
async fn registration_is_rate_limited_per_client_ip() {
    let app = TestApp::spawn_with(|s| {
        s.auth.register_per_ip_per_hour = 3;
        s.server.trusted_proxies = vec!["127.0.0.1".into()];
    })
    .await;
    let register = |i: u32, ip: &'static str| {
        app.client
            .post(app.url("/api/v1/auth/register"))
            .header("x-forwarded-for", ip)
            .json(&json!({"email": format!("new{i}@example.com"), "password": PASSWORD}))
            .send()
    };
    for i in 0..3 {
        let res = register(i, "203.0.113.5").await.expect("send");
        assert_eq!(res.status(), StatusCode::CREATED);
    }
    let res = register(3, "203.0.113.5").await.expect("send");
    let wait = retry_after(&res);
    assert!((1..=3600).contains(&wait), "{wait}");
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
    // Another client is not affected.
    let res = register(4, "198.51.100.5").await.expect("send");
    assert_eq!(res.status(), StatusCode::CREATED);
}

#[actix_web::test]
async fn free_text_follows_one_control_character_rule() {
    let app = TestApp::spawn().await;
    let user = app.register("text@example.com").await;
    let field_error = |body: &Value, field: &str| {
        assert!(
            body["error"]["details"]["fields"][field].is_string(),
            "{field}: {body}"
        );
    };
    // Multi-line text: NUL, ESC, DEL and C1 are refused.
    for bad in ["a\u{0}b", "a\u{1b}[31mred", "a\u{7f}", "a\u{85}b"] {
        let res = app
            .post(
                "/api/v1/projects",
                Some(&user.access),
                json!({"name": "P", "fiscalYear": "2025", "description": bad}),
            )
            .await;
        let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
        field_error(&body, "description");
    }
    // CR LF becomes LF, tabs stay.
    let project = app
        .post(
            "/api/v1/projects",
            Some(&user.access),
            json!({"name": "P", "fiscalYear": "2025", "description": "one\r\n\ttwo\rthree"}),
        )
        .await;
    assert_eq!(project.status(), StatusCode::CREATED);
    let project: Value = project.json().await.expect("json");
    assert_eq!(project["description"], "one\n\ttwo\nthree");
    let pid = project["id"].as_str().expect("id").to_owned();
    let res = app
        .patch(
            &format!("/api/v1/projects/{pid}"),
            &user.access,
            json!({"description": "x\u{1b}y"}),
        )
        .await;
    field_error(
        &expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await,
        "description",
    );
    // Single-line text: every control character, bidi overrides and zero-width characters.
    let res = app
        .post(
            "/api/v1/projects",
            Some(&user.access),
            json!({"name": "invoice\u{202E}fdp.exe", "fiscalYear": "2025"}),
        )
        .await;
    field_error(
        &expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await,
        "name",
    );
    let res = app
        .post(
            &format!("/api/v1/projects/{pid}/sessions"),
            Some(&user.access),
            json!({"type": "PRECHECK", "title": "a\u{200B}b"}),
        )
        .await;
    field_error(
        &expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await,
        "title",
    );
    let res = app
        .patch(
            "/api/v1/auth/me",
            &user.access,
            json!({"fullName": "Ada\tLovelace"}),
        )
        .await;
    field_error(
        &expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await,
        "fullName",
    );
    // Run and screener input (which become session messages).
    let sid = app.create_session(&user.access, &pid, "PRECHECK").await["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "is this\u{0} eligible?"}),
    )
    .await;
    field_error(
        &expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await,
        "input",
    );
    let res = app
        .post(
            "/api/v1/screener",
            None,
            json!({"input": "we built\u{1b}[2J a thing"}),
        )
        .await;
    field_error(
        &expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await,
        "input",
    );
}

#[actix_web::test]
async fn client_messages_never_carry_parser_or_decoder_text() {
    let app = TestApp::spawn().await;
    let user = app.register("messages@example.com").await;
    // Plain JSON announced as brotli: the decoder fails; a fixed sentence answers.
    let res = app
        .client
        .post(app.url("/api/v1/auth/login"))
        .header("content-type", "application/json")
        .header("content-encoding", "br")
        .body(r#"{"email": "messages@example.com", "password": "x"}"#)
        .send()
        .await
        .expect("send");
    let body = expect_error(res, StatusCode::BAD_REQUEST, "UNSUPPORTED_CONTENT_ENCODING").await;
    assert_eq!(
        body["message"],
        "The request body could not be decoded according to its Content-Encoding"
    );
    let cases = [
        (
            "/api/v1/auth/login",
            "{\"email\": ",
            "body: is not valid JSON (line 1, column 10)",
        ),
        (
            "/api/v1/auth/login",
            r#"{"email": ["x"], "password": "y"}"#,
            "body: has a field of the wrong type or format (line 1, column 10)",
        ),
    ];
    for (path, raw, message) in cases {
        let res = app
            .client
            .post(app.url(path))
            .header("content-type", "application/json")
            .body(raw)
            .send()
            .await
            .expect("send");
        let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
        assert_eq!(body["message"], message, "{raw}");
    }
    let res = app.get("/api/v1/projects/not-a-uuid", &user.access).await;
    let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert_eq!(body["message"], "path: a path parameter is not a valid ID");
    let res = app
        .get(
            &format!(
                "/api/v1/sessions/{}/history?limit=lots",
                uuid::Uuid::now_v7()
            ),
            &user.access,
        )
        .await;
    let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert_eq!(
        body["message"],
        "query: a query parameter has the wrong type or format"
    );
}

#[actix_web::test]
async fn an_access_token_not_yet_valid_is_refused() {
    let app = TestApp::spawn().await;
    let user = app.register("nbf@example.com").await;
    let secret = app.jwt_secret();
    let mut header = Header::new(Algorithm::HS256);
    header.kid = Some(key_id(&secret));
    let token = |nbf: i64| {
        let now = chrono::Utc::now().timestamp();
        let claims = json!({"sub": user.id, "role": "USER", "iat": now, "exp": now + 600,
            "nbf": now + nbf, "iss": "taxcredit", "aud": "taxcredit-api",
            "jti": uuid::Uuid::now_v7()});
        jsonwebtoken::encode(
            &header,
            &claims,
            &EncodingKey::from_secret(secret.as_bytes()),
        )
        .expect("encode")
    };
    assert_eq!(
        app.get("/api/v1/projects", &token(-5)).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        app.get("/api/v1/projects", &token(300)).await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[actix_web::test]
async fn the_run_body_reads_camel_case_aliases() {
    let (app, stub) = app_with_stub().await;
    let user = app.register("aliases@example.com").await;
    let (_, sid) = session(&app, &user, "PRECHECK").await;
    crate::history::seed_messages(&app, sid.parse().expect("uuid"), 20).await;
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "check", "historyLimit": 3}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(stub.last()["history"].as_array().expect("history").len(), 3);
    // selectedFileIds is read: an ID outside the project is refused.
    let foreign = uuid::Uuid::now_v7().to_string();
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "check", "selectedFileIds": [foreign]}),
    )
    .await;
    expect_error(res, StatusCode::BAD_REQUEST, "FILE_NOT_IN_PROJECT").await;
    // Both spellings with different values: 400 naming the camelCase field.
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "check", "history_limit": 2, "historyLimit": 3}),
    )
    .await;
    let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert!(
        body["error"]["details"]["fields"]["historyLimit"].is_string(),
        "{body}"
    );
    // The same value twice is refused too (the document says: not both).
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "check", "history_limit": 4, "historyLimit": 4}),
    )
    .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    // One spelling, with the other null, is read.
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "check", "history_limit": null, "historyLimit": 4}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(stub.last()["history"].as_array().expect("history").len(), 4);
}
