//! The sessions runs were recently posted to are kept for a moment (`services/runs/
//! session_cache.rs`): a session deleted meanwhile still answers 404 to its next run, at once,
//! and another user never reaches it through the kept entry. Both databases.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::expect_error;
use crate::run_stub::{app_with_stub, run, session};

#[actix_web::test]
async fn a_session_deleted_after_a_run_answers_404_to_the_next_one_at_once() {
    let (app, _stub) = app_with_stub().await;
    let user = app.register("kept-session@example.com").await;
    let other = app.register("kept-session-other@example.com").await;
    let (pid, sid) = session(&app, &user, "PRECHECK").await;
    let body = json!({"type": "PRECHECK", "input": "We built a furnace rig."});
    assert_eq!(
        run(&app, &user.access, &sid, body.clone()).await.status(),
        StatusCode::OK
    );
    // Kept for its owner only.
    expect_error(
        run(&app, &other.access, &sid, body.clone()).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;

    let path = format!("/api/v1/projects/{pid}/sessions/{sid}");
    assert_eq!(
        app.delete(&path, &user.access).await.status(),
        StatusCode::NO_CONTENT
    );
    let began = Instant::now();
    expect_error(
        run(&app, &user.access, &sid, body).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    // Not after waiting out the lease retries (the worker timeout) as a busy session would.
    assert!(
        began.elapsed() < Duration::from_secs(5),
        "{:?}",
        began.elapsed()
    );
}
