//! `taxcredit proxy` (DESIGN §14, spec §7, RELIABILITY 31) and the backend's edge guard: the
//! browser path through the proxy to a real backend that requires the edge headers, and the
//! forwarding rules against wiremock backends.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};
use taxcredit::config::{Settings, Sources};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::TestApp;

mod hostile;

const EDGE_ID: &str = "edge-client-7f3a";
const EDGE_SECRET: &str = "edge-secret-5b9c1d7e2f4a6b8c0d2e4f6a8b0c2d4e";

/// A proxy in this process for `origins` (comma separated), with the edge pair unless `None`.
async fn start_proxy(origins: &str, edge: Option<(&str, &str)>, timeout_ms: u64) -> String {
    let mut settings = Settings::load(Sources::default()).expect("defaults");
    settings.proxy.backend_origin = origins.to_owned();
    settings.proxy.timeout_ms = timeout_ms;
    if let Some((id, secret)) = edge {
        settings.edge.client_id = id.to_owned();
        settings.edge.client_secret = secret.to_owned().into();
    }
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("addr").port();
    let state = taxcredit::proxy::ProxyState::new(&settings).expect("proxy state");
    let server = taxcredit::proxy::serve(listener, state).expect("serve");
    actix_web::rt::spawn(server);
    format!("http://127.0.0.1:{port}/api/bff/api/v1")
}

async fn guarded_backend() -> TestApp {
    TestApp::spawn_with(|s| {
        s.edge.required = true;
        s.edge.client_id = EDGE_ID.to_owned();
        s.edge.client_secret = EDGE_SECRET.to_owned().into();
    })
    .await
}

async fn send(
    client: &reqwest::Client,
    verb: reqwest::Method,
    url: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut request = client.request(verb, url);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.expect("send");
    let status = response.status();
    let text = response.text().await.expect("body");
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

#[actix_web::test]
async fn the_browser_path_reaches_every_route_group_and_the_backend_refuses_direct_calls() {
    let app = guarded_backend().await;
    let bff = start_proxy(&app.address, Some((EDGE_ID, EDGE_SECRET)), 30_000).await;
    let c = reqwest::Client::new();
    use reqwest::Method as M;

    let (status, auth) = send(
        &c,
        M::POST,
        &format!("{bff}/auth/register"),
        None,
        Some(json!({"email": "browser@example.com", "password": "Browser-pass-2025!"})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{auth}");
    let token = auth["accessToken"].as_str().expect("token").to_owned();
    let t = Some(token.as_str());
    let (status, _) = send(&c, M::GET, &format!("{bff}/auth/me"), t, None).await;
    assert_eq!(status, StatusCode::OK);
    let (status, project) = send(
        &c,
        M::POST,
        &format!("{bff}/projects"),
        t,
        Some(json!({"name": "Through the proxy", "fiscalYear": "2025"})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{project}");
    let pid = project["id"].as_str().expect("id").to_owned();
    let (status, session) = send(
        &c,
        M::POST,
        &format!("{bff}/projects/{pid}/sessions"),
        t,
        Some(json!({"type": "PRECHECK"})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    let sid = session["id"].as_str().expect("id").to_owned();
    let checks: Vec<(M, String, Option<Value>, StatusCode)> = vec![
        (
            M::GET,
            format!("{bff}/projects?page=0&size=5"),
            None,
            StatusCode::OK,
        ),
        (
            M::PATCH,
            format!("{bff}/projects/{pid}"),
            Some(json!({"description": "Via the proxy"})),
            StatusCode::OK,
        ),
        (
            M::POST,
            format!("{bff}/sessions/{sid}/runs"),
            Some(
                json!({"type": "PRECHECK", "input": "We did not know whether the seal would hold at -40 C, so we ran twelve trials."}),
            ),
            StatusCode::OK,
        ),
        (
            M::GET,
            format!("{bff}/sessions/{sid}/history?limit=5"),
            None,
            StatusCode::OK,
        ),
        (
            M::POST,
            format!("{bff}/projects/{pid}/files/presign"),
            Some(
                json!({"files": [{"filename": "notes.txt", "contentType": "text/plain", "fileSize": 12}]}),
            ),
            StatusCode::OK,
        ),
        (
            M::GET,
            format!("{bff}/projects/{pid}/integrations/codehost"),
            None,
            StatusCode::OK,
        ),
        (M::GET, format!("{bff}/quotas/me"), None, StatusCode::OK),
        (M::GET, format!("{bff}/billing/me"), None, StatusCode::OK),
        (
            M::GET,
            format!("{bff}/subscription-plans"),
            None,
            StatusCode::OK,
        ),
        (
            M::POST,
            format!("{bff}/screener"),
            Some(json!({"input": "We are testing whether a new alloy resists corrosion."})),
            StatusCode::OK,
        ),
        // The backend's own refusals pass through unchanged.
        (
            M::GET,
            format!("{bff}/admin/users"),
            None,
            StatusCode::FORBIDDEN,
        ),
        (
            M::GET,
            format!("{bff}/projects/{}", uuid::Uuid::new_v4()),
            None,
            StatusCode::NOT_FOUND,
        ),
    ];
    for (verb, url, body, expected) in checks {
        let token = if url.contains("/screener") || url.contains("subscription-plans") {
            None
        } else {
            t
        };
        let (status, answer) = send(&c, verb.clone(), &url, token, body).await;
        assert_eq!(status, expected, "{verb} {url}: {answer}");
    }
    let (status, run_history) = send(
        &c,
        M::GET,
        &format!("{bff}/sessions/{sid}/history"),
        t,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        run_history.as_array().map(Vec::len),
        Some(2),
        "{run_history}"
    );

    // Straight to the backend: refused without the pair, or with a wrong one.
    let direct = format!("{}/api/v1/projects", app.address);
    let (status, body) = send(&c, M::GET, &direct, t, None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(
        body,
        json!({"status": 403, "error": "Forbidden", "path": "/api/v1/projects"})
    );
    let forged = c
        .get(&direct)
        .bearer_auth(&token)
        .header("Edge-Access-Client-Id", EDGE_ID)
        .header("Edge-Access-Client-Secret", "edge-secret-wrong")
        .send()
        .await
        .expect("send");
    assert_eq!(forged.status(), StatusCode::FORBIDDEN);
    let (status, _) = send(
        &c,
        M::GET,
        &format!("{}/api/v1/health/liveness", app.address),
        None,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let right = c
        .get(&direct)
        .bearer_auth(&token)
        .header("Edge-Access-Client-Id", EDGE_ID)
        .header("Edge-Access-Client-Secret", EDGE_SECRET)
        .send()
        .await
        .expect("send");
    assert_eq!(right.status(), StatusCode::OK);
    // The payment provider calls the webhook directly: never refused by the guard.
    let webhook = c
        .post(format!("{}/api/v1/billing/payment/webhook", app.address))
        .body("{}")
        .send()
        .await
        .expect("send");
    assert_ne!(webhook.status(), StatusCode::FORBIDDEN);
    // Client-sent edge headers through the proxy are replaced by the proxy's own.
    let through = c
        .get(format!("{bff}/projects"))
        .bearer_auth(&token)
        .header("Edge-Access-Client-Id", "someone-else")
        .header("Edge-Access-Client-Secret", "guess")
        .send()
        .await
        .expect("send");
    assert_eq!(through.status(), StatusCode::OK);
}

#[actix_web::test]
async fn headers_query_and_bodies_cross_as_the_rules_say() {
    let backend = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/api/v1/things/7"))
        .respond_with(
            ResponseTemplate::new(201)
                .insert_header("x-backend", "yes")
                .insert_header("keep-alive", "timeout=5")
                .insert_header("proxy-authenticate", "Basic realm=x")
                .insert_header("upgrade", "h2c")
                .set_body_string("created"),
        )
        .mount(&backend)
        .await;
    let big = vec![b'z'; 12 * 1024 * 1024];
    Mock::given(method("GET"))
        .and(path("/api/v1/download"))
        .respond_with(ResponseTemplate::new(200).set_body_bytes(big.clone()))
        .mount(&backend)
        .await;
    Mock::given(method("PUT"))
        .and(path("/api/v1/upload"))
        .respond_with(ResponseTemplate::new(204))
        .mount(&backend)
        .await;
    let bff = start_proxy(&backend.uri(), Some((EDGE_ID, EDGE_SECRET)), 5_000).await;
    let c = reqwest::Client::new();
    let res = c
        .post(format!("{bff}/things/7?x=1&y=two%20words"))
        .bearer_auth("tok-123")
        .header("Connection", "keep-alive, x-hop-only")
        .header("x-hop-only", "1")
        .header("Proxy-Authorization", "Basic Zm9vOmJhcg==")
        .header("TE", "trailers")
        .header("Edge-Access-Client-Id", "forged")
        .header("Edge-Access-Client-Secret", "forged")
        .header("x-end-to-end", "kept")
        .header("content-type", "application/json")
        .body(r#"{"a":1}"#)
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::CREATED);
    assert_eq!(res.headers()["x-backend"], "yes");
    for gone in ["keep-alive", "proxy-authenticate", "upgrade"] {
        assert!(!res.headers().contains_key(gone), "{gone} crossed back");
    }
    assert_eq!(res.text().await.expect("body"), "created");
    let received = backend.received_requests().await.expect("recorded");
    let r = received.last().expect("one request");
    assert_eq!(r.url.path(), "/api/v1/things/7");
    assert_eq!(r.url.query(), Some("x=1&y=two%20words"));
    assert_eq!(r.body, br#"{"a":1}"#);
    let h = |name: &str| {
        r.headers
            .get(name)
            .map(|v| v.to_str().unwrap_or("?").to_owned())
    };
    assert_eq!(h("authorization").as_deref(), Some("Bearer tok-123"));
    assert_eq!(h("x-end-to-end").as_deref(), Some("kept"));
    assert_eq!(h("content-type").as_deref(), Some("application/json"));
    assert_eq!(h("edge-access-client-id").as_deref(), Some(EDGE_ID));
    assert_eq!(h("edge-access-client-secret").as_deref(), Some(EDGE_SECRET));
    assert_eq!(r.headers.get_all("edge-access-client-id").iter().count(), 1);
    for gone in ["x-hop-only", "proxy-authorization", "te"] {
        assert!(h(gone).is_none(), "{gone} crossed upstream");
    }
    assert!(h("x-forwarded-for").is_some_and(|v| v.ends_with("127.0.0.1")));

    // A large download streams back whole, with its length.
    let res = c.get(format!("{bff}/download")).send().await.expect("send");
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.content_length(), Some(big.len() as u64));
    let got = res.bytes().await.expect("body");
    assert!(got.len() == big.len() && got.iter().all(|b| *b == b'z'));
    // A large upload of unknown length streams up whole.
    let chunks: Vec<Result<Vec<u8>, std::io::Error>> =
        (0..64).map(|i| Ok(vec![i as u8; 64 * 1024])).collect();
    let res = c
        .put(format!("{bff}/upload"))
        .body(reqwest::Body::wrap_stream(futures_util::stream::iter(
            chunks,
        )))
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let received = backend.received_requests().await.expect("recorded");
    let upload = received
        .iter()
        .find(|r| r.url.path() == "/api/v1/upload")
        .expect("upload");
    assert_eq!(upload.body.len(), 64 * 64 * 1024);
    assert!(upload.body[..64 * 1024].iter().all(|b| *b == 0));
    assert!(upload.body[63 * 64 * 1024..].iter().all(|b| *b == 63));

    // Outside /api/bff/api/v1: not proxied.
    let base = bff.trim_end_matches("/api/bff/api/v1");
    let res = c
        .get(format!("{base}/api/v1/projects"))
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn misconfiguration_is_500_and_upstream_failure_is_502_exactly() {
    let c = reqwest::Client::new();
    let backend = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/v1/slow"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(3)))
        .mount(&backend)
        .await;
    let misconfigured = json!({"error": "Proxy misconfigured"});
    for bff in [
        start_proxy("", Some((EDGE_ID, EDGE_SECRET)), 5_000).await,
        start_proxy(&backend.uri(), None, 5_000).await,
    ] {
        let (status, body) = send(
            &c,
            reqwest::Method::GET,
            &format!("{bff}/projects"),
            None,
            None,
        )
        .await;
        assert_eq!(
            (status, body),
            (StatusCode::INTERNAL_SERVER_ERROR, misconfigured.clone())
        );
    }
    let failed = json!({"error": "Upstream fetch failed"});
    // Nothing listens there.
    let closed = crate::helpers::closed_origin();
    let bff = start_proxy(&closed, Some((EDGE_ID, EDGE_SECRET)), 5_000).await;
    let (status, body) = send(
        &c,
        reqwest::Method::GET,
        &format!("{bff}/projects"),
        None,
        None,
    )
    .await;
    assert_eq!((status, body), (StatusCode::BAD_GATEWAY, failed.clone()));
    // Too slow to answer.
    let bff = start_proxy(&backend.uri(), Some((EDGE_ID, EDGE_SECRET)), 300).await;
    let (status, body) = send(&c, reqwest::Method::GET, &format!("{bff}/slow"), None, None).await;
    assert_eq!((status, body), (StatusCode::BAD_GATEWAY, failed));
}

#[actix_web::test]
async fn several_origins_share_the_load_and_a_dead_one_is_skipped() {
    let (a, b) = (MockServer::start().await, MockServer::start().await);
    for server in [&a, &b] {
        Mock::given(wiremock::matchers::any())
            .respond_with(ResponseTemplate::new(200).set_body_string("ok"))
            .mount(server)
            .await;
    }
    let c = reqwest::Client::new();
    let bff = start_proxy(
        &format!("{}, {}", a.uri(), b.uri()),
        Some((EDGE_ID, EDGE_SECRET)),
        5_000,
    )
    .await;
    for _ in 0..10 {
        let res = c.get(format!("{bff}/ping")).send().await.expect("send");
        assert_eq!(res.status(), StatusCode::OK);
    }
    let (ra, rb) = (
        a.received_requests().await.map_or(0, |r| r.len()),
        b.received_requests().await.map_or(0, |r| r.len()),
    );
    assert_eq!((ra, rb), (5, 5));

    let closed = crate::helpers::closed_origin();
    let bff = start_proxy(
        &format!("{closed},{}", a.uri()),
        Some((EDGE_ID, EDGE_SECRET)),
        5_000,
    )
    .await;
    for _ in 0..6 {
        let res = c
            .post(format!("{bff}/ping"))
            .json(&json!({"small": true}))
            .send()
            .await
            .expect("send");
        assert_eq!(res.status(), StatusCode::OK);
    }
}
