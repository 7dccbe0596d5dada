//! Leases and claims do not outlive their holder (issue 11 item 3, RELIABILITY 39): a restarted
//! node releases what its previous incarnation held (and nothing of another node's), a sweep fails
//! the runs of a holder that is gone, and a heartbeat keeps a short lease while the worker works.

use std::time::Duration;

use actors::quota_ledger::Reserve;
use chrono::Utc;
use entities::{
    ReservationStatus, RunStatus, SessionType, files, quota_reservations, runs, sessions,
};
use reqwest::StatusCode;
use sea_orm::sea_query::{Alias, Expr};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use secrecy::SecretString;
use serde_json::{Value, json};
use taxcredit::domain::QuotaKind;
use uuid::Uuid;

use crate::helpers::{TestApp, TestUser};
use crate::run_stub::{Mode, StubWorker, run};
use crate::uploads::{upload, wait_indexed};

/// What a holder that died mid-run leaves behind: a RUNNING run with a RESERVED reservation and
/// its session's lease, owned by `owner`, until `until`. Answers (run, reservation).
async fn leave_a_run_in_flight(
    app: &TestApp,
    user: &TestUser,
    session_id: &str,
    owner: &str,
    until: chrono::DateTime<Utc>,
) -> (Uuid, Uuid) {
    let session_id: Uuid = session_id.parse().expect("session id");
    let reservation = app
        .state
        .ledger
        .send(Reserve {
            user_id: user.id,
            kind: QuotaKind::AiRun,
            amounts: vec![1],
            ttl: Duration::from_secs(3600),
        })
        .await
        .expect("ledger answers")
        .expect("reserved")[0];
    let run_id = Uuid::now_v7();
    runs::ActiveModel {
        id: Set(run_id),
        session_id: Set(session_id),
        user_id: Set(user.id),
        run_type: Set(SessionType::Precheck),
        status: Set(RunStatus::Running),
        reservation_id: Set(Some(reservation)),
        user_message_id: Set(None),
        assistant_message_id: Set(None),
        selected_file_ids: Set(None),
        error: Set(None),
        started_at: Set(Utc::now()),
        finished_at: Set(None),
        worker_ms: Set(None),
        lease_owner: Set(Some(owner.to_owned())),
    }
    .insert(&app.db)
    .await
    .expect("run row");
    sessions::Entity::update_many()
        .col_expr(sessions::Column::RunLeaseOwner, Expr::value(owner))
        .col_expr(sessions::Column::RunLeaseUntil, Expr::value(until))
        .filter(sessions::Column::Id.eq(session_id))
        .exec(&app.db)
        .await
        .expect("lease");
    (run_id, reservation)
}

async fn run_row(app: &TestApp, id: Uuid) -> runs::Model {
    runs::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .expect("db")
        .expect("run row")
}

async fn reservation_status(app: &TestApp, id: Uuid) -> ReservationStatus {
    quota_reservations::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .expect("db")
        .expect("reservation row")
        .status
}

async fn lease(app: &TestApp, session_id: &str) -> (Option<String>, Option<chrono::DateTime<Utc>>) {
    let row = sessions::Entity::find_by_id(session_id.parse::<Uuid>().expect("uuid"))
        .one(&app.db)
        .await
        .expect("db")
        .expect("session row");
    (row.run_lease_owner, row.run_lease_until)
}

async fn quotas(app: &TestApp, token: &str) -> Value {
    app.get("/api/v1/quotas/me", token)
        .await
        .json()
        .await
        .expect("json")
}

#[actix_web::test]
async fn a_restarted_node_releases_what_its_previous_incarnation_held_and_nothing_else() {
    // The first app only prepares the database and the stored objects (it is another node).
    let setup = TestApp::spawn_with(|s| s.server.node_id = "setup-node".into()).await;
    let user = setup.register("crashed@example.com").await;
    let neighbour = setup.register("neighbour@example.com").await;
    let project = setup.create_project(&user.access, "Crash").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    let sid = setup.create_session(&user.access, &pid, "PRECHECK").await["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let fid = upload(
        &setup,
        &user.access,
        &pid,
        "notes.txt",
        "text/plain",
        b"We measured the coating's mass loss after each furnace cycle.",
    )
    .await;
    assert_eq!(
        wait_indexed(&setup, &user.access, &pid, &fid).await["indexStatus"],
        "READY"
    );
    let other_project = setup.create_project(&neighbour.access, "Live").await;
    let other_sid = setup
        .create_session(
            &neighbour.access,
            other_project["id"].as_str().expect("id"),
            "PRECHECK",
        )
        .await["id"]
        .as_str()
        .expect("id")
        .to_owned();

    // Node "crashed-node" died (kill -9) mid-run and mid-indexing: far-future lease and claim.
    let far = Utc::now() + chrono::Duration::days(1);
    let (dead_run, dead_reservation) =
        leave_a_run_in_flight(&setup, &user, &sid, "crashed-node/0000000000000dead/7", far).await;
    files::Entity::update_many()
        .col_expr(files::Column::IndexStatus, Expr::value("INDEXING"))
        .col_expr(files::Column::IndexClaimedUntil, Expr::value(far))
        .col_expr(
            Alias::new("index_claim_owner"),
            Expr::value("crashed-node/0000000000000dead"),
        )
        .filter(files::Column::Id.eq(fid.parse::<Uuid>().expect("uuid")))
        .exec(&setup.db)
        .await
        .expect("claim");
    // Another node's live run on another session: not ours to release.
    let live_owner = "other-node/00000000000a11fe/3";
    let (live_run, live_reservation) =
        leave_a_run_in_flight(&setup, &neighbour, &other_sid, live_owner, far).await;

    // The node restarts: same node ID, same data directory and database, a new incarnation.
    let (dir, url) = (setup.data_dir.clone(), setup.database_url.clone());
    let restarted = TestApp::spawn_with(move |s| {
        s.server.node_id = "crashed-node".into();
        s.app.data_dir = dir;
        s.database.url = url;
        s.worker.timeout_ms = 3000;
    })
    .await;

    let res = tokio::time::timeout(
        Duration::from_secs(10),
        run(
            &restarted,
            &user.access,
            &sid,
            json!({"type": "PRECHECK", "input": "after the restart"}),
        ),
    )
    .await
    .expect("answered");
    assert_eq!(
        res.status(),
        StatusCode::OK,
        "the session takes a run at once: {}",
        res.text().await.unwrap_or_default()
    );
    let dead = run_row(&restarted, dead_run).await;
    assert_eq!(dead.status, RunStatus::Failed);
    assert!(
        dead.error
            .as_deref()
            .is_some_and(|e| e.contains("restarted")),
        "{:?}",
        dead.error
    );
    assert!(dead.finished_at.is_some());
    assert_eq!(
        reservation_status(&restarted, dead_reservation).await,
        ReservationStatus::Canceled
    );
    let mine = quotas(&restarted, &user.access).await;
    assert_eq!(mine["aiRunsReserved"], 0, "{mine}");
    assert_eq!(
        mine["aiRunsMonthlyUsed"], 1,
        "only the new run counts: {mine}"
    );
    let file = wait_indexed(&restarted, &user.access, &pid, &fid).await;
    assert_eq!(file["indexStatus"], "READY", "{file}");

    // The other node's lease, run and reservation are untouched (also by the periodic sweeps).
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let (owner, until) = lease(&restarted, &other_sid).await;
    assert_eq!(owner.as_deref(), Some(live_owner));
    assert_eq!(
        until.map(|u| u.timestamp_millis()),
        Some(far.timestamp_millis())
    );
    assert_eq!(
        run_row(&restarted, live_run).await.status,
        RunStatus::Running
    );
    assert_eq!(
        reservation_status(&restarted, live_reservation).await,
        ReservationStatus::Reserved
    );
    assert_eq!(
        quotas(&restarted, &neighbour.access).await["aiRunsReserved"],
        1
    );
}

#[actix_web::test]
async fn a_run_whose_holder_is_gone_is_failed_by_the_sweep_and_its_session_runs_at_once() {
    let app = TestApp::spawn().await;
    let user = app.register("orphan@example.com").await;
    let project = app.create_project(&user.access, "Orphan").await;
    let sid = app
        .create_session(
            &user.access,
            project["id"].as_str().expect("id"),
            "PRECHECK",
        )
        .await["id"]
        .as_str()
        .expect("id")
        .to_owned();
    // A replica died mid-run and never came back: its short lease ran out a moment ago.
    let (orphan, reservation) = leave_a_run_in_flight(
        &app,
        &user,
        &sid,
        "gone-node/00000000000000aa/1",
        Utc::now() - chrono::Duration::seconds(1),
    )
    .await;
    let res = tokio::time::timeout(
        Duration::from_secs(10),
        run(
            &app,
            &user.access,
            &sid,
            json!({"type": "PRECHECK", "input": "next"}),
        ),
    )
    .await
    .expect("answered");
    assert_eq!(
        res.status(),
        StatusCode::OK,
        "an expired lease is taken at once"
    );
    // The sweep (every second in the tests) fails the orphan and returns its reservation.
    for _ in 0..50 {
        if run_row(&app, orphan).await.status != RunStatus::Running {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let row = run_row(&app, orphan).await;
    assert_eq!(row.status, RunStatus::Failed, "no run stays RUNNING");
    assert_eq!(
        reservation_status(&app, reservation).await,
        ReservationStatus::Canceled
    );
    let q = quotas(&app, &user.access).await;
    assert_eq!(
        (q["aiRunsMonthlyUsed"].clone(), q["aiRunsReserved"].clone()),
        (json!(1), json!(0))
    );
}

#[actix_web::test]
async fn a_heartbeat_keeps_a_one_second_lease_while_the_worker_takes_three() {
    // Two replicas on one database with 1 s leases; the worker holds each task for 3 s. Without
    // renewal the second replica would take the lease after a second and run the session twice at
    // once (and the sweep would fail the first run).
    let stub = StubWorker::start();
    stub.set(Mode::HoldFor(3000));
    let replica = |node: &'static str, database_url: Option<String>| {
        let url = stub.url.clone();
        TestApp::spawn_with(move |s| {
            s.server.node_id = node.into();
            s.worker.url = url;
            s.worker.token = SecretString::from(taxcredit::auth::opaque::generate());
            s.worker.timeout_ms = 10_000;
            s.runs.lease_secs = 1;
            if let Some(db) = database_url {
                s.database.url = db;
            }
        })
    };
    let first = replica("replica-a", None).await;
    let second = replica("replica-b", Some(first.database_url.clone())).await;
    let user = first.register("heartbeat@example.com").await;
    let on_second = second.login(&user.email).await;
    let project = first.create_project(&user.access, "Heartbeat").await;
    let sid = first
        .create_session(&user.access, project["id"].as_str().expect("id"), "LOGBOOK")
        .await["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let body = |i: u32| json!({"type": "LOGBOOK", "input": format!("entry {i}")});
    let late = async {
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let (owner, until) = lease(&first, &sid).await;
        assert!(
            owner.is_some_and(|o| o.starts_with("replica-a/")),
            "the first replica still holds the lease"
        );
        assert!(
            until.is_some_and(|u| u > Utc::now()),
            "renewed past its first second"
        );
        run(&second, &on_second.access, &sid, body(2)).await
    };
    let (early, late) = futures_util::join!(run(&first, &user.access, &sid, body(1)), late);
    let statuses = [early.status(), late.status()];
    assert_eq!(statuses, [StatusCode::OK, StatusCode::OK]);
    assert_eq!(
        stub.held.lock().expect("lock").1,
        1,
        "one task of the session at a time"
    );
    let lengths: Vec<usize> = stub
        .seen
        .lock()
        .expect("lock")
        .iter()
        .map(|e| e["history"].as_array().map_or(0, Vec::len))
        .collect();
    assert_eq!(
        lengths,
        vec![0, 2],
        "the second run saw the first one's exchange"
    );
    let all = runs::Entity::find()
        .filter(runs::Column::SessionId.eq(sid.parse::<Uuid>().expect("uuid")))
        .all(&first.db)
        .await
        .expect("db");
    assert!(
        all.iter().all(|r| r.status == RunStatus::Succeeded),
        "{all:?}"
    );
}

#[actix_web::test]
async fn a_heartbeat_keeps_a_one_second_indexing_claim_while_the_worker_takes_three() {
    // Two replicas on one database with 1 s claims rescan every second; the worker holds the
    // INDEX task for 3 s. Without renewal the second replica would claim the file again after a
    // second and send it to the worker a second time.
    let stub = StubWorker::start();
    stub.set(Mode::HoldFor(3000));
    let replica = |node: &'static str, database_url: Option<String>| {
        let url = stub.url.clone();
        TestApp::spawn_with(move |s| {
            s.server.node_id = node.into();
            s.worker.url = url;
            s.worker.token = SecretString::from(taxcredit::auth::opaque::generate());
            s.worker.timeout_ms = 10_000;
            s.indexing.claim_secs = 1;
            if let Some(db) = database_url {
                s.database.url = db;
            }
        })
    };
    let first = replica("indexer-a", None).await;
    let _second = replica("indexer-b", Some(first.database_url.clone())).await;
    let user = first.register("claims@example.com").await;
    let project = first.create_project(&user.access, "Claims").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    let fid = upload(
        &first,
        &user.access,
        &pid,
        "slow.txt",
        "text/plain",
        b"indexed slowly",
    )
    .await;
    let file = wait_indexed(&first, &user.access, &pid, &fid).await;
    assert_eq!(file["indexStatus"], "READY", "{file}");
    // Give the second replica's rescans a moment more to show a double claim, if any.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let tasks = stub
        .seen
        .lock()
        .expect("lock")
        .iter()
        .filter(|t| t["kind"] == "INDEX" && t["fileId"] == fid.as_str())
        .count();
    assert_eq!(tasks, 1, "the file was indexed once, by the claim's holder");
    assert_eq!(stub.held.lock().expect("lock").1, 1);
}
