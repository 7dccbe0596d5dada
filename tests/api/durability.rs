//! RELIABILITY 33, 37, 41: a full database answers 503 STORAGE_FULL, never acknowledges what it
//! did not commit, and recovers without a restart; an unreachable database answers 503 and
//! recovers; a database that refuses writes stops the start-up.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

use crate::helpers::{TestApp, TestUser, expect_error};
use crate::relay::Relay;

/// A description of 5,000 characters: each project row needs a page or two of its own.
fn filler(i: usize) -> String {
    format!("{i:05} {}", "evidence ".repeat(554))
}

async fn readiness(app: &TestApp) -> (StatusCode, Value) {
    let res = app
        .client
        .get(app.url("/api/v1/health/readiness"))
        .send()
        .await
        .expect("send");
    let status = res.status();
    (status, res.json().await.expect("json"))
}

/// Creates projects eight at a time until the database is full; returns the IDs answered 201.
/// Every other answer must be 503 STORAGE_FULL.
async fn fill(app: &TestApp, user: &TestUser) -> BTreeSet<String> {
    let mut created = BTreeSet::new();
    let mut full_answers = 0;
    let mut i = 0;
    while full_answers < 40 {
        assert!(i < 4000, "the database never filled up");
        let batch = (0..8).map(|k| {
            let body = json!({"name": format!("Fill {}", i + k), "fiscalYear": "2025",
                "description": filler(i + k)});
            async move { app.post("/api/v1/projects", Some(&user.access), body).await }
        });
        for res in futures_util::future::join_all(batch).await {
            match res.status() {
                StatusCode::CREATED => {
                    let body: Value = res.json().await.expect("json");
                    created.insert(body["id"].as_str().expect("id").to_owned());
                }
                _ => {
                    assert!(
                        res.headers().contains_key("retry-after"),
                        "a full database is a retryable 503"
                    );
                    expect_error(res, StatusCode::SERVICE_UNAVAILABLE, "STORAGE_FULL").await;
                    full_answers += 1;
                }
            }
        }
        i += 8;
    }
    created
}

async fn project_ids(app: &TestApp, token: &str) -> BTreeSet<String> {
    let res = app.get("/api/v1/projects", token).await;
    assert_eq!(res.status(), StatusCode::OK);
    let list: Vec<Value> = res.json().await.expect("json");
    list.iter()
        .map(|p| p["id"].as_str().expect("id").to_owned())
        .collect()
}

/// The stored projects are exactly the acknowledged ones (differences named, not the whole sets).
fn same_projects(stored: &BTreeSet<String>, acknowledged: &BTreeSet<String>) {
    let lost: Vec<_> = acknowledged.difference(stored).collect();
    let unacknowledged: Vec<_> = stored.difference(acknowledged).collect();
    assert!(
        lost.is_empty() && unacknowledged.is_empty(),
        "acknowledged but lost: {lost:?}; stored but never acknowledged: {unacknowledged:?}"
    );
}

#[actix_web::test]
async fn a_full_database_answers_503_storage_full_and_recovers_without_a_restart() {
    if std::env::var("TEST_DATABASE_URL").is_ok() {
        // `database.sqlite_max_bytes` caps SQLite files only; PostgreSQL's own disk-full path
        // is classified by SQLSTATE (unit tests in src/db/fault.rs).
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let data_dir = dir.path().to_owned();
    let app = TestApp::spawn_with(|s| {
        s.app.data_dir = data_dir.clone();
        s.database.sqlite_max_bytes = 3 * 1024 * 1024;
    })
    .await;
    let user = app.register("full@example.com").await;
    app.db
        .execute_unprepared("UPDATE users SET membership_tier = 'ENTERPRISE'")
        .await
        .expect("tier");
    let project = app.create_project(&user.access, "Runs").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    let session = app.create_session(&user.access, &pid, "PRECHECK").await;
    let sid = session["id"].as_str().expect("id").to_owned();

    let mut acknowledged = fill(&app, &user).await;
    acknowledged.insert(pid.clone());
    assert!(
        acknowledged.len() > 20,
        "{} projects fit",
        acknowledged.len()
    );

    // While full: readiness says so, a run (the direct writer's group commit) is a 503 too.
    let (status, body) = readiness(&app).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["checks"]["database"], "FULL");
    let run = json!({"type": "PRECHECK", "input": "x".repeat(20_000)});
    let runs = (0..4).map(|_| {
        let run = run.clone();
        let path = format!("/api/v1/sessions/{sid}/runs");
        let token = user.access.clone();
        let app = &app;
        async move { app.post(&path, Some(&token), run).await }
    });
    let mut refused = 0;
    for res in futures_util::future::join_all(runs).await {
        // The readiness probe above may have left a few free pages for one run to use.
        if res.status() != StatusCode::OK {
            expect_error(res, StatusCode::SERVICE_UNAVAILABLE, "STORAGE_FULL").await;
            refused += 1;
        }
    }
    assert!(
        refused > 0,
        "runs (the write gate's group commit) are refused while full"
    );

    // Space returns: an operator deletes old rows (pages go to SQLite's free list).
    let admin = sea_orm::Database::connect(&app.database_url)
        .await
        .expect("connects");
    let doomed: Vec<String> = acknowledged
        .iter()
        .filter(|id| **id != pid)
        .take(60)
        .cloned()
        .collect();
    // Outside the service (which writes an audit row per delete, and may find no page for it).
    let doomed_ids: Vec<uuid::Uuid> = doomed.iter().map(|id| id.parse().expect("uuid")).collect();
    let deleted = entities::projects::Entity::delete_many()
        .filter(entities::projects::Column::Id.is_in(doomed_ids))
        .exec(&admin)
        .await
        .expect("an operator's delete while full");
    assert_eq!(deleted.rows_affected, doomed.len() as u64);
    for id in &doomed {
        acknowledged.remove(id);
    }
    admin.close().await.ok();

    // Writes work again within seconds, with no restart.
    let started = Instant::now();
    loop {
        let (status, _) = readiness(&app).await;
        let res = app
            .post(
                "/api/v1/projects",
                Some(&user.access),
                json!({"name": "After", "fiscalYear": "2025"}),
            )
            .await;
        let answered = res.status();
        let created = answered == StatusCode::CREATED;
        if created {
            let body: Value = res.json().await.expect("json");
            acknowledged.insert(body["id"].as_str().expect("id").to_owned());
        }
        if created && status == StatusCode::OK {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "writes still fail after space returned: {answered}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Many writers at once: none finds the database locked by a connection left behind.
    let batch = (0..16).map(|k| {
        let body = json!({"name": format!("Again {k}"), "fiscalYear": "2025"});
        let app = &app;
        let token = user.access.clone();
        async move { app.post("/api/v1/projects", Some(&token), body).await }
    });
    for res in futures_util::future::join_all(batch).await {
        assert_eq!(res.status(), StatusCode::CREATED);
        let body: Value = res.json().await.expect("json");
        acknowledged.insert(body["id"].as_str().expect("id").to_owned());
    }
    let res = app
        .post(
            &format!("/api/v1/sessions/{sid}/runs"),
            Some(&user.access),
            json!({"type": "PRECHECK", "input": "We tested adhesives at -40 C."}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK, "runs work again");

    // Everything acknowledged is there, also for a fresh process on the same file.
    same_projects(&project_ids(&app, &user.access).await, &acknowledged);
    let restarted = TestApp::spawn_with(|s| s.app.data_dir = data_dir.clone()).await;
    let again = restarted.login("full@example.com").await;
    same_projects(&project_ids(&restarted, &again.access).await, &acknowledged);
}

#[actix_web::test]
async fn start_up_refuses_a_database_that_does_not_accept_writes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data_dir = dir.path().to_owned();
    // A database that exists, with its schema, then opened read-only.
    let first = TestApp::spawn_with(|s| s.app.data_dir = data_dir.clone()).await;
    let mut settings = crate::helpers::test_settings(&data_dir);
    settings.database.url = match std::env::var("TEST_DATABASE_URL") {
        Ok(_) => {
            // A PostgreSQL database whose sessions are read-only (as on a standby).
            let name = first.database_url.rsplit('/').next().expect("db name");
            first
                .db
                .execute_unprepared(&format!(
                    "ALTER DATABASE {name} SET default_transaction_read_only = on"
                ))
                .await
                .expect("alter");
            first.database_url.clone()
        }
        Err(_) => format!(
            "sqlite://{}?mode=ro",
            data_dir.join("taxcredit.db").display()
        ),
    };
    let refused = taxcredit::startup::Application::build(settings).await;
    let Err(error) = refused else {
        panic!("a read-only database must stop the start-up");
    };
    let message = format!("{error:#}");
    assert!(
        message.contains("does not accept writes") || message.contains("read-only"),
        "the message names the cause: {message}"
    );
}

#[actix_web::test]
async fn an_unreachable_database_answers_503_and_the_service_recovers_by_itself() {
    let Ok(base) = std::env::var("TEST_DATABASE_URL") else {
        // The embedded SQLite file cannot become unreachable; its faults (full, read-only)
        // are the tests above.
        return;
    };
    let upstream = base
        .split('@')
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .expect("host:port in TEST_DATABASE_URL")
        .to_owned();
    let relay = Relay::start(upstream.clone()).await;
    let port = relay.addr.port();
    let app = TestApp::spawn_with(|s| {
        s.database.url = s
            .database
            .url
            .replace(&upstream, &format!("127.0.0.1:{port}"));
        s.database.acquire_timeout_ms = 1000;
    })
    .await;
    let user = app.register("unreachable@example.com").await;
    let kept = app.create_project(&user.access, "Before").await;

    relay.cut();
    for _ in 0..3 {
        let res = app
            .post(
                "/api/v1/projects",
                Some(&user.access),
                json!({"name": "During", "fiscalYear": "2025"}),
            )
            .await;
        assert!(res.headers().contains_key("retry-after"));
        expect_error(res, StatusCode::SERVICE_UNAVAILABLE, "DATABASE_UNAVAILABLE").await;
    }
    let (status, body) = readiness(&app).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["checks"]["database"], "DOWN");

    relay.restore();
    let started = Instant::now();
    let after = loop {
        let res = app
            .post(
                "/api/v1/projects",
                Some(&user.access),
                json!({"name": "After", "fiscalYear": "2025"}),
            )
            .await;
        if res.status() == StatusCode::CREATED {
            break res.json::<Value>().await.expect("json");
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "no recovery: {}",
            res.status()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    // Readiness shares one probe result a second: it is UP again within a couple of seconds.
    let started = Instant::now();
    while readiness(&app).await.0 != StatusCode::OK {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "readiness stays DOWN"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let ids = project_ids(&app, &user.access).await;
    let expected: BTreeSet<String> = [&kept, &after]
        .iter()
        .map(|p| p["id"].as_str().expect("id").to_owned())
        .collect();
    assert_eq!(ids, expected, "nothing from the outage was half-written");
}
