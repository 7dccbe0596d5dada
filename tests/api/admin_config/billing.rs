//! Plan and expert-review offering updates: field rules, partial PUTs, the public catalogue and
//! the audit rows.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::{BILLING, audit_rows, data, put, refused};
use crate::helpers::{TestApp, expect_error};

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
