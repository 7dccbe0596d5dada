//! The task worker's boundary (X-Internal-Token) and indexing across a worker outage.

use std::net::TcpListener;
use std::time::Duration;

use reqwest::StatusCode;
use secrecy::SecretString;
use serde_json::json;

use crate::helpers::{TestApp, test_settings};
use crate::uploads::{upload, wait_indexed};

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port()
}

/// A worker of its own on `port`, fetching from the object store at `storage`.
fn start_worker(port: u16, token: &str, storage: &str) {
    let dir = tempfile::tempdir().expect("tempdir");
    let settings = test_settings(dir.path());
    let listener = TcpListener::bind(("127.0.0.1", port)).expect("worker port");
    let state =
        taxcredit::startup::worker_state(&settings, SecretString::from(token.to_owned()), storage)
            .expect("worker state");
    let server = taxcredit::worker::serve(listener, state, false).expect("worker");
    actix_web::rt::spawn(server);
}

#[actix_web::test]
async fn worker_routes_need_the_internal_token() {
    let port = free_port();
    let token = taxcredit::auth::opaque::generate();
    start_worker(port, &token, "http://127.0.0.1:1");
    let client = reqwest::Client::new();
    let base = format!("http://127.0.0.1:{port}/api/v1");
    let task = json!({"kind": "INDEX", "downloadUrl": "http://127.0.0.1:1/x", "textUploadUrl": "http://127.0.0.1:1/y"});
    let res = client
        .post(format!("{base}/task/process"))
        .json(&task)
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let res = client
        .post(format!("{base}/task/process"))
        .header("X-Internal-Token", "wrong")
        .json(&task)
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    for path in ["/health/", "/health/readiness"] {
        let res = client
            .get(format!("{base}{path}"))
            .send()
            .await
            .expect("send");
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "{path}");
        let res = client
            .get(format!("{base}{path}"))
            .header("X-Internal-Token", &token)
            .send()
            .await
            .expect("send");
        assert_eq!(res.status(), StatusCode::OK, "{path}");
    }
    let res = client
        .get(format!("{base}/health/liveness"))
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::OK);
    // With the token, an unreachable download is a transient failure (the backend retries).
    let res = client
        .post(format!("{base}/task/process"))
        .header("X-Internal-Token", &token)
        .json(&task)
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::BAD_GATEWAY);
}

#[actix_web::test]
async fn files_wait_while_the_worker_is_down_and_become_ready_when_it_is_back() {
    let port = free_port();
    let token = taxcredit::auth::opaque::generate();
    let configured = token.clone();
    let app = TestApp::spawn_with(move |s| {
        s.worker.url = format!("http://127.0.0.1:{port}");
        s.worker.token = SecretString::from(configured);
    })
    .await;
    let user = app.register("outage@example.com").await;
    let pid = app.create_project(&user.access, "Outage").await["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let fid = upload(
        &app,
        &user.access,
        &pid,
        "wait.txt",
        "text/plain",
        b"indexed after the outage",
    )
    .await;

    tokio::time::sleep(Duration::from_millis(1500)).await;
    let list: Vec<serde_json::Value> = app
        .get(&format!("/api/v1/projects/{pid}/files"), &user.access)
        .await
        .json()
        .await
        .expect("json");
    let status = list[0]["indexStatus"].as_str().expect("status").to_owned();
    assert!(status == "PENDING" || status == "INDEXING", "{status}");

    start_worker(port, &token, app.state.storage.endpoint());
    let file = wait_indexed(&app, &user.access, &pid, &fid).await;
    assert_eq!(file["indexStatus"], "READY", "{file}");
}

/// One file as a stream of chunks, as a download arrives.
fn chunks(
    bytes: &[u8],
) -> impl futures_util::Stream<Item = Result<Vec<u8>, std::io::Error>> + Unpin {
    futures_util::stream::iter(
        bytes
            .chunks(7000)
            .map(|c| Ok(c.to_vec()))
            .collect::<Vec<_>>(),
    )
}

#[actix_web::test]
async fn extraction_children_are_reused_until_one_dies_and_the_next_file_gets_a_fresh_one() {
    use taxcredit::worker::extract::ExtractLimits;
    use taxcredit::worker::sandbox::Sandbox;
    let limits = ExtractLimits {
        // Only the kernel's wall stops the bomb below.
        max_entry_bytes: 4 << 30,
        max_file_bytes: 4 << 30,
        max_memory_mib: 160,
        ..ExtractLimits::default()
    };
    let sandbox = Sandbox::new(env!("CARGO_BIN_EXE_taxcredit"), limits, 64 << 20).expect("sandbox");
    for text in ["first file", "second file"] {
        let out = sandbox
            .extract("text/plain", chunks(text.as_bytes()))
            .await
            .expect("runs")
            .expect("extracted");
        assert_eq!(out.text, text);
    }
    let pdf = crate::uploads::pdf_bytes("Coatings wear");
    let out = sandbox
        .extract("application/pdf", chunks(&pdf))
        .await
        .expect("runs")
        .expect("extracted");
    assert!(out.text.contains("Coatings wear"), "{}", out.text);
    assert_eq!(sandbox.spawned(), 1, "one child served three files");

    let bomb = crate::hostile_files::samples::pdf(
        1,
        crate::hostile_files::samples::zlib_repeated(b"(a) Tj \n", 256),
        Some("FlateDecode"),
    );
    let err = sandbox
        .extract("application/pdf", chunks(&bomb))
        .await
        .expect("runs")
        .expect_err("the child dies");
    assert!(
        err.to_string().contains("more than 160 MiB of memory"),
        "{err}"
    );
    let out = sandbox
        .extract("text/plain", chunks(b"after"))
        .await
        .expect("runs")
        .expect("extracted");
    assert_eq!(out.text, "after");
    assert_eq!(
        sandbox.spawned(),
        2,
        "a fresh child after the one that died"
    );
}

#[actix_web::test]
async fn the_worker_fetches_only_from_the_object_store_and_follows_no_redirect() {
    use wiremock::matchers::method;
    use wiremock::{Mock, MockServer, ResponseTemplate};
    let store = MockServer::start().await;
    let elsewhere = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(302)
                .insert_header("location", format!("{}/secret", elsewhere.uri()).as_str()),
        )
        .mount(&store)
        .await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_string("internal"))
        .mount(&elsewhere)
        .await;
    let port = free_port();
    let token = taxcredit::auth::opaque::generate();
    start_worker(port, &token, &store.uri());
    let task = |download: String, upload: String| {
        reqwest::Client::new()
            .post(format!("http://127.0.0.1:{port}/api/v1/task/process"))
            .header("X-Internal-Token", token.as_str())
            .json(&json!({"kind": "INDEX", "downloadUrl": download, "textUploadUrl": upload, "contentType": "text/plain"}))
            .send()
    };
    // Another origin, for the download or the upload: refused before any request.
    for (download, upload) in [
        (
            format!("{}/x", elsewhere.uri()),
            format!("{}/y", store.uri()),
        ),
        (
            format!("{}/x", store.uri()),
            format!("{}/y", elsewhere.uri()),
        ),
        (
            "http://169.254.169.254/latest/meta-data/".to_owned(),
            format!("{}/y", store.uri()),
        ),
    ] {
        let res = task(download, upload).await.expect("send");
        assert_eq!(res.status(), StatusCode::BAD_REQUEST);
        let body: serde_json::Value = res.json().await.expect("json");
        assert_eq!(body["error"]["code"], "INVALID_TASK", "{body}");
    }
    // The store redirecting elsewhere is not followed.
    let res = task(format!("{}/x", store.uri()), format!("{}/y", store.uri()))
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::BAD_GATEWAY);
    assert!(
        elsewhere
            .received_requests()
            .await
            .unwrap_or_default()
            .is_empty(),
        "the worker reached another origin"
    );
}
