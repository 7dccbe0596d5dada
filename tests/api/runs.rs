//! Runs (spec §3.7, §4.4; DESIGN §7): the full flow with the real worker, and a stand-in worker
//! for history limits, failures, serialization, a run that panics and the quota at its limit
//! (RELIABILITY 20-22, 32, 35).

use entities::{RunStatus, runs, tier_quotas};
use futures_util::future::join_all;
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use taxcredit::domain::MembershipTier;
use uuid::Uuid;

use crate::helpers::{TestApp, expect_error};
use crate::run_stub::{Mode, StubWorker, ai_counter, app_with_stub, backend_for, run, session};
use crate::uploads::{upload, wait_indexed};

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
async fn a_run_that_panics_holding_the_session_turn_leaves_the_next_run_working() {
    // RELIABILITY 35 through the service: the session's coordinator hands a turn to a run that
    // panics; the turn is released while the panic unwinds, and the next run over HTTP succeeds.
    let (app, stub) = app_with_stub().await;
    let user = app.register("panic@example.com").await;
    let (_, sid) = session(&app, &user, "PRECHECK").await;
    let session_id: Uuid = sid.parse().expect("session id");
    let registry = app.state.runs.clone();
    let crashed = actix_web::rt::spawn(async move {
        let _turn = registry
            .send(actors::Acquire { session_id })
            .await
            .expect("the registry answers")
            .expect("the session's turn");
        panic!("a bug while the run holds its turn");
    })
    .await;
    assert!(crashed.is_err(), "the run panicked");
    let next = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        run(
            &app,
            &user.access,
            &sid,
            json!({"type": "PRECHECK", "input": "after the crash"}),
        ),
    )
    .await
    .expect("the session is not stuck behind the panicked run");
    assert_eq!(next.status(), StatusCode::OK);
    assert_eq!(stub.seen.lock().expect("lock").len(), 1);
    assert_eq!(
        ai_counter(&app, user.id).await,
        (1, 0),
        "one run counted, none held"
    );
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

#[actix_web::test]
async fn two_backends_on_one_database_never_run_one_session_at_once() {
    // Each backend has its own coordinators; only the session's lease columns keep their runs
    // apart. The stand-in worker holds each task for 40 ms and records the most it held at once.
    let stub = StubWorker::start();
    stub.set(Mode::Hold);
    let first = backend_for(&stub, None).await;
    let second = backend_for(&stub, Some(first.database_url.clone())).await;
    let user = first.register("lease@example.com").await;
    let on_second = second.login(&user.email).await;
    let (_, sid) = session(&first, &user, "LOGBOOK").await;
    let results = join_all((0..6).map(|i| {
        let (app, token) = if i % 2 == 0 {
            (&first, &user.access)
        } else {
            (&second, &on_second.access)
        };
        run(
            app,
            token,
            &sid,
            json!({"type": "LOGBOOK", "input": format!("entry {i}")}),
        )
    }))
    .await;
    let statuses: Vec<StatusCode> = results.iter().map(|r| r.status()).collect();
    assert!(
        statuses.iter().all(|s| *s == StatusCode::OK),
        "{statuses:?}"
    );
    assert_eq!(
        stub.held.lock().expect("lock").1,
        1,
        "one task of the session at a time"
    );
    // Every run saw all earlier exchanges: the histories grow by two messages per run.
    let mut lengths: Vec<usize> = stub
        .seen
        .lock()
        .expect("lock")
        .iter()
        .map(|e| e["history"].as_array().map_or(0, Vec::len))
        .collect();
    lengths.sort_unstable();
    assert_eq!(lengths, vec![0, 2, 4, 6, 8, 10]);
}

#[actix_web::test]
async fn several_workers_share_the_runs_and_a_dead_one_is_passed_over() {
    let (one, two) = (StubWorker::start(), StubWorker::start());
    let closed = crate::helpers::closed_origin();
    let urls = format!("{}, {closed}, {}", one.url, two.url);
    let app = TestApp::spawn_with(move |s| {
        s.worker.url = urls;
        s.worker.token = secrecy::SecretString::from(taxcredit::auth::opaque::generate());
        s.worker.timeout_ms = 1000;
    })
    .await;
    let user = app.register("pool@example.com").await;
    let (_, sid) = session(&app, &user, "PRECHECK").await;
    for i in 0..6 {
        let res = run(
            &app,
            &user.access,
            &sid,
            json!({"type": "PRECHECK", "input": format!("run {i}")}),
        )
        .await;
        assert_eq!(res.status(), StatusCode::OK, "run {i}");
    }
    let (a, b) = (
        one.seen.lock().expect("lock").len(),
        two.seen.lock().expect("lock").len(),
    );
    assert_eq!(a + b, 6, "every run reached exactly one worker");
    assert!(a >= 2 && b >= 2, "both workers served runs: {a} and {b}");
}
