//! Sessions (spec §4.2): types, status and title routes, ownership, deletion.

use entities::messages;
use reqwest::StatusCode;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};

use crate::helpers::{TestApp, expect_error};
use crate::history::seed_messages;

const TYPES: [&str; 6] = [
    "PRECHECK",
    "T661",
    "T661_GEN",
    "T661_DRAFT",
    "T661_ANALYSIS",
    "LOGBOOK",
];

#[actix_web::test]
async fn every_spec_type_is_accepted_and_others_refused() {
    let app = TestApp::spawn().await;
    let user = app.register("types@example.com").await;
    let project = app.create_project(&user.access, "P").await;
    let pid = project["id"].as_str().expect("id");
    let path = format!("/api/v1/projects/{pid}/sessions");
    for kind in TYPES {
        let res = app
            .post(
                &path,
                Some(&user.access),
                json!({"type": kind, "title": format!("{kind} chat")}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED, "{kind}");
        let session: Value = res.json().await.expect("json");
        assert_eq!(session["type"], kind);
        assert_eq!(session["status"], "ACTIVE");
        assert_eq!(session["projectId"], pid);
        assert!(session["lastMessageAt"].is_null());
    }
    for bad in [
        json!({"type": "CHAT"}),
        json!({"type": "precheck"}),
        json!({}),
        json!({"type": 3}),
        json!({"type": "LOGBOOK", "title": "   "}),
    ] {
        let res = app.post(&path, Some(&user.access), bad.clone()).await;
        expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    }
    let list: Vec<Value> = app
        .get(&path, &user.access)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(list.len(), 6);
    assert_eq!(list[0]["type"], "LOGBOOK", "newest first");
}

#[actix_web::test]
async fn status_and_title_routes() {
    let app = TestApp::spawn().await;
    let user = app.register("status@example.com").await;
    let project = app.create_project(&user.access, "P").await;
    let pid = project["id"].as_str().expect("id");
    let session = app.create_session(&user.access, pid, "T661").await;
    assert!(session["title"].is_null());
    let base = format!(
        "/api/v1/projects/{pid}/sessions/{}",
        session["id"].as_str().expect("id")
    );

    let res = app
        .patch(
            &format!("{base}/status"),
            &user.access,
            json!({"status": "COMPLETED"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        res.json::<Value>().await.expect("json")["status"],
        "COMPLETED"
    );
    let res = app
        .patch(
            &format!("{base}/status"),
            &user.access,
            json!({"status": "FINISHED"}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let res = app
        .patch(&format!("{base}/status"), &user.access, json!({}))
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let res = app
        .patch(
            &format!("{base}/title"),
            &user.access,
            json!({"title": "  Line 242 draft "}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        res.json::<Value>().await.expect("json")["title"],
        "Line 242 draft"
    );
    let res = app
        .patch(
            &format!("{base}/title"),
            &user.access,
            json!({"title": "t".repeat(201)}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let res = app.get(&base, &user.access).await;
    let fetched: Value = res.json().await.expect("json");
    assert_eq!(fetched["status"], "COMPLETED");
    assert_eq!(fetched["title"], "Line 242 draft");
}

#[actix_web::test]
async fn foreign_and_mismatched_sessions_are_not_found() {
    let app = TestApp::spawn().await;
    let owner = app.register("sess-owner@example.com").await;
    let stranger = app.register("sess-stranger@example.com").await;
    let project = app.create_project(&owner.access, "P").await;
    let other_project = app.create_project(&owner.access, "Q").await;
    let pid = project["id"].as_str().expect("id");
    let qid = other_project["id"].as_str().expect("id");
    let session = app.create_session(&owner.access, pid, "PRECHECK").await;
    let sid = session["id"].as_str().expect("id");

    let paths = [
        format!("/api/v1/projects/{pid}/sessions/{sid}"),
        format!("/api/v1/projects/{qid}/sessions/{sid}"),
    ];
    for (token, path) in [(&stranger.access, &paths[0]), (&owner.access, &paths[1])] {
        expect_error(
            app.get(path, token).await,
            StatusCode::NOT_FOUND,
            "NOT_FOUND",
        )
        .await;
        expect_error(
            app.patch(
                &format!("{path}/status"),
                token,
                json!({"status": "ARCHIVED"}),
            )
            .await,
            StatusCode::NOT_FOUND,
            "NOT_FOUND",
        )
        .await;
        expect_error(
            app.patch(&format!("{path}/title"), token, json!({"title": "x"}))
                .await,
            StatusCode::NOT_FOUND,
            "NOT_FOUND",
        )
        .await;
        expect_error(
            app.delete(path, token).await,
            StatusCode::NOT_FOUND,
            "NOT_FOUND",
        )
        .await;
    }
    let res = app
        .post(
            &format!("/api/v1/projects/{pid}/sessions"),
            Some(&stranger.access),
            json!({"type": "T661"}),
        )
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    expect_error(
        app.get(
            &format!("/api/v1/projects/{pid}/sessions"),
            &stranger.access,
        )
        .await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    assert_eq!(
        app.get(&paths[0], &owner.access).await.status(),
        StatusCode::OK
    );
}

#[actix_web::test]
async fn deleting_a_session_deletes_its_messages() {
    let app = TestApp::spawn().await;
    let user = app.register("sess-del@example.com").await;
    let project = app.create_project(&user.access, "P").await;
    let pid = project["id"].as_str().expect("id");
    let doomed = app.create_session(&user.access, pid, "PRECHECK").await;
    let kept = app.create_session(&user.access, pid, "LOGBOOK").await;
    seed_messages(
        &app,
        doomed["id"].as_str().expect("id").parse().expect("uuid"),
        4,
    )
    .await;
    seed_messages(
        &app,
        kept["id"].as_str().expect("id").parse().expect("uuid"),
        1,
    )
    .await;

    let path = format!(
        "/api/v1/projects/{pid}/sessions/{}",
        doomed["id"].as_str().expect("id")
    );
    assert_eq!(
        app.delete(&path, &user.access).await.status(),
        StatusCode::NO_CONTENT
    );
    expect_error(
        app.get(&path, &user.access).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    assert_eq!(
        messages::Entity::find().count(&app.db).await.expect("db"),
        1
    );
}

#[actix_web::test]
async fn deletes_that_read_first_succeed_while_other_writes_land() {
    // A delete reads the row, then writes. On SQLite a deferred transaction doing so failed at
    // once (503) when another write landed in between; write transactions now begin IMMEDIATE.
    let app = TestApp::spawn().await;
    let user = app.register("concurrent-deletes@example.com").await;
    let project = app.create_project(&user.access, "Busy").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    let mut ids = Vec::new();
    for _ in 0..24 {
        let s = app.create_session(&user.access, &pid, "PRECHECK").await;
        ids.push(s["id"].as_str().expect("id").to_owned());
    }
    let deletes = futures_util::future::join_all(ids.iter().map(|sid| {
        app.client
            .delete(app.url(&format!("/api/v1/projects/{pid}/sessions/{sid}")))
            .bearer_auth(&user.access)
            .send()
    }));
    let sessions_url = format!("/api/v1/projects/{pid}/sessions");
    let creates = futures_util::future::join_all((0..24).map(|_| {
        app.post(
            &sessions_url,
            Some(&user.access),
            json!({"type": "LOGBOOK"}),
        )
    }));
    let (deletes, creates) = futures_util::join!(deletes, creates);
    for res in deletes {
        assert_eq!(res.expect("delete").status(), StatusCode::NO_CONTENT);
    }
    for res in creates {
        assert_eq!(res.status(), StatusCode::CREATED);
    }
}

#[actix_web::test]
async fn an_update_racing_a_delete_answers_404_never_500() {
    let app = TestApp::spawn().await;
    let user = app.register("race-delete@example.com").await;
    let project = app.create_project(&user.access, "Race").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    for round in 0..30 {
        let session = app.create_session(&user.access, &pid, "PRECHECK").await;
        let base = format!(
            "/api/v1/projects/{pid}/sessions/{}",
            session["id"].as_str().expect("id")
        );
        let (status_path, title_path) = (format!("{base}/status"), format!("{base}/title"));
        let (update, delete) = if round % 2 == 0 {
            tokio::join!(
                app.patch(&status_path, &user.access, json!({"status": "COMPLETED"})),
                app.delete(&base, &user.access),
            )
        } else {
            tokio::join!(
                app.patch(&title_path, &user.access, json!({"title": "Raced"})),
                app.delete(&base, &user.access),
            )
        };
        assert!(
            [StatusCode::OK, StatusCode::NOT_FOUND].contains(&update.status()),
            "round {round}: update {}",
            update.status()
        );
        assert!(
            [StatusCode::NO_CONTENT, StatusCode::OK].contains(&delete.status()),
            "round {round}: delete {}",
            delete.status()
        );
    }
    // Projects alike.
    for round in 0..20 {
        let project = app
            .create_project(&user.access, &format!("Doomed {round}"))
            .await;
        let path = format!("/api/v1/projects/{}", project["id"].as_str().expect("id"));
        let (update, delete) = tokio::join!(
            app.patch(&path, &user.access, json!({"description": "Raced"})),
            app.delete(&path, &user.access),
        );
        assert!(
            [StatusCode::OK, StatusCode::NOT_FOUND].contains(&update.status()),
            "project round {round}: update {}",
            update.status()
        );
        assert!(delete.status().is_success(), "{}", delete.status());
    }
}

#[actix_web::test]
async fn bodies_must_be_json_objects() {
    let app = TestApp::spawn().await;
    // An array is not an object: its elements do not fill the fields in order.
    for body in [
        json!(["array@example.com", "Str0ng-Passw0rd!"]),
        json!("text"),
        json!(7),
        json!(null),
    ] {
        let res = app.post("/api/v1/auth/register", None, body.clone()).await;
        let error = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
        assert!(
            error["error"]["details"]["fields"]["body"]
                .as_str()
                .is_some_and(|m| m.contains("JSON object")),
            "{body}: {error}"
        );
    }
    let admin = app.create_admin("array-admin@example.com").await;
    let before: Value = app
        .get("/api/v1/admin/quotas/config", &admin.access)
        .await
        .json()
        .await
        .expect("json");
    let res = app
        .put(
            "/api/v1/admin/quotas/tiers/FREE",
            &admin.access,
            json!([null, null]),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let after: Value = app
        .get("/api/v1/admin/quotas/config", &admin.access)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(before["data"], after["data"], "the FREE plan changed");
}
