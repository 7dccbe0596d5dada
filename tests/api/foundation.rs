//! The HTTP foundation: health, request IDs, error envelopes for extractor failures, body limits.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, expect_error};

#[actix_web::test]
async fn liveness_and_readiness_answer() {
    let app = TestApp::spawn().await;
    let res = app
        .client
        .get(app.url("/api/v1/health/liveness"))
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.json::<Value>().await.expect("json")["status"], "UP");
    let res = app
        .client
        .get(app.url("/api/v1/health/readiness"))
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["checks"]["database"], "UP");
    assert_eq!(body["checks"]["storage"], "UP");
}

#[actix_web::test]
async fn readiness_and_requests_report_an_unreachable_database_as_503() {
    let app = TestApp::spawn().await;
    let user = app.register("down@example.com").await;
    app.state.db.clone().close().await.expect("close pool");
    let res = app.get("/api/v1/projects", &user.access).await;
    assert!(res.headers().contains_key("retry-after"));
    expect_error(res, StatusCode::SERVICE_UNAVAILABLE, "DATABASE_UNAVAILABLE").await;
    let res = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": user.email, "password": crate::helpers::PASSWORD}),
        )
        .await;
    expect_error(res, StatusCode::SERVICE_UNAVAILABLE, "DATABASE_UNAVAILABLE").await;
    let res = app
        .client
        .get(app.url("/api/v1/health/readiness"))
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.json::<Value>().await.expect("json")["status"], "DOWN");
}

#[actix_web::test]
async fn request_id_is_echoed_or_generated() {
    let app = TestApp::spawn().await;
    let res = app
        .client
        .get(app.url("/api/v1/health/liveness"))
        .header("x-request-id", "abc-123")
        .send()
        .await
        .expect("send");
    assert_eq!(res.headers()["x-request-id"], "abc-123");
    let res = app
        .client
        .get(app.url("/api/v1/health/liveness"))
        .send()
        .await
        .expect("send");
    let generated = res.headers()["x-request-id"]
        .to_str()
        .expect("ascii")
        .to_owned();
    assert_eq!(generated.len(), 36, "{generated}");
    // An unreasonable value is replaced, not echoed.
    let res = app
        .client
        .get(app.url("/api/v1/health/liveness"))
        .header("x-request-id", "a b<script>")
        .send()
        .await
        .expect("send");
    assert_ne!(res.headers()["x-request-id"], "a b<script>");
}

#[actix_web::test]
async fn malformed_json_wrong_types_and_content_type_are_400_envelopes() {
    let app = TestApp::spawn().await;
    let user = app.register("shape@example.com").await;
    let res = app
        .client
        .post(app.url("/api/v1/projects"))
        .bearer_auth(&user.access)
        .header("content-type", "application/json")
        .body("{\"name\": ")
        .send()
        .await
        .expect("send");
    let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert!(
        body["error"]["details"]["fields"]["body"].is_string(),
        "{body}"
    );

    let res = app
        .post(
            "/api/v1/projects",
            Some(&user.access),
            json!({"name": 5, "fiscalYear": "2025"}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let res = app
        .client
        .post(app.url("/api/v1/projects"))
        .bearer_auth(&user.access)
        .header("content-type", "text/plain")
        .body("name=x")
        .send()
        .await
        .expect("send");
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let res = app.get("/api/v1/projects/not-a-uuid", &user.access).await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
}

#[actix_web::test]
async fn oversized_body_is_413() {
    let app = TestApp::spawn().await;
    let user = app.register("big@example.com").await;
    let description = "x".repeat(1024 * 1024 + 10);
    let res = app
        .post(
            "/api/v1/projects",
            Some(&user.access),
            json!({"name": "n", "fiscalYear": "2025", "description": description}),
        )
        .await;
    expect_error(res, StatusCode::PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE").await;
}

#[actix_web::test]
async fn unknown_route_is_a_404_envelope() {
    let app = TestApp::spawn().await;
    let res = app
        .send(Method::GET, "/api/v1/nothing-here", None, None)
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
}

#[actix_web::test]
async fn a_known_path_with_another_method_is_405_with_allow() {
    let app = TestApp::spawn().await;
    let user = app.register("methods@example.com").await;
    let project = app.create_project(&user.access, "Methods").await;
    let pid = project["id"].as_str().expect("id");
    for (method, path, allow) in [
        (
            reqwest::Method::DELETE,
            "/api/v1/auth/login".to_owned(),
            "POST",
        ),
        (
            reqwest::Method::PUT,
            format!("/api/v1/projects/{pid}"),
            "GET, PATCH, DELETE",
        ),
        (
            reqwest::Method::GET,
            "/api/v1/billing/payment/webhook".to_owned(),
            "POST",
        ),
        (
            reqwest::Method::POST,
            "/api/v1/openapi.json".to_owned(),
            "GET",
        ),
    ] {
        let res = app
            .client
            .request(method.clone(), app.url(&path))
            .bearer_auth(&user.access)
            .send()
            .await
            .expect("send");
        assert_eq!(
            res.status(),
            StatusCode::METHOD_NOT_ALLOWED,
            "{method} {path}"
        );
        assert_eq!(
            res.headers().get("allow").and_then(|v| v.to_str().ok()),
            Some(allow),
            "{method} {path}"
        );
        let body: serde_json::Value = res.json().await.expect("json");
        assert_eq!(body["error"]["code"], "METHOD_NOT_ALLOWED");
    }
    let res = app.get("/api/v1/no-such-thing", &user.access).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}
