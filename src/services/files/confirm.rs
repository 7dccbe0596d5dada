//! Confirm: the claim on the row, the HEAD and size check, the server-side copy from the
//! incoming key to the final key, and the row and reservation settled in one transaction.

use super::*;

fn upload_failed() -> AppError {
    AppError::new(
        ErrorCode::UploadFailed,
        "This upload failed or expired; request a new upload URL",
    )
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
            .exec(&state.writes)
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
                return Err(AppError::new(
                    ErrorCode::ConfirmInProgress,
                    "This upload is being confirmed; retry shortly",
                ));
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
        .exec(&state.writes)
        .await;
    if let Err(e) = result {
        tracing::warn!(%file_id, error = %e, "confirm claim not returned; it expires");
    }
}

/// Confirms an upload: the uploaded object must exist with the declared size; it is copied to
/// the file's final key, and the row and the reservation are settled in one transaction.
/// Idempotent.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id, project_id = %project_id, file_id = %file_id))]
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
                    Err(AppError::new(
                        ErrorCode::ConfirmInProgress,
                        "This upload is being confirmed; retry shortly",
                    ))
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
        return Err(AppError::new(
            ErrorCode::UploadNotFound,
            "Nothing was uploaded for this file yet; PUT it to the upload URL first",
        ));
    };
    let mismatch = |size: i64| {
        AppError::new(
            ErrorCode::UploadMismatch,
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
    let settled = state
        .writes
        .transaction("confirm.copy_and_settle", async |txn| {
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
                .exec(txn)
                .await?
                .rows_affected
                == 1;
            if !won {
                return Ok(false);
            }
            let reservation = match file.reservation_id {
                Some(id) => quota_reservations::Entity::find_by_id(id).one(txn).await?,
                None => None,
            };
            if let Some(r) = reservation {
                let confirmed =
                    settle_in(txn, &Held::from(&r), ReservationStatus::Confirmed, now).await?;
                if !confirmed {
                    // Rolls this transaction back; the upload fails after it.
                    return Err(AppError::new(
                        ErrorCode::ReservationExpired,
                        "The quota reservation expired; start again",
                    ));
                }
            }
            Ok(true)
        })
        .await;
    if let Err(e) = &settled
        && e.is(ErrorCode::ReservationExpired)
    {
        fail_upload(state, file).await?;
    }
    settled
}
