//! INDEX tasks: stream the file from its signed URL into an extraction child ([`super::sandbox`]),
//! upload the text it answers through `textUploadUrl`, answer `{characters, words, pages,
//! language}`. Download and upload problems are answered
//! 502 (transient: the backend retries); bad content is a FAILED result (permanent).

use actix_web::HttpResponse;
use futures_util::StreamExt;
use serde::Serialize;
use sha2::{Digest, Sha256};

use super::WorkerState;
use super::extract;
use super::reply::{failed, latency_ms, refused};
use super::sandbox::SandboxError;
use crate::protocol::{IndexTask, TaskErrorCode, TaskResult, TaskStatus, TaskType, Usage};

/// The `data` of an INDEX result: statistics of the extracted text.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct IndexStats {
    pub characters: usize,
    pub words: usize,
    pub pages: u32,
    /// Whether the text was cut at the extraction's text limit, and why.
    pub truncated: bool,
    pub truncated_reason: Option<String>,
    /// The text's language: `"en"`, `"fr"`, another language's ISO 639-3 code, or `null` when
    /// it cannot be told (DESIGN §18).
    pub language: Option<String>,
    /// The SHA-256 of the bytes downloaded (lowercase hex) and how many bytes it covers: the
    /// claim package's evidence index uses it when it covers the whole object.
    pub sha256: String,
    pub sha256_bytes: u64,
}

fn transient(message: String) -> HttpResponse {
    tracing::warn!(%message, "index task hit a transient failure");
    HttpResponse::BadGateway().json(failed(TaskType::Index, TaskErrorCode::Transient, message))
}

fn too_large(max: u64) -> HttpResponse {
    let message = format!(
        "The file is larger than {} MiB and cannot be indexed",
        max / (1024 * 1024)
    );
    HttpResponse::Ok().json(failed(TaskType::Index, TaskErrorCode::TooLarge, message))
}

pub async fn handle(state: &WorkerState, task: &IndexTask<'_>) -> HttpResponse {
    let started = std::time::Instant::now();
    let (download_url, upload_url) = (&*task.download_url, &*task.text_upload_url);
    if download_url.is_empty() || upload_url.is_empty() {
        return refused(
            TaskType::Index,
            TaskErrorCode::InvalidTask,
            "downloadUrl and textUploadUrl are required",
        );
    }
    if let Err(why) = state
        .origins
        .storage(download_url)
        .and_then(|()| state.origins.storage(upload_url))
    {
        return refused(TaskType::Index, TaskErrorCode::InvalidTask, &why);
    }
    let content_type = task
        .content_type
        .as_deref()
        .unwrap_or("application/octet-stream");
    let response = match state.http.get(download_url).send().await {
        Ok(r) if r.status().is_success() => r,
        Ok(r) => return transient(format!("GET answered HTTP {}", r.status())),
        Err(e) => return transient(format!("GET failed: {e}")),
    };
    let max = state.sandbox.max_input_bytes();
    if response.content_length().is_some_and(|n| n > max) {
        return too_large(max);
    }
    // The bytes are hashed as they pass to the extraction child.
    let mut digest = (Sha256::new(), 0u64);
    let input = response.bytes_stream().inspect(|chunk| {
        if let Ok(bytes) = chunk {
            digest.0.update(bytes);
            digest.1 += bytes.len() as u64;
        }
    });
    let extracted = match state.sandbox.extract(content_type, input).await {
        Ok(Ok(e)) => e,
        Ok(Err(e)) => {
            return HttpResponse::Ok().json(failed(TaskType::Index, e.code(), e.to_string()));
        }
        Err(SandboxError::TooLarge) => return too_large(max),
        Err(SandboxError::Input(message)) => return transient(message),
        Err(e @ SandboxError::Host(_)) => {
            tracing::error!(error = %e, "text extraction could not run");
            return transient(e.to_string());
        }
    };
    let stats = IndexStats {
        characters: extracted.text.chars().count(),
        words: extract::word_count(&extracted.text),
        pages: extracted.pages,
        truncated: extracted.truncated.is_some(),
        truncated_reason: extracted.truncated,
        language: super::engine::language::index_code(&extracted.text),
        sha256: hex::encode(digest.0.finalize()),
        sha256_bytes: digest.1,
    };
    let upload = state
        .http
        .put(upload_url)
        .header("content-type", "text/plain; charset=utf-8")
        .body(extracted.text)
        .send()
        .await;
    match upload {
        Ok(r) if r.status().is_success() => {}
        Ok(r) => return transient(format!("text upload answered HTTP {}", r.status())),
        Err(e) => return transient(format!("text upload failed: {e}")),
    }
    HttpResponse::Ok().json(TaskResult {
        status: TaskStatus::Succeeded,
        task_type: TaskType::Index,
        output: String::new(),
        data: stats,
        citations: Vec::new(),
        usage: Usage::default(),
        engine: "offline".into(),
        model: None,
        latency_ms: latency_ms(started),
        error: None,
    })
}
