//! Files: two-phase uploads straight to object storage (presign, then confirm), listing, deletion
//! and Word previews. Storage is reserved on the QuotaLedger before any URL is handed out.
//!
//! Object keys are server IDs (DESIGN §8): an upload URL writes `projects/{p}/incoming/{f}`;
//! confirm copies that object server-side to `projects/{p}/files/{f}` and removes it, so the URL
//! can never touch confirmed evidence. A PENDING row's `object_key` is where its URL writes; a
//! confirmed row's is its evidence. Keys are always read from the row (rows written before this
//! scheme keep theirs). Confirm and delete serialise on the file row, and every change of an
//! upload's state settles its storage in the same transaction.

mod confirm;
mod preview;
mod removal;

use std::io::Cursor;
use std::time::Duration;

use actors::indexing_scheduler::Enqueue;
use actors::quota_ledger::{
    Cancel, Held, Release, Reserve, lock_storage_in, release_in, settle_in,
};
use base64::Engine;
use chrono::{DateTime, Utc};
use entities::{ReservationStatus, files, quota_reservations, storage_holds};
use sea_orm::sea_query::Expr;
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set,
};
use serde::Serialize;
use uuid::Uuid;

use crate::clock;
use crate::domain::{FileName, IndexStatus, QuotaKind, UploadStatus};
use crate::error::{AppError, ErrorCode};
use crate::services::row_lock::lock_row;
use crate::services::{projects, quota};
use crate::state::AppState;

/// Decoded preview-word documents may be at most this large.
pub const PREVIEW_MAX_BYTES: usize = 10 * 1024 * 1024;
/// A PENDING upload is swept, and a hold released, this long after its URL expired (a store's
/// clock may run a little behind ours).
pub const SWEEP_GRACE: chrono::Duration = chrono::Duration::minutes(1);
/// How long one confirm may hold the right to copy an upload to its final key.
const CONFIRM_CLAIM: chrono::Duration = chrono::Duration::minutes(2);
/// How long a confirm waits for another confirm of the same file to finish.
const CONFIRM_WAIT: Duration = Duration::from_secs(5);

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

/// Where an upload URL writes.
pub fn incoming_key(project_id: Uuid, file_id: Uuid) -> String {
    format!("projects/{project_id}/incoming/{file_id}")
}

/// Where a confirmed file's bytes live.
pub fn final_key(project_id: Uuid, file_id: Uuid) -> String {
    format!("projects/{project_id}/files/{file_id}")
}

/// Where the indexer stores a file's extracted text.
pub fn text_key(project_id: Uuid, file_id: Uuid) -> String {
    format!("projects/{project_id}/text/{file_id}.txt")
}

fn url_ttl(state: &AppState) -> Duration {
    Duration::from_secs(state.settings.uploads.url_ttl_secs)
}

/// Validates the batch against the plan, reserves its summed size, records the PENDING uploads
/// and returns one presigned PUT per file, in request order. Nothing is reserved while the object
/// store cannot be reached (503 `STORAGE_UNAVAILABLE`).
#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id, project_id = %project_id))]
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
    // Signing needs no request to the store, so check that it answers before holding quota.
    state.storage.ping().await?;
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
    state
        .writes
        .transaction("files.record_pending", async |txn| {
            use entities::projects::{Column, Entity};
            lock_row::<Entity, _>(txn, Column::UpdatedAt, Column::Id, project_id).await?;
            let existing = files::Entity::find()
                .filter(files::Column::ProjectId.eq(project_id))
                .filter(files::Column::UploadStatus.ne(UploadStatus::Failed))
                .count(txn)
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
                let row = files::ActiveModel {
                    id: Set(id),
                    project_id: Set(project_id),
                    owner_id: Set(owner_id),
                    original_filename: Set(upload.filename.as_str().to_owned()),
                    content_type: Set(upload.content_type.clone()),
                    file_size: Set(upload.size),
                    object_key: Set(incoming_key(project_id, id)),
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
                    confirm_claimed_until: Set(None),
                }
                .insert(txn)
                .await?;
                rows.push(row);
            }
            Ok(rows)
        })
        .await
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

/// Keeps `amount` bytes of a file that is gone (or failed) counted until its upload URL has
/// expired and the sweep has removed what it could still write. `amount` is already in `used`.
async fn hold_in<C: ConnectionTrait>(
    txn: &C,
    file: &files::Model,
    amount: i64,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), DbErr> {
    storage_holds::Entity::insert(storage_holds::ActiveModel {
        file_id: Set(file.id),
        user_id: Set(file.owner_id),
        project_id: Set(file.project_id),
        object_key: Set(file.object_key.clone()),
        amount: Set(amount),
        release_after: Set(file.presign_expires_at),
        created_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(storage_holds::Column::FileId)
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(txn)
    .await
    .map(|_| ())
}

/// Settles the reservation of a PENDING upload that leaves PENDING without becoming a file,
/// inside the caller's transaction: while its URL can still write, the reserved bytes move into
/// `used` as a hold; once it cannot, the reservation is returned.
async fn retire_pending_in<C: ConnectionTrait + executor::Executor>(
    txn: &C,
    file: &files::Model,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), DbErr> {
    let reservation = match file.reservation_id {
        Some(id) => quota_reservations::Entity::find_by_id(id).one(txn).await?,
        None => None,
    };
    let url_open = file.presign_expires_at > now;
    match reservation {
        Some(r) if url_open => {
            let kept = settle_in(txn, &Held::from(&r), ReservationStatus::Confirmed, now).await?;
            hold_in(txn, file, if kept { file.file_size } else { 0 }, now).await
        }
        Some(r) => settle_in(txn, &Held::from(&r), ReservationStatus::Canceled, now)
            .await
            .map(|_| ()),
        None if url_open => hold_in(txn, file, 0, now).await,
        None => Ok(()),
    }
}

/// Every key a file with this row key may have written: the row's key and the keys of the
/// current scheme (the final key only when the row's key is not below it, as a key written before
/// object keys were server IDs is: on a file-system store that path is a folder).
pub fn keys_of_file(project_id: Uuid, file_id: Uuid, object_key: &str) -> Vec<String> {
    let stored = final_key(project_id, file_id);
    let mut keys = vec![
        object_key.to_owned(),
        incoming_key(project_id, file_id),
        text_key(project_id, file_id),
    ];
    if !object_key.starts_with(&format!("{stored}/")) {
        keys.push(stored);
    }
    keys.sort();
    keys.dedup();
    keys
}

fn keys_of(file: &files::Model) -> Vec<String> {
    let mut keys = keys_of_file(file.project_id, file.id, &file.object_key);
    keys.extend(file.text_object_key.clone());
    keys.sort();
    keys.dedup();
    keys
}

/// Deletes the given objects; a failure is logged and left to the sweep.
async fn delete_objects(state: &AppState, keys: &[String]) {
    for key in keys {
        if let Err(e) = state.storage.delete(key).await {
            tracing::warn!(%key, error = %e, "object not deleted; the storage sweep removes it");
        }
    }
}

/// Marks a PENDING upload FAILED and settles its reservation in one transaction (a hold while
/// its URL can still write), then removes what it stored.
async fn fail_upload(state: &AppState, file: &files::Model) -> Result<(), AppError> {
    let now = clock::now();
    let failed = state
        .writes
        .transaction("files.fail_upload", async |txn| {
            let failed = files::Entity::update_many()
                .col_expr(
                    files::Column::UploadStatus,
                    Expr::value(UploadStatus::Failed.as_str()),
                )
                .col_expr(
                    files::Column::ConfirmClaimedUntil,
                    Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None),
                )
                .filter(files::Column::Id.eq(file.id))
                .filter(files::Column::UploadStatus.eq(UploadStatus::Pending))
                .exec(txn)
                .await?
                .rows_affected;
            if failed == 0 {
                // Confirmed, failed or deleted meanwhile: whoever did it owns the objects.
                return Ok::<_, AppError>(false);
            }
            retire_pending_in(txn, file, now).await?;
            Ok(true)
        })
        .await?;
    if failed {
        delete_objects(state, &keys_of(file)).await;
    }
    Ok(())
}

pub use confirm::confirm;

/// Confirmed files of one of the owner's projects, newest first.
#[tracing::instrument(level = "debug", skip_all, fields(user_id = %owner_id, project_id = %project_id))]
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

pub use removal::{delete, purge_project};

pub use preview::{PREVIEW_PREFIX, preview_word};

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
