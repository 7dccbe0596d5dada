//! Code-host integration (spec §4.5, DESIGN §11, RELIABILITY 26–28) against wiremock as GitHub:
//! its OAuth endpoints and the REST API calls the routes make.

mod evidence;
mod oauth;
mod runtime;
mod tokens;

use chrono::{DateTime, Utc};
use entities::{codehost_credentials, oauth_states};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use wiremock::matchers::{body_string_contains, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{TestApp, TestUser};

/// A GitHub stand-in: the token endpoint (code `good-code` gives `gho_first`/`ghr_first`), the
/// signed-in account, one repository `octo/widgets` (ID 42) with branches `main` and `dev`.
pub async fn github() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/login/oauth/access_token"))
        .and(body_string_contains("grant_type=authorization_code"))
        .and(body_string_contains("code=good-code"))
        .and(body_string_contains("code_verifier="))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "access_token": "gho_first",
            "refresh_token": "ghr_first",
            "expires_in": 28800,
            "token_type": "bearer",
            "scope": "repo",
        })))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/login/oauth/access_token"))
        .and(body_string_contains("grant_type=authorization_code"))
        .respond_with(ResponseTemplate::new(400).set_body_json(json!({"error": "invalid_grant"})))
        .mount(&server)
        .await;
    api_mocks(&server).await;
    server
}

/// The REST API: any of the valid tokens below reads the account, the repositories and branches.
pub async fn api_mocks(server: &MockServer) {
    for token in ["gho_first", "gho_second", "ghp_manual"] {
        let auth = format!("Bearer {token}");
        Mock::given(method("GET"))
            .and(path("/user"))
            .and(header("authorization", auth.as_str()))
            .respond_with(
                ResponseTemplate::new(200).set_body_json(json!({"login": "octocat", "id": 1})),
            )
            .mount(server)
            .await;
        Mock::given(method("GET"))
            .and(path("/user/repos"))
            .and(header("authorization", auth.as_str()))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!([
                {"id": 42, "full_name": "octo/widgets", "default_branch": "main", "private": true},
                {"id": 43, "full_name": "octo/gadgets", "default_branch": "trunk", "private": false},
            ])))
            .mount(server)
            .await;
        Mock::given(method("GET"))
            .and(path("/repos/octo/widgets"))
            .and(header("authorization", auth.as_str()))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!(
                {"id": 42, "full_name": "octo/widgets", "default_branch": "main", "private": true}
            )))
            .mount(server)
            .await;
        Mock::given(method("GET"))
            .and(path("/repos/octo/widgets/branches"))
            .and(header("authorization", auth.as_str()))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!([
                {"name": "main", "protected": true},
                {"name": "dev", "protected": false},
            ])))
            .mount(server)
            .await;
        for branch in ["main", "dev"] {
            Mock::given(method("GET"))
                .and(path(format!("/repos/octo/widgets/branches/{branch}")))
                .and(header("authorization", auth.as_str()))
                .respond_with(
                    ResponseTemplate::new(200)
                        .set_body_json(json!({"name": branch, "protected": false})),
                )
                .mount(server)
                .await;
        }
    }
    // Anything else: unknown, or a token GitHub does not accept.
    Mock::given(method("GET"))
        .and(path("/user"))
        .respond_with(
            ResponseTemplate::new(401).set_body_json(json!({"message": "Bad credentials"})),
        )
        .with_priority(10)
        .mount(server)
        .await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(404).set_body_json(json!({"message": "Not Found"})))
        .with_priority(20)
        .mount(server)
        .await;
}

/// The service pointed at `server`, with OAuth configured when `oauth` is set.
pub async fn spawn(server: &MockServer, oauth: bool) -> TestApp {
    let base = server.uri();
    TestApp::spawn_with(move |s| {
        if oauth {
            s.codehost.client_id = "cid".to_owned();
            s.codehost.client_secret = secrecy::SecretString::from("csecret".to_owned());
        }
        s.codehost.authorize_url = format!("{base}/login/oauth/authorize");
        s.codehost.token_url = format!("{base}/login/oauth/access_token");
        s.codehost.api_base_url = base;
        s.app.public_url = "https://claims.example.test".to_owned();
    })
    .await
}

/// `/api/v1/projects/{project}/integrations/codehost{suffix}`.
pub fn route(project: &str, suffix: &str) -> String {
    format!("/api/v1/projects/{project}/integrations/codehost{suffix}")
}

/// A user with a project; answers the user and the project ID.
pub async fn user_with_project(app: &TestApp, email: &str) -> (TestUser, String) {
    let user = app.register(email).await;
    let project = app.create_project(&user.access, "Coatings").await;
    (user, project["id"].as_str().expect("id").to_owned())
}

/// Runs start and exchange with `good-code`; answers the exchange's body.
pub async fn connect(app: &TestApp, user: &TestUser, project: &str) -> Value {
    let started: Value = app
        .post(
            &route(project, "/oauth/start"),
            Some(&user.access),
            json!({}),
        )
        .await
        .json()
        .await
        .expect("start");
    let res = app
        .post(
            &route(project, "/oauth/exchange"),
            Some(&user.access),
            json!({"code": "good-code", "state": started["state"]}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.expect("status")
}

/// Binds `octo/widgets` on `main`.
pub async fn bind(app: &TestApp, user: &TestUser, project: &str) -> reqwest::Response {
    app.post(
        &route(project, "/bind"),
        Some(&user.access),
        json!({"repo_full_name": "octo/widgets", "default_branch": "main"}),
    )
    .await
}

/// The user's credential row.
pub async fn credential(app: &TestApp, user: &TestUser) -> Option<codehost_credentials::Model> {
    codehost_credentials::Entity::find()
        .filter(codehost_credentials::Column::UserId.eq(user.id))
        .one(&app.db)
        .await
        .expect("read")
}

/// Moves the user's token expiry.
pub async fn expire_at(app: &TestApp, user: &TestUser, at: DateTime<Utc>) {
    codehost_credentials::Entity::update_many()
        .col_expr(
            codehost_credentials::Column::TokenExpiresAt,
            Expr::value(Some(at)),
        )
        .filter(codehost_credentials::Column::UserId.eq(user.id))
        .exec(&app.db)
        .await
        .expect("update");
}

/// Fails when any raw token appears in the code-host tables.
pub async fn assert_no_raw_tokens(app: &TestApp, raw: &[&str]) {
    let dump = format!(
        "{:?}{:?}",
        codehost_credentials::Entity::find()
            .all(&app.db)
            .await
            .expect("credentials"),
        oauth_states::Entity::find()
            .all(&app.db)
            .await
            .expect("states"),
    );
    for token in raw {
        assert!(!dump.contains(token), "{token} is stored in the clear");
    }
}
