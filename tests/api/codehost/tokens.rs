//! Token life: refresh before use, one refresh at a time, REAUTH_REQUIRED and REVOKED, sealed
//! tokens that open only in their own row.

use chrono::{TimeDelta, Utc};
use entities::{CodehostTokenStatus, codehost_credentials};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use wiremock::matchers::{body_string_contains, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use super::{
    assert_no_raw_tokens, connect, credential, expire_at, github, route, spawn, user_with_project,
};
use crate::helpers::expect_error;

/// The refresh grant answers `response`, `times` times at most (verified when the server drops).
async fn refresh_answers(server: &MockServer, response: ResponseTemplate, times: u64) {
    Mock::given(method("POST"))
        .and(path("/login/oauth/access_token"))
        .and(body_string_contains("grant_type=refresh_token"))
        .and(body_string_contains("refresh_token=ghr_first"))
        .respond_with(response)
        .expect(times)
        .mount(server)
        .await;
}

fn new_pair() -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "access_token": "gho_second",
        "refresh_token": "ghr_second",
        "expires_in": 28800,
        "token_type": "bearer",
    }))
}

#[actix_web::test]
async fn an_expiring_token_is_refreshed_once_before_use_even_in_parallel() {
    let server = github().await;
    refresh_answers(&server, new_pair(), 1).await;
    let app = spawn(&server, true).await;
    let (user, project) = user_with_project(&app, "ref@example.com").await;
    connect(&app, &user, &project).await;
    let before = credential(&app, &user).await.expect("credential");
    assert!(before.last_refresh_at.is_none());
    expire_at(&app, &user, Utc::now() + TimeDelta::minutes(4)).await;

    let path = route(&project, "/repos");
    let calls = (0..6).map(|_| app.get(&path, &user.access));
    for res in futures_util::future::join_all(calls).await {
        assert_eq!(res.status(), StatusCode::OK);
    }
    let after = credential(&app, &user).await.expect("credential");
    assert_eq!(after.token_status, CodehostTokenStatus::Active);
    assert!(after.last_refresh_at.is_some());
    assert!(after.token_expires_at.expect("expiry") > Utc::now() + TimeDelta::hours(7));
    assert_eq!(after.refresh_claimed_until, None);
    assert_ne!(after.access_token_enc, before.access_token_enc);
    let status: Value = app
        .get(&route(&project, ""), &user.access)
        .await
        .json()
        .await
        .expect("status");
    assert!(status["last_refresh_at"].is_string());
    assert_no_raw_tokens(&app, &["gho_second", "ghr_second", "ghr_first"]).await;
}

#[actix_web::test]
async fn a_refused_refresh_requires_reauthorization() {
    let server = github().await;
    refresh_answers(
        &server,
        ResponseTemplate::new(400).set_body_json(json!({"error": "unauthorized_client"})),
        1,
    )
    .await;
    let app = spawn(&server, true).await;
    let (user, project) = user_with_project(&app, "fail@example.com").await;
    connect(&app, &user, &project).await;
    expire_at(&app, &user, Utc::now() + TimeDelta::minutes(1)).await;

    let res = app.get(&route(&project, "/repos"), &user.access).await;
    expect_error(res, StatusCode::CONFLICT, "CODEHOST_NOT_AUTHORIZED").await;
    let status: Value = app
        .get(&route(&project, ""), &user.access)
        .await
        .json()
        .await
        .expect("status");
    assert_eq!(status["token_status"], "REAUTH_REQUIRED");
    assert_eq!(status["authorized"], false);
    // Nothing more is tried until the user connects again.
    let res = app.get(&route(&project, "/repos"), &user.access).await;
    expect_error(res, StatusCode::CONFLICT, "CODEHOST_NOT_AUTHORIZED").await;
    connect(&app, &user, &project).await;
    let status: Value = app
        .get(&route(&project, ""), &user.access)
        .await
        .json()
        .await
        .expect("status");
    assert_eq!(status["token_status"], "ACTIVE");
}

#[actix_web::test]
async fn a_revoked_grant_is_marked_revoked() {
    let server = github().await;
    refresh_answers(
        &server,
        ResponseTemplate::new(200).set_body_json(json!({"error": "bad_refresh_token"})),
        1,
    )
    .await;
    let app = spawn(&server, true).await;
    let (user, project) = user_with_project(&app, "rev@example.com").await;
    connect(&app, &user, &project).await;
    expire_at(&app, &user, Utc::now() - TimeDelta::minutes(1)).await;
    let res = app.get(&route(&project, "/repos"), &user.access).await;
    expect_error(res, StatusCode::CONFLICT, "CODEHOST_NOT_AUTHORIZED").await;
    assert_eq!(
        credential(&app, &user)
            .await
            .expect("credential")
            .token_status,
        CodehostTokenStatus::Revoked
    );
}

#[actix_web::test]
async fn a_401_from_the_api_requires_reauthorization() {
    let server = github().await;
    let app = spawn(&server, true).await;
    let (user, project) = user_with_project(&app, "api@example.com").await;
    connect(&app, &user, &project).await;
    // GitHub stops accepting the token.
    server.reset().await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(401).set_body_json(json!({"message": "Bad credentials"})),
        )
        .mount(&server)
        .await;
    let res = app.get(&route(&project, "/repos"), &user.access).await;
    expect_error(res, StatusCode::CONFLICT, "CODEHOST_NOT_AUTHORIZED").await;
    assert_eq!(
        credential(&app, &user)
            .await
            .expect("credential")
            .token_status,
        CodehostTokenStatus::ReauthRequired
    );
}

#[actix_web::test]
async fn a_ciphertext_moved_to_another_row_does_not_open() {
    let server = github().await;
    let app = spawn(&server, true).await;
    let (first, first_project) = user_with_project(&app, "one@example.com").await;
    let (second, second_project) = user_with_project(&app, "two@example.com").await;
    connect(&app, &first, &first_project).await;
    connect(&app, &second, &second_project).await;
    let a = credential(&app, &first).await.expect("first");
    let b = credential(&app, &second).await.expect("second");

    let state = &app.state;
    let opened =
        taxcredit::services::codehost::open_token(state, a.id, "access", &a.access_token_enc);
    assert!(opened.is_ok());
    assert!(
        taxcredit::services::codehost::open_token(state, b.id, "access", &a.access_token_enc)
            .is_err()
    );
    let refresh = a.refresh_token_enc.clone().expect("refresh");
    assert!(
        taxcredit::services::codehost::open_token(state, a.id, "access", &refresh).is_err(),
        "another field"
    );

    // Copied into the other row, the value fails there (a fault, never another user's token).
    codehost_credentials::Entity::update_many()
        .col_expr(
            codehost_credentials::Column::AccessTokenEnc,
            Expr::value(a.access_token_enc.clone()),
        )
        .filter(codehost_credentials::Column::Id.eq(b.id))
        .exec(&app.db)
        .await
        .expect("move");
    let res = app
        .get(&route(&second_project, "/repos"), &second.access)
        .await;
    assert_eq!(res.status(), StatusCode::INTERNAL_SERVER_ERROR);
}
