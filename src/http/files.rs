//! `/api/v1/projects/{projectId}/files`.

use actix_web::{HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::domain::{FieldErrors, FileName, parse_content_type};
use crate::error::AppError;
use crate::http::extract::required;
use crate::services::files::{self, FileDto, UploadRequest};
use crate::state::AppState;

/// The JSON limit of preview-word (a base64 DOCX of up to 10 MiB).
pub const PREVIEW_BODY_LIMIT: usize = 16 * 1024 * 1024;
/// At most this many entries are parsed from a presign body, whatever the plan allows.
const PRESIGN_MAX_ENTRIES: usize = 100;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PresignEntry {
    filename: Option<String>,
    content_type: Option<String>,
    file_size: Option<i64>,
}

#[derive(Deserialize)]
pub struct PresignBody {
    files: Option<Vec<PresignEntry>>,
}

pub async fn presign(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: web::Json<PresignBody>,
) -> Result<HttpResponse, AppError> {
    let entries = body.into_inner().files.unwrap_or_default();
    if entries.is_empty() || entries.len() > PRESIGN_MAX_ENTRIES {
        return Err(AppError::field(
            "files",
            format!("must list 1 to {PRESIGN_MAX_ENTRIES} files"),
        ));
    }
    let mut errors = FieldErrors::default();
    let mut uploads = Vec::with_capacity(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        let field = |name: &str| format!("files[{i}].{name}");
        let filename = required(&mut errors, &field("filename"), entry.filename.as_deref())
            .and_then(|f| errors.check(&field("filename"), FileName::parse(f)));
        let content_type = required(
            &mut errors,
            &field("contentType"),
            entry.content_type.as_deref(),
        )
        .and_then(|c| errors.check(&field("contentType"), parse_content_type(c)));
        let size = match entry.file_size {
            Some(size) if size >= 1 => Some(size),
            Some(_) => {
                errors.add(&field("fileSize"), "must be at least 1 byte");
                None
            }
            None => {
                errors.add(&field("fileSize"), "is required");
                None
            }
        };
        if let (Some(filename), Some(content_type), Some(size)) = (filename, content_type, size) {
            uploads.push(UploadRequest {
                filename,
                content_type,
                size,
            });
        }
    }
    errors.finish()?;
    let presigned = files::presign(&state, user.id, path.into_inner(), uploads).await?;
    Ok(HttpResponse::Ok().json(presigned))
}

pub async fn confirm(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, AppError> {
    // The optional body (`etag`) is informational: the stored object's own ETag is recorded.
    let (project_id, file_id) = path.into_inner();
    let file = files::confirm(&state, user.id, project_id, file_id).await?;
    Ok(HttpResponse::Ok().json(FileDto::from(file)))
}

pub async fn list(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let list: Vec<FileDto> = files::list(&state, user.id, path.into_inner())
        .await?
        .into_iter()
        .map(FileDto::from)
        .collect();
    Ok(HttpResponse::Ok().json(list))
}

pub async fn delete(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, AppError> {
    let (project_id, file_id) = path.into_inner();
    files::delete(&state, user.id, project_id, file_id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PreviewBody {
    filename: Option<String>,
    content_base64: Option<String>,
}

pub async fn preview_word(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: web::Json<PreviewBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let mut errors = FieldErrors::default();
    let filename = required(&mut errors, "filename", body.filename.as_deref())
        .and_then(|f| errors.check("filename", FileName::parse(f)));
    required(&mut errors, "contentBase64", body.content_base64.as_deref());
    errors.finish()?;
    // The name is validated but never stored: preview keys are server IDs.
    if filename.is_none() {
        return Err(AppError::field("filename", "is required"));
    }
    let preview = files::preview_word(
        &state,
        user.id,
        path.into_inner(),
        body.content_base64.as_deref().unwrap_or_default(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(preview))
}
