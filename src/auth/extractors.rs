//! `AuthUser` and `AdminUser`: a valid bearer token of an existing, active account (401 otherwise),
//! and for `AdminUser` the ADMIN role (403 otherwise). Rejections are the auth layer's plain bodies.

use actix_web::{FromRequest, HttpRequest, dev::Payload, http::header, web};
use futures_util::future::LocalBoxFuture;
use uuid::Uuid;

use crate::domain::Role;
use crate::state::AppState;

#[derive(Debug, Clone, Copy)]
pub struct AuthUser {
    pub id: Uuid,
    pub role: Role,
}

#[derive(Debug, Clone, Copy)]
pub struct AdminUser(pub AuthUser);

/// Why the auth layer refused a request. Rendered in `http::response`.
#[derive(Debug, thiserror::Error)]
pub enum AuthRejection {
    #[error("authentication required")]
    Unauthorized { path: String },
    #[error("forbidden")]
    Forbidden { path: String },
    #[error("the account store is unavailable")]
    Unavailable,
}

fn bearer(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_owned())
        .filter(|t| !t.is_empty())
}

async fn authenticate(
    state: Option<web::Data<AppState>>,
    token: Option<String>,
    path: String,
) -> Result<AuthUser, AuthRejection> {
    let unauthorized = || AuthRejection::Unauthorized { path: path.clone() };
    let (Some(state), Some(token)) = (state, token) else {
        return Err(unauthorized());
    };
    let claims = state.jwt.verify(&token).map_err(|_| unauthorized())?;
    let current = state
        .status_cache
        .get(&state.db, claims.sub)
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "user status lookup failed");
            AuthRejection::Unavailable
        })?
        .ok_or_else(unauthorized)?;
    if !current.status.allows_access() {
        return Err(unauthorized());
    }
    Ok(AuthUser {
        id: claims.sub,
        role: current.role,
    })
}

impl FromRequest for AuthUser {
    type Error = AuthRejection;
    type Future = LocalBoxFuture<'static, Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer(req);
        let path = req.path().to_owned();
        Box::pin(authenticate(state, token, path))
    }
}

impl FromRequest for AdminUser {
    type Error = AuthRejection;
    type Future = LocalBoxFuture<'static, Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer(req);
        let path = req.path().to_owned();
        Box::pin(async move {
            let user = authenticate(state, token, path.clone()).await?;
            if user.role == Role::Admin {
                Ok(AdminUser(user))
            } else {
                Err(AuthRejection::Forbidden { path })
            }
        })
    }
}
