//! Code-host integration (spec §4.5, DESIGN §11): a user's credential (sealed tokens), the
//! project's binding to one repository, the OAuth flow, and tokens kept fresh before use.

pub mod binding;
pub mod oauth_flow;
pub mod runtime;
pub mod tokens;

use std::sync::Arc;

use chrono::{DateTime, Utc};
use dashmap::DashMap;
use entities::{CodehostTokenStatus, codehost_bindings, codehost_credentials};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use secrecy::SecretString;
use serde::Serialize;
use uuid::Uuid;

use crate::clients::codehost::oauth::OAuthClient;
use crate::clients::codehost::{CodeHostApi, CodeHostError};
use crate::config::Settings;
use crate::error::{AppError, ErrorCode};
use crate::state::AppState;

/// The one provider.
pub const PROVIDER: &str = "GITHUB";

/// The code host's clients and the per-credential refresh locks of this process.
pub struct CodeHost {
    pub api: CodeHostApi,
    /// `None` without `codehost.client_id` and `client_secret`.
    pub oauth: Option<OAuthClient>,
    refresh_locks: DashMap<Uuid, Arc<tokio::sync::Mutex<()>>>,
}

impl CodeHost {
    pub fn from_settings(settings: &Settings) -> anyhow::Result<CodeHost> {
        let config = &settings.codehost;
        let timeout = std::time::Duration::from_millis(config.timeout_ms.max(1));
        let redirect = match config.redirect_url.trim() {
            "" => format!(
                "{}/integrations/github/callback",
                settings.app.public_url.trim_end_matches('/')
            ),
            url => url.to_owned(),
        };
        Ok(CodeHost {
            api: CodeHostApi::new(&config.api_base_url, timeout)?,
            oauth: if config.oauth_configured() {
                Some(OAuthClient::new(config, redirect)?)
            } else {
                None
            },
            refresh_locks: DashMap::new(),
        })
    }

    /// The OAuth client, or 503 CODEHOST_NOT_CONFIGURED.
    pub fn oauth(&self) -> Result<&OAuthClient, AppError> {
        self.oauth.as_ref().ok_or_else(|| {
            AppError::new(
                ErrorCode::CodehostNotConfigured,
                "The code-host integration is not configured on this server",
            )
        })
    }

    /// The lock that lets one task of this process refresh a credential at a time.
    fn refresh_lock(&self, credential: Uuid) -> Arc<tokio::sync::Mutex<()>> {
        self.refresh_locks.entry(credential).or_default().clone()
    }
}

/// The binding status (spec §2.6), snake_case as the spec shows.
#[derive(Debug, Serialize)]
pub struct BindingStatus {
    pub authorized: bool,
    pub connected: bool,
    pub enabled: bool,
    pub repo_full_name: Option<String>,
    pub repo_id: Option<i64>,
    pub default_branch: Option<String>,
    pub token_status: Option<CodehostTokenStatus>,
    pub token_expires_at: Option<DateTime<Utc>>,
    pub last_refresh_at: Option<DateTime<Utc>>,
}

/// The user's credential, if any.
pub async fn credential_of<C: ConnectionTrait>(
    db: &C,
    user_id: Uuid,
) -> Result<Option<codehost_credentials::Model>, AppError> {
    Ok(codehost_credentials::Entity::find()
        .filter(codehost_credentials::Column::UserId.eq(user_id))
        .filter(codehost_credentials::Column::Provider.eq(PROVIDER))
        .one(db)
        .await?)
}

/// The project's binding, if any.
pub async fn binding_of<C: ConnectionTrait>(
    db: &C,
    project_id: Uuid,
) -> Result<Option<codehost_bindings::Model>, AppError> {
    Ok(codehost_bindings::Entity::find_by_id(project_id)
        .one(db)
        .await?)
}

/// The status of `project_id` for its owner `user_id` (the project is checked by the caller).
pub async fn status(
    state: &AppState,
    user_id: Uuid,
    project_id: Uuid,
) -> Result<BindingStatus, AppError> {
    let binding = binding_of(&state.db, project_id).await?;
    let credential = match &binding {
        Some(b) => {
            codehost_credentials::Entity::find_by_id(b.credential_id)
                .one(&state.db)
                .await?
        }
        None => credential_of(&state.db, user_id).await?,
    };
    Ok(BindingStatus {
        authorized: credential
            .as_ref()
            .is_some_and(|c| c.token_status == CodehostTokenStatus::Active),
        connected: binding.is_some(),
        enabled: binding.as_ref().is_some_and(|b| b.enabled),
        repo_full_name: binding.as_ref().map(|b| b.repo_full_name.clone()),
        repo_id: binding.as_ref().map(|b| b.repo_id),
        default_branch: binding.as_ref().map(|b| b.default_branch.clone()),
        token_status: credential.as_ref().map(|c| c.token_status),
        token_expires_at: credential.as_ref().and_then(|c| c.token_expires_at),
        last_refresh_at: credential.as_ref().and_then(|c| c.last_refresh_at),
    })
}

/// Associated data of a credential's sealed field: its ID and the field's name, so a ciphertext
/// opens only in the row and the field it was sealed for.
fn token_aad(credential: Uuid, field: &str) -> Vec<u8> {
    let mut aad = credential.as_bytes().to_vec();
    aad.push(b':');
    aad.extend_from_slice(field.as_bytes());
    aad
}

/// Seals a token of credential `id` (`field`: "access" or "refresh").
pub fn seal_token(state: &AppState, id: Uuid, field: &str, token: &str) -> String {
    state.sealer.seal(token.as_bytes(), &token_aad(id, field))
}

/// Opens a sealed token of credential `id`; a value that does not open is a fault (500).
pub fn open_token(
    state: &AppState,
    id: Uuid,
    field: &str,
    sealed: &str,
) -> Result<SecretString, AppError> {
    state
        .sealer
        .open_string(sealed, &token_aad(id, field))
        .map(SecretString::from)
        .map_err(|e| AppError::Internal(anyhow::anyhow!("credential {id}: {field} token: {e}")))
}

/// 409 CODEHOST_NOT_AUTHORIZED: no usable credential.
pub fn not_authorized() -> AppError {
    AppError::new(
        ErrorCode::CodehostNotAuthorized,
        "Connect the code host again: there is no usable credential",
    )
}

/// Maps an API failure; a 401 also marks the credential REAUTH_REQUIRED.
pub async fn api_failure(state: &AppState, credential: Uuid, err: CodeHostError) -> AppError {
    match err {
        CodeHostError::Unauthorized => {
            if let Err(e) =
                tokens::set_status(state, credential, CodehostTokenStatus::ReauthRequired).await
            {
                return e;
            }
            not_authorized()
        }
        CodeHostError::NotFound => AppError::new(
            ErrorCode::RepoNotReachable,
            "The repository is not reachable with this credential",
        ),
        err @ CodeHostError::Unavailable(_) => unavailable(err),
    }
}

/// 502 CODEHOST_UNAVAILABLE with the cause for the log.
pub fn unavailable(err: impl std::fmt::Debug + std::fmt::Display) -> AppError {
    AppError::caused_by(
        ErrorCode::CodehostUnavailable,
        "The code host is unavailable right now; try again shortly",
        anyhow::anyhow!("{err}: {err:?}"),
    )
}
