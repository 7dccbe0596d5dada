//! A run's start and finish as one statement each on PostgreSQL (`executor::chain`, issue 19
//! item 7): all or nothing (a step that does not apply undoes the ones before it), the ledger's
//! steps applied exactly as its transaction way applies them, and the way back to the
//! transaction when the statement is undone (the first run of a period, a limit reached). The
//! run-level test runs on both databases; the statement-level ones need PostgreSQL.

use std::time::Duration;

use actors::quota_ledger::steps::{RESERVED, reserve_steps};
use actors::quota_ledger::{Cancel, Reserve};
use chrono::Utc;
use entities::{
    QuotaKind, ReservationStatus, global_counters, messages, quota_reservations, runs, sessions,
    tier_quotas,
};
use executor::chain::{Chain, is_abort};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DbBackend, EntityTrait, PaginatorTrait, QueryFilter, QueryTrait};
use serde_json::json;
use taxcredit::domain::MembershipTier;
use uuid::Uuid;

use crate::helpers::{TestApp, expect_error};
use crate::run_stub::{ai_counter, app_with_stub, run, session};

async fn set_free_limit(app: &TestApp, limit: i64) {
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::AiRunsPerMonth, Expr::value(limit))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&app.db)
        .await
        .expect("limit");
}

async fn lease_owner(app: &TestApp, session_id: Uuid) -> Option<String> {
    sessions::Entity::find_by_id(session_id)
        .one(&app.db)
        .await
        .expect("db")
        .expect("session")
        .run_lease_owner
}

async fn global_ai(app: &TestApp) -> (i64, i64) {
    global_counters::Entity::find()
        .filter(global_counters::Column::Kind.eq(QuotaKind::AiRun))
        .all(&app.db)
        .await
        .expect("db")
        .iter()
        .fold((0, 0), |(u, r), c| (u + c.used, r + c.reserved))
}

#[actix_web::test]
async fn a_run_refused_at_the_limit_leaves_nothing_behind_and_the_next_goes_at_once() {
    let (app, _stub) = app_with_stub().await;
    let user = app.register("one-statement@example.com").await;
    set_free_limit(&app, 2).await;
    let (_, sid) = session(&app, &user, "PRECHECK").await;
    let session_id: Uuid = sid.parse().expect("uuid");
    // The first run of the period creates the counter rows; the second finds them.
    for i in 0..2 {
        let res = run(
            &app,
            &user.access,
            &sid,
            json!({"type": "PRECHECK", "input": format!("run {i}")}),
        )
        .await;
        assert_eq!(res.status(), StatusCode::OK, "run {i}");
    }
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "over the limit"}),
    )
    .await;
    let body = expect_error(res, StatusCode::TOO_MANY_REQUESTS, "QUOTA_EXCEEDED").await;
    assert_eq!(body["error"]["details"]["used"], 2);
    assert_eq!(body["error"]["details"]["reserved"], 0);
    // Nothing of the refused run: no lease kept, no message, run or reservation, no count.
    assert_eq!(lease_owner(&app, session_id).await, None);
    let count_messages = || {
        messages::Entity::find()
            .filter(messages::Column::SessionId.eq(session_id))
            .count(&app.db)
    };
    assert_eq!(count_messages().await.expect("db"), 4);
    let count_runs = || {
        runs::Entity::find()
            .filter(runs::Column::SessionId.eq(session_id))
            .count(&app.db)
    };
    assert_eq!(count_runs().await.expect("db"), 2);
    let reservations = quota_reservations::Entity::find()
        .filter(quota_reservations::Column::UserId.eq(user.id))
        .all(&app.db)
        .await
        .expect("db");
    assert_eq!(reservations.len(), 2);
    assert!(
        reservations
            .iter()
            .all(|r| r.status == ReservationStatus::Confirmed)
    );
    assert_eq!(ai_counter(&app, user.id).await, (2, 0));
    assert_eq!(global_ai(&app).await, (2, 0));
    // A higher limit applies to the very next run, which finds the session free.
    set_free_limit(&app, 3).await;
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "within the new limit"}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(count_messages().await.expect("db"), 6);
    assert_eq!(ai_counter(&app, user.id).await, (3, 0));
    assert_eq!(global_ai(&app).await, (3, 0));
    assert_eq!(lease_owner(&app, session_id).await, None);
}

/// A chain of a probe write to the session, then the ledger's reserve of one AI run after it.
fn probe_and_reserve(user: Uuid, session_id: Uuid) -> (Chain, Uuid) {
    let mut chain = Chain::new();
    let probe = sessions::Entity::update_many()
        .col_expr(sessions::Column::RunLeaseOwner, Expr::value("probe"))
        .filter(sessions::Column::Id.eq(session_id))
        .into_query();
    chain.update("probe", probe, None);
    let reserve = Reserve {
        user_id: user,
        kind: QuotaKind::AiRun,
        amounts: vec![1],
        ttl: Duration::from_secs(60),
    };
    let held = reserve_steps(&mut chain, &reserve, Utc::now(), "probe").expect("steps");
    (chain, held.id)
}

/// The probe-and-reserve chain is undone as a whole: an abort, and the probe's lease write gone.
async fn assert_probe_undone(app: &TestApp, user: Uuid, session_id: Uuid) {
    let (chain, _) = probe_and_reserve(user, session_id);
    let err = chain
        .run(&app.db, "test", RESERVED)
        .await
        .expect_err("undone");
    assert!(is_abort(&err), "{err}");
    assert_eq!(lease_owner(app, session_id).await, None);
}

#[actix_web::test]
async fn a_statement_whose_later_step_does_not_apply_changes_nothing() {
    let (app, _stub) = app_with_stub().await;
    if app.db.get_database_backend() != DbBackend::Postgres {
        return; // SQLite cannot modify data in a WITH; runs there use transactions only.
    }
    let user = app.register("chain@example.com").await;
    let (_, sid) = session(&app, &user, "PRECHECK").await;
    let session_id: Uuid = sid.parse().expect("uuid");
    let reservations = || {
        quota_reservations::Entity::find()
            .filter(quota_reservations::Column::UserId.eq(user.id))
            .count(&app.db)
    };

    // No counter row yet this period: the reserve cannot apply, so the probe is undone too.
    assert_probe_undone(&app, user.id, session_id).await;
    assert_eq!(reservations().await.expect("db"), 0);

    // The ledger's transaction way creates the rows (a reserve, canceled).
    let ids = app
        .ledger_at(Utc::now())
        .send(Reserve {
            user_id: user.id,
            kind: QuotaKind::AiRun,
            amounts: vec![1],
            ttl: Duration::from_secs(60),
        })
        .await
        .expect("reserve");
    app.ledger_at(Utc::now())
        .send(Cancel { id: ids[0] })
        .await
        .expect("cancel");
    assert_eq!(ai_counter(&app, user.id).await, (0, 0));

    // Now every step applies, as the transaction way would have applied them.
    let (chain, held) = probe_and_reserve(user.id, session_id);
    let applied = chain.run(&app.db, "test", RESERVED).await.expect("applied");
    assert!(applied.did("probe") && applied.did(RESERVED));
    assert_eq!(
        lease_owner(&app, session_id).await.as_deref(),
        Some("probe")
    );
    let row = quota_reservations::Entity::find_by_id(held)
        .one(&app.db)
        .await
        .expect("db")
        .expect("the reservation");
    assert_eq!(row.status, ReservationStatus::Reserved);
    assert_eq!(ai_counter(&app, user.id).await, (0, 1));
    assert_eq!(global_ai(&app).await, (0, 1));

    // At the limit (one reserved of one): the user's step does not apply, nothing does.
    set_free_limit(&app, 1).await;
    sessions::Entity::update_many()
        .col_expr(
            sessions::Column::RunLeaseOwner,
            Expr::value(Option::<String>::None),
        )
        .filter(sessions::Column::Id.eq(session_id))
        .exec(&app.db)
        .await
        .expect("free the lease");
    assert_probe_undone(&app, user.id, session_id).await;
    assert_eq!(reservations().await.expect("db"), 2);
    assert_eq!(ai_counter(&app, user.id).await, (0, 1));
    assert_eq!(global_ai(&app).await, (0, 1));
}
