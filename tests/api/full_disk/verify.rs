//! What a fresh server on the same database must find: every acknowledged write.

use std::collections::{BTreeMap, BTreeSet};

use reqwest::{Response, StatusCode};
use sea_orm::EntityTrait;
use serde_json::{Value, json};

use super::MAIN;
use super::workload::{Acknowledged, World};
use crate::helpers::TestApp;

async fn json_ok<T: serde::de::DeserializeOwned>(res: Response, what: &str) -> T {
    assert_eq!(res.status(), StatusCode::OK, "{what}");
    res.json().await.expect("json")
}

/// Everything acknowledged is there for a fresh server on the same database.
pub(super) async fn verify(app: &TestApp, world: &World, ack: &Acknowledged) {
    let user = app.login(MAIN).await;
    let admin = app.login(&world.admin.email).await;
    for email in ack.users.keys() {
        app.login(email).await;
    }
    let listed: Vec<Value> =
        json_ok(app.get("/api/v1/projects", &user.access).await, "projects").await;
    let stored: BTreeMap<String, String> = listed
        .iter()
        .map(|p| {
            (
                p["id"].as_str().expect("id").to_owned(),
                p["status"].as_str().expect("status").to_owned(),
            )
        })
        .collect();
    let mut expected: BTreeSet<String> = ack.projects.difference(&ack.deleted).cloned().collect();
    expected.insert(world.base_project.clone());
    let stored_ids: BTreeSet<String> = stored.keys().cloned().collect();
    assert_eq!(
        stored_ids, expected,
        "projects: acknowledged, and only those"
    );
    for (project, status) in &ack.statuses {
        if let Some(found) = stored.get(project) {
            assert_eq!(found, status, "project {project}");
        }
    }
    let path = format!("/api/v1/projects/{}/sessions", world.base_project);
    let sessions: Vec<Value> = json_ok(app.get(&path, &user.access).await, "sessions").await;
    let titles: BTreeMap<String, String> = sessions
        .iter()
        .map(|s| {
            (
                s["id"].as_str().expect("id").to_owned(),
                s["title"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    let mut expected_sessions = ack.sessions.clone();
    expected_sessions.insert(world.base_session.clone());
    assert_eq!(
        titles.keys().cloned().collect::<BTreeSet<_>>(),
        expected_sessions,
        "sessions"
    );
    for (session, title) in &ack.titles {
        assert_eq!(&titles[session], title, "title of {session}");
    }
    let path = format!("/api/v1/sessions/{}/history?limit=200", world.base_session);
    let history: Vec<Value> = json_ok(app.get(&path, &user.access).await, "history").await;
    let messages: BTreeSet<String> = history
        .iter()
        .map(|m| m["id"].as_str().expect("id").to_owned())
        .collect();
    assert!(
        ack.assistant_messages.is_subset(&messages),
        "every answered run's messages are kept"
    );
    let path = format!("/api/v1/projects/{}/files", world.base_project);
    let files: Vec<Value> = json_ok(app.get(&path, &user.access).await, "files").await;
    let confirmed: BTreeSet<String> = files
        .iter()
        .map(|f| f["id"].as_str().expect("id").to_owned())
        .collect();
    assert_eq!(confirmed, ack.confirmed_files, "confirmed files");
    for file in &ack.pending_files {
        let id: uuid::Uuid = file.parse().expect("uuid");
        let row = entities::files::Entity::find_by_id(id)
            .one(&app.db)
            .await
            .expect("read");
        assert!(row.is_some(), "presigned file {file} kept");
    }
    for token in &ack.refresh_tokens {
        let res = app
            .post("/api/v1/auth/refresh", None, json!({"refreshToken": token}))
            .await;
        assert_eq!(
            res.status(),
            StatusCode::OK,
            "an acknowledged sign-in's refresh token"
        );
    }
    for (id, tier) in &ack.tiers {
        let body: Value = json_ok(
            app.get(&format!("/api/v1/admin/users/{id}"), &admin.access)
                .await,
            "user",
        )
        .await;
        assert_eq!(body["membershipTier"], tier.as_str(), "tier of {id}");
    }
    for event in &ack.events {
        let row = entities::payment_events::Entity::find_by_id(event.clone())
            .one(&app.db)
            .await
            .expect("read");
        assert!(row.is_some(), "event {event} recorded");
    }
}
