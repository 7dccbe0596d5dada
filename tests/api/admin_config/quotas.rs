//! Quota configuration: tier and global limits, their validation and audit rows, and limits
//! applying to the next request without a restart.

use reqwest::StatusCode;
use serde_json::{Value, json};

use super::{QUOTAS, audit_rows, data, put, refused};
use crate::helpers::{TestApp, expect_error};

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
