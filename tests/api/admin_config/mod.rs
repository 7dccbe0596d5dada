//! The admin billing and quota configuration (spec §4.7, DESIGN §12): enveloped DTOs of the
//! tables' columns, partial PUTs and their field rules (FREE never purchasable, its price 0),
//! the public catalogue following the plan rows, quota limits applying to the next reservation
//! without a restart, audit rows naming the admin, and 403 for a user.

mod billing;
mod quotas;

use entities::audit_log;
use reqwest::{Method, StatusCode};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};

use crate::helpers::{TestApp, TestUser, expect_error};

const BILLING: &str = "/api/v1/admin/billing/config";
const QUOTAS: &str = "/api/v1/admin/quotas/config";

/// The `data` of a successful envelope.
async fn data(res: reqwest::Response) -> Value {
    let status = res.status();
    let body: Value = res.json().await.expect("json");
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["success"], true, "{body}");
    assert_eq!(body["message"], "OK");
    assert!(body["timestamp"].is_string());
    body["data"].clone()
}

async fn put(app: &TestApp, admin: &TestUser, path: &str, body: Value) -> reqwest::Response {
    app.send(Method::PUT, path, Some(&admin.access), Some(body))
        .await
}

/// A 400 VALIDATION_FAILED naming `field`.
async fn refused(app: &TestApp, admin: &TestUser, path: &str, body: Value, field: &str) {
    let res = put(app, admin, path, body.clone()).await;
    let err = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert!(
        err["error"]["details"]["fields"][field].is_string(),
        "{body} -> {err}"
    );
}

async fn audit_rows(app: &TestApp, action: &str) -> Vec<audit_log::Model> {
    audit_log::Entity::find()
        .filter(audit_log::Column::Action.eq(action))
        .order_by_asc(audit_log::Column::CreatedAt)
        .order_by_asc(audit_log::Column::Id)
        .all(&app.db)
        .await
        .expect("audit rows")
}

#[actix_web::test]
async fn billing_config_lists_every_plan_and_the_offering() {
    let app = TestApp::spawn_with(|s| {
        s.payment.api_base = "http://127.0.0.1:9".into();
        s.payment.secret_key = "sk_test_config".to_owned().into();
        s.payment.price_ids.starter = "price_from_config".into();
    })
    .await;
    let admin = app.create_admin("cfg-billing@example.com").await;
    let config = data(app.get(BILLING, &admin.access).await).await;
    let tiers: Vec<&str> = config["plans"]
        .as_array()
        .expect("plans")
        .iter()
        .map(|p| p["tier"].as_str().expect("tier"))
        .collect();
    assert_eq!(tiers, ["FREE", "STARTER", "PROFESSIONAL", "ENTERPRISE"]);
    let free = &config["plans"][0];
    assert_eq!(free["priceCents"], 0);
    assert_eq!(free["purchasable"], false);
    for key in [
        "name",
        "description",
        "currency",
        "interval",
        "providerPriceId",
        "active",
        "features",
        "createdAt",
        "updatedAt",
    ] {
        assert!(free.get(key).is_some(), "{key} in {free}");
    }
    assert_eq!(config["plans"][1]["providerPriceId"], "price_from_config");
    assert!(config["expertReview"]["priceCents"].as_i64() > Some(0));
    assert!(config["expertReview"]["active"].is_boolean());
    assert_eq!(config["providerConfigured"], true);
    assert_eq!(config["webhookConfigured"], false);

    // Without a provider: neither is configured.
    let bare = TestApp::spawn().await;
    let admin = bare.create_admin("cfg-bare@example.com").await;
    let config = data(bare.get(BILLING, &admin.access).await).await;
    assert_eq!(config["providerConfigured"], false);
    assert_eq!(config["webhookConfigured"], false);
    assert_eq!(config["plans"].as_array().map(Vec::len), Some(4));

    // A configured price ID wins over the stored one in the PUT's answer too.
    let app_admin = app.login("cfg-billing@example.com").await;
    let plan = data(
        put(
            &app,
            &app_admin,
            "/api/v1/admin/billing/plans/STARTER",
            json!({"providerPriceId": "price_stored"}),
        )
        .await,
    )
    .await;
    assert_eq!(plan["providerPriceId"], "price_from_config");
}

#[actix_web::test]
async fn a_user_gets_403_and_nothing_changes() {
    let app = TestApp::spawn().await;
    let user = app.register("cfg-user@example.com").await;
    for (method, path) in [
        (Method::GET, BILLING),
        (Method::GET, QUOTAS),
        (Method::PUT, "/api/v1/admin/billing/plans/STARTER"),
        (Method::PUT, "/api/v1/admin/billing/expert-review"),
        (Method::PUT, "/api/v1/admin/quotas/tiers/FREE"),
        (Method::PUT, "/api/v1/admin/quotas/global"),
    ] {
        let res = app
            .send(
                method.clone(),
                path,
                Some(&user.access),
                Some(json!({"priceCents": 1, "maxProjects": 0, "maxConcurrentRuns": 1})),
            )
            .await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{method} {path}");
        let res = app.send(method.clone(), path, None, None).await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "{method} {path}");
    }
    let rows = audit_log::Entity::find().all(&app.db).await.expect("rows");
    assert!(rows.is_empty());
}
