//! `/api/v1/admin/users` (spec §4.7; raw UserAdminDto and Page bodies).

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use entities::users;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::auth::AdminUser;
use crate::domain::{
    Email, FieldErrors, FullName, MembershipTier, Role, UserStatus, Username, parse_enum,
};
use crate::error::AppError;
use crate::http::admin::{PageQuery, write_allowed};
use crate::http::extract::{JsonBody, double_option};
use crate::http::response::Page;
use crate::services::admin_users::{self, Changed, UserFilter, UserPatch};
use crate::state::AppState;

/// The user routes (`/users/stats` before `/users/{userId}`).
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/users/stats", web::get().to(stats))
        .route("/users", web::get().to(list))
        .route(
            "/users/{userId}",
            web::get().guard(crate::http::not_named(&["stats"])).to(get),
        )
        .route(
            "/users/{userId}",
            web::patch()
                .guard(crate::http::not_named(&["stats"]))
                .to(patch),
        )
        .route("/users/{userId}/suspend", web::post().to(suspend))
        .route("/users/{userId}/activate", web::post().to(activate));
}

/// UserAdminDto: a user as the admin console sees it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserAdminDto {
    pub id: Uuid,
    pub email: String,
    pub username: Option<String>,
    pub full_name: Option<String>,
    #[schema(value_type = crate::http::openapi::enums::Role)]
    pub role: Role,
    #[schema(value_type = crate::http::openapi::enums::UserStatus)]
    pub status: UserStatus,
    #[schema(value_type = crate::http::openapi::enums::MembershipTier)]
    pub membership_tier: MembershipTier,
    pub email_verified: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
    pub project_count: u64,
}

impl UserAdminDto {
    fn new((u, project_count): (users::Model, u64)) -> Self {
        UserAdminDto {
            id: u.id,
            email: u.email,
            username: u.username,
            full_name: u.full_name,
            role: u.role,
            status: u.status,
            membership_tier: u.membership_tier,
            email_verified: u.email_verified,
            created_at: u.created_at,
            updated_at: u.updated_at,
            last_login_at: u.last_login_at,
            project_count,
        }
    }
}

/// Raw aggregate stats (spec §4.7, DESIGN §12).
#[utoipa::path(
    get, path = "/api/v1/admin/users/stats", tag = "admin", operation_id = "userStats", summary = "User statistics",
    security(("bearerAuth" = [])),
    responses((status = 200, description = "Raw aggregate stats", body = crate::http::openapi::schemas::UserStats))
)]
pub async fn stats(
    _admin: AdminUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    Ok(HttpResponse::Ok().json(admin_users::stats(&state.db).await?))
}

/// The query of the user list.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListQuery {
    #[serde(flatten)]
    page: PageQuery,
    role: Option<String>,
    status: Option<String>,
    membership_tier: Option<String>,
    search: Option<String>,
}

impl ListQuery {
    fn filter(&self) -> Result<UserFilter, AppError> {
        fn opt<T>(
            errors: &mut FieldErrors,
            field: &str,
            value: Option<&str>,
            parse: fn(&str) -> Option<T>,
            expected: fn() -> String,
        ) -> Option<T> {
            match value.map(str::trim) {
                None | Some("") => None,
                Some(v) => errors.check(field, parse_enum(v, parse, expected)),
            }
        }
        let mut errors = FieldErrors::default();
        let role = opt(
            &mut errors,
            "role",
            self.role.as_deref(),
            Role::parse,
            Role::expected,
        );
        let status = opt(
            &mut errors,
            "status",
            self.status.as_deref(),
            UserStatus::parse,
            UserStatus::expected,
        );
        let tier = opt(
            &mut errors,
            "membershipTier",
            self.membership_tier.as_deref(),
            MembershipTier::parse,
            MembershipTier::expected,
        );
        let search = self
            .search
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned);
        if search.as_ref().is_some_and(|s| s.chars().count() > 200) {
            errors.add("search", "must be at most 200 characters");
        }
        errors.finish()?;
        Ok(UserFilter {
            role,
            status,
            tier,
            search,
        })
    }
}

/// `GET /admin/users?page=&size=&role=&status=&membershipTier=&search=` -> a raw Page.
#[utoipa::path(
    get, path = "/api/v1/admin/users", tag = "admin", operation_id = "listUsers", summary = "List users",
    security(("bearerAuth" = [])),
    params(
        crate::http::openapi::schemas::PageParams,
        ("role" = Option<crate::http::openapi::enums::Role>, Query, description = "Only this role"),
        ("status" = Option<crate::http::openapi::enums::UserStatus>, Query, description = "Only this status"),
        ("membershipTier" = Option<crate::http::openapi::enums::MembershipTier>, Query, description = "Only this tier"),
        ("search" = Option<String>, Query, max_length = 200, description = "Email, username or full name contains it (case-insensitive, at most 200 characters)"),
    ),
    responses((status = 200, description = "A raw Page of UserAdminDto, newest first", body = Page<UserAdminDto>))
)]
pub async fn list(
    _admin: AdminUser,
    state: web::Data<AppState>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    let (page, size) = query.page.parse()?;
    let filter = query.filter()?;
    let (rows, total) = admin_users::list(&state, filter, page, size).await?;
    let content: Vec<UserAdminDto> = admin_users::with_project_counts(&state, rows)
        .await?
        .into_iter()
        .map(UserAdminDto::new)
        .collect();
    Ok(HttpResponse::Ok().json(Page::new(content, total, page, size)))
}

/// `GET /admin/users/{userId}`.
#[utoipa::path(
    get, path = "/api/v1/admin/users/{userId}", tag = "admin", operation_id = "getUser", summary = "One user",
    security(("bearerAuth" = [])),
    params(("userId" = Uuid, Path, description = "The user")),
    responses(
        (status = 200, description = "The user", body = UserAdminDto),
        (status = 404, description = "No such user"),
    )
)]
pub async fn get(
    _admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let user = admin_users::get(&state, path.into_inner()).await?;
    Ok(HttpResponse::Ok().json(dto(&state, user).await?))
}

/// The body of `PATCH /admin/users/{userId}`; `tier` is accepted for `membershipTier`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AdminUserPatchBody)]
pub struct PatchBody {
    #[schema(min_length = 3, max_length = 50, pattern = "^[A-Za-z0-9._-]*$")]
    username: Option<String>,
    #[schema(format = Email, max_length = 254)]
    email: Option<String>,
    /// Null (or blank) clears it.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(max_length = 200)]
    full_name: Option<Option<String>>,
    #[schema(value_type = Option<crate::http::openapi::enums::UserStatus>)]
    status: Option<String>,
    #[schema(value_type = Option<crate::http::openapi::enums::Role>)]
    role: Option<String>,
    /// Also accepted as `tier`.
    #[serde(alias = "tier")]
    #[schema(value_type = Option<crate::http::openapi::enums::MembershipTier>)]
    membership_tier: Option<String>,
}

impl PatchBody {
    fn parse(self) -> Result<UserPatch, AppError> {
        let mut errors = FieldErrors::default();
        let username = errors
            .check_opt("username", self.username.as_deref(), Username::parse)
            .flatten();
        let email = errors
            .check_opt("email", self.email.as_deref(), Email::parse)
            .flatten();
        let full_name = match self.full_name {
            None => None,
            Some(None) => Some(None),
            Some(Some(name)) if name.trim().is_empty() => Some(None),
            Some(Some(name)) => errors.check("fullName", FullName::parse(&name)).map(Some),
        };
        let status = errors
            .check_opt("status", self.status.as_deref(), |v| {
                parse_enum(v, UserStatus::parse, UserStatus::expected)
            })
            .flatten();
        let role = errors
            .check_opt("role", self.role.as_deref(), |v| {
                parse_enum(v, Role::parse, Role::expected)
            })
            .flatten();
        let tier = errors
            .check_opt("membershipTier", self.membership_tier.as_deref(), |v| {
                parse_enum(v, MembershipTier::parse, MembershipTier::expected)
            })
            .flatten();
        errors.finish()?;
        Ok(UserPatch {
            username,
            email,
            full_name,
            status,
            role,
            tier,
        })
    }
}

/// `PATCH /admin/users/{userId}`: the changed user; 400 with the unchanged user when the change
/// would leave no active admin.
#[utoipa::path(
    patch, path = "/api/v1/admin/users/{userId}", tag = "admin", operation_id = "patchUser", summary = "Change a user",
    security(("bearerAuth" = [])),
    params(("userId" = Uuid, Path, description = "The user")),
    request_body = PatchBody,
    responses(
        (status = 200, description = "The changed user", body = UserAdminDto),
        (status = 400, description = "VALIDATION_FAILED (envelope), or the unchanged UserAdminDto when the change would leave no active admin", body = crate::http::openapi::schemas::AdminUserRefusal),
        (status = 404, description = "No such user"),
        (status = 409, description = "The email or username is taken"),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub async fn patch(
    admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: JsonBody<PatchBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let patch = body.into_inner().parse()?;
    apply(&state, &admin, path.into_inner(), patch).await
}

/// `POST /admin/users/{userId}/suspend`.
#[utoipa::path(
    post, path = "/api/v1/admin/users/{userId}/suspend", tag = "admin", operation_id = "suspendUser", summary = "Suspend a user",
    security(("bearerAuth" = [])),
    params(("userId" = Uuid, Path, description = "The user")),
    responses(
        (status = 200, description = "The suspended user; their refresh tokens are revoked", body = UserAdminDto),
        (status = 400, description = "The unchanged UserAdminDto when the last active admin would be suspended (or the envelope for a malformed ID)", body = crate::http::openapi::schemas::AdminUserRefusal),
        (status = 404, description = "No such user"),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub async fn suspend(
    admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let patch = UserPatch {
        status: Some(UserStatus::Suspended),
        ..UserPatch::default()
    };
    apply(&state, &admin, path.into_inner(), patch).await
}

/// `POST /admin/users/{userId}/activate`.
#[utoipa::path(
    post, path = "/api/v1/admin/users/{userId}/activate", tag = "admin", operation_id = "activateUser", summary = "Activate a user",
    security(("bearerAuth" = [])),
    params(("userId" = Uuid, Path, description = "The user")),
    responses(
        (status = 200, description = "The active user", body = UserAdminDto),
        (status = 404, description = "No such user"),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub async fn activate(
    admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let patch = UserPatch {
        status: Some(UserStatus::Active),
        ..UserPatch::default()
    };
    apply(&state, &admin, path.into_inner(), patch).await
}

async fn apply(
    state: &AppState,
    admin: &AdminUser,
    user_id: Uuid,
    patch: UserPatch,
) -> Result<HttpResponse, AppError> {
    Ok(
        match admin_users::update(state, admin.0.id, user_id, patch).await? {
            Changed::Applied(user) => HttpResponse::Ok().json(dto(state, user).await?),
            Changed::LastAdmin(user) => HttpResponse::BadRequest().json(dto(state, user).await?),
        },
    )
}

/// One user's DTO, with their project count.
async fn dto(state: &AppState, user: users::Model) -> Result<UserAdminDto, AppError> {
    let mut views = admin_users::with_project_counts(state, vec![user]).await?;
    views
        .pop()
        .map(UserAdminDto::new)
        .ok_or(AppError::NotFound("user"))
}
