//! RUN and SCREENER tasks. The engine sits behind one trait; `offline` (deterministic, no network)
//! is the embedded default: PRECHECK and SCREENER assess the five eligibility questions, T661
//! drafts lines 242/244/246, LOGBOOK structures dated entries. Retrieval ranks the selected files'
//! extracted text against the input (BM25) and cites the best excerpts.

pub mod logbook;
pub mod openai;
pub mod precheck;
pub mod retrieval;
pub mod t661;
pub mod text;

use actix_web::HttpResponse;
use futures_util::future::BoxFuture;
use serde_json::{Value, json};

use super::WorkerState;
use super::index::failed;

/// Largest extracted text read per file for retrieval.
const MAX_TEXT_BYTES: usize = 8 * 1024 * 1024;
const TOP_EXCERPTS: usize = 5;

/// What an engine is given.
pub struct Task<'a> {
    pub task_type: &'a str,
    pub input: &'a str,
    pub history: Vec<String>,
    pub excerpts: Vec<String>,
    pub today: String,
}

/// `(markdown for the chat, structured data)`, or an error code and message.
pub type EngineResult = Result<(String, Value), (&'static str, String)>;

pub trait Engine: Send + Sync {
    fn name(&self) -> &'static str;
    fn model(&self) -> String;
    fn run<'a>(&'a self, task: &'a Task<'a>) -> BoxFuture<'a, EngineResult>;
}

pub struct Offline;

impl Offline {
    fn answer(task: &Task<'_>) -> EngineResult {
        match task.task_type {
            "PRECHECK" | "SCREENER" => {
                let data = precheck::assess(task.input, &task.excerpts);
                Ok((precheck::markdown(&data), data))
            }
            "T661" => {
                let data = t661::draft(task.input, &task.history, &task.excerpts);
                Ok((t661::markdown(&data), data))
            }
            "LOGBOOK" => {
                let data = logbook::entries(task.input, &task.today);
                Ok((logbook::markdown(&data), data))
            }
            other => Err((
                "UNSUPPORTED_TASK",
                format!("task type {other} is not supported"),
            )),
        }
    }
}

impl Engine for Offline {
    fn name(&self) -> &'static str {
        "offline"
    }

    fn model(&self) -> String {
        "offline-rules-v1".into()
    }

    fn run<'a>(&'a self, task: &'a Task<'a>) -> BoxFuture<'a, EngineResult> {
        Box::pin(async move { Self::answer(task) })
    }
}

pub async fn handle(state: &WorkerState, envelope: &Value, screener: bool) -> HttpResponse {
    let started = std::time::Instant::now();
    let task_type = if screener {
        "SCREENER"
    } else {
        envelope["type"].as_str().unwrap_or_default()
    };
    let Some(input) = envelope["input"].as_str() else {
        return HttpResponse::BadRequest().json(failed(
            task_type,
            "INVALID_TASK",
            "input is required",
        ));
    };
    let history: Vec<String> = envelope["history"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m["content"].as_str().map(str::to_owned))
        .collect();
    let mut chunks = Vec::new();
    for file in envelope["files"].as_array().into_iter().flatten() {
        let (Some(id), Some(url)) = (file["fileId"].as_str(), file["textUrl"].as_str()) else {
            continue;
        };
        match super::fetch_limited(&state.http, url, MAX_TEXT_BYTES).await {
            Ok((bytes, _)) => {
                let text = String::from_utf8_lossy(&bytes);
                let filename = file["filename"].as_str().unwrap_or(id);
                chunks.extend(retrieval::chunk(id, filename, &text));
            }
            Err(e) => {
                tracing::warn!(file_id = id, error = %e, "cannot read a file's text; continuing without it")
            }
        }
    }
    let hits = retrieval::rank(input, &chunks, TOP_EXCERPTS);
    let citations: Vec<Value> = hits
        .iter()
        .map(|h| json!({"fileId": h.chunk.file_id, "filename": h.chunk.filename, "excerpt": h.chunk.text, "score": (h.score * 1000.0).round() / 1000.0}))
        .collect();
    let task = Task {
        task_type,
        input,
        history,
        excerpts: hits.iter().map(|h| h.chunk.text.clone()).collect(),
        today: chrono::Utc::now().format("%Y-%m-%d").to_string(),
    };
    let engine = &state.engine;
    let (output, data) = match engine.run(&task).await {
        Ok(result) => result,
        Err((code, message)) => return HttpResponse::Ok().json(failed(task_type, code, &message)),
    };
    let input_tokens = text::word_count(input)
        + task
            .excerpts
            .iter()
            .map(|e| text::word_count(e))
            .sum::<usize>();
    HttpResponse::Ok().json(json!({
        "status": "SUCCEEDED", "taskType": task_type, "output": output, "data": data,
        "citations": citations,
        "usage": {"inputTokens": input_tokens, "outputTokens": text::word_count(&output)},
        "engine": engine.name(), "model": engine.model(),
        "latencyMs": u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX),
        "error": null
    }))
}
