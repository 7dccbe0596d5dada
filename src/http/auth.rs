//! `/api/v1/auth`: register, login, refresh, logout, me, change-password.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use crate::auth::AuthUser;
use crate::domain::{Email, FieldErrors, FullName, Password, Username};
use crate::error::AppError;
use crate::http::client_ip::client_ip;
use crate::http::extract::{double_option, required};
use crate::http::response::text;
use crate::http::security_headers::no_store;
use crate::services::accounts::{self, ProfilePatch, Registration};
use crate::state::AppState;

/// Longest password accepted as input at all (the policy for new ones is 128).
const PASSWORD_INPUT_MAX: usize = 1024;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterBody {
    email: Option<String>,
    password: Option<String>,
    username: Option<String>,
    full_name: Option<String>,
    invitation_code: Option<String>,
}

impl RegisterBody {
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

pub async fn register(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<RegisterBody>,
) -> Result<HttpResponse, AppError> {
    let registration = body.into_inner().parse()?;
    if let Some(ip) = client_ip(&req, &state.settings.server.trusted_proxies) {
        state.register_limiter.hit(&ip)?;
    }
    let response = accounts::register(&state, registration).await?;
    Ok(no_store(HttpResponse::Created(), response))
}

#[derive(Deserialize)]
pub struct LoginBody {
    email: Option<String>,
    password: Option<String>,
}

pub async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<LoginBody>,
) -> Result<HttpResponse, AppError> {
    let ip = client_ip(&req, &state.settings.server.trusted_proxies);
    let LoginBody { email, password } = body.into_inner();
    let mut errors = FieldErrors::default();
    required(&mut errors, "email", email.as_deref());
    required(&mut errors, "password", password.as_deref());
    if password
        .as_ref()
        .is_some_and(|p| p.len() > PASSWORD_INPUT_MAX)
    {
        errors.add("password", "is too long");
    }
    errors.finish()?;
    let response = accounts::login(
        &state,
        email.as_deref().unwrap_or_default(),
        password.unwrap_or_default(),
        ip,
    )
    .await?;
    Ok(no_store(HttpResponse::Ok(), response))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RefreshBody {
    refresh_token: Option<String>,
}

impl RefreshBody {
    fn token(self) -> Result<String, AppError> {
        match self.refresh_token {
            Some(t) if !t.trim().is_empty() && t.len() <= 512 => Ok(t.trim().to_owned()),
            Some(_) => Err(AppError::field("refreshToken", "is invalid")),
            None => Err(AppError::field("refreshToken", "is required")),
        }
    }
}

pub async fn refresh(
    state: web::Data<AppState>,
    body: web::Json<RefreshBody>,
) -> Result<HttpResponse, AppError> {
    let token = body.into_inner().token()?;
    let response = accounts::refresh(&state, &token).await?;
    Ok(no_store(HttpResponse::Ok(), response))
}

pub async fn logout(
    state: web::Data<AppState>,
    body: web::Json<RefreshBody>,
) -> Result<HttpResponse, AppError> {
    let token = body.into_inner().token()?;
    crate::services::refresh_tokens::revoke(&state, &token).await?;
    Ok(HttpResponse::Ok().finish())
}

pub async fn me(user: AuthUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let model = accounts::find(&state, user.id).await?;
    Ok(HttpResponse::Ok().json(crate::dto::UserDto::from(model)))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PatchMeBody {
    username: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    full_name: Option<Option<String>>,
    email: Option<String>,
}

pub async fn patch_me(
    user: AuthUser,
    state: web::Data<AppState>,
    body: web::Json<PatchMeBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let mut errors = FieldErrors::default();
    let username = errors.check_opt("username", body.username.as_deref(), Username::parse);
    let full_name = match body.full_name {
        None => Some(None),
        Some(None) => Some(Some(None)),
        Some(Some(name)) => errors
            .check("fullName", FullName::parse(&name))
            .map(|n| Some(Some(n))),
    };
    let email = errors.check_opt("email", body.email.as_deref(), Email::parse);
    errors.finish()?;
    let patch = ProfilePatch {
        username: username.flatten(),
        full_name: full_name.flatten(),
        email: email.flatten(),
    };
    let model = accounts::update_profile(&state, user.id, patch).await?;
    state.status_cache.invalidate(user.id);
    Ok(HttpResponse::Ok().json(crate::dto::UserDto::from(model)))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChangePasswordBody {
    current_password: Option<String>,
    new_password: Option<String>,
}

pub async fn change_password(
    req: HttpRequest,
    user: AuthUser,
    state: web::Data<AppState>,
    body: web::Json<ChangePasswordBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let mut errors = FieldErrors::default();
    required(
        &mut errors,
        "currentPassword",
        body.current_password.as_deref(),
    );
    required(&mut errors, "newPassword", body.new_password.as_deref());
    if body
        .current_password
        .as_ref()
        .is_some_and(|p| p.len() > PASSWORD_INPUT_MAX)
    {
        errors.add("currentPassword", "is too long");
    }
    errors.finish()?;
    accounts::change_password(
        &state,
        user.id,
        body.current_password.unwrap_or_default(),
        body.new_password.as_deref().unwrap_or_default(),
        client_ip(&req, &state.settings.server.trusted_proxies),
    )
    .await?;
    Ok(text("Password changed successfully"))
}
