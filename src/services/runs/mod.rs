//! Runs (spec §3.7, DESIGN §7): the session's coordinator gives them turns one at a time; each run
//! reserves AI-run quota and persists the user message, loads bounded history, attaches signed
//! file URLs, calls the worker, persists the reply and confirms the reservation. A worker failure
//! records the run FAILED, cancels the reservation and answers the same run shape as
//! [`RunOutcome::WorkerFailed`] (the handler answers it 502).

use std::panic::AssertUnwindSafe;
use std::time::Duration;

use actix_web::web;
use actors::quota_ledger::Held;
use actors::{Acquire, RunError};
use entities::files;
use futures_util::FutureExt;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use crate::clock;
use crate::db::Flush;
use crate::domain::{IndexStatus, SessionType, UploadStatus};
use crate::error::{AppError, ErrorCode};
use crate::protocol::TaskErrorCode;
use crate::state::AppState;

mod answer;
mod one_statement;
mod records;
mod review_context;
mod session_cache;
mod worker_call;

pub use answer::{Python, RunAnswer, RunMessages, RunOutcome};
use records::{SessionRef, finish, history, session_of, touch_and_release, try_start};
pub use session_cache::RunSessions;
use worker_call::{call_worker, failed};

pub struct RunRequest {
    pub run_type: SessionType,
    pub input: String,
    pub selected_file_ids: Vec<Uuid>,
    pub history_limit: u64,
    /// The answer language the request named, if any.
    pub language: Option<crate::domain::Lang>,
}

/// Validates, then waits for the session's turn (behind its earlier runs) and executes the run
/// on this thread while holding it.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id, session_id = %session_id))]
pub async fn submit(
    state: web::Data<AppState>,
    user_id: Uuid,
    session_id: Uuid,
    request: RunRequest,
) -> Result<RunOutcome, AppError> {
    // With files, the session as it is: they are checked against its project.
    let cached = match request.selected_file_ids.is_empty() {
        true => state.run_sessions.get(user_id, session_id),
        false => None,
    };
    let session = match cached {
        Some(session) => session,
        None => read_session(&state, user_id, session_id).await?,
    };
    let selected = check_files(&state, session.project_id, &request.selected_file_ids).await?;
    let turn = state
        .runs
        .send(Acquire { session_id })
        .await
        .map_err(|_| {
            crate::metrics::mailbox_timeout("run_registry");
            coordinator_unavailable()
        })?
        .map_err(|e| match e {
            RunError::Busy => AppError::new(
                ErrorCode::SessionBusy,
                "This session already has 4 runs waiting; try again when one finishes",
            ),
            RunError::Failed => coordinator_unavailable(),
        })?;
    let owner = state.leases.run_owner();
    let answer = AssertUnwindSafe(execute(&state, session, selected, request, &owner))
        .catch_unwind()
        .await;
    if answer.is_err() {
        // Fail the run, return its reservation and give its lease back before the turn goes to
        // the session's next run (which would otherwise wait for the lease to expire).
        tracing::error!(%session_id, "a run panicked; it is abandoned");
        if let Err(e) = crate::services::leases::abandon(&state.writes, &owner).await {
            tracing::warn!(%session_id, error = %e, "could not clean up the abandoned run; the sweep will");
        }
    }
    drop(turn);
    let outcome = answer.unwrap_or_else(|_| Err(coordinator_unavailable()));
    crate::metrics::run_outcome(match &outcome {
        Ok(RunOutcome::Succeeded(_)) => "SUCCEEDED",
        Ok(RunOutcome::WorkerFailed(_)) => "FAILED",
        Err(e) => e.code().as_str(),
    });
    outcome
}

/// The user's session as stored (404 when it does not exist or is another user's), kept for the
/// session's next runs.
async fn read_session(
    state: &AppState,
    user_id: Uuid,
    session_id: Uuid,
) -> Result<SessionRef, AppError> {
    let found = state
        .writes
        .read(async |db| session_of(db, user_id, session_id).await)
        .await?;
    match found {
        Some(session) => {
            state.run_sessions.put(session);
            Ok(session)
        }
        None => {
            state.run_sessions.forget(session_id);
            Err(AppError::NotFound("session"))
        }
    }
}

fn coordinator_unavailable() -> AppError {
    AppError::new(
        ErrorCode::RunCoordinatorUnavailable,
        "The run could not be executed; try again",
    )
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
        return Err(AppError::new(
            ErrorCode::FileNotInProject,
            format!("These files are not in the session's project: {foreign:?}"),
        ));
    }
    let not_ready: Vec<Uuid> = found
        .iter()
        .filter(|f| {
            f.upload_status != UploadStatus::Confirmed || f.index_status != Some(IndexStatus::Ready)
        })
        .map(|f| f.id)
        .collect();
    if !not_ready.is_empty() {
        return Err(AppError::new(
            ErrorCode::FileNotReady,
            format!("These files are not indexed (READY) yet: {not_ready:?}"),
        ));
    }
    Ok(ids
        .iter()
        .filter_map(|id| found.iter().find(|f| f.id == *id).cloned())
        .collect())
}

/// What the first transaction of a run recorded.
pub(super) struct Started {
    pub(super) run_id: Uuid,
    pub(super) user_message_id: Uuid,
    pub(super) reservation: Option<Held>,
    /// The history, when the start read it (in one statement on PostgreSQL).
    pub(super) history: Option<Vec<crate::protocol::HistoryEntry<'static>>>,
}

/// One run as it executes.
pub(super) struct Run {
    pub(super) state: web::Data<AppState>,
    pub(super) session: SessionRef,
    pub(super) selected: Vec<files::Model>,
    pub(super) selected_ids: Vec<Uuid>,
    pub(super) request: RunRequest,
    /// The value of the session's lease owner column while this run holds it
    /// (`{node_id}/{incarnation}/{n}`), also recorded on the run row.
    pub(super) owner: String,
    pub(super) timeout: Duration,
    /// The envelope's `codeHost` block, built before the run's first write transaction.
    pub(super) code_host: Option<crate::protocol::code_host::CodeHostAccess>,
}

/// Steps 1-5 of spec §3.7, retried while another replica holds the session's lease (up to the
/// worker timeout, then 409 SESSION_BUSY).
async fn start(run: &Run) -> Result<Started, AppError> {
    let deadline = std::time::Instant::now() + run.timeout;
    loop {
        // The finish commits with Flush::Wait before the run is answered, which makes the
        // start durable too; a start lost in a crash before then leaves nothing behind.
        let started = match run.state.writes.postgres(Flush::Later) {
            Some(db) => match one_statement::start(db, run).await? {
                one_statement::Start::Started(started) => Some(started),
                one_statement::Start::LeaseHeld => None,
                one_statement::Start::Undone => start_transaction(run).await?,
            },
            None => start_transaction(run).await?,
        };
        if let Some(started) = started {
            return Ok(started);
        }
        // The lease step found no free lease, or no session (deleted since it was read).
        read_session(&run.state, run.session.user_id, run.session.id).await?;
        if std::time::Instant::now() > deadline {
            return Err(AppError::new(
                ErrorCode::SessionBusy,
                "Another run of this session is in progress",
            ));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The start as a transaction of several statements (SQLite; and PostgreSQL when the one
/// statement left it undone: it creates a missing counter row, or names the limit reached).
async fn start_transaction(run: &Run) -> Result<Option<Started>, AppError> {
    run.state
        .writes
        .transaction("runs.start", async |txn| try_start(txn, run).await)
        .await
}

async fn execute(
    state: &web::Data<AppState>,
    session: SessionRef,
    selected: Vec<files::Model>,
    request: RunRequest,
    owner: &str,
) -> Result<RunOutcome, AppError> {
    // A token refresh may call the code host: never inside one of the run's transactions.
    let code_host = match session.code_host {
        true => {
            crate::services::codehost::runtime::access_for_run(state, session.project_id).await?
        }
        false => None,
    };
    let run = Run {
        state: state.clone(),
        code_host,
        selected_ids: selected.iter().map(|f| f.id).collect(),
        session,
        selected,
        request,
        owner: owner.to_owned(),
        timeout: Duration::from_millis(state.settings.worker.timeout_ms),
    };
    let mut started = start(&run).await?;
    // From here until the run is finished, the heartbeat renews the lease (writing only when the
    // run is still in flight after a renewal interval).
    let _held = state.leases.hold_run(run.session.id, &run.owner);
    let (session_id, before, limit) = (
        run.session.id,
        started.user_message_id,
        run.request.history_limit,
    );
    let history = match started.history.take() {
        Some(history) => Ok(history),
        None => {
            state
                .writes
                .read(async |db| history(db, session_id, before, limit).await)
                .await
        }
    };
    let outcome = match history {
        Ok(history) => call_worker(&run, &started, history).await,
        Err(e) => (
            failed(&run, TaskErrorCode::HistoryUnavailable, e.to_string()),
            0,
        ),
    };
    let finished = match state.writes.postgres(Flush::Wait) {
        Some(db) => one_statement::finish(db, &run, &started, outcome).await,
        None => {
            state
                .writes
                .transaction("runs.finish", async |txn| {
                    finish(txn, &run, &started, outcome).await
                })
                .await
        }
    };
    if finished.is_err() {
        // The reservation is swept back when it expires; give the lease back now.
        let session_id = run.session.id;
        let released = state
            .writes
            .transaction("runs.release_lease", async |txn| {
                touch_and_release(txn, session_id, &run.owner, clock::now()).await
            })
            .await;
        if let Err(e) = released {
            tracing::warn!(%session_id, error = %e, "could not release the run lease; it expires by itself");
        }
    }
    let (python, assistant) = finished?;
    let answer = RunAnswer {
        run_id: started.run_id,
        python,
        messages: RunMessages {
            user_message_id: started.user_message_id,
            assistant_message_id: assistant,
        },
        selected_file_ids: run.selected_ids,
    };
    Ok(match assistant {
        Some(_) => RunOutcome::Succeeded(answer),
        None => RunOutcome::WorkerFailed(answer),
    })
}
