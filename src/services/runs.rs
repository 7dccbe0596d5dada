//! Runs (spec §3.7, DESIGN §7): the session's coordinator executes them one at a time; each run
//! reserves AI-run quota, loads bounded history, persists the user message, attaches signed file
//! URLs, calls the worker, persists the reply and confirms the reservation. A worker failure
//! records the run FAILED, cancels the reservation and answers 502 with the same run shape.

use std::time::Duration;

use actix_web::web;
use actors::quota_ledger::{Cancel, Confirm, Reserve};
use actors::{RunError, Submit};
use chrono::Utc;
use entities::{RunStatus, files, messages, runs, sessions};
use sea_orm::sea_query::{Condition, Expr};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
    TransactionTrait,
};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::clock;
use crate::domain::{IndexStatus, MessageRole, QuotaKind, SessionType, UploadStatus};
use crate::error::AppError;
use crate::services::quota;
use crate::state::AppState;

pub struct RunRequest {
    pub run_type: SessionType,
    pub input: String,
    pub selected_file_ids: Vec<Uuid>,
    pub history_limit: u64,
}

/// `(HTTP status, body)` of a run that reached the worker.
pub type RunAnswer = (u16, Value);

/// Validates, then queues the run behind the session's earlier runs and waits for its answer.
pub async fn submit(
    state: web::Data<AppState>,
    user_id: Uuid,
    session_id: Uuid,
    request: RunRequest,
) -> Result<RunAnswer, AppError> {
    let session = sessions::Entity::find_by_id(session_id)
        .filter(sessions::Column::UserId.eq(user_id))
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("session"))?;
    let selected = check_files(&state, session.project_id, &request.selected_file_ids).await?;
    let job_state = state.clone();
    let job: actors::RunJob = Box::pin(async move {
        let answer = execute(&job_state, session, selected, request).await;
        Box::new(answer) as Box<dyn std::any::Any + Send>
    });
    let output = state
        .runs
        .send(Submit { session_id, job })
        .await
        .map_err(|_| coordinator_unavailable())?;
    match output {
        Ok(boxed) => match boxed.downcast::<Result<RunAnswer, AppError>>() {
            Ok(answer) => *answer,
            Err(_) => Err(coordinator_unavailable()),
        },
        Err(RunError::Busy) => Err(AppError::Conflict {
            code: "SESSION_BUSY",
            message: "This session already has 4 runs waiting; try again when one finishes".into(),
        }),
        Err(RunError::Failed) => Err(coordinator_unavailable()),
    }
}

fn coordinator_unavailable() -> AppError {
    AppError::Unavailable {
        code: "RUN_COORDINATOR_UNAVAILABLE",
        message: "The run could not be executed; try again".into(),
    }
}

/// Every selected file must be in the session's project, CONFIRMED and READY (400 naming the IDs
/// otherwise; nothing is reserved or stored).
async fn check_files(
    state: &AppState,
    project_id: Uuid,
    ids: &[Uuid],
) -> Result<Vec<files::Model>, AppError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let found = files::Entity::find()
        .filter(files::Column::Id.is_in(ids.to_vec()))
        .filter(files::Column::ProjectId.eq(project_id))
        .all(&state.db)
        .await?;
    let foreign: Vec<Uuid> = ids
        .iter()
        .filter(|id| !found.iter().any(|f| f.id == **id))
        .copied()
        .collect();
    if !foreign.is_empty() {
        return Err(AppError::BadRequest {
            code: "FILE_NOT_IN_PROJECT",
            message: format!("These files are not in the session's project: {foreign:?}"),
        });
    }
    let not_ready: Vec<Uuid> = found
        .iter()
        .filter(|f| {
            f.upload_status != UploadStatus::Confirmed || f.index_status != Some(IndexStatus::Ready)
        })
        .map(|f| f.id)
        .collect();
    if !not_ready.is_empty() {
        return Err(AppError::BadRequest {
            code: "FILE_NOT_READY",
            message: format!("These files are not indexed (READY) yet: {not_ready:?}"),
        });
    }
    Ok(ids
        .iter()
        .filter_map(|id| found.iter().find(|f| f.id == *id).cloned())
        .collect())
}

/// Takes the session's run lease (exclusion across replicas), waiting up to `wait`.
async fn acquire_lease(
    state: &AppState,
    session_id: Uuid,
    owner: &str,
    hold: Duration,
    wait: Duration,
) -> Result<(), AppError> {
    let deadline = std::time::Instant::now() + wait;
    loop {
        let now = Utc::now();
        let until = now + chrono::Duration::from_std(hold).unwrap_or_default();
        let taken = sessions::Entity::update_many()
            .col_expr(sessions::Column::RunLeaseOwner, Expr::value(owner))
            .col_expr(sessions::Column::RunLeaseUntil, Expr::value(until))
            .filter(sessions::Column::Id.eq(session_id))
            .filter(
                Condition::any()
                    .add(sessions::Column::RunLeaseUntil.is_null())
                    .add(sessions::Column::RunLeaseUntil.lt(now))
                    .add(sessions::Column::RunLeaseOwner.eq(owner)),
            )
            .exec(&state.db)
            .await?
            .rows_affected;
        if taken == 1 {
            return Ok(());
        }
        if std::time::Instant::now() > deadline {
            return Err(AppError::Conflict {
                code: "SESSION_BUSY",
                message: "Another run of this session is in progress".into(),
            });
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn release_lease(state: &AppState, session_id: Uuid, owner: &str) {
    let result = sessions::Entity::update_many()
        .col_expr(
            sessions::Column::RunLeaseOwner,
            Expr::value(Option::<String>::None),
        )
        .col_expr(
            sessions::Column::RunLeaseUntil,
            Expr::value(Option::<chrono::DateTime<Utc>>::None),
        )
        .filter(sessions::Column::Id.eq(session_id))
        .filter(sessions::Column::RunLeaseOwner.eq(owner))
        .exec(&state.db)
        .await;
    if let Err(e) = result {
        tracing::warn!(%session_id, error = %e, "could not release the run lease; it expires by itself");
    }
}

async fn execute(
    state: &AppState,
    session: sessions::Model,
    selected: Vec<files::Model>,
    request: RunRequest,
) -> Result<RunAnswer, AppError> {
    let owner = Uuid::now_v7().to_string();
    let timeout = Duration::from_millis(state.settings.worker.timeout_ms);
    acquire_lease(
        state,
        session.id,
        &owner,
        timeout + Duration::from_secs(30),
        timeout,
    )
    .await?;
    let result = steps(state, &session, &selected, request, timeout).await;
    release_lease(state, session.id, &owner).await;
    result
}

async fn steps(
    state: &AppState,
    session: &sessions::Model,
    selected: &[files::Model],
    request: RunRequest,
    timeout: Duration,
) -> Result<RunAnswer, AppError> {
    // 2. Reserve AI-run quota.
    let reservation = quota::ledger(
        state,
        Reserve {
            user_id: session.user_id,
            kind: QuotaKind::AiRun,
            amounts: vec![1],
            ttl: timeout + Duration::from_secs(60),
        },
    )
    .await?
    .into_iter()
    .next();
    // 3. Bounded history before this run, oldest first.
    let mut history = messages::Entity::find()
        .filter(messages::Column::SessionId.eq(session.id))
        .filter(messages::Column::Role.is_in([MessageRole::User, MessageRole::Assistant]))
        .order_by_desc(messages::Column::Seq)
        .limit(request.history_limit)
        .all(&state.db)
        .await?;
    history.reverse();
    // 5. Persist the user message and the run.
    let run_id = Uuid::now_v7();
    let user_message_id = Uuid::now_v7();
    let selected_ids: Vec<Uuid> = selected.iter().map(|f| f.id).collect();
    let next_seq = messages::Entity::find()
        .filter(messages::Column::SessionId.eq(session.id))
        .order_by_desc(messages::Column::Seq)
        .one(&state.db)
        .await?
        .map_or(0, |m| m.seq + 1);
    let now = clock::now();
    let txn = state.db.begin().await?;
    messages::ActiveModel {
        id: Set(user_message_id),
        session_id: Set(session.id),
        seq: Set(next_seq),
        role: Set(MessageRole::User),
        content: Set(request.input.clone()),
        run_id: Set(Some(run_id)),
        payload: Set(None),
        created_at: Set(now),
    }
    .insert(&txn)
    .await?;
    runs::ActiveModel {
        id: Set(run_id),
        session_id: Set(session.id),
        user_id: Set(session.user_id),
        run_type: Set(request.run_type),
        status: Set(RunStatus::Running),
        reservation_id: Set(reservation),
        user_message_id: Set(Some(user_message_id)),
        assistant_message_id: Set(None),
        selected_file_ids: Set(Some(json!(selected_ids))),
        error: Set(None),
        started_at: Set(now),
        finished_at: Set(None),
        worker_ms: Set(None),
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    // 6. Signed URLs for the selected files (original and extracted text).
    let mut file_refs = Vec::with_capacity(selected.len());
    for file in selected {
        let download = state.storage.presign_get(&file.object_key, timeout).await?;
        let text_url = match &file.text_object_key {
            Some(key) => Some(state.storage.presign_get(key, timeout).await?.url),
            None => None,
        };
        file_refs.push(
            json!({"fileId": file.id, "filename": file.original_filename,
            "contentType": file.content_type, "size": file.file_size,
            "downloadUrl": download.url, "textUrl": text_url}),
        );
    }
    // 7.-8. Envelope (no code-host binding exists yet) to the worker.
    let envelope = json!({
        "taskId": run_id, "kind": "RUN", "type": request.run_type, "userId": session.user_id,
        "projectId": session.project_id, "sessionId": session.id, "input": request.input,
        "history": history.iter().map(|m| json!({"role": m.role, "content": m.content, "createdAt": m.created_at})).collect::<Vec<_>>(),
        "files": file_refs, "codeHost": null,
        "deadlineMs": u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX),
    });
    let started = std::time::Instant::now();
    let result = state.worker.process(&envelope).await;
    let worker_ms = i64::try_from(started.elapsed().as_millis()).unwrap_or(i64::MAX);
    let answer = |python: Value, assistant: Option<Uuid>| {
        json!({"runId": run_id, "python": python,
               "messages": {"userMessageId": user_message_id, "assistantMessageId": assistant},
               "selectedFileIds": selected_ids})
    };
    let outcome: Result<Value, Value> = match result {
        Ok(python) if python["status"] == "SUCCEEDED" => Ok(python),
        Ok(python) => Err(python),
        Err(e) => {
            tracing::warn!(%run_id, error = %e, "run failed at the worker");
            Err(json!({"status": "FAILED", "taskType": request.run_type,
                       "error": {"code": e.code(), "message": e.to_string()}}))
        }
    };
    let finished = clock::now();
    let python = match outcome {
        Ok(python) => python,
        Err(python) => {
            // 502: the run is FAILED, the reservation returned, the user message kept.
            runs::Entity::update_many()
                .col_expr(
                    runs::Column::Status,
                    Expr::value(RunStatus::Failed.as_str()),
                )
                .col_expr(
                    runs::Column::Error,
                    Expr::value(python["error"].to_string()),
                )
                .col_expr(runs::Column::FinishedAt, Expr::value(finished))
                .col_expr(runs::Column::WorkerMs, Expr::value(worker_ms))
                .filter(runs::Column::Id.eq(run_id))
                .exec(&state.db)
                .await?;
            touch_session(&state.db, session.id, finished).await?;
            if let Some(id) = reservation {
                quota::ledger(state, Cancel { id }).await?;
            }
            return Ok((502, answer(python, None)));
        }
    };
    // 9. Persist the reply with the whole payload.
    let assistant_id = Uuid::now_v7();
    let txn = state.db.begin().await?;
    messages::ActiveModel {
        id: Set(assistant_id),
        session_id: Set(session.id),
        seq: Set(next_seq + 1),
        role: Set(MessageRole::Assistant),
        content: Set(python["output"].as_str().unwrap_or_default().to_owned()),
        run_id: Set(Some(run_id)),
        payload: Set(Some(python.clone())),
        created_at: Set(finished),
    }
    .insert(&txn)
    .await?;
    runs::Entity::update_many()
        .col_expr(
            runs::Column::Status,
            Expr::value(RunStatus::Succeeded.as_str()),
        )
        .col_expr(runs::Column::AssistantMessageId, Expr::value(assistant_id))
        .col_expr(runs::Column::FinishedAt, Expr::value(finished))
        .col_expr(runs::Column::WorkerMs, Expr::value(worker_ms))
        .filter(runs::Column::Id.eq(run_id))
        .exec(&txn)
        .await?;
    touch_session(&txn, session.id, finished).await?;
    txn.commit().await?;
    // 10. Confirm the reservation.
    let confirmed = match reservation {
        Some(id) => quota::ledger(state, Confirm { id }).await,
        None => Ok(()),
    };
    if let Err(e) = confirmed {
        tracing::warn!(%run_id, error = %e, "run succeeded but its reservation could not be confirmed");
    }
    Ok((200, answer(python, Some(assistant_id))))
}

async fn touch_session<C: sea_orm::ConnectionTrait>(
    db: &C,
    id: Uuid,
    at: chrono::DateTime<Utc>,
) -> Result<(), AppError> {
    sessions::Entity::update_many()
        .col_expr(sessions::Column::LastMessageAt, Expr::value(at))
        .col_expr(sessions::Column::UpdatedAt, Expr::value(at))
        .filter(sessions::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}
