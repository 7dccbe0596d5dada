//! A sign-in with the old password in flight while the password changes or is reset must not
//! keep a session: the family is issued only under the password version it verified, and a
//! family of an older version is refused at rotation.

use entities::{MailKind, users};
use futures_util::future::join_all;
use reqwest::StatusCode;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;

use crate::helpers::{PASSWORD, TestApp, auth_user};

const NEW_PASSWORD: &str = "Changed-Under-Way-58";

/// Signs in with the old password at staggered moments around `change`, and returns every
/// refresh token those sign-ins were given.
async fn sign_ins_around(
    app: &TestApp,
    email: &str,
    change: impl std::future::Future<Output = StatusCode>,
) -> Vec<String> {
    let sign_ins = (0..6u64).map(|i| async move {
        tokio::time::sleep(std::time::Duration::from_millis(i * 8)).await;
        let res = app
            .post(
                "/api/v1/auth/login",
                None,
                json!({"email": email, "password": PASSWORD}),
            )
            .await;
        match res.status() {
            StatusCode::OK => Some(auth_user(&res.json().await.expect("json")).refresh),
            _ => None,
        }
    });
    let (status, tokens) = tokio::join!(change, join_all(sign_ins));
    assert_eq!(status, StatusCode::OK, "the change itself succeeds");
    tokens.into_iter().flatten().collect()
}

async fn refresh_status(app: &TestApp, refresh: &str) -> StatusCode {
    app.post(
        "/api/v1/auth/refresh",
        None,
        json!({"refreshToken": refresh}),
    )
    .await
    .status()
}

#[actix_web::test]
async fn no_session_survives_a_password_change_raced_by_old_password_sign_ins() {
    let app = TestApp::spawn().await;
    for round in 0..4 {
        let email = format!("race-change-{round}@example.com");
        let user = app.register(&email).await;
        let change = async {
            app.post(
                "/api/v1/auth/change-password",
                Some(&user.access),
                json!({"currentPassword": PASSWORD, "newPassword": NEW_PASSWORD}),
            )
            .await
            .status()
        };
        for token in sign_ins_around(&app, &email, change).await {
            assert_eq!(
                refresh_status(&app, &token).await,
                StatusCode::UNAUTHORIZED,
                "round {round}: a session of the old password outlived the change"
            );
        }
    }
}

#[actix_web::test]
async fn no_session_survives_a_password_reset_raced_by_old_password_sign_ins() {
    let app = TestApp::spawn().await;
    for round in 0..4 {
        let email = format!("race-reset-{round}@example.com");
        crate::account_links::verified(&app, &email).await;
        let res = app
            .post(
                "/api/v1/auth/reset-password-request",
                None,
                json!({"email": email}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::OK);
        let token = crate::account_links::latest_token(&app, &email, MailKind::PasswordReset).await;
        let reset = async {
            app.post(
                "/api/v1/auth/reset-password",
                None,
                json!({"token": token, "newPassword": NEW_PASSWORD}),
            )
            .await
            .status()
        };
        for refresh in sign_ins_around(&app, &email, reset).await {
            assert_eq!(
                refresh_status(&app, &refresh).await,
                StatusCode::UNAUTHORIZED,
                "round {round}: a session of the old password outlived the reset"
            );
        }
    }
}

/// The rotation check alone: a family issued before the password version moved on is refused
/// (and revoked), even when nothing revoked its tokens.
#[actix_web::test]
async fn a_family_of_an_earlier_password_version_is_refused_at_rotation() {
    let app = TestApp::spawn().await;
    let user = app.register("older-version@example.com").await;
    users::Entity::update_many()
        .col_expr(
            users::Column::PasswordVersion,
            Expr::col(users::Column::PasswordVersion).add(1),
        )
        .filter(users::Column::Id.eq(user.id))
        .exec(&app.db)
        .await
        .expect("version moved on");
    assert_eq!(
        refresh_status(&app, &user.refresh).await,
        StatusCode::UNAUTHORIZED
    );
    // A fresh sign-in is issued under the current version and rotates.
    let again = app.login("older-version@example.com").await;
    assert_eq!(refresh_status(&app, &again.refresh).await, StatusCode::OK);
}
