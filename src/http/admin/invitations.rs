//! `/api/v1/admin/invitations` (spec §4.7; raw bodies, not enveloped).

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Duration, Utc};
use entities::invitation_codes;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::auth::AdminUser;
use crate::domain::{InvitationStatus, parse_enum, single_line};
use crate::error::AppError;
use crate::http::admin::{PageQuery, write_allowed};
use crate::http::response::Page;
use crate::services::invitations::{self, BATCH_MAX};
use crate::state::AppState;

/// The invitation routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/invitations", web::post().to(create))
        .route("/invitations", web::get().to(list))
        .route("/invitations/batch", web::post().to(batch))
        .route(
            "/invitations/{code}",
            web::get().guard(crate::http::not_named(&["batch"])).to(get),
        )
        .route(
            "/invitations/{code}",
            web::delete()
                .guard(crate::http::not_named(&["batch"]))
                .to(revoke),
        );
}

/// The InvitationCode DTO; `status` is the effective one (EXPIRED once past `expiresAt`).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = InvitationCode)]
pub struct InvitationCodeDto {
    pub code: String,
    #[schema(value_type = crate::http::openapi::enums::InvitationStatus)]
    pub status: InvitationStatus,
    pub created_by: Option<String>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub used_by: Option<Uuid>,
    pub used_at: Option<DateTime<Utc>>,
}

impl InvitationCodeDto {
    fn new(code: invitation_codes::Model, now: DateTime<Utc>) -> Self {
        InvitationCodeDto {
            status: invitations::effective_status(&code, now),
            code: code.code,
            created_by: code.created_by,
            created_at: code.created_at,
            expires_at: code.expires_at,
            used_by: code.used_by,
            used_at: code.used_at,
        }
    }
}

/// The query of the create routes.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateQuery {
    created_by: Option<String>,
    count: Option<String>,
}

/// The creator recorded on the codes: the `createdBy` query (single line, at most 255
/// characters), else the acting admin's ID.
fn creator(query: &CreateQuery, admin: &AdminUser) -> Result<String, AppError> {
    match query.created_by.as_deref().map(str::trim) {
        None | Some("") => Ok(admin.0.id.to_string()),
        Some(name) => {
            single_line(name).map_err(|m| AppError::field("createdBy", m))?;
            if name.chars().count() > 255 {
                return Err(AppError::field(
                    "createdBy",
                    "must be at most 255 characters",
                ));
            }
            Ok(name.to_owned())
        }
    }
}

fn ttl(state: &AppState) -> Duration {
    Duration::days(i64::from(state.settings.admin.invitation_ttl_days.max(1)))
}

/// `POST /admin/invitations?createdBy=` -> one code as a raw string.
#[utoipa::path(
    post, path = "/api/v1/admin/invitations", tag = "admin", operation_id = "createInvitation", summary = "Create an invitation code",
    security(("bearerAuth" = [])),
    params(("createdBy" = Option<String>, Query, max_length = 255, description = "The creator recorded (one line, at most 255 characters); the admin's ID by default")),
    responses(
        (status = 200, description = "One code (16 characters), raw text", body = String, content_type = "text/plain"),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub async fn create(
    admin: AdminUser,
    state: web::Data<AppState>,
    query: web::Query<CreateQuery>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let created_by = creator(&query, &admin)?;
    let codes = invitations::create(&state, admin.0.id, &created_by, 1, ttl(&state)).await?;
    let code = codes.into_iter().next().unwrap_or_default();
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(code))
}

/// `POST /admin/invitations/batch?createdBy=&count=` (1..=100) -> a raw array of codes.
#[utoipa::path(
    post, path = "/api/v1/admin/invitations/batch", tag = "admin", operation_id = "createInvitations", summary = "Create invitation codes",
    security(("bearerAuth" = [])),
    params(
        ("createdBy" = Option<String>, Query, max_length = 255, description = "The creator recorded; the admin's ID by default"),
        ("count" = u32, Query, description = "How many codes, 1..=100", minimum = 1, maximum = 100),
    ),
    responses(
        (status = 200, description = "The codes (raw array)", body = Vec<String>),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub async fn batch(
    admin: AdminUser,
    state: web::Data<AppState>,
    query: web::Query<CreateQuery>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let created_by = creator(&query, &admin)?;
    let count = query
        .count
        .as_deref()
        .ok_or_else(|| AppError::field("count", "is required"))?
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| (1..=BATCH_MAX).contains(n))
        .ok_or_else(|| AppError::field("count", format!("must be a number in 1..={BATCH_MAX}")))?;
    let codes = invitations::create(&state, admin.0.id, &created_by, count, ttl(&state)).await?;
    Ok(HttpResponse::Ok().json(codes))
}

/// The query of the list route.
#[derive(Deserialize)]
pub struct ListQuery {
    #[serde(flatten)]
    page: PageQuery,
    status: Option<String>,
}

/// `GET /admin/invitations?page=&size=&status=` -> a raw Page of InvitationCode.
#[utoipa::path(
    get, path = "/api/v1/admin/invitations", tag = "admin", operation_id = "listInvitations", summary = "List invitation codes",
    security(("bearerAuth" = [])),
    params(
        crate::http::openapi::schemas::PageParams,
        ("status" = Option<crate::http::openapi::enums::InvitationStatus>, Query, description = "Only codes of this effective status"),
    ),
    responses((status = 200, description = "A raw Page of InvitationCode, newest first", body = Page<InvitationCodeDto>))
)]
pub async fn list(
    _admin: AdminUser,
    state: web::Data<AppState>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    let (page, size) = query.page.parse()?;
    let status = match query.status.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(s) => Some(
            parse_enum(s, InvitationStatus::parse, InvitationStatus::expected)
                .map_err(|m| AppError::field("status", m))?,
        ),
    };
    let (rows, total) = invitations::list(&state, status, page, size).await?;
    let now = crate::clock::now();
    let content = rows
        .into_iter()
        .map(|c| InvitationCodeDto::new(c, now))
        .collect();
    Ok(HttpResponse::Ok().json(Page::new(content, total, page, size)))
}

/// `GET /admin/invitations/{code}` -> a raw InvitationCode.
#[utoipa::path(
    get, path = "/api/v1/admin/invitations/{code}", tag = "admin", operation_id = "getInvitation", summary = "One invitation code",
    security(("bearerAuth" = [])),
    params(("code" = String, Path, description = "The invitation code")),
    responses(
        (status = 200, description = "The raw InvitationCode", body = InvitationCodeDto),
        (status = 404, description = "No such code"),
    )
)]
pub async fn get(
    _admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let code = invitations::get(&state, path.trim()).await?;
    Ok(HttpResponse::Ok().json(InvitationCodeDto::new(code, crate::clock::now())))
}

/// `DELETE /admin/invitations/{code}`: revokes; 204.
#[utoipa::path(
    delete, path = "/api/v1/admin/invitations/{code}", tag = "admin", operation_id = "revokeInvitation", summary = "Revoke an invitation code",
    security(("bearerAuth" = [])),
    params(("code" = String, Path, description = "The invitation code")),
    responses(
        (status = 204, description = "Revoked (again: 204)"),
        (status = 404, description = "No such code"),
        (status = 409, description = "The code was used"),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub async fn revoke(
    admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    invitations::revoke(&state, admin.0.id, path.trim()).await?;
    Ok(HttpResponse::NoContent().finish())
}
