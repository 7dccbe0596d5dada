//! The claim package of a project (DESIGN §18): gathers the newest T661 draft (or the one the
//! caller names), review, logbook and pre-check from the project's stored run results, and the
//! evidence index (every confirmed file with the SHA-256 of its bytes), then has
//! [`crate::package`] write it as Word or PDF on a blocking thread.
//!
//! Memory: results are read a page at a time and only the parts kept are held; file rows are
//! small; a file's bytes are hashed as they stream from storage (the worker's hash from indexing
//! is used when it covers the whole object), so the package grows by a table row per file, never
//! by a file's size.

use actix_web::web::Bytes;
use entities::{MessageRole, files, messages, projects, sessions};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait};
use serde_json::Value;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::domain::{Lang, UploadStatus};
use crate::error::AppError;
use crate::package::parts::{Draft, Logbook, Precheck, Review, clean};
use crate::package::{self, ClaimPackage, FileRow, Format};
use crate::state::AppState;

/// Stored results are read newest first in pages of this many ...
const PAGE: u64 = 25;
/// ... and at most this many are looked through for the four parts.
const LOOK_BACK: u64 = 400;
/// At most this many files are listed in the index (far above any plan's file count).
const MAX_FILES: u64 = 5_000;

/// At most this many packages are written at once (each holds its document, a few MiB for a
/// large project, while it is written); more requests wait their turn.
const CONCURRENT_WRITES: usize = 2;

static WRITES: std::sync::LazyLock<std::sync::Arc<tokio::sync::Semaphore>> =
    std::sync::LazyLock::new(|| {
        std::sync::Arc::new(tokio::sync::Semaphore::new(CONCURRENT_WRITES))
    });

/// A written package.
pub struct Written {
    pub filename: String,
    pub content_type: &'static str,
    pub bytes: Bytes,
}

/// The package of `project_id`, owned by `owner_id` (404 for anyone else).
#[tracing::instrument(level = "info", skip(state))]
pub async fn for_owner(
    state: &AppState,
    owner_id: Uuid,
    project_id: Uuid,
    format: Format,
    message_id: Option<Uuid>,
    asked: Option<Lang>,
) -> Result<Written, AppError> {
    let project = crate::services::projects::get(&state.db, owner_id, project_id).await?;
    let package = gather(state, &project, message_id, asked).await?;
    write(package, format, project.id).await
}

/// The package written in `format` on a blocking thread.
pub async fn write(
    package: ClaimPackage,
    format: Format,
    project_id: Uuid,
) -> Result<Written, AppError> {
    // The turn goes with the writing thread: a client that leaves does not free it early.
    let turn = WRITES
        .clone()
        .acquire_owned()
        .await
        .map_err(|e| anyhow::anyhow!("the package writers are closed: {e}"))?;
    let started = std::time::Instant::now();
    let files = package.files.len();
    let bytes = tokio::task::spawn_blocking(move || {
        let _turn = turn;
        package::render(&package, format)
    })
    .await
    .map_err(|e| anyhow::anyhow!("the package writer stopped: {e}"))?
    .map_err(|e| anyhow::anyhow!("the package could not be written: {e}"))?;
    tracing::info!(%project_id, format = format.extension(), files, bytes = bytes.len(),
        elapsed_ms = started.elapsed().as_millis() as u64, "claim package written");
    Ok(Written {
        filename: format!("claim-package-{project_id}.{}", format.extension()),
        content_type: format.content_type(),
        bytes: Bytes::from(bytes),
    })
}

/// Everything the package of `project` holds. `message_id` names the draft to print (404 when it
/// is not a T661 draft of this project); `asked` is the language used when no result has one.
pub async fn gather(
    state: &AppState,
    project: &projects::Model,
    message_id: Option<Uuid>,
    asked: Option<Lang>,
) -> Result<ClaimPackage, AppError> {
    let mut found = Found::default();
    if let Some(id) = message_id {
        found.draft = Some(named_draft(state, project.id, id).await?);
    }
    read_results(state, project.id, &mut found).await?;
    let lang = ClaimPackage::language_of_parts(
        found.draft.as_ref(),
        found.review.as_ref(),
        found.logbook.as_ref(),
        found.precheck.as_ref(),
        asked.unwrap_or_default(),
    );
    Ok(ClaimPackage {
        lang,
        project: clean(&project.name),
        fiscal_year: clean(&project.fiscal_year),
        generated_at: crate::clock::now(),
        version: env!("CARGO_PKG_VERSION").to_owned(),
        draft: found.draft,
        review: found.review,
        logbook: found.logbook,
        precheck: found.precheck,
        files: evidence_index(state, project.id).await?,
    })
}

#[derive(Default)]
struct Found {
    draft: Option<Draft>,
    review: Option<Review>,
    logbook: Option<Logbook>,
    precheck: Option<Precheck>,
}

impl Found {
    fn complete(&self) -> bool {
        self.draft.is_some()
            && self.review.is_some()
            && self.logbook.is_some()
            && self.precheck.is_some()
    }

    /// Keeps what `payload` is, when that part is still missing.
    fn take(&mut self, payload: &Value) {
        if self.draft.is_none() {
            self.draft = Draft::from_payload(payload);
        }
        if self.review.is_none() {
            self.review = Review::from_payload(payload);
        }
        if self.logbook.is_none() {
            self.logbook = Logbook::from_payload(payload);
        }
        if self.precheck.is_none() {
            self.precheck = Precheck::from_payload(payload);
        }
    }
}

fn project_sessions(project_id: Uuid) -> sea_orm::sea_query::SelectStatement {
    sessions::Entity::find()
        .select_only()
        .column(sessions::Column::Id)
        .filter(sessions::Column::ProjectId.eq(project_id))
        .into_query()
}

/// The project's answers, newest first, until each part is found.
async fn read_results(
    state: &AppState,
    project_id: Uuid,
    found: &mut Found,
) -> Result<(), AppError> {
    let mut offset = 0;
    while offset < LOOK_BACK && !found.complete() {
        let page: Vec<Option<Value>> = messages::Entity::find()
            .select_only()
            .column(messages::Column::Payload)
            .filter(messages::Column::SessionId.in_subquery(project_sessions(project_id)))
            .filter(messages::Column::Role.eq(MessageRole::Assistant))
            .filter(messages::Column::Payload.is_not_null())
            .order_by_desc(messages::Column::CreatedAt)
            .order_by_desc(messages::Column::Seq)
            .order_by_desc(messages::Column::Id)
            .offset(offset)
            .limit(PAGE)
            .into_tuple::<Option<Value>>()
            .all(&state.db)
            .await?;
        let len = page.len() as u64;
        for payload in page.iter().flatten() {
            found.take(payload);
        }
        if len < PAGE {
            break;
        }
        offset += PAGE;
    }
    Ok(())
}

/// The draft of message `id`, when it is an answer of this project that holds one.
async fn named_draft(state: &AppState, project_id: Uuid, id: Uuid) -> Result<Draft, AppError> {
    let payload: Option<Option<Value>> = messages::Entity::find_by_id(id)
        .select_only()
        .column(messages::Column::Payload)
        .filter(messages::Column::SessionId.in_subquery(project_sessions(project_id)))
        .filter(messages::Column::Role.eq(MessageRole::Assistant))
        .into_tuple::<Option<Value>>()
        .one(&state.db)
        .await?;
    payload
        .flatten()
        .as_ref()
        .and_then(Draft::from_payload)
        .ok_or(AppError::NotFound("T661 draft"))
}

/// Every confirmed file of the project, oldest first, with the SHA-256 of its bytes.
async fn evidence_index(state: &AppState, project_id: Uuid) -> Result<Vec<FileRow>, AppError> {
    let rows = files::Entity::find()
        .filter(files::Column::ProjectId.eq(project_id))
        .filter(files::Column::UploadStatus.eq(UploadStatus::Confirmed))
        .order_by_asc(files::Column::CreatedAt)
        .order_by_asc(files::Column::Id)
        .limit(MAX_FILES)
        .all(&state.db)
        .await?;
    let mut out = Vec::with_capacity(rows.len());
    for f in rows {
        let sha256 = match indexed_hash(&f) {
            Some(hash) => Some(hash),
            None => stored_hash(state, &f.object_key).await,
        };
        out.push(FileRow {
            name: clean(&f.original_filename),
            content_type: clean(&f.content_type),
            size: f.file_size,
            uploaded_at: f.uploaded_at.unwrap_or(f.created_at),
            index_status: f
                .index_status
                .map(|s| s.as_str().to_owned())
                .unwrap_or_default(),
            sha256,
        });
    }
    Ok(out)
}

/// The hash the worker computed while indexing, when it covers every byte of the object.
fn indexed_hash(f: &files::Model) -> Option<String> {
    let meta = f.index_meta.as_ref()?;
    let covered = meta["sha256Bytes"].as_i64()? == f.file_size;
    let hash = meta["sha256"].as_str()?;
    (covered && hash.len() == 64 && hash.bytes().all(|b| b.is_ascii_hexdigit()))
        .then(|| hash.to_ascii_lowercase())
}

/// The SHA-256 of an object's bytes as they stream from storage; `None` (logged) when it
/// cannot be read.
async fn stored_hash(state: &AppState, key: &str) -> Option<String> {
    let mut body = match state.storage.get_stream(key).await {
        Ok(body) => body,
        Err(e) => {
            tracing::warn!(key, error = %e, "claim package: an object could not be read for its hash");
            return None;
        }
    };
    let mut hasher = Sha256::new();
    while let Some(chunk) = body.next().await {
        match chunk {
            Ok(bytes) => hasher.update(&bytes),
            Err(e) => {
                tracing::warn!(key, error = %e, "claim package: an object's bytes stopped");
                return None;
            }
        }
    }
    Some(hex::encode(hasher.finalize()))
}
