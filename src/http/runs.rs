//! `POST /api/v1/sessions/{sessionId}/runs` and `GET /api/v1/quotas/me`.

use actix_web::{HttpResponse, web};
use actors::quota_ledger::GetUsage;
use entities::projects;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde::Deserialize;
use serde_json::json;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::domain::{FieldErrors, SessionType, clamp_run_history_limit, multi_line};
use crate::error::AppError;
use crate::services::quota;
use crate::services::runs::{self, RunOutcome, RunRequest};
use crate::state::AppState;

const INPUT_MAX: usize = 20_000;
const SELECTED_MAX: usize = 50;

/// The spec names `selected_file_ids` and `history_limit` in snake_case while every other body is
/// camelCase, so both spellings are read. Both sent with different values is 400 naming the
/// camelCase field; the same value twice is accepted.
#[derive(Deserialize)]
pub struct RunBody {
    #[serde(rename = "type")]
    run_type: Option<String>,
    input: Option<String>,
    selected_file_ids: Option<Vec<Uuid>>,
    #[serde(rename = "selectedFileIds")]
    selected_file_ids_camel: Option<Vec<Uuid>>,
    history_limit: Option<i64>,
    #[serde(rename = "historyLimit")]
    history_limit_camel: Option<i64>,
}

/// One value from a field's two spellings; `Err` when they disagree.
fn either_spelling<T: PartialEq>(
    errors: &mut FieldErrors,
    (snake, camel): (&str, &str),
    a: Option<T>,
    b: Option<T>,
) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) if a != b => {
            errors.add(
                camel,
                format!("must not differ from {snake} (send one spelling)"),
            );
            None
        }
        (a, b) => a.or(b),
    }
}

pub async fn create(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: web::Json<RunBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let mut errors = FieldErrors::default();
    let run_type = match body.run_type.as_deref().map(SessionType::parse) {
        Some(Some(t @ (SessionType::Precheck | SessionType::T661 | SessionType::Logbook))) => {
            Some(t)
        }
        Some(_) => {
            errors.add("type", "must be one of PRECHECK, T661, LOGBOOK");
            None
        }
        None => {
            errors.add("type", "is required");
            None
        }
    };
    let input = errors
        .check(
            "input",
            multi_line(body.input.as_deref().unwrap_or_default()),
        )
        .unwrap_or_default();
    let length = input.trim().chars().count();
    if length == 0 {
        errors.add("input", "is required");
    } else if length > INPUT_MAX {
        errors.add("input", format!("must be at most {INPUT_MAX} characters"));
    }
    let selected = either_spelling(
        &mut errors,
        ("selected_file_ids", "selectedFileIds"),
        body.selected_file_ids,
        body.selected_file_ids_camel,
    );
    let history_limit = either_spelling(
        &mut errors,
        ("history_limit", "historyLimit"),
        body.history_limit,
        body.history_limit_camel,
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
    let Some(run_type) = run_type else {
        return Err(AppError::field("type", "is required"));
    };
    let request = RunRequest {
        run_type,
        input,
        selected_file_ids: selected,
        history_limit: clamp_run_history_limit(history_limit),
    };
    Ok(
        match runs::submit(state, user.id, path.into_inner(), request).await? {
            RunOutcome::Succeeded(answer) => HttpResponse::Ok().json(answer),
            RunOutcome::WorkerFailed(answer) => HttpResponse::BadGateway().json(answer),
        },
    )
}

/// The caller's quota snapshot; a null limit means unlimited.
pub async fn quotas_me(
    user: AuthUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let usage = quota::ledger(&state, GetUsage { user_id: user.id }).await?;
    let projects_used = projects::Entity::find()
        .filter(projects::Column::OwnerId.eq(user.id))
        .count(&state.db)
        .await?;
    let t = &usage.tier_quota;
    Ok(HttpResponse::Ok().json(json!({
        "tier": usage.tier, "periodKey": usage.ai_runs.period,
        "aiRunsMonthlyUsed": usage.ai_runs.used, "aiRunsMonthlyLimit": t.ai_runs_per_month,
        "aiRunsReserved": usage.ai_runs.reserved,
        "storageUsedBytes": usage.storage.used, "storageLimitBytes": t.storage_bytes,
        "storageReservedBytes": usage.storage.reserved,
        "projectsUsed": projects_used, "projectsLimit": t.max_projects,
        "filesPerProjectLimit": t.max_files_per_project, "fileSizeLimitBytes": t.max_file_size_bytes,
        "filesPerUploadLimit": t.max_files_per_upload,
    })))
}
