//! The task protocol between the backend and the task worker (DESIGN §7, §8, §9), as types: the
//! task envelope the backend sends to `POST /api/v1/task/process` and the task result the worker
//! answers. Both sides use these types; this module depends on neither (only on serde, the wire
//! enums of `domain` and the ID and time crates), so the backend never reaches into the worker's
//! internals and the worker never into the backend's.
//!
//! - [`task`]: the envelopes ([`EngineTask`] for RUN and SCREENER, [`IndexTask`] for INDEX), the
//!   kind and type vocabularies, history entries and file references.
//! - [`code_host`]: the `codeHost` block of a run envelope ([`CodeHostAccess`]).
//! - [`result`]: the result the worker writes ([`TaskResult`]), the FAILED result the backend
//!   stands in when it got none ([`FailedResult`]), and a result as the backend receives it
//!   ([`ReceivedResult`]: the status read, the payload kept exactly as sent, since the run
//!   answer passes it through as `python`).
//! - [`codes`]: the one vocabulary of task failure codes ([`TaskErrorCode`]) and [`TaskError`].
//!
//! Writing is strict (every field the contract names), reading is lenient where the other side
//! may be another implementation: the worker accepts a hand-written task that leaves out what it
//! does not need, and the backend accepts any result whose status is SUCCEEDED or FAILED.

pub mod code_host;
pub mod codes;
pub mod result;
pub mod task;
#[cfg(test)]
mod tests;

pub use code_host::{CodeHostAccess, CodeHostProvider};
pub use codes::{TaskError, TaskErrorCode};
pub use result::{
    Citation, CodeCitation, CodeEvidenceKind, FailedResult, ReceivedResult, TaskResult, TaskStatus,
    Usage,
};
pub use task::{
    EngineTask, FileRef, HistoryEntry, IndexTask, ReviewContext, TaskHead, TaskKind, TaskType,
};
