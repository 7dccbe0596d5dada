//! `/api/v1/auth`: register, login, refresh, logout, me, change-password; the recovery and
//! verification routes are in [`recovery`], the identity provider's sign-in in [`idp`].

pub mod idp;
pub mod recovery;

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use crate::auth::AuthUser;
use crate::domain::{Email, FieldErrors, FullName, Password, Username};
use crate::error::AppError;
use crate::http::client_ip::client_ip;
use crate::http::extract::{JsonBody, double_option, required};
use crate::http::response::text;
use crate::http::security_headers::no_store;
use crate::services::accounts::{self, ProfilePatch, Registration};
use crate::state::AppState;

/// Longest password accepted as input at all (the policy for new ones is 128).
const PASSWORD_INPUT_MAX: usize = 1024;

/// The `/auth` routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/auth")
            .configure(recovery::configure)
            .configure(idp::configure)
            .route("/register", web::post().to(register))
            .route("/login", web::post().to(login))
            .route("/refresh", web::post().to(refresh))
            .route("/logout", web::post().to(logout))
            .route("/me", web::get().to(me))
            .route("/me", web::patch().to(patch_me))
            .route("/change-password", web::post().to(change_password)),
    );
}

/// Records "is too long" for a password longer than any accepted as input.
fn password_length(errors: &mut FieldErrors, field: &str, password: Option<&str>) {
    if password.is_some_and(|p| p.len() > PASSWORD_INPUT_MAX) {
        errors.add(field, "is too long");
    }
}

/// The body of `POST /auth/register`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterBody {
    #[schema(value_type = String, format = Email, max_length = 254)]
    email: Option<String>,
    /// 10..=128 characters of at least two kinds (lower, upper, digits, symbols); not the email.
    #[schema(value_type = String, min_length = 10, max_length = 128)]
    password: Option<String>,
    #[schema(min_length = 3, max_length = 50, pattern = "^[A-Za-z0-9._-]*$")]
    username: Option<String>,
    #[schema(max_length = 200)]
    full_name: Option<String>,
    /// Required when registration is by invitation.
    #[schema(max_length = 64)]
    invitation_code: Option<String>,
}

impl RegisterBody {
    /// The registration, every field checked and all problems reported together.
    fn parse(self) -> Result<Registration, AppError> {
        let mut errors = FieldErrors::default();
        let email = required(&mut errors, "email", self.email.as_deref())
            .and_then(|e| errors.check("email", Email::parse(e)));
        let password = required(&mut errors, "password", self.password.as_deref()).and_then(|p| {
            let email = email.as_ref().map(Email::as_str);
            errors.check("password", Password::parse(p, email))
        });
        let username = errors.check_opt("username", self.username.as_deref(), Username::parse);
        let full_name = errors.check_opt("fullName", self.full_name.as_deref(), FullName::parse);
        if self.invitation_code.as_ref().is_some_and(|c| c.len() > 64) {
            errors.add("invitationCode", "must be at most 64 characters");
        }
        errors.finish()?;
        match (email, password, username, full_name) {
            (Some(email), Some(password), Some(username), Some(full_name)) => Ok(Registration {
                email,
                password,
                username,
                full_name,
                invitation_code: self.invitation_code,
            }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

/// `POST /auth/register`: a new account (201 with tokens).
#[utoipa::path(
    post, path = "/api/v1/auth/register", tag = "auth", operation_id = "register", summary = "Create an account",
    request_body = RegisterBody,
    responses(
        (status = 201, description = "The new account, signed in (raw AuthResponse)", body = crate::dto::AuthResponse),
        (status = 400, description = "Invalid fields (VALIDATION_FAILED) or invitation code (INVALID_INVITATION)"),
        (status = 409, description = "The email or username is already in use"),
        (status = 429, description = "Too many registrations from this client address"),
    )
)]
pub async fn register(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<RegisterBody>,
) -> Result<HttpResponse, AppError> {
    let registration = body.into_inner().parse()?;
    if let Some(ip) = client_ip(&req, &state.settings.server.trusted_proxies) {
        state.register_limiter.hit(&ip).await?;
    }
    let response = accounts::register(&state, registration).await?;
    Ok(no_store(HttpResponse::Created(), response))
}

/// The body of `POST /auth/login`.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct LoginBody {
    #[schema(value_type = String)]
    email: Option<String>,
    #[schema(value_type = String, max_length = 1024)]
    password: Option<String>,
}

/// A sign-in attempt: the email as typed (an unknown one fails like a wrong password) and a
/// password of bounded length.
pub struct Credentials {
    pub email: String,
    pub password: String,
}

impl LoginBody {
    fn parse(self) -> Result<Credentials, AppError> {
        let mut errors = FieldErrors::default();
        required(&mut errors, "email", self.email.as_deref());
        required(&mut errors, "password", self.password.as_deref());
        password_length(&mut errors, "password", self.password.as_deref());
        errors.finish()?;
        match (self.email, self.password) {
            (Some(email), Some(password)) => Ok(Credentials { email, password }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

/// `POST /auth/login`: tokens for valid credentials.
#[utoipa::path(
    post, path = "/api/v1/auth/login", tag = "auth", operation_id = "login", summary = "Sign in with email and password",
    request_body = LoginBody,
    responses(
        (status = 200, description = "Signed in (raw AuthResponse)", body = crate::dto::AuthResponse),
        (status = 401, description = "INVALID_CREDENTIALS: the same answer for an unknown email and a wrong password"),
        (status = 403, description = "ACCOUNT_SUSPENDED"),
        (status = 429, description = "Too many failed sign-ins for this account or client address"),
    )
)]
pub async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<LoginBody>,
) -> Result<HttpResponse, AppError> {
    let ip = client_ip(&req, &state.settings.server.trusted_proxies);
    let Credentials { email, password } = body.into_inner().parse()?;
    let response = accounts::login(&state, &email, password, ip).await?;
    Ok(no_store(HttpResponse::Ok(), response))
}

/// The body of `POST /auth/refresh` and `POST /auth/logout`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefreshBody {
    #[schema(value_type = String, min_length = 1, max_length = 512)]
    refresh_token: Option<String>,
}

impl RefreshBody {
    /// The refresh token, trimmed.
    fn token(self) -> Result<String, AppError> {
        match self.refresh_token {
            Some(t) if !t.trim().is_empty() && t.len() <= 512 => Ok(t.trim().to_owned()),
            Some(_) => Err(AppError::field("refreshToken", "is invalid")),
            None => Err(AppError::field("refreshToken", "is required")),
        }
    }
}

/// `POST /auth/refresh`: a new token pair for a valid refresh token (which is spent).
#[utoipa::path(
    post, path = "/api/v1/auth/refresh", tag = "auth", operation_id = "refresh", summary = "Rotate the token pair",
    request_body = RefreshBody,
    responses(
        (status = 200, description = "A rotated token pair (raw AuthResponse)", body = crate::dto::AuthResponse),
        (status = 401, description = "INVALID_REFRESH_TOKEN or REFRESH_TOKEN_REUSED"),
        (status = 403, description = "ACCOUNT_SUSPENDED"),
    )
)]
pub async fn refresh(
    state: web::Data<AppState>,
    body: JsonBody<RefreshBody>,
) -> Result<HttpResponse, AppError> {
    let token = body.into_inner().token()?;
    let response = accounts::refresh(&state, &token).await?;
    Ok(no_store(HttpResponse::Ok(), response))
}

/// `POST /auth/logout`: revokes the refresh token.
#[utoipa::path(
    post, path = "/api/v1/auth/logout", tag = "auth", operation_id = "logout", summary = "Revoke a refresh token",
    request_body = RefreshBody,
    responses((status = 200, description = "Empty: the refresh token is revoked (idempotent)"))
)]
pub async fn logout(
    state: web::Data<AppState>,
    body: JsonBody<RefreshBody>,
) -> Result<HttpResponse, AppError> {
    let token = body.into_inner().token()?;
    crate::services::refresh_tokens::revoke(&state, &token).await?;
    Ok(HttpResponse::Ok().finish())
}

/// `GET /auth/me`: the caller's profile.
#[utoipa::path(
    get, path = "/api/v1/auth/me", tag = "auth", operation_id = "getMe", summary = "The caller's profile",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The caller (raw UserDTO)", body = crate::dto::UserDto),
        (status = 404, description = "The account is gone"),
    )
)]
pub async fn me(user: AuthUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let model = accounts::find(&state, user.id).await?;
    Ok(HttpResponse::Ok().json(crate::dto::UserDto::from(model)))
}

/// The body of `PATCH /auth/me`: absent fields stay as they are; a null `fullName` clears it.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PatchMeBody {
    #[schema(min_length = 3, max_length = 50, pattern = "^[A-Za-z0-9._-]*$")]
    username: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(max_length = 200)]
    full_name: Option<Option<String>>,
    #[schema(format = Email, max_length = 254)]
    email: Option<String>,
    /// The account's password: required when `email` changes the address.
    #[schema(max_length = 1024, format = Password)]
    current_password: Option<String>,
}

impl PatchMeBody {
    fn parse(self) -> Result<ProfilePatch, AppError> {
        let mut errors = FieldErrors::default();
        let username = errors.check_opt("username", self.username.as_deref(), Username::parse);
        let full_name = match self.full_name {
            None => Some(None),
            Some(None) => Some(Some(None)),
            Some(Some(name)) => errors
                .check("fullName", FullName::parse(&name))
                .map(|n| Some(Some(n))),
        };
        let email = errors.check_opt("email", self.email.as_deref(), Email::parse);
        password_length(
            &mut errors,
            "currentPassword",
            self.current_password.as_deref(),
        );
        errors.finish()?;
        Ok(ProfilePatch {
            username: username.flatten(),
            full_name: full_name.flatten(),
            email: email.flatten(),
            current_password: self.current_password,
        })
    }
}

/// `PATCH /auth/me`: changes the caller's profile.
#[utoipa::path(
    patch, path = "/api/v1/auth/me", tag = "auth", operation_id = "patchMe", summary = "Change the caller's profile",
    security(("bearerAuth" = [])),
    request_body = PatchMeBody,
    responses(
        (status = 200, description = "The changed profile (raw UserDTO)", body = crate::dto::UserDto),
        (status = 400, description = "VALIDATION_FAILED: a field is invalid, or a new `email` comes without the right `currentPassword`"),
        (status = 404, description = "The account is gone"),
        (status = 409, description = "The email or username is already in use"),
        (status = 429, description = "Too many wrong current passwords"),
    )
)]
pub async fn patch_me(
    req: HttpRequest,
    user: AuthUser,
    state: web::Data<AppState>,
    body: JsonBody<PatchMeBody>,
) -> Result<HttpResponse, AppError> {
    let patch = body.into_inner().parse()?;
    let ip = client_ip(&req, &state.settings.server.trusted_proxies);
    let model = accounts::update_profile(&state, user.id, patch, ip).await?;
    state.status_cache.invalidate(user.id);
    Ok(HttpResponse::Ok().json(crate::dto::UserDto::from(model)))
}

/// The body of `POST /auth/change-password`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangePasswordBody {
    #[schema(value_type = String, max_length = 1024)]
    current_password: Option<String>,
    /// The password policy of registration.
    #[schema(value_type = String, min_length = 10, max_length = 128)]
    new_password: Option<String>,
}

/// A password change: the current password as typed (bounded) and the new one, which the service
/// checks against the policy and the account's email.
pub struct PasswordChange {
    pub current: String,
    pub new: String,
}

impl ChangePasswordBody {
    fn parse(self) -> Result<PasswordChange, AppError> {
        let mut errors = FieldErrors::default();
        let current = self.current_password.as_deref();
        required(&mut errors, "currentPassword", current);
        required(&mut errors, "newPassword", self.new_password.as_deref());
        password_length(&mut errors, "currentPassword", current);
        errors.finish()?;
        match (self.current_password, self.new_password) {
            (Some(current), Some(new)) => Ok(PasswordChange { current, new }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

/// `POST /auth/change-password`: a new password for the caller (text answer).
#[utoipa::path(
    post, path = "/api/v1/auth/change-password", tag = "auth", operation_id = "changePassword", summary = "Change the caller's password",
    security(("bearerAuth" = [])),
    request_body = ChangePasswordBody,
    responses(
        (status = 200, description = "`Password changed successfully`; every refresh token is signed out", body = String, content_type = "text/plain"),
        (status = 400, description = "VALIDATION_FAILED: the current password is incorrect or the new one breaks the policy"),
        (status = 404, description = "The account is gone"),
        (status = 429, description = "Too many wrong current passwords"),
    )
)]
pub async fn change_password(
    req: HttpRequest,
    user: AuthUser,
    state: web::Data<AppState>,
    body: JsonBody<ChangePasswordBody>,
) -> Result<HttpResponse, AppError> {
    let PasswordChange { current, new } = body.into_inner().parse()?;
    accounts::change_password(
        &state,
        user.id,
        current,
        &new,
        client_ip(&req, &state.settings.server.trusted_proxies),
    )
    .await?;
    Ok(text("Password changed successfully"))
}
