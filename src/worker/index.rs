//! INDEX tasks: stream the file from its signed URL into an extraction child ([`super::sandbox`]),
//! upload the text it answers through `textUploadUrl`, answer `{characters, words, pages}`. Download and upload problems are answered
//! 502 (transient: the backend retries); bad content is a FAILED result (permanent).

use actix_web::HttpResponse;
use serde_json::{Value, json};

use super::WorkerState;
use super::extract;
use super::sandbox::SandboxError;

pub fn failed(task_type: &str, code: &str, message: &str) -> Value {
    json!({
        "status": "FAILED", "taskType": task_type, "output": "", "data": {}, "citations": [],
        "usage": {"inputTokens": 0, "outputTokens": 0}, "engine": "offline", "model": null,
        "latencyMs": 0, "error": {"code": code, "message": message}
    })
}

fn transient(message: String) -> HttpResponse {
    tracing::warn!(%message, "index task hit a transient failure");
    HttpResponse::BadGateway().json(failed("INDEX", "TRANSIENT", &message))
}

fn too_large(max: u64) -> HttpResponse {
    let message = format!(
        "The file is larger than {} MiB and cannot be indexed",
        max / (1024 * 1024)
    );
    HttpResponse::Ok().json(failed("INDEX", "TOO_LARGE", &message))
}

fn field<'a>(envelope: &'a Value, name: &str) -> Option<&'a str> {
    envelope.get(name).and_then(Value::as_str)
}

pub async fn handle(state: &WorkerState, envelope: &Value) -> HttpResponse {
    let started = std::time::Instant::now();
    let (Some(download_url), Some(upload_url)) = (
        field(envelope, "downloadUrl"),
        field(envelope, "textUploadUrl"),
    ) else {
        return HttpResponse::BadRequest().json(failed(
            "INDEX",
            "INVALID_TASK",
            "downloadUrl and textUploadUrl are required",
        ));
    };
    let content_type = field(envelope, "contentType").unwrap_or("application/octet-stream");
    let response = match state.http.get(download_url).send().await {
        Ok(r) if r.status().is_success() => r,
        Ok(r) => return transient(format!("GET answered HTTP {}", r.status())),
        Err(e) => return transient(format!("GET failed: {e}")),
    };
    let max = state.sandbox.max_input_bytes();
    if response.content_length().is_some_and(|n| n > max) {
        return too_large(max);
    }
    let extracted = match state
        .sandbox
        .extract(content_type, response.bytes_stream())
        .await
    {
        Ok(Ok(e)) => e,
        Ok(Err(e)) => return HttpResponse::Ok().json(failed("INDEX", e.code(), &e.to_string())),
        Err(SandboxError::TooLarge) => return too_large(max),
        Err(SandboxError::Input(message)) => return transient(message),
        Err(e @ SandboxError::Host(_)) => {
            tracing::error!(error = %e, "text extraction could not run");
            return transient(e.to_string());
        }
    };
    let upload = state
        .http
        .put(upload_url)
        .header("content-type", "text/plain; charset=utf-8")
        .body(extracted.text.clone())
        .send()
        .await;
    match upload {
        Ok(r) if r.status().is_success() => {}
        Ok(r) => return transient(format!("text upload answered HTTP {}", r.status())),
        Err(e) => return transient(format!("text upload failed: {e}")),
    }
    HttpResponse::Ok().json(json!({
        "status": "SUCCEEDED", "taskType": "INDEX", "output": "",
        "data": {
            "characters": extracted.text.chars().count(),
            "words": extract::word_count(&extracted.text),
            "pages": extracted.pages,
            "truncated": extracted.truncated.is_some(),
            "truncatedReason": extracted.truncated,
        },
        "citations": [], "usage": {"inputTokens": 0, "outputTokens": 0},
        "engine": "offline", "model": null,
        "latencyMs": u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX),
        "error": null
    }))
}
