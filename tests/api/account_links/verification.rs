//! E-mail verification: a link on registration, on request and after an e-mail change; verify by
//! body or query, single use; `resend-verification` reveals nothing.

use entities::MailKind;
use reqwest::StatusCode;
use serde_json::{Value, json};

use super::{assert_nowhere_stored, latest_token, mails, text, token_valid};
use crate::helpers::{PASSWORD, TestApp, expect_error, expect_plain_401};

async fn validate(app: &TestApp, token: &str) -> bool {
    token_valid(app, "/api/v1/auth/verify-email/validate", token).await
}

async fn verify_query(app: &TestApp, token: &str) -> reqwest::Response {
    app.client
        .get(app.url("/api/v1/auth/verify-email"))
        .query(&[("token", token)])
        .send()
        .await
        .expect("request")
}

async fn me(app: &TestApp, access: &str) -> Value {
    app.get("/api/v1/auth/me", access)
        .await
        .json()
        .await
        .expect("me")
}

async fn resend(app: &TestApp, email: &str) -> (StatusCode, String) {
    text(
        app.client
            .post(app.url("/api/v1/auth/resend-verification"))
            .query(&[("email", email)])
            .send()
            .await
            .expect("request"),
    )
    .await
}

#[actix_web::test]
async fn registration_sends_a_link_that_verifies_once() {
    let app = TestApp::spawn().await;
    let user = app.register("ivy@example.com").await;
    assert_eq!(me(&app, &user.access).await["emailVerified"], false);

    let queued = mails(&app, "ivy@example.com", MailKind::Verification).await;
    assert_eq!(queued.len(), 1);
    assert!(
        queued[0]
            .body_text
            .contains("/verify-email?token={{secret}}")
    );
    let token = latest_token(&app, "ivy@example.com", MailKind::Verification).await;
    assert!(validate(&app, &token).await);

    let (status, body) = text(verify_query(&app, &token).await).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(me(&app, &user.access).await["emailVerified"], true);

    assert!(!validate(&app, &token).await);
    expect_error(
        verify_query(&app, &token).await,
        StatusCode::BAD_REQUEST,
        "INVALID_TOKEN",
    )
    .await;
    assert_nowhere_stored(&app, &token).await;
}

#[actix_web::test]
async fn the_json_route_verifies_and_bad_tokens_are_refused() {
    let app = TestApp::spawn().await;
    let user = app.register("oak@example.com").await;
    let token = latest_token(&app, "oak@example.com", MailKind::Verification).await;

    expect_error(
        app.post(
            "/api/v1/auth/verify-email",
            None,
            json!({"token": "forged"}),
        )
        .await,
        StatusCode::BAD_REQUEST,
        "INVALID_TOKEN",
    )
    .await;
    expect_error(
        app.post("/api/v1/auth/verify-email", None, json!({})).await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;
    let res = app
        .post("/api/v1/auth/verify-email", None, json!({"token": token}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(me(&app, &user.access).await["emailVerified"], true);

    // A reset token is not a verification token.
    app.post(
        "/api/v1/auth/reset-password-request",
        None,
        json!({"email": "oak@example.com"}),
    )
    .await;
    let reset = latest_token(&app, "oak@example.com", MailKind::PasswordReset).await;
    assert!(!validate(&app, &reset).await);
}

#[actix_web::test]
async fn self_service_requests_send_a_new_link_until_verified() {
    let app = TestApp::spawn().await;
    let user = app.register("ash@example.com").await;
    let first = latest_token(&app, "ash@example.com", MailKind::Verification).await;

    let res = app
        .post(
            "/api/v1/auth/email-verification",
            Some(&user.access),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        mails(&app, "ash@example.com", MailKind::Verification)
            .await
            .len(),
        2
    );
    let second = latest_token(&app, "ash@example.com", MailKind::Verification).await;
    assert!(
        !validate(&app, &first).await,
        "the newer link supersedes the first"
    );
    assert_eq!(verify_query(&app, &second).await.status(), StatusCode::OK);

    let (status, body) = text(
        app.post(
            "/api/v1/auth/email-verification",
            Some(&user.access),
            json!({}),
        )
        .await,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains("already"), "{body}");
    assert_eq!(
        mails(&app, "ash@example.com", MailKind::Verification)
            .await
            .len(),
        2
    );

    expect_plain_401(
        app.send(
            reqwest::Method::POST,
            "/api/v1/auth/email-verification",
            None,
            None,
        )
        .await,
        "/api/v1/auth/email-verification",
    )
    .await;
}

#[actix_web::test]
async fn resend_verification_reveals_nothing() {
    let app = TestApp::spawn().await;
    app.register("new@example.com").await;
    let done = app.register("done@example.com").await;
    let token = latest_token(&app, "done@example.com", MailKind::Verification).await;
    verify_query(&app, &token).await;
    assert_eq!(me(&app, &done.access).await["emailVerified"], true);

    let pending = resend(&app, "new@example.com").await;
    let verified = resend(&app, "done@example.com").await;
    let missing = resend(&app, "ghost@example.com").await;
    assert_eq!(pending.0, StatusCode::OK);
    assert_eq!(pending, verified);
    assert_eq!(pending, missing);
    assert_eq!(
        mails(&app, "new@example.com", MailKind::Verification)
            .await
            .len(),
        2
    );
    assert_eq!(
        mails(&app, "done@example.com", MailKind::Verification)
            .await
            .len(),
        1
    );
    assert!(
        mails(&app, "ghost@example.com", MailKind::Verification)
            .await
            .is_empty()
    );
}

#[actix_web::test]
async fn an_email_change_needs_a_new_verification() {
    let app = TestApp::spawn().await;
    let user = app.register("old@example.com").await;
    let old_link = latest_token(&app, "old@example.com", MailKind::Verification).await;
    assert_eq!(verify_query(&app, &old_link).await.status(), StatusCode::OK);
    app.post(
        "/api/v1/auth/reset-password-request",
        None,
        json!({"email": "old@example.com"}),
    )
    .await;
    let old_reset = latest_token(&app, "old@example.com", MailKind::PasswordReset).await;

    // An access token alone does not change the address: the current password is asked for.
    for (body, field) in [
        (json!({"email": "fresh@example.com"}), "currentPassword"),
        (
            json!({"email": "fresh@example.com", "currentPassword": "Wrong-pass-2025!"}),
            "currentPassword",
        ),
    ] {
        let res = app.patch("/api/v1/auth/me", &user.access, body).await;
        let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
        assert!(
            body["error"]["details"]["fields"][field].is_string(),
            "{body}"
        );
    }
    assert_eq!(me(&app, &user.access).await["email"], "old@example.com");

    let res = app
        .patch(
            "/api/v1/auth/me",
            &user.access,
            json!({"email": "fresh@example.com", "currentPassword": PASSWORD}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("user");
    assert_eq!(body["email"], "fresh@example.com");
    assert_eq!(body["emailVerified"], false);

    // The old address is told, without the new address in full.
    let notices = mails(&app, "old@example.com", MailKind::EmailChanged).await;
    assert_eq!(notices.len(), 1);
    assert!(!format!("{:?}", notices[0]).contains("fresh@example.com"));

    // Links sent to the old address stop working; the new address gets its own.
    assert!(!token_valid(&app, "/api/v1/auth/reset-password/validate", &old_reset).await);
    let new_link = latest_token(&app, "fresh@example.com", MailKind::Verification).await;
    assert_eq!(verify_query(&app, &new_link).await.status(), StatusCode::OK);
    assert_eq!(me(&app, &user.access).await["emailVerified"], true);

    // A change of the other fields keeps the verification.
    let res = app
        .patch(
            "/api/v1/auth/me",
            &user.access,
            json!({"fullName": "Fresh Start"}),
        )
        .await;
    assert_eq!(
        res.json::<Value>().await.expect("user")["emailVerified"],
        true
    );
}

#[actix_web::test]
async fn address_changes_cannot_flood_an_address() {
    let app = TestApp::spawn_with(|s| {
        s.auth.account_mail_per_ip_per_hour = 1_000;
        s.auth.login_max_failures_per_ip = 1_000;
    })
    .await;
    let user = app.register("flooder@example.com").await;
    // Back and forth between the victim's address and another: each move mails the victim a
    // verification link or a change notice.
    for i in 0..16 {
        let email = if i % 2 == 0 {
            "victim@example.com".to_owned()
        } else {
            format!("other{i}@example.com")
        };
        let res = app
            .patch(
                "/api/v1/auth/me",
                &user.access,
                json!({"email": email, "currentPassword": PASSWORD}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    let to_victim = mails(&app, "victim@example.com", MailKind::Verification)
        .await
        .len()
        + mails(&app, "victim@example.com", MailKind::EmailChanged)
            .await
            .len();
    assert!(to_victim >= 8, "the first changes are mailed: {to_victim}");
    assert!(
        to_victim <= 10,
        "{to_victim} messages to one address in an hour"
    );
}
