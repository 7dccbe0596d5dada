//! `POST /auth/idp`: sign-in through the external identity provider.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use crate::domain::FieldErrors;
use crate::error::AppError;
use crate::http::client_ip::client_ip;
use crate::http::extract::{JsonBody, required};
use crate::http::security_headers::no_store;
use crate::services::idp_sign_in::{self, IdpSignIn};
use crate::state::AppState;

/// The route, mounted in the `/auth` scope.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/idp", web::post().to(idp));
}

/// The body: the ID token, and an invitation code for a new account in `invite_only` mode.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IdpBody {
    /// An ID token of `idp.issuer`.
    #[schema(value_type = String)]
    id_token: Option<String>,
    #[schema(max_length = 64)]
    invitation_code: Option<String>,
}

impl IdpBody {
    fn parse(self) -> Result<IdpSignIn, AppError> {
        let mut errors = FieldErrors::default();
        required(&mut errors, "idToken", self.id_token.as_deref());
        if self.invitation_code.as_ref().is_some_and(|c| c.len() > 64) {
            errors.add("invitationCode", "must be at most 64 characters");
        }
        errors.finish()?;
        Ok(IdpSignIn {
            id_token: self.id_token.unwrap_or_default().trim().to_owned(),
            invitation_code: self.invitation_code,
        })
    }
}

/// `POST /auth/idp`: an AuthResponse for a valid ID token of the configured issuer.
#[utoipa::path(
    post, path = "/api/v1/auth/idp", tag = "auth", operation_id = "idpSignIn", summary = "Sign in through the identity provider",
    request_body = IdpBody,
    responses(
        (status = 200, description = "Signed in (raw AuthResponse)", body = crate::dto::AuthResponse),
        (status = 400, description = "VALIDATION_FAILED (e.g. no verified address for a new account) or INVALID_INVITATION"),
        (status = 401, description = "INVALID_ID_TOKEN"),
        (status = 403, description = "ACCOUNT_SUSPENDED"),
        (status = 409, description = "The address's account is linked to another identity"),
        (status = 429, description = "Too many sign-ins from this client address"),
        (status = 502, description = "IDP_UNAVAILABLE"),
        (status = 503, description = "IDP_NOT_CONFIGURED"),
    )
)]
async fn idp(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<IdpBody>,
) -> Result<HttpResponse, AppError> {
    let input = body.into_inner().parse()?;
    let ip = client_ip(&req, &state.settings.server.trusted_proxies);
    let response = idp_sign_in::sign_in(&state, input, ip).await?;
    Ok(no_store(HttpResponse::Ok(), response))
}
