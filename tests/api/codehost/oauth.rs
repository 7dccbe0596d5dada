//! The OAuth dance, states, binding, repositories, branches and unbinding.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{TimeDelta, Utc};
use entities::{codehost_bindings, codehost_credentials, oauth_states};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::{
    assert_no_raw_tokens, bind, connect, credential, github, route, spawn, user_with_project,
};
use crate::helpers::{TestApp, expect_error};

fn query_param(url: &str, name: &str) -> Option<String> {
    let parsed = reqwest::Url::parse(url).expect("URL");
    parsed
        .query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

async fn credentials(app: &TestApp) -> u64 {
    codehost_credentials::Entity::find()
        .count(&app.db)
        .await
        .expect("count")
}

#[actix_web::test]
async fn without_client_credentials_oauth_is_503_and_the_manual_bind_works() {
    let server = github().await;
    let app = spawn(&server, false).await;
    let (user, project) = user_with_project(&app, "man@example.com").await;
    let res = app
        .post(
            &route(&project, "/oauth/start"),
            Some(&user.access),
            json!({}),
        )
        .await;
    expect_error(
        res,
        StatusCode::SERVICE_UNAVAILABLE,
        "CODEHOST_NOT_CONFIGURED",
    )
    .await;

    // A token GitHub refuses is 400 and stores nothing.
    let res = app
        .post(
            &route(&project, "/bind"),
            Some(&user.access),
            json!({"repo_full_name": "octo/widgets", "default_branch": "main", "access_token": "ghp_wrong"}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert_eq!(credentials(&app).await, 0);

    let res = app
        .post(
            &route(&project, "/bind"),
            Some(&user.access),
            json!({"repo_full_name": "octo/widgets", "default_branch": "main", "access_token": "ghp_manual"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let status: Value = res.json().await.expect("status");
    assert_eq!(status["connected"], true);
    assert_eq!(status["authorized"], true);
    assert_eq!(status["repo_id"], 42);
    assert_eq!(status["token_status"], "ACTIVE");
    assert_no_raw_tokens(&app, &["ghp_manual"]).await;
}

#[actix_web::test]
async fn the_whole_dance_connects_lists_and_binds() {
    let server = github().await;
    let app = spawn(&server, true).await;
    let (user, project) = user_with_project(&app, "dev@example.com").await;

    let before: Value = app
        .get(&route(&project, ""), &user.access)
        .await
        .json()
        .await
        .expect("status");
    assert_eq!(before["authorized"], false);
    assert_eq!(before["connected"], false);
    assert_eq!(before["token_status"], Value::Null);

    let started: Value = app
        .post(
            &route(&project, "/oauth/start"),
            Some(&user.access),
            json!({}),
        )
        .await
        .json()
        .await
        .expect("start");
    let url = started["authorize_url"].as_str().expect("authorize_url");
    let state = started["state"].as_str().expect("state");
    assert!(url.starts_with(&format!("{}/login/oauth/authorize", server.uri())));
    assert_eq!(query_param(url, "client_id").as_deref(), Some("cid"));
    assert_eq!(query_param(url, "state").as_deref(), Some(state));
    assert_eq!(
        query_param(url, "code_challenge_method").as_deref(),
        Some("S256")
    );
    assert_eq!(
        query_param(url, "redirect_uri").as_deref(),
        Some("https://claims.example.test/integrations/github/callback")
    );
    assert!(state.len() >= 43, "256 bits");
    let challenge = query_param(url, "code_challenge").expect("challenge");

    let res = app
        .post(
            &route(&project, "/oauth/exchange"),
            Some(&user.access),
            json!({"code": "good-code", "state": state}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let status: Value = res.json().await.expect("status");
    assert_eq!(status["authorized"], true);
    assert_eq!(status["connected"], false);
    assert_eq!(status["token_status"], "ACTIVE");
    assert!(status["token_expires_at"].is_string());

    // The code went with the verifier whose S256 is the challenge.
    let requests = server.received_requests().await.unwrap_or_default();
    let token_request = requests
        .iter()
        .find(|r| r.url.path() == "/login/oauth/access_token")
        .expect("the token request");
    let body = String::from_utf8_lossy(&token_request.body).into_owned();
    let verifier = body
        .split('&')
        .find_map(|kv| kv.strip_prefix("code_verifier="))
        .expect("verifier");
    assert_eq!(
        URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes())),
        challenge
    );

    let repos: Value = app
        .get(&route(&project, "/repos"), &user.access)
        .await
        .json()
        .await
        .expect("repos");
    assert_eq!(repos["page"], 1);
    assert_eq!(repos["per_page"], 30);
    assert_eq!(repos["has_more"], false);
    assert_eq!(
        repos["repos"][0],
        json!({"id": 42, "full_name": "octo/widgets", "default_branch": "main", "private_repo": true})
    );
    let found: Value = app
        .get(
            &format!("{}?query=GADG", route(&project, "/repos")),
            &user.access,
        )
        .await
        .json()
        .await
        .expect("search");
    assert_eq!(found["repos"].as_array().map(Vec::len), Some(1));
    assert_eq!(found["repos"][0]["full_name"], "octo/gadgets");

    let branches: Value = app
        .get(
            &format!("{}?repo=octo/widgets", route(&project, "/repos/branches")),
            &user.access,
        )
        .await
        .json()
        .await
        .expect("branches");
    assert_eq!(
        branches["branches"][0],
        json!({"name": "main", "protected": true})
    );

    let res = bind(&app, &user, &project).await;
    assert_eq!(res.status(), StatusCode::OK);
    let status: Value = app
        .get(&route(&project, ""), &user.access)
        .await
        .json()
        .await
        .expect("status");
    assert_eq!(status["connected"], true);
    assert_eq!(status["enabled"], true);
    assert_eq!(status["repo_full_name"], "octo/widgets");
    assert_eq!(status["repo_id"], 42);
    assert_eq!(status["default_branch"], "main");

    assert_no_raw_tokens(&app, &["gho_first", "ghr_first", state, verifier]).await;
}

#[actix_web::test]
async fn replayed_foreign_and_expired_states_are_refused_and_store_nothing() {
    let server = github().await;
    let app = spawn(&server, true).await;
    let (owner, project) = user_with_project(&app, "own@example.com").await;
    let (other, other_project) = user_with_project(&app, "oth@example.com").await;
    let start = |user: &crate::helpers::TestUser, project: &str| {
        let app = &app;
        let path = route(project, "/oauth/start");
        let token = user.access.clone();
        async move {
            let body: Value = app
                .post(&path, Some(&token), json!({}))
                .await
                .json()
                .await
                .expect("start");
            body["state"].as_str().expect("state").to_owned()
        }
    };
    let exchange = |user: &crate::helpers::TestUser, project: &str, state: &str| {
        let app = &app;
        let path = route(project, "/oauth/exchange");
        let token = user.access.clone();
        let body = json!({"code": "good-code", "state": state});
        async move { app.post(&path, Some(&token), body).await }
    };

    let state = start(&owner, &project).await;
    // Another user, and the same user on another project, cannot use it.
    expect_error(
        exchange(&other, &other_project, &state).await,
        StatusCode::BAD_REQUEST,
        "INVALID_STATE",
    )
    .await;
    let second = app.create_project(&owner.access, "Second").await;
    let second = second["id"].as_str().expect("id").to_owned();
    expect_error(
        exchange(&owner, &second, &state).await,
        StatusCode::BAD_REQUEST,
        "INVALID_STATE",
    )
    .await;
    expect_error(
        exchange(&owner, &project, "forged").await,
        StatusCode::BAD_REQUEST,
        "INVALID_STATE",
    )
    .await;
    assert_eq!(credentials(&app).await, 0);

    // The rightful exchange works once; a replay is refused.
    assert_eq!(
        exchange(&owner, &project, &state).await.status(),
        StatusCode::OK
    );
    expect_error(
        exchange(&owner, &project, &state).await,
        StatusCode::BAD_REQUEST,
        "INVALID_STATE",
    )
    .await;

    // Ten minutes later a state is dead.
    let late = start(&other, &other_project).await;
    oauth_states::Entity::update_many()
        .col_expr(
            oauth_states::Column::ExpiresAt,
            Expr::value(Utc::now() - TimeDelta::seconds(1)),
        )
        .exec(&app.db)
        .await
        .expect("age");
    expect_error(
        exchange(&other, &other_project, &late).await,
        StatusCode::BAD_REQUEST,
        "INVALID_STATE",
    )
    .await;
    assert!(credential(&app, &other).await.is_none());
    assert_eq!(credentials(&app).await, 1);

    // A refused code spends the state and stores nothing.
    let state = start(&other, &other_project).await;
    let res = app
        .post(
            &route(&other_project, "/oauth/exchange"),
            Some(&other.access),
            json!({"code": "bad-code", "state": state}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert!(credential(&app, &other).await.is_none());
}

#[actix_web::test]
async fn bad_repo_values_and_unreachable_repositories_are_400() {
    let server = github().await;
    let app = spawn(&server, true).await;
    let (user, project) = user_with_project(&app, "bad@example.com").await;
    connect(&app, &user, &project).await;
    for repo in ["", "octo", "octo/a/b", "../etc", "octo/..", "oc to/x"] {
        let res = app
            .client
            .get(app.url(&route(&project, "/repos/branches")))
            .query(&[("repo", repo)])
            .bearer_auth(&user.access)
            .send()
            .await
            .expect("request");
        expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    }
    for body in [
        json!({"repo_full_name": "octo/a/b", "default_branch": "main"}),
        json!({"repo_full_name": "octo/widgets"}),
        json!({"repo_full_name": "octo/widgets", "default_branch": "bad\nbranch"}),
        json!({"repo_full_name": "octo/widgets", "default_branch": "nope"}),
        json!({"repo_full_name": "octo/widgets", "default_branch": "."}),
        json!({"repo_full_name": "octo/widgets", "default_branch": ".."}),
        json!({"repo_full_name": "octo/widgets", "default_branch": "a/../b"}),
    ] {
        let res = app
            .post(&route(&project, "/bind"), Some(&user.access), body.clone())
            .await;
        expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    }
    let res = app
        .post(
            &route(&project, "/bind"),
            Some(&user.access),
            json!({"repo_full_name": "octo/secret", "default_branch": "main"}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "REPO_NOT_REACHABLE").await;
    assert_eq!(
        codehost_bindings::Entity::find()
            .count(&app.db)
            .await
            .expect("count"),
        0
    );

    // Another user's project is 404 on every route.
    let stranger = app.register("str@example.com").await;
    let res = app.get(&route(&project, ""), &stranger.access).await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    expect_error(
        bind(&app, &stranger, &project).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
}

#[actix_web::test]
async fn unbind_keeps_a_credential_still_used_and_deletes_it_otherwise() {
    let server = github().await;
    let app = spawn(&server, true).await;
    let (user, first) = user_with_project(&app, "two@example.com").await;
    let second = app.create_project(&user.access, "Second").await;
    let second = second["id"].as_str().expect("id").to_owned();
    connect(&app, &user, &first).await;
    assert_eq!(bind(&app, &user, &first).await.status(), StatusCode::OK);
    assert_eq!(bind(&app, &user, &second).await.status(), StatusCode::OK);
    // Re-binding replaces the binding.
    let res = app
        .post(
            &route(&first, "/bind"),
            Some(&user.access),
            json!({"repo_full_name": "octo/widgets", "default_branch": "dev"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        codehost_bindings::Entity::find()
            .count(&app.db)
            .await
            .expect("count"),
        2
    );

    let res = app.delete(&route(&first, ""), &user.access).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert!(
        credential(&app, &user).await.is_some(),
        "still used by the second project"
    );
    let status: Value = app
        .get(&route(&first, ""), &user.access)
        .await
        .json()
        .await
        .expect("status");
    assert_eq!(status["connected"], false);
    assert_eq!(status["authorized"], true);

    let res = app.delete(&route(&second, ""), &user.access).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert!(
        credential(&app, &user).await.is_none(),
        "no binding uses it any more"
    );
    let status: Value = app
        .get(&route(&second, ""), &user.access)
        .await
        .json()
        .await
        .expect("status");
    assert_eq!(status["authorized"], false);
    // Unbinding an unbound project is still 204.
    assert_eq!(
        app.delete(&route(&second, ""), &user.access).await.status(),
        StatusCode::NO_CONTENT
    );
}

#[actix_web::test]
async fn a_refused_manual_bind_keeps_the_credential_the_user_had() {
    let server = github().await;
    let app = spawn(&server, true).await;
    let (user, project) = user_with_project(&app, "keep@example.com").await;
    connect(&app, &user, &project).await;
    assert_eq!(bind(&app, &user, &project).await.status(), StatusCode::OK);
    let before = credential(&app, &user).await.expect("the OAuth credential");
    for (body, code) in [
        // A token the code host refuses.
        (
            json!({"repo_full_name": "octo/widgets", "default_branch": "main", "access_token": "ghp_wrong"}),
            "VALIDATION_FAILED",
        ),
        // A good token, but a repository it cannot reach.
        (
            json!({"repo_full_name": "octo/secret", "default_branch": "main", "access_token": "ghp_manual"}),
            "REPO_NOT_REACHABLE",
        ),
        // A good token and repository, but a branch that does not exist.
        (
            json!({"repo_full_name": "octo/widgets", "default_branch": "nope", "access_token": "ghp_manual"}),
            "VALIDATION_FAILED",
        ),
    ] {
        let res = app
            .post(&route(&project, "/bind"), Some(&user.access), body)
            .await;
        expect_error(res, StatusCode::BAD_REQUEST, code).await;
        assert_eq!(credential(&app, &user).await.as_ref(), Some(&before));
    }
    // The binding still works with the credential it had.
    let status: Value = app
        .get(&route(&project, ""), &user.access)
        .await
        .json()
        .await
        .expect("status");
    assert_eq!(status["repo_full_name"], "octo/widgets");
    assert_eq!(status["token_status"], "ACTIVE");
}
