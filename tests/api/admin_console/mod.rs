//! The admin console's invitations and users (spec §4.7, DESIGN §12): raw bodies, Spring-style
//! pages, filters, the last-admin rule (also under a race), suspension reaching live tokens, tiers
//! changing quota limits at once, audit rows and the admin write rate limit.

mod invitations;
mod users;

use entities::audit_log;
use reqwest::{Method, StatusCode};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::Value;

use crate::helpers::{TestApp, TestUser, expect_error};

async fn json_of(res: reqwest::Response, status: StatusCode) -> Value {
    let got = res.status();
    let body: Value = res.json().await.expect("json");
    assert_eq!(got, status, "{body}");
    body
}

async fn audits(app: &TestApp, action: &str) -> u64 {
    audit_log::Entity::find()
        .filter(audit_log::Column::Action.eq(action))
        .count(&app.db)
        .await
        .expect("count")
}

pub async fn invite(app: &TestApp, admin: &TestUser) -> String {
    let res = app
        .send(
            Method::POST,
            "/api/v1/admin/invitations?createdBy=ops%40example.com",
            Some(&admin.access),
            None,
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .expect("type")
            .starts_with("text/plain")
    );
    res.text().await.expect("code")
}

#[actix_web::test]
async fn admin_writes_are_rate_limited_per_admin() {
    let app = TestApp::spawn_with(|s| s.admin.writes_per_minute = 3).await;
    let admin = app.create_admin("limited-admin@example.com").await;
    for _ in 0..3 {
        invite(&app, &admin).await;
    }
    let res = app
        .send(
            Method::POST,
            "/api/v1/admin/invitations",
            Some(&admin.access),
            None,
        )
        .await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(res.headers().contains_key("retry-after"));
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
    // Reads are not limited.
    let res = app.get("/api/v1/admin/invitations", &admin.access).await;
    assert_eq!(res.status(), StatusCode::OK);
}
