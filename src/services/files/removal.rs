//! Removal: a file (its row and storage settled in one transaction, serialised with confirm on
//! the row, then its objects) and every file of a project.

use super::*;

/// Deletes a file row and settles its storage in one transaction, serialised with confirm on the
/// row; then removes its objects. A confirmed file's bytes are released, or held while its upload
/// URL can still write; a pending upload's reservation becomes a hold or is returned (see
/// [`retire_pending_in`]). False when the row was already gone.
async fn purge(state: &AppState, file_id: Uuid) -> Result<bool, AppError> {
    let now = clock::now();
    let purged = state
        .writes
        .transaction("removal.purge", async |txn| {
            // The first statement writes: the row lock on PostgreSQL, the write lock on SQLite.
            lock_row::<files::Entity, _>(
                txn,
                files::Column::UploadStatus,
                files::Column::Id,
                file_id,
            )
            .await?;
            let Some(file) = files::Entity::find_by_id(file_id).one(txn).await? else {
                return Ok::<_, AppError>(None);
            };
            files::Entity::delete_by_id(file.id).exec(txn).await?;
            match file.upload_status {
                UploadStatus::Confirmed if file.presign_expires_at > now => {
                    // The bytes move from the file row to a hold without touching the counter; the
                    // counter row's lock keeps this from committing between the two sums of a running
                    // drift repair (PostgreSQL reads each statement afresh), which would count them twice.
                    lock_storage_in(txn, file.owner_id).await?;
                    hold_in(txn, &file, file.file_size, now).await?;
                }
                UploadStatus::Confirmed => {
                    let release = Release {
                        user_id: file.owner_id,
                        kind: QuotaKind::Storage,
                        amount: file.file_size,
                    };
                    release_in(txn, release, now).await?;
                }
                UploadStatus::Pending => retire_pending_in(txn, &file, now).await?,
                UploadStatus::Failed => {}
            }
            Ok(Some(file))
        })
        .await?;
    let Some(file) = purged else {
        return Ok(false);
    };
    delete_objects(state, &keys_of(&file)).await;
    Ok(true)
}

#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id, project_id = %project_id, file_id = %file_id))]
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
#[tracing::instrument(level = "info", skip_all, fields(project_id = %project_id))]
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
