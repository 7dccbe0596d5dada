//! Repositories, branches, bind and unbind (spec §4.5, DESIGN §11). One binding per project
//! (re-binding replaces it); the repository must be reachable with the credential, which records
//! its ID; unbinding removes the credential when no other binding uses it.

use entities::{codehost_bindings, codehost_credentials};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use secrecy::{ExposeSecret, SecretString};
use serde::Serialize;
use uuid::Uuid;

use super::oauth_flow::{NewCredential, write_credential};
use super::{
    BindingStatus, api_failure, credential_of, not_authorized, status, tokens, unavailable,
};
use crate::clients::codehost::{Branch, CodeHostError, Repo};
use crate::clock;
use crate::error::{AppError, ErrorCode, unique_violation, vanished};
use crate::services::projects;
use crate::state::AppState;

/// Repositories per page of the list.
pub const PER_PAGE: u32 = 30;
/// With a query, at most this many of the user's repositories are searched (10 pages of 100).
const SEARCH_PAGES: u32 = 10;

/// A page of the repository list: `{repos, page, per_page, has_more}`.
#[derive(Debug, Serialize)]
pub struct RepoPage {
    pub repos: Vec<Repo>,
    pub page: u32,
    pub per_page: u32,
    pub has_more: bool,
}

/// The user's usable credential: its ID and access token.
async fn usable_credential(
    state: &AppState,
    user_id: Uuid,
) -> Result<(Uuid, SecretString), AppError> {
    let credential = credential_of(&state.db, user_id)
        .await?
        .ok_or_else(not_authorized)?;
    let usable = tokens::access_token(state, credential.id).await?;
    Ok((credential.id, usable.token))
}

/// One page (1-based) of the repositories the user's credential reads; with `query`, those whose
/// `owner/name` contains it (case-insensitive).
pub async fn repos(
    state: &AppState,
    user_id: Uuid,
    project_id: Uuid,
    query: Option<&str>,
    page: u32,
) -> Result<RepoPage, AppError> {
    projects::get(&state.db, user_id, project_id).await?;
    let (credential, token) = usable_credential(state, user_id).await?;
    let api = &state.codehost.api;
    let page = page.max(1);
    let Some(query) = query.map(str::trim).filter(|q| !q.is_empty()) else {
        let (repos, has_more) = match api.repos(token.expose_secret(), page, PER_PAGE).await {
            Ok(found) => found,
            Err(e) => return Err(api_failure(state, credential, e).await),
        };
        return Ok(RepoPage {
            repos,
            page,
            per_page: PER_PAGE,
            has_more,
        });
    };
    let needle = query.to_lowercase();
    let mut matching = Vec::new();
    for source_page in 1..=SEARCH_PAGES {
        let (repos, more) = match api.repos(token.expose_secret(), source_page, 100).await {
            Ok(found) => found,
            Err(e) => return Err(api_failure(state, credential, e).await),
        };
        matching.extend(
            repos
                .into_iter()
                .filter(|r| r.full_name.to_lowercase().contains(&needle)),
        );
        if !more {
            break;
        }
    }
    let start = usize::try_from((page - 1) * PER_PAGE).unwrap_or(usize::MAX);
    let per_page = PER_PAGE as usize;
    let has_more = matching.len() > start.saturating_add(per_page);
    let repos = matching.into_iter().skip(start).take(per_page).collect();
    Ok(RepoPage {
        repos,
        page,
        per_page: PER_PAGE,
        has_more,
    })
}

/// The branches of `owner/name` (checked by the caller).
pub async fn branches(
    state: &AppState,
    user_id: Uuid,
    project_id: Uuid,
    full_name: &str,
) -> Result<Vec<Branch>, AppError> {
    projects::get(&state.db, user_id, project_id).await?;
    let (credential, token) = usable_credential(state, user_id).await?;
    match state
        .codehost
        .api
        .branches(token.expose_secret(), full_name)
        .await
    {
        Ok(branches) => Ok(branches),
        Err(e) => Err(api_failure(state, credential, e).await),
    }
}

/// A bind request, checked: `owner/name`, a branch name, and the optional manual token.
pub struct BindRequest {
    pub repo_full_name: String,
    pub default_branch: String,
    pub access_token: Option<SecretString>,
}

/// Binds the project to the repository (replacing an earlier binding).
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id, project_id = %project_id))]
pub async fn bind(
    state: &AppState,
    user_id: Uuid,
    project_id: Uuid,
    request: BindRequest,
) -> Result<BindingStatus, AppError> {
    projects::get(&state.db, user_id, project_id).await?;
    let api = &state.codehost.api;
    // A manual token is checked (its account, the repository, the branch) before anything is
    // stored: a refused bind leaves the user's credential as it was.
    let (credential, token, manual) = match &request.access_token {
        Some(manual) => {
            let login = match api.account(manual.expose_secret()).await {
                Ok(account) => account.login,
                Err(CodeHostError::Unauthorized | CodeHostError::NotFound) => {
                    return Err(manual_refused());
                }
                Err(e) => return Err(unavailable(e)),
            };
            let new = NewCredential {
                access: manual.clone(),
                refresh: None,
                expires_at: None,
                scopes: None,
                login: Some(login),
            };
            (None, manual.clone(), Some(new))
        }
        None => {
            let (credential, token) = usable_credential(state, user_id).await?;
            (Some(credential), token, None)
        }
    };
    let failed = async |e: CodeHostError| match credential {
        Some(credential) => api_failure(state, credential, e).await,
        None => match e {
            CodeHostError::Unauthorized => manual_refused(),
            e => api_failure_unstored(e),
        },
    };
    let repo = match api
        .repo(token.expose_secret(), &request.repo_full_name)
        .await
    {
        Ok(repo) => repo,
        Err(e) => return Err(failed(e).await),
    };
    match api
        .has_branch(
            token.expose_secret(),
            &repo.full_name,
            &request.default_branch,
        )
        .await
    {
        Ok(true) => {}
        Ok(false) => {
            return Err(AppError::field(
                "default_branch",
                "does not exist in the repository",
            ));
        }
        Err(e) => return Err(failed(e).await),
    }
    let now = clock::now();
    state
        .writes
        .transaction("binding.bind", async |txn| {
            let credential = match (&manual, credential) {
                (Some(new), _) => {
                    write_credential(txn, state, user_id, new)
                        .await
                        .map_err(|e| match e {
                            AppError::Database(e) => unique_violation(e, "The credential"),
                            e => e,
                        })?
                }
                (None, Some(credential)) => credential,
                (None, None) => return Err(not_authorized()),
            };
            let existing = codehost_bindings::Entity::find_by_id(project_id)
                .one(txn)
                .await?;
            let mut row = codehost_bindings::ActiveModel {
                project_id: Set(project_id),
                credential_id: Set(credential),
                repo_id: Set(repo.id),
                repo_full_name: Set(repo.full_name.clone()),
                default_branch: Set(request.default_branch.clone()),
                enabled: Set(true),
                created_at: Set(now),
                updated_at: Set(now),
            };
            match existing {
                Some(old) => {
                    row.created_at = Set(old.created_at);
                    row.update(txn)
                        .await
                        .map_err(|e| vanished(e, "code-host binding"))?;
                }
                None => {
                    row.insert(txn).await?;
                }
            }
            Ok::<_, AppError>(())
        })
        .await?;
    state.run_sessions.forget_project(project_id);
    tracing::info!(repo_id = repo.id, "project bound to a repository");
    status(state, user_id, project_id).await
}

/// 400 on `access_token`: the code host does not accept the manual token.
fn manual_refused() -> AppError {
    AppError::field("access_token", "is not accepted by the code host")
}

/// What a repository the manual token cannot see answers (nothing is stored to mark).
fn api_failure_unstored(e: CodeHostError) -> AppError {
    match e {
        CodeHostError::NotFound => AppError::new(
            ErrorCode::RepoNotReachable,
            "The repository is not reachable with this credential",
        ),
        e => unavailable(e),
    }
}

/// Removes the project's binding, and the credential when no other binding uses it.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id, project_id = %project_id))]
pub async fn unbind(state: &AppState, user_id: Uuid, project_id: Uuid) -> Result<(), AppError> {
    projects::get(&state.db, user_id, project_id).await?;
    let unbound = state
        .writes
        .transaction("binding.unbind", async |txn| {
            let Some(binding) = codehost_bindings::Entity::find_by_id(project_id)
                .one(txn)
                .await?
            else {
                return Ok(None);
            };
            codehost_bindings::Entity::delete_by_id(project_id)
                .exec(txn)
                .await?;
            let others = codehost_bindings::Entity::find()
                .filter(codehost_bindings::Column::CredentialId.eq(binding.credential_id))
                .count(txn)
                .await?;
            if others == 0 {
                codehost_credentials::Entity::delete_by_id(binding.credential_id)
                    .exec(txn)
                    .await?;
            }
            Ok::<_, AppError>(Some(others == 0))
        })
        .await?;
    if let Some(credential_removed) = unbound {
        state.run_sessions.forget_project(project_id);
        tracing::info!(credential_removed, "project unbound");
    }
    Ok(())
}
