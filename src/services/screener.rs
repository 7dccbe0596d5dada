//! The public screener (spec §4.9, DESIGN §13): a quick eligibility pre-check of a description,
//! run by the worker as a SCREENER task with made-up project and session IDs; nothing is stored.

use std::borrow::Cow;
use std::net::IpAddr;

use actors::quota_ledger::CountGlobal;
use serde_json::Value;
use uuid::Uuid;

use crate::domain::QuotaKind;
use crate::error::{AppError, ErrorCode};
use crate::protocol::{EngineTask, TaskKind, TaskType};
use crate::services::quota;
use crate::state::AppState;

/// Assesses `input` (already validated) for the visitor at `client` (rate limited per address);
/// answers the worker's QuickPrecheckResponse `{verdict, score, criteria, summary, nextSteps}`,
/// the result's `data` as the engine wrote it.
#[tracing::instrument(level = "debug", skip_all)]
pub async fn screen(
    state: &AppState,
    client: Option<IpAddr>,
    input: &str,
    language: Option<crate::domain::Lang>,
) -> Result<Value, AppError> {
    if let Some(ip) = client {
        state.screener_limiter.hit(&ip).await?;
    }
    // The screener counts against the service-wide AI-run capacity only (there is no user).
    quota::ledger(
        state,
        CountGlobal {
            kind: QuotaKind::AiRun,
            amount: 1,
        },
    )
    .await?;
    let envelope = EngineTask {
        task_id: Cow::Owned(Uuid::now_v7().to_string()),
        kind: TaskKind::Screener,
        task_type: TaskType::Precheck,
        user_id: None,
        project_id: Some(Uuid::now_v7()),
        session_id: Some(Uuid::now_v7()),
        input: Cow::Borrowed(input),
        history: Vec::new(),
        files: Vec::new(),
        code_host: None,
        deadline_ms: Some(state.settings.worker.timeout_ms),
        language,
        review: None,
    };
    // A worker that cannot be reached converts in `error::outbound` (503 WORKER_FAILED).
    let result = state.worker.process(&envelope).await?;
    if !result.succeeded() {
        return Err(AppError::new(
            ErrorCode::WorkerFailed,
            "The screener could not assess this description right now; try again shortly",
        ));
    }
    Ok(result.into_data())
}
