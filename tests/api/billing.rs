//! Billing: the public plan catalogue (spec §4.9, §2.10; DESIGN §10, §12).

use entities::{MembershipTier, expert_review_offering, subscription_plans};
use reqwest::{Method, StatusCode};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait};
use serde_json::Value;

use crate::helpers::TestApp;

/// `GET /api/v1/subscription-plans` without a token: the envelope's `data`.
async fn catalogue(app: &TestApp) -> Value {
    let res = app
        .send(Method::GET, "/api/v1/subscription-plans", None, None)
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["success"], true);
    body["data"].clone()
}

fn tiers(data: &Value) -> Vec<String> {
    data["plans"]
        .as_array()
        .expect("plans")
        .iter()
        .map(|p| p["tier"].as_str().expect("tier").to_owned())
        .collect()
}

fn plan<'a>(data: &'a Value, tier: &str) -> &'a Value {
    data["plans"]
        .as_array()
        .expect("plans")
        .iter()
        .find(|p| p["tier"] == tier)
        .expect("plan listed")
}

#[actix_web::test]
async fn a_visitor_sees_the_four_seeded_plans_and_the_offering() {
    let app = TestApp::spawn().await;
    let data = catalogue(&app).await;
    assert_eq!(
        tiers(&data),
        ["FREE", "STARTER", "PROFESSIONAL", "ENTERPRISE"]
    );
    let free = plan(&data, "FREE");
    assert_eq!(free["active"], true);
    assert_eq!(free["purchasable"], false);
    assert_eq!(free["priceCents"], 0);
    for tier in ["STARTER", "PROFESSIONAL", "ENTERPRISE"] {
        let p = plan(&data, tier);
        assert_eq!(p["purchasable"], true, "{tier}");
        assert!(p["priceCents"].as_i64().expect("price") > 0, "{tier}");
        // No price ID configured by default.
        assert_eq!(p["providerPriceId"], Value::Null, "{tier}");
    }
    for key in [
        "tier",
        "name",
        "description",
        "priceCents",
        "currency",
        "interval",
        "providerPriceId",
        "active",
        "purchasable",
        "features",
        "createdAt",
        "updatedAt",
    ] {
        assert!(free.get(key).is_some(), "{key} in {free}");
    }
    assert!(free["features"].is_array());
    let offering = &data["expertReview"];
    assert_eq!(offering["active"], true);
    assert!(offering["priceCents"].as_i64().expect("price") > 0);
    assert_eq!(offering["providerPriceId"], Value::Null);
}

#[actix_web::test]
async fn inactive_plans_and_an_inactive_offering_are_hidden() {
    let app = TestApp::spawn().await;
    let starter = subscription_plans::Entity::find_by_id(MembershipTier::Starter)
        .one(&app.db)
        .await
        .expect("db")
        .expect("seeded");
    let mut starter: subscription_plans::ActiveModel = starter.into();
    starter.active = Set(false);
    starter.update(&app.db).await.expect("deactivated");
    let data = catalogue(&app).await;
    assert_eq!(tiers(&data), ["FREE", "PROFESSIONAL", "ENTERPRISE"]);

    let offering = expert_review_offering::Entity::find_by_id(expert_review_offering::SINGLETON_ID)
        .one(&app.db)
        .await
        .expect("db")
        .expect("seeded");
    let mut offering: expert_review_offering::ActiveModel = offering.into();
    offering.active = Set(false);
    offering.update(&app.db).await.expect("deactivated");
    let data = catalogue(&app).await;
    assert_eq!(data["expertReview"], Value::Null);
}

#[actix_web::test]
async fn configured_price_ids_are_shown_and_win_over_the_stored_ones() {
    let app = TestApp::spawn_with(|s| {
        s.payment.price_ids.starter = "price_starter_cfg".into();
        s.payment.price_ids.expert_review = "price_review_cfg".into();
    })
    .await;
    let pro = subscription_plans::Entity::find_by_id(MembershipTier::Professional)
        .one(&app.db)
        .await
        .expect("db")
        .expect("seeded");
    let mut pro: subscription_plans::ActiveModel = pro.into();
    pro.provider_price_id = Set(Some("price_pro_row".into()));
    pro.update(&app.db).await.expect("stored");

    let data = catalogue(&app).await;
    assert_eq!(
        plan(&data, "STARTER")["providerPriceId"],
        "price_starter_cfg"
    );
    assert_eq!(
        plan(&data, "PROFESSIONAL")["providerPriceId"],
        "price_pro_row"
    );
    assert_eq!(plan(&data, "ENTERPRISE")["providerPriceId"], Value::Null);
    assert_eq!(plan(&data, "FREE")["providerPriceId"], Value::Null);
    assert_eq!(data["expertReview"]["providerPriceId"], "price_review_cfg");
}
