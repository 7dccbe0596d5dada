//! `/api/v1/projects`.

use actix_web::http::header::ContentType;
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::domain::{Description, FieldErrors, FiscalYear, ProjectName, ProjectStatus, parse_enum};
use crate::dto::ProjectDto;
use crate::error::AppError;
use crate::http::extract::{double_option, required};
use crate::http::response::created;
use crate::services::projects::{self, NewProject, ProjectPatch};
use crate::state::AppState;

/// fiscalYear arrives as "2025" or, from lenient clients, 2025.
fn fiscal_year(value: &serde_json::Value) -> Result<FiscalYear, String> {
    match value {
        serde_json::Value::String(s) => FiscalYear::parse(s),
        serde_json::Value::Number(n) => FiscalYear::parse(&n.to_string()),
        _ => Err("must be a four-digit year between 2000 and 2100".into()),
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateProjectBody {
    name: Option<String>,
    fiscal_year: Option<serde_json::Value>,
    description: Option<String>,
}

pub async fn create(
    user: AuthUser,
    state: web::Data<AppState>,
    body: web::Json<CreateProjectBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let mut errors = FieldErrors::default();
    let name = required(&mut errors, "name", body.name.as_deref())
        .and_then(|n| errors.check("name", ProjectName::parse(n)));
    let year = match &body.fiscal_year {
        None | Some(serde_json::Value::Null) => {
            errors.add("fiscalYear", "is required");
            None
        }
        Some(v) => errors.check("fiscalYear", fiscal_year(v)),
    };
    let description = errors.check(
        "description",
        Description::parse(body.description.as_deref().unwrap_or_default()),
    );
    errors.finish()?;
    let (Some(name), Some(fiscal_year), Some(description)) = (name, year, description) else {
        return Err(AppError::field("body", "is invalid"));
    };
    let input = NewProject {
        name,
        fiscal_year,
        description,
    };
    let project = projects::create(&state, user.id, input).await?;
    Ok(created(ProjectDto::from(project)))
}

pub async fn list(user: AuthUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let body = projects::list_json(&state, user.id).await?;
    Ok(HttpResponse::Ok()
        .content_type(ContentType::json())
        .body(body))
}

pub async fn get(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let project = projects::get(&state.db, user.id, path.into_inner()).await?;
    Ok(HttpResponse::Ok().json(ProjectDto::from(project)))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PatchProjectBody {
    name: Option<String>,
    fiscal_year: Option<serde_json::Value>,
    #[serde(default, deserialize_with = "double_option")]
    description: Option<Option<String>>,
    status: Option<String>,
}

pub async fn patch(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: web::Json<PatchProjectBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let mut errors = FieldErrors::default();
    let name = errors.check_opt("name", body.name.as_deref(), ProjectName::parse);
    let fiscal_year = match &body.fiscal_year {
        None | Some(serde_json::Value::Null) => Some(None),
        Some(v) => errors.check("fiscalYear", fiscal_year(v)).map(Some),
    };
    let description = match body.description {
        None => Some(None),
        Some(text) => errors
            .check(
                "description",
                Description::parse(text.as_deref().unwrap_or_default()),
            )
            .map(Some),
    };
    let status = errors.check_opt("status", body.status.as_deref(), |s| {
        parse_enum(s, ProjectStatus::parse, ProjectStatus::expected)
    });
    errors.finish()?;
    let patch = ProjectPatch {
        name: name.flatten(),
        fiscal_year: fiscal_year.flatten(),
        description: description.flatten(),
        status: status.flatten(),
    };
    let project = projects::update(&state, user.id, path.into_inner(), patch).await?;
    Ok(HttpResponse::Ok().json(ProjectDto::from(project)))
}

pub async fn delete(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    projects::delete(&state, user.id, path.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
