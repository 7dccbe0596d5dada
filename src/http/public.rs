//! Public landing routes: the screener.

use actix_web::{HttpRequest, HttpResponse, web};
use actors::quota_ledger::CountGlobal;
use serde::Deserialize;
use serde_json::{Value, json};
use uuid::Uuid;

use crate::domain::{QuotaKind, required_text};
use crate::error::{AppError, ErrorCode};
use crate::http::client_ip::client_ip;
use crate::http::response::enveloped;
use crate::services::quota;
use crate::state::AppState;

const SCREENER_INPUT_MAX: usize = 5_000;

/// The public routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/screener", web::post().to(screener));
}

/// The body of `POST /screener`.
#[derive(Deserialize)]
pub struct ScreenerBody {
    input: Option<String>,
}

impl ScreenerBody {
    /// The description to screen: normalised multi-line text, present and bounded.
    fn parse(self) -> Result<String, AppError> {
        required_text(
            self.input.as_deref().unwrap_or_default(),
            SCREENER_INPUT_MAX,
        )
        .map_err(|m| AppError::field("input", m))
    }
}

/// A quick eligibility pre-check of a description; nothing is stored. ApiResponse of
/// `{verdict, score, criteria, summary, nextSteps}`.
pub async fn screener(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ScreenerBody>,
) -> Result<HttpResponse, AppError> {
    let input = body.into_inner().parse()?;
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
    let envelope = json!({
        "taskId": Uuid::now_v7(), "kind": "SCREENER", "type": "PRECHECK", "userId": null,
        "projectId": Uuid::now_v7(), "sessionId": Uuid::now_v7(), "input": input,
        "history": [], "files": [], "codeHost": null,
        "deadlineMs": state.settings.worker.timeout_ms,
    });
    let result = state.worker.process(&envelope).await.map_err(|e| {
        tracing::warn!(error = %e, "screener task failed");
        worker_failed()
    })?;
    if result["status"] != "SUCCEEDED" {
        return Err(worker_failed());
    }
    let data = result.get("data").cloned().unwrap_or(Value::Null);
    Ok(enveloped(data))
}

fn worker_failed() -> AppError {
    AppError::new(
        ErrorCode::WorkerFailed,
        "The screener is unavailable right now; try again shortly",
    )
}
