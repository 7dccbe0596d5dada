//! `GET /api/v1/projects/{projectId}/claim-package?format=docx|pdf[&messageId=]` (DESIGN §18):
//! the project's claim package as a Word or PDF attachment, streamed in chunks.

use actix_web::body::SizedStream;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use futures_util::stream;
use serde::Deserialize;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::error::AppError;
use crate::http::extract::answer_language;
use crate::package::Format;
use crate::services::claim_package;
use crate::state::AppState;

/// Bytes per chunk of the streamed body.
const CHUNK: usize = 64 * 1024;

/// The package route, relative to the `/projects` scope.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/{projectId}/claim-package", web::get().to(download));
}

/// The query of the package route.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PackageQuery {
    /// `docx` (Word) or `pdf`.
    #[param(required = true, pattern = "^(docx|pdf)$")]
    format: Option<String>,
    /// The T661 draft to print (an assistant message of the project); the newest draft when
    /// absent.
    #[serde(rename = "messageId")]
    #[param(rename = "messageId", value_type = Option<Uuid>)]
    message_id: Option<String>,
}

impl PackageQuery {
    fn parse(&self) -> Result<(Format, Option<Uuid>), AppError> {
        let format = self
            .format
            .as_deref()
            .and_then(Format::parse)
            .ok_or_else(|| AppError::field("format", "must be docx or pdf"))?;
        let message_id = match self.message_id.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(id) => Some(
                Uuid::parse_str(id)
                    .map_err(|_| AppError::field("messageId", "must be a message ID (UUID)"))?,
            ),
        };
        Ok((format, message_id))
    }
}

/// `GET /projects/{projectId}/claim-package`.
#[utoipa::path(
    get, path = "/api/v1/projects/{projectId}/claim-package", tag = "projects", operation_id = "claimPackage", summary = "The project's claim package (Word or PDF)",
    description = "The document a firm hands to its accountant or to CRA: a cover (project, tax year, generated time, service version); lines 242, 244 and 246 of the newest T661 draft (or the draft `messageId` names), each with its question, word count and limit and its evidence as numbered notes; the newest review's findings; the newest logbook in date order; the newest pre-check verdict with its criteria; an evidence index of every confirmed file (name, type, size, upload time, SHA-256 of its bytes, index status) and every cited commit. In the language of the project's drafts (English or French; `Accept-Language` when no result names one). Owner only.",
    security(("bearerAuth" = [])),
    params(("projectId" = Uuid, Path, description = "The project"), PackageQuery),
    responses(
        (status = 200, description = "The package as an attachment (not JSON)",
            content(
                (crate::http::openapi::schemas::Binary = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
                (crate::http::openapi::schemas::Binary = "application/pdf"),
            ),
            headers(("Content-Disposition" = String, description = "attachment; filename=\"claim-package-{projectId}.docx\" (or .pdf)"))),
        (status = 400, description = "VALIDATION_FAILED: `format` is not docx or pdf, or `messageId` is not a UUID"),
        (status = 404, description = "No such project of the caller's, or `messageId` is not a T661 draft of it"),
    )
)]
pub async fn download(
    user: AuthUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    query: web::Query<PackageQuery>,
    req: HttpRequest,
) -> Result<HttpResponse, AppError> {
    let (format, message_id) = query.parse()?;
    let written = claim_package::for_owner(
        &state,
        user.id,
        path.into_inner(),
        format,
        message_id,
        answer_language(&req),
    )
    .await?;
    Ok(attachment(written))
}

/// A written package as a streamed attachment with its length.
pub fn attachment(written: claim_package::Written) -> HttpResponse {
    let bytes = written.bytes;
    let len = bytes.len() as u64;
    let chunks = (0..bytes.len())
        .step_by(CHUNK)
        .map(move |start| {
            Ok::<_, actix_web::Error>(bytes.slice(start..(start + CHUNK).min(bytes.len())))
        })
        .collect::<Vec<_>>();
    HttpResponse::Ok()
        .content_type(written.content_type)
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{}\"", written.filename),
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(SizedStream::new(len, stream::iter(chunks)))
}
