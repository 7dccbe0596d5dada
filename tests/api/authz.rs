//! The 401/403 matrix: anonymous, user and admin against every route group (RELIABILITY 9).

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::helpers::{TestApp, expect_plain_401};

#[actix_web::test]
async fn anonymous_user_and_admin_matrix() {
    let app = TestApp::spawn().await;
    let user = app.register("matrix-user@example.com").await;
    let admin = app.create_admin("matrix-admin@example.com").await;
    let project = app.create_project(&user.access, "P").await;
    let pid = project["id"].as_str().expect("id");
    let session = app.create_session(&user.access, pid, "PRECHECK").await;
    let sid = session["id"].as_str().expect("id");

    let user_routes: Vec<(Method, String)> = vec![
        (Method::GET, "/api/v1/auth/me".into()),
        (Method::PATCH, "/api/v1/auth/me".into()),
        (Method::POST, "/api/v1/auth/change-password".into()),
        (Method::GET, "/api/v1/projects".into()),
        (Method::POST, "/api/v1/projects".into()),
        (Method::GET, format!("/api/v1/projects/{pid}")),
        (Method::PATCH, format!("/api/v1/projects/{pid}")),
        (Method::DELETE, format!("/api/v1/projects/{pid}")),
        (Method::GET, format!("/api/v1/projects/{pid}/sessions")),
        (Method::POST, format!("/api/v1/projects/{pid}/sessions")),
        (
            Method::GET,
            format!("/api/v1/projects/{pid}/sessions/{sid}"),
        ),
        (
            Method::PATCH,
            format!("/api/v1/projects/{pid}/sessions/{sid}/status"),
        ),
        (
            Method::PATCH,
            format!("/api/v1/projects/{pid}/sessions/{sid}/title"),
        ),
        (
            Method::DELETE,
            format!("/api/v1/projects/{pid}/sessions/{sid}"),
        ),
        (Method::GET, format!("/api/v1/sessions/{sid}/history")),
    ];
    let admin_routes: Vec<(Method, String)> =
        vec![(Method::GET, "/api/v1/admin/users/stats".into())];

    for (method, path) in user_routes.iter().chain(admin_routes.iter()) {
        // Anonymous: plain 401, even with a JSON body present.
        let res = app.send(method.clone(), path, None, Some(json!({}))).await;
        expect_plain_401(res, path).await;
        // A garbage token is the same.
        let res = app
            .send(method.clone(), path, Some("garbage"), Some(json!({})))
            .await;
        expect_plain_401(res, path).await;
    }

    for (method, path) in &admin_routes {
        let res = app
            .send(method.clone(), path, Some(&user.access), None)
            .await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{method} {path}");
        let body: serde_json::Value = res.json().await.expect("json");
        assert_eq!(
            body,
            json!({"status": 403, "error": "Forbidden", "path": path})
        );
        let res = app
            .send(method.clone(), path, Some(&admin.access), None)
            .await;
        assert_eq!(res.status(), StatusCode::OK, "{method} {path}");
    }

    // A user reaches the user routes (reads only here; writes are covered elsewhere).
    for (method, path) in user_routes.iter().filter(|(m, _)| *m == Method::GET) {
        let res = app
            .send(method.clone(), path, Some(&user.access), None)
            .await;
        assert_eq!(res.status(), StatusCode::OK, "{method} {path}");
    }
}

#[actix_web::test]
async fn admin_stats_count_users() {
    let app = TestApp::spawn().await;
    app.register("s1@example.com").await;
    app.register("s2@example.com").await;
    let admin = app.create_admin("stats-admin@example.com").await;
    let res = app.get("/api/v1/admin/users/stats", &admin.access).await;
    assert_eq!(res.status(), StatusCode::OK);
    let stats: serde_json::Value = res.json().await.expect("json");
    assert_eq!(stats["totalUsers"], 3);
    assert_eq!(stats["activeUsers"], 3);
    assert_eq!(stats["admins"], 1);
    assert_eq!(stats["byTier"]["FREE"], 2);
    assert_eq!(stats["byTier"]["ENTERPRISE"], 1);
    assert_eq!(stats["newUsersLast7Days"], 3);
}
