//! The service-wide AI-run counter written across stripes (migration 000022, issue 19 item 7):
//! without a service-wide limit, runs of many users spread over several stripes and the sums are
//! exact; with a limit, concurrent runs of many users are admitted exactly up to it, counting
//! what the other stripes already hold; lifted again, runs go on. Both databases.

use entities::{QuotaKind, global_counters, global_quota};
use futures_util::future::join_all;
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;

use crate::helpers::{TestApp, TestUser, expect_error};
use crate::run_stub::{app_with_stub, run, session};

async fn ai_stripes(app: &TestApp) -> Vec<global_counters::Model> {
    global_counters::Entity::find()
        .filter(global_counters::Column::Kind.eq(QuotaKind::AiRun))
        .all(&app.db)
        .await
        .expect("db")
}

/// The service-wide (used, reserved): the sums over the stripes.
async fn service_wide(app: &TestApp) -> (i64, i64) {
    ai_stripes(app)
        .await
        .iter()
        .fold((0, 0), |(u, r), c| (u + c.used, r + c.reserved))
}

async fn set_daily_limit(app: &TestApp, limit: Option<i64>) {
    global_quota::Entity::update_many()
        .col_expr(global_quota::Column::AiRunsPerDay, Expr::value(limit))
        .filter(global_quota::Column::Id.eq(1))
        .exec(&app.db)
        .await
        .expect("limit");
}

/// One run per user, all at once: the status of each.
async fn one_run_each(app: &TestApp, users: &[(TestUser, String)], label: &str) -> Vec<StatusCode> {
    let runs = users.iter().enumerate().map(|(i, (user, sid))| async move {
        let body = json!({"type": "PRECHECK", "input": format!("{label} {i}")});
        run(app, &user.access, sid, body).await
    });
    let mut statuses = Vec::new();
    for res in join_all(runs).await {
        let status = res.status();
        if status != StatusCode::OK {
            expect_error(res, StatusCode::TOO_MANY_REQUESTS, "CAPACITY_EXHAUSTED").await;
        }
        statuses.push(status);
    }
    statuses
}

#[actix_web::test]
async fn service_wide_runs_spread_over_stripes_and_a_daily_limit_holds_exactly() {
    let (app, _stub) = app_with_stub().await;
    let mut users = Vec::new();
    for i in 0..8 {
        let user = app.register(&format!("stripes{i}@example.com")).await;
        let (_, sid) = session(&app, &user, "PRECHECK").await;
        users.push((user, sid));
    }

    // No limit: 16 runs land on several stripes; the sums are exact.
    for round in 0..2 {
        let statuses = one_run_each(&app, &users, &format!("unlimited {round}")).await;
        assert!(
            statuses.iter().all(|s| *s == StatusCode::OK),
            "{statuses:?}"
        );
    }
    assert_eq!(service_wide(&app).await, (16, 0));
    let written = ai_stripes(&app)
        .await
        .iter()
        .filter(|c| c.used != 0)
        .count();
    assert!(written > 1, "16 runs wrote {written} stripe(s)");

    // A limit of 19 while the stripes hold 16: of 8 concurrent runs, exactly 3 go.
    set_daily_limit(&app, Some(19)).await;
    let statuses = one_run_each(&app, &users, "limited").await;
    let admitted = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert_eq!(admitted, 3, "{statuses:?}");
    assert_eq!(service_wide(&app).await, (19, 0));
    // At the limit, every further run is refused and counts nothing.
    let statuses = one_run_each(&app, &users[..2], "at the limit").await;
    assert!(
        statuses.iter().all(|s| *s == StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    assert_eq!(service_wide(&app).await, (19, 0));

    // Lifted: runs go on, spread again.
    set_daily_limit(&app, None).await;
    let statuses = one_run_each(&app, &users, "lifted").await;
    assert!(
        statuses.iter().all(|s| *s == StatusCode::OK),
        "{statuses:?}"
    );
    assert_eq!(service_wide(&app).await, (27, 0));
}
