//! The worker's answers: task results ([`crate::protocol::TaskResult`]) and the plain JSON of
//! its other routes.

use actix_web::HttpResponse;
use serde::Serialize;
use serde_json::Value;

use crate::protocol::{TaskError, TaskErrorCode, TaskResult, TaskStatus, TaskType, Usage};

/// A FAILED result with every field of the contract (empty output, data and citations).
pub fn failed(task_type: TaskType, code: TaskErrorCode, message: impl Into<String>) -> TaskResult {
    TaskResult {
        status: TaskStatus::Failed,
        task_type,
        output: String::new(),
        data: Value::Object(serde_json::Map::new()),
        citations: Vec::new(),
        usage: Usage::default(),
        engine: "offline".into(),
        model: None,
        latency_ms: 0,
        error: Some(TaskError::new(code, message)),
    }
}

/// 400 with a FAILED result: a task the worker cannot read or will not run.
pub fn refused(task_type: TaskType, code: TaskErrorCode, message: &str) -> HttpResponse {
    HttpResponse::BadRequest().json(failed(task_type, code, message))
}

/// Milliseconds since `started`, as a result's `latencyMs`.
pub fn latency_ms(started: std::time::Instant) -> u64 {
    u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX)
}

/// `{"status": 401, "error": "Unauthorized", "path"}`.
#[derive(Serialize)]
pub struct Unauthorized<'a> {
    pub status: u16,
    pub error: &'static str,
    pub path: &'a str,
}

/// The health routes' `{"status": "UP"}`, with the engine on the authenticated ones.
#[derive(Serialize)]
pub struct Health {
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine: Option<&'static str>,
}
