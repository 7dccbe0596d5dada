//! A settle that comes after its reservation expired (RELIABILITY 22): a deterministic refusal,
//! never a double count. At the ledger (the actor's Confirm, `settle_in` inside a run's
//! transaction) and through a run whose worker answers after the reservation expired.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix_web::{App, HttpResponse, HttpServer, web};
use actors::quota_ledger::{Cancel, Confirm, Held, LedgerError, Reserve, SweepExpired};
use actors::quota_ledger::{reserve_in, settle_in};
use chrono::Utc;
use entities::{ReservationStatus, RunStatus, quota_reservations, runs};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, TransactionTrait};
use secrecy::SecretString;
use serde_json::{Value, json};
use taxcredit::domain::QuotaKind;
use taxcredit::error::{AppError, ErrorCode};
use tokio::sync::Semaphore;
use uuid::Uuid;

use crate::helpers::TestApp;
use crate::run_stub::{ai_counter, run, session};

async fn status_of(app: &TestApp, id: Uuid) -> ReservationStatus {
    quota_reservations::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .expect("db")
        .expect("reservation")
        .status
}

/// A sweep by the app's own ledger (on the system clock); answers how many it returned.
async fn sweep(app: &TestApp) -> u64 {
    app.state
        .ledger
        .send(SweepExpired)
        .await
        .expect("the ledger answers")
        .expect("sweep")
}

/// One AI-run reservation taken at `at` for `ttl`, as a run's first transaction takes it.
async fn hold(app: &TestApp, user: Uuid, at: chrono::DateTime<Utc>, ttl: Duration) -> Held {
    let txn = app.db.begin().await.expect("begin");
    let msg = Reserve {
        user_id: user,
        kind: QuotaKind::AiRun,
        amounts: vec![1],
        ttl,
    };
    let held = reserve_in(&txn, &msg, at).await.expect("reserved");
    txn.commit().await.expect("commit");
    held.into_iter().next().expect("one reservation")
}

/// `settle_in` as a run's last transaction calls it.
async fn settle_in_txn(
    app: &TestApp,
    held: &Held,
    to: ReservationStatus,
    at: chrono::DateTime<Utc>,
) -> bool {
    let txn = app.db.begin().await.expect("begin");
    let won = settle_in(&txn, held, to, at).await.expect("settle_in");
    txn.commit().await.expect("commit");
    won
}

#[actix_web::test]
async fn a_confirm_after_expiry_is_refused_every_time_and_never_counted() {
    let app = TestApp::spawn().await;
    let user = app.register("late-ledger@example.com").await;
    let now = Utc::now();
    let ttl = Duration::from_secs(60);
    let late = now + chrono::Duration::seconds(61);
    let ledger = app.ledger_at(late);

    // Inside a run's transaction: the late confirm changes nothing and says so, each time.
    let held = hold(&app, user.id, now, ttl).await;
    for _ in 0..2 {
        assert!(!settle_in_txn(&app, &held, ReservationStatus::Confirmed, late).await);
        assert_eq!(
            ai_counter(&app, user.id).await,
            (0, 1),
            "not counted, still held"
        );
        assert_eq!(status_of(&app, held.id).await, ReservationStatus::Reserved);
    }
    // The sweep returns it; a confirm after that is refused too.
    assert_eq!(ledger.send(SweepExpired).await.expect("sweep"), 1);
    assert_eq!(ai_counter(&app, user.id).await, (0, 0));
    assert!(!settle_in_txn(&app, &held, ReservationStatus::Confirmed, late).await);
    assert_eq!(ai_counter(&app, user.id).await, (0, 0));
    assert_eq!(status_of(&app, held.id).await, ReservationStatus::Canceled);

    // Through the actor's Confirm: RESERVATION_EXPIRED, the reservation returned at
    // once, and the same answer on every retry.
    let held = hold(&app, user.id, now, ttl).await;
    for _ in 0..3 {
        let result = ledger.send(Confirm { id: held.id }).await;
        assert!(matches!(result, Err(LedgerError::Expired)), "{result:?}");
        assert_eq!(ai_counter(&app, user.id).await, (0, 0));
        assert_eq!(status_of(&app, held.id).await, ReservationStatus::Canceled);
    }
    // A cancel after it is a no-op; the sweep finds nothing.
    ledger
        .send(Cancel { id: held.id })
        .await
        .expect("cancel is idempotent");
    assert_eq!(ledger.send(SweepExpired).await.expect("sweep"), 0);

    // The control: a confirm in time counts exactly once, and a later confirm does not add to it.
    let held = hold(&app, user.id, now, ttl).await;
    let in_time = now + chrono::Duration::seconds(59);
    assert!(settle_in_txn(&app, &held, ReservationStatus::Confirmed, in_time).await);
    assert!(!settle_in_txn(&app, &held, ReservationStatus::Confirmed, late).await);
    ledger
        .send(Confirm { id: held.id })
        .await
        .expect("a confirmed reservation confirms again as a no-op");
    assert_eq!(ai_counter(&app, user.id).await, (1, 0));
}

#[actix_web::test]
async fn the_ledger_actor_answers_reservation_expired_to_a_late_confirm() {
    let app = TestApp::spawn().await;
    let user = app.register("late-actor@example.com").await;
    let ids = taxcredit::services::quota::ledger(
        &app.state,
        Reserve {
            user_id: user.id,
            kind: QuotaKind::AiRun,
            amounts: vec![1],
            ttl: Duration::ZERO,
        },
    )
    .await
    .expect("reserved");
    tokio::time::sleep(Duration::from_millis(5)).await;
    for _ in 0..2 {
        let result = taxcredit::services::quota::ledger(&app.state, Confirm { id: ids[0] }).await;
        assert!(
            matches!(
                result,
                Err(AppError::Coded {
                    code: ErrorCode::ReservationExpired,
                    ..
                })
            ),
            "{result:?}"
        );
        assert_eq!(ai_counter(&app, user.id).await, (0, 0));
    }
    taxcredit::services::quota::ledger(&app.state, Cancel { id: ids[0] })
        .await
        .expect("cancel after expiry is a no-op");
    assert_eq!(status_of(&app, ids[0]).await, ReservationStatus::Canceled);
}

#[actix_web::test]
async fn late_confirms_racing_the_sweep_count_nothing() {
    let app = TestApp::spawn().await;
    let user = app.register("late-race@example.com").await;
    let now = Utc::now();
    let mut held = Vec::new();
    for _ in 0..10 {
        held.push(hold(&app, user.id, now, Duration::from_secs(60)).await);
    }
    let late = now + chrono::Duration::seconds(61);
    let ledger = app.ledger_at(late);
    let confirms = held.iter().map(|h| ledger.send(Confirm { id: h.id }));
    let (results, swept) = tokio::join!(
        futures_util::future::join_all(confirms),
        ledger.send(SweepExpired)
    );
    assert!(
        results
            .iter()
            .all(|r| matches!(r, Err(LedgerError::Expired))),
        "{results:?}"
    );
    swept.expect("sweep");
    assert_eq!(ai_counter(&app, user.id).await, (0, 0));
    for h in &held {
        assert_eq!(status_of(&app, h.id).await, ReservationStatus::Canceled);
    }
}

/// A stand-in worker that holds every task until the test lets one through.
struct GatedWorker {
    url: String,
    gate: Arc<Semaphore>,
}

impl GatedWorker {
    fn start() -> GatedWorker {
        let gate = Arc::new(Semaphore::new(0));
        let g = gate.clone();
        let listener = TcpListener::bind("127.0.0.1:0").expect("port");
        let url = format!("http://{}", listener.local_addr().expect("addr"));
        let server = HttpServer::new(move || {
            let g = g.clone();
            App::new()
                .app_data(web::JsonConfig::default().limit(1 << 24))
                .route(
                    "/api/v1/task/process",
                    web::post().to(move |_: web::Json<Value>| {
                        let g = g.clone();
                        async move {
                            g.acquire().await.expect("gate").forget();
                            HttpResponse::Ok().json(
                                json!({"status": "SUCCEEDED", "taskType": "RUN",
                            "output": "late reply", "data": {}, "citations": [], "usage": {},
                            "engine": "stub", "model": null, "latencyMs": 1, "error": null}),
                            )
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
        GatedWorker { url, gate }
    }
}

/// The reservation of the user's RUNNING run, once the run has started.
async fn running_reservation(app: &TestApp, user: Uuid) -> Uuid {
    for _ in 0..500 {
        let running = runs::Entity::find()
            .filter(runs::Column::UserId.eq(user))
            .filter(runs::Column::Status.eq(RunStatus::Running))
            .one(&app.db)
            .await
            .expect("db");
        if let Some(id) = running.and_then(|r| r.reservation_id) {
            return id;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the run never started");
}

/// Ends the reservation's time now, as if the run had outlived it.
async fn expire(app: &TestApp, id: Uuid) {
    quota_reservations::Entity::update_many()
        .col_expr(
            quota_reservations::Column::ExpiresAt,
            Expr::value(Utc::now() - chrono::Duration::seconds(1)),
        )
        .filter(quota_reservations::Column::Id.eq(id))
        .exec(&app.db)
        .await
        .expect("expired");
}

/// A run whose worker answers after the run's reservation expired: the reply is stored and
/// answered (200, run SUCCEEDED) and the run is not counted; the reservation is returned by the
/// sweep, or stays returned when the sweep came first. Never counted twice, never left held.
#[actix_web::test]
async fn a_run_answered_after_its_reservation_expired_is_not_counted() {
    let worker = GatedWorker::start();
    let url = worker.url.clone();
    let app = TestApp::spawn_with(move |s| {
        s.worker.url = url;
        s.worker.token = SecretString::from(taxcredit::auth::opaque::generate());
        s.worker.timeout_ms = 10_000;
    })
    .await;
    let user = app.register("late-run@example.com").await;
    let (_, sid) = session(&app, &user, "PRECHECK").await;

    for swept_first in [false, true] {
        let before = ai_counter(&app, user.id).await;
        let body = json!({"type": "PRECHECK", "input": "a slow question"});
        let (res, reservation) = tokio::join!(run(&app, &user.access, &sid, body), async {
            let id = running_reservation(&app, user.id).await;
            expire(&app, id).await;
            if swept_first {
                assert_eq!(sweep(&app).await, 1);
            }
            worker.gate.add_permits(1);
            id
        });
        assert_eq!(res.status(), StatusCode::OK, "swept first: {swept_first}");
        let body: Value = res.json().await.expect("json");
        assert_eq!(body["python"]["output"], "late reply");
        let stored = runs::Entity::find()
            .filter(runs::Column::ReservationId.eq(reservation))
            .one(&app.db)
            .await
            .expect("db")
            .expect("run");
        assert_eq!(stored.status, RunStatus::Succeeded);
        // Not counted; held at most until the sweep returns it.
        let (used, reserved) = ai_counter(&app, user.id).await;
        assert_eq!(used, before.0, "swept first: {swept_first}");
        sweep(&app).await;
        assert_eq!(ai_counter(&app, user.id).await, (before.0, 0));
        assert_eq!(reserved, if swept_first { 0 } else { 1 });
        assert_eq!(
            status_of(&app, reservation).await,
            ReservationStatus::Canceled
        );
    }

    // The next run in time is counted once.
    worker.gate.add_permits(1);
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "in time"}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(ai_counter(&app, user.id).await, (1, 0));
}
