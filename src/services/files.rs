//! Files: two-phase uploads straight to object storage (presign, then confirm), listing, deletion
//! and Word previews. Storage is reserved on the QuotaLedger before any URL is handed out.
//!
//! Object keys are server IDs (DESIGN §8): an upload URL writes `projects/{p}/incoming/{f}`;
//! confirm copies that object server-side to `projects/{p}/files/{f}` and removes it, so the URL
//! can never touch confirmed evidence. A PENDING row's `object_key` is where its URL writes; a
//! confirmed row's is its evidence. Keys are always read from the row (rows written before this
//! scheme keep theirs). Confirm and delete serialise on the file row, and every change of an
//! upload's state settles its storage in the same transaction.

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
    QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
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
/// A PENDING upload is swept, and a hold released, this long after its URL expired (a store's
/// clock may run a little behind ours).
pub const SWEEP_GRACE: chrono::Duration = chrono::Duration::minutes(1);
/// How long one confirm may hold the right to copy an upload to its final key.
const CONFIRM_CLAIM: chrono::Duration = chrono::Duration::minutes(2);
/// How long a confirm waits for another confirm of the same file to finish.
const CONFIRM_WAIT: Duration = Duration::from_secs(5);

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
async fn retire_pending_in<C: ConnectionTrait>(
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
    let txn = state.db.begin().await?;
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
        .exec(&txn)
        .await?
        .rows_affected;
    if failed == 0 {
        // Confirmed, failed or deleted meanwhile: whoever did it owns the objects.
        txn.rollback().await?;
        return Ok(());
    }
    retire_pending_in(&txn, file, now).await?;
    txn.commit().await?;
    delete_objects(state, &keys_of(file)).await;
    Ok(())
}

fn upload_failed() -> AppError {
    AppError::Conflict {
        code: "UPLOAD_FAILED",
        message: "This upload failed or expired; request a new upload URL".into(),
    }
}

/// What a confirm found when it could not claim the row.
enum Claim {
    Won(chrono::DateTime<chrono::Utc>),
    Settled(Box<files::Model>),
}

/// Takes the right to copy this upload to its final key (one confirm at a time), or answers the
/// row once another confirm settled it.
async fn claim_confirm(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    file_id: Uuid,
) -> Result<Claim, AppError> {
    let deadline = tokio::time::Instant::now() + CONFIRM_WAIT;
    loop {
        let now = clock::now();
        let token = now + CONFIRM_CLAIM;
        let claimed = files::Entity::update_many()
            .col_expr(files::Column::ConfirmClaimedUntil, Expr::value(token))
            .filter(files::Column::Id.eq(file_id))
            .filter(files::Column::UploadStatus.eq(UploadStatus::Pending))
            .filter(
                sea_orm::Condition::any()
                    .add(files::Column::ConfirmClaimedUntil.is_null())
                    .add(files::Column::ConfirmClaimedUntil.lt(now)),
            )
            .exec(&state.db)
            .await?
            .rows_affected;
        if claimed == 1 {
            return Ok(Claim::Won(token));
        }
        let file = find(state, owner_id, project_id, file_id).await?;
        match file.upload_status {
            UploadStatus::Confirmed => return Ok(Claim::Settled(Box::new(file))),
            UploadStatus::Failed => return Err(upload_failed()),
            UploadStatus::Pending if tokio::time::Instant::now() >= deadline => {
                return Err(AppError::Conflict {
                    code: "CONFIRM_IN_PROGRESS",
                    message: "This upload is being confirmed; retry shortly".into(),
                });
            }
            UploadStatus::Pending => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// Gives a claim back after a confirm could not finish (the store failed); best effort, it
/// expires anyway.
async fn unclaim(state: &AppState, file_id: Uuid, token: chrono::DateTime<chrono::Utc>) {
    let result = files::Entity::update_many()
        .col_expr(
            files::Column::ConfirmClaimedUntil,
            Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None),
        )
        .filter(files::Column::Id.eq(file_id))
        .filter(files::Column::ConfirmClaimedUntil.eq(token))
        .exec(&state.db)
        .await;
    if let Err(e) = result {
        tracing::warn!(%file_id, error = %e, "confirm claim not returned; it expires");
    }
}

/// Confirms an upload: the uploaded object must exist with the declared size; it is copied to
/// the file's final key, and the row and the reservation are settled in one transaction.
/// Idempotent.
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
        UploadStatus::Failed => return Err(upload_failed()),
        UploadStatus::Pending => {}
    }
    let token = match claim_confirm(state, owner_id, project_id, file_id).await? {
        Claim::Won(token) => token,
        Claim::Settled(file) => return Ok(*file),
    };
    match copy_and_settle(state, &file, token).await {
        Ok(true) => {}
        Ok(false) => {
            // The row left PENDING (a delete, the sweep) or this claim ran out meanwhile.
            let current = files::Entity::find_by_id(file_id).one(&state.db).await?;
            return match current {
                Some(row) if row.upload_status == UploadStatus::Confirmed => Ok(row),
                Some(row) if row.upload_status == UploadStatus::Pending => {
                    unclaim(state, file.id, token).await;
                    Err(AppError::Conflict {
                        code: "CONFIRM_IN_PROGRESS",
                        message: "This upload is being confirmed; retry shortly".into(),
                    })
                }
                // Deleted or failed: a copy made after that is no one's evidence.
                Some(_) => {
                    delete_objects(state, &[final_key(file.project_id, file.id)]).await;
                    Err(upload_failed())
                }
                None => {
                    delete_objects(state, &[final_key(file.project_id, file.id)]).await;
                    Err(AppError::NotFound("file"))
                }
            };
        }
        Err(e) => {
            unclaim(state, file.id, token).await;
            return Err(e);
        }
    }
    if confirmed_key(&file) != file.object_key {
        delete_objects(state, std::slice::from_ref(&file.object_key)).await;
    }
    state.indexer.do_send(Enqueue { ids: vec![file.id] });
    find(state, owner_id, project_id, file_id).await
}

/// Where a PENDING upload's bytes live once confirmed: its final key, or, for an upload presigned
/// before object keys were server IDs (its URL writes `projects/{p}/files/{f}/{name}`, which the
/// final key cannot sit beside on a file-system store), the key it was uploaded to.
fn confirmed_key(file: &files::Model) -> String {
    if file.object_key == incoming_key(file.project_id, file.id) {
        final_key(file.project_id, file.id)
    } else {
        file.object_key.clone()
    }
}

/// HEAD, size check, server-side copy, then the row and reservation in one transaction. True
/// when this call confirmed the file; false when the row left PENDING (or this claim) meanwhile.
async fn copy_and_settle(
    state: &AppState,
    file: &files::Model,
    token: chrono::DateTime<chrono::Utc>,
) -> Result<bool, AppError> {
    let upload_key = file.object_key.clone();
    let Some(object) = state.storage.head(&upload_key).await? else {
        return Err(AppError::Conflict {
            code: "UPLOAD_NOT_FOUND",
            message: "Nothing was uploaded for this file yet; PUT it to the upload URL first"
                .into(),
        });
    };
    let mismatch = |size: i64| {
        AppError::bad_request(
            "UPLOAD_MISMATCH",
            format!(
                "The uploaded object has {size} bytes but {} were declared; the upload was discarded",
                file.file_size
            ),
        )
    };
    if object.size != file.file_size {
        fail_upload(state, file).await?;
        return Err(mismatch(object.size));
    }
    let target = confirmed_key(file);
    if target != upload_key && !state.storage.copy(&upload_key, &target).await? {
        return Ok(false);
    }
    // What was copied is the evidence: check it (not the upload key, which a URL can rewrite).
    let Some(stored) = state.storage.head(&target).await? else {
        return Ok(false);
    };
    if stored.size != file.file_size {
        fail_upload(state, file).await?;
        return Err(mismatch(stored.size));
    }
    let now = clock::now();
    let txn = state.db.begin().await?;
    let won = files::Entity::update_many()
        .col_expr(
            files::Column::UploadStatus,
            Expr::value(UploadStatus::Confirmed.as_str()),
        )
        .col_expr(
            files::Column::IndexStatus,
            Expr::value(IndexStatus::Pending.as_str()),
        )
        .col_expr(files::Column::UploadedAt, Expr::value(now))
        .col_expr(files::Column::Etag, Expr::value(stored.etag))
        .col_expr(files::Column::ObjectKey, Expr::value(target))
        .col_expr(
            files::Column::ConfirmClaimedUntil,
            Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None),
        )
        .filter(files::Column::Id.eq(file.id))
        .filter(files::Column::UploadStatus.eq(UploadStatus::Pending))
        .filter(files::Column::ConfirmClaimedUntil.eq(token))
        .exec(&txn)
        .await?
        .rows_affected
        == 1;
    if !won {
        txn.rollback().await?;
        return Ok(false);
    }
    let reservation = match file.reservation_id {
        Some(id) => quota_reservations::Entity::find_by_id(id).one(&txn).await?,
        None => None,
    };
    if let Some(r) = reservation {
        let confirmed = settle_in(&txn, &Held::from(&r), ReservationStatus::Confirmed, now).await?;
        if !confirmed {
            txn.rollback().await?;
            fail_upload(state, file).await?;
            return Err(AppError::Conflict {
                code: "RESERVATION_EXPIRED",
                message: "The quota reservation expired; start again".into(),
            });
        }
    }
    txn.commit().await?;
    Ok(true)
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

/// Deletes a file row and settles its storage in one transaction, serialised with confirm on the
/// row; then removes its objects. A confirmed file's bytes are released, or held while its upload
/// URL can still write; a pending upload's reservation becomes a hold or is returned (see
/// [`retire_pending_in`]). False when the row was already gone.
async fn purge(state: &AppState, file_id: Uuid) -> Result<bool, AppError> {
    let now = clock::now();
    let txn = state.db.begin().await?;
    // The first statement writes: the row lock on PostgreSQL, the write lock on SQLite.
    lock_row::<files::Entity, _>(
        &txn,
        files::Column::UploadStatus,
        files::Column::Id,
        file_id,
    )
    .await?;
    let Some(file) = files::Entity::find_by_id(file_id).one(&txn).await? else {
        txn.rollback().await?;
        return Ok(false);
    };
    files::Entity::delete_by_id(file.id).exec(&txn).await?;
    match file.upload_status {
        UploadStatus::Confirmed if file.presign_expires_at > now => {
            // The bytes move from the file row to a hold without touching the counter; the
            // counter row's lock keeps this from committing between the two sums of a running
            // drift repair (PostgreSQL reads each statement afresh), which would count them twice.
            lock_storage_in(&txn, file.owner_id).await?;
            hold_in(&txn, &file, file.file_size, now).await?;
        }
        UploadStatus::Confirmed => {
            let release = Release {
                user_id: file.owner_id,
                kind: QuotaKind::Storage,
                amount: file.file_size,
            };
            release_in(&txn, release, now).await?;
        }
        UploadStatus::Pending => retire_pending_in(&txn, &file, now).await?,
        UploadStatus::Failed => {}
    }
    txn.commit().await?;
    delete_objects(state, &keys_of(&file)).await;
    Ok(true)
}

pub async fn delete(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    file_id: Uuid,
) -> Result<(), AppError> {
    let file = find(state, owner_id, project_id, file_id).await?;
    if purge(state, file.id).await? {
        Ok(())
    } else {
        Err(AppError::NotFound("file"))
    }
}

/// Every file of a project, before the project itself is deleted, then whatever else is stored
/// under the project's prefix.
pub async fn purge_project(state: &AppState, project_id: Uuid) -> Result<(), AppError> {
    let ids: Vec<Uuid> = files::Entity::find()
        .select_only()
        .column(files::Column::Id)
        .filter(files::Column::ProjectId.eq(project_id))
        .into_tuple()
        .all(&state.db)
        .await?;
    for id in ids {
        purge(state, id).await?;
    }
    if let Err(e) = state
        .storage
        .delete_prefix(&format!("projects/{project_id}/"))
        .await
    {
        tracing::warn!(%project_id, error = %e, "project objects not deleted; the storage sweep removes them");
    }
    Ok(())
}

/// Stores a DOCX for preview under `previews/{userId}/{uuid}` (removed by the storage sweep once
/// its TTL has passed) and returns a short-lived GET URL.
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
        return Err(AppError::bad_request(
            "NOT_A_DOCX",
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
