//! The run envelope's `codeHost` block: present for a bound, enabled project with an ACTIVE
//! credential (with a usable token), absent otherwise.

use entities::{CodehostTokenStatus, codehost_bindings, codehost_credentials};
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use sea_orm::sea_query::Expr;
use secrecy::SecretString;
use serde_json::{Value, json};

use super::{bind, connect, github, route};
use crate::helpers::TestApp;
use crate::run_stub::{StubWorker, run};

async fn run_envelope(app: &TestApp, stub: &StubWorker, token: &str, project: &str) -> Value {
    let session = app.create_session(token, project, "T661").await;
    let sid = session["id"].as_str().expect("id");
    let res = run(
        app,
        token,
        sid,
        json!({"type": "T661", "input": "Describe the work"}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    stub.last()
}

#[actix_web::test]
async fn only_a_bound_enabled_active_project_sends_the_block() {
    let server = github().await;
    let stub = StubWorker::start();
    let (base, worker) = (server.uri(), stub.url.clone());
    let app = TestApp::spawn_with(move |s| {
        s.worker.url = worker;
        s.worker.token = SecretString::from(taxcredit::auth::opaque::generate());
        s.worker.timeout_ms = 1000;
        s.codehost.client_id = "cid".to_owned();
        s.codehost.client_secret = SecretString::from("csecret".to_owned());
        s.codehost.authorize_url = format!("{base}/login/oauth/authorize");
        s.codehost.token_url = format!("{base}/login/oauth/access_token");
        s.codehost.api_base_url = base;
    })
    .await;
    let user = app.register("run@example.com").await;
    let project = app.create_project(&user.access, "Bound").await;
    let pid = project["id"].as_str().expect("id").to_owned();

    // Connected but not bound: no block.
    connect(&app, &user, &pid).await;
    let envelope = run_envelope(&app, &stub, &user.access, &pid).await;
    assert_eq!(envelope["codeHost"], Value::Null);

    assert_eq!(bind(&app, &user, &pid).await.status(), StatusCode::OK);
    let envelope = run_envelope(&app, &stub, &user.access, &pid).await;
    let block = &envelope["codeHost"];
    assert_eq!(block["provider"], "GITHUB");
    assert_eq!(block["apiBaseUrl"], server.uri());
    assert_eq!(block["repoFullName"], "octo/widgets");
    assert_eq!(block["repoId"], 42);
    assert_eq!(block["defaultBranch"], "main");
    assert_eq!(block["accessToken"], "gho_first");
    assert_eq!(block["fiscalYear"], "2025");

    // Disabled: no block.
    codehost_bindings::Entity::update_many()
        .col_expr(codehost_bindings::Column::Enabled, Expr::value(false))
        .exec(&app.db)
        .await
        .expect("disable");
    let envelope = run_envelope(&app, &stub, &user.access, &pid).await;
    assert_eq!(envelope["codeHost"], Value::Null);

    // Enabled, but the credential needs reauthorization: no block.
    codehost_bindings::Entity::update_many()
        .col_expr(codehost_bindings::Column::Enabled, Expr::value(true))
        .exec(&app.db)
        .await
        .expect("enable");
    codehost_credentials::Entity::update_many()
        .col_expr(
            codehost_credentials::Column::TokenStatus,
            Expr::value(CodehostTokenStatus::ReauthRequired),
        )
        .exec(&app.db)
        .await
        .expect("reauth");
    let envelope = run_envelope(&app, &stub, &user.access, &pid).await;
    assert_eq!(envelope["codeHost"], Value::Null);
    let status: Value = app
        .get(&route(&pid, ""), &user.access)
        .await
        .json()
        .await
        .expect("status");
    assert_eq!(status["connected"], true);
    assert_eq!(status["authorized"], false);
}
