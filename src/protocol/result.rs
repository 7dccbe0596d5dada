//! Task results (worker -> backend, DESIGN §7): what the worker writes ([`TaskResult`]), what the
//! backend writes in place of a result it did not get ([`FailedResult`]), and a result as the
//! backend receives it ([`ReceivedResult`]).

use std::borrow::Cow;

use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;
use uuid::Uuid;

use super::codes::{TaskError, TaskErrorCode};
use super::task::TaskType;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TaskStatus {
    Succeeded,
    Failed,
}

/// A result as the worker writes it: `{"status", "taskType", "output", "data", "citations",
/// "usage", "engine", "model", "latencyMs", "error"}`. `data` differs per task type (the
/// engines' findings, drafts or entries; an INDEX task's text statistics), so it is open (a
/// JSON value) unless a caller has a type for it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TaskResult<D = Value> {
    pub status: TaskStatus,
    pub task_type: TaskType,
    /// Markdown for the chat (empty for INDEX and for failures).
    pub output: String,
    pub data: D,
    pub citations: Vec<Citation>,
    pub usage: Usage,
    pub engine: Cow<'static, str>,
    pub model: Option<String>,
    pub latency_ms: u64,
    /// `null` unless FAILED.
    pub error: Option<TaskError>,
}

/// An excerpt the result relies on: `{"fileId", "filename", "excerpt", "score"}` for a file; for
/// the bound repository's README or a commit, `fileId` is `null`, `filename` names it
/// (`owner/name@1a2b3c4`) and `codeHost` says what it is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Citation {
    pub file_id: Option<Uuid>,
    pub filename: String,
    pub excerpt: String,
    pub score: f64,
    /// Only on a code-host citation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code_host: Option<CodeCitation>,
}

/// What a code-host citation is: `{"kind": "README"|"COMMIT", "repoFullName", "sha", "date",
/// "url"}` (`sha` and `date` for a commit).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CodeCitation {
    pub kind: CodeEvidenceKind,
    pub repo_full_name: String,
    #[serde(default)]
    pub sha: Option<String>,
    /// The commit's author date, `YYYY-MM-DD`.
    #[serde(default)]
    pub date: Option<String>,
    /// The commit's (or README's) page on the code host, when it says.
    #[serde(default)]
    pub url: Option<String>,
    /// A commit's subject (the first line of its message).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<String>,
}

/// The kinds of code-host evidence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CodeEvidenceKind {
    Readme,
    Commit,
}

/// `{"inputTokens", "outputTokens"}`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Usage {
    pub input_tokens: u64,
    pub output_tokens: u64,
}

/// The FAILED result the backend stands in when a run got no result from the worker (timeout,
/// connection error, non-2xx, malformed answer, or trouble before the call):
/// `{"status": "FAILED", "taskType", "error": {"code", "message"}}`.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FailedResult {
    status: TaskStatus,
    pub task_type: TaskType,
    pub error: TaskError,
}

impl FailedResult {
    pub fn new(task_type: TaskType, code: TaskErrorCode, message: impl Into<String>) -> Self {
        FailedResult {
            status: TaskStatus::Failed,
            task_type,
            error: TaskError::new(code, message),
        }
    }
}

/// A result as the backend receives it from a worker, which may be another implementation (an
/// external service): only its status is required (SUCCEEDED or FAILED); every field is kept
/// exactly as sent, unknown ones included, because the run answer passes the payload through as
/// `python` (spec §2.7) and the assistant message stores it whole. The accessors read the fields
/// the backend acts on as leniently as a foreign worker needs: a missing or mistyped one reads as
/// absent.
#[derive(Debug, Clone)]
pub struct ReceivedResult {
    status: TaskStatus,
    payload: Value,
}

impl ReceivedResult {
    /// The result, when `payload` is an object with a status the protocol knows; the payload
    /// back otherwise.
    pub fn new(payload: Value) -> Result<Self, Value> {
        let status = match payload.get("status").map(TaskStatus::deserialize) {
            Some(Ok(status)) => status,
            _ => return Err(payload),
        };
        Ok(ReceivedResult { status, payload })
    }

    pub fn status(&self) -> TaskStatus {
        self.status
    }

    pub fn succeeded(&self) -> bool {
        self.status == TaskStatus::Succeeded
    }

    /// The markdown for the chat; empty when absent or not text.
    pub fn output(&self) -> &str {
        self.payload
            .get("output")
            .and_then(Value::as_str)
            .unwrap_or_default()
    }

    /// The `error` object as sent (`null` when absent).
    pub fn error(&self) -> &Value {
        static NULL: Value = Value::Null;
        self.payload.get("error").unwrap_or(&NULL)
    }

    /// The error's message, when it has one in text.
    pub fn error_message(&self) -> Option<&str> {
        self.error().get("message").and_then(Value::as_str)
    }

    /// The whole payload as sent.
    pub fn payload(&self) -> &Value {
        &self.payload
    }

    /// The `data` (`null` when absent), without copying it.
    pub fn into_data(self) -> Value {
        match self.payload {
            Value::Object(mut fields) => fields.remove("data").unwrap_or(Value::Null),
            _ => Value::Null,
        }
    }
}

/// Serializes as the payload it was received as.
impl Serialize for ReceivedResult {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.payload.serialize(serializer)
    }
}
