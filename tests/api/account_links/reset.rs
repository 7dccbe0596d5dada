//! Password reset: the same answer for existing and missing accounts, single use, expiry, the
//! policy, superseded links, the per-account allowance, and every refresh token revoked.

use chrono::{TimeDelta, Utc};
use entities::{MailKind, TokenPurpose, one_time_tokens};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;

use super::{
    assert_nowhere_stored, follow_verification, latest_token, mails, text, token_valid, verified,
};
use crate::helpers::{PASSWORD, TestApp, expect_error};

const NEW_PASSWORD: &str = "Brand-New-Secret-77";

async fn request_json(app: &TestApp, email: &str) -> reqwest::Response {
    app.post(
        "/api/v1/auth/reset-password-request",
        None,
        json!({"email": email}),
    )
    .await
}

async fn request_query(app: &TestApp, email: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/v1/auth/forgot-password"))
        .query(&[("email", email)])
        .send()
        .await
        .expect("request")
}

async fn validate(app: &TestApp, token: &str) -> bool {
    token_valid(app, "/api/v1/auth/reset-password/validate", token).await
}

async fn reset(app: &TestApp, token: &str, password: &str) -> reqwest::Response {
    app.post(
        "/api/v1/auth/reset-password",
        None,
        json!({"token": token, "newPassword": password}),
    )
    .await
}

async fn login_status(app: &TestApp, email: &str, password: &str) -> StatusCode {
    app.post(
        "/api/v1/auth/login",
        None,
        json!({"email": email, "password": password}),
    )
    .await
    .status()
}

#[actix_web::test]
async fn existing_and_missing_accounts_get_the_same_answer() {
    let app = TestApp::spawn().await;
    verified(&app, "kim@example.com").await;

    for query in [false, true] {
        let app = &app;
        let send = move |email: &'static str| async move {
            if query {
                request_query(app, email).await
            } else {
                request_json(app, email).await
            }
        };
        let known = send("kim@example.com").await;
        let known_type = known.headers().get("content-type").cloned();
        let known = text(known).await;
        let unknown = send("nobody@example.com").await;
        let unknown_type = unknown.headers().get("content-type").cloned();
        let unknown = text(unknown).await;
        assert_eq!(known.0, StatusCode::OK);
        assert_eq!(known, unknown);
        assert_eq!(known_type, unknown_type);
    }
    assert_eq!(
        mails(&app, "kim@example.com", MailKind::PasswordReset)
            .await
            .len(),
        2
    );
    assert!(
        mails(&app, "nobody@example.com", MailKind::PasswordReset)
            .await
            .is_empty()
    );

    // Differently cased, the address still finds the account.
    request_json(&app, "KIM@Example.com").await;
    assert_eq!(
        mails(&app, "kim@example.com", MailKind::PasswordReset)
            .await
            .len(),
        3
    );
}

#[actix_web::test]
async fn malformed_requests_are_400() {
    let app = TestApp::spawn().await;
    expect_error(
        app.post("/api/v1/auth/reset-password-request", None, json!({}))
            .await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;
    expect_error(
        request_query(&app, "not-an-email").await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;
    expect_error(
        app.post("/api/v1/auth/reset-password", None, json!({"token": "x"}))
            .await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;
    // A missing token is simply not valid.
    let res = app
        .client
        .get(app.url("/api/v1/auth/reset-password/validate"))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), StatusCode::OK);
    assert!(!res.json::<bool>().await.expect("boolean"));
}

#[actix_web::test]
async fn a_reset_sets_the_password_once_and_signs_out_every_device() {
    let app = TestApp::spawn().await;
    let first = verified(&app, "lee@example.com").await;
    let second = app.login("lee@example.com").await;

    request_json(&app, "lee@example.com").await;
    let token = latest_token(&app, "lee@example.com", MailKind::PasswordReset).await;
    assert!(validate(&app, &token).await);
    assert!(!validate(&app, "not-a-token").await);

    // A password that breaks the policy leaves the token usable.
    expect_error(
        reset(&app, &token, "short").await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;
    assert!(validate(&app, &token).await);

    let (status, body) = text(reset(&app, &token, NEW_PASSWORD).await).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(!body.is_empty());

    // Every refresh token of the user is revoked.
    for refresh in [&first.refresh, &second.refresh] {
        let res = app
            .post(
                "/api/v1/auth/refresh",
                None,
                json!({"refreshToken": refresh}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    }
    assert_eq!(
        login_status(&app, "lee@example.com", PASSWORD).await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        login_status(&app, "lee@example.com", NEW_PASSWORD).await,
        StatusCode::OK
    );

    // Single use.
    assert!(!validate(&app, &token).await);
    expect_error(
        reset(&app, &token, "Another-Good-One-88").await,
        StatusCode::BAD_REQUEST,
        "INVALID_TOKEN",
    )
    .await;
    assert_eq!(
        login_status(&app, "lee@example.com", NEW_PASSWORD).await,
        StatusCode::OK
    );

    assert_nowhere_stored(&app, &token).await;
}

#[actix_web::test]
async fn an_expired_or_superseded_link_is_refused() {
    let app = TestApp::spawn().await;
    verified(&app, "max@example.com").await;

    request_json(&app, "max@example.com").await;
    let old = latest_token(&app, "max@example.com", MailKind::PasswordReset).await;
    request_json(&app, "max@example.com").await;
    let new = latest_token(&app, "max@example.com", MailKind::PasswordReset).await;
    assert_ne!(old, new);
    assert!(
        !validate(&app, &old).await,
        "a newer link supersedes the old one"
    );
    expect_error(
        reset(&app, &old, NEW_PASSWORD).await,
        StatusCode::BAD_REQUEST,
        "INVALID_TOKEN",
    )
    .await;

    // One hour later the newest link is dead too.
    let row = one_time_tokens::Entity::find()
        .filter(one_time_tokens::Column::Purpose.eq(TokenPurpose::PasswordReset))
        .filter(one_time_tokens::Column::UsedAt.is_null())
        .one(&app.db)
        .await
        .expect("read")
        .expect("the live token");
    let lifetime = row.expires_at - row.created_at;
    assert_eq!(lifetime, TimeDelta::hours(1));
    one_time_tokens::Entity::update_many()
        .col_expr(
            one_time_tokens::Column::ExpiresAt,
            Expr::value(Utc::now() - TimeDelta::seconds(1)),
        )
        .filter(one_time_tokens::Column::Id.eq(row.id))
        .exec(&app.db)
        .await
        .expect("age the token");
    assert!(!validate(&app, &new).await);
    expect_error(
        reset(&app, &new, NEW_PASSWORD).await,
        StatusCode::BAD_REQUEST,
        "INVALID_TOKEN",
    )
    .await;
    assert_eq!(
        login_status(&app, "max@example.com", PASSWORD).await,
        StatusCode::OK
    );
}

#[actix_web::test]
async fn an_account_is_sent_at_most_five_links_an_hour_with_the_same_answer() {
    let app = TestApp::spawn().await;
    verified(&app, "flo@example.com").await;
    let mut answers = Vec::new();
    for _ in 0..7 {
        answers.push(text(request_json(&app, "flo@example.com").await).await);
    }
    assert!(answers.iter().all(|a| a == &answers[0]), "{answers:?}");
    assert_eq!(answers[0].0, StatusCode::OK);
    assert_eq!(
        mails(&app, "flo@example.com", MailKind::PasswordReset)
            .await
            .len(),
        5
    );
}

#[actix_web::test]
async fn requests_past_the_per_ip_limit_are_429_with_retry_after() {
    let app = TestApp::spawn_with(|s| s.auth.account_mail_per_ip_per_hour = 2).await;
    for _ in 0..2 {
        assert_eq!(
            request_json(&app, "x@example.com").await.status(),
            StatusCode::OK
        );
    }
    let res = request_query(&app, "x@example.com").await;
    assert!(res.headers().contains_key("retry-after"));
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
}

#[actix_web::test]
async fn an_unverified_address_gets_a_verification_link_not_a_reset_link() {
    let app = TestApp::spawn().await;
    app.register("new@example.com").await;
    let before = mails(&app, "new@example.com", MailKind::Verification)
        .await
        .len();
    let res = request_json(&app, "new@example.com").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(
        mails(&app, "new@example.com", MailKind::PasswordReset)
            .await
            .is_empty()
    );
    assert_eq!(
        mails(&app, "new@example.com", MailKind::Verification)
            .await
            .len(),
        before + 1
    );
    // Once verified, the same request mails the reset link.
    follow_verification(&app, "new@example.com").await;
    request_json(&app, "new@example.com").await;
    assert_eq!(
        mails(&app, "new@example.com", MailKind::PasswordReset)
            .await
            .len(),
        1
    );
}

#[actix_web::test]
async fn concurrent_requests_send_at_most_five_links_and_only_the_newest_works() {
    let app = TestApp::spawn_with(|s| s.auth.account_mail_per_ip_per_hour = 1_000).await;
    verified(&app, "burst@example.com").await;
    let answers =
        futures_util::future::join_all((0..12).map(|_| request_json(&app, "burst@example.com")))
            .await;
    for res in answers {
        assert_eq!(res.status(), StatusCode::OK);
    }
    let sent = mails(&app, "burst@example.com", MailKind::PasswordReset).await;
    assert_eq!(
        sent.len(),
        5,
        "the hourly allowance holds under concurrency"
    );
    let newest = latest_token(&app, "burst@example.com", MailKind::PasswordReset).await;
    assert!(token_valid(&app, "/api/v1/auth/reset-password/validate", &newest).await);
    let live = one_time_tokens::Entity::find()
        .filter(one_time_tokens::Column::Purpose.eq(TokenPurpose::PasswordReset))
        .filter(one_time_tokens::Column::UsedAt.is_null())
        .all(&app.db)
        .await
        .expect("tokens");
    assert_eq!(live.len(), 1, "only the newest link is valid");
}

#[actix_web::test]
async fn answers_take_the_same_floor_whether_or_not_the_account_exists() {
    let app = TestApp::spawn_with(|s| s.auth.account_mail_per_ip_per_hour = 1_000).await;
    verified(&app, "timed@example.com").await;
    let floor = taxcredit::services::account_links::EVEN_ANSWER;
    for email in ["timed@example.com", "nobody-here@example.com"] {
        for route in ["reset", "resend"] {
            let started = std::time::Instant::now();
            let res = match route {
                "reset" => request_json(&app, email).await,
                _ => app
                    .client
                    .post(app.url("/api/v1/auth/resend-verification"))
                    .query(&[("email", email)])
                    .send()
                    .await
                    .expect("resend"),
            };
            assert_eq!(res.status(), StatusCode::OK);
            assert!(
                started.elapsed() >= floor,
                "{route} {email}: {:?}",
                started.elapsed()
            );
        }
    }
}
