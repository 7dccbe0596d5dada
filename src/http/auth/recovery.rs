//! The public account-recovery and verification routes of spec §4.8 (password reset, e-mail
//! verification) and the self-service `POST /auth/email-verification`. Request routes answer the
//! same string whether or not the account exists; token checks answer a raw boolean.

use actix_web::{HttpRequest, HttpResponse, web};
use entities::TokenPurpose;
use serde::Deserialize;

use crate::auth::AuthUser;
use crate::domain::{Email, FieldErrors};
use crate::error::AppError;
use crate::http::client_ip::client_ip;
use crate::http::extract::{JsonBody, required};
use crate::http::response::text;
use crate::services::account_links::verification::Requested;
use crate::services::account_links::{self, password_reset, verification};
use crate::state::AppState;

/// The answer to every reset request, whether or not the account exists.
pub const RESET_REQUESTED: &str =
    "If an account exists for this email, a password reset link has been sent";
/// The answer to every public verification request, whether or not the account exists.
pub const VERIFICATION_REQUESTED: &str =
    "If this email belongs to an account awaiting verification, a verification link has been sent";

/// The routes, mounted in the `/auth` scope.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/reset-password-request", web::post().to(reset_request))
        .route("/forgot-password", web::post().to(forgot_password))
        .route("/reset-password", web::post().to(reset_password))
        .route("/reset-password/validate", web::get().to(reset_validate))
        .route("/verify-email", web::post().to(verify_email_body))
        .route("/verify-email", web::get().to(verify_email_query))
        .route("/verify-email/validate", web::get().to(verify_validate))
        .route("/resend-verification", web::post().to(resend_verification))
        .route("/email-verification", web::post().to(email_verification));
}

/// `{email}` in a JSON body, or `?email=` in the query.
#[derive(Deserialize, utoipa::ToSchema, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EmailInput {
    #[schema(value_type = String, format = Email, max_length = 254)]
    #[param(value_type = String, format = Email, max_length = 254)]
    email: Option<String>,
}

impl EmailInput {
    fn parse(&self) -> Result<Email, AppError> {
        let mut errors = FieldErrors::default();
        let email = required(&mut errors, "email", self.email.as_deref())
            .and_then(|e| errors.check("email", Email::parse(e)));
        errors.finish()?;
        email.ok_or_else(|| AppError::field("email", "is required"))
    }
}

/// `?token=` of the link routes.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TokenQuery {
    /// The token of the link.
    token: Option<String>,
}

/// `{token}` (and `newPassword` for a reset) in a JSON body.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenBody {
    /// The token of the link.
    #[schema(value_type = String)]
    token: Option<String>,
    /// The new password (password reset only; the password policy of registration).
    #[schema(min_length = 10, max_length = 128)]
    new_password: Option<String>,
}

/// The token of a request that must carry one (400 when missing or empty).
fn token(value: Option<&str>) -> Result<&str, AppError> {
    match value.map(str::trim) {
        Some(t) if !t.is_empty() => Ok(t),
        _ => Err(AppError::field("token", "is required")),
    }
}

/// Counts a public mail request against the client IP's hourly allowance (429 past it).
async fn limit(req: &HttpRequest, state: &AppState) -> Result<(), AppError> {
    if let Some(ip) = client_ip(req, &state.settings.server.trusted_proxies) {
        state.account_mail_limiter.hit(&ip).await?;
    }
    Ok(())
}

#[utoipa::path(
    post, path = "/api/v1/auth/reset-password-request", tag = "auth", operation_id = "resetPasswordRequest", summary = "Request a password reset link",
    request_body = EmailInput,
    responses(
        (status = 200, description = "The same text whether or not the account exists; a reset link is mailed to an active account", body = String, content_type = "text/plain"),
        (status = 429, description = "Too many account mails from this client address"),
    )
)]
async fn reset_request(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<EmailInput>,
) -> Result<HttpResponse, AppError> {
    let email = body.parse()?;
    limit(&req, &state).await?;
    password_reset::request(&state, &email).await?;
    Ok(text(RESET_REQUESTED))
}

#[utoipa::path(
    post, path = "/api/v1/auth/forgot-password", tag = "auth", operation_id = "forgotPassword", summary = "Request a password reset link (query)",
    params(EmailInput),
    responses(
        (status = 200, description = "The same text whether or not the account exists; a reset link is mailed to an active account", body = String, content_type = "text/plain"),
        (status = 429, description = "Too many account mails from this client address"),
    )
)]
async fn forgot_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<EmailInput>,
) -> Result<HttpResponse, AppError> {
    let email = query.parse()?;
    limit(&req, &state).await?;
    password_reset::request(&state, &email).await?;
    Ok(text(RESET_REQUESTED))
}

#[utoipa::path(
    post, path = "/api/v1/auth/reset-password", tag = "auth", operation_id = "resetPassword", summary = "Reset a password with a link's token",
    request_body = TokenBody,
    responses(
        (status = 200, description = "`Password has been reset successfully`; every refresh token is revoked", body = String, content_type = "text/plain"),
        (status = 400, description = "INVALID_TOKEN, or VALIDATION_FAILED when the password breaks the policy"),
    )
)]
async fn reset_password(
    state: web::Data<AppState>,
    body: JsonBody<TokenBody>,
) -> Result<HttpResponse, AppError> {
    let mut errors = FieldErrors::default();
    if body.token.as_deref().is_none_or(|t| t.trim().is_empty()) {
        errors.add("token", "is required");
    }
    required(&mut errors, "newPassword", body.new_password.as_deref());
    if body.new_password.as_ref().is_some_and(|p| p.len() > 1024) {
        errors.add("newPassword", "is too long");
    }
    errors.finish()?;
    let new_password = body.new_password.as_deref().unwrap_or_default();
    password_reset::reset(&state, token(body.token.as_deref())?, new_password).await?;
    Ok(text("Password has been reset successfully"))
}

/// The raw boolean of the `validate` routes: whether `?token=` is a usable token of `purpose`
/// (a missing one is not).
async fn token_valid(
    state: &AppState,
    query: &TokenQuery,
    purpose: TokenPurpose,
) -> Result<HttpResponse, AppError> {
    let valid = match query.token.as_deref() {
        Some(t) => account_links::is_valid(state, t, purpose).await?,
        None => false,
    };
    Ok(HttpResponse::Ok().json(valid))
}

#[utoipa::path(
    get, path = "/api/v1/auth/reset-password/validate", tag = "auth", operation_id = "validateResetToken", summary = "Whether a password reset token is usable",
    params(TokenQuery),
    responses((status = 200, description = "Whether the token can still be used (nothing is spent)", body = bool, content_type = "application/json"))
)]
async fn reset_validate(
    state: web::Data<AppState>,
    query: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    token_valid(&state, &query, TokenPurpose::PasswordReset).await
}

/// Verifies from the token of a body or a query.
async fn verify(state: &AppState, raw: Option<&str>) -> Result<HttpResponse, AppError> {
    verification::verify(state, token(raw)?).await?;
    Ok(text("Email verified successfully"))
}

#[utoipa::path(
    post, path = "/api/v1/auth/verify-email", tag = "auth", operation_id = "verifyEmail", summary = "Verify an email address",
    request_body(content = TokenBody, description = "`{token}`"),
    responses(
        (status = 200, description = "`Email verified successfully`", body = String, content_type = "text/plain"),
        (status = 400, description = "INVALID_TOKEN"),
    )
)]
async fn verify_email_body(
    state: web::Data<AppState>,
    body: JsonBody<TokenBody>,
) -> Result<HttpResponse, AppError> {
    verify(&state, body.token.as_deref()).await
}

#[utoipa::path(
    get, path = "/api/v1/auth/verify-email", tag = "auth", operation_id = "verifyEmailLink", summary = "Verify an email address (link)",
    params(TokenQuery),
    responses(
        (status = 200, description = "`Email verified successfully`", body = String, content_type = "text/plain"),
        (status = 400, description = "INVALID_TOKEN"),
    )
)]
async fn verify_email_query(
    state: web::Data<AppState>,
    query: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    verify(&state, query.token.as_deref()).await
}

#[utoipa::path(
    get, path = "/api/v1/auth/verify-email/validate", tag = "auth", operation_id = "validateVerificationToken", summary = "Whether a verification token is usable",
    params(TokenQuery),
    responses((status = 200, description = "Whether the token can still be used (nothing is spent)", body = bool, content_type = "application/json"))
)]
async fn verify_validate(
    state: web::Data<AppState>,
    query: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    token_valid(&state, &query, TokenPurpose::EmailVerify).await
}

#[utoipa::path(
    post, path = "/api/v1/auth/resend-verification", tag = "auth", operation_id = "resendVerification", summary = "Mail a new verification link",
    params(EmailInput),
    responses(
        (status = 200, description = "The same text whether or not the account exists or is verified", body = String, content_type = "text/plain"),
        (status = 429, description = "Too many account mails from this client address"),
    )
)]
async fn resend_verification(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<EmailInput>,
) -> Result<HttpResponse, AppError> {
    let email = query.parse()?;
    limit(&req, &state).await?;
    verification::resend(&state, &email).await?;
    Ok(text(VERIFICATION_REQUESTED))
}

#[utoipa::path(
    post, path = "/api/v1/auth/email-verification", tag = "auth", operation_id = "requestEmailVerification", summary = "Mail the caller a verification link",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "`Verification email sent`, or `Email is already verified`", body = String, content_type = "text/plain"),
        (status = 404, description = "The account is gone"),
        (status = 429, description = "More than 5 links an hour"),
    )
)]
async fn email_verification(
    user: AuthUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    Ok(match verification::request_own(&state, user.id).await? {
        Requested::Sent => text("Verification email sent"),
        Requested::AlreadyVerified => text("Email is already verified"),
    })
}
