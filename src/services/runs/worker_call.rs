//! The worker side of a run: signed file URLs, the task envelope and the worker's answer.

use std::borrow::Cow;

use entities::files;

use super::answer::Python;
use super::{Run, Started};
use crate::domain::SessionType;
use crate::error::AppError;
use crate::protocol::{
    EngineTask, FailedResult, FileRef, HistoryEntry, TaskErrorCode, TaskKind, TaskType,
};
use crate::state::AppState;

/// The task type a run of `run_type` asks for (the handler admits PRECHECK, T661 and LOGBOOK;
/// any other is passed on by name, as the worker refuses it).
pub(super) fn task_type(run_type: SessionType) -> TaskType {
    match run_type {
        SessionType::Precheck => TaskType::Precheck,
        SessionType::T661 => TaskType::T661,
        SessionType::Logbook => TaskType::Logbook,
        other => TaskType::Other(other.to_string()),
    }
}

/// The `python` payload of a run that got no result from the worker.
pub(super) fn failed(run: &Run, code: TaskErrorCode, message: String) -> Python {
    Python::Backend(FailedResult::new(
        task_type(run.request.run_type),
        code,
        message,
    ))
}

/// Signed URLs of a selected file's original and of its extracted text.
async fn file_ref<'a>(
    state: &AppState,
    file: &'a files::Model,
    ttl: std::time::Duration,
) -> Result<FileRef<'a>, AppError> {
    let download = state.storage.presign_get(&file.object_key, ttl).await?;
    let text = match &file.text_object_key {
        Some(key) => Some(Cow::Owned(state.storage.presign_get(key, ttl).await?.url)),
        None => None,
    };
    Ok(FileRef {
        file_id: file.id,
        filename: Cow::Borrowed(&file.original_filename),
        content_type: Cow::Borrowed(&file.content_type),
        size: file.file_size,
        download_url: Cow::Owned(download.url),
        text_url: text,
    })
}

/// Steps 6-8: signed URLs for the selected files (original and extracted text), the envelope, the
/// worker's answer (or a FAILED payload saying why there is none) and how long it took.
pub(super) async fn call_worker(
    run: &Run,
    started: &Started,
    history: Vec<HistoryEntry<'static>>,
) -> (Python, i64) {
    let (state, session, request, timeout) = (&run.state, &run.session, &run.request, run.timeout);
    let mut files = Vec::with_capacity(run.selected.len());
    for file in &run.selected {
        match file_ref(state, file, timeout).await {
            Ok(file) => files.push(file),
            Err(e) => {
                return (failed(run, TaskErrorCode::StorageFailed, e.to_string()), 0);
            }
        }
    }
    let review = if session.session_type == SessionType::T661Analysis
        && request.run_type == SessionType::T661
    {
        match super::review_context::read(state, session.project_id).await {
            Ok(context) => Some(context),
            Err(e) => {
                // The input's draft can still be reviewed; only the fallback is missing.
                tracing::warn!(run_id = %started.run_id, error = %e, "cannot read the project's draft for the review");
                Some(crate::protocol::ReviewContext::default())
            }
        }
    } else {
        None
    };
    let envelope = EngineTask {
        task_id: Cow::Owned(started.run_id.to_string()),
        kind: TaskKind::Run,
        task_type: task_type(request.run_type),
        user_id: Some(session.user_id),
        project_id: Some(session.project_id),
        session_id: Some(session.id),
        input: Cow::Borrowed(&request.input),
        history,
        files,
        code_host: run.code_host.clone(),
        deadline_ms: Some(u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX)),
        language: request.language,
        review,
    };
    let clock = std::time::Instant::now();
    let result = state.worker.process(&envelope).await;
    let worker_ms = i64::try_from(clock.elapsed().as_millis()).unwrap_or(i64::MAX);
    let python = match result {
        Ok(result) => Python::Worker(result),
        Err(e) => {
            tracing::warn!(run_id = %started.run_id, error = %e, "run failed at the worker");
            failed(run, e.code(), e.to_string())
        }
    };
    (python, worker_ms)
}
