//! The worker side of a run: signed file URLs, the task envelope and the worker's answer.

use serde_json::{Value, json};

use super::records::PriorMessage;
use super::{Run, RunRequest, Started};
use crate::error::AppError;

/// The `python` payload of a run that got no result from the worker.
pub(super) fn failed(request: &RunRequest, code: &str, message: String) -> Value {
    json!({"status": "FAILED", "taskType": request.run_type,
           "error": {"code": code, "message": message}})
}

/// Steps 6-8: signed URLs for the selected files (original and extracted text), the envelope, the
/// worker's answer (or a FAILED payload saying why there is none) and how long it took.
pub(super) async fn call_worker(
    run: &Run,
    started: &Started,
    history: &[PriorMessage],
) -> (Result<Value, Value>, i64) {
    let (state, session, request, timeout) = (&run.state, &run.session, &run.request, run.timeout);
    let fail = |code: &str, message: String| failed(request, code, message);
    let mut file_refs = Vec::with_capacity(run.selected.len());
    for file in &run.selected {
        let urls = async {
            let download = state.storage.presign_get(&file.object_key, timeout).await?;
            let text = match &file.text_object_key {
                Some(key) => Some(state.storage.presign_get(key, timeout).await?.url),
                None => None,
            };
            Ok::<_, AppError>((download.url, text))
        };
        match urls.await {
            Ok((download, text)) => file_refs.push(json!({
                "fileId": file.id, "filename": file.original_filename,
                "contentType": file.content_type, "size": file.file_size,
                "downloadUrl": download, "textUrl": text})),
            Err(e) => return (Err(fail("STORAGE_FAILED", e.to_string())), 0),
        }
    }
    let envelope = json!({
        "taskId": started.run_id, "kind": "RUN", "type": request.run_type,
        "userId": session.user_id, "projectId": session.project_id, "sessionId": session.id,
        "input": request.input,
        "history": history.iter().map(|m| json!({"role": m.role, "content": m.content, "createdAt": m.created_at})).collect::<Vec<_>>(),
        "files": file_refs, "codeHost": null,
        "deadlineMs": u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX),
    });
    let clock = std::time::Instant::now();
    let result = state.worker.process(&envelope).await;
    let worker_ms = i64::try_from(clock.elapsed().as_millis()).unwrap_or(i64::MAX);
    let outcome = match result {
        Ok(python) if python["status"] == "SUCCEEDED" => Ok(python),
        Ok(python) => Err(python),
        Err(e) => {
            tracing::warn!(run_id = %started.run_id, error = %e, "run failed at the worker");
            Err(fail(e.code(), e.to_string()))
        }
    };
    (outcome, worker_ms)
}
