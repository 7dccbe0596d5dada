//! Per-client limits hold across replicas (issue 19, item 5): two `serve` processes on one
//! PostgreSQL database admit together what one would. On the embedded SQLite default there is
//! one process and the limits are per process, so the test has nothing to check there.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::helpers::TestApp;

#[actix_web::test]
async fn two_replicas_on_one_postgres_share_the_per_client_limits() {
    if std::env::var("TEST_DATABASE_URL").is_err() {
        eprintln!("per-process limits on SQLite: nothing shared to test");
        return;
    }
    let first = TestApp::spawn_with(|s| {
        s.screener.per_ip_per_hour = 4;
        s.auth.register_per_ip_per_hour = 3;
        s.auth.login_max_failures_per_account = 3;
        s.admin.writes_per_minute = 3;
    })
    .await;
    let url = first.database_url.clone();
    let second = TestApp::spawn_with(move |s| {
        s.database.url = url;
        s.screener.per_ip_per_hour = 4;
        s.auth.register_per_ip_per_hour = 3;
        s.auth.login_max_failures_per_account = 3;
        s.admin.writes_per_minute = 3;
    })
    .await;
    let replicas = [&first, &second];

    let mut admitted = 0;
    let mut refused = Vec::new();
    for i in 0..10 {
        let app = replicas[i % 2];
        let res = app
            .client
            .post(app.url("/api/v1/screener"))
            .json(&json!({"input": "We are testing whether a new alloy resists corrosion."}))
            .send()
            .await
            .expect("screener");
        match res.status() {
            StatusCode::OK => admitted += 1,
            StatusCode::TOO_MANY_REQUESTS => refused.push(res),
            other => panic!("screener answered {other}"),
        }
    }
    assert_eq!(admitted, 4, "N replicas must not allow N times the limit");
    for res in &refused {
        let wait: u64 = res.headers()["retry-after"]
            .to_str()
            .expect("ascii")
            .parse()
            .expect("seconds");
        // One more every 3600 / 4 s.
        assert!((1..=900).contains(&wait), "Retry-After {wait}");
    }

    let mut created = 0;
    for i in 0..6 {
        let app = replicas[i % 2];
        let res = app
            .client
            .post(app.url("/api/v1/auth/register"))
            .json(&json!({"email": format!("replica-{i}@example.com"), "password": "Replica-pass-2025!"}))
            .send()
            .await
            .expect("register");
        match res.status() {
            StatusCode::CREATED => created += 1,
            StatusCode::TOO_MANY_REQUESTS => {}
            other => panic!("register answered {other}"),
        }
    }
    assert_eq!(created, 3);

    // Sign-in failures of one account from one client count on both replicas: the third locks
    // the pair, and the right password is refused too until the lockout ends.
    let login = |app: &TestApp, password: &str| {
        app.client
            .post(app.url("/api/v1/auth/login"))
            .json(&json!({"email": "replica-0@example.com", "password": password}))
            .send()
    };
    for i in 0..3 {
        let res = login(replicas[i % 2], "Wrong-pass-2025!")
            .await
            .expect("login");
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "failure {i}");
    }
    let res = login(&second, "Replica-pass-2025!").await.expect("login");
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    let res = login(&first, "Replica-pass-2025!").await.expect("login");
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);

    // One admin's writes count on both replicas: 3 a minute in all.
    let admin = first.create_admin("replica-admin@example.com").await;
    let tokens = [admin.access, second.login(&admin.email).await.access];
    let mut written = 0;
    for i in 0..6 {
        let app = replicas[i % 2];
        let res = app
            .send(
                Method::POST,
                "/api/v1/admin/invitations",
                Some(&tokens[i % 2]),
                None,
            )
            .await;
        match res.status() {
            StatusCode::OK => written += 1,
            StatusCode::TOO_MANY_REQUESTS => {}
            other => panic!("admin write answered {other}"),
        }
    }
    assert_eq!(
        written, 3,
        "N replicas must not allow N times the admin write limit"
    );

    // Expired rows go with the sweep; live ones stay.
    tokio::time::sleep(Duration::from_millis(10)).await;
    let swept = taxcredit::rate_limit::shared::sweep(&first.db)
        .await
        .expect("sweep");
    assert_eq!(swept, 0, "every key is still within its window");
}
