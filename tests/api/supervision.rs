//! RELIABILITY 35 for the QuotaLedger, through the app's own actor: a message whose handling
//! panics (a reservation time so long that its expiry overflows the calendar) fails its caller
//! with 503, the half-done transaction is rolled back, the supervisor restarts the ledger, and
//! the next requests (over HTTP and to the actor) are answered from the database. The
//! IndexingScheduler and RunRegistry are in actors/tests/supervision.rs.

use std::time::Duration;

use actors::quota_ledger::{GetUsage, Reserve};
use reqwest::StatusCode;
use serde_json::Value;
use taxcredit::domain::QuotaKind;
use taxcredit::error::{AppError, ErrorCode};
use taxcredit::services::quota::ledger;

use crate::helpers::TestApp;
use crate::run_stub::ai_counter;

fn reserve(user_id: uuid::Uuid, ttl: Duration) -> Reserve {
    Reserve {
        user_id,
        kind: QuotaKind::AiRun,
        amounts: vec![1],
        ttl,
    }
}

#[actix_web::test]
async fn a_ledger_that_panics_is_restarted_and_answers_from_the_database() {
    let app = TestApp::spawn().await;
    let user = app.register("ledger-panic@example.com").await;
    // State from before the panic: one reservation held.
    ledger(&app.state, reserve(user.id, Duration::from_secs(600)))
        .await
        .expect("reserved");
    assert_eq!(ai_counter(&app, user.id).await, (0, 1));

    // About 285,000 years: `now + ttl` overflows after the counters were updated.
    let fault = reserve(user.id, Duration::from_secs(9_000_000_000_000));
    let result = ledger(&app.state, fault).await;
    assert!(
        matches!(
            result,
            Err(AppError::Coded {
                code: ErrorCode::QuotaLedgerUnavailable,
                ..
            })
        ),
        "{result:?}"
    );
    // Nothing of the panicked transaction remains.
    assert_eq!(ai_counter(&app, user.id).await, (0, 1));

    // The restarted ledger answers over HTTP, from the database.
    let res = app.get("/api/v1/quotas/me", &user.access).await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    assert_eq!(
        (&body["aiRunsMonthlyUsed"], &body["aiRunsReserved"]),
        (&Value::from(0), &Value::from(1)),
        "{body}"
    );
    let usage = ledger(&app.state, GetUsage { user_id: user.id })
        .await
        .expect("usage after the restart");
    assert_eq!((usage.ai_runs.used, usage.ai_runs.reserved), (0, 1));
    // And reserves against the counters it reloads.
    ledger(&app.state, reserve(user.id, Duration::from_secs(600)))
        .await
        .expect("reserved after the restart");
    assert_eq!(ai_counter(&app, user.id).await, (0, 2));
}
