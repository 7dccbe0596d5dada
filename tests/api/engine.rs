//! The `openai` engine against a wiremock chat-completions endpoint: a normal answer, a malformed
//! answer (FAILED, never a crash) and a slow answer (timeout).

use std::net::TcpListener;
use std::time::Duration;

use reqwest::StatusCode;
use secrecy::SecretString;
use serde_json::{Value, json};
use taxcredit::config::EngineChoice;
use wiremock::matchers::{bearer_token, body_partial_json, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::test_settings;

/// Starts a worker using the openai engine at `base_url`; returns its address and token.
fn worker(base_url: &str) -> (String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut settings = test_settings(dir.path());
    settings.worker.engine = EngineChoice::Openai;
    settings.worker.llm.base_url = base_url.to_owned();
    settings.worker.llm.model = "test-model".into();
    settings.worker.llm.api_key = SecretString::from("sk-test".to_owned());
    settings.worker.llm.timeout_ms = 500;
    let token = taxcredit::auth::opaque::generate();
    let state = taxcredit::startup::worker_state(
        &settings,
        SecretString::from(token.clone()),
        "http://127.0.0.1:1",
    )
    .expect("state");
    let listener = TcpListener::bind("127.0.0.1:0").expect("port");
    let url = format!("http://{}", listener.local_addr().expect("addr"));
    actix_web::rt::spawn(taxcredit::worker::serve(listener, state, false).expect("worker"));
    (url, token)
}

async fn run_task(url: &str, token: &str) -> Value {
    let res = reqwest::Client::new()
        .post(format!("{url}/api/v1/task/process"))
        .header("X-Internal-Token", token)
        .json(&json!({"taskId": "t", "kind": "RUN", "type": "PRECHECK", "input": "We tested a new coating.",
                      "history": [{"role": "USER", "content": "earlier", "createdAt": "2026-01-01T00:00:00Z"}], "files": []}))
        .send()
        .await
        .expect("send");
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.expect("json")
}

fn completion(content: &str) -> ResponseTemplate {
    ResponseTemplate::new(200)
        .set_body_json(json!({"choices": [{"message": {"role": "assistant", "content": content}}]}))
}

#[actix_web::test]
async fn a_normal_answer_is_passed_through_in_the_engine_shape() {
    let llm = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/chat/completions"))
        .and(bearer_token("sk-test"))
        .and(body_partial_json(json!({"model": "test-model"})))
        .respond_with(completion(r##"{"output": "# Likely eligible", "data": {"verdict": "LIKELY", "score": 80, "criteria": [], "summary": "ok", "nextSteps": []}}"##))
        .expect(1)
        .mount(&llm)
        .await;
    let (url, token) = worker(&llm.uri());
    let result = run_task(&url, &token).await;
    assert_eq!(result["status"], "SUCCEEDED", "{result}");
    assert_eq!(result["output"], "# Likely eligible");
    assert_eq!(result["data"]["verdict"], "LIKELY");
    assert_eq!(result["engine"], "openai");
    assert_eq!(result["model"], "test-model");
}

#[actix_web::test]
async fn a_malformed_answer_is_a_failed_result() {
    let llm = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(completion("Sure! The project looks eligible."))
        .mount(&llm)
        .await;
    let (url, token) = worker(&llm.uri());
    let result = run_task(&url, &token).await;
    assert_eq!(result["status"], "FAILED");
    assert_eq!(result["error"]["code"], "MODEL_MALFORMED_RESPONSE");
}

#[actix_web::test]
async fn a_slow_answer_times_out() {
    let llm = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(completion("{}").set_delay(Duration::from_secs(2)))
        .mount(&llm)
        .await;
    let (url, token) = worker(&llm.uri());
    let result = run_task(&url, &token).await;
    assert_eq!(result["status"], "FAILED");
    assert_eq!(result["error"]["code"], "MODEL_TIMEOUT");
}

#[actix_web::test]
async fn the_model_is_told_to_answer_in_the_requests_language() {
    let llm = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/chat/completions"))
        .and(wiremock::matchers::body_string_contains("Canadian French"))
        .respond_with(completion(r##"{"output": "# Probablement admissible", "data": {"verdict": "LIKELY", "language": "fr"}}"##))
        .expect(1)
        .mount(&llm)
        .await;
    let (url, token) = worker(&llm.uri());
    let res = reqwest::Client::new()
        .post(format!("{url}/api/v1/task/process"))
        .header("X-Internal-Token", token)
        .json(
            &json!({"taskId": "t", "kind": "RUN", "type": "PRECHECK", "language": "fr",
                      "input": "We tested a new coating.", "history": [], "files": []}),
        )
        .send()
        .await
        .expect("send");
    let result: serde_json::Value = res.json().await.expect("json");
    assert_eq!(result["status"], "SUCCEEDED", "{result}");
    assert_eq!(result["output"], "# Probablement admissible");
}
