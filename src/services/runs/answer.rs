//! What a run answers (spec §2.7, DESIGN §7): `{"runId", "python", "messages": {"userMessageId",
//! "assistantMessageId"}, "selectedFileIds"}`, and whether the worker gave a result
//! ([`RunOutcome`]); the handler picks the HTTP status.

use serde::Serialize;
use uuid::Uuid;

use crate::protocol::{FailedResult, ReceivedResult};

/// How a run that reached its turn ended. Both carry the same answer shape.
#[derive(Debug)]
pub enum RunOutcome {
    /// The worker's result is SUCCEEDED: stored as the assistant message, the reservation
    /// confirmed.
    Succeeded(RunAnswer),
    /// No usable result (the worker failed, answered FAILED or was not reached): the run is
    /// FAILED, the reservation canceled, the user message kept, no assistant message.
    WorkerFailed(RunAnswer),
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunAnswer {
    pub run_id: Uuid,
    pub python: Python,
    pub messages: RunMessages,
    pub selected_file_ids: Vec<Uuid>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunMessages {
    pub user_message_id: Uuid,
    /// `null` when the run failed.
    pub assistant_message_id: Option<Uuid>,
}

/// The `python` of a run answer: the worker's result passed through as it was sent, or the
/// FAILED result the backend stands in when it got none.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Python {
    Worker(ReceivedResult),
    Backend(FailedResult),
}

impl Python {
    /// The result's `error` as JSON text, as the run row stores it (`null` when a FAILED
    /// result from the worker has none).
    pub(super) fn error_json(&self) -> String {
        match self {
            Python::Worker(result) => result.error().to_string(),
            Python::Backend(failed) => failed.error.to_json(),
        }
    }
}
