//! Fetching the issuer's keys when the issuer misbehaves: a failing issuer is asked again only
//! after a back-off, parallel sign-ins share one fetch and wait a bounded time, and key material
//! never comes from another origin through a redirect.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::json;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use super::{claims, idp, k1, serve_keys, setup, sign, signed_in};
use crate::helpers::expect_error;

async fn requests(server: &MockServer) -> usize {
    server.received_requests().await.unwrap_or_default().len()
}

/// The issuer answers 500 to everything, after `delay`.
async fn failing(server: &MockServer, delay: Duration) {
    server.reset().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(500).set_delay(delay))
        .mount(server)
        .await;
}

#[actix_web::test]
async fn a_failing_issuer_is_asked_again_only_after_a_back_off() {
    let (app, server) = setup(|_| {}).await;
    failing(&server, Duration::ZERO).await;
    let token = sign(k1(), "k1", &claims(&server, "b-1", "back@example.com"));
    for _ in 0..20 {
        expect_error(
            idp(&app, &token).await,
            StatusCode::BAD_GATEWAY,
            "IDP_UNAVAILABLE",
        )
        .await;
    }
    // One discovery request: every other sign-in was answered from the failure being backed off.
    assert!(
        requests(&server).await <= 2,
        "{} requests",
        requests(&server).await
    );
    // Once the back-off has passed and the issuer is back, sign-in works again.
    serve_keys(&server, &[k1()]).await;
    tokio::time::sleep(Duration::from_millis(1100)).await;
    signed_in(&app, &token).await;
}

#[actix_web::test]
async fn parallel_sign_ins_share_one_slow_fetch_and_wait_a_bounded_time() {
    let (app, server) = setup(|s| s.idp.timeout_ms = 800).await;
    failing(&server, Duration::from_secs(3)).await;
    let token = sign(k1(), "k1", &claims(&server, "s-1", "slow@example.com"));
    let started = Instant::now();
    let answers = futures_util::future::join_all((0..6).map(|_| idp(&app, &token))).await;
    let elapsed = started.elapsed();
    for res in answers {
        expect_error(res, StatusCode::BAD_GATEWAY, "IDP_UNAVAILABLE").await;
    }
    // One fetch at a time would take 6 x 0.8 s; shared, all answer within one timeout and the
    // bounded wait (0.8 s + 0.5 s), with room for a slow machine.
    assert!(elapsed < Duration::from_millis(2600), "{elapsed:?}");
    assert!(requests(&server).await <= 2, "{}", requests(&server).await);
}

#[actix_web::test]
async fn key_material_is_not_taken_from_another_origin() {
    let (app, server) = setup(|_| {}).await;
    let elsewhere = MockServer::start().await;
    serve_keys(&elsewhere, &[k1()]).await;
    let redirect_to =
        |target: String| ResponseTemplate::new(302).insert_header("location", target.as_str());
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/.well-known/openid-configuration"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "issuer": server.uri(),
            "jwks_uri": format!("{}/jwks", server.uri()),
        })))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/jwks"))
        .respond_with(redirect_to(format!("{}/jwks", elsewhere.uri())))
        .mount(&server)
        .await;
    let token = sign(k1(), "k1", &claims(&server, "o-1", "origin@example.com"));
    expect_error(
        idp(&app, &token).await,
        StatusCode::BAD_GATEWAY,
        "IDP_UNAVAILABLE",
    )
    .await;
    assert_eq!(requests(&elsewhere).await, 0, "the other origin was asked");

    // A redirect within the issuer's origin is followed.
    let (app, server) = setup(|_| {}).await;
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/.well-known/openid-configuration"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "issuer": server.uri(),
            "jwks_uri": format!("{}/old-jwks", server.uri()),
        })))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/old-jwks"))
        .respond_with(redirect_to(format!("{}/jwks", server.uri())))
        .mount(&server)
        .await;
    let jwk = &super::keys()[0].jwk;
    Mock::given(method("GET"))
        .and(path("/jwks"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"keys": [jwk]})))
        .mount(&server)
        .await;
    let token = sign(k1(), "k1", &claims(&server, "o-2", "same@example.com"));
    signed_in(&app, &token).await;
}
