//! A run's history (spec §3.7 step 6, §4.3): `history_limit` defaults to 10 and is clamped into
//! 0..=50, and the worker sees exactly the session's last USER and ASSISTANT messages, oldest
//! first, whether the start's own read answers (PostgreSQL) or the history is read on its own.

use reqwest::StatusCode;
use serde_json::json;
use uuid::Uuid;

use crate::helpers::TestApp;
use crate::run_stub::{app_with_stub, run, session};

/// The contents of the session's last `n` USER and ASSISTANT messages, oldest first.
async fn last_visible(app: &TestApp, sid: &str, n: usize) -> Vec<String> {
    use entities::messages;
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
    use taxcredit::domain::MessageRole;
    let mut last: Vec<String> = messages::Entity::find()
        .filter(messages::Column::SessionId.eq(sid.parse::<Uuid>().expect("uuid")))
        .filter(messages::Column::Role.is_in([MessageRole::User, MessageRole::Assistant]))
        .order_by_desc(messages::Column::Seq)
        .all(&app.db)
        .await
        .expect("messages")
        .into_iter()
        .take(n)
        .map(|m| m.content)
        .collect();
    last.reverse();
    last
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
        // The last 2 seqs are the last run's USER and ASSISTANT messages: on PostgreSQL the
        // start's own read is the whole answer (in the cases above a SYSTEM message falls inside
        // the window and the history is read again the usual way).
        (json!(2), 2),
    ] {
        let expected_contents = last_visible(&app, &sid, expected).await;
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
        let contents: Vec<&str> = history
            .iter()
            .map(|m| m["content"].as_str().expect("content"))
            .collect();
        assert_eq!(contents, expected_contents, "history_limit {limit}");
        assert!(
            history
                .iter()
                .all(|m| m["role"] == "USER" || m["role"] == "ASSISTANT")
        );
    }
}
