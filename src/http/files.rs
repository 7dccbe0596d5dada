//! `/api/v1/projects/{projectId}/files`: uploads (presign, then confirm), the list, removal and
//! Word previews.

use actix_web::{HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::domain::{FieldErrors, FileName, parse_content_type};
use crate::error::AppError;
use crate::http::extract::{self, JsonBody, required};
use crate::services::files::{self, FileDto, UploadRequest};
use crate::state::AppState;

/// The JSON limit of preview-word (a base64 DOCX of up to 10 MiB).
pub const PREVIEW_BODY_LIMIT: usize = 16 * 1024 * 1024;
/// At most this many entries are parsed from a presign body, whatever the plan allows.
const PRESIGN_MAX_ENTRIES: usize = 100;

/// The file routes of a project, relative to the `/projects` scope. Preview-word has its own
/// JSON limit (a base64 DOCX is larger than the default body limit). The preview-word resource
/// comes before `{fileId}` so that its path is never read as a file ID.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/{projectId}/files", web::get().to(list))
        .route("/{projectId}/files/presign", web::post().to(presign))
        .service(
            web::resource("/{projectId}/files/preview-word")
                .app_data(extract::json_config(PREVIEW_BODY_LIMIT))
                .route(web::post().to(preview_word)),
        )
        .route(
            "/{projectId}/files/{fileId}/confirm",
            web::post().to(confirm),
        )
        .route(
            "/{projectId}/files/{fileId}",
            web::delete()
                .guard(crate::http::not_named(&["presign", "preview-word"]))
                .to(delete),
        );
}

/// One file of a presign body.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PresignEntry {
    /// A bare file name (no path parts), at most 255 bytes.
    #[schema(value_type = String, min_length = 1, max_length = 255)]
    filename: Option<String>,
    /// One of the accepted content types (parameters are ignored).
    #[schema(schema_with = crate::http::openapi::schemas::upload_content_type, required = true)]
    content_type: Option<String>,
    /// Bytes, at least 1.
    #[schema(value_type = i64, minimum = 1)]
    file_size: Option<i64>,
}

/// The body of `POST /projects/{projectId}/files/presign`.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct PresignBody {
    /// 1 to 100 files (at most the plan's files per upload).
    #[schema(value_type = Vec<PresignEntry>, min_items = 1, max_items = 100)]
    files: Option<Vec<PresignEntry>>,
}

impl PresignBody {
    /// The uploads, every entry checked and all problems reported together
    /// (`files[i].field`).
    fn parse(self) -> Result<Vec<UploadRequest>, AppError> {
        let entries = self.files.unwrap_or_default();
        if entries.is_empty() || entries.len() > PRESIGN_MAX_ENTRIES {
            return Err(AppError::field(
                "files",
                format!("must list 1 to {PRESIGN_MAX_ENTRIES} files"),
            ));
        }
        let mut errors = FieldErrors::default();
        let uploads: Vec<UploadRequest> = entries
            .iter()
            .enumerate()
            .filter_map(|(i, entry)| entry.parse(&mut errors, i))
            .collect();
        errors.finish()?;
        Ok(uploads)
    }
}

impl PresignEntry {
    /// The upload of entry `i`, or `None` with its problems recorded in `errors`.
    fn parse(&self, errors: &mut FieldErrors, i: usize) -> Option<UploadRequest> {
        let field = |name: &str| format!("files[{i}].{name}");
        let filename = required(errors, &field("filename"), self.filename.as_deref())
            .and_then(|f| errors.check(&field("filename"), FileName::parse(f)));
        let content_type = required(errors, &field("contentType"), self.content_type.as_deref())
            .and_then(|c| errors.check(&field("contentType"), parse_content_type(c)));
        let size = match self.file_size {
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
        Some(UploadRequest {
            filename: filename?,
            content_type: content_type?,
            size: size?,
        })
    }
}

/// `POST /projects/{projectId}/files/presign`: reserves storage and answers one presigned PUT per
/// file.
#[utoipa::path(
    post, path = "/api/v1/projects/{projectId}/files/presign", tag = "files", operation_id = "presignUploads", summary = "Presign uploads",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    request_body = PresignBody,
    responses(
        (status = 200, description = "One presigned PUT per file, in request order (raw array)", body = Vec<crate::http::openapi::schemas::PresignedUpload>),
        (status = 404, description = "No such project of the caller's"),
        (status = 429, description = "QUOTA_EXCEEDED: storage, file size, files per upload or per project"),
    )
)]
pub async fn presign(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: JsonBody<PresignBody>,
) -> Result<HttpResponse, AppError> {
    let uploads = body.into_inner().parse()?;
    let presigned = files::presign(&state, user.id, path.into_inner(), uploads).await?;
    Ok(HttpResponse::Ok().json(presigned))
}

/// `POST /projects/{projectId}/files/{fileId}/confirm`: the upload arrived; the file is recorded
/// and queued for indexing.
#[utoipa::path(
    post, path = "/api/v1/projects/{projectId}/files/{fileId}/confirm", tag = "files", operation_id = "confirmUpload", summary = "Confirm an upload",
    security(("bearerAuth" = [])),
    params(
        ("projectId" = Uuid, Path, description = "The project"),
        ("fileId" = Uuid, Path, description = "The file"),
    ),
    request_body(content = Option<crate::http::openapi::schemas::ConfirmUploadBody>, description = "Optional `{etag}` (informational)"),
    responses(
        (status = 200, description = "The confirmed file record (idempotent); indexing starts", body = crate::http::openapi::schemas::FileDto),
        (status = 400, description = "UPLOAD_MISMATCH: the stored size differs from the declared one"),
        (status = 404, description = "No such project or file of the caller's"),
        (status = 409, description = "UPLOAD_NOT_FOUND before the PUT, UPLOAD_FAILED, CONFIRM_IN_PROGRESS or RESERVATION_EXPIRED"),
    )
)]
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

/// `GET /projects/{projectId}/files`.
#[utoipa::path(
    get, path = "/api/v1/projects/{projectId}/files", tag = "files", operation_id = "listFiles", summary = "List a project's files",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    responses(
        (status = 200, description = "The confirmed files, newest first, with their index status", body = Vec<crate::http::openapi::schemas::FileDto>),
        (status = 404, description = "No such project of the caller's"),
    )
)]
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

/// `DELETE /projects/{projectId}/files/{fileId}` (204).
#[utoipa::path(
    delete, path = "/api/v1/projects/{projectId}/files/{fileId}", tag = "files", operation_id = "deleteFile", summary = "Delete a file",
    security(("bearerAuth" = [])),
    params(
        ("projectId" = Uuid, Path, description = "The project"),
        ("fileId" = Uuid, Path, description = "The file"),
    ),
    responses(
        (status = 204, description = "The object, its extracted text and the record are removed; storage is released"),
        (status = 404, description = "No such project or file of the caller's"),
    )
)]
pub async fn delete(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, AppError> {
    let (project_id, file_id) = path.into_inner();
    files::delete(&state, user.id, project_id, file_id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The body of `POST /projects/{projectId}/files/preview-word`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviewBody {
    #[schema(value_type = String, min_length = 1, max_length = 255)]
    filename: Option<String>,
    /// The DOCX bytes in base64 (at most 10 MiB decoded).
    #[schema(value_type = String)]
    content_base64: Option<String>,
}

/// A Word document to preview: its base64 content (decoded and bounded by the service). The
/// name is validated but never stored: preview keys are server IDs.
pub struct WordPreview {
    pub content_base64: String,
}

impl PreviewBody {
    fn parse(self) -> Result<WordPreview, AppError> {
        let mut errors = FieldErrors::default();
        let filename = required(&mut errors, "filename", self.filename.as_deref())
            .and_then(|f| errors.check("filename", FileName::parse(f)));
        required(&mut errors, "contentBase64", self.content_base64.as_deref());
        errors.finish()?;
        match (filename, self.content_base64) {
            (Some(_), Some(content_base64)) => Ok(WordPreview { content_base64 }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

/// `POST /projects/{projectId}/files/preview-word`: a short-lived URL of the stored DOCX.
#[utoipa::path(
    post, path = "/api/v1/projects/{projectId}/files/preview-word", tag = "files", operation_id = "previewWord", summary = "Preview a Word document",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project")),
    request_body = PreviewBody,
    responses(
        (status = 200, description = "A 10-minute GET URL of the stored document", body = crate::http::openapi::schemas::Preview),
        (status = 400, description = "NOT_A_DOCX, or VALIDATION_FAILED"),
        (status = 404, description = "No such project of the caller's"),
    )
)]
pub async fn preview_word(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: JsonBody<PreviewBody>,
) -> Result<HttpResponse, AppError> {
    let WordPreview { content_base64 } = body.into_inner().parse()?;
    let preview = files::preview_word(&state, user.id, path.into_inner(), &content_base64).await?;
    Ok(HttpResponse::Ok().json(preview))
}
