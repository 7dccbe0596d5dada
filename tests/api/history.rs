//! History (spec §4.3): clamped limit, chronological order, USER and ASSISTANT only.

use entities::messages;
use reqwest::StatusCode;
use sea_orm::{ActiveModelTrait, Set};
use serde_json::Value;
use taxcredit::domain::MessageRole;
use uuid::Uuid;

use crate::helpers::{TestApp, expect_error};

/// Inserts `n` messages alternating USER/ASSISTANT with a SYSTEM message every fifth, numbered
/// from 0 in `content` ("m0", "m1", ...). Runs write messages in a later issue; these tests seed
/// them directly.
pub async fn seed_messages(app: &TestApp, session_id: Uuid, n: i64) {
    let start = chrono::Utc::now();
    for i in 0..n {
        let role = match i % 5 {
            4 => MessageRole::System,
            k if k % 2 == 0 => MessageRole::User,
            _ => MessageRole::Assistant,
        };
        messages::ActiveModel {
            id: Set(Uuid::now_v7()),
            session_id: Set(session_id),
            seq: Set(i),
            role: Set(role),
            content: Set(format!("m{i}")),
            run_id: Set(None),
            payload: Set(None),
            created_at: Set(start + chrono::Duration::milliseconds(i)),
        }
        .insert(&app.db)
        .await
        .expect("message inserted");
    }
}

async fn history(app: &TestApp, token: &str, sid: &str, query: &str) -> Vec<Value> {
    let res = app
        .get(&format!("/api/v1/sessions/{sid}/history{query}"), token)
        .await;
    assert_eq!(res.status(), StatusCode::OK, "{query}");
    res.json().await.expect("json")
}

fn contents(list: &[Value]) -> Vec<i64> {
    list.iter()
        .map(|m| {
            m["content"].as_str().expect("content")[1..]
                .parse()
                .expect("number")
        })
        .collect()
}

#[actix_web::test]
async fn history_is_chronological_filtered_and_clamped() {
    let app = TestApp::spawn().await;
    let user = app.register("history@example.com").await;
    let project = app.create_project(&user.access, "P").await;
    let session = app
        .create_session(&user.access, project["id"].as_str().expect("id"), "T661")
        .await;
    let sid = session["id"].as_str().expect("id");
    seed_messages(&app, sid.parse().expect("uuid"), 260).await;
    // 260 messages, 52 of them SYSTEM: 208 visible.

    let all = history(&app, &user.access, sid, "?limit=500").await;
    assert_eq!(all.len(), 200, "limit=500 clamps to 200");
    let numbers = contents(&all);
    assert!(numbers.windows(2).all(|w| w[0] < w[1]), "chronological");
    assert!(numbers.iter().all(|n| n % 5 != 4), "no SYSTEM messages");
    assert_eq!(
        *numbers.last().expect("last"),
        258,
        "the newest visible message is last"
    );
    assert!(
        all.iter()
            .all(|m| m["role"] == "USER" || m["role"] == "ASSISTANT")
    );
    let first = &all[0];
    for key in ["id", "sessionId", "role", "content", "createdAt"] {
        assert!(first.get(key).is_some(), "{key} missing in {first}");
    }
    assert_eq!(first["sessionId"], sid);

    assert_eq!(
        history(&app, &user.access, sid, "").await.len(),
        50,
        "default 50"
    );
    assert_eq!(
        history(&app, &user.access, sid, "?limit=200").await.len(),
        200
    );
    assert_eq!(
        history(&app, &user.access, sid, "?limit=-5").await.len(),
        0,
        "limit=-5 clamps to 0"
    );
    assert_eq!(history(&app, &user.access, sid, "?limit=0").await.len(), 0);
    let three = history(&app, &user.access, sid, "?limit=3").await;
    assert_eq!(contents(&three), vec![256, 257, 258]);

    let res = app
        .get(
            &format!("/api/v1/sessions/{sid}/history?limit=ten"),
            &user.access,
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
}

#[actix_web::test]
async fn another_users_history_is_not_found() {
    let app = TestApp::spawn().await;
    let owner = app.register("hist-owner@example.com").await;
    let stranger = app.register("hist-stranger@example.com").await;
    let project = app.create_project(&owner.access, "P").await;
    let session = app
        .create_session(
            &owner.access,
            project["id"].as_str().expect("id"),
            "LOGBOOK",
        )
        .await;
    let sid = session["id"].as_str().expect("id");
    seed_messages(&app, sid.parse().expect("uuid"), 3).await;
    let res = app
        .get(&format!("/api/v1/sessions/{sid}/history"), &stranger.access)
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    let res = app
        .get(
            &format!("/api/v1/sessions/{}/history", Uuid::now_v7()),
            &owner.access,
        )
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    assert_eq!(history(&app, &owner.access, sid, "").await.len(), 3);
}
