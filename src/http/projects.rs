//! `/api/v1/projects`: the caller's projects (their sessions and files are areas of their own,
//! registered into the same `/projects` scope).

use actix_web::http::header::ContentType;
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::domain::{Description, FieldErrors, FiscalYear, ProjectName, ProjectStatus, parse_enum};
use crate::dto::ProjectDto;
use crate::error::AppError;
use crate::http::extract::{JsonBody, double_option, required};
use crate::http::response::created;
use crate::services::projects::{self, NewProject, ProjectPatch};
use crate::state::AppState;

/// The project routes, relative to the `/projects` scope.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("", web::post().to(create))
        .route("", web::get().to(list))
        .route("/{projectId}", web::get().to(get))
        .route("/{projectId}", web::patch().to(patch))
        .route("/{projectId}", web::delete().to(delete));
}

/// fiscalYear arrives as "2025" or, from lenient clients, 2025.
fn fiscal_year(value: &serde_json::Value) -> Result<FiscalYear, String> {
    match value {
        serde_json::Value::String(s) => FiscalYear::parse(s),
        // A whole number, as JSON Schema reads `integer` (2025 or 2025.0).
        serde_json::Value::Number(n) => match n.as_i64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 1e6)
                .map(|f| f as i64)
        }) {
            Some(year) => FiscalYear::parse(&year.to_string()),
            None => Err("must be a four-digit year between 2000 and 2100".into()),
        },
        _ => Err("must be a four-digit year between 2000 and 2100".into()),
    }
}

/// The body of `POST /projects`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateProjectBody {
    #[schema(value_type = String, min_length = 1, max_length = 200)]
    name: Option<String>,
    /// A four-digit year between 2000 and 2100 (a JSON number is accepted too).
    #[schema(value_type = String, example = "2025", pattern = "^[0-9]{4}$")]
    fiscal_year: Option<serde_json::Value>,
    #[schema(max_length = 5000)]
    description: Option<String>,
}

impl CreateProjectBody {
    /// The new project, every field checked and all problems reported together.
    fn parse(self) -> Result<NewProject, AppError> {
        let mut errors = FieldErrors::default();
        let name = required(&mut errors, "name", self.name.as_deref())
            .and_then(|n| errors.check("name", ProjectName::parse(n)));
        let year = match &self.fiscal_year {
            None | Some(serde_json::Value::Null) => {
                errors.add("fiscalYear", "is required");
                None
            }
            Some(v) => errors.check("fiscalYear", fiscal_year(v)),
        };
        let description = errors.check(
            "description",
            Description::parse(self.description.as_deref().unwrap_or_default()),
        );
        errors.finish()?;
        match (name, year, description) {
            (Some(name), Some(fiscal_year), Some(description)) => Ok(NewProject {
                name,
                fiscal_year,
                description,
            }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

/// `POST /projects`: a new DRAFT project within the plan's project count (201).
#[utoipa::path(
    post, path = "/api/v1/projects", tag = "projects", operation_id = "createProject", summary = "Create a project",
    security(("bearerAuth" = [])),
    request_body = CreateProjectBody,
    responses(
        (status = 201, description = "The new DRAFT project", body = ProjectDto),
        (status = 429, description = "QUOTA_EXCEEDED: the plan's project count"),
    )
)]
pub async fn create(
    user: AuthUser,
    state: web::Data<AppState>,
    body: JsonBody<CreateProjectBody>,
) -> Result<HttpResponse, AppError> {
    let input = body.into_inner().parse()?;
    let project = projects::create(&state, user.id, input).await?;
    Ok(created(ProjectDto::from(project)))
}

/// `GET /projects`: the caller's projects, newest first.
#[utoipa::path(
    get, path = "/api/v1/projects", tag = "projects", operation_id = "listProjects", summary = "List the caller's projects",
    security(("bearerAuth" = [])),
    responses((status = 200, description = "The caller's projects, newest first", body = Vec<ProjectDto>))
)]
pub async fn list(user: AuthUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let body = projects::list_json(&state, user.id).await?;
    Ok(HttpResponse::Ok()
        .content_type(ContentType::json())
        .body(body))
}

/// `GET /projects/{projectId}`.
#[utoipa::path(
    get, path = "/api/v1/projects/{projectId}", tag = "projects", operation_id = "getProject", summary = "One project",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    responses(
        (status = 200, description = "The project", body = ProjectDto),
        (status = 404, description = "No such project of the caller's"),
    )
)]
pub async fn get(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let project = projects::get(&state.db, user.id, path.into_inner()).await?;
    Ok(HttpResponse::Ok().json(ProjectDto::from(project)))
}

/// The body of `PATCH /projects/{projectId}`: absent (or null) fields stay as they are, except a
/// null `description`, which clears it.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PatchProjectBody {
    #[schema(min_length = 1, max_length = 200)]
    name: Option<String>,
    /// A four-digit year between 2000 and 2100 (a JSON number is accepted too).
    #[schema(value_type = Option<String>, example = "2025", pattern = "^[0-9]{4}$")]
    fiscal_year: Option<serde_json::Value>,
    /// Null clears it.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(max_length = 5000)]
    description: Option<Option<String>>,
    #[schema(value_type = Option<crate::http::openapi::enums::ProjectStatus>)]
    status: Option<String>,
}

impl PatchProjectBody {
    /// The change, every field checked and all problems reported together.
    fn parse(self) -> Result<ProjectPatch, AppError> {
        let mut errors = FieldErrors::default();
        let name = errors.check_opt("name", self.name.as_deref(), ProjectName::parse);
        let fiscal_year = match &self.fiscal_year {
            None | Some(serde_json::Value::Null) => Some(None),
            Some(v) => errors.check("fiscalYear", fiscal_year(v)).map(Some),
        };
        let description = match self.description {
            None => Some(None),
            Some(text) => errors
                .check(
                    "description",
                    Description::parse(text.as_deref().unwrap_or_default()),
                )
                .map(Some),
        };
        let status = errors.check_opt("status", self.status.as_deref(), |s| {
            parse_enum(s, ProjectStatus::parse, ProjectStatus::expected)
        });
        errors.finish()?;
        Ok(ProjectPatch {
            name: name.flatten(),
            fiscal_year: fiscal_year.flatten(),
            description: description.flatten(),
            status: status.flatten(),
        })
    }
}

/// `PATCH /projects/{projectId}`.
#[utoipa::path(
    patch, path = "/api/v1/projects/{projectId}", tag = "projects", operation_id = "patchProject", summary = "Change a project",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    request_body = PatchProjectBody,
    responses(
        (status = 200, description = "The changed project", body = ProjectDto),
        (status = 404, description = "No such project of the caller's"),
    )
)]
pub async fn patch(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: JsonBody<PatchProjectBody>,
) -> Result<HttpResponse, AppError> {
    let patch = body.into_inner().parse()?;
    let project = projects::update(&state, user.id, path.into_inner(), patch).await?;
    Ok(HttpResponse::Ok().json(ProjectDto::from(project)))
}

/// `DELETE /projects/{projectId}`: the project with its sessions, messages and files (204).
#[utoipa::path(
    delete, path = "/api/v1/projects/{projectId}", tag = "projects", operation_id = "deleteProject", summary = "Delete a project",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    responses(
        (status = 204, description = "Deleted with its sessions, messages and files"),
        (status = 404, description = "No such project of the caller's"),
    )
)]
pub async fn delete(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    projects::delete(&state, user.id, path.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
