//! The edge guard reads the path the router matches: percent-encoding a letter or a digit of
//! `/api/v1`, or doubling a slash, does not get a request past it.

use reqwest::{Method, StatusCode};
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::json;

use crate::helpers::TestApp;

#[actix_web::test]
async fn an_encoded_prefix_does_not_pass_the_edge_guard() {
    let app = TestApp::spawn_with(|s| {
        s.edge.required = true;
        s.edge.client_id = "edge-id".to_owned();
        s.edge.client_secret = "edge-secret-0123456789abcdef".to_owned().into();
    })
    .await;
    // Registered through the edge, as the proxy would.
    let res = app
        .client
        .post(app.url("/api/v1/auth/register"))
        .header("edge-access-client-id", "edge-id")
        .header("edge-access-client-secret", "edge-secret-0123456789abcdef")
        .json(&json!({"email": "edge@example.com", "password": crate::helpers::PASSWORD}))
        .send()
        .await
        .expect("register");
    assert_eq!(res.status(), StatusCode::CREATED);
    let token = crate::helpers::auth_user(&res.json().await.expect("json")).access;
    for (verb, path) in [
        (Method::GET, "/%61pi/v1/auth/me"),
        (Method::GET, "/api/v%31/auth/me"),
        (Method::GET, "/ap%69/v1/projects"),
        (Method::GET, "/%61%70%69/%76%31/projects"),
        (Method::POST, "/api/v%31/projects"),
        (Method::POST, "/api/v1/%70rojects"),
        (Method::GET, "/api/v1/health/liveness"),
    ] {
        let res = app
            .send(
                verb.clone(),
                path,
                Some(&token),
                Some(json!({"name": "Past the edge", "fiscalYear": "2025"})),
            )
            .await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{verb} {path}");
    }
    let projects = entities::projects::Entity::find().count(&app.db).await;
    assert_eq!(projects.expect("count"), 0, "no project was created");
}
