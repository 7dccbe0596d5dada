//! INDEX tasks: download the file through its signed URL, extract the text, upload it through
//! `textUploadUrl`, answer `{characters, words, pages}`. Download and upload problems are answered
//! 502 (transient: the backend retries); bad content is a FAILED result (permanent).

use actix_web::HttpResponse;
use serde_json::{Value, json};

use super::WorkerState;
use super::extract::{self, ExtractError};

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
    let limit = usize::try_from(state.max_index_bytes).unwrap_or(usize::MAX);
    let bytes = match super::fetch_limited(&state.http, download_url, limit).await {
        Ok((bytes, false)) => bytes,
        Ok((_, true)) => {
            let message = format!(
                "The file is larger than {} MiB and cannot be indexed",
                state.max_index_bytes / (1024 * 1024)
            );
            return HttpResponse::Ok().json(failed("INDEX", "TOO_LARGE", &message));
        }
        Err(message) => return transient(message),
    };
    let content_type_owned = content_type.to_owned();
    let limits = state.extract_limits.clone();
    let extracted =
        tokio::task::spawn_blocking(move || extract::extract(&content_type_owned, &bytes, &limits))
            .await;
    let extracted = match extracted {
        Ok(Ok(e)) => e,
        Ok(Err(e)) => return HttpResponse::Ok().json(failed("INDEX", e.code(), &e.to_string())),
        Err(_) => {
            let e = ExtractError::Corrupt("The file could not be parsed".into());
            return HttpResponse::Ok().json(failed("INDEX", e.code(), &e.to_string()));
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
