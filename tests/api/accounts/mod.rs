//! Registration, login, profile and password changes (spec §4.8, DESIGN §5).

use argon2::{Params, PasswordHash};
use entities::{invitation_codes, users};
use futures_util::future::join_all;
use reqwest::StatusCode;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::{Value, json};
use taxcredit::config::RegistrationMode;
use taxcredit::domain::{InvitationStatus, UserStatus};

use crate::helpers::{PASSWORD, TestApp, expect_error};

mod invitations;

#[actix_web::test]
async fn register_returns_201_with_an_auth_response() {
    let app = TestApp::spawn().await;
    let res = app
        .post(
            "/api/v1/auth/register",
            None,
            json!({"email": "  New.User@Example.com ", "password": PASSWORD,
                   "username": "new_user", "fullName": " New User "}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["tokenType"], "Bearer");
    assert_eq!(body["expiresIn"], 900);
    assert!(
        body["accessToken"]
            .as_str()
            .is_some_and(|t| t.split('.').count() == 3)
    );
    assert!(body["refreshToken"].as_str().is_some_and(|t| t.len() >= 43));
    let user = &body["user"];
    assert_eq!(user["email"], "new.user@example.com");
    assert_eq!(user["username"], "new_user");
    assert_eq!(user["fullName"], "New User");
    assert_eq!(user["role"], "USER");
    assert_eq!(user["status"], "ACTIVE");
    assert_eq!(user["membershipTier"], "FREE");
    assert_eq!(user["emailVerified"], false);
    assert!(user["createdAt"].is_string());
    assert!(user.get("passwordHash").is_none());
}

#[actix_web::test]
async fn register_validates_every_field_and_refuses_duplicates() {
    let app = TestApp::spawn().await;
    let res = app
        .post(
            "/api/v1/auth/register",
            None,
            json!({"email": "nope", "password": "short", "username": "a b"}),
        )
        .await;
    let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let fields = &body["error"]["details"]["fields"];
    assert!(
        fields["email"].is_string()
            && fields["password"].is_string()
            && fields["username"].is_string(),
        "{body}"
    );

    let res = app.post("/api/v1/auth/register", None, json!({})).await;
    let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert_eq!(body["error"]["details"]["fields"]["email"], "is required");

    let res = app
        .post(
            "/api/v1/auth/register",
            None,
            json!({"email": "same@example.com", "password": "same@example.com"}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    app.register("dup@example.com").await;
    let res = app
        .post(
            "/api/v1/auth/register",
            None,
            json!({"email": "DUP@example.com", "password": PASSWORD}),
        )
        .await;
    expect_error(res, StatusCode::CONFLICT, "CONFLICT").await;
}

#[actix_web::test]
async fn stored_password_hash_is_argon2id_with_owasp_parameters() {
    let app = TestApp::spawn().await;
    let user = app.register("hash@example.com").await;
    let row = users::Entity::find_by_id(user.id)
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    let stored = row.password_hash.expect("hash stored");
    assert!(!stored.contains(PASSWORD));
    let parsed = PasswordHash::new(&stored).expect("PHC string");
    assert_eq!(parsed.algorithm.as_str(), "argon2id");
    let params = Params::try_from(&parsed).expect("params");
    assert!(params.m_cost() >= 19 * 1024, "m={}", params.m_cost());
    assert!(params.t_cost() >= 2, "t={}", params.t_cost());
    assert!(params.p_cost() >= 1);
}

#[actix_web::test]
async fn login_gives_the_same_401_for_unknown_email_and_wrong_password() {
    let app = TestApp::spawn().await;
    app.register("known@example.com").await;
    let ok = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": "KNOWN@example.com", "password": PASSWORD}),
        )
        .await;
    assert_eq!(ok.status(), StatusCode::OK);

    let wrong = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": "known@example.com", "password": "Wrong-Password-1"}),
        )
        .await;
    let wrong = expect_error(wrong, StatusCode::UNAUTHORIZED, "INVALID_CREDENTIALS").await;
    let unknown = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": "ghost@example.com", "password": PASSWORD}),
        )
        .await;
    let unknown = expect_error(unknown, StatusCode::UNAUTHORIZED, "INVALID_CREDENTIALS").await;
    assert_eq!(wrong["message"], unknown["message"]);
    assert_eq!(wrong["error"], unknown["error"]);

    let missing = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": "known@example.com"}),
        )
        .await;
    expect_error(missing, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
}

#[actix_web::test]
async fn suspended_user_cannot_log_in() {
    let app = TestApp::spawn().await;
    let user = app.register("suspended@example.com").await;
    app.update_user(user.id, |u| u.status = Set(UserStatus::Suspended))
        .await;
    let res = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": user.email, "password": PASSWORD}),
        )
        .await;
    expect_error(res, StatusCode::FORBIDDEN, "ACCOUNT_SUSPENDED").await;
    let res = app
        .post(
            "/api/v1/auth/refresh",
            None,
            json!({"refreshToken": user.refresh}),
        )
        .await;
    expect_error(res, StatusCode::FORBIDDEN, "ACCOUNT_SUSPENDED").await;
}

#[actix_web::test]
async fn me_reads_and_patches_the_profile() {
    let app = TestApp::spawn().await;
    let user = app.register("me@example.com").await;
    let other = app.register("taken@example.com").await;
    let _ = other;
    let res = app.get("/api/v1/auth/me", &user.access).await;
    assert_eq!(res.status(), StatusCode::OK);
    let me: Value = res.json().await.expect("json");
    assert_eq!(me["email"], "me@example.com");
    assert_eq!(me["id"], user.id.to_string());

    let res = app
        .patch(
            "/api/v1/auth/me",
            &user.access,
            json!({"username": "me_too", "fullName": "Me Too", "email": "Me2@Example.com", "currentPassword": PASSWORD}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let me: Value = res.json().await.expect("json");
    assert_eq!(me["username"], "me_too");
    assert_eq!(me["fullName"], "Me Too");
    assert_eq!(me["email"], "me2@example.com");
    assert_eq!(me["emailVerified"], false);

    let res = app
        .patch("/api/v1/auth/me", &user.access, json!({"fullName": null}))
        .await;
    let me: Value = res.json().await.expect("json");
    assert!(me["fullName"].is_null());
    assert_eq!(me["username"], "me_too");

    let res = app
        .patch(
            "/api/v1/auth/me",
            &user.access,
            json!({"email": "taken@example.com", "currentPassword": PASSWORD}),
        )
        .await;
    expect_error(res, StatusCode::CONFLICT, "CONFLICT").await;
    let res = app
        .patch("/api/v1/auth/me", &user.access, json!({"email": "bad"}))
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
}

#[actix_web::test]
async fn change_password_checks_the_current_one_and_signs_out_refresh_tokens() {
    let app = TestApp::spawn().await;
    let user = app.register("pw@example.com").await;
    let res = app
        .post(
            "/api/v1/auth/change-password",
            Some(&user.access),
            json!({"currentPassword": "Not-The-One-1", "newPassword": "Another-Pass-77"}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let res = app
        .post(
            "/api/v1/auth/change-password",
            Some(&user.access),
            json!({"currentPassword": PASSWORD, "newPassword": "weak"}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let res = app
        .post(
            "/api/v1/auth/change-password",
            Some(&user.access),
            json!({"currentPassword": PASSWORD, "newPassword": "Another-Pass-77"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .expect("ascii")
            .starts_with("text/plain")
    );
    assert!(!res.text().await.expect("text").is_empty());

    let old = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": user.email, "password": PASSWORD}),
        )
        .await;
    assert_eq!(old.status(), StatusCode::UNAUTHORIZED);
    let new = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": user.email, "password": "Another-Pass-77"}),
        )
        .await;
    assert_eq!(new.status(), StatusCode::OK);
    let refresh = app
        .post(
            "/api/v1/auth/refresh",
            None,
            json!({"refreshToken": user.refresh}),
        )
        .await;
    assert_eq!(refresh.status(), StatusCode::UNAUTHORIZED);
}

async fn login_from(app: &TestApp, ip: &str, email: &str, password: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/v1/auth/login"))
        .header("x-forwarded-for", ip)
        .json(&json!({"email": email, "password": password}))
        .send()
        .await
        .expect("send")
}

#[actix_web::test]
async fn failed_logins_are_limited_per_ip_without_locking_the_owner_out() {
    let app = TestApp::spawn_with(|s| {
        s.server.trusted_proxies = vec!["127.0.0.1".into()];
        s.auth.login_max_failures_per_account = 3;
        s.auth.login_max_failures_per_ip = 5;
    })
    .await;
    let user = app.register("target@example.com").await;
    for _ in 0..3 {
        let res = login_from(&app, "203.0.113.9", &user.email, "Wrong-Password-1").await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    }
    // The attacker's address is now refused, even with the right password.
    let res = login_from(&app, "203.0.113.9", &user.email, PASSWORD).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = res.headers()["retry-after"]
        .to_str()
        .expect("ascii")
        .parse()
        .expect("secs");
    assert!(retry >= 1);
    expect_error(res, StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED").await;
    // The owner, elsewhere, signs in.
    let res = login_from(&app, "198.51.100.4", &user.email, PASSWORD).await;
    assert_eq!(res.status(), StatusCode::OK);
    // The per-IP limit slows spraying across accounts: past it, each email gets one attempt
    // from this IP (verified, so valid credentials of an untouched account still pass).
    for i in 0..2 {
        let res = login_from(
            &app,
            "203.0.113.9",
            &format!("other{i}@example.com"),
            "Wrong-Password-1",
        )
        .await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    }
    let res = login_from(&app, "203.0.113.9", "fresh@example.com", "Wrong-Password-1").await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let res = login_from(&app, "203.0.113.9", "fresh@example.com", "Wrong-Password-2").await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    let res = login_from(
        &app,
        "203.0.113.9",
        "other0@example.com",
        "Wrong-Password-2",
    )
    .await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[actix_web::test]
async fn a_spoofed_forwarded_for_from_an_untrusted_peer_is_ignored() {
    let app = TestApp::spawn_with(|s| s.auth.login_max_failures_per_account = 2).await;
    let user = app.register("spoof@example.com").await;
    for i in 0..2 {
        let res = login_from(
            &app,
            &format!("192.0.2.{i}"),
            &user.email,
            "Wrong-Password-1",
        )
        .await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    }
    // A new X-Forwarded-For does not reset the bucket: the peer address is what counts.
    let res = login_from(&app, "192.0.2.200", &user.email, PASSWORD).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[actix_web::test]
async fn usernames_are_unique_whatever_their_case() {
    let app = TestApp::spawn().await;
    let first = app.register("case-one@example.com").await;
    let second = app.register("case-two@example.com").await;
    let res = app
        .patch(
            "/api/v1/auth/me",
            &first.access,
            json!({"username": "Ada_L"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    for taken in ["ada_l", "ADA_L", "Ada_L"] {
        let res = app
            .patch(
                "/api/v1/auth/me",
                &second.access,
                json!({"username": taken}),
            )
            .await;
        expect_error(res, StatusCode::CONFLICT, "CONFLICT").await;
    }
    // An admin cannot hand the name out in another case either.
    let admin = app.create_admin("case-admin@example.com").await;
    let res = app
        .patch(
            &format!("/api/v1/admin/users/{}", second.id),
            &admin.access,
            json!({"username": "aDa_l"}),
        )
        .await;
    expect_error(res, StatusCode::CONFLICT, "CONFLICT").await;
    // Its owner may change its case.
    let res = app
        .patch(
            "/api/v1/auth/me",
            &first.access,
            json!({"username": "ada_l"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
}
