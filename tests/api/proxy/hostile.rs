//! The proxy against hostile clients: a forged `X-Forwarded-For` does not choose the address the
//! backend's per-IP limits see, dot segments do not leave `/api/v1`, a stalled body is cut.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;
use wiremock::matchers::method;
use wiremock::{Mock, MockServer, ResponseTemplate};

use super::{EDGE_ID, EDGE_SECRET, start_proxy};
use crate::helpers::TestApp;

#[actix_web::test]
async fn a_client_behind_the_proxy_cannot_choose_the_address_per_ip_limits_see() {
    let app = TestApp::spawn_with(|s| {
        s.edge.required = true;
        s.edge.client_id = EDGE_ID.to_owned();
        s.edge.client_secret = EDGE_SECRET.to_owned().into();
        s.auth.register_per_ip_per_hour = 2;
        s.server.trusted_proxies = vec!["127.0.0.1".into()];
    })
    .await;
    let bff = start_proxy(&app.address, Some((EDGE_ID, EDGE_SECRET)), 30_000).await;
    // Clients on other loopback addresses, so the proxy (127.0.0.1) is the only trusted hop.
    let client_from = |ip: &str| {
        reqwest::Client::builder()
            .local_address(ip.parse::<std::net::IpAddr>().expect("ip"))
            .build()
            .expect("client")
    };
    let register = |c: reqwest::Client, i: u32, spoof: String| {
        let url = format!("{bff}/auth/register");
        async move {
            c.post(url)
                .header("x-forwarded-for", spoof)
                .json(&json!({"email": format!("spoof{i}@example.com"), "password": "Browser-pass-2025!"}))
                .send()
                .await
                .expect("send")
                .status()
        }
    };
    let one = client_from("127.0.0.2");
    for i in 0..2 {
        let status = register(one.clone(), i, format!("203.0.113.{i}")).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    // A new forged first hop each time changes nothing: the limit counts 127.0.0.2.
    let status = register(one.clone(), 2, "198.51.100.77, 127.0.0.1".into()).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    // Another client still registers.
    let status = register(client_from("127.0.0.3"), 3, "203.0.113.0".into()).await;
    assert_eq!(status, StatusCode::CREATED);
}

/// Sends `head` (and `body`) on a raw connection and answers the status line.
fn raw_status(address: &str, head: &str, body: &[u8], wait: Duration) -> String {
    use std::io::{BufRead, BufReader, Write};
    let mut stream = std::net::TcpStream::connect(address).expect("connect");
    stream.set_read_timeout(Some(wait)).expect("timeout");
    stream.write_all(head.as_bytes()).expect("head");
    stream.write_all(body).expect("body");
    let mut line = String::new();
    let _ = BufReader::new(stream).read_line(&mut line);
    line
}

#[actix_web::test]
async fn dot_segments_do_not_leave_api_v1_and_a_stalled_body_is_cut() {
    let backend = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_string("reached"))
        .mount(&backend)
        .await;
    let bff = start_proxy(&backend.uri(), Some((EDGE_ID, EDGE_SECRET)), 700).await;
    let address = bff
        .trim_start_matches("http://")
        .split('/')
        .next()
        .expect("host")
        .to_owned();
    // Literal and encoded dot segments (a client library would normalise them: sent raw).
    for target in [
        "/api/bff/api/v1/../../metrics",
        "/api/bff/api/v1/projects/../../../internal/x",
        "/api/bff/api/v1/%2e%2e/%2E%2E/metrics",
        "/api/bff/api/v1/a%2f..%2f..%2fmetrics",
    ] {
        let head = format!("GET {target} HTTP/1.1\r\nHost: p\r\nConnection: close\r\n\r\n");
        let status = actix_web::rt::task::spawn_blocking({
            let address = address.clone();
            move || raw_status(&address, &head, b"", Duration::from_secs(5))
        })
        .await
        .expect("join");
        assert!(status.contains(" 404 "), "{target}: {status}");
    }
    assert!(
        backend
            .received_requests()
            .await
            .unwrap_or_default()
            .is_empty(),
        "a dot-segment path reached the backend"
    );
    // A body that announces 100 bytes, sends 10 and stalls is cut after the timeout (0.7 s).
    let head = "POST /api/bff/api/v1/projects HTTP/1.1\r\nHost: p\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n".to_owned();
    let started = std::time::Instant::now();
    let status = actix_web::rt::task::spawn_blocking(move || {
        raw_status(&address, &head, b"{\"name\": ", Duration::from_secs(10))
    })
    .await
    .expect("join");
    assert!(status.contains(" 408 "), "{status}");
    assert!(started.elapsed() < Duration::from_secs(5));
}
