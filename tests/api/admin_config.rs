//! The admin billing and quota configuration (spec §4.7, DESIGN §12): enveloped DTOs of the
//! tables' columns, partial PUTs and their field rules (FREE never purchasable, its price 0),
//! the public catalogue following the plan rows, quota limits applying to the next reservation
//! without a restart, audit rows naming the admin, and 403 for a user.

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
async fn plan_updates_are_validated_applied_public_and_audited() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("cfg-plans@example.com").await;
    let starter = "/api/v1/admin/billing/plans/STARTER";
    let free = "/api/v1/admin/billing/plans/FREE";

    refused(
        &app,
        &admin,
        free,
        json!({"purchasable": true}),
        "purchasable",
    )
    .await;
    refused(&app, &admin, free, json!({"priceCents": 100}), "priceCents").await;
    refused(&app, &admin, starter, json!({"currency": "CA"}), "currency").await;
    refused(
        &app,
        &admin,
        starter,
        json!({"currency": "C4D"}),
        "currency",
    )
    .await;
    refused(
        &app,
        &admin,
        starter,
        json!({"priceCents": -1}),
        "priceCents",
    )
    .await;
    refused(
        &app,
        &admin,
        starter,
        json!({"priceCents": 12.5}),
        "priceCents",
    )
    .await;
    refused(
        &app,
        &admin,
        starter,
        json!({"priceCents": "100"}),
        "priceCents",
    )
    .await;
    refused(
        &app,
        &admin,
        starter,
        json!({"priceCents": 100_000_001}),
        "priceCents",
    )
    .await;
    refused(
        &app,
        &admin,
        starter,
        json!({"providerPriceId": "price 1"}),
        "providerPriceId",
    )
    .await;
    refused(
        &app,
        &admin,
        starter,
        json!({"providerPriceId": "p".repeat(256)}),
        "providerPriceId",
    )
    .await;
    refused(
        &app,
        &admin,
        starter,
        json!({"interval": "week"}),
        "interval",
    )
    .await;
    refused(&app, &admin, starter, json!({"name": "  "}), "name").await;
    refused(&app, &admin, starter, json!({"name": "a\nb"}), "name").await;
    refused(
        &app,
        &admin,
        starter,
        json!({"name": "n".repeat(101)}),
        "name",
    )
    .await;
    refused(&app, &admin, starter, json!({"name": null}), "name").await;
    refused(&app, &admin, starter, json!({"active": null}), "active").await;
    refused(
        &app,
        &admin,
        starter,
        json!({"description": "d".repeat(2001)}),
        "description",
    )
    .await;
    refused(
        &app,
        &admin,
        starter,
        json!({"features": vec!["f"; 21]}),
        "features",
    )
    .await;
    refused(
        &app,
        &admin,
        starter,
        json!({"features": ["ok", " "]}),
        "features[1]",
    )
    .await;
    let res = put(&app, &admin, "/api/v1/admin/billing/plans/GOLD", json!({})).await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let res = put(&app, &admin, "/api/v1/admin/quotas/tiers/GOLD", json!({})).await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert!(audit_rows(&app, "BILLING_PLAN_UPDATED").await.is_empty());

    // FREE may stay unpurchasable at price 0.
    let plan = data(
        put(
            &app,
            &admin,
            free,
            json!({"purchasable": false, "priceCents": 0, "name": "Free plan"}),
        )
        .await,
    )
    .await;
    assert_eq!(plan["name"], "Free plan");
    assert_eq!(plan["purchasable"], false);

    let before = data(app.get(BILLING, &admin.access).await).await["plans"][1].clone();
    let plan = data(
        put(
            &app,
            &admin,
            starter,
            json!({
                "name": "  Starter Plus ",
                "priceCents": 5900,
                "currency": "USD",
                "interval": "year",
                "providerPriceId": "price_starter-1",
                "features": ["One", "Two"]
            }),
        )
        .await,
    )
    .await;
    assert_eq!(plan["tier"], "STARTER");
    assert_eq!(plan["name"], "Starter Plus");
    assert_eq!(plan["priceCents"], 5900);
    assert_eq!(plan["currency"], "usd");
    assert_eq!(plan["interval"], "year");
    assert_eq!(plan["providerPriceId"], "price_starter-1");
    assert_eq!(plan["features"], json!(["One", "Two"]));
    // Untouched fields stay.
    assert_eq!(plan["description"], before["description"]);
    assert_eq!(plan["active"], before["active"]);
    assert_eq!(plan["purchasable"], before["purchasable"]);

    // The public catalogue shows the change; an inactive plan disappears from it.
    let public = data(
        app.client
            .get(app.url("/api/v1/subscription-plans"))
            .send()
            .await
            .expect("sent"),
    )
    .await;
    let shown = public["plans"]
        .as_array()
        .expect("plans")
        .iter()
        .find(|p| p["tier"] == "STARTER")
        .cloned()
        .expect("STARTER listed");
    assert_eq!(shown["priceCents"], 5900);
    assert_eq!(shown["name"], "Starter Plus");
    let plan = data(
        put(
            &app,
            &admin,
            starter,
            json!({"active": false, "providerPriceId": ""}),
        )
        .await,
    )
    .await;
    assert_eq!(plan["active"], false);
    assert!(plan["providerPriceId"].is_null());
    let public = data(
        app.client
            .get(app.url("/api/v1/subscription-plans"))
            .send()
            .await
            .expect("sent"),
    )
    .await;
    assert!(
        public["plans"]
            .as_array()
            .expect("plans")
            .iter()
            .all(|p| p["tier"] != "STARTER"),
        "{public}"
    );
    // Still in the admin view.
    let config = data(app.get(BILLING, &admin.access).await).await;
    assert_eq!(config["plans"][1]["tier"], "STARTER");
    assert_eq!(config["plans"][1]["active"], false);

    // One audit row per accepted PUT, by the admin, naming what changed.
    let rows = audit_rows(&app, "BILLING_PLAN_UPDATED").await;
    assert_eq!(rows.len(), 3);
    assert!(rows.iter().all(|r| r.actor_id == Some(admin.id)));
    assert!(rows.iter().all(|r| r.target_type == "subscription_plan"));
    assert_eq!(rows[1].target_id.as_deref(), Some("STARTER"));
    let changed = &rows[1].details.as_ref().expect("details")["changed"];
    assert_eq!(changed["priceCents"]["to"], 5900);
    assert_eq!(changed["currency"]["to"], "usd");
    assert!(changed.get("description").is_none(), "{changed}");
    let changed = &rows[2].details.as_ref().expect("details")["changed"];
    assert_eq!(changed["active"], json!({"from": true, "to": false}));
    assert_eq!(
        changed["providerPriceId"],
        json!({"from": "price_starter-1", "to": null})
    );
}

#[actix_web::test]
async fn the_expert_review_offering_is_updated_and_audited() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("cfg-offer@example.com").await;
    let path = "/api/v1/admin/billing/expert-review";
    refused(&app, &admin, path, json!({"priceCents": 0}), "priceCents").await;
    refused(&app, &admin, path, json!({"priceCents": -5}), "priceCents").await;
    refused(&app, &admin, path, json!({"currency": "euro"}), "currency").await;
    refused(
        &app,
        &admin,
        path,
        json!({"providerPriceId": "price/1"}),
        "providerPriceId",
    )
    .await;
    let res = app.send(Method::PUT, path, Some(&admin.access), None).await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let res = app
        .client
        .put(app.url(path))
        .bearer_auth(&admin.access)
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .expect("sent");
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let offering = data(
        put(
            &app,
            &admin,
            path,
            json!({"name": "Review", "description": "Line one\r\nLine two", "priceCents": 25000,
                   "currency": "EUR", "providerPriceId": "price_review_2"}),
        )
        .await,
    )
    .await;
    assert_eq!(offering["name"], "Review");
    assert_eq!(offering["description"], "Line one\nLine two");
    assert_eq!(offering["priceCents"], 25000);
    assert_eq!(offering["currency"], "eur");
    assert_eq!(offering["providerPriceId"], "price_review_2");
    let config = data(app.get(BILLING, &admin.access).await).await;
    assert_eq!(config["expertReview"]["priceCents"], 25000);

    let offering = data(put(&app, &admin, path, json!({"active": false})).await).await;
    assert_eq!(offering["active"], false);
    let public = data(
        app.client
            .get(app.url("/api/v1/subscription-plans"))
            .send()
            .await
            .expect("sent"),
    )
    .await;
    assert!(public["expertReview"].is_null(), "{public}");

    let rows = audit_rows(&app, "EXPERT_REVIEW_OFFERING_UPDATED").await;
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r.actor_id == Some(admin.id)));
    assert_eq!(rows[0].target_type, "expert_review_offering");
    assert_eq!(
        rows[1].details.as_ref().expect("details")["changed"]["active"]["to"],
        false
    );
}

#[actix_web::test]
async fn quota_config_shapes_and_validation() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("cfg-quota@example.com").await;
    let config = data(app.get(QUOTAS, &admin.access).await).await;
    let tiers = config["tiers"].as_array().expect("tiers");
    let names: Vec<&str> = tiers
        .iter()
        .map(|t| t["tier"].as_str().expect("tier"))
        .collect();
    assert_eq!(names, ["FREE", "STARTER", "PROFESSIONAL", "ENTERPRISE"]);
    let enterprise = &tiers[3];
    assert!(enterprise["aiRunsPerMonth"].is_null());
    assert!(enterprise["storageBytes"].is_null());
    assert!(enterprise["maxProjects"].is_null());
    assert!(enterprise["maxFilesPerProject"].is_null());
    assert!(enterprise["maxFileSizeBytes"].as_i64() > Some(0));
    assert!(enterprise["maxFilesPerUpload"].as_i64() > Some(0));
    assert_eq!(tiers[0]["aiRunsPerMonth"], 20);
    let global = &config["global"];
    assert!(global["aiRunsPerDay"].is_null());
    assert_eq!(global["maxConcurrentRuns"], 64);
    assert!(global["storageBytes"].is_null());

    let tier = "/api/v1/admin/quotas/tiers/STARTER";
    refused(
        &app,
        &admin,
        tier,
        json!({"aiRunsPerMonth": -1}),
        "aiRunsPerMonth",
    )
    .await;
    refused(
        &app,
        &admin,
        tier,
        json!({"storageBytes": "10"}),
        "storageBytes",
    )
    .await;
    refused(
        &app,
        &admin,
        tier,
        json!({"maxProjects": 1.5}),
        "maxProjects",
    )
    .await;
    refused(
        &app,
        &admin,
        tier,
        json!({"maxFilesPerProject": -3}),
        "maxFilesPerProject",
    )
    .await;
    refused(
        &app,
        &admin,
        tier,
        json!({"maxFileSizeBytes": 0}),
        "maxFileSizeBytes",
    )
    .await;
    refused(
        &app,
        &admin,
        tier,
        json!({"maxFileSizeBytes": 5i64 * 1024 * 1024 * 1024 + 1}),
        "maxFileSizeBytes",
    )
    .await;
    refused(
        &app,
        &admin,
        tier,
        json!({"maxFileSizeBytes": null}),
        "maxFileSizeBytes",
    )
    .await;
    refused(
        &app,
        &admin,
        tier,
        json!({"maxFilesPerUpload": 0}),
        "maxFilesPerUpload",
    )
    .await;
    refused(
        &app,
        &admin,
        tier,
        json!({"maxFilesPerUpload": 101}),
        "maxFilesPerUpload",
    )
    .await;
    let global_path = "/api/v1/admin/quotas/global";
    refused(
        &app,
        &admin,
        global_path,
        json!({"aiRunsPerDay": -1}),
        "aiRunsPerDay",
    )
    .await;
    refused(
        &app,
        &admin,
        global_path,
        json!({"maxConcurrentRuns": 0}),
        "maxConcurrentRuns",
    )
    .await;
    refused(
        &app,
        &admin,
        global_path,
        json!({"maxConcurrentRuns": null}),
        "maxConcurrentRuns",
    )
    .await;
    refused(
        &app,
        &admin,
        global_path,
        json!({"storageBytes": -1}),
        "storageBytes",
    )
    .await;
    assert!(audit_rows(&app, "TIER_QUOTA_UPDATED").await.is_empty());

    // Absent stays, null is unlimited.
    let limits = data(
        put(
            &app,
            &admin,
            tier,
            json!({"aiRunsPerMonth": null, "maxProjects": 7, "maxFilesPerUpload": 100,
                   "maxFileSizeBytes": 5i64 * 1024 * 1024 * 1024}),
        )
        .await,
    )
    .await;
    assert_eq!(limits["tier"], "STARTER");
    assert!(limits["aiRunsPerMonth"].is_null());
    assert_eq!(limits["maxProjects"], 7);
    assert_eq!(limits["maxFilesPerUpload"], 100);
    assert_eq!(limits["storageBytes"], tiers[1]["storageBytes"]);
    assert_eq!(limits["maxFilesPerProject"], tiers[1]["maxFilesPerProject"]);

    let global = data(
        put(
            &app,
            &admin,
            global_path,
            json!({"aiRunsPerDay": 500, "maxConcurrentRuns": 8}),
        )
        .await,
    )
    .await;
    assert_eq!(global["aiRunsPerDay"], 500);
    assert_eq!(global["maxConcurrentRuns"], 8);
    assert!(global["storageBytes"].is_null());
    let config = data(app.get(QUOTAS, &admin.access).await).await;
    assert_eq!(config["global"]["aiRunsPerDay"], 500);
    assert_eq!(config["global"]["maxConcurrentRuns"], 8);
    assert_eq!(config["tiers"][1]["maxProjects"], 7);
    assert!(config["tiers"][1]["aiRunsPerMonth"].is_null());
    let global = data(put(&app, &admin, global_path, json!({"aiRunsPerDay": null})).await).await;
    assert!(global["aiRunsPerDay"].is_null());
    assert_eq!(global["maxConcurrentRuns"], 8);

    let rows = audit_rows(&app, "TIER_QUOTA_UPDATED").await;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].actor_id, Some(admin.id));
    assert_eq!(rows[0].target_type, "tier_quota");
    assert_eq!(rows[0].target_id.as_deref(), Some("STARTER"));
    let changed = &rows[0].details.as_ref().expect("details")["changed"];
    assert_eq!(changed["aiRunsPerMonth"], json!({"from": 200, "to": null}));
    assert_eq!(changed["maxProjects"], json!({"from": 20, "to": 7}));
    let rows = audit_rows(&app, "GLOBAL_QUOTA_UPDATED").await;
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r.actor_id == Some(admin.id)));
    assert_eq!(rows[0].target_type, "global_quota");
}

#[actix_web::test]
async fn tier_limits_apply_to_the_next_request_without_a_restart() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("cfg-live@example.com").await;
    let user = app.register("cfg-live-user@example.com").await;
    let free = "/api/v1/admin/quotas/tiers/FREE";

    // Projects: a FREE user's second project is over a limit of 1.
    data(put(&app, &admin, free, json!({"maxProjects": 1})).await).await;
    app.create_project(&user.access, "first").await;
    let res = app
        .post(
            "/api/v1/projects",
            Some(&user.access),
            json!({"name": "x", "fiscalYear": "2025"}),
        )
        .await;
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "QUOTA_EXCEEDED").await;
    data(put(&app, &admin, free, json!({"maxProjects": null})).await).await;
    let project = app.create_project(&user.access, "second").await;
    let pid = project["id"].as_str().expect("id").to_owned();

    // AI runs: the snapshot shows the new limit at once.
    data(put(&app, &admin, free, json!({"aiRunsPerMonth": 3})).await).await;
    let me: Value = app
        .get("/api/v1/quotas/me", &user.access)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(me["aiRunsMonthlyLimit"], 3);
    assert_eq!(me["projectsLimit"], Value::Null);

    // Storage: the next reservation (a presign) is held to the new limit.
    data(put(&app, &admin, free, json!({"storageBytes": 10})).await).await;
    let presign_path = format!("/api/v1/projects/{pid}/files/presign");
    let presign = |size: i64| {
        app.post(
            &presign_path,
            Some(&user.access),
            json!({"files": [{"filename": "a.txt", "contentType": "text/plain", "fileSize": size}]}),
        )
    };
    let res = presign(100).await;
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "QUOTA_EXCEEDED").await;
    data(put(&app, &admin, free, json!({"storageBytes": 1000})).await).await;
    assert_eq!(presign(100).await.status(), StatusCode::OK);
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
