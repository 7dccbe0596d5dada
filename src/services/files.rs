//! Files: two-phase uploads straight to object storage (presign, then confirm), listing, deletion
//! and Word previews. Storage is reserved on the QuotaLedger before any URL is handed out.

use std::io::Cursor;
use std::time::Duration;

use actors::indexing_scheduler::Enqueue;
use actors::quota_ledger::{Cancel, Confirm, Release, Reserve};
use base64::Engine;
use chrono::{DateTime, Utc};
use entities::files;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionTrait,
};
use serde::Serialize;
use uuid::Uuid;

use crate::clients::storage::StorageError;
use crate::clock;
use crate::domain::{FileName, IndexStatus, QuotaKind, UploadStatus};
use crate::error::AppError;
use crate::services::row_lock::lock_row;
use crate::services::{projects, quota};
use crate::state::AppState;

/// Decoded preview-word documents may be at most this large.
pub const PREVIEW_MAX_BYTES: usize = 10 * 1024 * 1024;
/// A PENDING upload is swept this long after its URL expired.
const SWEEP_GRACE: chrono::Duration = chrono::Duration::minutes(1);

impl From<StorageError> for AppError {
    fn from(err: StorageError) -> Self {
        tracing::warn!(error = %err, "object storage call failed");
        AppError::Unavailable {
            code: "STORAGE_UNAVAILABLE",
            message: "Object storage is unavailable; retry shortly".into(),
        }
    }
}

pub struct UploadRequest {
    pub filename: FileName,
    pub content_type: String,
    pub size: i64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PresignedUpload {
    pub file_id: Uuid,
    pub upload_url: String,
    pub object_key: String,
    /// Epoch milliseconds (spec §2.5).
    pub expires_at: i64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FileDto {
    pub id: Uuid,
    pub project_id: Uuid,
    pub original_filename: String,
    pub content_type: String,
    pub file_size: i64,
    pub uploaded_at: Option<DateTime<Utc>>,
    pub upload_status: UploadStatus,
    pub index_status: Option<IndexStatus>,
    pub index_error: Option<String>,
}

impl From<files::Model> for FileDto {
    fn from(f: files::Model) -> Self {
        FileDto {
            id: f.id,
            project_id: f.project_id,
            original_filename: f.original_filename,
            content_type: f.content_type,
            file_size: f.file_size,
            uploaded_at: f.uploaded_at,
            upload_status: f.upload_status,
            index_status: f.index_status,
            index_error: f.index_error,
        }
    }
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Preview {
    pub preview_url: String,
    pub expires_at: DateTime<Utc>,
}

fn url_ttl(state: &AppState) -> Duration {
    Duration::from_secs(state.settings.uploads.url_ttl_secs)
}

/// Validates the batch against the plan, reserves its summed size, records the PENDING uploads
/// and returns one presigned PUT per file, in request order.
pub async fn presign(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    uploads: Vec<UploadRequest>,
) -> Result<Vec<PresignedUpload>, AppError> {
    let project = projects::get(&state.db, owner_id, project_id).await?;
    let (tier, limits) = quota::limits(state, owner_id).await?;
    let per_upload = usize::try_from(limits.max_files_per_upload).unwrap_or_default();
    if uploads.is_empty() || uploads.len() > per_upload {
        return Err(AppError::field(
            "files",
            format!("must list 1 to {per_upload} files for the {tier} plan"),
        ));
    }
    let largest = uploads.iter().map(|u| u.size).max().unwrap_or_default();
    if largest > limits.max_file_size_bytes {
        return Err(quota::exceeded(&actors::quota_ledger::QuotaExceeded {
            metric: "FILE_SIZE_BYTES",
            limit: limits.max_file_size_bytes,
            used: 0,
            reserved: 0,
            requested: largest,
            tier,
            period_key: "all".into(),
        }));
    }
    let ttl = url_ttl(state);
    let reservation_ttl = ttl + Duration::from_secs(120);
    let reservations = quota::ledger(
        state,
        Reserve {
            user_id: owner_id,
            kind: QuotaKind::Storage,
            amounts: uploads.iter().map(|u| u.size).collect(),
            ttl: reservation_ttl,
        },
    )
    .await?;
    let recorded = record_pending(
        state,
        owner_id,
        project.id,
        &uploads,
        &reservations,
        tier,
        limits.max_files_per_project,
    )
    .await;
    let rows = match recorded {
        Ok(rows) => rows,
        Err(e) => {
            for id in reservations {
                let _ = quota::ledger(state, Cancel { id }).await;
            }
            return Err(e);
        }
    };
    let mut out = Vec::with_capacity(rows.len());
    for (row, upload) in rows.iter().zip(&uploads) {
        let url = state
            .storage
            .presign_put(
                &row.object_key,
                &upload.content_type,
                Some(upload.size),
                ttl,
            )
            .await?;
        out.push(PresignedUpload {
            file_id: row.id,
            upload_url: url.url,
            object_key: row.object_key.clone(),
            expires_at: row.presign_expires_at.timestamp_millis(),
        });
    }
    Ok(out)
}

/// Inserts the PENDING rows after checking FILES_PER_PROJECT, serialized per project.
async fn record_pending(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    uploads: &[UploadRequest],
    reservations: &[Uuid],
    tier: entities::MembershipTier,
    max_files_per_project: Option<i32>,
) -> Result<Vec<files::Model>, AppError> {
    let txn = state.db.begin().await?;
    use entities::projects::{Column, Entity};
    lock_row::<Entity, _>(&txn, Column::UpdatedAt, Column::Id, project_id).await?;
    let existing = files::Entity::find()
        .filter(files::Column::ProjectId.eq(project_id))
        .filter(files::Column::UploadStatus.ne(UploadStatus::Failed))
        .count(&txn)
        .await?;
    quota::check_count(
        "FILES_PER_PROJECT",
        tier,
        max_files_per_project,
        existing,
        uploads.len() as u64,
    )?;
    let now = clock::now();
    let expires = now + chrono::Duration::from_std(url_ttl(state)).unwrap_or_default();
    let mut rows = Vec::with_capacity(uploads.len());
    for (upload, reservation) in uploads.iter().zip(reservations) {
        let id = Uuid::now_v7();
        let key = format!(
            "projects/{project_id}/files/{id}/{}",
            upload.filename.as_str()
        );
        let row = files::ActiveModel {
            id: Set(id),
            project_id: Set(project_id),
            owner_id: Set(owner_id),
            original_filename: Set(upload.filename.as_str().to_owned()),
            content_type: Set(upload.content_type.clone()),
            file_size: Set(upload.size),
            object_key: Set(key),
            upload_status: Set(UploadStatus::Pending),
            index_status: Set(None),
            index_error: Set(None),
            etag: Set(None),
            presign_expires_at: Set(expires),
            reservation_id: Set(Some(*reservation)),
            uploaded_at: Set(None),
            index_attempts: Set(0),
            index_claimed_until: Set(None),
            text_object_key: Set(None),
            index_meta: Set(None),
            created_at: Set(now),
        }
        .insert(&txn)
        .await?;
        rows.push(row);
    }
    txn.commit().await?;
    Ok(rows)
}

async fn find(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    file_id: Uuid,
) -> Result<files::Model, AppError> {
    files::Entity::find_by_id(file_id)
        .filter(files::Column::ProjectId.eq(project_id))
        .filter(files::Column::OwnerId.eq(owner_id))
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("file"))
}

/// Marks a PENDING upload FAILED, removes what was stored and returns its reservation.
async fn fail_upload(state: &AppState, file: &files::Model) -> Result<(), AppError> {
    files::Entity::update_many()
        .col_expr(
            files::Column::UploadStatus,
            Expr::value(UploadStatus::Failed.as_str()),
        )
        .filter(files::Column::Id.eq(file.id))
        .filter(files::Column::UploadStatus.eq(UploadStatus::Pending))
        .exec(&state.db)
        .await?;
    state.storage.delete(&file.object_key).await?;
    if let Some(id) = file.reservation_id {
        quota::ledger(state, Cancel { id }).await?;
    }
    Ok(())
}

/// Confirms an upload: the object must exist with the declared size. Idempotent.
pub async fn confirm(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    file_id: Uuid,
) -> Result<files::Model, AppError> {
    projects::get(&state.db, owner_id, project_id).await?;
    let file = find(state, owner_id, project_id, file_id).await?;
    match file.upload_status {
        UploadStatus::Confirmed => return Ok(file),
        UploadStatus::Failed => {
            return Err(AppError::Conflict {
                code: "UPLOAD_FAILED",
                message: "This upload failed or expired; request a new upload URL".into(),
            });
        }
        UploadStatus::Pending => {}
    }
    let Some(object) = state.storage.head(&file.object_key).await? else {
        return Err(AppError::Conflict {
            code: "UPLOAD_NOT_FOUND",
            message: "Nothing was uploaded for this file yet; PUT it to the upload URL first"
                .into(),
        });
    };
    if object.size != file.file_size {
        fail_upload(state, &file).await?;
        return Err(AppError::bad_request(
            "UPLOAD_MISMATCH",
            format!(
                "The uploaded object has {} bytes but {} were declared; the upload was discarded",
                object.size, file.file_size
            ),
        ));
    }
    let confirmed = match file.reservation_id {
        Some(id) => quota::ledger(state, Confirm { id }).await,
        None => Ok(()),
    };
    if let Err(e) = confirmed {
        if matches!(e, AppError::Conflict { .. }) {
            fail_upload(state, &file).await?;
        }
        return Err(e);
    }
    let now = clock::now();
    files::Entity::update_many()
        .col_expr(
            files::Column::UploadStatus,
            Expr::value(UploadStatus::Confirmed.as_str()),
        )
        .col_expr(
            files::Column::IndexStatus,
            Expr::value(IndexStatus::Pending.as_str()),
        )
        .col_expr(files::Column::UploadedAt, Expr::value(now))
        .col_expr(files::Column::Etag, Expr::value(object.etag))
        .filter(files::Column::Id.eq(file.id))
        .filter(files::Column::UploadStatus.eq(UploadStatus::Pending))
        .exec(&state.db)
        .await?;
    state.indexer.do_send(Enqueue { ids: vec![file.id] });
    find(state, owner_id, project_id, file_id).await
}

/// Confirmed files of one of the owner's projects, newest first.
pub async fn list(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
) -> Result<Vec<files::Model>, AppError> {
    projects::get(&state.db, owner_id, project_id).await?;
    Ok(files::Entity::find()
        .filter(files::Column::ProjectId.eq(project_id))
        .filter(files::Column::UploadStatus.eq(UploadStatus::Confirmed))
        .order_by_desc(files::Column::CreatedAt)
        .order_by_desc(files::Column::Id)
        .all(&state.db)
        .await?)
}

/// Removes the stored objects of a file and settles its storage: confirmed bytes are released,
/// a pending reservation is canceled.
async fn purge(state: &AppState, file: &files::Model) -> Result<(), AppError> {
    state.storage.delete(&file.object_key).await?;
    if let Some(text_key) = &file.text_object_key {
        state.storage.delete(text_key).await?;
    }
    let deleted = files::Entity::delete_by_id(file.id)
        .exec(&state.db)
        .await?
        .rows_affected;
    if deleted == 0 {
        return Ok(());
    }
    match (file.upload_status, file.reservation_id) {
        (UploadStatus::Confirmed, _) => {
            quota::ledger(
                state,
                Release {
                    user_id: file.owner_id,
                    kind: QuotaKind::Storage,
                    amount: file.file_size,
                },
            )
            .await?
        }
        (UploadStatus::Pending, Some(id)) => quota::ledger(state, Cancel { id }).await?,
        _ => {}
    }
    Ok(())
}

pub async fn delete(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    file_id: Uuid,
) -> Result<(), AppError> {
    let file = find(state, owner_id, project_id, file_id).await?;
    purge(state, &file).await
}

/// Every file of a project, before the project itself is deleted.
pub async fn purge_project(state: &AppState, project_id: Uuid) -> Result<(), AppError> {
    let all = files::Entity::find()
        .filter(files::Column::ProjectId.eq(project_id))
        .all(&state.db)
        .await?;
    for file in &all {
        purge(state, file).await?;
    }
    Ok(())
}

/// Stores a DOCX for preview and returns a short-lived GET URL.
pub async fn preview_word(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    filename: FileName,
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
        return Err(AppError::bad_request(
            "NOT_A_DOCX",
            "The content is not a Word document (.docx)",
        ));
    }
    let key = format!(
        "previews/{owner_id}/{}/{}",
        Uuid::now_v7(),
        filename.as_str()
    );
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

/// Fails PENDING uploads whose URL expired (plus a grace minute) and returns their reservations.
pub async fn sweep_expired_uploads(state: &AppState) -> Result<usize, AppError> {
    let stale = files::Entity::find()
        .filter(files::Column::UploadStatus.eq(UploadStatus::Pending))
        .filter(files::Column::PresignExpiresAt.lt(clock::now() - SWEEP_GRACE))
        .limit(500)
        .all(&state.db)
        .await?;
    for file in &stale {
        fail_upload(state, file).await?;
    }
    Ok(stale.len())
}
