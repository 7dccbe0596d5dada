//! Projects (spec §4.1): CRUD, validation, ownership.

use entities::{messages, sessions};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

use crate::helpers::{TestApp, expect_error};
use crate::history::seed_messages;

#[actix_web::test]
async fn create_read_update_list_and_delete() {
    let app = TestApp::spawn().await;
    let user = app.register("owner@example.com").await;
    let res = app
        .post("/api/v1/projects", Some(&user.access),
            json!({"name": "  Widget R&D  ", "fiscalYear": "2025", "description": "Cutting tool wear"}))
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let project: Value = res.json().await.expect("json");
    assert_eq!(project["name"], "Widget R&D");
    assert_eq!(project["fiscalYear"], "2025");
    assert_eq!(project["description"], "Cutting tool wear");
    assert_eq!(project["status"], "DRAFT");
    let id = project["id"].as_str().expect("id").to_owned();

    let res = app
        .get(&format!("/api/v1/projects/{id}"), &user.access)
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.json::<Value>().await.expect("json"), project);

    let res = app
        .patch(
            &format!("/api/v1/projects/{id}"),
            &user.access,
            json!({"status": "IN_PROGRESS", "fiscalYear": 2024}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let patched: Value = res.json().await.expect("json");
    assert_eq!(patched["status"], "IN_PROGRESS");
    assert_eq!(patched["fiscalYear"], "2024");
    assert_eq!(patched["name"], "Widget R&D");
    assert_eq!(patched["description"], "Cutting tool wear");

    let res = app
        .patch(
            &format!("/api/v1/projects/{id}"),
            &user.access,
            json!({"description": null}),
        )
        .await;
    assert!(res.json::<Value>().await.expect("json")["description"].is_null());

    let second = app.create_project(&user.access, "Second").await;
    let res = app.get("/api/v1/projects", &user.access).await;
    let list: Vec<Value> = res.json().await.expect("json");
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["id"], second["id"], "newest first");

    let res = app
        .delete(&format!("/api/v1/projects/{id}"), &user.access)
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let res = app
        .get(&format!("/api/v1/projects/{id}"), &user.access)
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    let res = app
        .delete(&format!("/api/v1/projects/{id}"), &user.access)
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
}

#[actix_web::test]
async fn invalid_fields_are_named() {
    let app = TestApp::spawn().await;
    let user = app.register("fields@example.com").await;
    let cases = [
        (json!({"fiscalYear": "2025"}), "name"),
        (json!({"name": "   ", "fiscalYear": "2025"}), "name"),
        (json!({"name": "x"}), "fiscalYear"),
        (json!({"name": "x", "fiscalYear": "1999"}), "fiscalYear"),
        (json!({"name": "x", "fiscalYear": "twenty"}), "fiscalYear"),
        (json!({"name": "x", "fiscalYear": true}), "fiscalYear"),
        (
            json!({"name": "x".repeat(201), "fiscalYear": "2025"}),
            "name",
        ),
        (
            json!({"name": "x", "fiscalYear": "2025", "description": "d".repeat(5001)}),
            "description",
        ),
    ];
    for (body, field) in cases {
        let res = app
            .post("/api/v1/projects", Some(&user.access), body.clone())
            .await;
        let err = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
        assert!(
            err["error"]["details"]["fields"][field].is_string(),
            "{body} -> {err}"
        );
    }
    let project = app.create_project(&user.access, "P").await;
    let id = project["id"].as_str().expect("id");
    let res = app
        .patch(
            &format!("/api/v1/projects/{id}"),
            &user.access,
            json!({"status": "DONE"}),
        )
        .await;
    let err = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert!(
        err["error"]["details"]["fields"]["status"]
            .as_str()
            .expect("msg")
            .contains("IN_PROGRESS")
    );
    let res = app
        .patch(
            &format!("/api/v1/projects/{id}"),
            &user.access,
            json!({"status": "draft"}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
}

#[actix_web::test]
async fn another_users_project_is_not_found() {
    let app = TestApp::spawn().await;
    let owner = app.register("mine@example.com").await;
    let stranger = app.register("theirs@example.com").await;
    let project = app.create_project(&owner.access, "Private").await;
    let path = format!("/api/v1/projects/{}", project["id"].as_str().expect("id"));

    expect_error(
        app.get(&path, &stranger.access).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    expect_error(
        app.patch(&path, &stranger.access, json!({"name": "Mine now"}))
            .await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    expect_error(
        app.delete(&path, &stranger.access).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    let list: Vec<Value> = app
        .get("/api/v1/projects", &stranger.access)
        .await
        .json()
        .await
        .expect("json");
    assert!(list.is_empty());
    // Untouched.
    let res = app.get(&path, &owner.access).await;
    assert_eq!(res.json::<Value>().await.expect("json")["name"], "Private");
}

#[actix_web::test]
async fn deleting_a_project_deletes_its_sessions_and_messages() {
    let app = TestApp::spawn().await;
    let user = app.register("cascade@example.com").await;
    let keep = app.create_project(&user.access, "Keep").await;
    let keep_session = app
        .create_session(&user.access, keep["id"].as_str().expect("id"), "LOGBOOK")
        .await;
    let project = app.create_project(&user.access, "Doomed").await;
    let pid = project["id"].as_str().expect("id");
    let mut doomed = Vec::new();
    for kind in ["PRECHECK", "T661"] {
        let session = app.create_session(&user.access, pid, kind).await;
        let sid = session["id"].as_str().expect("id").parse().expect("uuid");
        seed_messages(&app, sid, 3).await;
        doomed.push(sid);
    }
    seed_messages(
        &app,
        keep_session["id"]
            .as_str()
            .expect("id")
            .parse()
            .expect("uuid"),
        2,
    )
    .await;

    let res = app
        .delete(&format!("/api/v1/projects/{pid}"), &user.access)
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    for sid in doomed {
        assert!(
            sessions::Entity::find_by_id(sid)
                .one(&app.db)
                .await
                .expect("db")
                .is_none()
        );
        let left = messages::Entity::find()
            .filter(messages::Column::SessionId.eq(sid))
            .count(&app.db)
            .await
            .expect("db");
        assert_eq!(left, 0);
    }
    assert_eq!(
        messages::Entity::find().count(&app.db).await.expect("db"),
        2
    );
}

#[actix_web::test]
async fn the_list_reflects_every_write_at_once() {
    let app = TestApp::spawn().await;
    let user = app.register("fresh-list@example.com").await;
    let names = |list: Vec<Value>| -> Vec<String> {
        list.iter()
            .map(|p| p["name"].as_str().expect("name").to_owned())
            .collect()
    };
    let list = |app: &TestApp| {
        let token = user.access.clone();
        let app_url = app.url("/api/v1/projects");
        let client = app.client.clone();
        async move {
            let res = client
                .get(app_url)
                .bearer_auth(token)
                .send()
                .await
                .expect("send");
            assert_eq!(res.status(), StatusCode::OK);
            assert!(
                res.headers()["content-type"]
                    .to_str()
                    .expect("ascii")
                    .starts_with("application/json")
            );
            res.json::<Vec<Value>>().await.expect("json")
        }
    };
    assert!(list(&app).await.is_empty());
    let a = app.create_project(&user.access, "A").await;
    assert_eq!(names(list(&app).await), ["A"]);
    app.create_project(&user.access, "B").await;
    assert_eq!(names(list(&app).await), ["B", "A"]);
    let path = format!("/api/v1/projects/{}", a["id"].as_str().expect("id"));
    app.patch(&path, &user.access, json!({"name": "A2"})).await;
    assert_eq!(names(list(&app).await), ["B", "A2"]);
    app.delete(&path, &user.access).await;
    assert_eq!(names(list(&app).await), ["B"]);
    // Another user's list is separate.
    let other = app.register("fresh-other@example.com").await;
    let res = app.get("/api/v1/projects", &other.access).await;
    assert!(res.json::<Vec<Value>>().await.expect("json").is_empty());
}
