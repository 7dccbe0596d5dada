//! The public screener (spec §4.9, DESIGN §13).

use entities::{messages, sessions};
use reqwest::StatusCode;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};

use crate::helpers::{TestApp, expect_error};

#[actix_web::test]
async fn a_visitor_gets_an_assessment_nothing_is_stored_and_the_rate_is_limited() {
    let app = TestApp::spawn_with(|s| s.screener.per_ip_per_hour = 2).await;
    let input = "It was unknown whether our sensor fusion could work below 5 ms. We hypothesised a Kalman variant would help, ran bench experiments and logged every result.";
    let res = app
        .post("/api/v1/screener", None, json!({"input": input}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["success"], true);
    let data = &body["data"];
    assert!(
        ["LIKELY", "POSSIBLE", "UNLIKELY"].contains(&data["verdict"].as_str().expect("verdict"))
    );
    assert!(data["score"].as_u64().expect("score") <= 100);
    let criteria = data["criteria"].as_array().expect("criteria");
    assert_eq!(criteria.len(), 5);
    for c in criteria {
        for key in ["key", "label", "met", "evidence", "suggestion"] {
            assert!(c.get(key).is_some(), "{key} in {c}");
        }
    }
    assert!(data["summary"].is_string() && data["nextSteps"].is_array());
    assert_eq!(
        sessions::Entity::find().count(&app.db).await.expect("db"),
        0
    );
    assert_eq!(
        messages::Entity::find().count(&app.db).await.expect("db"),
        0
    );

    let res = app
        .post("/api/v1/screener", None, json!({"input": "x".repeat(5001)}))
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let res = app
        .post(
            "/api/v1/screener",
            None,
            json!({"input": "Second description of our work."}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = app
        .post("/api/v1/screener", None, json!({"input": "Third."}))
        .await;
    assert!(res.headers().contains_key("retry-after"));
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
}

#[actix_web::test]
async fn the_screener_counts_against_the_global_daily_capacity() {
    use entities::global_quota;
    use sea_orm::sea_query::Expr;
    use sea_orm::{ColumnTrait, QueryFilter};
    let app = TestApp::spawn().await;
    global_quota::Entity::update_many()
        .col_expr(global_quota::Column::AiRunsPerDay, Expr::value(1i64))
        .filter(global_quota::Column::Id.eq(1))
        .exec(&app.db)
        .await
        .expect("capacity");
    let first = app
        .post(
            "/api/v1/screener",
            None,
            json!({"input": "We prototyped a new sensor."}),
        )
        .await;
    assert_eq!(first.status(), StatusCode::OK);
    let second = app
        .post(
            "/api/v1/screener",
            None,
            json!({"input": "Another description."}),
        )
        .await;
    let retry: u64 = second.headers()["retry-after"]
        .to_str()
        .expect("ascii")
        .parse()
        .expect("secs");
    assert!((1..=86_400).contains(&retry));
    expect_error(second, StatusCode::TOO_MANY_REQUESTS, "CAPACITY_EXHAUSTED").await;
}
