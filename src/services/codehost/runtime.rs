//! Runtime access for a run (spec §3.7 step 7, DESIGN §7, §11): the envelope's `codeHost` block,
//! built before the run's write transactions (a refresh may call the code host), only when the
//! project's binding is enabled and its credential ACTIVE.

use entities::{CodehostTokenStatus, codehost_credentials, projects};
use sea_orm::{EntityTrait, QuerySelect};
use uuid::Uuid;

use super::{binding_of, tokens};
use crate::error::AppError;
use crate::protocol::code_host::{CodeHostAccess, CodeHostProvider};
use crate::state::AppState;

/// The block for a run on `project_id`, or `None` (no binding, disabled, credential not ACTIVE,
/// or its token unusable right now: the run goes on without the repository).
pub async fn access_for_run(
    state: &AppState,
    project_id: Uuid,
) -> Result<Option<CodeHostAccess>, AppError> {
    let Some(binding) = binding_of(&state.db, project_id).await? else {
        return Ok(None);
    };
    if !binding.enabled {
        return Ok(None);
    }
    let Some(credential) = codehost_credentials::Entity::find_by_id(binding.credential_id)
        .one(&state.db)
        .await?
    else {
        return Ok(None);
    };
    if credential.token_status != CodehostTokenStatus::Active {
        return Ok(None);
    }
    // The commits the worker reads are those of the project's fiscal year.
    let fiscal_year: Option<String> = projects::Entity::find_by_id(project_id)
        .select_only()
        .column(projects::Column::FiscalYear)
        .into_tuple()
        .one(&state.db)
        .await?;
    let usable = match tokens::access_token(state, credential.id).await {
        Ok(usable) => usable,
        Err(e) => {
            tracing::warn!(%project_id, error = %e, "run goes on without the code host: no usable token");
            return Ok(None);
        }
    };
    Ok(Some(CodeHostAccess {
        provider: CodeHostProvider::Github,
        api_base_url: state.codehost.api.base().to_owned(),
        repo_full_name: binding.repo_full_name,
        repo_id: binding.repo_id,
        default_branch: binding.default_branch,
        access_token: usable.token,
        expires_at: usable.expires_at,
        fiscal_year,
    }))
}
