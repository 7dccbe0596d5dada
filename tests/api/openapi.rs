//! The OpenAPI document (`GET /api/v1/openapi.json`, `taxcredit openapi`) and its reference page
//! (`GET /api/v1/docs`): the document lists every route of the 401/403 matrix (which is itself
//! held to the routes the source registers) but the payment webhook, with the matrix's access as
//! its security, and a schema for every body; the page is served from the binary and renders the
//! routes in a headless browser.

use std::collections::BTreeSet;
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::Value;

use crate::authz::{Access, ROUTES};
use crate::helpers::TestApp;

const WEBHOOK: &str = "/api/v1/billing/payment/webhook";
const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];

/// Every operation of the document: (METHOD, path, operation).
fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let paths = doc["paths"].as_object().expect("paths");
    let mut out = Vec::new();
    for (path, item) in paths {
        for method in METHODS {
            if let Some(op) = item.get(method) {
                out.push((method.to_uppercase(), path.clone(), op.clone()));
            }
        }
    }
    out
}

/// Every `$ref` in `value`.
fn refs(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                match (key.as_str(), v) {
                    ("$ref", Value::String(r)) => {
                        out.insert(r.clone());
                    }
                    _ => refs(v, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| refs(v, out)),
        _ => {}
    }
}

/// The routes that answer without a body: 204s, logout's empty 200.
fn bodiless(method: &str, path: &str, status: &str) -> bool {
    status == "204" || (method == "POST" && path == "/api/v1/auth/logout" && status == "200")
}

#[actix_web::test]
async fn the_document_lists_every_route_but_the_webhook_with_its_schemas() {
    let app = TestApp::spawn().await;
    let res = app
        .client
        .get(app.url("/api/v1/openapi.json"))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), StatusCode::OK);
    let content_type = res.headers()["content-type"].to_str().expect("ascii");
    assert!(
        content_type.starts_with("application/json"),
        "{content_type}"
    );
    let doc: Value = res.json().await.expect("valid JSON");
    let version = doc["openapi"].as_str().expect("openapi");
    assert!(version.starts_with("3.1"), "{version}");

    // Every route of the matrix but the webhook, and nothing else.
    let ops = operations(&doc);
    let documented: BTreeSet<(String, String)> =
        ops.iter().map(|(m, p, _)| (m.clone(), p.clone())).collect();
    assert_eq!(documented.len(), ops.len());
    let expected: BTreeSet<(String, String)> = ROUTES
        .iter()
        .filter(|(_, path, _)| *path != WEBHOOK)
        .map(|(m, p, _)| ((*m).to_owned(), (*p).to_owned()))
        .collect();
    let missing: Vec<_> = expected.difference(&documented).collect();
    let extra: Vec<_> = documented.difference(&expected).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "not documented: {missing:?}; documented but not served: {extra:?}"
    );
    assert!(
        !doc["paths"]
            .as_object()
            .expect("paths")
            .contains_key(WEBHOOK)
    );
    assert!(
        !doc.to_string().contains("payment/webhook"),
        "the webhook is hidden"
    );

    // The bearer scheme on exactly the authenticated routes.
    assert_eq!(
        doc["components"]["securitySchemes"]["bearerAuth"]["scheme"],
        "bearer"
    );
    let mut operation_ids = BTreeSet::new();
    for (method, path, op) in &ops {
        let access = ROUTES
            .iter()
            .find(|(m, p, _)| m == method && p == path)
            .map(|(_, _, a)| *a)
            .expect("in the matrix");
        let secured = op["security"]
            .as_array()
            .is_some_and(|s| s.iter().any(|r| r.get("bearerAuth").is_some()));
        assert_eq!(
            secured,
            access != Access::Public,
            "{method} {path} security"
        );
        let id = op["operationId"].as_str().expect("operationId");
        assert!(
            operation_ids.insert(id.to_owned()),
            "operationId {id} twice"
        );

        // Path parameters are declared; request bodies and answers have schemas.
        for name in path
            .split('/')
            .filter_map(|s| s.strip_prefix('{')?.strip_suffix('}'))
        {
            let declared = op["parameters"].as_array().is_some_and(|params| {
                params
                    .iter()
                    .any(|p| p["name"] == name && p["in"] == "path" && p["schema"].is_object())
            });
            assert!(declared, "{method} {path}: path parameter {name}");
        }
        if let Some(body) = op.get("requestBody") {
            let content = body["content"].as_object().expect("content");
            assert!(
                content.values().all(|c| c["schema"].is_object()),
                "{method} {path}: request body schema"
            );
        }
        let responses = op["responses"].as_object().expect("responses");
        assert!(
            responses.keys().any(|s| s.starts_with('2')),
            "{method} {path}: a success answer"
        );
        for (status, response) in responses {
            let content = response["content"].as_object();
            if bodiless(method, path, status) {
                assert!(
                    content.is_none_or(|c| c.is_empty()),
                    "{method} {path} {status}"
                );
                continue;
            }
            let content = content.unwrap_or_else(|| panic!("{method} {path} {status}: content"));
            assert!(
                !content.is_empty() && content.values().all(|c| c["schema"].is_object()),
                "{method} {path} {status}: response schema"
            );
        }
        if method != "GET" && method != "DELETE" {
            // Routes that take no body: the ones driven by the path, the query or the token.
            let without_body = [
                "/api/v1/auth/forgot-password",
                "/api/v1/auth/resend-verification",
                "/api/v1/auth/email-verification",
                "/api/v1/billing/portal-session",
                "/api/v1/admin/invitations",
                "/api/v1/admin/invitations/batch",
            ];
            let takes_no_body = without_body.contains(&path.as_str())
                || path.ends_with("/oauth/start")
                || path.ends_with("/suspend")
                || path.ends_with("/activate");
            assert_eq!(
                op.get("requestBody").is_none(),
                takes_no_body,
                "{method} {path}: request body"
            );
        }
    }

    // Every reference resolves; the error envelopes name the codes of their status.
    let mut all = BTreeSet::new();
    refs(&doc, &mut all);
    for r in &all {
        let name = r
            .strip_prefix("#/components/schemas/")
            .unwrap_or_else(|| panic!("{r}"));
        assert!(
            doc["components"]["schemas"][name].is_object(),
            "{r} resolves"
        );
    }
    let codes = |status: &str| {
        doc["components"]["schemas"][format!("Error{status}")]["properties"]["error"]["properties"]
            ["code"]["enum"]
            .clone()
    };
    assert!(
        codes("404")
            .as_array()
            .expect("enum")
            .contains(&Value::from("NOT_FOUND"))
    );
    assert!(
        codes("409")
            .as_array()
            .expect("enum")
            .contains(&Value::from("SESSION_BUSY"))
    );

    // The CLI prints the same document.
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_taxcredit"))
        .arg("openapi")
        .output()
        .await
        .expect("taxcredit openapi runs");
    assert!(output.status.success());
    let printed: Value = serde_json::from_slice(&output.stdout).expect("JSON on stdout");
    assert_eq!(printed, doc);
}

#[actix_web::test]
async fn the_reference_page_and_its_assets_come_from_the_binary() {
    let app = TestApp::spawn().await;
    let get = |path: &'static str| app.client.get(app.url(path)).send();
    for path in ["/api/v1/docs", "/api/v1/docs/"] {
        let res = get(path).await.expect("request");
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        let content_type = res.headers()["content-type"].to_str().expect("ascii");
        assert!(content_type.starts_with("text/html"), "{content_type}");
        let html = res.text().await.expect("text");
        assert!(html.contains("swagger-ui-bundle.js"), "{path}: {html}");
        // Without the slash, the assets are read relative to `docs/`.
        assert_eq!(
            html.contains("<base href=\"docs/\">"),
            path == "/api/v1/docs"
        );
    }
    let script = get("/api/v1/docs/swagger-ui-bundle.js")
        .await
        .expect("request");
    assert_eq!(script.status(), StatusCode::OK);
    assert!(script.bytes().await.expect("bytes").len() > 100_000);
    let init = get("/api/v1/docs/swagger-initializer.js")
        .await
        .expect("request")
        .text()
        .await
        .expect("text");
    assert!(init.contains("\"url\": \"../openapi.json\""), "{init}");
    let missing = get("/api/v1/docs/nope.js").await.expect("request");
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn the_reference_page_renders_the_routes_in_a_headless_browser() {
    const CHROMIUM: &str = "/usr/bin/chromium";
    if !std::path::Path::new(CHROMIUM).exists() {
        eprintln!(
            "SKIPPED: {CHROMIUM} is missing (apt-get install chromium); the reference page was not \
             rendered"
        );
        return;
    }
    let app = TestApp::spawn().await;
    let profile = tempfile::tempdir().expect("tempdir");
    let run = tokio::process::Command::new(CHROMIUM)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--virtual-time-budget=15000",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg("--dump-dom")
        .arg(app.url("/api/v1/docs"))
        .kill_on_drop(true)
        .output();
    let output = tokio::time::timeout(Duration::from_secs(120), run)
        .await
        .expect("chromium finishes within 2 minutes")
        .expect("chromium runs");
    let dom = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "chromium failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Swagger UI rendered the document: one `opblock` per operation, the paths as text.
    let blocks = dom.matches("opblock-summary-path").count();
    assert!(blocks >= 80, "{blocks} operations rendered");
    assert!(dom.contains("/api/v1/sessions/{sessionId}/runs"));
    assert!(!dom.contains("payment/webhook"));
}

#[actix_web::test]
async fn the_document_states_what_the_service_enforces() {
    let app = TestApp::spawn().await;
    let doc: Value = app
        .client
        .get(app.url("/api/v1/openapi.json"))
        .send()
        .await
        .expect("document")
        .json()
        .await
        .expect("json");
    let schema = |name: &str| doc["components"]["schemas"][name].clone();
    // Required and not nullable where the service refuses a missing or null value.
    let token = schema("TokenBody");
    assert!(
        token["required"]
            .as_array()
            .expect("required")
            .contains(&"token".into())
    );
    assert_eq!(token["properties"]["token"]["type"], "string");
    // Patterns instead of formats the service reads differently.
    let register = schema("RegisterBody");
    assert!(register["properties"]["email"]["format"].is_null());
    assert!(register["properties"]["email"]["pattern"].is_string());
    assert!(register["properties"]["password"]["pattern"].is_string());
    assert!(schema("SessionTitleBody")["properties"]["title"]["pattern"].is_string());
    // FREE cannot be bought; the run's two spellings are not sent together.
    let tier = &schema("SubscriptionCheckoutBody")["properties"]["tier"]["enum"];
    assert!(
        !tier.as_array().expect("enum").contains(&"FREE".into()),
        "{tier}"
    );
    assert!(schema("RunBody")["allOf"].is_array());
    // Integers state the int64 range; page sizes above the maximum are read as the maximum.
    let price = &schema("PlanBody")["properties"]["priceCents"];
    assert_eq!(price["maximum"], 100_000_000);
    let presign = &schema("PresignEntry")["properties"]["fileSize"];
    assert_eq!(presign["maximum"], i64::MAX);
    let users = &doc["paths"]["/api/v1/admin/users"]["get"]["parameters"];
    let size = users
        .as_array()
        .expect("parameters")
        .iter()
        .find(|p| p["name"] == "size")
        .expect("size");
    // No maximum of 200: larger sizes are read as 200; beyond int64 refused.
    assert_eq!(size["schema"]["maximum"], i64::MAX, "{size}");
}

#[actix_web::test]
async fn the_documented_rules_are_the_enforced_ones() {
    let app = TestApp::spawn().await;
    let user = app.register("rules@example.com").await;
    // A page beyond int64 is refused, not clamped.
    let admin = app.create_admin("rules-admin@example.com").await;
    let res = app
        .get(
            "/api/v1/admin/users?size=99999999999999999999",
            &admin.access,
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let res = app
        .get("/api/v1/admin/users?size=100000", &admin.access)
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    // 3.0 is an integer, as JSON Schema reads one.
    let res = app
        .put(
            "/api/v1/admin/quotas/tiers/STARTER",
            &admin.access,
            serde_json::json!({"maxFilesPerUpload": 3.0}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    // Both spellings of a run field, even equal, are refused.
    let project = app.create_project(&user.access, "Rules").await;
    let session = app
        .create_session(
            &user.access,
            project["id"].as_str().expect("id"),
            "PRECHECK",
        )
        .await;
    let res = app
        .post(
            &format!("/api/v1/sessions/{}/runs", session["id"].as_str().expect("id")),
            Some(&user.access),
            serde_json::json!({"type": "PRECHECK", "input": "x", "history_limit": 5, "historyLimit": 5}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
}
