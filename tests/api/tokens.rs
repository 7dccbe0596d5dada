//! Access and refresh tokens (RELIABILITY 2, 4, 5, 6).

use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use entities::refresh_tokens;
use futures_util::future::join_all;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::StatusCode;
use sea_orm::{EntityTrait, Set};
use serde_json::{Value, json};
use taxcredit::auth::jwt::key_id;
use taxcredit::domain::{Role, UserStatus};

use crate::helpers::{TestApp, TestUser, auth_user, expect_error, expect_plain_401};

async fn refresh(app: &TestApp, token: &str) -> reqwest::Response {
    app.post("/api/v1/auth/refresh", None, json!({"refreshToken": token}))
        .await
}

#[actix_web::test]
async fn refresh_rotates_and_reuse_revokes_the_family() {
    let app = TestApp::spawn().await;
    let user = app.register("rotate@example.com").await;
    let rt1 = user.refresh.clone();

    let res = refresh(&app, &rt1).await;
    assert_eq!(res.status(), StatusCode::OK);
    let second = auth_user(&res.json().await.expect("json"));
    let rt2 = second.refresh.clone();
    assert_ne!(rt1, rt2);
    assert_eq!(
        app.get("/api/v1/auth/me", &second.access).await.status(),
        StatusCode::OK
    );

    // Replaying RT1 is reuse: refused, and RT2 dies with it.
    let res = refresh(&app, &rt1).await;
    expect_error(res, StatusCode::UNAUTHORIZED, "REFRESH_TOKEN_REUSED").await;
    let res = refresh(&app, &rt2).await;
    expect_error(res, StatusCode::UNAUTHORIZED, "INVALID_REFRESH_TOKEN").await;

    // Signing in again starts a new family that works.
    let again = app.login(&user.email).await;
    assert_eq!(refresh(&app, &again.refresh).await.status(), StatusCode::OK);
}

#[actix_web::test]
async fn two_parallel_refreshes_with_one_token_have_one_winner() {
    let app = TestApp::spawn().await;
    let user = app.register("parallel@example.com").await;
    let results = join_all((0..2).map(|_| refresh(&app, &user.refresh))).await;
    let statuses: Vec<StatusCode> = results.iter().map(|r| r.status()).collect();
    assert_eq!(
        statuses.iter().filter(|s| **s == StatusCode::OK).count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::UNAUTHORIZED)
            .count(),
        1,
        "{statuses:?}"
    );
}

#[actix_web::test]
async fn logout_revokes_the_refresh_token_and_is_idempotent() {
    let app = TestApp::spawn().await;
    let user = app.register("logout@example.com").await;
    for _ in 0..2 {
        let res = app
            .post(
                "/api/v1/auth/logout",
                None,
                json!({"refreshToken": user.refresh}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::OK);
        assert!(res.text().await.expect("body").is_empty());
    }
    let res = refresh(&app, &user.refresh).await;
    expect_error(res, StatusCode::UNAUTHORIZED, "INVALID_REFRESH_TOKEN").await;
    let res = app.post("/api/v1/auth/logout", None, json!({})).await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
}

#[actix_web::test]
async fn only_hashes_of_refresh_tokens_are_stored() {
    let app = TestApp::spawn().await;
    let user = app.register("hashes@example.com").await;
    let rotated = auth_user(
        &refresh(&app, &user.refresh)
            .await
            .json()
            .await
            .expect("json"),
    );
    let rows = refresh_tokens::Entity::find()
        .all(&app.db)
        .await
        .expect("db");
    assert_eq!(rows.len(), 2);
    for raw in [&user.refresh, &rotated.refresh] {
        let digest = taxcredit::auth::opaque::hash(raw);
        assert!(rows.iter().any(|r| r.token_hash == digest));
        assert!(
            rows.iter()
                .all(|r| !format!("{r:?}").contains(raw.as_str()))
        );
    }
}

fn claims(user: &TestUser, exp_offset: i64, iss: &str, aud: &str) -> Value {
    let now = chrono::Utc::now().timestamp();
    json!({"sub": user.id, "role": "USER", "iat": now, "exp": now + exp_offset,
           "iss": iss, "aud": aud, "jti": uuid::Uuid::now_v7()})
}

fn sign(claims: &Value, alg: Algorithm, secret: &str, kid: &str) -> String {
    let mut header = Header::new(alg);
    header.kid = Some(kid.to_owned());
    jsonwebtoken::encode(
        &header,
        claims,
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .expect("encode")
}

#[actix_web::test]
async fn forged_expired_and_misaddressed_tokens_get_401() {
    let app = TestApp::spawn().await;
    let user = app.register("forge@example.com").await;
    let secret = app.jwt_secret();
    let kid = key_id(&secret);
    let path = "/api/v1/projects";

    // The control: a token made the same way with the right key and claims works.
    let good = sign(
        &claims(&user, 60, "taxcredit", "taxcredit-api"),
        Algorithm::HS256,
        &secret,
        &kid,
    );
    assert_eq!(app.get(path, &good).await.status(), StatusCode::OK);

    let payload =
        URL_SAFE_NO_PAD.encode(claims(&user, 60, "taxcredit", "taxcredit-api").to_string());
    let none_header =
        URL_SAFE_NO_PAD.encode(format!(r#"{{"alg":"none","typ":"JWT","kid":"{kid}"}}"#));
    let forged = [
        ("alg none", format!("{none_header}.{payload}.")),
        (
            "HS512",
            sign(
                &claims(&user, 60, "taxcredit", "taxcredit-api"),
                Algorithm::HS512,
                &secret,
                &kid,
            ),
        ),
        (
            "wrong key",
            sign(
                &claims(&user, 60, "taxcredit", "taxcredit-api"),
                Algorithm::HS256,
                "another-secret-that-is-long-enough-0123",
                &kid,
            ),
        ),
        (
            "expired by one second",
            sign(
                &claims(&user, -1, "taxcredit", "taxcredit-api"),
                Algorithm::HS256,
                &secret,
                &kid,
            ),
        ),
        (
            "wrong audience",
            sign(
                &claims(&user, 60, "taxcredit", "someone-else"),
                Algorithm::HS256,
                &secret,
                &kid,
            ),
        ),
        (
            "wrong issuer",
            sign(
                &claims(&user, 60, "evil", "taxcredit-api"),
                Algorithm::HS256,
                &secret,
                &kid,
            ),
        ),
        (
            "unknown kid",
            sign(
                &claims(&user, 60, "taxcredit", "taxcredit-api"),
                Algorithm::HS256,
                &secret,
                "0000000000000000",
            ),
        ),
    ];
    for (name, token) in forged {
        let res = app.get(path, &token).await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "{name}");
        expect_plain_401(res, path).await;
    }
}

#[actix_web::test]
async fn suspension_and_demotion_reach_existing_access_tokens() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("demote@example.com").await;
    let user = app.register("late@example.com").await;
    assert_eq!(
        app.get("/api/v1/projects", &user.access).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        app.get("/api/v1/admin/users/stats", &admin.access)
            .await
            .status(),
        StatusCode::OK
    );

    // Changed behind the server's back (as another replica would): effective within the cache
    // window (auth.status_cache_secs = 1 in config/test.toml).
    app.update_user(user.id, |u| u.status = Set(UserStatus::Suspended))
        .await;
    app.update_user(admin.id, |u| u.role = Set(Role::User))
        .await;
    tokio::time::sleep(Duration::from_millis(1100)).await;

    expect_plain_401(
        app.get("/api/v1/projects", &user.access).await,
        "/api/v1/projects",
    )
    .await;
    assert_eq!(
        app.get("/api/v1/admin/users/stats", &admin.access)
            .await
            .status(),
        StatusCode::FORBIDDEN
    );
}
