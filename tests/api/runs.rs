//! Runs (spec §3.7, §4.4; DESIGN §7): the full flow with the real worker, and a stand-in worker
//! for history limits, failures, serialization and the quota at its limit (RELIABILITY 20-22, 32).

use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::{App, HttpResponse, HttpServer, web};
use entities::{RunStatus, quota_counters, runs, tier_quotas};
use futures_util::future::join_all;
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use secrecy::SecretString;
use serde_json::{Value, json};
use taxcredit::domain::{MembershipTier, QuotaKind};
use uuid::Uuid;

use crate::helpers::{TestApp, TestUser, expect_error};
use crate::uploads::{upload, wait_indexed};

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Answer,
    Garbage,
    Status500,
    Slow,
}

/// A stand-in worker that records the envelopes it receives.
struct StubWorker {
    url: String,
    seen: Arc<Mutex<Vec<Value>>>,
    mode: Arc<Mutex<Mode>>,
}

impl StubWorker {
    fn start() -> StubWorker {
        let seen: Arc<Mutex<Vec<Value>>> = Arc::default();
        let mode = Arc::new(Mutex::new(Mode::Answer));
        let (s, m) = (seen.clone(), mode.clone());
        let listener = TcpListener::bind("127.0.0.1:0").expect("port");
        let url = format!("http://{}", listener.local_addr().expect("addr"));
        let server = HttpServer::new(move || {
            let (s, m) = (s.clone(), m.clone());
            App::new().app_data(web::JsonConfig::default().limit(1 << 24)).route(
                "/api/v1/task/process",
                web::post().to(move |body: web::Json<Value>| {
                    let (s, m) = (s.clone(), m.clone());
                    async move {
                        s.lock().expect("lock").push(body.into_inner());
                        let mode = *m.lock().expect("lock");
                        match mode {
                            Mode::Answer => HttpResponse::Ok().json(json!({"status": "SUCCEEDED", "taskType": "RUN", "output": "stub reply", "data": {}, "citations": [], "usage": {}, "engine": "stub", "model": null, "latencyMs": 1, "error": null})),
                            Mode::Garbage => HttpResponse::Ok().body("<html>not json</html>"),
                            Mode::Status500 => HttpResponse::InternalServerError().finish(),
                            Mode::Slow => {
                                tokio::time::sleep(Duration::from_secs(3)).await;
                                HttpResponse::Ok().json(json!({"status": "SUCCEEDED", "output": "late"}))
                            }
                        }
                    }
                }),
            )
        })
        .workers(1)
        .disable_signals()
        .listen(listener)
        .expect("listen")
        .run();
        actix_web::rt::spawn(server);
        StubWorker { url, seen, mode }
    }

    fn set(&self, mode: Mode) {
        *self.mode.lock().expect("lock") = mode;
    }

    fn last(&self) -> Value {
        self.seen
            .lock()
            .expect("lock")
            .last()
            .cloned()
            .expect("an envelope")
    }
}

async fn app_with_stub() -> (TestApp, StubWorker) {
    let stub = StubWorker::start();
    let url = stub.url.clone();
    let app = TestApp::spawn_with(move |s| {
        s.worker.url = url;
        s.worker.token = SecretString::from(taxcredit::auth::opaque::generate());
        s.worker.timeout_ms = 1000;
    })
    .await;
    (app, stub)
}

async fn session(app: &TestApp, user: &TestUser, kind: &str) -> (String, String) {
    let project = app.create_project(&user.access, "Runs").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    let session = app.create_session(&user.access, &pid, kind).await;
    (pid, session["id"].as_str().expect("id").to_owned())
}

async fn run(app: &TestApp, token: &str, sid: &str, body: Value) -> reqwest::Response {
    app.post(&format!("/api/v1/sessions/{sid}/runs"), Some(token), body)
        .await
}

async fn ai_counter(app: &TestApp, user: Uuid) -> (i64, i64) {
    let period = chrono::Utc::now().format("%Y-%m").to_string();
    quota_counters::Entity::find_by_id((user, QuotaKind::AiRun, period))
        .one(&app.db)
        .await
        .expect("db")
        .map(|c| (c.used, c.reserved))
        .unwrap_or((0, 0))
}

#[actix_web::test]
async fn precheck_t661_and_logbook_give_cited_answers_stored_in_history() {
    let app = TestApp::spawn().await;
    let user = app.register("runs@example.com").await;
    let (pid, sid) = session(&app, &user, "T661").await;
    let evidence = b"It was unknown whether a ceramic coating could survive 900 C. Our hypothesis was that yttria stabilisation would reduce cracking. We ran twelve furnace experiments and measured mass loss; results were recorded in the lab notebook.";
    let fid = upload(
        &app,
        &user.access,
        &pid,
        "trials.txt",
        "text/plain",
        evidence,
    )
    .await;
    assert_eq!(
        wait_indexed(&app, &user.access, &pid, &fid).await["indexStatus"],
        "READY"
    );

    let inputs = [
        (
            "PRECHECK",
            "Is our coating work eligible? We aimed for an advance beyond the state of the art in furnace coatings.",
        ),
        (
            "T661",
            "Draft the narrative for the coating project: the uncertainty was whether the coating survives 900 C.",
        ),
        (
            "LOGBOOK",
            "2025-03-01: Prepared coupons for the furnace experiment. We expect less cracking.\n2025-03-04: Measured mass loss. Results showed a 40% reduction. Next we will test at 950 C.",
        ),
    ];
    for (kind, input) in inputs {
        let res = run(
            &app,
            &user.access,
            &sid,
            json!({"type": kind, "input": input, "selected_file_ids": [fid]}),
        )
        .await;
        assert_eq!(res.status(), StatusCode::OK, "{kind}");
        let body: Value = res.json().await.expect("json");
        assert_eq!(body["python"]["status"], "SUCCEEDED", "{body}");
        assert_eq!(body["selectedFileIds"], json!([fid]));
        assert!(body["runId"].is_string() && body["messages"]["userMessageId"].is_string());
        assert!(body["messages"]["assistantMessageId"].is_string());
        assert!(
            body["python"]["output"]
                .as_str()
                .is_some_and(|o| o.len() > 40),
            "{kind}: {body}"
        );
        let citations = body["python"]["citations"].as_array().expect("citations");
        assert!(
            citations.iter().any(|c| c["fileId"] == fid),
            "{kind} cites the file: {body}"
        );
    }
    let history: Vec<Value> = app
        .get(&format!("/api/v1/sessions/{sid}/history"), &user.access)
        .await
        .json()
        .await
        .expect("json");
    let roles: Vec<&str> = history
        .iter()
        .map(|m| m["role"].as_str().expect("role"))
        .collect();
    assert_eq!(
        roles,
        [
            "USER",
            "ASSISTANT",
            "USER",
            "ASSISTANT",
            "USER",
            "ASSISTANT"
        ]
    );
    assert_eq!(history[0]["content"], inputs[0].1);
    assert_eq!(ai_counter(&app, user.id).await, (3, 0));
    let quotas: Value = app
        .get("/api/v1/quotas/me", &user.access)
        .await
        .json()
        .await
        .expect("json");
    for key in [
        "tier",
        "periodKey",
        "aiRunsMonthlyUsed",
        "aiRunsMonthlyLimit",
        "aiRunsReserved",
        "storageUsedBytes",
        "storageLimitBytes",
        "storageReservedBytes",
        "projectsUsed",
        "projectsLimit",
        "filesPerProjectLimit",
        "fileSizeLimitBytes",
        "filesPerUploadLimit",
    ] {
        assert!(quotas.get(key).is_some(), "{key} missing: {quotas}");
    }
    assert_eq!(quotas["aiRunsMonthlyUsed"], 3);
    assert_eq!(quotas["aiRunsMonthlyLimit"], 20);
}

#[actix_web::test]
async fn history_limit_defaults_to_10_and_clamps_into_0_to_50() {
    let (app, stub) = app_with_stub().await;
    let user = app.register("history-limit@example.com").await;
    let (_, sid) = session(&app, &user, "PRECHECK").await;
    crate::history::seed_messages(&app, sid.parse().expect("uuid"), 70).await;
    for (limit, expected) in [
        (json!(null), 10),
        (json!(0), 0),
        (json!(-3), 0),
        (json!(7), 7),
        (json!(500), 50),
    ] {
        let res = run(
            &app,
            &user.access,
            &sid,
            json!({"type": "PRECHECK", "input": "check", "history_limit": limit}),
        )
        .await;
        assert_eq!(res.status(), StatusCode::OK);
        let history = stub.last()["history"].as_array().expect("history").clone();
        assert_eq!(history.len(), expected, "history_limit {limit}");
        assert!(
            history
                .iter()
                .all(|m| m["role"] == "USER" || m["role"] == "ASSISTANT")
        );
    }
}

#[actix_web::test]
async fn bad_requests_foreign_sessions_and_unready_files_reserve_nothing() {
    let app = TestApp::spawn().await;
    let user = app.register("run-checks@example.com").await;
    let stranger = app.register("run-stranger@example.com").await;
    let (pid, sid) = session(&app, &user, "PRECHECK").await;
    let (other_pid, _) = session(&app, &user, "LOGBOOK").await;
    for body in [
        json!({"type": "T661_GEN", "input": "x"}),
        json!({"type": "PRECHECK", "input": "  "}),
        json!({"type": "PRECHECK", "input": "x".repeat(20_001)}),
        json!({"input": "x"}),
    ] {
        expect_error(
            run(&app, &user.access, &sid, body).await,
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
        )
        .await;
    }
    expect_error(
        run(
            &app,
            &stranger.access,
            &sid,
            json!({"type": "PRECHECK", "input": "mine?"}),
        )
        .await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    let foreign = upload(
        &app,
        &user.access,
        &other_pid,
        "elsewhere.txt",
        "text/plain",
        b"other project",
    )
    .await;
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "x", "selected_file_ids": [foreign]}),
    )
    .await;
    let body = expect_error(res, StatusCode::BAD_REQUEST, "FILE_NOT_IN_PROJECT").await;
    assert!(body["message"].as_str().expect("msg").contains(&foreign));
    let res = app
        .post(
            &format!("/api/v1/projects/{pid}/files/presign"),
            Some(&user.access),
            json!({"files": [{"filename": "p.txt", "contentType": "text/plain", "fileSize": 3}]}),
        )
        .await;
    let pending: Vec<Value> = res.json().await.expect("json");
    let pending_id = pending[0]["fileId"].as_str().expect("id");
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "x", "selected_file_ids": [pending_id]}),
    )
    .await;
    expect_error(res, StatusCode::BAD_REQUEST, "FILE_NOT_READY").await;
    assert_eq!(ai_counter(&app, user.id).await, (0, 0));
    let history: Vec<Value> = app
        .get(&format!("/api/v1/sessions/{sid}/history"), &user.access)
        .await
        .json()
        .await
        .expect("json");
    assert!(history.is_empty());
}

#[actix_web::test]
async fn worker_failures_give_a_structured_502_and_return_the_reservation() {
    let (app, stub) = app_with_stub().await;
    let user = app.register("run-failures@example.com").await;
    let (_, sid) = session(&app, &user, "PRECHECK").await;
    for (mode, code) in [
        (Mode::Garbage, "WORKER_MALFORMED_RESPONSE"),
        (Mode::Status500, "WORKER_FAILED"),
        (Mode::Slow, "WORKER_TIMEOUT"),
    ] {
        stub.set(mode);
        let res = run(
            &app,
            &user.access,
            &sid,
            json!({"type": "PRECHECK", "input": "will it fail"}),
        )
        .await;
        assert_eq!(res.status(), StatusCode::BAD_GATEWAY);
        let body: Value = res.json().await.expect("json");
        assert_eq!(body["python"]["status"], "FAILED");
        assert_eq!(body["python"]["error"]["code"], code, "{body}");
        assert!(body["messages"]["assistantMessageId"].is_null());
        assert!(body["messages"]["userMessageId"].is_string());
        let run_row = runs::Entity::find_by_id(
            body["runId"]
                .as_str()
                .expect("id")
                .parse::<Uuid>()
                .expect("uuid"),
        )
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
        assert_eq!(run_row.status, RunStatus::Failed);
        assert_eq!(
            ai_counter(&app, user.id).await,
            (0, 0),
            "reservation canceled"
        );
    }
    stub.set(Mode::Answer);
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "back again"}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK, "the next run works");
    let history: Vec<Value> = app
        .get(&format!("/api/v1/sessions/{sid}/history"), &user.access)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(history.len(), 5, "failed runs keep their user message");
}

#[actix_web::test]
async fn concurrent_runs_on_one_session_are_serialized() {
    let (app, stub) = app_with_stub().await;
    let user = app.register("serial@example.com").await;
    let (_, sid) = session(&app, &user, "LOGBOOK").await;
    let results = join_all((0..2).map(|i| {
        run(
            &app,
            &user.access,
            &sid,
            json!({"type": "LOGBOOK", "input": format!("entry {i}")}),
        )
    }))
    .await;
    assert!(results.iter().all(|r| r.status() == StatusCode::OK));
    let seen = stub.seen.lock().expect("lock").clone();
    assert_eq!(seen.len(), 2);
    let second_history = seen[1]["history"].as_array().expect("history");
    assert_eq!(
        second_history.len(),
        2,
        "the second run sees the first run's exchange"
    );
    assert_eq!(second_history[1]["role"], "ASSISTANT");
    assert_eq!(second_history[1]["content"], "stub reply");
}

#[actix_web::test]
async fn fifty_runs_at_once_against_a_limit_of_five_give_exactly_five() {
    let (app, _stub) = app_with_stub().await;
    let user = app.register("run-quota@example.com").await;
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::AiRunsPerMonth, Expr::value(5i64))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&app.db)
        .await
        .expect("limit");
    let project = app.create_project(&user.access, "Quota").await;
    let pid = project["id"].as_str().expect("id");
    let mut sessions = Vec::new();
    for _ in 0..10 {
        sessions.push(
            app.create_session(&user.access, pid, "PRECHECK").await["id"]
                .as_str()
                .expect("id")
                .to_owned(),
        );
    }
    let attempts = (0..50).map(|i| {
        run(
            &app,
            &user.access,
            &sessions[i % 10],
            json!({"type": "PRECHECK", "input": format!("run {i}")}),
        )
    });
    let results = join_all(attempts).await;
    let ok = results
        .iter()
        .filter(|r| r.status() == StatusCode::OK)
        .count();
    let limited = results
        .iter()
        .filter(|r| r.status() == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!(ok, 5, "exactly the limit succeeds");
    assert_eq!(ok + limited, 50, "the rest are quota refusals");
    assert_eq!(ai_counter(&app, user.id).await, (5, 0));
    let res = run(
        &app,
        &user.access,
        &sessions[0],
        json!({"type": "PRECHECK", "input": "one more"}),
    )
    .await;
    let body = expect_error(res, StatusCode::TOO_MANY_REQUESTS, "QUOTA_EXCEEDED").await;
    assert_eq!(body["error"]["details"]["metric"], "AI_RUNS_MONTHLY");
    assert_eq!(body["error"]["details"]["limit"], 5);
}
