//! `/api/v1/projects/{projectId}/sessions` and `/api/v1/sessions/{sessionId}/history`.

use actix_web::{HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::domain::{
    FieldErrors, SessionStatus, SessionTitle, SessionType, clamp_history_limit, parse_enum,
};
use crate::dto::{MessageDto, SessionDto};
use crate::error::AppError;
use crate::http::extract::required;
use crate::http::response::created;
use crate::services::sessions::{self, SessionChange};
use crate::state::AppState;

#[derive(Deserialize)]
pub struct CreateSessionBody {
    #[serde(rename = "type")]
    session_type: Option<String>,
    title: Option<String>,
}

pub async fn create(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: web::Json<CreateSessionBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let mut errors = FieldErrors::default();
    let session_type = required(&mut errors, "type", body.session_type.as_deref()).and_then(|t| {
        errors.check(
            "type",
            parse_enum(t, SessionType::parse, SessionType::expected),
        )
    });
    let title = errors.check_opt("title", body.title.as_deref(), SessionTitle::parse);
    errors.finish()?;
    let (Some(session_type), Some(title)) = (session_type, title) else {
        return Err(AppError::field("body", "is invalid"));
    };
    let session =
        sessions::create(&state.db, user.id, path.into_inner(), session_type, title).await?;
    Ok(created(SessionDto::from(session)))
}

pub async fn list(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let list: Vec<SessionDto> = sessions::list(&state.db, user.id, path.into_inner())
        .await?
        .into_iter()
        .map(SessionDto::from)
        .collect();
    Ok(HttpResponse::Ok().json(list))
}

pub async fn get(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, AppError> {
    let (project_id, session_id) = path.into_inner();
    let session = sessions::get(&state.db, user.id, project_id, session_id).await?;
    Ok(HttpResponse::Ok().json(SessionDto::from(session)))
}

#[derive(Deserialize)]
pub struct StatusBody {
    status: Option<String>,
}

pub async fn set_status(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
    body: web::Json<StatusBody>,
) -> Result<HttpResponse, AppError> {
    let mut errors = FieldErrors::default();
    let status = required(&mut errors, "status", body.status.as_deref()).and_then(|s| {
        errors.check(
            "status",
            parse_enum(s, SessionStatus::parse, SessionStatus::expected),
        )
    });
    errors.finish()?;
    let Some(status) = status else {
        return Err(AppError::field("status", "is required"));
    };
    change(user, state, path, SessionChange::Status(status)).await
}

#[derive(Deserialize)]
pub struct TitleBody {
    title: Option<String>,
}

pub async fn set_title(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
    body: web::Json<TitleBody>,
) -> Result<HttpResponse, AppError> {
    let title = match body.title.as_deref() {
        None => return Err(AppError::field("title", "is required")),
        Some(t) => SessionTitle::parse(t).map_err(|m| AppError::field("title", m))?,
    };
    change(user, state, path, SessionChange::Title(title)).await
}

async fn change(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
    change: SessionChange,
) -> Result<HttpResponse, AppError> {
    let (project_id, session_id) = path.into_inner();
    let session = sessions::update(&state.db, user.id, project_id, session_id, change).await?;
    Ok(HttpResponse::Ok().json(SessionDto::from(session)))
}

pub async fn delete(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, AppError> {
    let (project_id, session_id) = path.into_inner();
    sessions::delete(&state.db, user.id, project_id, session_id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize)]
pub struct HistoryQuery {
    limit: Option<i64>,
}

pub async fn history(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    query: web::Query<HistoryQuery>,
) -> Result<HttpResponse, AppError> {
    let limit = clamp_history_limit(query.limit);
    let messages: Vec<MessageDto> = sessions::history(&state.db, user.id, path.into_inner(), limit)
        .await?
        .into_iter()
        .map(MessageDto::from)
        .collect();
    Ok(HttpResponse::Ok().json(messages))
}
