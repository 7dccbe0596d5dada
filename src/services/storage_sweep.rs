//! The storage sweep (DESIGN §8, RELIABILITY 38): every stored byte belongs to a row the quota
//! counts. Run periodically (`uploads.sweep_secs`), it
//! 1. fails PENDING uploads whose URL expired and returns their reservations,
//! 2. deletes objects under `projects/` that no row accounts for (incoming objects without a
//!    PENDING upload, copies and texts of files that are gone, keys of a deleted project),
//! 3. deletes previews whose TTL has passed,
//! 4. releases holds once their URL has expired, after deleting whatever it could still write,
//! 5. reconciles each user's storage counter with their live files and repairs (and logs) drift.
//!
//! It relies only on ListObjectsV2, DeleteObject and the database, so it works against any S3
//! endpoint; a step that fails is logged and the others still run.

use std::collections::{HashMap, HashSet};

use actors::quota_ledger::{Release, StorageDrift, lock_storage_in, release_in, repair_storage_in};
use chrono::Utc;
use entities::{QuotaKind, files, quota_counters, quota_reservations, storage_holds};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use crate::clock;
use crate::domain::UploadStatus;
use crate::error::AppError;
use crate::services::files::{
    PREVIEW_PREFIX, SWEEP_GRACE, final_key, incoming_key, keys_of_file, sweep_expired_uploads,
    text_key,
};
use crate::state::AppState;

/// What one sweep did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SweepReport {
    pub uploads_failed: usize,
    pub objects_deleted: usize,
    pub previews_deleted: usize,
    pub holds_released: usize,
    pub counters_repaired: usize,
}

/// Runs every step once; a failing step is logged and answered as zero.
pub async fn run(state: &AppState) -> SweepReport {
    fn step<T: Default>(name: &str, result: Result<T, AppError>) -> T {
        result.unwrap_or_else(|e| {
            tracing::warn!(step = name, error = %e, "storage sweep step failed");
            T::default()
        })
    }
    let report = SweepReport {
        uploads_failed: step("expired uploads", sweep_expired_uploads(state).await),
        objects_deleted: step("orphaned objects", delete_orphans(state).await),
        previews_deleted: step("expired previews", delete_expired_previews(state).await),
        holds_released: step("holds", release_holds(state).await),
        counters_repaired: step("reconciliation", reconcile(state).await).len(),
    };
    if report != SweepReport::default() {
        tracing::info!(?report, "storage sweep");
    }
    report
}

/// A file row as the orphan scan needs it.
struct FileRef {
    project_id: Uuid,
    status: UploadStatus,
    object_key: String,
    text_object_key: Option<String>,
}

/// `projects/{p}/{kind}/{f}...` -> (p, kind, f); `None` for a key this service does not write.
fn parse_key(key: &str) -> Option<(Uuid, &str, Uuid)> {
    let mut parts = key.splitn(4, '/');
    if parts.next()? != "projects" {
        return None;
    }
    let project = parts.next()?.parse().ok()?;
    let kind = parts.next()?;
    let rest = parts.next()?;
    let id = rest.split('/').next()?;
    let id = id.strip_suffix(".txt").unwrap_or(id);
    Some((project, kind, id.parse().ok()?))
}

/// Whether the object at `key` belongs to a row (`row`: the file the key names, if it exists).
fn belongs(key: &str, row: Option<&FileRef>) -> bool {
    let Some((project, kind, id)) = parse_key(key) else {
        // Not a key of this service's scheme: left alone.
        return true;
    };
    // A failed upload owns no bytes; a row of another project owns nothing here.
    let Some(row) = row.filter(|r| r.project_id == project && r.status != UploadStatus::Failed)
    else {
        return false;
    };
    if row.object_key == key || row.text_object_key.as_deref() == Some(key) {
        return true;
    }
    match kind {
        // Only a PENDING upload may have bytes under its upload key.
        "incoming" => key == incoming_key(project, id) && row.status == UploadStatus::Pending,
        // A confirm copies here before its transaction commits.
        "files" => key == final_key(project, id),
        // The indexer writes the text before it records the key.
        "text" => key == text_key(project, id) && row.status == UploadStatus::Confirmed,
        _ => false,
    }
}

/// Deletes every object under `projects/` that no row accounts for; answers how many.
async fn delete_orphans(state: &AppState) -> Result<usize, AppError> {
    let mut token = None;
    let mut deleted = 0;
    loop {
        let page = state.storage.list("projects/", token).await?;
        let ids: HashSet<Uuid> = page
            .objects
            .iter()
            .filter_map(|o| parse_key(&o.key).map(|(_, _, id)| id))
            .collect();
        let rows: HashMap<Uuid, FileRef> = if ids.is_empty() {
            HashMap::new()
        } else {
            files::Entity::find()
                .filter(files::Column::Id.is_in(ids))
                .all(&state.db)
                .await?
                .into_iter()
                .map(|f| {
                    let row = FileRef {
                        project_id: f.project_id,
                        status: f.upload_status,
                        object_key: f.object_key,
                        text_object_key: f.text_object_key,
                    };
                    (f.id, row)
                })
                .collect()
        };
        for object in &page.objects {
            let row = parse_key(&object.key).and_then(|(_, _, id)| rows.get(&id));
            if !belongs(&object.key, row) {
                state.storage.delete(&object.key).await?;
                tracing::info!(key = %object.key, "orphaned object deleted");
                deleted += 1;
            }
        }
        match page.next {
            Some(next) => token = Some(next),
            None => return Ok(deleted),
        }
    }
}

/// Deletes previews older than their URL's lifetime.
async fn delete_expired_previews(state: &AppState) -> Result<usize, AppError> {
    let ttl = chrono::Duration::seconds(
        i64::try_from(state.settings.uploads.preview_ttl_secs).unwrap_or(i64::MAX / 1000),
    );
    let cutoff = Utc::now() - ttl;
    let mut token = None;
    let mut deleted = 0;
    loop {
        let page = state.storage.list(PREVIEW_PREFIX, token).await?;
        for object in &page.objects {
            if object.last_modified.is_none_or(|at| at < cutoff) {
                state.storage.delete(&object.key).await?;
                deleted += 1;
            }
        }
        match page.next {
            Some(next) => token = Some(next),
            None => return Ok(deleted),
        }
    }
}

/// Releases holds whose URL has expired (plus the grace), each after deleting every key its file
/// could have written; answers how many.
async fn release_holds(state: &AppState) -> Result<usize, AppError> {
    let now = clock::now();
    let due = storage_holds::Entity::find()
        .filter(storage_holds::Column::ReleaseAfter.lt(now - SWEEP_GRACE))
        .limit(500)
        .all(&state.db)
        .await?;
    let mut released = 0;
    for hold in due {
        for key in &keys_of_file(hold.project_id, hold.file_id, &hold.object_key) {
            state.storage.delete(key).await?;
        }
        let removed = state
            .writes
            .transaction("storage_sweep.release_holds", async |txn| {
                let removed = storage_holds::Entity::delete_by_id(hold.file_id)
                    .exec(txn)
                    .await?
                    .rows_affected;
                if removed == 1 && hold.amount > 0 {
                    let release = Release {
                        user_id: hold.user_id,
                        kind: QuotaKind::Storage,
                        amount: hold.amount,
                    };
                    release_in(txn, release, now).await?;
                }
                Ok::<_, AppError>(removed == 1)
            })
            .await?;
        released += usize::from(removed);
    }
    Ok(released)
}

/// `CAST(COALESCE(SUM(col), 0) AS BIGINT)`: the same integer type on SQLite and PostgreSQL.
fn sum(column: &str) -> Expr {
    Expr::cust(format!("CAST(COALESCE(SUM({column}), 0) AS BIGINT)"))
}

/// The bytes a user's stored files and holds account for: what their storage `used` must be.
async fn live_used<C: ConnectionTrait>(db: &C, user_id: Uuid) -> Result<i64, DbErr> {
    let stored: Option<i64> = files::Entity::find()
        .select_only()
        .column_as(sum("file_size"), "total")
        .filter(files::Column::OwnerId.eq(user_id))
        .filter(files::Column::UploadStatus.eq(UploadStatus::Confirmed))
        .into_tuple()
        .one(db)
        .await?;
    let held: Option<i64> = storage_holds::Entity::find()
        .select_only()
        .column_as(sum("amount"), "total")
        .filter(storage_holds::Column::UserId.eq(user_id))
        .into_tuple()
        .one(db)
        .await?;
    Ok(stored.unwrap_or_default() + held.unwrap_or_default())
}

/// Per-user sums of one grouped query.
async fn sums_by_user<C: ConnectionTrait>(
    db: &C,
    query: sea_orm::Select<impl EntityTrait>,
) -> Result<HashMap<Uuid, i64>, DbErr> {
    let rows: Vec<(Uuid, i64)> = query.into_tuple().all(db).await?;
    Ok(rows.into_iter().collect())
}

/// Compares every storage counter with the user's live files (confirmed files and holds in
/// `used`, RESERVED reservations in `reserved`) and repairs each one that differs, under the
/// counter's lock so that no confirm, delete or reservation interleaves. Answers the drifts.
pub async fn reconcile(state: &AppState) -> Result<Vec<StorageDrift>, AppError> {
    let db = &state.db;
    let counters: Vec<(Uuid, i64, i64)> = quota_counters::Entity::find()
        .select_only()
        .column(quota_counters::Column::UserId)
        .column(quota_counters::Column::Used)
        .column(quota_counters::Column::Reserved)
        .filter(quota_counters::Column::Kind.eq(QuotaKind::Storage))
        .filter(quota_counters::Column::Period.eq("all"))
        .into_tuple()
        .all(db)
        .await?;
    let stored = sums_by_user(
        db,
        files::Entity::find()
            .select_only()
            .column(files::Column::OwnerId)
            .column_as(sum("file_size"), "total")
            .filter(files::Column::UploadStatus.eq(UploadStatus::Confirmed))
            .group_by(files::Column::OwnerId),
    )
    .await?;
    let held = sums_by_user(
        db,
        storage_holds::Entity::find()
            .select_only()
            .column(storage_holds::Column::UserId)
            .column_as(sum("amount"), "total")
            .group_by(storage_holds::Column::UserId),
    )
    .await?;
    let reserved = sums_by_user(
        db,
        quota_reservations::Entity::find()
            .select_only()
            .column(quota_reservations::Column::UserId)
            .column_as(sum("amount"), "total")
            .filter(quota_reservations::Column::Kind.eq(QuotaKind::Storage))
            .filter(actors::quota_ledger::reserved_in_flight())
            .group_by(quota_reservations::Column::UserId),
    )
    .await?;
    let get = |m: &HashMap<Uuid, i64>, id: &Uuid| m.get(id).copied().unwrap_or_default();
    let mut drifts = Vec::new();
    for (user_id, used, reserved_now) in counters {
        let expected_used = get(&stored, &user_id) + get(&held, &user_id);
        if used == expected_used && reserved_now == get(&reserved, &user_id) {
            continue;
        }
        // A candidate read without locks: check again under the counter's lock, then repair.
        if let Some(drift) = repair(state, user_id).await? {
            tracing::warn!(
                user_id = %drift.user_id,
                used = drift.used,
                reserved = drift.reserved,
                expected_used = drift.expected_used,
                expected_reserved = drift.expected_reserved,
                "storage counter drift repaired"
            );
            drifts.push(drift);
        }
    }
    Ok(drifts)
}

async fn repair(state: &AppState, user_id: Uuid) -> Result<Option<StorageDrift>, AppError> {
    state
        .writes
        .transaction("storage_sweep.repair", async |txn| {
            if !lock_storage_in(txn, user_id).await? {
                return Ok(None);
            }
            let live = live_used(txn, user_id).await?;
            let drift = repair_storage_in(txn, user_id, live).await?;
            Ok(drift)
        })
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(project: Uuid, status: UploadStatus, key: &str) -> FileRef {
        FileRef {
            project_id: project,
            status,
            object_key: key.to_owned(),
            text_object_key: None,
        }
    }

    #[test]
    fn only_keys_a_row_accounts_for_belong() {
        let (p, f) = (Uuid::now_v7(), Uuid::now_v7());
        let incoming = incoming_key(p, f);
        let stored = final_key(p, f);
        let text = text_key(p, f);
        let pending = row(p, UploadStatus::Pending, &incoming);
        let confirmed = row(p, UploadStatus::Confirmed, &stored);
        let failed = row(p, UploadStatus::Failed, &incoming);
        assert!(belongs(&incoming, Some(&pending)));
        assert!(belongs(&stored, Some(&pending)), "a confirm is copying");
        assert!(
            !belongs(&incoming, Some(&confirmed)),
            "a replay after confirm"
        );
        assert!(belongs(&stored, Some(&confirmed)));
        assert!(belongs(&text, Some(&confirmed)));
        assert!(!belongs(&incoming, Some(&failed)));
        assert!(!belongs(&stored, Some(&failed)));
        for key in [&incoming, &stored, &text] {
            assert!(!belongs(key, None), "{key} of a deleted file");
        }
        // The row of another project does not account for the key.
        let elsewhere = row(Uuid::now_v7(), UploadStatus::Pending, &incoming);
        assert!(!belongs(&incoming, Some(&elsewhere)));
        // Keys written before object keys were server IDs belong while their row names them.
        let legacy = format!("projects/{p}/files/{f}/report 2025.pdf");
        assert!(belongs(
            &legacy,
            Some(&row(p, UploadStatus::Confirmed, &legacy))
        ));
        assert!(!belongs(&legacy, Some(&confirmed)));
        assert!(
            belongs("elsewhere/x", None),
            "keys of no known shape are left alone"
        );
    }
}
