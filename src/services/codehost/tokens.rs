//! A credential's access token, refreshed before use when it expires within five minutes
//! (DESIGN §11, RELIABILITY 28). One refresh at a time per credential: in this process a lock per
//! credential, across replicas a claim on the row (`refresh_claimed_until`); the new pair is
//! stored in one UPDATE. A refused refresh sets REAUTH_REQUIRED, or REVOKED when the code host
//! says the grant is gone; an unreachable code host changes nothing (502).

use std::time::Duration;

use chrono::{DateTime, TimeDelta, Utc};
use entities::{CodehostTokenStatus, codehost_credentials};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter};
use secrecy::{ExposeSecret, SecretString};
use uuid::Uuid;

use super::{not_authorized, open_token, seal_token, unavailable};
use crate::clock;
use crate::error::AppError;
use crate::state::AppState;

/// A token expiring sooner than this is refreshed before use.
pub const REFRESH_MARGIN: TimeDelta = TimeDelta::minutes(5);
/// How long a replica's claim to refresh a credential lasts.
const CLAIM: TimeDelta = TimeDelta::seconds(30);
/// How long a caller waits for another replica's refresh.
const WAIT_FOR_OTHER: Duration = Duration::from_secs(10);

/// A usable access token and its expiry.
pub struct Usable {
    pub token: SecretString,
    pub expires_at: Option<DateTime<Utc>>,
}

fn needs_refresh(credential: &codehost_credentials::Model, now: DateTime<Utc>) -> bool {
    credential
        .token_expires_at
        .is_some_and(|at| at <= now + REFRESH_MARGIN)
}

async fn load(state: &AppState, id: Uuid) -> Result<codehost_credentials::Model, AppError> {
    codehost_credentials::Entity::find_by_id(id)
        .one(&state.db)
        .await?
        .ok_or_else(not_authorized)
}

fn usable(state: &AppState, credential: &codehost_credentials::Model) -> Result<Usable, AppError> {
    Ok(Usable {
        token: open_token(state, credential.id, "access", &credential.access_token_enc)?,
        expires_at: credential.token_expires_at,
    })
}

/// The credential's access token, refreshed first when it is about to expire; 409
/// CODEHOST_NOT_AUTHORIZED when the credential is not ACTIVE or cannot be refreshed.
pub async fn access_token(state: &AppState, credential_id: Uuid) -> Result<Usable, AppError> {
    let credential = load(state, credential_id).await?;
    if credential.token_status != CodehostTokenStatus::Active {
        return Err(not_authorized());
    }
    if !needs_refresh(&credential, clock::now()) {
        return usable(state, &credential);
    }
    if credential.refresh_token_enc.is_none() {
        // A manual token, or one without a refresh grant: usable until it expires.
        if credential
            .token_expires_at
            .is_some_and(|at| at <= clock::now())
        {
            set_status(state, credential_id, CodehostTokenStatus::ReauthRequired).await?;
            return Err(not_authorized());
        }
        return usable(state, &credential);
    }
    let lock = state.codehost.refresh_lock(credential_id);
    let _held = lock.lock().await;
    let started = std::time::Instant::now();
    loop {
        let credential = load(state, credential_id).await?;
        if credential.token_status != CodehostTokenStatus::Active {
            return Err(not_authorized());
        }
        if !needs_refresh(&credential, clock::now()) {
            return usable(state, &credential);
        }
        if claim(state, credential_id).await? {
            return refresh(state, credential).await;
        }
        if started.elapsed() > WAIT_FOR_OTHER {
            return Err(unavailable("another replica's refresh did not finish"));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Claims the right to refresh across replicas; answers whether this caller won it.
async fn claim(state: &AppState, id: Uuid) -> Result<bool, AppError> {
    let now = clock::now();
    let free = Condition::any()
        .add(codehost_credentials::Column::RefreshClaimedUntil.is_null())
        .add(codehost_credentials::Column::RefreshClaimedUntil.lt(now));
    Ok(codehost_credentials::Entity::update_many()
        .col_expr(
            codehost_credentials::Column::RefreshClaimedUntil,
            Expr::value(now + CLAIM),
        )
        .filter(codehost_credentials::Column::Id.eq(id))
        .filter(free)
        .exec(&state.writes)
        .await?
        .rows_affected
        == 1)
}

async fn refresh(
    state: &AppState,
    credential: codehost_credentials::Model,
) -> Result<Usable, AppError> {
    let id = credential.id;
    let oauth = match state.codehost.oauth() {
        Ok(oauth) => oauth,
        Err(e) => {
            release(state, id).await?;
            return Err(e);
        }
    };
    let sealed = credential.refresh_token_enc.as_deref().unwrap_or_default();
    let refresh_token = open_token(state, id, "refresh", sealed)?;
    match oauth.refresh(refresh_token.expose_secret()).await {
        Ok(tokens) => {
            let now = clock::now();
            let access_enc = seal_token(state, id, "access", tokens.access.expose_secret());
            let refresh_enc = match &tokens.refresh {
                Some(new) => seal_token(state, id, "refresh", new.expose_secret()),
                None => sealed.to_owned(),
            };
            codehost_credentials::Entity::update_many()
                .col_expr(
                    codehost_credentials::Column::AccessTokenEnc,
                    Expr::value(access_enc),
                )
                .col_expr(
                    codehost_credentials::Column::RefreshTokenEnc,
                    Expr::value(Some(refresh_enc)),
                )
                .col_expr(
                    codehost_credentials::Column::TokenExpiresAt,
                    Expr::value(tokens.expires_at),
                )
                .col_expr(
                    codehost_credentials::Column::LastRefreshAt,
                    Expr::value(Some(now)),
                )
                .col_expr(
                    codehost_credentials::Column::RefreshClaimedUntil,
                    Expr::value(Option::<DateTime<Utc>>::None),
                )
                .col_expr(codehost_credentials::Column::UpdatedAt, Expr::value(now))
                .filter(codehost_credentials::Column::Id.eq(id))
                .exec(&state.writes)
                .await?;
            tracing::info!(credential_id = %id, "code-host token refreshed");
            Ok(Usable {
                token: tokens.access,
                expires_at: tokens.expires_at,
            })
        }
        Err(e) if e.grant_revoked() => {
            tracing::warn!(credential_id = %id, error = %e, "code-host grant revoked");
            set_status(state, id, CodehostTokenStatus::Revoked).await?;
            Err(not_authorized())
        }
        Err(e @ crate::clients::codehost::oauth::OAuthError::Refused(_)) => {
            tracing::warn!(credential_id = %id, error = ?e, "code-host refresh refused");
            set_status(state, id, CodehostTokenStatus::ReauthRequired).await?;
            Err(not_authorized())
        }
        Err(e) => {
            release(state, id).await?;
            Err(unavailable(e))
        }
    }
}

/// Gives the refresh claim back.
async fn release(state: &AppState, id: Uuid) -> Result<(), AppError> {
    codehost_credentials::Entity::update_many()
        .col_expr(
            codehost_credentials::Column::RefreshClaimedUntil,
            Expr::value(Option::<DateTime<Utc>>::None),
        )
        .filter(codehost_credentials::Column::Id.eq(id))
        .exec(&state.writes)
        .await?;
    Ok(())
}

/// Sets the credential's status (and gives any refresh claim back).
pub async fn set_status(
    state: &AppState,
    id: Uuid,
    status: CodehostTokenStatus,
) -> Result<(), AppError> {
    codehost_credentials::Entity::update_many()
        .col_expr(
            codehost_credentials::Column::TokenStatus,
            Expr::value(status),
        )
        .col_expr(
            codehost_credentials::Column::RefreshClaimedUntil,
            Expr::value(Option::<DateTime<Utc>>::None),
        )
        .col_expr(
            codehost_credentials::Column::UpdatedAt,
            Expr::value(clock::now()),
        )
        .filter(codehost_credentials::Column::Id.eq(id))
        .exec(&state.writes)
        .await?;
    Ok(())
}
