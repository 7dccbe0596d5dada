//! Public landing routes: the screener.

use actix_web::{HttpRequest, HttpResponse, web};
use actors::quota_ledger::CountGlobal;
use serde::Deserialize;
use uuid::Uuid;

use crate::domain::{QuotaKind, multi_line};
use crate::error::AppError;
use crate::http::client_ip::client_ip;
use crate::http::response::enveloped;
use crate::protocol::{EngineTask, TaskKind, TaskType};
use crate::services::quota;
use crate::state::AppState;

const SCREENER_INPUT_MAX: usize = 5_000;

#[derive(Deserialize)]
pub struct ScreenerBody {
    input: Option<String>,
}

/// A quick eligibility pre-check of a description; nothing is stored. ApiResponse of
/// `{verdict, score, criteria, summary, nextSteps}`.
pub async fn screener(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ScreenerBody>,
) -> Result<HttpResponse, AppError> {
    let input = body.into_inner().input.unwrap_or_default();
    let input = multi_line(&input).map_err(|m| AppError::field("input", m))?;
    let length = input.trim().chars().count();
    if length == 0 {
        return Err(AppError::field("input", "is required"));
    }
    if length > SCREENER_INPUT_MAX {
        return Err(AppError::field(
            "input",
            format!("must be at most {SCREENER_INPUT_MAX} characters"),
        ));
    }
    if let Some(ip) = client_ip(&req, &state.settings.server.trusted_proxies) {
        state.screener_limiter.hit(&ip)?;
    }
    // The screener counts against the service-wide AI-run capacity only (there is no user).
    quota::ledger(
        &state,
        CountGlobal {
            kind: QuotaKind::AiRun,
            amount: 1,
        },
    )
    .await?;
    let envelope = EngineTask {
        task_id: Uuid::now_v7().to_string().into(),
        kind: TaskKind::Screener,
        task_type: TaskType::Precheck,
        user_id: None,
        project_id: Some(Uuid::now_v7()),
        session_id: Some(Uuid::now_v7()),
        input: input.as_str().into(),
        history: Vec::new(),
        files: Vec::new(),
        code_host: None,
        deadline_ms: Some(state.settings.worker.timeout_ms),
    };
    let result = state.worker.process(&envelope).await.map_err(|e| {
        tracing::warn!(error = %e, "screener task failed");
        worker_failed()
    })?;
    if !result.succeeded() {
        return Err(worker_failed());
    }
    let data = result.into_data();
    Ok(enveloped(data))
}

fn worker_failed() -> AppError {
    AppError::Unavailable {
        code: "WORKER_FAILED",
        message: "The screener is unavailable right now; try again shortly".into(),
    }
}
