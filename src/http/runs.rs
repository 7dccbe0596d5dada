//! `POST /api/v1/sessions/{sessionId}/runs`.

use actix_web::{HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::domain::{FieldErrors, SessionType, clamp_run_history_limit, required_text};
use crate::error::AppError;
use crate::http::extract::JsonBody;
use crate::services::runs::{self, RunOutcome, RunRequest};
use crate::state::AppState;

const INPUT_MAX: usize = 20_000;
const SELECTED_MAX: usize = 50;

/// The run routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/sessions/{sessionId}/runs", web::post().to(create));
}

/// The body of `POST /sessions/{sessionId}/runs`.
///
/// The spec names `selected_file_ids` and `history_limit` in snake_case while every other body is
/// camelCase, so both spellings are read. Both sent with different values is 400 naming the
/// camelCase field; the same value twice is accepted.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct RunBody {
    /// PRECHECK, T661 or LOGBOOK.
    #[serde(rename = "type")]
    #[schema(value_type = String, example = "PRECHECK", pattern = "^(PRECHECK|T661|LOGBOOK)$")]
    run_type: Option<String>,
    /// The prompt or guided-intake output (1..=20,000 characters).
    #[schema(value_type = String, min_length = 1, max_length = 20000)]
    input: Option<String>,
    /// At most 50 files of the session's project, each READY.
    #[schema(max_items = 50)]
    selected_file_ids: Option<Vec<Uuid>>,
    /// The camelCase spelling of `selected_file_ids`.
    #[serde(rename = "selectedFileIds")]
    #[schema(max_items = 50)]
    selected_file_ids_camel: Option<Vec<Uuid>>,
    /// How many earlier messages the worker sees (default 10, clamped into 0..=50).
    history_limit: Option<i64>,
    /// The camelCase spelling of `history_limit`.
    #[serde(rename = "historyLimit")]
    history_limit_camel: Option<i64>,
}

impl RunBody {
    /// The run, every field checked and all problems reported together.
    fn parse(self) -> Result<RunRequest, AppError> {
        let mut errors = FieldErrors::default();
        let run_type = errors.check("type", run_type(self.run_type.as_deref()));
        let input = errors.check(
            "input",
            required_text(self.input.as_deref().unwrap_or_default(), INPUT_MAX),
        );
        let selected = either_spelling(
            &mut errors,
            ("selected_file_ids", "selectedFileIds"),
            self.selected_file_ids,
            self.selected_file_ids_camel,
        );
        let history_limit = either_spelling(
            &mut errors,
            ("history_limit", "historyLimit"),
            self.history_limit,
            self.history_limit_camel,
        );
        let mut selected = selected.unwrap_or_default();
        selected.dedup();
        if selected.len() > SELECTED_MAX {
            errors.add(
                "selected_file_ids",
                format!("must list at most {SELECTED_MAX} files"),
            );
        }
        errors.finish()?;
        match (run_type, input) {
            (Some(run_type), Some(input)) => Ok(RunRequest {
                run_type,
                input,
                selected_file_ids: selected,
                history_limit: clamp_run_history_limit(history_limit),
                language: None,
            }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

/// The types a run can have (a session's other types are not run this way).
fn run_type(value: Option<&str>) -> Result<SessionType, String> {
    match value.map(SessionType::parse) {
        Some(Some(t @ (SessionType::Precheck | SessionType::T661 | SessionType::Logbook))) => Ok(t),
        Some(_) => Err("must be one of PRECHECK, T661, LOGBOOK".into()),
        None => Err("is required".into()),
    }
}

/// One value from a field's two spellings; `None` (with the error recorded) when both came (the
/// document says so: `not` both present and non-null).
fn either_spelling<T>(
    errors: &mut FieldErrors,
    (snake, camel): (&str, &str),
    a: Option<T>,
    b: Option<T>,
) -> Option<T> {
    match (a, b) {
        (Some(_), Some(_)) => {
            errors.add(
                camel,
                format!("must not be sent together with {snake} (send one spelling)"),
            );
            None
        }
        (a, b) => a.or(b),
    }
}

/// `POST /sessions/{sessionId}/runs`: runs the task in the session's turn; 200 with the run, or
/// 502 with the same shape when the worker failed.
#[utoipa::path(
    post, path = "/api/v1/sessions/{sessionId}/runs", tag = "runs", operation_id = "createRun", summary = "Run a task on a session",
    security(("bearerAuth" = [])),
    params(("sessionId" = Uuid, Path, description = "The session")),
    request_body = RunBody,
    responses(
        (status = 200, description = "The run: the worker's payload and the persisted messages", body = crate::http::openapi::schemas::RunAnswer),
        (status = 400, description = "VALIDATION_FAILED, FILE_NOT_IN_PROJECT or FILE_NOT_READY"),
        (status = 404, description = "No such session of the caller's"),
        (status = 409, description = "SESSION_BUSY: more than 4 runs wait in the session, or another replica holds it"),
        (status = 429, description = "QUOTA_EXCEEDED (AI_RUNS_MONTHLY) or CAPACITY_EXHAUSTED"),
        (status = 502, description = "The worker failed: the same shape with `python.status` FAILED; the reservation is rolled back", body = crate::http::openapi::schemas::RunAnswer),
    )
)]
pub async fn create(
    req: actix_web::HttpRequest,
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: JsonBody<RunBody>,
) -> Result<HttpResponse, AppError> {
    let mut request = body.into_inner().parse()?;
    request.language = crate::http::extract::answer_language(&req);
    Ok(
        match runs::submit(state, user.id, path.into_inner(), request).await? {
            RunOutcome::Succeeded(answer) => HttpResponse::Ok().json(answer),
            RunOutcome::WorkerFailed(answer) => HttpResponse::BadGateway().json(answer),
        },
    )
}
