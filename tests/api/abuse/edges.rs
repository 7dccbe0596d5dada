//! The edges: the worker authenticates before it reads a body, response headers (nosniff,
//! no-store on tokens), and private file modes.

use super::*;

fn start_worker(token: &str) -> u16 {
    let dir = tempfile::tempdir().expect("tempdir");
    let settings = test_settings(dir.path());
    let listener = TcpListener::bind("127.0.0.1:0").expect("worker port");
    let port = listener.local_addr().expect("addr").port();
    let state = taxcredit::startup::worker_state(
        &settings,
        SecretString::from(token.to_owned()),
        "http://127.0.0.1:1",
    )
    .expect("worker state");
    let server = taxcredit::worker::serve(listener, state, false).expect("worker");
    actix_web::rt::spawn(server);
    port
}

/// Sends only the head of a request announcing `length` bytes, plus `first` bytes of body, and
/// returns the status line of the answer.
fn head_only(port: u16, token: Option<&str>, length: usize, first: &[u8]) -> String {
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connect");
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .expect("timeout");
    let token = token
        .map(|t| format!("X-Internal-Token: {t}\r\n"))
        .unwrap_or_default();
    let head = format!(
        "POST /api/v1/task/process HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n{token}Content-Length: {length}\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).expect("head");
    stream.write_all(first).expect("body start");
    let mut answer = vec![0u8; 512];
    let n = stream.read(&mut answer).expect("answer");
    String::from_utf8_lossy(&answer[..n])
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned()
}

#[actix_web::test]
async fn the_worker_checks_its_token_before_reading_the_body() {
    let token = taxcredit::auth::opaque::generate();
    let port = start_worker(&token);
    let url = format!("http://127.0.0.1:{port}/api/v1/task/process");
    let client = reqwest::Client::new();
    // Malformed JSON without the token: 401, not a parse error.
    let res = client
        .post(&url)
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    // A body announced larger than the limit: 401 before a byte of it is read (not 413).
    let huge = taxcredit::worker::TASK_BODY_LIMIT + 1024 * 1024;
    let status = actix_web::rt::task::spawn_blocking(move || head_only(port, None, huge, b"{"))
        .await
        .expect("join");
    assert!(status.contains(" 401 "), "{status}");
    // With the token the same oversized body is 413, and malformed JSON a fixed sentence.
    let with_token = token.clone();
    let status =
        actix_web::rt::task::spawn_blocking(move || head_only(port, Some(&with_token), huge, b"{"))
            .await
            .expect("join");
    assert!(status.contains(" 413 "), "{status}");
    let res = client
        .post(&url)
        .header("x-internal-token", &token)
        .body("{not json")
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: Value = res.json().await.expect("json");
    assert_eq!(
        body["error"]["message"], "the task body is not valid JSON",
        "{body}"
    );
}

#[actix_web::test]
async fn every_response_is_nosniff_and_token_responses_are_no_store() {
    let app = TestApp::spawn().await;
    let nosniff = |res: &reqwest::Response| {
        res.headers()
            .get("x-content-type-options")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let no_store = |res: &reqwest::Response| {
        res.headers()
            .get("cache-control")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let res = app
        .post(
            "/api/v1/auth/register",
            None,
            json!({"email": "headers@example.com", "password": PASSWORD}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    assert_eq!(no_store(&res).as_deref(), Some("no-store"));
    assert_eq!(nosniff(&res).as_deref(), Some("nosniff"));
    let registered: Value = res.json().await.expect("json");
    let res = login(&app, "headers@example.com", PASSWORD).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(no_store(&res).as_deref(), Some("no-store"));
    let res = app
        .post(
            "/api/v1/auth/refresh",
            None,
            json!({"refreshToken": registered["refreshToken"]}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(no_store(&res).as_deref(), Some("no-store"));
    // Success, error envelope, plain 401, unknown route: all nosniff.
    for (path, status) in [
        ("/api/v1/health/liveness", StatusCode::OK),
        ("/api/v1/projects", StatusCode::UNAUTHORIZED),
        ("/api/v1/nothing-here", StatusCode::NOT_FOUND),
    ] {
        let res = app.client.get(app.url(path)).send().await.expect("send");
        assert_eq!(res.status(), status, "{path}");
        assert_eq!(nosniff(&res).as_deref(), Some("nosniff"), "{path}");
    }
    let res = login(&app, "headers@example.com", "Wrong-Password-1").await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(nosniff(&res).as_deref(), Some("nosniff"));
    // The worker too.
    let port = start_worker(&taxcredit::auth::opaque::generate());
    for path in ["/api/v1/health/liveness", "/api/v1/task/process"] {
        let res = app
            .client
            .post(format!("http://127.0.0.1:{port}{path}"))
            .send()
            .await
            .expect("send");
        assert_eq!(nosniff(&res).as_deref(), Some("nosniff"), "worker {path}");
    }
}

#[cfg(unix)]
#[actix_web::test]
async fn stored_objects_folders_and_secrets_are_private() {
    use std::os::unix::fs::PermissionsExt;
    let app = TestApp::spawn().await;
    let user = app.register("private@example.com").await;
    let pid = app.create_project(&user.access, "Private").await["id"]
        .as_str()
        .expect("id")
        .to_owned();
    upload(
        &app,
        &user.access,
        &pid,
        "evidence.txt",
        "text/plain",
        b"lab notes",
    )
    .await;
    let mode = |path: &std::path::Path| {
        std::fs::metadata(path)
            .expect("metadata")
            .permissions()
            .mode()
            & 0o777
    };
    assert_eq!(mode(&app.data_dir.join("secrets.toml")), 0o600);
    let objects = app.data_dir.join("objects");
    let (mut files, mut dirs) = (0, 0);
    let mut pending = vec![objects];
    while let Some(dir) = pending.pop() {
        assert_eq!(mode(&dir), 0o700, "{}", dir.display());
        dirs += 1;
        for entry in std::fs::read_dir(&dir).expect("read_dir") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                pending.push(path);
            } else {
                assert_eq!(mode(&path), 0o600, "{}", path.display());
                files += 1;
            }
        }
    }
    assert!(files >= 1 && dirs >= 3, "{files} files, {dirs} folders");
}
