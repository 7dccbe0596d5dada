//! The OAuth dance (spec §4.5, DESIGN §11, RELIABILITY 26): `start` stores a state (256 random
//! bits, only its SHA-256 kept) with the user, the project, the sealed PKCE verifier and a
//! ten-minute expiry; `exchange` spends a state of the same user and project that is unused and
//! unexpired (else 400 INVALID_STATE, and nothing is stored), trades the code for tokens with the
//! verifier, and stores them sealed in the user's credential.

use chrono::{DateTime, TimeDelta, Utc};
use entities::{CodehostTokenStatus, codehost_credentials, oauth_states};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use secrecy::{ExposeSecret, SecretString};
use uuid::Uuid;

use super::{BindingStatus, PROVIDER, credential_of, seal_token, status, unavailable};
use crate::auth::opaque;
use crate::clients::codehost::oauth::OAuthError;
use crate::clock;
use crate::error::{AppError, ErrorCode, vanished};
use crate::services::projects;
use crate::state::AppState;

/// How long a started authorization may be completed.
pub const STATE_TTL: TimeDelta = TimeDelta::minutes(10);

/// What `start` answers.
pub struct Started {
    pub authorize_url: String,
    pub state: String,
}

/// Starts an authorization for the user's project.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id, project_id = %project_id))]
pub async fn start(state: &AppState, user_id: Uuid, project_id: Uuid) -> Result<Started, AppError> {
    let oauth = state.codehost.oauth()?;
    projects::get(&state.db, user_id, project_id).await?;
    let raw = opaque::generate();
    let hash = opaque::hash(&raw);
    let (authorize_url, verifier) = oauth.authorize_url(&raw).map_err(unavailable)?;
    let now = clock::now();
    // Started authorizations nobody finished are dropped as new ones come.
    oauth_states::Entity::delete_many()
        .filter(oauth_states::Column::ExpiresAt.lt(now - TimeDelta::hours(1)))
        .exec(&state.writes)
        .await?;
    oauth_states::ActiveModel {
        state_hash: Set(hash.clone()),
        user_id: Set(user_id),
        project_id: Set(project_id),
        pkce_verifier_enc: Set(state.sealer.seal(verifier.as_bytes(), hash.as_bytes())),
        expires_at: Set(now + STATE_TTL),
        used_at: Set(None),
        created_at: Set(now),
    }
    .insert(&state.writes)
    .await?;
    Ok(Started {
        authorize_url,
        state: raw,
    })
}

fn invalid_state() -> AppError {
    AppError::new(
        ErrorCode::InvalidState,
        "The authorization state is unknown, used, expired or not this project's",
    )
}

/// Completes an authorization: the credential is stored and the binding status answered.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id, project_id = %project_id))]
pub async fn exchange(
    state: &AppState,
    user_id: Uuid,
    project_id: Uuid,
    code: &str,
    raw_state: &str,
) -> Result<BindingStatus, AppError> {
    let oauth = state.codehost.oauth()?;
    projects::get(&state.db, user_id, project_id).await?;
    let hash = opaque::hash(raw_state.trim());
    let now = clock::now();
    let spent = oauth_states::Entity::update_many()
        .col_expr(oauth_states::Column::UsedAt, Expr::value(now))
        .filter(oauth_states::Column::StateHash.eq(hash.as_str()))
        .filter(oauth_states::Column::UserId.eq(user_id))
        .filter(oauth_states::Column::ProjectId.eq(project_id))
        .filter(oauth_states::Column::UsedAt.is_null())
        .filter(oauth_states::Column::ExpiresAt.gt(now))
        .exec(&state.writes)
        .await?
        .rows_affected
        == 1;
    if !spent {
        return Err(invalid_state());
    }
    let row = oauth_states::Entity::find_by_id(hash.clone())
        .one(&state.db)
        .await?
        .ok_or_else(invalid_state)?;
    let verifier = state
        .sealer
        .open_string(&row.pkce_verifier_enc, hash.as_bytes())
        .map_err(|e| AppError::Internal(anyhow::anyhow!("PKCE verifier: {e}")))?;
    let tokens = oauth.exchange(code, &verifier).await.map_err(|e| match e {
        OAuthError::Refused(_) => {
            AppError::field("code", "was refused by the code host (expired or used)")
        }
        e => unavailable(e),
    })?;
    let login = state
        .codehost
        .api
        .account(tokens.access.expose_secret())
        .await
        .ok()
        .map(|a| a.login);
    store_credential(
        state,
        user_id,
        NewCredential {
            access: tokens.access,
            refresh: tokens.refresh,
            expires_at: tokens.expires_at,
            scopes: tokens.scopes,
            login,
        },
    )
    .await?;
    status(state, user_id, project_id).await
}

/// Tokens to store in the user's credential.
pub struct NewCredential {
    pub access: SecretString,
    /// `None` for a manual token.
    pub refresh: Option<SecretString>,
    pub expires_at: Option<DateTime<Utc>>,
    pub scopes: Option<String>,
    pub login: Option<String>,
}

/// Stores `new` in the user's credential (created on first use, replaced after), ACTIVE; answers
/// its ID.
pub async fn store_credential(
    state: &AppState,
    user_id: Uuid,
    new: NewCredential,
) -> Result<Uuid, AppError> {
    for _ in 0..2 {
        match write_credential(&state.writes, state, user_id, &new).await {
            Ok(id) => return Ok(id),
            // A parallel first exchange created the row: replace its tokens instead.
            Err(AppError::Database(e)) if crate::db::violation(&e).is_some() => {
                tracing::debug!(error = %e, "credential created concurrently; retrying as an update");
            }
            Err(e) => return Err(e),
        }
    }
    Err(AppError::conflict(
        "The credential is being changed; try again",
    ))
}

/// Writes `new` into the user's credential on `db` (inserted when the user has none, replaced
/// otherwise) and answers its ID; a concurrent first insert is a unique violation.
pub(super) async fn write_credential<C: ConnectionTrait>(
    db: &C,
    state: &AppState,
    user_id: Uuid,
    new: &NewCredential,
) -> Result<Uuid, AppError> {
    let now = clock::now();
    let existing = credential_of(db, user_id).await?;
    let id = existing.as_ref().map_or_else(Uuid::now_v7, |c| c.id);
    let mut row = codehost_credentials::ActiveModel {
        id: Set(id),
        user_id: Set(user_id),
        provider: Set(PROVIDER.to_owned()),
        access_token_enc: Set(seal_token(state, id, "access", new.access.expose_secret())),
        refresh_token_enc: Set(new
            .refresh
            .as_ref()
            .map(|r| seal_token(state, id, "refresh", r.expose_secret()))),
        token_status: Set(CodehostTokenStatus::Active),
        token_expires_at: Set(new.expires_at),
        refresh_expires_at: Set(None),
        last_refresh_at: Set(None),
        refresh_claimed_until: Set(None),
        scopes: Set(new.scopes.clone()),
        account_login: Set(new.login.clone()),
        created_at: Set(now),
        updated_at: Set(now),
    };
    match existing {
        Some(existing) => {
            row.created_at = Set(existing.created_at);
            row.update(db)
                .await
                .map_err(|e| vanished(e, "code-host credential"))?;
        }
        None => {
            row.insert(db).await?;
        }
    }
    Ok(id)
}
