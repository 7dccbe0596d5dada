//! `/api/v1/projects/{projectId}/integrations/codehost` (spec §4.5): the OAuth dance, the binding
//! status, repositories and branches, bind and unbind. JSON names are snake_case, as the spec
//! shows them for these routes.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::clients::codehost::parse_full_name;
use crate::domain::FieldErrors;
use crate::error::AppError;
use crate::http::extract::{JsonBody, required};
use crate::http::security_headers::no_store;
use crate::services::codehost::binding::{self, BindRequest};
use crate::services::codehost::{self, oauth_flow};
use crate::state::AppState;

/// The routes, relative to the `/projects` scope.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/{projectId}/integrations/codehost")
            .route("/oauth/start", web::post().to(start))
            .route("/oauth/exchange", web::post().to(exchange))
            .route("/repos/branches", web::get().to(branches))
            .route("/repos", web::get().to(repos))
            .route("/bind", web::post().to(bind))
            .route("", web::get().to(status))
            .route("", web::delete().to(unbind)),
    );
}

/// Where to send the user, and the state the callback must bring back.
#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = OAuthStart)]
struct StartAnswer {
    authorize_url: String,
    state: String,
}

#[utoipa::path(
    post, path = "/api/v1/projects/{projectId}/integrations/codehost/oauth/start", tag = "codehost", operation_id = "codehostOAuthStart", summary = "Start the code-host OAuth flow",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    responses(
        (status = 200, description = "The authorize URL (PKCE S256) and its state, valid 10 minutes", body = StartAnswer),
        (status = 404, description = "No such project of the caller's"),
        (status = 503, description = "CODEHOST_NOT_CONFIGURED"),
    )
)]
async fn start(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let started = oauth_flow::start(&state, user.id, path.into_inner()).await?;
    Ok(no_store(
        HttpResponse::Ok(),
        StartAnswer {
            authorize_url: started.authorize_url,
            state: started.state,
        },
    ))
}

/// The body of `oauth/exchange`.
#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = OAuthExchangeBody)]
pub struct ExchangeBody {
    #[schema(value_type = String, max_length = 512)]
    code: Option<String>,
    #[schema(value_type = String, max_length = 512)]
    state: Option<String>,
}

#[utoipa::path(
    post, path = "/api/v1/projects/{projectId}/integrations/codehost/oauth/exchange", tag = "codehost", operation_id = "codehostOAuthExchange", summary = "Finish the code-host OAuth flow",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    request_body = ExchangeBody,
    responses(
        (status = 200, description = "The credential is stored; the binding status", body = crate::http::openapi::schemas::BindingStatus),
        (status = 400, description = "INVALID_STATE (nothing stored), or a code the code host refused"),
        (status = 404, description = "No such project of the caller's"),
        (status = 502, description = "CODEHOST_UNAVAILABLE"),
        (status = 503, description = "CODEHOST_NOT_CONFIGURED"),
    )
)]
async fn exchange(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: JsonBody<ExchangeBody>,
) -> Result<HttpResponse, AppError> {
    let mut errors = FieldErrors::default();
    let code = required(&mut errors, "code", body.code.as_deref());
    let raw_state = required(&mut errors, "state", body.state.as_deref());
    for (field, value) in [("code", &body.code), ("state", &body.state)] {
        if value.as_ref().is_some_and(|v| v.len() > 512) {
            errors.add(field, "is too long");
        }
    }
    errors.finish()?;
    let status = oauth_flow::exchange(
        &state,
        user.id,
        path.into_inner(),
        code.unwrap_or_default(),
        raw_state.unwrap_or_default(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(status))
}

#[utoipa::path(
    get, path = "/api/v1/projects/{projectId}/integrations/codehost", tag = "codehost", operation_id = "codehostStatus", summary = "The code-host binding status",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    responses(
        (status = 200, description = "The binding status", body = crate::http::openapi::schemas::BindingStatus),
        (status = 404, description = "No such project of the caller's"),
    )
)]
async fn status(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let project_id = path.into_inner();
    crate::services::projects::get(&state.db, user.id, project_id).await?;
    Ok(HttpResponse::Ok().json(codehost::status(&state, user.id, project_id).await?))
}

/// `?query=&page=` of the repository list.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReposQuery {
    /// Filters by `owner/name`, case-insensitive (at most 100 characters).
    #[param(max_length = 100)]
    query: Option<String>,
    /// 1-based, 1..=1000.
    #[param(minimum = 1, maximum = 1000)]
    page: Option<u32>,
}

#[utoipa::path(
    get, path = "/api/v1/projects/{projectId}/integrations/codehost/repos", tag = "codehost", operation_id = "codehostRepos", summary = "List repositories",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project"), ReposQuery),
    responses(
        (status = 200, description = "A page of the repositories the credential reads", body = crate::http::openapi::schemas::RepoPage),
        (status = 404, description = "No such project of the caller's"),
        (status = 409, description = "CODEHOST_NOT_AUTHORIZED: no usable credential; connect again"),
        (status = 502, description = "CODEHOST_UNAVAILABLE"),
    )
)]
async fn repos(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    query: web::Query<ReposQuery>,
) -> Result<HttpResponse, AppError> {
    if query
        .query
        .as_ref()
        .is_some_and(|q| q.chars().count() > 100)
    {
        return Err(AppError::field("query", "must be at most 100 characters"));
    }
    let page = query.page.unwrap_or(1);
    if !(1..=1000).contains(&page) {
        return Err(AppError::field("page", "must be between 1 and 1000"));
    }
    let found = binding::repos(
        &state,
        user.id,
        path.into_inner(),
        query.query.as_deref(),
        page,
    )
    .await?;
    Ok(HttpResponse::Ok().json(found))
}

/// `?repo=owner/name` of the branch list.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BranchesQuery {
    /// `owner/name`.
    #[param(value_type = String, pattern = "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")]
    repo: Option<String>,
}

/// The branches of a repository.
#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = BranchList)]
struct BranchesAnswer {
    #[schema(value_type = Vec<crate::http::openapi::schemas::Branch>)]
    branches: Vec<crate::clients::codehost::Branch>,
}

/// `owner/name`, or the problem with it.
fn full_name(value: Option<&str>) -> Result<String, String> {
    let value = value.map(str::trim).unwrap_or_default();
    if value.is_empty() {
        return Err("is required".to_owned());
    }
    parse_full_name(value)
        .map(|_| value.to_owned())
        .ok_or_else(|| "must be owner/name".to_owned())
}

#[utoipa::path(
    get, path = "/api/v1/projects/{projectId}/integrations/codehost/repos/branches", tag = "codehost", operation_id = "codehostBranches", summary = "List a repository's branches",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project"), BranchesQuery),
    responses(
        (status = 200, description = "The repository's branches", body = BranchesAnswer),
        (status = 400, description = "`repo` is not owner/name, or REPO_NOT_REACHABLE"),
        (status = 404, description = "No such project of the caller's"),
        (status = 409, description = "CODEHOST_NOT_AUTHORIZED: no usable credential; connect again"),
        (status = 502, description = "CODEHOST_UNAVAILABLE"),
    )
)]
async fn branches(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    query: web::Query<BranchesQuery>,
) -> Result<HttpResponse, AppError> {
    let repo = full_name(query.repo.as_deref()).map_err(|m| AppError::field("repo", m))?;
    let branches = binding::branches(&state, user.id, path.into_inner(), &repo).await?;
    Ok(HttpResponse::Ok().json(BranchesAnswer { branches }))
}

/// The body of `bind`: the repository, its branch, and the optional manual token.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct BindBody {
    /// `owner/name`.
    #[schema(value_type = String, pattern = "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")]
    repo_full_name: Option<String>,
    #[schema(value_type = String, min_length = 1, max_length = 255)]
    default_branch: Option<String>,
    /// The manual-token fallback: checked against the API, stored like an OAuth credential.
    #[schema(max_length = 1024)]
    access_token: Option<String>,
}

impl BindBody {
    fn parse(self) -> Result<BindRequest, AppError> {
        let mut errors = FieldErrors::default();
        let repo = errors.check("repo_full_name", full_name(self.repo_full_name.as_deref()));
        let branch = required(
            &mut errors,
            "default_branch",
            self.default_branch.as_deref(),
        )
        .map(str::trim)
        .map(str::to_owned);
        if let Some(Err(why)) = branch.as_deref().map(crate::domain::branch_name) {
            errors.add("default_branch", why);
        }
        let token = self
            .access_token
            .map(|t| t.trim().to_owned())
            .filter(|t| !t.is_empty());
        if token
            .as_ref()
            .is_some_and(|t| t.len() > 1024 || t.chars().any(|c| c.is_control() || c == ' '))
        {
            errors.add("access_token", "is not a token");
        }
        errors.finish()?;
        match (repo, branch) {
            (Some(repo_full_name), Some(default_branch)) => Ok(BindRequest {
                repo_full_name,
                default_branch,
                access_token: token.map(secrecy::SecretString::from),
            }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

#[utoipa::path(
    post, path = "/api/v1/projects/{projectId}/integrations/codehost/bind", tag = "codehost", operation_id = "codehostBind", summary = "Bind a repository",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    request_body = BindBody,
    responses(
        (status = 200, description = "The binding status (re-binding replaces the binding)", body = crate::http::openapi::schemas::BindingStatus),
        (status = 400, description = "REPO_NOT_REACHABLE or VALIDATION_FAILED"),
        (status = 404, description = "No such project of the caller's"),
        (status = 409, description = "CODEHOST_NOT_AUTHORIZED: no usable credential; connect again"),
        (status = 502, description = "CODEHOST_UNAVAILABLE"),
    )
)]
async fn bind(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: JsonBody<BindBody>,
) -> Result<HttpResponse, AppError> {
    let request = body.into_inner().parse()?;
    let status = binding::bind(&state, user.id, path.into_inner(), request).await?;
    Ok(HttpResponse::Ok().json(status))
}

#[utoipa::path(
    delete, path = "/api/v1/projects/{projectId}/integrations/codehost", tag = "codehost", operation_id = "codehostUnbind", summary = "Unbind the repository",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    responses(
        (status = 204, description = "Unbound; the credential goes too when no other binding uses it"),
        (status = 404, description = "No such project of the caller's"),
    )
)]
async fn unbind(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    binding::unbind(&state, user.id, path.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
