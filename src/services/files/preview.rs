//! Word previews: a decoded DOCX stored under `previews/` and handed out as a short presigned
//! GET; the storage sweep deletes it once its TTL has passed.

use super::*;

/// Stores a DOCX for preview under `previews/{userId}/{uuid}` (removed by the storage sweep once
/// its TTL has passed) and returns a short-lived GET URL.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id, project_id = %project_id))]
pub async fn preview_word(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    content_base64: &str,
) -> Result<Preview, AppError> {
    projects::get(&state.db, owner_id, project_id).await?;
    if content_base64.len() > PREVIEW_MAX_BYTES / 3 * 4 + 8 {
        return Err(AppError::PayloadTooLarge {
            limit: PREVIEW_MAX_BYTES,
        });
    }
    let cleaned: String = content_base64
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(cleaned.as_bytes())
        .map_err(|_| AppError::field("contentBase64", "is not valid base64"))?;
    if bytes.len() > PREVIEW_MAX_BYTES {
        return Err(AppError::PayloadTooLarge {
            limit: PREVIEW_MAX_BYTES,
        });
    }
    let is_docx = zip::ZipArchive::new(Cursor::new(&bytes))
        .is_ok_and(|z| z.file_names().any(|n| n == "word/document.xml"));
    if !is_docx {
        return Err(AppError::new(
            ErrorCode::NotADocx,
            "The content is not a Word document (.docx)",
        ));
    }
    let key = format!("{PREVIEW_PREFIX}{owner_id}/{}", Uuid::now_v7());
    state
        .storage
        .put(
            &key,
            bytes,
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        )
        .await?;
    let ttl = Duration::from_secs(state.settings.uploads.preview_ttl_secs);
    let url = state.storage.presign_get(&key, ttl).await?;
    Ok(Preview {
        preview_url: url.url,
        expires_at: url.expires_at,
    })
}

/// Where previews are stored.
pub const PREVIEW_PREFIX: &str = "previews/";
