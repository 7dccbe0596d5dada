//! The 401/403 matrix (RELIABILITY 9): every route of the backend, table-driven, against anonymous
//! requests, a garbage token, an expired token, a token with a wrong signature, a user and an
//! admin. The table is checked against the routes the source registers, so a new route cannot be
//! added without a row here.

mod routes;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use taxcredit::auth::jwt::key_id;

use crate::helpers::{TestApp, TestUser, expect_plain_401};
use crate::provider::Provider;

/// Who may call a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    /// No token needed; never the auth layer's 401.
    Public,
    /// Any active account: 401 without a valid token, never 403.
    User,
    /// ADMIN role: 401 without a valid token, 403 for a user.
    Admin,
}

use Access::{Admin, Public, User};

/// Every route of the backend: (method, path template as registered, access). The OpenAPI test
/// (`openapi.rs`) holds the document to this table too.
pub(crate) const ROUTES: &[(&str, &str, Access)] = &[
    ("GET", "/api/v1/health/liveness", Public),
    ("GET", "/api/v1/health/readiness", Public),
    ("POST", "/api/v1/auth/register", Public),
    ("POST", "/api/v1/auth/login", Public),
    ("POST", "/api/v1/auth/refresh", Public),
    ("POST", "/api/v1/auth/logout", Public),
    ("POST", "/api/v1/auth/idp", Public),
    ("GET", "/api/v1/auth/me", User),
    ("PATCH", "/api/v1/auth/me", User),
    ("POST", "/api/v1/auth/change-password", User),
    ("POST", "/api/v1/auth/email-verification", User),
    ("POST", "/api/v1/auth/reset-password-request", Public),
    ("POST", "/api/v1/auth/forgot-password", Public),
    ("POST", "/api/v1/auth/reset-password", Public),
    ("GET", "/api/v1/auth/reset-password/validate", Public),
    ("POST", "/api/v1/auth/verify-email", Public),
    ("GET", "/api/v1/auth/verify-email", Public),
    ("GET", "/api/v1/auth/verify-email/validate", Public),
    ("POST", "/api/v1/auth/resend-verification", Public),
    ("POST", "/api/v1/projects", User),
    ("GET", "/api/v1/projects", User),
    ("GET", "/api/v1/projects/{projectId}", User),
    ("PATCH", "/api/v1/projects/{projectId}", User),
    ("DELETE", "/api/v1/projects/{projectId}", User),
    ("POST", "/api/v1/projects/{projectId}/sessions", User),
    ("GET", "/api/v1/projects/{projectId}/sessions", User),
    (
        "GET",
        "/api/v1/projects/{projectId}/sessions/{sessionId}",
        User,
    ),
    (
        "DELETE",
        "/api/v1/projects/{projectId}/sessions/{sessionId}",
        User,
    ),
    (
        "PATCH",
        "/api/v1/projects/{projectId}/sessions/{sessionId}/status",
        User,
    ),
    (
        "PATCH",
        "/api/v1/projects/{projectId}/sessions/{sessionId}/title",
        User,
    ),
    ("GET", "/api/v1/projects/{projectId}/files", User),
    ("GET", "/api/v1/projects/{projectId}/claim-package", User),
    ("POST", "/api/v1/projects/{projectId}/files/presign", User),
    (
        "POST",
        "/api/v1/projects/{projectId}/files/preview-word",
        User,
    ),
    (
        "POST",
        "/api/v1/projects/{projectId}/files/{fileId}/confirm",
        User,
    ),
    (
        "DELETE",
        "/api/v1/projects/{projectId}/files/{fileId}",
        User,
    ),
    ("GET", "/api/v1/sessions/{sessionId}/history", User),
    ("POST", "/api/v1/sessions/{sessionId}/runs", User),
    ("GET", "/api/v1/quotas/me", User),
    (
        "POST",
        "/api/v1/projects/{projectId}/integrations/codehost/oauth/start",
        User,
    ),
    (
        "POST",
        "/api/v1/projects/{projectId}/integrations/codehost/oauth/exchange",
        User,
    ),
    (
        "GET",
        "/api/v1/projects/{projectId}/integrations/codehost",
        User,
    ),
    (
        "DELETE",
        "/api/v1/projects/{projectId}/integrations/codehost",
        User,
    ),
    (
        "GET",
        "/api/v1/projects/{projectId}/integrations/codehost/repos",
        User,
    ),
    (
        "GET",
        "/api/v1/projects/{projectId}/integrations/codehost/repos/branches",
        User,
    ),
    (
        "POST",
        "/api/v1/projects/{projectId}/integrations/codehost/bind",
        User,
    ),
    ("POST", "/api/v1/screener", Public),
    ("POST", "/api/v1/contact/submit", Public),
    ("GET", "/api/v1/subscription-plans", Public),
    // The payment provider's webhook: no bearer token, the Payment-Signature header instead.
    ("POST", "/api/v1/billing/payment/webhook", Public),
    ("GET", "/api/v1/billing/me", User),
    ("POST", "/api/v1/billing/checkout/subscription", User),
    ("POST", "/api/v1/billing/checkout/expert-review", User),
    ("POST", "/api/v1/billing/checkout/confirm", User),
    ("POST", "/api/v1/billing/portal-session", User),
    ("GET", "/api/v1/billing/expert-review/orders", User),
    (
        "GET",
        "/api/v1/billing/expert-review/orders/by-checkout-session",
        User,
    ),
    (
        "GET",
        "/api/v1/billing/expert-review/orders/{orderId}",
        User,
    ),
    ("GET", "/api/v1/admin/users/stats", Admin),
    ("GET", "/api/v1/admin/users", Admin),
    ("GET", "/api/v1/admin/users/{userId}", Admin),
    ("PATCH", "/api/v1/admin/users/{userId}", Admin),
    ("POST", "/api/v1/admin/users/{userId}/suspend", Admin),
    ("POST", "/api/v1/admin/users/{userId}/activate", Admin),
    ("POST", "/api/v1/admin/invitations", Admin),
    ("GET", "/api/v1/admin/invitations", Admin),
    ("POST", "/api/v1/admin/invitations/batch", Admin),
    ("GET", "/api/v1/admin/invitations/{code}", Admin),
    ("DELETE", "/api/v1/admin/invitations/{code}", Admin),
    ("GET", "/api/v1/admin/billing/config", Admin),
    ("PUT", "/api/v1/admin/billing/plans/{tier}", Admin),
    ("PUT", "/api/v1/admin/billing/expert-review", Admin),
    ("GET", "/api/v1/admin/quotas/config", Admin),
    ("PUT", "/api/v1/admin/quotas/tiers/{tier}", Admin),
    ("PUT", "/api/v1/admin/quotas/global", Admin),
    ("GET", "/api/v1/admin/expert-reviews/orders", Admin),
    (
        "GET",
        "/api/v1/admin/expert-reviews/orders/{orderId}",
        Admin,
    ),
    (
        "PATCH",
        "/api/v1/admin/expert-reviews/orders/{orderId}/status",
        Admin,
    ),
    (
        "GET",
        "/api/v1/admin/expert-reviews/orders/{orderId}/files/download",
        Admin,
    ),
    (
        "GET",
        "/api/v1/admin/expert-reviews/orders/{orderId}/t661/latest",
        Admin,
    ),
    // The OpenAPI document and its reference page (Swagger UI and its assets).
    ("GET", "/api/v1/openapi.json", Public),
    ("GET", "/api/v1/docs", Public),
    ("GET", "/api/v1/docs/", Public),
    ("GET", "/api/v1/docs/{file}", Public),
];

/// The query a route needs to find the user's resource (the template has no placeholder for it).
const QUERIES: &[(&str, &str)] = &[
    ("/api/v1/projects/{projectId}/claim-package", "?format=pdf"),
    (
        "/api/v1/projects/{projectId}/integrations/codehost/repos/branches",
        "?repo=octo/widgets",
    ),
    (
        "/api/v1/billing/expert-review/orders/by-checkout-session",
        "?sessionId={checkoutSessionId}",
    ),
];

/// Fills a route template (and its query, if it needs one) with the IDs of the user's own
/// resources.
fn fill(template: &str, ids: &[(&str, &str)]) -> String {
    let query = QUERIES
        .iter()
        .find(|(path, _)| path == &template)
        .map_or("", |(_, query)| query);
    ids.iter()
        .fold(format!("{template}{query}"), |path, (name, id)| {
            path.replace(&format!("{{{name}}}"), id)
        })
}

fn method(name: &str) -> Method {
    Method::from_bytes(name.as_bytes()).expect("method")
}

fn sign(claims: &Value, secret: &str, kid: &str) -> String {
    let mut header = Header::new(Algorithm::HS256);
    header.kid = Some(kid.to_owned());
    jsonwebtoken::encode(
        &header,
        claims,
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .expect("encode")
}

/// Tokens that must never pass the auth layer, all for the admin account (the strongest one).
fn rejected_tokens(app: &TestApp, admin: &TestUser) -> Vec<(&'static str, Option<String>)> {
    let secret = app.jwt_secret();
    let kid = key_id(&secret);
    let now = chrono::Utc::now().timestamp();
    let claims = |exp: i64| {
        json!({"sub": admin.id, "role": "ADMIN", "iat": now - 3600, "exp": exp,
               "iss": "taxcredit", "aud": "taxcredit-api", "jti": uuid::Uuid::now_v7()})
    };
    vec![
        ("anonymous", None),
        ("garbage", Some("garbage".to_owned())),
        ("expired", Some(sign(&claims(now - 1), &secret, &kid))),
        (
            "wrong signature",
            Some(sign(
                &claims(now + 600),
                "another-secret-that-is-long-enough-0123",
                &kid,
            )),
        ),
    ]
}

#[actix_web::test]
async fn every_route_answers_anonymous_forged_user_and_admin_by_the_matrix() {
    // A payment provider (stand-in) and a webhook secret, so billing routes answer rather than
    // 503 not configured.
    // Likewise a code host, so the OAuth routes answer rather than 503.
    let provider = Provider::start().await;
    let github = crate::codehost::github().await;
    let base = github.uri();
    let app = TestApp::spawn_with(|s| {
        provider.configure(s);
        s.codehost.client_id = "cid".to_owned();
        s.codehost.client_secret = secrecy::SecretString::from("csecret".to_owned());
        s.codehost.authorize_url = format!("{base}/login/oauth/authorize");
        s.codehost.token_url = format!("{base}/login/oauth/access_token");
        s.codehost.api_base_url = base;
    })
    .await;
    let user = app.register("matrix-user@example.com").await;
    let admin = app.create_admin("matrix-admin@example.com").await;
    let project = app.create_project(&user.access, "P").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    crate::codehost::connect(&app, &user, &pid).await;
    let session = app.create_session(&user.access, &pid, "PRECHECK").await;
    let sid = session["id"].as_str().expect("id").to_owned();
    let presigned = app
        .post(
            &format!("/api/v1/projects/{pid}/files/presign"),
            Some(&user.access),
            json!({"files": [{"filename": "a.txt", "contentType": "text/plain", "fileSize": 3}]}),
        )
        .await;
    assert_eq!(presigned.status(), StatusCode::OK);
    let presigned: Value = presigned.json().await.expect("json");
    let fid = presigned[0]["fileId"].as_str().expect("fileId").to_owned();
    let order = app
        .post(
            "/api/v1/billing/checkout/expert-review",
            Some(&user.access),
            json!({"projectId": pid}),
        )
        .await;
    assert_eq!(order.status(), StatusCode::OK);
    let order: Value = order.json().await.expect("json");
    let oid = order["orderId"].as_str().expect("orderId").to_owned();
    let cid = order["checkoutSessionId"]
        .as_str()
        .expect("session")
        .to_owned();
    // The order's project has a T661 session with an assistant message, so the admin's T661
    // route finds a payload.
    let t661 = app.create_session(&user.access, &pid, "T661").await;
    let t661 = uuid::Uuid::parse_str(t661["id"].as_str().expect("id")).expect("uuid");
    {
        use sea_orm::{EntityTrait, Set};
        entities::messages::Entity::insert(entities::messages::ActiveModel {
            id: Set(uuid::Uuid::now_v7()),
            session_id: Set(t661),
            seq: Set(0),
            role: Set(entities::MessageRole::Assistant),
            content: Set("Draft".to_owned()),
            run_id: Set(None),
            payload: Set(Some(json!({"data": {"lines": []}}))),
            created_at: Set(chrono::Utc::now()),
        })
        .exec(&app.db)
        .await
        .expect("message");
    }
    // The admin routes act on a bystander account and an invitation code of their own.
    let bystander = app.register("matrix-bystander@example.com").await;
    let uid = bystander.id.to_string();
    let code = app
        .send(
            Method::POST,
            "/api/v1/admin/invitations",
            Some(&admin.access),
            None,
        )
        .await
        .text()
        .await
        .expect("code");
    let ids = [
        ("userId", uid.as_str()),
        ("code", code.as_str()),
        ("projectId", pid.as_str()),
        ("sessionId", sid.as_str()),
        ("fileId", fid.as_str()),
        ("orderId", oid.as_str()),
        ("checkoutSessionId", cid.as_str()),
        ("tier", "STARTER"),
        ("file", "swagger-ui.css"),
    ];

    // The control: a token made like the rejected ones, with the right key and a future expiry,
    // passes (so the rejections below are about expiry and signature, not the token's shape).
    let secret = app.jwt_secret();
    let now = chrono::Utc::now().timestamp();
    let good = sign(
        &json!({"sub": admin.id, "role": "ADMIN", "iat": now, "exp": now + 600,
                "iss": "taxcredit", "aud": "taxcredit-api", "jti": uuid::Uuid::now_v7()}),
        &secret,
        &key_id(&secret),
    );
    let res = app.get("/api/v1/admin/users/stats", &good).await;
    assert_eq!(res.status(), StatusCode::OK, "control token");

    let rejected = rejected_tokens(&app, &admin);
    for (m, template, access) in ROUTES {
        let path = fill(template, &ids);
        for (name, token) in &rejected {
            // A JSON body is present: the auth layer answers before the body is looked at.
            let res = app
                .send(method(m), &path, token.as_deref(), Some(json!({})))
                .await;
            if *access == Public {
                if token.is_none() {
                    let status = res.status();
                    assert!(
                        status != StatusCode::UNAUTHORIZED
                            && status != StatusCode::FORBIDDEN
                            && !status.is_server_error(),
                        "{m} {path} anonymous: {status}"
                    );
                }
            } else {
                assert_eq!(
                    res.status(),
                    StatusCode::UNAUTHORIZED,
                    "{m} {path} with {name}"
                );
                // The body names the path without its query.
                let bare = path.split('?').next().unwrap_or_default();
                expect_plain_401(res, bare).await;
            }
        }
    }

    // Admin routes: 403 for a user, served for an admin.
    for (m, template, _) in ROUTES.iter().filter(|r| r.2 == Admin) {
        let path = fill(template, &ids);
        let res = app.send(method(m), &path, Some(&user.access), None).await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{m} {path}");
        let body: Value = res.json().await.expect("json");
        assert_eq!(
            body,
            json!({"status": 403, "error": "Forbidden", "path": path})
        );
        let res = app.send(method(m), &path, Some(&admin.access), None).await;
        let status = res.status();
        assert!(
            status != StatusCode::UNAUTHORIZED
                && status != StatusCode::FORBIDDEN
                && !status.is_server_error(),
            "{m} {path}: {status}"
        );
        if *m == "GET" {
            assert_eq!(status, StatusCode::OK, "{m} {path}");
        }
    }

    // User routes: past the auth layer for any account (the admin gets the owner checks' answer
    // about the user's resources, never 401/403); deletes last, the project's at the very end.
    let mut user_routes: Vec<_> = ROUTES.iter().filter(|r| r.2 == User).collect();
    user_routes.sort_by_key(|(m, p, _)| (*m == "DELETE", std::cmp::Reverse(p.len())));
    for token in [&admin.access, &user.access] {
        for (m, template, _) in &user_routes {
            if token == &admin.access && *m == "DELETE" {
                continue;
            }
            let path = fill(template, &ids);
            let res = app
                .send(method(m), &path, Some(token), Some(json!({})))
                .await;
            let status = res.status();
            assert!(
                status != StatusCode::UNAUTHORIZED
                    && status != StatusCode::FORBIDDEN
                    && !status.is_server_error(),
                "{m} {path}: {status}"
            );
            if token == &user.access && *m == "GET" {
                assert_eq!(status, StatusCode::OK, "{m} {path}");
            }
        }
    }
}

#[actix_web::test]
async fn admin_stats_count_users() {
    let app = TestApp::spawn().await;
    app.register("s1@example.com").await;
    app.register("s2@example.com").await;
    let admin = app.create_admin("stats-admin@example.com").await;
    let res = app.get("/api/v1/admin/users/stats", &admin.access).await;
    assert_eq!(res.status(), StatusCode::OK);
    let stats: serde_json::Value = res.json().await.expect("json");
    assert_eq!(stats["totalUsers"], 3);
    assert_eq!(stats["activeUsers"], 3);
    assert_eq!(stats["admins"], 1);
    assert_eq!(stats["byTier"]["FREE"], 2);
    assert_eq!(stats["byTier"]["ENTERPRISE"], 1);
    assert_eq!(stats["newUsersLast7Days"], 3);
}
