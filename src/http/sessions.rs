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
use crate::http::extract::{JsonBody, required};
use crate::http::response::created;
use crate::services::sessions::{self, NewSession, SessionChange};
use crate::state::AppState;

/// The session routes of a project, relative to the `/projects` scope.
pub fn configure_in_project(cfg: &mut web::ServiceConfig) {
    cfg.route("/{projectId}/sessions", web::post().to(create))
        .route("/{projectId}/sessions", web::get().to(list))
        .route("/{projectId}/sessions/{sessionId}", web::get().to(get))
        .route(
            "/{projectId}/sessions/{sessionId}",
            web::delete().to(delete),
        )
        .route(
            "/{projectId}/sessions/{sessionId}/status",
            web::patch().to(set_status),
        )
        .route(
            "/{projectId}/sessions/{sessionId}/title",
            web::patch().to(set_title),
        );
}

/// The session routes addressed by session ID alone.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/sessions/{sessionId}/history", web::get().to(history));
}

/// The body of `POST /projects/{projectId}/sessions`.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct CreateSessionBody {
    #[serde(rename = "type")]
    #[schema(value_type = crate::http::openapi::enums::SessionType)]
    session_type: Option<String>,
    #[schema(min_length = 1, max_length = 200)]
    title: Option<String>,
}

impl CreateSessionBody {
    /// The new session, every field checked and all problems reported together.
    fn parse(self) -> Result<NewSession, AppError> {
        let mut errors = FieldErrors::default();
        let session_type =
            required(&mut errors, "type", self.session_type.as_deref()).and_then(|t| {
                errors.check(
                    "type",
                    parse_enum(t, SessionType::parse, SessionType::expected),
                )
            });
        let title = errors.check_opt("title", self.title.as_deref(), SessionTitle::parse);
        errors.finish()?;
        match (session_type, title) {
            (Some(session_type), Some(title)) => Ok(NewSession {
                session_type,
                title,
            }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

/// `POST /projects/{projectId}/sessions` (201).
#[utoipa::path(
    post, path = "/api/v1/projects/{projectId}/sessions", tag = "sessions", operation_id = "createSession", summary = "Create a session",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    request_body = CreateSessionBody,
    responses(
        (status = 201, description = "The new session", body = SessionDto),
        (status = 404, description = "No such project of the caller's"),
    )
)]
pub async fn create(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: JsonBody<CreateSessionBody>,
) -> Result<HttpResponse, AppError> {
    let new = body.into_inner().parse()?;
    let session = sessions::create(&state.writes, user.id, path.into_inner(), new).await?;
    Ok(created(SessionDto::from(session)))
}

/// `GET /projects/{projectId}/sessions`: newest first.
#[utoipa::path(
    get, path = "/api/v1/projects/{projectId}/sessions", tag = "sessions", operation_id = "listSessions", summary = "List a project's sessions",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    responses(
        (status = 200, description = "The project's sessions, newest first", body = Vec<SessionDto>),
        (status = 404, description = "No such project of the caller's"),
    )
)]
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

/// `GET /projects/{projectId}/sessions/{sessionId}`.
#[utoipa::path(
    get, path = "/api/v1/projects/{projectId}/sessions/{sessionId}", tag = "sessions", operation_id = "getSession", summary = "One session",
    security(("bearerAuth" = [])),
    params(
        ("projectId" = Uuid, Path, description = "The project"),
        ("sessionId" = Uuid, Path, description = "The session"),
    ),
    responses(
        (status = 200, description = "The session", body = SessionDto),
        (status = 404, description = "No such project or session of the caller's"),
    )
)]
pub async fn get(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, AppError> {
    let (project_id, session_id) = path.into_inner();
    let session = sessions::get(&state.db, user.id, project_id, session_id).await?;
    Ok(HttpResponse::Ok().json(SessionDto::from(session)))
}

/// The body of `PATCH .../sessions/{sessionId}/status`.
#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = SessionStatusBody)]
pub struct StatusBody {
    #[schema(value_type = crate::http::openapi::enums::SessionStatus)]
    status: Option<String>,
}

impl StatusBody {
    fn parse(self) -> Result<SessionChange, AppError> {
        let status = self
            .status
            .ok_or_else(|| AppError::field("status", "is required"))?;
        parse_enum(&status, SessionStatus::parse, SessionStatus::expected)
            .map(SessionChange::Status)
            .map_err(|m| AppError::field("status", m))
    }
}

/// `PATCH /projects/{projectId}/sessions/{sessionId}/status`.
#[utoipa::path(
    patch, path = "/api/v1/projects/{projectId}/sessions/{sessionId}/status", tag = "sessions", operation_id = "setSessionStatus", summary = "Change a session's status",
    security(("bearerAuth" = [])),
    params(
        ("projectId" = Uuid, Path, description = "The project"),
        ("sessionId" = Uuid, Path, description = "The session"),
    ),
    request_body = StatusBody,
    responses(
        (status = 200, description = "The changed session", body = SessionDto),
        (status = 404, description = "No such project or session of the caller's"),
    )
)]
pub async fn set_status(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
    body: JsonBody<StatusBody>,
) -> Result<HttpResponse, AppError> {
    let status = body.into_inner().parse()?;
    change(user, state, path, status).await
}

/// The body of `PATCH .../sessions/{sessionId}/title`.
#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = SessionTitleBody)]
pub struct TitleBody {
    #[schema(value_type = String, min_length = 1, max_length = 200)]
    title: Option<String>,
}

impl TitleBody {
    fn parse(self) -> Result<SessionChange, AppError> {
        let title = self
            .title
            .ok_or_else(|| AppError::field("title", "is required"))?;
        SessionTitle::parse(&title)
            .map(SessionChange::Title)
            .map_err(|m| AppError::field("title", m))
    }
}

/// `PATCH /projects/{projectId}/sessions/{sessionId}/title`.
#[utoipa::path(
    patch, path = "/api/v1/projects/{projectId}/sessions/{sessionId}/title", tag = "sessions", operation_id = "setSessionTitle", summary = "Rename a session",
    security(("bearerAuth" = [])),
    params(
        ("projectId" = Uuid, Path, description = "The project"),
        ("sessionId" = Uuid, Path, description = "The session"),
    ),
    request_body = TitleBody,
    responses(
        (status = 200, description = "The renamed session", body = SessionDto),
        (status = 404, description = "No such project or session of the caller's"),
    )
)]
pub async fn set_title(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
    body: JsonBody<TitleBody>,
) -> Result<HttpResponse, AppError> {
    let title = body.into_inner().parse()?;
    change(user, state, path, title).await
}

/// Applies one change to a session and answers it.
async fn change(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
    change: SessionChange,
) -> Result<HttpResponse, AppError> {
    let (project_id, session_id) = path.into_inner();
    let session = sessions::update(&state.writes, user.id, project_id, session_id, change).await?;
    Ok(HttpResponse::Ok().json(SessionDto::from(session)))
}

/// `DELETE /projects/{projectId}/sessions/{sessionId}` with its messages (204).
#[utoipa::path(
    delete, path = "/api/v1/projects/{projectId}/sessions/{sessionId}", tag = "sessions", operation_id = "deleteSession", summary = "Delete a session",
    security(("bearerAuth" = [])),
    params(
        ("projectId" = Uuid, Path, description = "The project"),
        ("sessionId" = Uuid, Path, description = "The session"),
    ),
    responses(
        (status = 204, description = "Deleted with its messages"),
        (status = 404, description = "No such project or session of the caller's"),
    )
)]
pub async fn delete(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, AppError> {
    let (project_id, session_id) = path.into_inner();
    sessions::delete(&state.writes, user.id, project_id, session_id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The query of `GET /sessions/{sessionId}/history`.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct HistoryQuery {
    /// How many of the newest messages (default 50, clamped into 0..=200).
    limit: Option<i64>,
}

/// `GET /sessions/{sessionId}/history`: the last `limit` messages, oldest first.
#[utoipa::path(
    get, path = "/api/v1/sessions/{sessionId}/history", tag = "sessions", operation_id = "sessionHistory", summary = "A session's message history",
    security(("bearerAuth" = [])),
    params(("sessionId" = Uuid, Path, description = "The session"), HistoryQuery),
    responses(
        (status = 200, description = "USER and ASSISTANT messages, oldest first", body = Vec<MessageDto>),
        (status = 404, description = "No such session of the caller's"),
    )
)]
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
