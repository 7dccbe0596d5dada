//! Task envelopes (backend -> worker, DESIGN §7 and §8): [`EngineTask`] for RUN and SCREENER,
//! [`IndexTask`] for INDEX. Text fields are `Cow`s so the backend serializes an envelope that
//! borrows the run's input, history and filenames (no copies on the run path) and the worker
//! reads one that borrows from the request body.
//!
//! Reading is lenient about what the worker does not need: absent IDs, history, files, code-host
//! block and deadline take their defaults, so a hand-written task works. Types are not lenient: a
//! field of the wrong type makes the task INVALID_TASK.

use std::borrow::Cow;
use std::fmt;

use chrono::{DateTime, Utc};
use serde::de::IntoDeserializer;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::code_host::CodeHostAccess;
use crate::domain::MessageRole;

/// What a task asks of the worker (`kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TaskKind {
    /// Extract a confirmed file's text ([`IndexTask`]).
    Index,
    /// A run of a session ([`EngineTask`]).
    Run,
    /// The public screener ([`EngineTask`] with made-up project and session IDs).
    Screener,
}

/// The envelope's `type` and the result's `taskType`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TaskType {
    Precheck,
    T661,
    Logbook,
    /// The `taskType` of a SCREENER task's result.
    Screener,
    /// The `taskType` of an INDEX task's result.
    Index,
    /// The `taskType` of a refusal of a task the worker could not read; also an absent `type`.
    #[default]
    Unknown,
    /// Any other type, kept as sent (the worker refuses it naming it; a result's is passed on).
    #[serde(untagged)]
    Other(String),
}

/// The wire name.
impl fmt::Display for TaskType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.serialize(f)
    }
}

/// The first look at a task body: its kind, before the body is read as that kind's task.
#[derive(Debug, Default, Deserialize)]
pub struct TaskHead<'a> {
    #[serde(default, borrow)]
    kind: Option<Cow<'a, str>>,
}

impl TaskHead<'_> {
    /// The task's kind; otherwise the type a refusal names (the unknown kind as sent, or
    /// UNKNOWN when there is none).
    pub fn kind(&self) -> Result<TaskKind, TaskType> {
        let Some(kind) = self.kind.as_deref() else {
            return Err(TaskType::Unknown);
        };
        let known: Result<TaskKind, serde::de::value::Error> =
            TaskKind::deserialize(kind.into_deserializer());
        known.map_err(|_| TaskType::Other(kind.to_owned()))
    }
}

/// A RUN or SCREENER task: `{"taskId", "kind", "type", "userId", "projectId", "sessionId",
/// "input", "history", "files", "codeHost", "deadlineMs"}`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EngineTask<'a> {
    /// Opaque to the worker; the backend sends the run's ID (a fresh UUID for the screener).
    #[serde(default, borrow)]
    pub task_id: Cow<'a, str>,
    /// RUN or SCREENER.
    pub kind: TaskKind,
    #[serde(rename = "type", default)]
    pub task_type: TaskType,
    /// `null` for the screener (there is no user).
    #[serde(default)]
    pub user_id: Option<Uuid>,
    #[serde(default)]
    pub project_id: Option<Uuid>,
    #[serde(default)]
    pub session_id: Option<Uuid>,
    /// Absent reads as empty, which the worker refuses.
    #[serde(default, borrow)]
    pub input: Cow<'a, str>,
    /// Earlier USER and ASSISTANT messages, oldest first.
    #[serde(default, borrow)]
    pub history: Vec<HistoryEntry<'a>>,
    #[serde(default, borrow)]
    pub files: Vec<FileRef<'a>>,
    /// Runtime access to the project's repository, when an enabled binding exists (`null`
    /// otherwise).
    #[serde(default)]
    pub code_host: Option<CodeHostAccess>,
    /// How long the backend waits for the result.
    #[serde(default)]
    pub deadline_ms: Option<u64>,
    /// The answer language the request named (`Accept-Language`); absent: the worker decides
    /// from the input and the evidence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<crate::domain::Lang>,
    /// Present for a T661 run in a T661_ANALYSIS session: the run reviews a draft.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<ReviewContext>,
}

/// What a review run is given besides its input (DESIGN §18).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewContext {
    /// The project's newest T661 draft, its lines marked ("Line 242"), when one exists: reviewed
    /// when the input holds no draft.
    #[serde(default)]
    pub draft: Option<String>,
    /// The project's fiscal year ("2025"): the dates of line 244 must fall in it.
    #[serde(default)]
    pub fiscal_year: Option<String>,
}

/// One earlier message of the session: `{"role", "content", "createdAt"}`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry<'a> {
    pub role: MessageRole,
    #[serde(borrow)]
    pub content: Cow<'a, str>,
    pub created_at: DateTime<Utc>,
}

/// A selected file of a run: `{"fileId", "filename", "contentType", "size", "downloadUrl",
/// "textUrl"}`, with signed URLs of the original and of its extracted text.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileRef<'a> {
    pub file_id: Uuid,
    #[serde(borrow)]
    pub filename: Cow<'a, str>,
    #[serde(borrow)]
    pub content_type: Cow<'a, str>,
    pub size: i64,
    #[serde(borrow)]
    pub download_url: Cow<'a, str>,
    /// `null` when the file has no extracted text.
    #[serde(default, borrow)]
    pub text_url: Option<Cow<'a, str>>,
}

/// An INDEX task: `{"taskId", "kind": "INDEX", "fileId", "projectId", "filename",
/// "contentType", "size", "downloadUrl", "textUploadUrl"}`. The worker needs only the two URLs
/// (absent ones read as empty, which it refuses) and the content type.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IndexTask<'a> {
    /// Opaque to the worker; the backend sends a fresh UUID per attempt.
    #[serde(default, borrow)]
    pub task_id: Cow<'a, str>,
    /// Always INDEX.
    pub kind: TaskKind,
    #[serde(default)]
    pub file_id: Option<Uuid>,
    #[serde(default)]
    pub project_id: Option<Uuid>,
    #[serde(default, borrow)]
    pub filename: Cow<'a, str>,
    /// Absent reads as `application/octet-stream`.
    #[serde(default, borrow)]
    pub content_type: Option<Cow<'a, str>>,
    #[serde(default)]
    pub size: i64,
    /// A signed GET of the file.
    #[serde(default, borrow)]
    pub download_url: Cow<'a, str>,
    /// A signed PUT for the extracted text (`projects/{projectId}/text/{fileId}.txt`).
    #[serde(default, borrow)]
    pub text_upload_url: Cow<'a, str>,
}
