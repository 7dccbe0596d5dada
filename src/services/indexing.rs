//! The service side of indexing (the IndexingScheduler actor decides when): claim a confirmed
//! file with a conditional UPDATE (owned by this process, short-lived and renewed by the lease
//! heartbeat while the file is indexed, see [`crate::services::leases`]), send an INDEX task to the worker with retries and backoff for
//! transient failures, and record READY, FAILED (permanent) or PENDING again (retries exhausted).
//! Claims are counted on the row (`index_attempts`): after `indexing.max_attempts` claims that
//! did not end (crashes, timeouts, repeated 5xx) the file is FAILED instead of tried again.

use std::time::Duration;

use actors::{IndexOutcome, Indexer};
use chrono::Utc;
use entities::files;
use futures_util::future::BoxFuture;
use sea_orm::sea_query::{Condition, Expr, ExprTrait};
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use crate::clients::storage::Storage;
use crate::clients::worker::WorkerClient;
use crate::clients::worker::WorkerError;
use crate::domain::{IndexStatus, UploadStatus};
use crate::protocol::{IndexTask, TaskKind};
use crate::services::leases::{Leases, claim_owner_col};

/// How many times a transient failure is retried before the file goes back to PENDING.
const RETRIES: u32 = 3;

#[derive(Clone)]
pub struct FileIndexer {
    pub db: DatabaseConnection,
    /// Where its claims and results are written.
    pub writes: crate::db::WriteGate,
    pub storage: Storage,
    pub worker: WorkerClient,
    /// The claim's owner and expiry, and its heartbeat.
    pub leases: Leases,
    /// Lifetime of the task's signed URLs (at least the worker's timeout).
    pub task_ttl: Duration,
    pub retry_base: Duration,
    /// Claims of one file (counted on the row, surviving restarts) before it is given up.
    pub max_attempts: u32,
}

fn claimable() -> Condition {
    Condition::any()
        .add(files::Column::IndexStatus.eq(IndexStatus::Pending))
        .add(
            Condition::all()
                .add(files::Column::IndexStatus.eq(IndexStatus::Indexing))
                .add(files::Column::IndexClaimedUntil.lt(Utc::now())),
        )
}

impl FileIndexer {
    async fn waiting_ids(&self, limit: u64) -> Result<Vec<Uuid>, DbErr> {
        files::Entity::find()
            .select_only()
            .column(files::Column::Id)
            .filter(files::Column::UploadStatus.eq(UploadStatus::Confirmed))
            .filter(claimable())
            .limit(limit)
            .into_tuple()
            .all(&self.db)
            .await
    }

    async fn claim(&self, id: Uuid) -> Result<Option<files::Model>, DbErr> {
        let until =
            Utc::now() + chrono::Duration::from_std(self.leases.claim()).unwrap_or_default();
        let claimed = files::Entity::update_many()
            .col_expr(
                files::Column::IndexStatus,
                Expr::value(IndexStatus::Indexing.as_str()),
            )
            .col_expr(files::Column::IndexClaimedUntil, Expr::value(until))
            .col_expr(claim_owner_col(), Expr::value(self.leases.holder()))
            .col_expr(
                files::Column::IndexAttempts,
                Expr::col(files::Column::IndexAttempts).add(1),
            )
            .filter(files::Column::Id.eq(id))
            .filter(files::Column::UploadStatus.eq(UploadStatus::Confirmed))
            .filter(claimable())
            .exec(&self.writes)
            .await?
            .rows_affected;
        if claimed == 0 {
            return Ok(None);
        }
        files::Entity::find_by_id(id).one(&self.db).await
    }

    async fn envelope<'a>(
        &self,
        file: &'a files::Model,
        text_key: &str,
    ) -> anyhow::Result<IndexTask<'a>> {
        let ttl = self.task_ttl;
        let download = self.storage.presign_get(&file.object_key, ttl).await?;
        let upload = self
            .storage
            .presign_put(text_key, "text/plain; charset=utf-8", None, ttl)
            .await?;
        Ok(IndexTask {
            task_id: Uuid::now_v7().to_string().into(),
            kind: TaskKind::Index,
            file_id: Some(file.id),
            project_id: Some(file.project_id),
            filename: file.original_filename.as_str().into(),
            content_type: Some(file.content_type.as_str().into()),
            size: file.file_size,
            download_url: download.url.into(),
            text_upload_url: upload.url.into(),
        })
    }

    /// Records the end state, only while this claim still holds the file.
    async fn finish(&self, id: Uuid, status: IndexStatus, updates: Vec<(files::Column, Expr)>) {
        let mut update = files::Entity::update_many()
            .col_expr(files::Column::IndexStatus, Expr::value(status.as_str()))
            .col_expr(
                files::Column::IndexClaimedUntil,
                Expr::value(Option::<chrono::DateTime<Utc>>::None),
            )
            .col_expr(claim_owner_col(), Expr::value(Option::<String>::None));
        for (column, value) in updates {
            update = update.col_expr(column, value);
        }
        let result = update
            .filter(files::Column::Id.eq(id))
            .filter(files::Column::IndexStatus.eq(IndexStatus::Indexing))
            .filter(Expr::col(claim_owner_col()).eq(self.leases.holder()))
            .exec(&self.writes)
            .await;
        if let Err(e) = result {
            tracing::warn!(file_id = %id, error = %e, "could not record the indexing result");
        }
    }

    #[tracing::instrument(level = "info", skip_all, fields(file_id = %id))]
    async fn run(&self, id: Uuid) -> IndexOutcome {
        let file = match self.claim(id).await {
            Ok(Some(file)) => file,
            Ok(None) => return IndexOutcome::NotClaimed,
            Err(e) => {
                tracing::warn!(file_id = %id, error = %e, "indexing claim failed");
                return IndexOutcome::Deferred;
            }
        };
        // Every claim counts, also one whose process died mid-index (the release at start-up
        // keeps the count): past the last one the file is given up instead of crashing again.
        if i64::from(file.index_attempts) > i64::from(self.max_attempts) {
            let message = format!(
                "indexing failed {} times; the file may be malformed",
                self.max_attempts
            );
            tracing::warn!(file_id = %id, attempts = file.index_attempts, "giving up indexing the file");
            self.finish(
                id,
                IndexStatus::Failed,
                vec![(files::Column::IndexError, Expr::value(message))],
            )
            .await;
            return IndexOutcome::Finished;
        }
        // Renewed by the heartbeat until this job ends (the claim was taken just now).
        let _held = self.leases.hold_file(id);
        let text_key = format!("projects/{}/text/{}.txt", file.project_id, file.id);
        let mut delay = self.retry_base;
        // Whether every failure of this claim was the object store's (the worker answers 502 for
        // download and upload trouble): such a claim says nothing about the file, and its attempt
        // is given back, so a store outage never uses up a file's attempts.
        let mut store_trouble_only = true;
        for attempt in 0..=RETRIES {
            if attempt > 0 {
                tokio::time::sleep(delay).await;
                delay *= 2;
            }
            let envelope = match self.envelope(&file, &text_key).await {
                Ok(envelope) => envelope,
                Err(e) => {
                    tracing::warn!(file_id = %id, error = %e, "cannot prepare the index task");
                    continue;
                }
            };
            match self.worker.process(&envelope).await {
                Ok(result) if result.succeeded() => {
                    let meta = result.into_data();
                    self.finish(
                        id,
                        IndexStatus::Ready,
                        vec![
                            (files::Column::TextObjectKey, Expr::value(text_key.clone())),
                            (files::Column::IndexMeta, Expr::value(meta)),
                            (
                                files::Column::IndexError,
                                Expr::value(Option::<String>::None),
                            ),
                        ],
                    )
                    .await;
                    return IndexOutcome::Finished;
                }
                Ok(result) => {
                    let message = result
                        .error_message()
                        .unwrap_or("The file could not be indexed")
                        .chars()
                        .take(1000)
                        .collect::<String>();
                    self.finish(
                        id,
                        IndexStatus::Failed,
                        vec![(files::Column::IndexError, Expr::value(message))],
                    )
                    .await;
                    return IndexOutcome::Finished;
                }
                Err(e) if e.is_transient() => {
                    store_trouble_only &= matches!(e, WorkerError::Status(502));
                    tracing::warn!(file_id = %id, attempt, error = %e, "index task failed; will retry");
                }
                Err(e) => {
                    self.finish(
                        id,
                        IndexStatus::Failed,
                        vec![(
                            files::Column::IndexError,
                            Expr::value(format!("The indexer refused the file: {e}")),
                        )],
                    )
                    .await;
                    return IndexOutcome::Finished;
                }
            }
        }
        // Retries exhausted: hand the file back; the next rescan tries again.
        let refund = if store_trouble_only {
            vec![(
                files::Column::IndexAttempts,
                Expr::col(files::Column::IndexAttempts).sub(1),
            )]
        } else {
            Vec::new()
        };
        self.finish(id, IndexStatus::Pending, refund).await;
        IndexOutcome::Deferred
    }
}

impl Indexer for FileIndexer {
    fn waiting(&self, limit: u64) -> BoxFuture<'static, Vec<Uuid>> {
        let this = self.clone();
        Box::pin(async move {
            this.waiting_ids(limit).await.unwrap_or_else(|e| {
                tracing::warn!(error = %e, "cannot list files waiting for indexing");
                Vec::new()
            })
        })
    }

    fn index(&self, file_id: Uuid) -> BoxFuture<'static, IndexOutcome> {
        let this = self.clone();
        Box::pin(async move { this.run(file_id).await })
    }
}
