//! Task failure codes: the `error.code` of a FAILED task result, whichever side writes it (the
//! worker for a task it refused or could not finish, the backend for a run that got no result),
//! and the codes of the extraction child's answers. Each wire string is the variant's name in
//! SCREAMING_SNAKE_CASE, written nowhere else.

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TaskErrorCode {
    // Written by the backend in place of a result it did not get.
    /// The run lost its session lease (or its process) before it finished.
    RunInterrupted,
    /// The session's history could not be read.
    HistoryUnavailable,
    /// The selected files' URLs could not be signed.
    StorageFailed,
    /// The worker did not answer within `worker.timeout_ms`.
    WorkerTimeout,
    /// The worker answered something that is not a task result.
    WorkerMalformedResponse,
    /// The worker was unreachable or answered a non-2xx status.
    WorkerFailed,
    // Written by the worker.
    /// The task body is not JSON or could not be read.
    MalformedTask,
    /// The task body is larger than the worker reads.
    TaskTooLarge,
    /// The task lacks a field its kind requires.
    InvalidTask,
    /// The task's kind or type is not one the worker handles.
    UnsupportedTask,
    /// The model endpoint failed or answered an error status.
    ModelFailed,
    /// The model endpoint did not answer in time.
    ModelTimeout,
    /// The model's answer was not the object asked for.
    ModelMalformedResponse,
    /// Download or upload trouble during indexing (answered 502: the backend retries).
    Transient,
    /// The file is larger than the worker indexes.
    TooLarge,
    /// The file's content could not be parsed.
    CorruptFile,
    /// Extraction reached one of its limits (pages, memory, time, ...).
    LimitExceeded,
    /// The content type is not one the worker extracts.
    UnsupportedContent,
}

/// The wire name.
impl fmt::Display for TaskErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.serialize(f)
    }
}

/// The `error` of a FAILED result: `{"code", "message"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaskError {
    pub code: TaskErrorCode,
    /// A sentence a user can read (never a cause chain with addresses or parser text).
    pub message: String,
}

impl TaskError {
    pub fn new(code: TaskErrorCode, message: impl Into<String>) -> Self {
        TaskError {
            code,
            message: message.into(),
        }
    }

    /// The error as a JSON object in text, as a run row's `error` column stores it.
    pub fn to_json(&self) -> String {
        // A unit enum and a string always serialize.
        serde_json::to_string(self).unwrap_or_default()
    }
}
